/// The grades of one field in one slice of the ledger (a paper class, a version,
/// a month…), with everything a reader needs to judge them: counts, rates, the
/// interval on the correct rate, whether there are enough, and the flow they support.
public struct AccuracyCell: Sendable, Equatable, Codable {
    public var n: Int
    public var correct: Int
    public var close: Int
    public var miss: Int
    /// Rates are proportions, 0…1; all 0 when `n` is 0.
    public var correctRate: Double
    public var closeRate: Double
    public var missRate: Double
    /// Wilson interval on the correct rate.
    public var interval: WilsonInterval
    /// Too few grades (or too wide an interval) for a verdict; see ``ReportPolicy``.
    public var isSmallSample: Bool
    public var flow: CorrectionFlow

    public init(correct: Int, close: Int, miss: Int, policy: ReportPolicy = .standard) {
        let n = correct + close + miss
        self.n = n
        self.correct = correct
        self.close = close
        self.miss = miss
        func rate(_ count: Int) -> Double { n == 0 ? 0 : Double(count) / Double(n) }
        correctRate = rate(correct)
        closeRate = rate(close)
        missRate = rate(miss)
        interval = WilsonInterval(successes: correct, trials: n, z: policy.z)
        isSmallSample = policy.isTooSmall(n: n, interval: interval)
        flow = policy.flow(for: interval, isTooSmall: isSmallSample)
    }

    /// The cell of a list of grades; `skip` grades are not counted.
    public init(grades: some Sequence<Grade>, policy: ReportPolicy = .standard) {
        var counts = (correct: 0, close: 0, miss: 0)
        for grade in grades {
            switch grade {
            case .correct: counts.correct += 1
            case .close: counts.close += 1
            case .miss: counts.miss += 1
            case .skip: break
            }
        }
        self.init(correct: counts.correct, close: counts.close, miss: counts.miss, policy: policy)
    }
}
