/// The numbers behind a report's verdicts, printed with every report so a reader
/// can see — and argue with — why a cell says what it says.
///
/// The recommendation comes from the Wilson interval's lower bound rather than
/// the observed rate, so a field earns `auto-fill` only when the data make a low
/// rate implausible: 10 correct out of 10 gives a lower bound of 72 %, and
/// auto-fill at 95 % needs at least 73 grades without a single miss.
public struct ReportPolicy: Sendable, Equatable, Codable {
    /// Normal quantile of the intervals; 1.96 for 95 %.
    public var z: Double
    /// The coverage `z` stands for, for printing (0.95).
    public var confidenceLevel: Double
    /// Fewer grades than this are too few for a verdict.
    public var minimumSampleSize: Int
    /// An interval wider than this (a proportion, 0…1) is too vague for a verdict.
    public var maximumIntervalWidth: Double
    /// Lower bound of the correct rate from which a field may be filled in unasked.
    public var autoFillLowerBound: Double
    /// Lower bound from which a pre-filled value is worth confirming rather than asking for.
    public var confirmLowerBound: Double
    /// Extractor confidence (0…1) from which a proposal counts as "confident" in the calibration table.
    public var highConfidence: Double

    public init(
        z: Double = WilsonInterval.z95, confidenceLevel: Double = 0.95, minimumSampleSize: Int = 20,
        maximumIntervalWidth: Double = 0.30, autoFillLowerBound: Double = 0.95, confirmLowerBound: Double = 0.70,
        highConfidence: Double = 0.9
    ) {
        self.z = z
        self.confidenceLevel = confidenceLevel
        self.minimumSampleSize = minimumSampleSize
        self.maximumIntervalWidth = maximumIntervalWidth
        self.autoFillLowerBound = autoFillLowerBound
        self.confirmLowerBound = confirmLowerBound
        self.highConfidence = highConfidence
    }

    /// The project's thresholds.
    public static let standard = ReportPolicy()

    /// Whether `n` grades with this interval are too few to act on.
    public func isTooSmall(n: Int, interval: WilsonInterval) -> Bool {
        n < minimumSampleSize || interval.width > maximumIntervalWidth
    }

    /// The flow the interval's lower bound supports; never `auto-fill` on too few grades.
    public func flow(for interval: WilsonInterval, isTooSmall: Bool) -> CorrectionFlow {
        if interval.lower >= autoFillLowerBound, !isTooSmall { return .autoFill }
        if interval.lower >= confirmLowerBound { return .confirm }
        return .ask
    }
}
