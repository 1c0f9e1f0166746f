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
            ],
            weights: [
                0.0000,
                0.0000,
                0.0000,
                0.4926,
                0.2972,
                -1.8936,
            ],
            means: [
                1.8186,
                1.3773,
                0.9065,
                0.9745,
                2.9436,
                0.2182,
            ],
            intercept: 2.5979,
            fittedTo: "220 remembered merchants of the household replay's pools"
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
                1.5027,
                0.0000,
                0.0000,
                0.7888,
                -0.7888,
            ],
            means: [
                4.2358,
                1.3803,
                0.9066,
                0.8638,
                0.1362,
            ],
            intercept: -1.1991,
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
                1.2427,
                0.0000,
                0.0000,
                0.0000,
                0.0000,
            ],
            means: [
                4.4860,
                1.4494,
                0.9011,
                0.9888,
                0.0112,
            ],
            intercept: 0.2682,
            fittedTo: "178 remembered dates of the household replay's pools"
        ),
    ]
}
