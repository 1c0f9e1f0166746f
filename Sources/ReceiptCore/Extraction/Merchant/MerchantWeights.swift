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
            -0.1512,  // row-0
            0.2672,  // row-1
            -0.0278,  // row-2-3
            -0.4038,  // row-4-on
            -1.6125,  // position
            0.7724,  // first-free-row
            0.6929,  // above-address
            0.8580,  // right-above-address
            -0.1957,  // below-address
            0.0749,  // no-address
            0.8962,  // size
            0.5164,  // tallest
            -0.6271,  // centred
            0.7469,  // capitals
            -0.8307,  // all-lower-case
            0.4362,  // letters
            -1.1311,  // few-letters
            -2.4946,  // words
            -3.9240,  // digit-share
            -1.8380,  // commas
            1.1901,  // junk
            0.2628,  // ampersand
            -2.8720,  // unclosed-bracket
            0.9903,  // legal-form
            -1.4421,  // legal-form-not-last
            -1.9492,  // starts-with-legal-form
            1.8719,  // first-legal-row
            -0.2022,  // legal-row-after-name
            1.0115,  // business-word
            -2.6976,  // only-kinds-of-business
            -0.0117,  // welcome
            -2.4456,  // is-address
            -1.9324,  // is-contact
            -3.5736,  // is-bookkeeping
            -1.1792,  // is-greeting
            -1.8250,  // is-web
            -2.5064,  // is-registration
            -0.8760,  // is-location
            -2.7293,  // is-digits
            -0.6041,  // is-labelled-field
            1.7611,  // confidence
            1.2575,  // min-confidence
            -0.3585,  // unsure-words
            1.3320,  // named-in-thanks
            0.9314,  // named-in-web-address
            0.6329,  // printed-again
            0.3138,  // two-rows
            0.1706,  // three-rows
            0.5190,  // same-size
            0.0490,  // tight-rows
            -0.5972,  // closes-bracket
            1.5195,  // ampersand-join
            -0.2809,  // next-only-legal-form
            0.0224,  // next-could-continue
            0.3169,  // previous-could-start
            -2.6865,  // case-changes
            -2.4305,  // size-changes
            0.6050,  // open-end
            1.1730,  // from-thanks-line
            -0.8669,  // from-web-address
            -0.2587,  // registered-page:row-0
            0.0130,  // registered-page:row-1
            -0.1113,  // registered-page:row-2-3
            0.3926,  // registered-page:row-4-on
            0.0263,  // registered-page:position
            0.4208,  // registered-page:first-free-row
            -0.1348,  // registered-page:above-address
            -0.1280,  // registered-page:right-above-address
            -0.3696,  // registered-page:below-address
            0.0976,  // registered-page:no-address
            -0.2581,  // registered-page:size
            0.2755,  // registered-page:tallest
            -0.4219,  // registered-page:centred
            0.0223,  // registered-page:capitals
            -0.2172,  // registered-page:all-lower-case
            -0.3946,  // registered-page:letters
            -0.0089,  // registered-page:few-letters
            0.1524,  // registered-page:words
            0.7786,  // registered-page:digit-share
            -0.0511,  // registered-page:commas
            0.3006,  // registered-page:junk
            -0.3858,  // registered-page:ampersand
            -0.4319,  // registered-page:unclosed-bracket
            0.1981,  // registered-page:legal-form
            -0.2882,  // registered-page:legal-form-not-last
            -0.3898,  // registered-page:starts-with-legal-form
            0.3744,  // registered-page:first-legal-row
            -0.0402,  // registered-page:legal-row-after-name
            -0.5898,  // registered-page:business-word
            -0.4340,  // registered-page:only-kinds-of-business
            -0.1725,  // registered-page:welcome
            0.2604,  // registered-page:is-address
            -0.1111,  // registered-page:is-contact
            -0.2337,  // registered-page:is-bookkeeping
            0.1819,  // registered-page:is-greeting
            -0.3161,  // registered-page:is-web
            -0.5008,  // registered-page:is-registration
            0.0000,  // registered-page:is-location
            -0.0752,  // registered-page:is-digits
            -0.0709,  // registered-page:is-labelled-field
            -0.1207,  // registered-page:confidence
            0.2998,  // registered-page:min-confidence
            0.4139,  // registered-page:unsure-words
            0.0509,  // registered-page:named-in-thanks
            0.0354,  // registered-page:named-in-web-address
            -0.4176,  // registered-page:printed-again
            -0.2649,  // registered-page:two-rows
            0.5451,  // registered-page:three-rows
            -0.1859,  // registered-page:same-size
            -0.0318,  // registered-page:tight-rows
            -0.1196,  // registered-page:closes-bracket
            0.1936,  // registered-page:ampersand-join
            -0.0562,  // registered-page:next-only-legal-form
            -0.3384,  // registered-page:next-could-continue
            0.3059,  // registered-page:previous-could-start
            -0.3317,  // registered-page:case-changes
            -0.1906,  // registered-page:size-changes
            0.0836,  // registered-page:open-end
            -0.0370,  // registered-page:from-thanks-line
            -0.2937,  // registered-page:from-web-address
            0.2289,  // unregistered-page:row-0
            0.0407,  // unregistered-page:row-1
            0.1061,  // unregistered-page:row-2-3
            -0.4730,  // unregistered-page:row-4-on
            -0.3484,  // unregistered-page:position
            -0.2662,  // unregistered-page:first-free-row
            0.2734,  // unregistered-page:above-address
            0.2996,  // unregistered-page:right-above-address
            0.3306,  // unregistered-page:below-address
            -0.0826,  // unregistered-page:no-address
            0.4372,  // unregistered-page:size
            -0.1723,  // unregistered-page:tallest
            0.2964,  // unregistered-page:centred
            0.1271,  // unregistered-page:capitals
            0.0512,  // unregistered-page:all-lower-case
            0.4821,  // unregistered-page:letters
            -0.2172,  // unregistered-page:few-letters
            -0.6512,  // unregistered-page:words
            -1.5633,  // unregistered-page:digit-share
            -0.3164,  // unregistered-page:commas
            -0.0628,  // unregistered-page:junk
            0.4384,  // unregistered-page:ampersand
            -0.1425,  // unregistered-page:unclosed-bracket
            -0.0000,  // unregistered-page:legal-form
            -0.0000,  // unregistered-page:legal-form-not-last
            -0.0000,  // unregistered-page:starts-with-legal-form
            0.0000,  // unregistered-page:first-legal-row
            -0.0000,  // unregistered-page:legal-row-after-name
            0.7920,  // unregistered-page:business-word
            -0.1058,  // unregistered-page:only-kinds-of-business
            0.1704,  // unregistered-page:welcome
            -0.7493,  // unregistered-page:is-address
            -0.2755,  // unregistered-page:is-contact
            -0.4810,  // unregistered-page:is-bookkeeping
            -0.4178,  // unregistered-page:is-greeting
            -0.0485,  // unregistered-page:is-web
            -0.0002,  // unregistered-page:is-registration
            -0.1754,  // unregistered-page:is-location
            -0.4705,  // unregistered-page:is-digits
            -0.0501,  // unregistered-page:is-labelled-field
            0.4735,  // unregistered-page:confidence
            -0.0485,  // unregistered-page:min-confidence
            -0.4850,  // unregistered-page:unsure-words
            0.2157,  // unregistered-page:named-in-thanks
            0.1509,  // unregistered-page:named-in-web-address
            0.5443,  // unregistered-page:printed-again
            0.3277,  // unregistered-page:two-rows
            -0.5108,  // unregistered-page:three-rows
            0.2895,  // unregistered-page:same-size
            0.0417,  // unregistered-page:tight-rows
            -0.0000,  // unregistered-page:closes-bracket
            0.1100,  // unregistered-page:ampersand-join
            0.0000,  // unregistered-page:next-only-legal-form
            0.3429,  // unregistered-page:next-could-continue
            -0.2423,  // unregistered-page:previous-could-start
            -0.2056,  // unregistered-page:case-changes
            -0.2956,  // unregistered-page:size-changes
            0.0374,  // unregistered-page:open-end
            0.2717,  // unregistered-page:from-thanks-line
            0.1208,  // unregistered-page:from-web-address
        ],
        none: 3.4064,
        calibration: Calibration(intercept: -0.9057, probability: 0.7052, confidence: 0.7405, minConfidence: 0.6510, unsureWords: 0.0992))
}
