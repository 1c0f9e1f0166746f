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
            -0.1575,  // row-0
            0.1508,  // row-1
            -0.0644,  // row-2-3
            -0.4883,  // row-4-on
            -1.3316,  // position
            0.7440,  // first-free-row
            0.8537,  // above-address
            0.8736,  // right-above-address
            -0.1210,  // below-address
            0.1775,  // no-address
            0.8393,  // size
            0.4930,  // tallest
            -0.4157,  // centred
            0.6561,  // capitals
            -0.5221,  // all-lower-case
            0.3306,  // letters
            -0.7512,  // few-letters
            -1.9218,  // words
            -2.9260,  // digit-share
            -1.4771,  // commas
            0.3284,  // junk
            0.4101,  // ampersand
            -2.2565,  // unclosed-bracket
            1.0575,  // legal-form
            -1.9938,  // legal-form-not-last
            -1.5623,  // starts-with-legal-form
            1.6448,  // first-legal-row
            -0.1930,  // legal-row-after-name
            0.9364,  // business-word
            -2.0714,  // only-kinds-of-business
            -0.0085,  // welcome
            -2.1568,  // is-address
            -1.4634,  // is-contact
            -2.6253,  // is-bookkeeping
            -0.9673,  // is-greeting
            -0.4947,  // is-web
            -1.7345,  // is-registration
            -0.3226,  // is-location
            -2.0524,  // is-digits
            -0.2458,  // is-labelled-field
            1.2710,  // confidence
            1.3143,  // min-confidence
            -0.4189,  // unsure-words
            0.6145,  // named-in-thanks
            0.7129,  // named-in-web-address
            0.5254,  // printed-again
            0.1002,  // two-rows
            -0.3542,  // three-rows
            0.5334,  // same-size
            -0.0215,  // tight-rows
            -0.4517,  // closes-bracket
            0.7631,  // ampersand-join
            -0.1372,  // next-only-legal-form
            -0.0540,  // next-could-continue
            0.2200,  // previous-could-start
            -1.8776,  // case-changes
            -2.0685,  // size-changes
            0.3028,  // open-end
            0.9134,  // from-thanks-line
            -0.3535,  // from-web-address
            -0.1785,  // registered-page:row-0
            0.0424,  // registered-page:row-1
            -0.1538,  // registered-page:row-2-3
            0.2407,  // registered-page:row-4-on
            -0.0126,  // registered-page:position
            0.2464,  // registered-page:first-free-row
            -0.1249,  // registered-page:above-address
            -0.0344,  // registered-page:right-above-address
            -0.1760,  // registered-page:below-address
            0.0673,  // registered-page:no-address
            -0.1190,  // registered-page:size
            0.1378,  // registered-page:tallest
            -0.2438,  // registered-page:centred
            0.0423,  // registered-page:capitals
            -0.1078,  // registered-page:all-lower-case
            -0.1403,  // registered-page:letters
            -0.0064,  // registered-page:few-letters
            -0.0088,  // registered-page:words
            0.2031,  // registered-page:digit-share
            -0.0613,  // registered-page:commas
            0.0933,  // registered-page:junk
            -0.1827,  // registered-page:ampersand
            -0.3249,  // registered-page:unclosed-bracket
            0.2115,  // registered-page:legal-form
            -0.3985,  // registered-page:legal-form-not-last
            -0.3122,  // registered-page:starts-with-legal-form
            0.3290,  // registered-page:first-legal-row
            -0.0386,  // registered-page:legal-row-after-name
            -0.4448,  // registered-page:business-word
            -0.2735,  // registered-page:only-kinds-of-business
            -0.0576,  // registered-page:welcome
            0.1162,  // registered-page:is-address
            -0.0490,  // registered-page:is-contact
            -0.1625,  // registered-page:is-bookkeeping
            0.0158,  // registered-page:is-greeting
            -0.0444,  // registered-page:is-web
            -0.3461,  // registered-page:is-registration
            0.0000,  // registered-page:is-location
            -0.0426,  // registered-page:is-digits
            -0.0214,  // registered-page:is-labelled-field
            -0.0555,  // registered-page:confidence
            0.1291,  // registered-page:min-confidence
            0.1019,  // registered-page:unsure-words
            0.0282,  // registered-page:named-in-thanks
            0.0449,  // registered-page:named-in-web-address
            -0.1712,  // registered-page:printed-again
            -0.1867,  // registered-page:two-rows
            0.1432,  // registered-page:three-rows
            -0.1414,  // registered-page:same-size
            -0.1073,  // registered-page:tight-rows
            -0.0904,  // registered-page:closes-bracket
            0.0908,  // registered-page:ampersand-join
            -0.0274,  // registered-page:next-only-legal-form
            -0.2392,  // registered-page:next-could-continue
            0.1107,  // registered-page:previous-could-start
            -0.2380,  // registered-page:case-changes
            -0.2076,  // registered-page:size-changes
            0.0387,  // registered-page:open-end
            -0.0145,  // registered-page:from-thanks-line
            -0.1030,  // registered-page:from-web-address
            0.1471,  // unregistered-page:row-0
            -0.0122,  // unregistered-page:row-1
            0.1410,  // unregistered-page:row-2-3
            -0.3384,  // unregistered-page:row-4-on
            -0.2538,  // unregistered-page:position
            -0.0976,  // unregistered-page:first-free-row
            0.2957,  // unregistered-page:above-address
            0.2091,  // unregistered-page:right-above-address
            0.1517,  // unregistered-page:below-address
            -0.0319,  // unregistered-page:no-address
            0.2869,  // unregistered-page:size
            -0.0392,  // unregistered-page:tallest
            0.1604,  // unregistered-page:centred
            0.0888,  // unregistered-page:capitals
            0.0035,  // unregistered-page:all-lower-case
            0.2065,  // unregistered-page:letters
            -0.1438,  // unregistered-page:few-letters
            -0.3756,  // unregistered-page:words
            -0.7882,  // unregistered-page:digit-share
            -0.2342,  // unregistered-page:commas
            -0.0279,  // unregistered-page:junk
            0.2645,  // unregistered-page:ampersand
            -0.1266,  // unregistered-page:unclosed-bracket
            0.0000,  // unregistered-page:legal-form
            0.0000,  // unregistered-page:legal-form-not-last
            -0.0002,  // unregistered-page:starts-with-legal-form
            0.0000,  // unregistered-page:first-legal-row
            0.0000,  // unregistered-page:legal-row-after-name
            0.6321,  // unregistered-page:business-word
            -0.1411,  // unregistered-page:only-kinds-of-business
            0.0559,  // unregistered-page:welcome
            -0.5474,  // unregistered-page:is-address
            -0.2437,  // unregistered-page:is-contact
            -0.3626,  // unregistered-page:is-bookkeeping
            -0.2095,  // unregistered-page:is-greeting
            -0.0545,  // unregistered-page:is-web
            -0.0008,  // unregistered-page:is-registration
            -0.0645,  // unregistered-page:is-location
            -0.3678,  // unregistered-page:is-digits
            -0.0278,  // unregistered-page:is-labelled-field
            0.3094,  // unregistered-page:confidence
            0.1336,  // unregistered-page:min-confidence
            -0.1859,  // unregistered-page:unsure-words
            0.0948,  // unregistered-page:named-in-thanks
            0.0978,  // unregistered-page:named-in-web-address
            0.2762,  // unregistered-page:printed-again
            0.2068,  // unregistered-page:two-rows
            -0.2141,  // unregistered-page:three-rows
            0.2479,  // unregistered-page:same-size
            0.1030,  // unregistered-page:tight-rows
            -0.0000,  // unregistered-page:closes-bracket
            0.0619,  // unregistered-page:ampersand-join
            0.0000,  // unregistered-page:next-only-legal-form
            0.2285,  // unregistered-page:next-could-continue
            -0.0666,  // unregistered-page:previous-could-start
            -0.1376,  // unregistered-page:case-changes
            -0.2060,  // unregistered-page:size-changes
            0.0219,  // unregistered-page:open-end
            0.1971,  // unregistered-page:from-thanks-line
            0.0322,  // unregistered-page:from-web-address
        ],
        none: 3.4052,
        calibration: Calibration(intercept: -0.9320, probability: 0.7878, confidence: 0.9280, minConfidence: 0.4728, unsureWords: 0.1648))
}
