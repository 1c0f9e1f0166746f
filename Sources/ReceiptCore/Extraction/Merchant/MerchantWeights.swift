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
            -0.1480,  // row-0
            0.2228,  // row-1
            -0.0881,  // row-2-3
            -0.3994,  // row-4-on
            -1.6670,  // position
            0.7811,  // first-free-row
            0.6771,  // above-address
            0.9341,  // right-above-address
            -0.1740,  // below-address
            0.0171,  // no-address
            1.0354,  // size
            0.5111,  // tallest
            -0.5811,  // centred
            0.7395,  // capitals
            -0.6713,  // all-lower-case
            0.4029,  // letters
            -1.1243,  // few-letters
            -2.3426,  // words
            -3.8658,  // digit-share
            -1.8567,  // commas
            1.0120,  // junk
            0.3636,  // ampersand
            -2.9449,  // unclosed-bracket
            0.9990,  // legal-form
            -1.4705,  // legal-form-not-last
            -1.9912,  // starts-with-legal-form
            1.9152,  // first-legal-row
            -0.2379,  // legal-row-after-name
            0.9264,  // business-word
            -2.7487,  // only-kinds-of-business
            0.0321,  // welcome
            -2.4500,  // is-address
            -1.9578,  // is-contact
            -3.5965,  // is-bookkeeping
            -1.2313,  // is-greeting
            -0.8597,  // is-web
            -2.5297,  // is-registration
            -0.8885,  // is-location
            -2.7749,  // is-digits
            -0.5920,  // is-labelled-field
            2.0734,  // confidence
            1.2378,  // min-confidence
            -0.1729,  // unsure-words
            1.3211,  // named-in-thanks
            0.9410,  // named-in-web-address
            0.5969,  // printed-again
            0.3388,  // two-rows
            0.1891,  // three-rows
            0.5004,  // same-size
            0.0463,  // tight-rows
            -0.6028,  // closes-bracket
            1.4759,  // ampersand-join
            -0.2712,  // next-only-legal-form
            0.0569,  // next-could-continue
            0.3928,  // previous-could-start
            -2.7023,  // case-changes
            -2.5644,  // size-changes
            0.6222,  // open-end
            1.1869,  // from-thanks-line
            -0.7844,  // from-web-address
            -0.2261,  // registered-page:row-0
            -0.0074,  // registered-page:row-1
            -0.1685,  // registered-page:row-2-3
            0.4180,  // registered-page:row-4-on
            -0.0106,  // registered-page:position
            0.4341,  // registered-page:first-free-row
            -0.1648,  // registered-page:above-address
            -0.0811,  // registered-page:right-above-address
            -0.3259,  // registered-page:below-address
            0.0547,  // registered-page:no-address
            -0.0953,  // registered-page:size
            0.2272,  // registered-page:tallest
            -0.4384,  // registered-page:centred
            0.0124,  // registered-page:capitals
            -0.2867,  // registered-page:all-lower-case
            -0.3863,  // registered-page:letters
            -0.0083,  // registered-page:few-letters
            0.2049,  // registered-page:words
            0.8007,  // registered-page:digit-share
            -0.0663,  // registered-page:commas
            0.2626,  // registered-page:junk
            -0.4888,  // registered-page:ampersand
            -0.4347,  // registered-page:unclosed-bracket
            0.1999,  // registered-page:legal-form
            -0.2942,  // registered-page:legal-form-not-last
            -0.3981,  // registered-page:starts-with-legal-form
            0.3833,  // registered-page:first-legal-row
            -0.0475,  // registered-page:legal-row-after-name
            -0.6199,  // registered-page:business-word
            -0.4499,  // registered-page:only-kinds-of-business
            -0.1868,  // registered-page:welcome
            0.2750,  // registered-page:is-address
            -0.1098,  // registered-page:is-contact
            -0.2315,  // registered-page:is-bookkeeping
            0.1789,  // registered-page:is-greeting
            -0.0531,  // registered-page:is-web
            -0.5059,  // registered-page:is-registration
            0.0000,  // registered-page:is-location
            -0.0709,  // registered-page:is-digits
            -0.0717,  // registered-page:is-labelled-field
            -0.0957,  // registered-page:confidence
            0.2635,  // registered-page:min-confidence
            0.4198,  // registered-page:unsure-words
            0.0452,  // registered-page:named-in-thanks
            0.0402,  // registered-page:named-in-web-address
            -0.4307,  // registered-page:printed-again
            -0.2659,  // registered-page:two-rows
            0.5306,  // registered-page:three-rows
            -0.1913,  // registered-page:same-size
            -0.0585,  // registered-page:tight-rows
            -0.1210,  // registered-page:closes-bracket
            0.1948,  // registered-page:ampersand-join
            -0.0543,  // registered-page:next-only-legal-form
            -0.3448,  // registered-page:next-could-continue
            0.2864,  // registered-page:previous-could-start
            -0.3299,  // registered-page:case-changes
            -0.2350,  // registered-page:size-changes
            0.0827,  // registered-page:open-end
            -0.0325,  // registered-page:from-thanks-line
            -0.2747,  // registered-page:from-web-address
            0.1969,  // unregistered-page:row-0
            0.0524,  // unregistered-page:row-1
            0.1514,  // unregistered-page:row-2-3
            -0.4973,  // unregistered-page:row-4-on
            -0.3230,  // unregistered-page:position
            -0.2777,  // unregistered-page:first-free-row
            0.3002,  // unregistered-page:above-address
            0.2681,  // unregistered-page:right-above-address
            0.2910,  // unregistered-page:below-address
            -0.0513,  // unregistered-page:no-address
            0.3026,  // unregistered-page:size
            -0.1250,  // unregistered-page:tallest
            0.3221,  // unregistered-page:centred
            0.1357,  // unregistered-page:capitals
            0.1523,  // unregistered-page:all-lower-case
            0.4672,  // unregistered-page:letters
            -0.2168,  // unregistered-page:few-letters
            -0.6735,  // unregistered-page:words
            -1.5743,  // unregistered-page:digit-share
            -0.3053,  // unregistered-page:commas
            -0.0607,  // unregistered-page:junk
            0.5615,  // unregistered-page:ampersand
            -0.1551,  // unregistered-page:unclosed-bracket
            0.0000,  // unregistered-page:legal-form
            0.0000,  // unregistered-page:legal-form-not-last
            -0.0000,  // unregistered-page:starts-with-legal-form
            0.0000,  // unregistered-page:first-legal-row
            0.0000,  // unregistered-page:legal-row-after-name
            0.8052,  // unregistered-page:business-word
            -0.1003,  // unregistered-page:only-kinds-of-business
            0.1934,  // unregistered-page:welcome
            -0.7653,  // unregistered-page:is-address
            -0.2820,  // unregistered-page:is-contact
            -0.4883,  // unregistered-page:is-bookkeeping
            -0.4254,  // unregistered-page:is-greeting
            -0.1187,  // unregistered-page:is-web
            -0.0003,  // unregistered-page:is-registration
            -0.1783,  // unregistered-page:is-location
            -0.4843,  // unregistered-page:is-digits
            -0.0472,  // unregistered-page:is-labelled-field
            0.5110,  // unregistered-page:confidence
            -0.0158,  // unregistered-page:min-confidence
            -0.4543,  // unregistered-page:unsure-words
            0.2203,  // unregistered-page:named-in-thanks
            0.1484,  // unregistered-page:named-in-web-address
            0.5501,  // unregistered-page:printed-again
            0.3341,  // unregistered-page:two-rows
            -0.4924,  // unregistered-page:three-rows
            0.2915,  // unregistered-page:same-size
            0.0675,  // unregistered-page:tight-rows
            0.0000,  // unregistered-page:closes-bracket
            0.1012,  // unregistered-page:ampersand-join
            0.0000,  // unregistered-page:next-only-legal-form
            0.3562,  // unregistered-page:next-could-continue
            -0.2077,  // unregistered-page:previous-could-start
            -0.2108,  // unregistered-page:case-changes
            -0.2788,  // unregistered-page:size-changes
            0.0421,  // unregistered-page:open-end
            0.2702,  // unregistered-page:from-thanks-line
            0.1181,  // unregistered-page:from-web-address
        ],
        none: 3.7813,
        calibration: Calibration(intercept: -0.9688, probability: 0.7271, confidence: 0.7861, minConfidence: 0.6236, unsureWords: 0.1312))
}
