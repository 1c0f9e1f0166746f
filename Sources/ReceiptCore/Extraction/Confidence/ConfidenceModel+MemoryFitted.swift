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
                0.8223,
                0.3574,
                -1.9532,
            ],
            means: [
                1.8103,
                1.3756,
                0.9054,
                0.9738,
                2.9348,
                0.2217,
            ],
            intercept: 2.1129,
            fittedTo: "221 remembered merchants of the household replay's pools"
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
                1.2448,
                0.0000,
                0.0000,
                0.0000,
                0.0000,
            ],
            means: [
                4.4866,
                1.4469,
                0.8998,
                0.9888,
                0.0112,
            ],
            intercept: 0.2647,
            fittedTo: "179 remembered dates of the household replay's pools"
        ),
    ]
}
