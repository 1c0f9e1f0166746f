// Written by Scripts/confidence/fit.py (`make confidence`); do not edit by hand.
// Fitted to 564 receipts no rule was shaped on (sroie-train and wildreceipt-train); measured in Models/confidence.md.
extension ConfidenceModel {
    /// The committed models, by field.
    public static let fitted: [FieldName: ConfidenceModel] = [
        .total: ConfidenceModel(
            features: ["confirmed", "rules", "rule-payment", "rule-rounded", "rule-arithmetic", "rule-fallback", "derived", "sums", "cash-change", "sum-for-rival", "prints", "later-reads-agree", "later-reads-differ", "reread-agrees", "reread-replaced", "digit-doubt", "weakest-digit", "read-confidence", "unsure-read", "largest", "larger-labelled", "close-rivals", "change-unexplained", "round-tens", "row-tax-base", "row-subtotal", "row-tax", "row-quantity", "row-cash", "row-unlabelled", "row-item-like", "whole-amount", "photo", "uneven-light", "enlarged", "page-confidence"],
            weights: [1.2866, 0.6833, -1.2152, 2.1106, 1.9061, -1.3550, 0.3902, 1.0346, -0.2324, 0.1853, 1.3738, 0.1328, -0.6061, 1.0206, 4.6405, 0.7084, -1.1072, 3.1520, 0.2775, 1.5514, -1.9908, -1.5750, -0.6666, -2.2418, -3.8344, -0.4147, 1.3694, -3.8534, -3.2939, -1.1874, -0.7060, -0.3285, 0.0446, -0.9141, -0.3726, -0.1946],
            means: [0.9771, 1.6905, 0.1300, 0.1511, 0.0650, 0.0612, 0.0421, 0.6998, 0.3423, 0.0096, 1.7782, 0.3824, 0.0765, 0.4685, 0.0076, 0.0662, 0.0996, 0.8496, 0.2753, 0.7419, 0.0822, 0.1338, 0.0822, 0.0554, 0.0057, 0.0057, 0.1759, 0.0096, 0.0210, 0.1090, 0.0249, 0.0076, 0.3021, 0.3499, 0.5154, 0.7793],
            intercept: -3.5052, unconfirmedCeiling: 0.89,
            fittedTo: "523 totals on 564 receipts no rule was shaped on"),
        .date: ConfidenceModel(
            features: ["confirmed", "rules", "rule-with-time", "rule-label", "rule-first", "rule-reread", "prints", "later-reads-agree", "later-reads-differ", "reread-agrees", "reread-replaced", "digit-doubt", "weakest-digit", "read-confidence", "unsure-read", "ambiguous-order", "month-name", "four-digit-year", "rivals", "photo", "uneven-light", "enlarged", "page-confidence"],
            weights: [-2.2682, 1.2998, -1.1833, -0.3523, 0.1598, 3.8359, 0.8018, 1.0453, -0.9715, 1.2494, 0.3412, -0.5784, -1.7797, 1.3455, -0.9652, 0.4872, 1.8128, -0.5441, -1.0316, -1.9576, 0.7309, -0.6992, -1.4144],
            means: [0.9880, 2.6150, 0.4821, 0.4422, 0.0657, 0.0040, 1.0697, 0.2948, 0.0677, 0.1932, 0.0219, 0.0780, 0.0290, 0.8435, 0.2390, 0.3347, 0.1175, 0.7470, 0.1135, 0.2829, 0.3406, 0.5089, 0.7766],
            intercept: 5.6995, unconfirmedCeiling: 0.89,
            fittedTo: "502 dates on 564 receipts no rule was shaped on"),
        .merchant: ConfidenceModel(
            features: ["confirmed", "rules", "rule-catalog", "rule-legal", "read-confidence", "unsure-read", "reads-agree", "reads-differ", "from-later-read", "first-word-confidence", "dropped-before", "words", "legal-form", "digits", "short", "photo", "uneven-light", "enlarged", "page-confidence"],
            weights: [-0.0613, 0.7096, 0.0000, 0.5018, 2.1928, -0.5485, -0.4540, -0.4792, 0.6660, 0.1388, 0.6128, 0.1043, -0.6933, -1.1116, -0.1040, -0.2719, -0.0733, 0.1281, -1.2253],
            means: [0.7429, 1.0336, 0.0000, 0.4787, 0.8048, 0.2819, 0.5337, 0.4326, 0.1738, 0.8617, 0.0638, 3.7447, 0.4397, 0.0136, 0.0106, 0.3404, 0.3865, 0.5403, 0.7694],
            intercept: -0.4719, unconfirmedCeiling: nil,
            fittedTo: "564 merchants on 564 receipts no rule was shaped on"),
    ]
}
