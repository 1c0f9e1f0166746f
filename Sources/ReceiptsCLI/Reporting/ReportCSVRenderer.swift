import ReceiptCore

/// The report's accuracy cells as CSV, one row per section × field × paper class,
/// for a spreadsheet. Calibration and changes stay in the text, JSON and HTML forms.
struct ReportCSVRenderer {
    var report: AccuracyReport

    func render() -> String {
        let group = report.grouping == .paper ? "version" : report.grouping.rawValue
        var lines = [
            [
                group, "field", "paper", "n", "correct", "close", "miss", "correct_rate", "close_rate", "miss_rate",
                "ci_lower", "ci_upper", "small_n", "flow",
            ].joined(separator: ",")
        ]
        for section in report.sections {
            for row in section.rows {
                let cell = row.cell
                lines.append(
                    [
                        CSV.cell(section.key), row.field.rawValue,
                        CSV.cell(row.paper?.rawValue ?? ReportLegend.allClasses),
                        String(cell.n), String(cell.correct), String(cell.close), String(cell.miss),
                        ReportNumbers.proportion(cell.correctRate), ReportNumbers.proportion(cell.closeRate),
                        ReportNumbers.proportion(cell.missRate), ReportNumbers.proportion(cell.interval.lower),
                        ReportNumbers.proportion(cell.interval.upper), cell.isSmallSample ? "yes" : "no",
                        cell.flow.rawValue,
                    ].joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
