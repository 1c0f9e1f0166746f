// Written by Scripts/confidence/fit.py (`make confidence`); do not edit by hand.
// Fitted to 564 receipts no rule was shaped on (sroie-train and wildreceipt-train); measured in Models/confidence.md.
extension ConfidenceModel {
    /// The committed models, by field.
    public static let fitted: [FieldName: ConfidenceModel] = [
        .total: ConfidenceModel(
            features: ["confirmed", "rules", "rule-payment", "rule-rounded", "rule-arithmetic", "rule-fallback", "derived", "sums", "cash-change", "sum-for-rival", "prints", "later-reads-agree", "later-reads-differ", "reread-agrees", "reread-replaced", "digit-doubt", "weakest-digit", "read-confidence", "unsure-read", "largest", "larger-labelled", "close-rivals", "change-unexplained", "round-tens", "row-tax-base", "row-subtotal", "row-tax", "row-quantity", "row-cash", "row-unlabelled", "row-item-like", "whole-amount", "photo", "uneven-light", "enlarged", "page-confidence"],
            weights: [1.2584, 0.6348, -1.1618, 2.1529, 1.5856, -1.5097, 0.5025, 1.1302, 0.0000, 0.0000, 1.3755, 0.1207, -0.6730, 1.0731, 4.9661, 0.0000, -1.0394, 2.5843, 0.0000, 1.4575, -2.1882, -1.5638, -0.5004, -2.3750, -3.9312, -0.5405, 0.0000, -4.0307, -3.4394, -1.1813, -0.7251, -0.4080, 0.4636, -0.8050, -0.4501, 0.0000],
            means: [0.9771, 1.6905, 0.1300, 0.1511, 0.0650, 0.0612, 0.0421, 0.6998, 0.3423, 0.0096, 1.7782, 0.3824, 0.0765, 0.4685, 0.0076, 0.0662, 0.0996, 0.8496, 0.2753, 0.7419, 0.0822, 0.1338, 0.0822, 0.0554, 0.0057, 0.0057, 0.1759, 0.0096, 0.0210, 0.1090, 0.0249, 0.0076, 0.3021, 0.3499, 0.5154, 0.7793],
            intercept: -3.0442, unconfirmedCeiling: 0.89,
            fittedTo: "523 totals on 564 receipts no rule was shaped on"),
        .date: ConfidenceModel(
            features: ["confirmed", "rules", "rule-with-time", "rule-label", "rule-first", "rule-reread", "prints", "later-reads-agree", "later-reads-differ", "reread-agrees", "reread-replaced", "digit-doubt", "weakest-digit", "read-confidence", "unsure-read", "ambiguous-order", "month-name", "four-digit-year", "rivals", "photo", "uneven-light", "enlarged", "page-confidence"],
            weights: [0.0000, 1.2047, -1.2458, -0.5471, 0.7375, 4.8947, 0.9778, 0.9638, -0.6811, 1.2473, 0.7796, -0.6286, -1.5493, 1.0719, -1.2722, 0.6206, 2.0406, -0.2845, -1.0366, -2.1260, 0.8649, -0.5987, 0.0000],
            means: [0.9880, 2.6150, 0.4821, 0.4422, 0.0657, 0.0040, 1.0697, 0.2948, 0.0677, 0.1932, 0.0219, 0.0780, 0.0290, 0.8435, 0.2390, 0.3347, 0.1175, 0.7470, 0.1135, 0.2829, 0.3406, 0.5089, 0.7766],
            intercept: 2.2864, unconfirmedCeiling: 0.89,
            fittedTo: "502 dates on 564 receipts no rule was shaped on"),
        .merchant: ConfidenceModel(
            features: ["confirmed", "rules", "rule-catalog", "rule-legal", "read-confidence", "unsure-read", "reads-agree", "reads-differ", "from-later-read", "first-word-confidence", "dropped-before", "words", "legal-form", "digits", "short", "photo", "uneven-light", "enlarged", "page-confidence"],
            weights: [0.0000, 0.7350, 0.0000, 0.5712, 1.9991, -0.5511, 0.0000, -0.1652, 0.1364, 0.0000, 0.0000, 0.0897, -0.6914, -1.8831, 0.0000, -0.5042, -0.0047, 0.1915, 0.0000],
            means: [0.7429, 1.0336, 0.0000, 0.4787, 0.8048, 0.2819, 0.5337, 0.4326, 0.1738, 0.8617, 0.0638, 3.7447, 0.4397, 0.0136, 0.0106, 0.3404, 0.3865, 0.5403, 0.7694],
            intercept: -1.4141, unconfirmedCeiling: nil,
            fittedTo: "564 merchants on 564 receipts no rule was shaped on"),
    ]
}
