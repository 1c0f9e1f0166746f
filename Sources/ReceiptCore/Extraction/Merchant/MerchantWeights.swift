// Written by Scripts/merchant/train.py (`make merchant-scorer`); do not edit by hand.
// Fitted to 717 labelled receipts (sroie-train 351, sroie 175, wildreceipt 159, fixtures 32), L2 penalty 0.1.
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
            0.0283,  // row-0
            -0.1705,  // row-1
            -0.2972,  // row-2-3
            -0.1263,  // row-4-on
            -0.9731,  // position
            1.6779,  // first-free-row
            0.8738,  // above-address
            0.6005,  // right-above-address
            -2.2577,  // below-address
            0.7315,  // no-address
            -0.0645,  // size
            0.0323,  // tallest
            -1.2912,  // centred
            0.4226,  // capitals
            -2.8632,  // all-lower-case
            1.5008,  // letters
            0.9452,  // few-letters
            -2.5129,  // words
            -2.2608,  // digit-share
            -2.1091,  // commas
            1.6194,  // junk
            0.5993,  // ampersand
            -2.2872,  // unclosed-bracket
            2.3158,  // legal-form
            -1.4800,  // legal-form-not-last
            -2.4352,  // starts-with-legal-form
            0.1467,  // first-legal-row
            -1.2255,  // legal-row-after-name
            0.5054,  // business-word
            -3.3036,  // only-kinds-of-business
            -3.1816,  // welcome
            -1.7013,  // is-address
            -1.6354,  // is-contact
            -4.4575,  // is-bookkeeping
            -1.6715,  // is-greeting
            -2.9449,  // is-web
            -3.8894,  // is-registration
            -0.3741,  // is-location
            -3.2057,  // is-digits
            -1.5309,  // is-labelled-field
            3.2538,  // confidence
            1.5729,  // min-confidence
            0.6138,  // unsure-words
            2.4116,  // named-in-thanks
            0.4471,  // named-in-web-address
            0.7579,  // printed-again
            -0.3965,  // two-rows
            0.2654,  // three-rows
            -0.4815,  // same-size
            0.3354,  // tight-rows
            -0.1892,  // closes-bracket
            2.5348,  // ampersand-join
            -1.6327,  // next-only-legal-form
            -0.3057,  // next-could-continue
            0.2795,  // previous-could-start
            -3.5226,  // case-changes
            -0.2887,  // size-changes
            -0.6951,  // open-end
            1.0270,  // from-thanks-line
            -0.4884,  // from-web-address
        ],
        none: 4.8195,
        calibration: Calibration(intercept: -0.5069, probability: 0.8137, confidence: 0.6114, minConfidence: 0.1543, unsureWords: 0.0550))
}
