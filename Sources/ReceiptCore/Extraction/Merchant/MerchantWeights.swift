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
            "registered-page:row-0",
            "registered-page:row-1",
            "registered-page:row-2-3",
            "registered-page:row-4-on",
            "registered-page:position",
            "registered-page:first-free-row",
            "registered-page:above-address",
            "registered-page:right-above-address",
            "registered-page:below-address",
            "registered-page:no-address",
            "registered-page:size",
            "registered-page:tallest",
            "registered-page:centred",
            "registered-page:capitals",
            "registered-page:all-lower-case",
            "registered-page:letters",
            "registered-page:few-letters",
            "registered-page:words",
            "registered-page:digit-share",
            "registered-page:commas",
            "registered-page:junk",
            "registered-page:ampersand",
            "registered-page:unclosed-bracket",
            "registered-page:legal-form",
            "registered-page:legal-form-not-last",
            "registered-page:starts-with-legal-form",
            "registered-page:first-legal-row",
            "registered-page:legal-row-after-name",
            "registered-page:business-word",
            "registered-page:only-kinds-of-business",
            "registered-page:welcome",
            "registered-page:is-address",
            "registered-page:is-contact",
            "registered-page:is-bookkeeping",
            "registered-page:is-greeting",
            "registered-page:is-web",
            "registered-page:is-registration",
            "registered-page:is-location",
            "registered-page:is-digits",
            "registered-page:is-labelled-field",
            "registered-page:confidence",
            "registered-page:min-confidence",
            "registered-page:unsure-words",
            "registered-page:named-in-thanks",
            "registered-page:named-in-web-address",
            "registered-page:printed-again",
            "registered-page:two-rows",
            "registered-page:three-rows",
            "registered-page:same-size",
            "registered-page:tight-rows",
            "registered-page:closes-bracket",
            "registered-page:ampersand-join",
            "registered-page:next-only-legal-form",
            "registered-page:next-could-continue",
            "registered-page:previous-could-start",
            "registered-page:case-changes",
            "registered-page:size-changes",
            "registered-page:open-end",
            "registered-page:from-thanks-line",
            "registered-page:from-web-address",
            "unregistered-page:row-0",
            "unregistered-page:row-1",
            "unregistered-page:row-2-3",
            "unregistered-page:row-4-on",
            "unregistered-page:position",
            "unregistered-page:first-free-row",
            "unregistered-page:above-address",
            "unregistered-page:right-above-address",
            "unregistered-page:below-address",
            "unregistered-page:no-address",
            "unregistered-page:size",
            "unregistered-page:tallest",
            "unregistered-page:centred",
            "unregistered-page:capitals",
            "unregistered-page:all-lower-case",
            "unregistered-page:letters",
            "unregistered-page:few-letters",
            "unregistered-page:words",
            "unregistered-page:digit-share",
            "unregistered-page:commas",
            "unregistered-page:junk",
            "unregistered-page:ampersand",
            "unregistered-page:unclosed-bracket",
            "unregistered-page:legal-form",
            "unregistered-page:legal-form-not-last",
            "unregistered-page:starts-with-legal-form",
            "unregistered-page:first-legal-row",
            "unregistered-page:legal-row-after-name",
            "unregistered-page:business-word",
            "unregistered-page:only-kinds-of-business",
            "unregistered-page:welcome",
            "unregistered-page:is-address",
            "unregistered-page:is-contact",
            "unregistered-page:is-bookkeeping",
            "unregistered-page:is-greeting",
            "unregistered-page:is-web",
            "unregistered-page:is-registration",
            "unregistered-page:is-location",
            "unregistered-page:is-digits",
            "unregistered-page:is-labelled-field",
            "unregistered-page:confidence",
            "unregistered-page:min-confidence",
            "unregistered-page:unsure-words",
            "unregistered-page:named-in-thanks",
            "unregistered-page:named-in-web-address",
            "unregistered-page:printed-again",
            "unregistered-page:two-rows",
            "unregistered-page:three-rows",
            "unregistered-page:same-size",
            "unregistered-page:tight-rows",
            "unregistered-page:closes-bracket",
            "unregistered-page:ampersand-join",
            "unregistered-page:next-only-legal-form",
            "unregistered-page:next-could-continue",
            "unregistered-page:previous-could-start",
            "unregistered-page:case-changes",
            "unregistered-page:size-changes",
            "unregistered-page:open-end",
            "unregistered-page:from-thanks-line",
            "unregistered-page:from-web-address",
        ],
        weights: [
            -0.1613,  // row-0
            0.1746,  // row-1
            -0.0816,  // row-2-3
            -0.4809,  // row-4-on
            -1.2788,  // position
            0.7404,  // first-free-row
            0.8372,  // above-address
            0.8937,  // right-above-address
            -0.1278,  // below-address
            0.1788,  // no-address
            0.8445,  // size
            0.5029,  // tallest
            -0.4176,  // centred
            0.6413,  // capitals
            -0.5359,  // all-lower-case
            0.2714,  // letters
            -0.7628,  // few-letters
            -1.8978,  // words
            -2.9326,  // digit-share
            -1.4774,  // commas
            0.3132,  // junk
            0.2789,  // ampersand
            -2.2613,  // unclosed-bracket
            1.1117,  // legal-form
            -1.9944,  // legal-form-not-last
            -1.5586,  // starts-with-legal-form
            1.5855,  // first-legal-row
            -0.1874,  // legal-row-after-name
            0.9309,  // business-word
            -2.0905,  // only-kinds-of-business
            -0.0105,  // welcome
            -2.1483,  // is-address
            -1.4537,  // is-contact
            -2.6075,  // is-bookkeeping
            -1.1695,  // is-greeting
            -0.5005,  // is-web
            -1.7273,  // is-registration
            -0.3202,  // is-location
            -2.0502,  // is-digits
            -0.2425,  // is-labelled-field
            1.3008,  // confidence
            1.2740,  // min-confidence
            -0.4213,  // unsure-words
            0.6131,  // named-in-thanks
            0.7145,  // named-in-web-address
            0.5311,  // printed-again
            0.0981,  // two-rows
            -0.3666,  // three-rows
            0.5376,  // same-size
            -0.0514,  // tight-rows
            -0.4926,  // closes-bracket
            0.7924,  // ampersand-join
            -0.1374,  // next-only-legal-form
            -0.0619,  // next-could-continue
            0.1984,  // previous-could-start
            -1.9322,  // case-changes
            -2.0482,  // size-changes
            0.3024,  // open-end
            0.9121,  // from-thanks-line
            -0.3655,  // from-web-address
            -0.1558,  // registered-page:row-0
            0.0450,  // registered-page:row-1
            -0.1703,  // registered-page:row-2-3
            0.2432,  // registered-page:row-4-on
            -0.0106,  // registered-page:position
            0.2321,  // registered-page:first-free-row
            -0.1248,  // registered-page:above-address
            -0.0235,  // registered-page:right-above-address
            -0.1681,  // registered-page:below-address
            0.0710,  // registered-page:no-address
            -0.1194,  // registered-page:size
            0.1432,  // registered-page:tallest
            -0.2401,  // registered-page:centred
            0.0351,  // registered-page:capitals
            -0.1087,  // registered-page:all-lower-case
            -0.1480,  // registered-page:letters
            -0.0066,  // registered-page:few-letters
            -0.0046,  // registered-page:words
            0.2024,  // registered-page:digit-share
            -0.0617,  // registered-page:commas
            0.0995,  // registered-page:junk
            -0.2516,  // registered-page:ampersand
            -0.3263,  // registered-page:unclosed-bracket
            0.2224,  // registered-page:legal-form
            -0.3987,  // registered-page:legal-form-not-last
            -0.3118,  // registered-page:starts-with-legal-form
            0.3172,  // registered-page:first-legal-row
            -0.0375,  // registered-page:legal-row-after-name
            -0.4594,  // registered-page:business-word
            -0.2727,  // registered-page:only-kinds-of-business
            -0.0576,  // registered-page:welcome
            0.1130,  // registered-page:is-address
            -0.0495,  // registered-page:is-contact
            -0.1678,  // registered-page:is-bookkeeping
            0.0237,  // registered-page:is-greeting
            -0.0471,  // registered-page:is-web
            -0.3448,  // registered-page:is-registration
            0.0000,  // registered-page:is-location
            -0.0437,  // registered-page:is-digits
            -0.0196,  // registered-page:is-labelled-field
            -0.0499,  // registered-page:confidence
            0.1167,  // registered-page:min-confidence
            0.1074,  // registered-page:unsure-words
            0.0285,  // registered-page:named-in-thanks
            0.0483,  // registered-page:named-in-web-address
            -0.1711,  // registered-page:printed-again
            -0.1794,  // registered-page:two-rows
            0.1454,  // registered-page:three-rows
            -0.1271,  // registered-page:same-size
            -0.0990,  // registered-page:tight-rows
            -0.0986,  // registered-page:closes-bracket
            0.0928,  // registered-page:ampersand-join
            -0.0275,  // registered-page:next-only-legal-form
            -0.2274,  // registered-page:next-could-continue
            0.1214,  // registered-page:previous-could-start
            -0.2346,  // registered-page:case-changes
            -0.2085,  // registered-page:size-changes
            0.0393,  // registered-page:open-end
            -0.0146,  // registered-page:from-thanks-line
            -0.1032,  // registered-page:from-web-address
            0.1236,  // unregistered-page:row-0
            -0.0101,  // unregistered-page:row-1
            0.1540,  // unregistered-page:row-2-3
            -0.3394,  // unregistered-page:row-4-on
            -0.2452,  // unregistered-page:position
            -0.0840,  // unregistered-page:first-free-row
            0.2922,  // unregistered-page:above-address
            0.2022,  // unregistered-page:right-above-address
            0.1426,  // unregistered-page:below-address
            -0.0353,  // unregistered-page:no-address
            0.2883,  // unregistered-page:size
            -0.0428,  // unregistered-page:tallest
            0.1564,  // unregistered-page:centred
            0.0931,  // unregistered-page:capitals
            0.0016,  // unregistered-page:all-lower-case
            0.2024,  // unregistered-page:letters
            -0.1459,  // unregistered-page:few-letters
            -0.3750,  // unregistered-page:words
            -0.7889,  // unregistered-page:digit-share
            -0.2337,  // unregistered-page:commas
            -0.0371,  // unregistered-page:junk
            0.3072,  // unregistered-page:ampersand
            -0.1263,  // unregistered-page:unclosed-bracket
            0.0000,  // unregistered-page:legal-form
            0.0000,  // unregistered-page:legal-form-not-last
            -0.0002,  // unregistered-page:starts-with-legal-form
            0.0000,  // unregistered-page:first-legal-row
            0.0000,  // unregistered-page:legal-row-after-name
            0.6457,  // unregistered-page:business-word
            -0.1456,  // unregistered-page:only-kinds-of-business
            0.0555,  // unregistered-page:welcome
            -0.5424,  // unregistered-page:is-address
            -0.2413,  // unregistered-page:is-contact
            -0.3538,  // unregistered-page:is-bookkeeping
            -0.2578,  // unregistered-page:is-greeting
            -0.0529,  // unregistered-page:is-web
            -0.0007,  // unregistered-page:is-registration
            -0.0641,  // unregistered-page:is-location
            -0.3664,  // unregistered-page:is-digits
            -0.0290,  // unregistered-page:is-labelled-field
            0.3100,  // unregistered-page:confidence
            0.1379,  // unregistered-page:min-confidence
            -0.1916,  // unregistered-page:unsure-words
            0.0942,  // unregistered-page:named-in-thanks
            0.0948,  // unregistered-page:named-in-web-address
            0.2773,  // unregistered-page:printed-again
            0.1991,  // unregistered-page:two-rows
            -0.2186,  // unregistered-page:three-rows
            0.2344,  // unregistered-page:same-size
            0.0888,  // unregistered-page:tight-rows
            -0.0000,  // unregistered-page:closes-bracket
            0.0657,  // unregistered-page:ampersand-join
            0.0000,  // unregistered-page:next-only-legal-form
            0.2151,  // unregistered-page:next-could-continue
            -0.0816,  // unregistered-page:previous-could-start
            -0.1521,  // unregistered-page:case-changes
            -0.2009,  // unregistered-page:size-changes
            0.0213,  // unregistered-page:open-end
            0.1970,  // unregistered-page:from-thanks-line
            0.0302,  // unregistered-page:from-web-address
        ],
        none: 3.3661,
        calibration: Calibration(intercept: -0.9365, probability: 0.7776, confidence: 0.9592, minConfidence: 0.4564, unsureWords: 0.1452))
}
