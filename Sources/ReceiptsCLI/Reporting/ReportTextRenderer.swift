import ReceiptCore

/// The report as plain text, for a terminal and for golden files.
struct ReportTextRenderer {
    /// How the ledger is named in the heading (the path as given).
    var source: String
    var report: AccuracyReport

    func render() -> String {
        var lines: [String] = []
        let summary = report.summary
        let policy = report.policy
        lines.append("Receipts accuracy report, \(ReportLegend.what(report.grouping))")
        var ledger =
            "Ledger \(source): \(summary.events) events; \(summary.grades) grades in force on \(summary.receipts) receipts"
        if summary.retracted > 0 { ledger += "; \(summary.retracted) events retracted" }
        lines.append(ledger + ".")
        if !summary.versions.isEmpty {
            lines.append(
                "Extractor versions: \(summary.versions.joined(separator: ", ")). Graders: \(summary.graders.joined(separator: ", "))."
            )
        }
        lines.append("")
        lines.append("How to read it:")
        lines.append("  n               \(ReportLegend.counting())")
        lines.append("  correct CI      \(ReportLegend.interval(policy))")
        lines.append("  small n         \(ReportLegend.smallSample(policy))")
        lines.append("  flow            \(ReportLegend.flow(policy))")
        lines.append("  calibration     \(ReportLegend.calibration(policy))")

        if report.sections.isEmpty {
            lines.append("")
            if let field = report.fields.first, report.fields.count == 1, summary.grades == 0, summary.events > 0 {
                lines.append("No grades for \(field) in the ledger yet.")
            } else {
                lines.append("No grades in the ledger yet: grade some receipts with 'receipts grade' first.")
            }
        }
        for section in report.sections {
            lines.append("")
            lines.append(ReportLegend.title(of: section, in: report))
            lines.append("")
            lines += accuracyTable(section)
            if !section.calibration.isEmpty {
                lines.append("")
                lines.append(
                    "Calibration: proposals with confidence ≥ \(ReportNumbers.fixed(policy.highConfidence, decimals: 2))"
                )
                lines += calibrationTable(section)
            }
            if !section.notCorrect.isEmpty {
                lines.append("")
                lines.append(
                    "\(section.notCorrect.count) grade\(section.notCorrect.count == 1 ? " was" : "s were") not correct; "
                        + "--format html or json lists them with the proposed and true values.")
            }
        }
        if report.grouping.isChronological, report.sections.count > 1 {
            lines.append("")
            lines.append(
                "Changes between consecutive \(ReportLegend.neighbours(report.grouping)) (correct rate, all paper classes)"
            )
            lines.append("Test: \(ReportLegend.change(policy))")
            lines.append("")
            lines += changeTable()
        }
        // The ledger's path, versions and graders are text anyone could have written.
        return lines.map(\.escapingControlCharacters).joined(separator: "\n") + "\n"
    }

    private func accuracyTable(_ section: AccuracyReport.Section) -> [String] {
        var table = TextTable([
            ("field", .left), ("paper", .left), ("n", .right), ("correct", .right), ("close", .right),
            ("miss", .right), ("correct CI", .right), ("flow", .left), ("note", .left),
        ])
        var previous: FieldName?
        for row in section.rows {
            let cell = row.cell
            table.append([
                row.field == previous ? "" : row.field.rawValue,
                row.paper?.rawValue ?? ReportLegend.allClasses,
                String(cell.n),
                ReportNumbers.count(cell.correct, of: cell.n),
                ReportNumbers.count(cell.close, of: cell.n),
                ReportNumbers.count(cell.miss, of: cell.n),
                ReportNumbers.interval(cell.interval),
                cell.flow.rawValue,
                cell.isSmallSample ? "small n" : "",
            ])
            previous = row.field
        }
        return table.lines()
    }

    private func calibrationTable(_ section: AccuracyReport.Section) -> [String] {
        var table = TextTable([
            ("field", .left), ("graded", .right), ("confident", .right), ("correct of those", .right),
            ("precision CI", .right),
        ])
        for row in section.calibration {
            table.append([
                row.field?.rawValue ?? "all fields",
                String(row.graded),
                ReportNumbers.count(row.confident, of: row.graded),
                ReportNumbers.count(row.confidentCorrect, of: row.confident),
                row.confident == 0 ? "—" : ReportNumbers.interval(row.interval),
            ])
        }
        return table.lines()
    }

    private func changeTable() -> [String] {
        var table = TextTable([
            ("field", .left), ("from → to", .left), ("n", .right), ("correct", .right), ("change", .right),
            ("change CI", .right), ("verdict", .left),
        ])
        for change in report.changes {
            let difference = change.difference
            table.append([
                change.field.rawValue,
                "\(change.from) → \(change.to)",
                "\(change.before.n) → \(change.after.n)",
                "\(ReportNumbers.percent(change.before.correctRate))% → \(ReportNumbers.percent(change.after.correctRate))%",
                ReportNumbers.points(difference.difference),
                "\(ReportNumbers.points(difference.lower)) … \(ReportNumbers.points(difference.upper))",
                ReportLegend.verdict(difference),
            ])
        }
        return table.lines()
    }
}
