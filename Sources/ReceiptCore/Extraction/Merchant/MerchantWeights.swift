// Written by Scripts/merchant/train.py (`make merchant-scorer`); do not edit by hand.
// Fitted to 717 labelled receipts (sroie-train 351, sroie 175, wildreceipt 159, fixtures 32), L2 penalty 0.3.
extension MerchantScorer {
    static let trained = MerchantScorer(
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
            0.0161,  // row-0
            -0.1979,  // row-1
            -0.3303,  // row-2-3
            -0.2281,  // row-4-on
            -0.8662,  // position
            1.5633,  // first-free-row
            1.0231,  // above-address
            0.5141,  // right-above-address
            -2.0373,  // below-address
            0.8209,  // no-address
            -0.0769,  // size
            0.0616,  // tallest
            -1.0817,  // centred
            0.5266,  // capitals
            -2.0272,  // all-lower-case
            1.1599,  // letters
            0.5905,  // few-letters
            -2.1400,  // words
            -2.0669,  // digit-share
            -1.9488,  // commas
            0.9146,  // junk
            0.5567,  // ampersand
            -1.9763,  // unclosed-bracket
            2.2637,  // legal-form
            -0.9569,  // legal-form-not-last
            -2.0991,  // starts-with-legal-form
            0.0000,  // first-legal-row
            0.0000,  // legal-row-after-name
            0.5385,  // business-word
            -2.3422,  // only-kinds-of-business
            -2.2119,  // welcome
            -1.4221,  // is-address
            -0.9013,  // is-contact
            -3.4699,  // is-bookkeeping
            -1.4371,  // is-greeting
            -1.9412,  // is-web
            -2.7054,  // is-registration
            -0.1973,  // is-location
            -2.3580,  // is-digits
            -0.9566,  // is-labelled-field
            2.2203,  // confidence
            1.4780,  // min-confidence
            -0.0041,  // unsure-words
            1.7751,  // named-in-thanks
            0.4198,  // named-in-web-address
            0.7238,  // printed-again
            -0.7736,  // two-rows
            -0.2783,  // three-rows
            -0.5613,  // same-size
            0.3193,  // tight-rows
            -0.1079,  // closes-bracket
            1.7117,  // ampersand-join
            -1.2460,  // next-only-legal-form
            -0.3326,  // next-could-continue
            0.3127,  // previous-could-start
            -2.7383,  // case-changes
            -0.4284,  // size-changes
            -0.6898,  // open-end
            0.9973,  // from-thanks-line
            -0.2639,  // from-web-address
        ],
        none: 4.0771,
        calibration: Calibration(intercept: -0.5639, probability: 0.8608, confidence: 0.6945, minConfidence: 0.1381, unsureWords: 0.0165))
}
