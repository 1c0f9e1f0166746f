/// Whether the extractor's confidence means something: among the proposals it
/// was confident about (confidence ≥ ``ReportPolicy/highConfidence``), how many
/// were correct, and how many proposals reach that confidence at all.
///
/// A high precision with a useful share is what lets an app trust confidence per
/// receipt instead of per field; a high share with a low precision means the
/// number should not be shown to anyone.
public struct ConfidenceCalibration: Sendable, Equatable, Codable {
    /// The field, or `nil` for all fields together.
    public var field: FieldName?
    /// The confidence a proposal needs to count, 0…1.
    public var threshold: Double
    /// Grades considered (every graded proposal of the field, including absent ones).
    public var graded: Int
    /// Of those, proposals whose recorded confidence reaches `threshold`.
    public var confident: Int
    /// Of the confident ones, those graded correct.
    public var confidentCorrect: Int
    /// `confidentCorrect / confident`, 0 when nothing was confident.
    public var precision: Double
    /// Wilson interval on `precision`.
    public var interval: WilsonInterval

    public init(field: FieldName?, grades: [LedgerEvent], policy: ReportPolicy = .standard) {
        self.field = field
        threshold = policy.highConfidence
        let counted = grades.filter { $0.grade != nil && $0.grade != .skip }
        graded = counted.count
        let sure = counted.filter { ($0.confidence ?? -1) >= policy.highConfidence }
        confident = sure.count
        confidentCorrect = sure.filter { $0.grade == .correct }.count
        precision = confident == 0 ? 0 : Double(confidentCorrect) / Double(confident)
        interval = WilsonInterval(successes: confidentCorrect, trials: confident, z: policy.z)
    }

    /// The share of graded proposals that reach the threshold, 0…1.
    public var share: Double { graded == 0 ? 0 : Double(confident) / Double(graded) }
}
