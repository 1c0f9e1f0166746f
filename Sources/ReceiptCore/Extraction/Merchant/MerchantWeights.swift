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
            -0.1235,  // row-0
            0.1679,  // row-1
            -0.0775,  // row-2-3
            -0.5275,  // row-4-on
            -1.3675,  // position
            0.7084,  // first-free-row
            0.9034,  // above-address
            0.8417,  // right-above-address
            -0.1470,  // below-address
            0.1589,  // no-address
            0.8499,  // size
            0.4392,  // tallest
            -0.3785,  // centred
            0.4761,  // capitals
            -0.5715,  // all-lower-case
            0.4586,  // letters
            -0.7618,  // few-letters
            -1.9736,  // words
            -2.8055,  // digit-share
            -1.4046,  // commas
            0.4527,  // junk
            0.4126,  // ampersand
            -2.2607,  // unclosed-bracket
            1.0565,  // legal-form
            -1.3657,  // legal-form-not-last
            -1.6916,  // starts-with-legal-form
            1.6428,  // first-legal-row
            -0.1786,  // legal-row-after-name
            0.9189,  // business-word
            -2.0674,  // only-kinds-of-business
            -0.0656,  // welcome
            -2.1634,  // is-address
            -1.4967,  // is-contact
            -2.6175,  // is-bookkeeping
            -0.7906,  // is-greeting
            -0.5184,  // is-web
            -0.8684,  // is-registration
            -0.3169,  // is-location
            -2.0807,  // is-digits
            -0.2210,  // is-labelled-field
            1.2276,  // confidence
            1.4003,  // min-confidence
            -0.4860,  // unsure-words
            0.6201,  // named-in-thanks
            0.7075,  // named-in-web-address
            0.4984,  // printed-again
            0.1264,  // two-rows
            -0.3746,  // three-rows
            0.5147,  // same-size
            -0.0558,  // tight-rows
            -0.4318,  // closes-bracket
            0.7780,  // ampersand-join
            -0.1335,  // next-only-legal-form
            -0.1073,  // next-could-continue
            0.2039,  // previous-could-start
            -2.0101,  // case-changes
            -2.1324,  // size-changes
            0.3091,  // open-end
            0.9090,  // from-thanks-line
            -0.3505,  // from-web-address
            -0.1333,  // registered-page:row-0
            0.0314,  // registered-page:row-1
            -0.1538,  // registered-page:row-2-3
            0.2329,  // registered-page:row-4-on
            -0.0159,  // registered-page:position
            0.2401,  // registered-page:first-free-row
            -0.0885,  // registered-page:above-address
            -0.0697,  // registered-page:right-above-address
            -0.1761,  // registered-page:below-address
            0.0624,  // registered-page:no-address
            -0.1395,  // registered-page:size
            0.1167,  // registered-page:tallest
            -0.2131,  // registered-page:centred
            -0.0436,  // registered-page:capitals
            -0.1131,  // registered-page:all-lower-case
            -0.1134,  // registered-page:letters
            -0.0063,  // registered-page:few-letters
            -0.0115,  // registered-page:words
            0.1978,  // registered-page:digit-share
            -0.0264,  // registered-page:commas
            0.1338,  // registered-page:junk
            -0.1947,  // registered-page:ampersand
            -0.3217,  // registered-page:unclosed-bracket
            0.2113,  // registered-page:legal-form
            -0.2733,  // registered-page:legal-form-not-last
            -0.3380,  // registered-page:starts-with-legal-form
            0.3287,  // registered-page:first-legal-row
            -0.0357,  // registered-page:legal-row-after-name
            -0.4436,  // registered-page:business-word
            -0.2706,  // registered-page:only-kinds-of-business
            -0.0667,  // registered-page:welcome
            0.1125,  // registered-page:is-address
            -0.0613,  // registered-page:is-contact
            -0.1620,  // registered-page:is-bookkeeping
            -0.0067,  // registered-page:is-greeting
            -0.0487,  // registered-page:is-web
            -0.1721,  // registered-page:is-registration
            0.0000,  // registered-page:is-location
            -0.0448,  // registered-page:is-digits
            -0.0162,  // registered-page:is-labelled-field
            -0.0419,  // registered-page:confidence
            0.1548,  // registered-page:min-confidence
            0.0948,  // registered-page:unsure-words
            0.0262,  // registered-page:named-in-thanks
            0.0416,  // registered-page:named-in-web-address
            -0.1703,  // registered-page:printed-again
            -0.1841,  // registered-page:two-rows
            0.1352,  // registered-page:three-rows
            -0.1446,  // registered-page:same-size
            -0.1205,  // registered-page:tight-rows
            -0.0865,  // registered-page:closes-bracket
            0.0932,  // registered-page:ampersand-join
            -0.0267,  // registered-page:next-only-legal-form
            -0.2778,  // registered-page:next-could-continue
            0.1379,  // registered-page:previous-could-start
            -0.2767,  // registered-page:case-changes
            -0.2294,  // registered-page:size-changes
            0.0376,  // registered-page:open-end
            -0.0136,  // registered-page:from-thanks-line
            -0.1004,  // registered-page:from-web-address
            0.1087,  // unregistered-page:row-0
            0.0023,  // unregistered-page:row-1
            0.1383,  // unregistered-page:row-2-3
            -0.3383,  // unregistered-page:row-4-on
            -0.2578,  // unregistered-page:position
            -0.0985,  // unregistered-page:first-free-row
            0.2691,  // unregistered-page:above-address
            0.2381,  // unregistered-page:right-above-address
            0.1468,  // unregistered-page:below-address
            -0.0306,  // unregistered-page:no-address
            0.3096,  // unregistered-page:size
            -0.0289,  // unregistered-page:tallest
            0.1374,  // unregistered-page:centred
            0.1388,  // unregistered-page:capitals
            -0.0012,  // unregistered-page:all-lower-case
            0.2054,  // unregistered-page:letters
            -0.1460,  // unregistered-page:few-letters
            -0.3832,  // unregistered-page:words
            -0.7588,  // unregistered-page:digit-share
            -0.2543,  // unregistered-page:commas
            -0.0430,  // unregistered-page:junk
            0.2772,  // unregistered-page:ampersand
            -0.1307,  // unregistered-page:unclosed-bracket
            0.0000,  // unregistered-page:legal-form
            0.0000,  // unregistered-page:legal-form-not-last
            -0.0004,  // unregistered-page:starts-with-legal-form
            0.0000,  // unregistered-page:first-legal-row
            0.0000,  // unregistered-page:legal-row-after-name
            0.6273,  // unregistered-page:business-word
            -0.1431,  // unregistered-page:only-kinds-of-business
            0.0534,  // unregistered-page:welcome
            -0.5450,  // unregistered-page:is-address
            -0.2380,  // unregistered-page:is-contact
            -0.3615,  // unregistered-page:is-bookkeeping
            -0.1515,  // unregistered-page:is-greeting
            -0.0552,  // unregistered-page:is-web
            -0.0018,  // unregistered-page:is-registration
            -0.0634,  // unregistered-page:is-location
            -0.3713,  // unregistered-page:is-digits
            -0.0280,  // unregistered-page:is-labelled-field
            0.2873,  // unregistered-page:confidence
            0.1253,  // unregistered-page:min-confidence
            -0.1921,  // unregistered-page:unsure-words
            0.0981,  // unregistered-page:named-in-thanks
            0.1000,  // unregistered-page:named-in-web-address
            0.2700,  // unregistered-page:printed-again
            0.2094,  // unregistered-page:two-rows
            -0.2101,  // unregistered-page:three-rows
            0.2476,  // unregistered-page:same-size
            0.1093,  // unregistered-page:tight-rows
            -0.0000,  // unregistered-page:closes-bracket
            0.0627,  // unregistered-page:ampersand-join
            0.0000,  // unregistered-page:next-only-legal-form
            0.2563,  // unregistered-page:next-could-continue
            -0.0971,  // unregistered-page:previous-could-start
            -0.1253,  // unregistered-page:case-changes
            -0.1971,  // unregistered-page:size-changes
            0.0244,  // unregistered-page:open-end
            0.1956,  // unregistered-page:from-thanks-line
            0.0302,  // unregistered-page:from-web-address
        ],
        none: 3.2541,
        calibration: Calibration(intercept: -0.9113, probability: 0.7715, confidence: 0.8883, minConfidence: 0.5175, unsureWords: 0.1492))
}
