import ReceiptCore

/// The sentences that explain a report's numbers, written once from the policy so
/// the text and HTML reports say the same thing and never drift from the thresholds used.
enum ReportLegend {
    /// `(all)`: the label of a row over every paper class. Parentheses cannot occur in a
    /// paper tag typed by a person (tags are folded to letters, digits and dashes).
    static let allClasses = "(all)"

    static func interval(_ policy: ReportPolicy) -> String {
        "Wilson score interval (\(level(policy))) on the correct rate."
    }

    static func smallSample(_ policy: ReportPolicy) -> String {
        "fewer than \(policy.minimumSampleSize) grades, or an interval wider than "
            + "\(ReportNumbers.fixed(policy.maximumIntervalWidth * 100, decimals: 0)) points: "
            + "too few for a verdict."
    }

    static func flow(_ policy: ReportPolicy) -> String {
        "from the interval's lower bound: auto-fill when it is at least \(ReportNumbers.threshold(policy.autoFillLowerBound)), "
            + "confirm when at least \(ReportNumbers.threshold(policy.confirmLowerBound)), otherwise ask; never auto-fill on a small n."
    }

    static func counting() -> String {
        "each receipt counts once per field: its latest grade (re-grades replace, retractions remove, skips are ignored)."
    }

    static func calibration(_ policy: ReportPolicy) -> String {
        "of the graded proposals, how many the extractor gave a confidence of at least "
            + "\(ReportNumbers.fixed(policy.highConfidence, decimals: 2)), and how many of those were correct."
    }

    static func change(_ policy: ReportPolicy) -> String {
        "Newcombe's hybrid score interval (\(level(policy))) on the difference of the two correct rates "
            + "(Newcombe 1998, method 10); a change is larger than the noise when that interval excludes 0."
    }

    static func level(_ policy: ReportPolicy) -> String {
        ReportNumbers.threshold(policy.confidenceLevel)
    }

    /// The heading of one section.
    static func title(of section: AccuracyReport.Section, in report: AccuracyReport) -> String {
        let versions = section.versions.joined(separator: ", ")
        switch report.grouping {
        case .paper:
            var title = "Extractor \(section.key), the latest version in the ledger"
            if report.summary.versions.count > 1 { title += " (earlier versions: --by version)" }
            return title
        case .version:
            return "Extractor \(section.key)"
        case .month:
            return section.key == AccuracyReport.unknownMonth
                ? "Grades without a readable date (extractor \(versions))"
                : "Grades recorded in \(section.key), UTC (extractor \(versions))"
        case .grader:
            return "Grader \(section.key) (extractor \(versions))"
        }
    }

    static func what(_ grouping: ReportGrouping) -> String {
        switch grouping {
        case .paper: "by field and paper class"
        case .version: "by field and paper class, per extractor version"
        case .month: "by field and paper class, per month"
        case .grader: "by field and paper class, per grader"
        }
    }

    /// `versions` / `months`, for change tables.
    static func neighbours(_ grouping: ReportGrouping) -> String {
        grouping == .month ? "months" : "versions"
    }

    static func verdict(_ difference: ProportionDifference) -> String {
        guard difference.isBeyondNoise else { return "within the noise" }
        return difference.difference > 0 ? "better, beyond the noise" : "worse, beyond the noise"
    }
}
