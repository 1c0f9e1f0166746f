// Written by Scripts/merchant/train.py (`make merchant-scorer`); do not edit by hand.
// Fitted to 717 labelled receipts (sroie-train 351, sroie 175, wildreceipt 159, fixtures 32), L2 penalty 1.0.
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
            0.2384,  // row-0
            0.0658,  // row-1
            -0.3002,  // row-2-3
            -0.3879,  // row-4-on
            -0.7639,  // position
            1.0139,  // first-free-row
            1.2552,  // above-address
            0.2259,  // right-above-address
            -1.5309,  // below-address
            0.7239,  // no-address
            0.1004,  // size
            0.4444,  // tallest
            -1.3105,  // centred
            0.7373,  // capitals
            -0.5646,  // all-lower-case
            0.6767,  // letters
            -0.2691,  // few-letters
            -1.4265,  // words
            -1.3492,  // digit-share
            -1.5213,  // commas
            0.0022,  // junk
            0.5323,  // ampersand
            -1.7318,  // unclosed-bracket
            1.1168,  // legal-form
            -1.1269,  // legal-form-not-last
            -1.3931,  // starts-with-legal-form
            1.1989,  // first-legal-row
            -0.5972,  // legal-row-after-name
            0.8744,  // business-word
            -1.2272,  // only-kinds-of-business
            -0.1273,  // welcome
            -1.2514,  // is-address
            -0.4842,  // is-contact
            -2.4695,  // is-bookkeeping
            -0.5746,  // is-greeting
            -1.0202,  // is-web
            -1.8921,  // is-registration
            -0.2105,  // is-location
            -1.7304,  // is-digits
            -0.4268,  // is-labelled-field
            1.1788,  // confidence
            0.9812,  // min-confidence
            -0.7466,  // unsure-words
            0.8139,  // named-in-thanks
            0.5413,  // named-in-web-address
            0.7405,  // printed-again
            -0.2978,  // two-rows
            0.0989,  // three-rows
            -0.3781,  // same-size
            0.1202,  // tight-rows
            -0.1346,  // closes-bracket
            0.8973,  // ampersand-join
            -0.3616,  // next-only-legal-form
            -0.3751,  // next-could-continue
            0.0058,  // previous-could-start
            -1.7786,  // case-changes
            -1.2913,  // size-changes
            -0.0985,  // open-end
            0.8906,  // from-thanks-line
            -0.5077,  // from-web-address
        ],
        none: 2.8255,
        calibration: Calibration(intercept: -0.6226, probability: 0.8661, confidence: 0.5484, minConfidence: 0.4899, unsureWords: -0.1965))
}
