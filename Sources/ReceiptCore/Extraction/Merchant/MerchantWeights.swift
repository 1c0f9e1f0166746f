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
            -0.1702,  // row-0
            0.1280,  // row-1
            0.0309,  // row-2-3
            -0.6310,  // row-4-on
            -1.1409,  // position
            0.8572,  // first-free-row
            0.8850,  // above-address
            0.6687,  // right-above-address
            -0.2127,  // below-address
            0.2587,  // no-address
            0.6354,  // size
            0.6613,  // tallest
            -0.5384,  // centred
            0.6285,  // capitals
            -0.6243,  // all-lower-case
            0.5114,  // letters
            -0.6167,  // few-letters
            -2.0537,  // words
            -2.9908,  // digit-share
            -1.5734,  // commas
            0.1191,  // junk
            0.4177,  // ampersand
            -1.8309,  // unclosed-bracket
            1.0747,  // legal-form
            -0.9935,  // legal-form-not-last
            -1.5977,  // starts-with-legal-form
            1.6254,  // first-legal-row
            -0.0180,  // legal-row-after-name
            0.9824,  // business-word
            -2.0905,  // only-kinds-of-business
            0.0555,  // welcome
            -2.1856,  // is-address
            -1.4408,  // is-contact
            -2.6631,  // is-bookkeeping
            -1.0298,  // is-greeting
            -0.9585,  // is-web
            -1.6559,  // is-registration
            -0.3369,  // is-location
            -1.9184,  // is-digits
            -0.2948,  // is-labelled-field
            1.0662,  // confidence
            0.9760,  // min-confidence
            -0.8243,  // unsure-words
            0.5032,  // named-in-thanks
            0.7494,  // named-in-web-address
            0.4405,  // printed-again
            -0.0756,  // two-rows
            -0.2201,  // three-rows
            0.5553,  // same-size
            -0.0847,  // tight-rows
            -0.2359,  // closes-bracket
            0.7918,  // ampersand-join
            -0.1872,  // next-only-legal-form
            -0.1114,  // next-could-continue
            0.1694,  // previous-could-start
            -1.9018,  // case-changes
            -2.1725,  // size-changes
            -0.1558,  // open-end
            0.9525,  // from-thanks-line
            -0.3124,  // from-web-address
            -0.1452,  // registered-page:row-0
            0.0410,  // registered-page:row-1
            -0.1891,  // registered-page:row-2-3
            0.2927,  // registered-page:row-4-on
            0.0182,  // registered-page:position
            0.1758,  // registered-page:first-free-row
            -0.1279,  // registered-page:above-address
            -0.0464,  // registered-page:right-above-address
            -0.1179,  // registered-page:below-address
            0.0988,  // registered-page:no-address
            -0.2346,  // registered-page:size
            0.0928,  // registered-page:tallest
            -0.1438,  // registered-page:centred
            0.0302,  // registered-page:capitals
            -0.0932,  // registered-page:all-lower-case
            -0.0963,  // registered-page:letters
            -0.0072,  // registered-page:few-letters
            -0.0957,  // registered-page:words
            0.1739,  // registered-page:digit-share
            -0.1225,  // registered-page:commas
            0.0729,  // registered-page:junk
            -0.2353,  // registered-page:ampersand
            -0.4104,  // registered-page:unclosed-bracket
            0.2150,  // registered-page:legal-form
            -0.1986,  // registered-page:legal-form-not-last
            -0.3192,  // registered-page:starts-with-legal-form
            0.3251,  // registered-page:first-legal-row
            -0.0035,  // registered-page:legal-row-after-name
            -0.4157,  // registered-page:business-word
            -0.2501,  // registered-page:only-kinds-of-business
            -0.0563,  // registered-page:welcome
            0.0862,  // registered-page:is-address
            -0.0599,  // registered-page:is-contact
            -0.1754,  // registered-page:is-bookkeeping
            0.0137,  // registered-page:is-greeting
            -0.1626,  // registered-page:is-web
            -0.3305,  // registered-page:is-registration
            0.0000,  // registered-page:is-location
            -0.0646,  // registered-page:is-digits
            -0.0387,  // registered-page:is-labelled-field
            -0.0382,  // registered-page:confidence
            0.1024,  // registered-page:min-confidence
            0.0442,  // registered-page:unsure-words
            0.0396,  // registered-page:named-in-thanks
            0.0297,  // registered-page:named-in-web-address
            -0.1146,  // registered-page:printed-again
            -0.2615,  // registered-page:two-rows
            0.2377,  // registered-page:three-rows
            -0.1564,  // registered-page:same-size
            -0.1024,  // registered-page:tight-rows
            -0.0471,  // registered-page:closes-bracket
            0.0980,  // registered-page:ampersand-join
            -0.0374,  // registered-page:next-only-legal-form
            -0.1372,  // registered-page:next-could-continue
            0.0935,  // registered-page:previous-could-start
            -0.2334,  // registered-page:case-changes
            -0.1035,  // registered-page:size-changes
            0.0675,  // registered-page:open-end
            -0.0201,  // registered-page:from-thanks-line
            -0.1002,  // registered-page:from-web-address
            0.1113,  // unregistered-page:row-0
            -0.0153,  // unregistered-page:row-1
            0.1954,  // unregistered-page:row-2-3
            -0.4188,  // unregistered-page:row-4-on
            -0.2464,  // unregistered-page:position
            -0.0044,  // unregistered-page:first-free-row
            0.3049,  // unregistered-page:above-address
            0.1801,  // unregistered-page:right-above-address
            0.0754,  // unregistered-page:below-address
            -0.0471,  // unregistered-page:no-address
            0.3616,  // unregistered-page:size
            0.0395,  // unregistered-page:tallest
            0.0360,  // unregistered-page:centred
            0.0954,  // unregistered-page:capitals
            -0.0315,  // unregistered-page:all-lower-case
            0.1987,  // unregistered-page:letters
            -0.1162,  // unregistered-page:few-letters
            -0.3149,  // unregistered-page:words
            -0.7720,  // unregistered-page:digit-share
            -0.1921,  // unregistered-page:commas
            -0.0492,  // unregistered-page:junk
            0.3189,  // unregistered-page:ampersand
            0.0442,  // unregistered-page:unclosed-bracket
            -0.0000,  // unregistered-page:legal-form
            -0.0000,  // unregistered-page:legal-form-not-last
            -0.0001,  // unregistered-page:starts-with-legal-form
            0.0000,  // unregistered-page:first-legal-row
            -0.0000,  // unregistered-page:legal-row-after-name
            0.6122,  // unregistered-page:business-word
            -0.1682,  // unregistered-page:only-kinds-of-business
            0.0673,  // unregistered-page:welcome
            -0.5232,  // unregistered-page:is-address
            -0.2283,  // unregistered-page:is-contact
            -0.3573,  // unregistered-page:is-bookkeeping
            -0.2197,  // unregistered-page:is-greeting
            -0.0292,  // unregistered-page:is-web
            -0.0006,  // unregistered-page:is-registration
            -0.0673,  // unregistered-page:is-location
            -0.3190,  // unregistered-page:is-digits
            -0.0202,  // unregistered-page:is-labelled-field
            0.2512,  // unregistered-page:confidence
            0.0928,  // unregistered-page:min-confidence
            -0.2092,  // unregistered-page:unsure-words
            0.0611,  // unregistered-page:named-in-thanks
            0.1202,  // unregistered-page:named-in-web-address
            0.2027,  // unregistered-page:printed-again
            0.2463,  // unregistered-page:two-rows
            -0.2819,  // unregistered-page:three-rows
            0.2675,  // unregistered-page:same-size
            0.0853,  // unregistered-page:tight-rows
            -0.0000,  // unregistered-page:closes-bracket
            0.0604,  // unregistered-page:ampersand-join
            0.0000,  // unregistered-page:next-only-legal-form
            0.1149,  // unregistered-page:next-could-continue
            -0.0596,  // unregistered-page:previous-could-start
            -0.1469,  // unregistered-page:case-changes
            -0.3309,  // unregistered-page:size-changes
            -0.0986,  // unregistered-page:open-end
            0.2107,  // unregistered-page:from-thanks-line
            0.0378,  // unregistered-page:from-web-address
        ],
        none: 2.9959,
        calibration: Calibration(intercept: -0.7289, probability: 0.7714, confidence: 0.9120, minConfidence: 0.1869, unsureWords: -0.0771))
}
