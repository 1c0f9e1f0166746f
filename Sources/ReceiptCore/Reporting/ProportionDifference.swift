/// The change between two correct rates with its 95 % interval, and whether the
/// change is larger than the noise.
///
/// The interval is Newcombe's hybrid score interval for a difference of
/// independent proportions (Newcombe 1998, "Interval estimation for the
/// difference between independent proportions", method 10), built from each
/// rate's ``WilsonInterval``, so it agrees with the intervals printed beside the
/// rates and stays sensible at 0 % and 100 % and small n, where a z-test does
/// not. A change counts as larger than the noise when its interval excludes 0.
///
/// When the same receipts are graded under both versions (a rescore), the
/// samples are paired and positively correlated; treating them as independent
/// makes the interval wider than it needs to be, so a change reported as larger
/// than the noise is so all the more.
public struct ProportionDifference: Sendable, Equatable, Codable {
    /// `after` rate minus `before` rate, −1…1.
    public var difference: Double
    public var lower: Double
    public var upper: Double

    public init(difference: Double, lower: Double, upper: Double) {
        self.difference = difference
        self.lower = lower
        self.upper = upper
    }

    /// The difference `after − before`; `nil` when either side has no trials.
    public init?(
        after: (successes: Int, trials: Int), before: (successes: Int, trials: Int), z: Double = WilsonInterval.z95
    ) {
        guard after.trials > 0, before.trials > 0 else { return nil }
        let p1 = Double(after.successes) / Double(after.trials)
        let p2 = Double(before.successes) / Double(before.trials)
        let w1 = WilsonInterval(successes: after.successes, trials: after.trials, z: z)
        let w2 = WilsonInterval(successes: before.successes, trials: before.trials, z: z)
        let delta = p1 - p2
        let below = ((p1 - w1.lower) * (p1 - w1.lower) + (w2.upper - p2) * (w2.upper - p2)).squareRoot()
        let above = ((w1.upper - p1) * (w1.upper - p1) + (p2 - w2.lower) * (p2 - w2.lower)).squareRoot()
        self.init(difference: delta, lower: max(-1, delta - below), upper: min(1, delta + above))
    }

    /// Whether the interval leaves out "no change".
    public var isBeyondNoise: Bool { lower > 0 || upper < 0 }
}
