// Written by Scripts/household/fit.py (`make household`); do not edit by hand.

extension ConfidenceModel {
    /// How the household's memory moves a field's confidence: not yet fitted, so it leaves
    /// the confidence as the page's evidence set it.
    public static let memoryFitted: [FieldName: ConfidenceModel] = [
        .merchant: .unmoved(.merchant),
        .total: .unmoved(.total),
        .date: .unmoved(.date),
    ]

    static func unmoved(_ field: FieldName) -> ConfidenceModel {
        let features = HouseholdMemory.featureNames[field] ?? []
        return ConfidenceModel(
            features: features, weights: features.map { $0 == "memory-prior" ? 1 : 0 }, means: features.map { _ in 0 },
            intercept: 0, fittedTo: "nothing yet")
    }
}
