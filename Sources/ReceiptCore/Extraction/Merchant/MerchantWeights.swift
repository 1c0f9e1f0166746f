// Written by Scripts/merchant/train.py (`make merchant-scorer`); do not edit by hand.
// Fitted to 717 labelled receipts (sroie-train 351, sroie 175, wildreceipt 159, fixtures 32), L2 penalty 0.3.
extension MerchantScorer {
    /// The committed weights, fitted by `make merchant-scorer`.
    public static let trained = MerchantScorer(
        features: [
            "row-0",
            "row-1",
            "row-2-3",
            "row-4-on",
            "position",
            "first-free-row",
            "above-address",
            "right-above-address",
            "below-address",
            "no-address",
            "size",
            "tallest",
            "centred",
            "capitals",
            "all-lower-case",
            "letters",
            "few-letters",
            "words",
            "digit-share",
            "commas",
            "junk",
            "ampersand",
            "unclosed-bracket",
            "legal-form",
            "legal-form-not-last",
            "starts-with-legal-form",
            "first-legal-row",
            "legal-row-after-name",
            "business-word",
            "only-kinds-of-business",
            "welcome",
            "is-address",
            "is-contact",
            "is-bookkeeping",
            "is-greeting",
            "is-web",
            "is-registration",
            "is-location",
            "is-digits",
            "is-labelled-field",
            "confidence",
            "min-confidence",
            "unsure-words",
            "named-in-thanks",
            "named-in-web-address",
            "printed-again",
            "two-rows",
            "three-rows",
            "same-size",
            "tight-rows",
            "closes-bracket",
            "ampersand-join",
            "next-only-legal-form",
            "next-could-continue",
            "previous-could-start",
            "case-changes",
            "size-changes",
            "open-end",
            "from-thanks-line",
            "from-web-address",
        ],
        weights: [
            -0.0076,  // row-0
            -0.1940,  // row-1
            -0.3356,  // row-2-3
            -0.2511,  // row-4-on
            -0.8854,  // position
            1.5483,  // first-free-row
            0.9975,  // above-address
            0.5771,  // right-above-address
            -1.9890,  // below-address
            0.8176,  // no-address
            -0.1150,  // size
            0.0933,  // tallest
            -1.1463,  // centred
            0.5019,  // capitals
            -2.0111,  // all-lower-case
            1.3021,  // letters
            0.6109,  // few-letters
            -2.2174,  // words
            -2.0757,  // digit-share
            -1.9644,  // commas
            1.1266,  // junk
            0.5728,  // ampersand
            -2.0421,  // unclosed-bracket
            1.7778,  // legal-form
            -1.2543,  // legal-form-not-last
            -2.0795,  // starts-with-legal-form
            0.5845,  // first-legal-row
            -1.0623,  // legal-row-after-name
            0.5407,  // business-word
            -2.3750,  // only-kinds-of-business
            -0.4625,  // welcome
            -1.4810,  // is-address
            -0.9495,  // is-contact
            -3.4995,  // is-bookkeeping
            -1.4306,  // is-greeting
            -1.9191,  // is-web
            -2.8354,  // is-registration
            -0.2670,  // is-location
            -2.4028,  // is-digits
            -0.9011,  // is-labelled-field
            2.0638,  // confidence
            1.6217,  // min-confidence
            0.0406,  // unsure-words
            1.6365,  // named-in-thanks
            0.7345,  // named-in-web-address
            0.7164,  // printed-again
            -0.3986,  // two-rows
            0.0514,  // three-rows
            -0.4478,  // same-size
            0.2125,  // tight-rows
            -0.1107,  // closes-bracket
            1.7563,  // ampersand-join
            -1.0358,  // next-only-legal-form
            -0.3376,  // next-could-continue
            0.2066,  // previous-could-start
            -2.6371,  // case-changes
            -0.3863,  // size-changes
            -0.6510,  // open-end
            0.9899,  // from-thanks-line
            -0.2056,  // from-web-address
        ],
        none: 3.9890,
        calibration: Calibration(intercept: -0.5921, probability: 0.8728, confidence: 0.6778, minConfidence: 0.1752, unsureWords: 0.0756))
}
