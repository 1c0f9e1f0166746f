// Written by Scripts/household/fit.py (`make household`); do not edit by hand.
// Fitted to the household replay's recognised receipts of sroie-train and wildreceipt-train;
// measured in Models/memory.md.
extension ConfidenceModel {
    /// How the household's memory moves a field's confidence, by field; a field without a
    /// model is left as the page's evidence set it.
    public static let memoryFitted: [FieldName: ConfidenceModel] = [
        .merchant: ConfidenceModel(
            features: [
                "memory-prior",
                "memory-identifiers",
                "memory-header",
                "memory-name",
                "memory-confirmations",
                "memory-renamed",
                "memory-other-names",
            ],
            weights: [
                0.0000,
                0.0421,
                0.0000,
                0.0000,
                0.4301,
                -2.2194,
                -1.3136,
            ],
            means: [
                1.8214,
                1.3836,
                0.8733,
                0.9744,
                2.9525,
                0.1461,
                0.0548,
            ],
            intercept: 2.6522,
            fittedTo: "219 remembered merchants of the household replay's pools"
        ),
        .total: ConfidenceModel(
            features: [
                "memory-prior",
                "memory-identifiers",
                "memory-header",
                "memory-label-agrees",
                "memory-label-differs",
            ],
            weights: [
                1.7081,
                0.0859,
                0.0000,
                0.2092,
                -0.2092,
            ],
            means: [
                4.2932,
                1.3803,
                0.8712,
                0.8685,
                0.1315,
            ],
            intercept: -0.9195,
            fittedTo: "213 remembered totals of the household replay's pools"
        ),
        .date: ConfidenceModel(
            features: [
                "memory-prior",
                "memory-identifiers",
                "memory-header",
                "memory-order-agrees",
                "memory-order-differs",
            ],
            weights: [
                1.2406,
                0.0000,
                0.0000,
                0.0000,
                0.0000,
            ],
            means: [
                4.4854,
                1.4576,
                0.8653,
                0.9944,
                0.0056,
            ],
            intercept: 0.2717,
            fittedTo: "177 remembered dates of the household replay's pools"
        ),
    ]
}
