/// A Wilson score interval for a binomial proportion (Wilson 1927).
///
/// Chosen over the textbook `p ± z·√(p(1−p)/n)` because receipts come in small
/// numbers and accuracies near 100 %: there the textbook interval collapses to a
/// point at 0/n and n/n and spills outside 0…1, while Wilson's keeps its nominal
/// coverage (Newcombe 1998, "Two-sided confidence intervals for the single
/// proportion", method 3). Bounds are proportions, 0…1.
public struct WilsonInterval: Sendable, Equatable, Codable {
    public var lower: Double
    public var upper: Double

    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The two-sided 95 % normal quantile, Φ⁻¹(0.975).
    public static let z95 = 1.959963984540054

    /// The interval for `successes` out of `trials`; with no trials nothing is
    /// known, so the whole range 0…1.
    public init(successes: Int, trials: Int, z: Double = WilsonInterval.z95) {
        guard trials > 0 else {
            self.init(lower: 0, upper: 1)
            return
        }
        let n = Double(trials)
        let p = Double(min(max(successes, 0), trials)) / n
        let z2 = z * z
        let denominator = 1 + z2 / n
        let centre = (p + z2 / (2 * n)) / denominator
        let half = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / denominator
        // At 0/n and n/n the formula gives the bound exactly in theory; rounding
        // leaves ±1e-17, which would print as "-0.0".
        self.init(
            lower: successes <= 0 ? 0 : max(0, centre - half),
            upper: successes >= trials ? 1 : min(1, centre + half))
    }

    /// Upper minus lower bound: how much the data still leaves open.
    public var width: Double { upper - lower }

    public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }
}
