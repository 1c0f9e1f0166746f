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
                0.3058,
                0.0000,
                0.0000,
                0.0000,
                0.5647,
                -2.5468,
            ],
            means: [
                1.9025,
                1.4000,
                0.8992,
                0.9867,
                2.4859,
                0.1600,
            ],
            intercept: 3.6047,
            fittedTo: "100 remembered merchants of the household replay's pools"
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
                1.3145,
                0.0000,
                0.3157,
                1.5975,
                -1.5975,
            ],
            means: [
                4.3797,
                1.4000,
                0.8999,
                0.8421,
                0.1579,
            ],
            intercept: -1.1626,
            fittedTo: "95 remembered totals of the household replay's pools"
        ),
    ]
}
