import Testing

@testable import ReceiptCore

/// Intervals, the change test and the verdict thresholds, against published values.
@Suite struct ReportStatisticsTests {
    /// Newcombe (1998), "Two-sided confidence intervals for the single proportion",
    /// Statistics in Medicine 17:857, table I, method 3 (Wilson score, no continuity correction).
    @Test(arguments: [
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0000, 0.1611),
        (1, 29, 0.0061, 0.1718),
        (29, 29, 0.8830, 1.0000),
        (0, 10, 0.0000, 0.2775),
        (10, 10, 0.7225, 1.0000),
    ])
    func wilsonMatchesPublishedValues(successes: Int, trials: Int, lower: Double, upper: Double) {
        let interval = WilsonInterval(successes: successes, trials: trials)
        #expect(abs(interval.lower - lower) < 0.00005)
        #expect(abs(interval.upper - upper) < 0.00005)
    }

    @Test func wilsonBoundsAreExactAtTheEdges() {
        #expect(WilsonInterval(successes: 0, trials: 7).lower == 0)
        #expect(WilsonInterval(successes: 7, trials: 7).upper == 1)
        #expect(WilsonInterval(successes: 0, trials: 0) == WilsonInterval(lower: 0, upper: 1))
    }

    /// Newcombe (1998), "Interval estimation for the difference between independent
    /// proportions", Statistics in Medicine 17:873, table II, method 10.
    @Test(arguments: [
        (56, 70, 48, 80, 0.0524, 0.3339, true),
        (9, 10, 3, 10, 0.1705, 0.8090, true),
        (6, 7, 2, 7, 0.0582, 0.8062, true),
        (5, 56, 0, 29, -0.0381, 0.1926, false),
    ])
    func changeIntervalMatchesPublishedValues(
        x1: Int, n1: Int, x2: Int, n2: Int, lower: Double, upper: Double, beyondNoise: Bool
    ) throws {
        let change = try #require(ProportionDifference(after: (x1, n1), before: (x2, n2)))
        #expect(abs(change.lower - lower) < 0.00005)
        #expect(abs(change.upper - upper) < 0.00005)
        #expect(change.isBeyondNoise == beyondNoise)
    }

    @Test func aDropIsBeyondNoiseToo() throws {
        let change = try #require(ProportionDifference(after: (3, 10), before: (9, 10)))
        #expect(change.difference < 0)
        #expect(change.upper < 0)
        #expect(change.isBeyondNoise)
    }

    @Test func noChangeWithoutTrialsOnBothSides() {
        #expect(ProportionDifference(after: (0, 0), before: (3, 4)) == nil)
        #expect(ProportionDifference(after: (3, 4), before: (0, 0)) == nil)
    }

    /// Auto-fill needs a lower bound of 95 %: at n/n that is n ≥ 73.
    @Test(arguments: [
        (73, 0, 0, CorrectionFlow.autoFill, false),
        (72, 0, 0, CorrectionFlow.confirm, false),
        (100, 0, 0, CorrectionFlow.autoFill, false),
        (27, 2, 1, CorrectionFlow.confirm, false),  // lower 0.744
        (10, 0, 0, CorrectionFlow.confirm, true),  // lower 0.7225, n < 20
        (5, 3, 2, CorrectionFlow.ask, true),  // lower 0.237
        (0, 0, 0, CorrectionFlow.ask, true),
    ])
    func verdicts(correct: Int, close: Int, miss: Int, flow: CorrectionFlow, small: Bool) {
        let cell = AccuracyCell(correct: correct, close: close, miss: miss)
        #expect(cell.flow == flow)
        #expect(cell.isSmallSample == small)
    }

    @Test func smallSampleByCountOrByWidth() {
        let policy = ReportPolicy.standard
        // 19/19 is tight enough, but fewer than 20 grades.
        #expect(policy.isTooSmall(n: 19, interval: WilsonInterval(successes: 19, trials: 19)))
        #expect(!policy.isTooSmall(n: 20, interval: WilsonInterval(successes: 20, trials: 20)))
        // 15/30 has enough grades, but its interval spans 34 points.
        #expect(policy.isTooSmall(n: 30, interval: WilsonInterval(successes: 15, trials: 30)))
        // 20/40 spans 29.6 points: just enough.
        #expect(!policy.isTooSmall(n: 40, interval: WilsonInterval(successes: 20, trials: 40)))
    }

    @Test func neverAutoFillOnTooFewGrades() {
        let tight = WilsonInterval(lower: 0.97, upper: 1)
        #expect(ReportPolicy.standard.flow(for: tight, isTooSmall: true) == .confirm)
        #expect(ReportPolicy.standard.flow(for: tight, isTooSmall: false) == .autoFill)
    }

    @Test func rates() {
        let cell = AccuracyCell(grades: [.correct, .correct, .close, .miss, .skip])
        #expect(cell.n == 4)
        #expect(cell.correctRate == 0.5)
        #expect(cell.closeRate == 0.25)
        #expect(cell.missRate == 0.25)
    }

    @Test func versionsSortTheWayPeopleNumberThem() {
        let sorted = ["1.10", "unknown", "1.2", "1.0", "2.0", "1.0-beta"].sorted(by: VersionOrder.areInIncreasingOrder)
        #expect(sorted == ["1.0", "1.0-beta", "1.2", "1.10", "2.0", "unknown"])
    }

    @Test func monthOfATimestamp() {
        #expect(AccuracyReport.month(of: "2026-11-29T21:05:03.123Z") == "2026-11")
        #expect(AccuracyReport.month(of: "yesterday") == AccuracyReport.unknownMonth)
        #expect(AccuracyReport.month(of: "") == AccuracyReport.unknownMonth)
    }
}
