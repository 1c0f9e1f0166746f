// Written by Scripts/confidence/fit.py (`make confidence`); do not edit by hand.
extension ConfidenceModel {
    /// The committed models, by field: none fitted yet.
    public static let fitted: [FieldName: ConfidenceModel] = [:]
}
