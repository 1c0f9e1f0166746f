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
            -0.1424,  // row-0
            0.1576,  // row-1
            -0.0838,  // row-2-3
            -0.4829,  // row-4-on
            -1.3229,  // position
            0.7307,  // first-free-row
            0.8495,  // above-address
            0.8914,  // right-above-address
            -0.1156,  // below-address
            0.1811,  // no-address
            0.8361,  // size
            0.4976,  // tallest
            -0.4082,  // centred
            0.6467,  // capitals
            -0.5347,  // all-lower-case
            0.2811,  // letters
            -0.7525,  // few-letters
            -1.9117,  // words
            -2.9329,  // digit-share
            -1.4792,  // commas
            0.3328,  // junk
            0.2833,  // ampersand
            -2.2544,  // unclosed-bracket
            1.0657,  // legal-form
            -1.9937,  // legal-form-not-last
            -1.5632,  // starts-with-legal-form
            1.6294,  // first-legal-row
            -0.1890,  // legal-row-after-name
            0.9201,  // business-word
            -2.0751,  // only-kinds-of-business
            -0.0124,  // welcome
            -2.1613,  // is-address
            -1.4693,  // is-contact
            -2.6342,  // is-bookkeeping
            -0.9667,  // is-greeting
            -0.5097,  // is-web
            -1.7366,  // is-registration
            -0.3239,  // is-location
            -2.0601,  // is-digits
            -0.2414,  // is-labelled-field
            1.2802,  // confidence
            1.2730,  // min-confidence
            -0.4280,  // unsure-words
            0.6109,  // named-in-thanks
            0.7213,  // named-in-web-address
            0.5204,  // printed-again
            0.1065,  // two-rows
            -0.3343,  // three-rows
            0.5383,  // same-size
            -0.0178,  // tight-rows
            -0.4600,  // closes-bracket
            0.7867,  // ampersand-join
            -0.1371,  // next-only-legal-form
            -0.0471,  // next-could-continue
            0.2238,  // previous-could-start
            -1.8744,  // case-changes
            -2.0602,  // size-changes
            0.2964,  // open-end
            0.9112,  // from-thanks-line
            -0.3613,  // from-web-address
            -0.1661,  // registered-page:row-0
            0.0513,  // registered-page:row-1
            -0.1689,  // registered-page:row-2-3
            0.2470,  // registered-page:row-4-on
            -0.0089,  // registered-page:position
            0.2431,  // registered-page:first-free-row
            -0.1257,  // registered-page:above-address
            -0.0188,  // registered-page:right-above-address
            -0.1713,  // registered-page:below-address
            0.0747,  // registered-page:no-address
            -0.1202,  // registered-page:size
            0.1447,  // registered-page:tallest
            -0.2363,  // registered-page:centred
            0.0332,  // registered-page:capitals
            -0.1087,  // registered-page:all-lower-case
            -0.1539,  // registered-page:letters
            -0.0066,  // registered-page:few-letters
            -0.0102,  // registered-page:words
            0.2040,  // registered-page:digit-share
            -0.0608,  // registered-page:commas
            0.0980,  // registered-page:junk
            -0.2482,  // registered-page:ampersand
            -0.3266,  // registered-page:unclosed-bracket
            0.2133,  // registered-page:legal-form
            -0.3986,  // registered-page:legal-form-not-last
            -0.3123,  // registered-page:starts-with-legal-form
            0.3259,  // registered-page:first-legal-row
            -0.0378,  // registered-page:legal-row-after-name
            -0.4641,  // registered-page:business-word
            -0.2732,  // registered-page:only-kinds-of-business
            -0.0582,  // registered-page:welcome
            0.1157,  // registered-page:is-address
            -0.0500,  // registered-page:is-contact
            -0.1649,  // registered-page:is-bookkeeping
            0.0183,  // registered-page:is-greeting
            -0.0475,  // registered-page:is-web
            -0.3465,  // registered-page:is-registration
            0.0000,  // registered-page:is-location
            -0.0436,  // registered-page:is-digits
            -0.0201,  // registered-page:is-labelled-field
            -0.0496,  // registered-page:confidence
            0.1134,  // registered-page:min-confidence
            0.1095,  // registered-page:unsure-words
            0.0279,  // registered-page:named-in-thanks
            0.0475,  // registered-page:named-in-web-address
            -0.1702,  // registered-page:printed-again
            -0.1852,  // registered-page:two-rows
            0.1482,  // registered-page:three-rows
            -0.1355,  // registered-page:same-size
            -0.1051,  // registered-page:tight-rows
            -0.0920,  // registered-page:closes-bracket
            0.0940,  // registered-page:ampersand-join
            -0.0274,  // registered-page:next-only-legal-form
            -0.2337,  // registered-page:next-could-continue
            0.1173,  // registered-page:previous-could-start
            -0.2375,  // registered-page:case-changes
            -0.2068,  // registered-page:size-changes
            0.0395,  // registered-page:open-end
            -0.0142,  // registered-page:from-thanks-line
            -0.1026,  // registered-page:from-web-address
            0.1376,  // unregistered-page:row-0
            -0.0197,  // unregistered-page:row-1
            0.1522,  // unregistered-page:row-2-3
            -0.3435,  // unregistered-page:row-4-on
            -0.2557,  // unregistered-page:position
            -0.0970,  // unregistered-page:first-free-row
            0.2956,  // unregistered-page:above-address
            0.1970,  // unregistered-page:right-above-address
            0.1483,  // unregistered-page:below-address
            -0.0385,  // unregistered-page:no-address
            0.2873,  // unregistered-page:size
            -0.0452,  // unregistered-page:tallest
            0.1547,  // unregistered-page:centred
            0.0961,  // unregistered-page:capitals
            0.0020,  // unregistered-page:all-lower-case
            0.2103,  // unregistered-page:letters
            -0.1439,  // unregistered-page:few-letters
            -0.3720,  // unregistered-page:words
            -0.7904,  // unregistered-page:digit-share
            -0.2351,  // unregistered-page:commas
            -0.0317,  // unregistered-page:junk
            0.3048,  // unregistered-page:ampersand
            -0.1243,  // unregistered-page:unclosed-bracket
            0.0000,  // unregistered-page:legal-form
            0.0000,  // unregistered-page:legal-form-not-last
            -0.0002,  // unregistered-page:starts-with-legal-form
            0.0000,  // unregistered-page:first-legal-row
            0.0000,  // unregistered-page:legal-row-after-name
            0.6479,  // unregistered-page:business-word
            -0.1420,  // unregistered-page:only-kinds-of-business
            0.0556,  // unregistered-page:welcome
            -0.5477,  // unregistered-page:is-address
            -0.2439,  // unregistered-page:is-contact
            -0.3621,  // unregistered-page:is-bookkeeping
            -0.2116,  // unregistered-page:is-greeting
            -0.0544,  // unregistered-page:is-web
            -0.0008,  // unregistered-page:is-registration
            -0.0647,  // unregistered-page:is-location
            -0.3684,  // unregistered-page:is-digits
            -0.0281,  // unregistered-page:is-labelled-field
            0.3053,  // unregistered-page:confidence
            0.1410,  // unregistered-page:min-confidence
            -0.1953,  // unregistered-page:unsure-words
            0.0944,  // unregistered-page:named-in-thanks
            0.0968,  // unregistered-page:named-in-web-address
            0.2743,  // unregistered-page:printed-again
            0.2065,  // unregistered-page:two-rows
            -0.2151,  // unregistered-page:three-rows
            0.2431,  // unregistered-page:same-size
            0.1015,  // unregistered-page:tight-rows
            -0.0000,  // unregistered-page:closes-bracket
            0.0634,  // unregistered-page:ampersand-join
            0.0000,  // unregistered-page:next-only-legal-form
            0.2244,  // unregistered-page:next-could-continue
            -0.0725,  // unregistered-page:previous-could-start
            -0.1375,  // unregistered-page:case-changes
            -0.2050,  // unregistered-page:size-changes
            0.0198,  // unregistered-page:open-end
            0.1965,  // unregistered-page:from-thanks-line
            0.0306,  // unregistered-page:from-web-address
        ],
        none: 3.3552,
        calibration: Calibration(intercept: -0.9235, probability: 0.7808, confidence: 0.9473, minConfidence: 0.4493, unsureWords: 0.1414))
}
