// Written by Scripts/merchant/train.py (`make merchant-scorer`); do not edit by hand.
// Fitted to 930 labelled receipts (sroie-train 351, wildreceipt-train 213, sroie 175, wildreceipt 159, fixtures 32), L2 penalty 1.0.
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
            -0.2562,  // row-0
            -0.1477,  // row-1
            -0.2560,  // row-2-3
            -0.3620,  // row-4-on
            -1.8682,  // position
            0.6781,  // first-free-row
            0.7138,  // above-address
            0.5227,  // right-above-address
            -0.1469,  // below-address
            0.1162,  // no-address
            0.7727,  // size
            0.5386,  // tallest
            -0.1073,  // centred
            0.5428,  // capitals
            -1.1231,  // all-lower-case
            0.0647,  // letters
            -0.9760,  // few-letters
            -1.4865,  // words
            -2.8383,  // digit-share
            -1.3005,  // commas
            0.6551,  // junk
            0.1986,  // ampersand
            -1.9681,  // unclosed-bracket
            0.9589,  // legal-form
            -1.9179,  // legal-form-not-last
            -1.6104,  // starts-with-legal-form
            1.6356,  // first-legal-row
            -0.2132,  // legal-row-after-name
            0.9625,  // business-word
            -1.5373,  // only-kinds-of-business
            -0.5524,  // welcome
            -2.3295,  // is-address
            -1.3961,  // is-contact
            -2.4079,  // is-bookkeeping
            -0.8399,  // is-greeting
            -0.4916,  // is-web
            -1.8452,  // is-registration
            -0.2538,  // is-location
            -1.1832,  // is-digits
            -0.3320,  // is-labelled-field
            1.1561,  // confidence
            1.1189,  // min-confidence
            -0.4694,  // unsure-words
            1.0243,  // named-in-thanks
            0.1006,  // named-in-web-address
            0.3031,  // printed-again
            -0.1138,  // two-rows
            -0.7825,  // three-rows
            0.3483,  // same-size
            -0.1535,  // tight-rows
            -0.1050,  // closes-bracket
            0.8963,  // ampersand-join
            -0.1431,  // next-only-legal-form
            -0.4812,  // next-could-continue
            -0.2755,  // previous-could-start
            -1.4212,  // case-changes
            -1.8447,  // size-changes
            0.5778,  // open-end
            1.1482,  // from-thanks-line
            -0.1352,  // from-web-address
            -0.1744,  // registered-page:row-0
            0.1250,  // registered-page:row-1
            -0.1637,  // registered-page:row-2-3
            0.1382,  // registered-page:row-4-on
            -0.0956,  // registered-page:position
            0.1408,  // registered-page:first-free-row
            0.0100,  // registered-page:above-address
            -0.0116,  // registered-page:right-above-address
            -0.1907,  // registered-page:below-address
            -0.0794,  // registered-page:no-address
            0.1699,  // registered-page:size
            0.1598,  // registered-page:tallest
            -0.2125,  // registered-page:centred
            0.1205,  // registered-page:capitals
            -0.0856,  // registered-page:all-lower-case
            -0.1144,  // registered-page:letters
            -0.0129,  // registered-page:few-letters
            -0.0541,  // registered-page:words
            0.2310,  // registered-page:digit-share
            -0.1110,  // registered-page:commas
            0.0420,  // registered-page:junk
            -0.1484,  // registered-page:ampersand
            -0.3947,  // registered-page:unclosed-bracket
            0.1919,  // registered-page:legal-form
            -0.3834,  // registered-page:legal-form-not-last
            -0.3217,  // registered-page:starts-with-legal-form
            0.3272,  // registered-page:first-legal-row
            -0.0426,  // registered-page:legal-row-after-name
            -0.5762,  // registered-page:business-word
            -0.3513,  // registered-page:only-kinds-of-business
            -0.0671,  // registered-page:welcome
            0.1184,  // registered-page:is-address
            -0.0607,  // registered-page:is-contact
            -0.2129,  // registered-page:is-bookkeeping
            -0.0169,  // registered-page:is-greeting
            -0.0499,  // registered-page:is-web
            -0.3684,  // registered-page:is-registration
            0.0000,  // registered-page:is-location
            0.0630,  // registered-page:is-digits
            -0.0148,  // registered-page:is-labelled-field
            -0.1258,  // registered-page:confidence
            0.1269,  // registered-page:min-confidence
            0.0224,  // registered-page:unsure-words
            -0.0866,  // registered-page:named-in-thanks
            0.0398,  // registered-page:named-in-web-address
            -0.1300,  // registered-page:printed-again
            -0.1011,  // registered-page:two-rows
            0.1605,  // registered-page:three-rows
            -0.0246,  // registered-page:same-size
            -0.0579,  // registered-page:tight-rows
            -0.1123,  // registered-page:closes-bracket
            0.0948,  // registered-page:ampersand-join
            -0.0285,  // registered-page:next-only-legal-form
            -0.1557,  // registered-page:next-could-continue
            0.1937,  // registered-page:previous-could-start
            -0.1445,  // registered-page:case-changes
            -0.2192,  // registered-page:size-changes
            0.0698,  // registered-page:open-end
            -0.0194,  // registered-page:from-thanks-line
            -0.1781,  // registered-page:from-web-address
            0.1235,  // unregistered-page:row-0
            -0.1542,  // unregistered-page:row-1
            0.1129,  // unregistered-page:row-2-3
            -0.2101,  // unregistered-page:row-4-on
            -0.2779,  // unregistered-page:position
            -0.0054,  // unregistered-page:first-free-row
            0.1330,  // unregistered-page:above-address
            0.1161,  // unregistered-page:right-above-address
            0.1618,  // unregistered-page:below-address
            0.1030,  // unregistered-page:no-address
            -0.0154,  // unregistered-page:size
            -0.0522,  // unregistered-page:tallest
            0.1912,  // unregistered-page:centred
            -0.0119,  // unregistered-page:capitals
            -0.1386,  // unregistered-page:all-lower-case
            0.1276,  // unregistered-page:letters
            -0.1822,  // unregistered-page:few-letters
            -0.2430,  // unregistered-page:words
            -0.7984,  // unregistered-page:digit-share
            -0.1489,  // unregistered-page:commas
            0.0885,  // unregistered-page:junk
            0.1880,  // unregistered-page:ampersand
            0.0010,  // unregistered-page:unclosed-bracket
            0.0000,  // unregistered-page:legal-form
            0.0000,  // unregistered-page:legal-form-not-last
            -0.0001,  // unregistered-page:starts-with-legal-form
            0.0000,  // unregistered-page:first-legal-row
            0.0000,  // unregistered-page:legal-row-after-name
            0.7686,  // unregistered-page:business-word
            0.0435,  // unregistered-page:only-kinds-of-business
            -0.0434,  // unregistered-page:welcome
            -0.5841,  // unregistered-page:is-address
            -0.2184,  // unregistered-page:is-contact
            -0.2687,  // unregistered-page:is-bookkeeping
            -0.1513,  // unregistered-page:is-greeting
            -0.0483,  // unregistered-page:is-web
            -0.0005,  // unregistered-page:is-registration
            -0.0505,  // unregistered-page:is-location
            -0.2997,  // unregistered-page:is-digits
            -0.0515,  // unregistered-page:is-labelled-field
            0.3570,  // unregistered-page:confidence
            0.0966,  // unregistered-page:min-confidence
            -0.1163,  // unregistered-page:unsure-words
            0.2913,  // unregistered-page:named-in-thanks
            -0.0197,  // unregistered-page:named-in-web-address
            0.1907,  // unregistered-page:printed-again
            0.0785,  // unregistered-page:two-rows
            -0.3171,  // unregistered-page:three-rows
            0.0943,  // unregistered-page:same-size
            0.0270,  // unregistered-page:tight-rows
            0.0913,  // unregistered-page:closes-bracket
            0.0845,  // unregistered-page:ampersand-join
            0.0000,  // unregistered-page:next-only-legal-form
            0.0595,  // unregistered-page:next-could-continue
            -0.2488,  // unregistered-page:previous-could-start
            -0.1397,  // unregistered-page:case-changes
            -0.1496,  // unregistered-page:size-changes
            0.0457,  // unregistered-page:open-end
            0.2494,  // unregistered-page:from-thanks-line
            0.1517,  // unregistered-page:from-web-address
        ],
        none: 2.8553,
        calibration: Calibration(intercept: -0.8179, probability: 0.8357, confidence: 0.9826, minConfidence: 0.1353, unsureWords: -0.0446))
}
