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
            -0.0709,  // row-0
            0.2009,  // row-1
            -0.0285,  // row-2-3
            -0.4168,  // row-4-on
            -1.2331,  // position
            0.6953,  // first-free-row
            0.9275,  // above-address
            0.7894,  // right-above-address
            -0.1244,  // below-address
            0.2567,  // no-address
            0.8921,  // size
            0.5473,  // tallest
            -0.3395,  // centred
            0.6688,  // capitals
            -0.5723,  // all-lower-case
            0.3568,  // letters
            -0.7627,  // few-letters
            -2.0483,  // words
            -3.0466,  // digit-share
            -1.4567,  // commas
            0.5031,  // junk
            0.3651,  // ampersand
            -2.2885,  // unclosed-bracket
            1.0933,  // legal-form
            -1.9691,  // legal-form-not-last
            -1.6472,  // starts-with-legal-form
            1.7217,  // first-legal-row
            -0.2025,  // legal-row-after-name
            0.9090,  // business-word
            -1.8135,  // only-kinds-of-business
            0.0001,  // welcome
            -2.0770,  // is-address
            -1.4117,  // is-contact
            -2.6009,  // is-bookkeeping
            -0.9515,  // is-greeting
            -0.5347,  // is-web
            -1.8246,  // is-registration
            -0.3116,  // is-location
            -1.6378,  // is-digits
            -0.2480,  // is-labelled-field
            1.3277,  // confidence
            1.1030,  // min-confidence
            -0.7320,  // unsure-words
            0.6139,  // named-in-thanks
            0.7033,  // named-in-web-address
            0.4044,  // printed-again
            0.1857,  // two-rows
            -0.3840,  // three-rows
            0.4348,  // same-size
            -0.0830,  // tight-rows
            -0.5060,  // closes-bracket
            0.7814,  // ampersand-join
            -0.1270,  // next-only-legal-form
            -0.1225,  // next-could-continue
            0.1192,  // previous-could-start
            -1.4955,  // case-changes
            -1.9486,  // size-changes
            0.4166,  // open-end
            0.9960,  // from-thanks-line
            -0.6840,  // from-web-address
            -0.1376,  // registered-page:row-0
            0.0321,  // registered-page:row-1
            -0.1520,  // registered-page:row-2-3
            0.1922,  // registered-page:row-4-on
            -0.0396,  // registered-page:position
            0.2421,  // registered-page:first-free-row
            -0.1493,  // registered-page:above-address
            -0.0374,  // registered-page:right-above-address
            -0.1950,  // registered-page:below-address
            0.1023,  // registered-page:no-address
            -0.0231,  // registered-page:size
            0.1531,  // registered-page:tallest
            -0.2332,  // registered-page:centred
            0.1066,  // registered-page:capitals
            -0.1150,  // registered-page:all-lower-case
            -0.1387,  // registered-page:letters
            -0.0095,  // registered-page:few-letters
            -0.0619,  // registered-page:words
            0.1888,  // registered-page:digit-share
            -0.0547,  // registered-page:commas
            0.0739,  // registered-page:junk
            -0.1803,  // registered-page:ampersand
            -0.3471,  // registered-page:unclosed-bracket
            0.2187,  // registered-page:legal-form
            -0.3937,  // registered-page:legal-form-not-last
            -0.3293,  // registered-page:starts-with-legal-form
            0.3443,  // registered-page:first-legal-row
            -0.0405,  // registered-page:legal-row-after-name
            -0.5044,  // registered-page:business-word
            -0.3271,  // registered-page:only-kinds-of-business
            -0.0590,  // registered-page:welcome
            0.1072,  // registered-page:is-address
            -0.0487,  // registered-page:is-contact
            -0.1670,  // registered-page:is-bookkeeping
            0.0106,  // registered-page:is-greeting
            -0.0515,  // registered-page:is-web
            -0.3641,  // registered-page:is-registration
            0.0000,  // registered-page:is-location
            0.1130,  // registered-page:is-digits
            -0.0185,  // registered-page:is-labelled-field
            -0.0556,  // registered-page:confidence
            0.0814,  // registered-page:min-confidence
            0.1489,  // registered-page:unsure-words
            0.0238,  // registered-page:named-in-thanks
            0.0218,  // registered-page:named-in-web-address
            -0.1710,  // registered-page:printed-again
            -0.1233,  // registered-page:two-rows
            0.1382,  // registered-page:three-rows
            -0.1797,  // registered-page:same-size
            -0.1008,  // registered-page:tight-rows
            -0.1012,  // registered-page:closes-bracket
            0.0869,  // registered-page:ampersand-join
            -0.0254,  // registered-page:next-only-legal-form
            -0.2123,  // registered-page:next-could-continue
            0.1293,  // registered-page:previous-could-start
            -0.1025,  // registered-page:case-changes
            -0.1292,  // registered-page:size-changes
            0.0739,  // registered-page:open-end
            -0.0117,  // registered-page:from-thanks-line
            -0.0716,  // registered-page:from-web-address
            0.1236,  // unregistered-page:row-0
            0.0081,  // unregistered-page:row-1
            0.1463,  // unregistered-page:row-2-3
            -0.2755,  // unregistered-page:row-4-on
            -0.2071,  // unregistered-page:position
            -0.1031,  // unregistered-page:first-free-row
            0.3348,  // unregistered-page:above-address
            0.1953,  // unregistered-page:right-above-address
            0.1702,  // unregistered-page:below-address
            -0.0511,  // unregistered-page:no-address
            0.2014,  // unregistered-page:size
            -0.0437,  // unregistered-page:tallest
            0.1653,  // unregistered-page:centred
            0.0270,  // unregistered-page:capitals
            0.0007,  // unregistered-page:all-lower-case
            0.2100,  // unregistered-page:letters
            -0.1430,  // unregistered-page:few-letters
            -0.3477,  // unregistered-page:words
            -0.7979,  // unregistered-page:digit-share
            -0.2365,  // unregistered-page:commas
            0.0265,  // unregistered-page:junk
            0.2531,  // unregistered-page:ampersand
            -0.1107,  // unregistered-page:unclosed-bracket
            0.0000,  // unregistered-page:legal-form
            0.0000,  // unregistered-page:legal-form-not-last
            -0.0001,  // unregistered-page:starts-with-legal-form
            0.0000,  // unregistered-page:first-legal-row
            0.0000,  // unregistered-page:legal-row-after-name
            0.6862,  // unregistered-page:business-word
            -0.0355,  // unregistered-page:only-kinds-of-business
            0.0589,  // unregistered-page:welcome
            -0.5223,  // unregistered-page:is-address
            -0.2337,  // unregistered-page:is-contact
            -0.3532,  // unregistered-page:is-bookkeeping
            -0.2010,  // unregistered-page:is-greeting
            -0.0554,  // unregistered-page:is-web
            -0.0008,  // unregistered-page:is-registration
            -0.0623,  // unregistered-page:is-location
            -0.4407,  // unregistered-page:is-digits
            -0.0311,  // unregistered-page:is-labelled-field
            0.3210,  // unregistered-page:confidence
            0.1391,  // unregistered-page:min-confidence
            -0.2952,  // unregistered-page:unsure-words
            0.0991,  // unregistered-page:named-in-thanks
            0.1189,  // unregistered-page:named-in-web-address
            0.2518,  // unregistered-page:printed-again
            0.1605,  // unregistered-page:two-rows
            -0.2150,  // unregistered-page:three-rows
            0.2665,  // unregistered-page:same-size
            0.0842,  // unregistered-page:tight-rows
            -0.0000,  // unregistered-page:closes-bracket
            0.0694,  // unregistered-page:ampersand-join
            0.0000,  // unregistered-page:next-only-legal-form
            0.1878,  // unregistered-page:next-could-continue
            -0.1055,  // unregistered-page:previous-could-start
            -0.1967,  // unregistered-page:case-changes
            -0.2603,  // unregistered-page:size-changes
            0.0095,  // unregistered-page:open-end
            0.2110,  // unregistered-page:from-thanks-line
            -0.0649,  // unregistered-page:from-web-address
        ],
        none: 3.3849,
        calibration: Calibration(intercept: -0.8420, probability: 0.7525, confidence: 0.9335, minConfidence: 0.4297, unsureWords: -0.0045))
}
