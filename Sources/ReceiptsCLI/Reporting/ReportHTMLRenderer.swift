import ReceiptCore

/// The report as one self-contained HTML page: inline CSS and SVG, no script and
/// no network, so it can be mailed, archived, or opened from disk anywhere.
///
/// Everything that comes from the ledger goes through ``HTML``'s escaping
/// interpolation, and a Content-Security-Policy forbids scripts and remote
/// loads, so a merchant called `<script>…</script>` shows as text twice over.
struct ReportHTMLRenderer {
    var source: String
    /// The tables, in the grouping the user asked for.
    var report: AccuracyReport
    /// For the charts: the same ledger by version, by month and by paper class.
    var byVersion: AccuracyReport
    var byMonth: AccuracyReport
    var byPaper: AccuracyReport

    func render() -> String {
        let policy = report.policy
        var body: [HTML] = []
        body.append(header())
        body.append(legend(policy))
        if report.summary.grades == 0 {
            body.append(
                "<p class=\"empty\">No grades in the ledger yet: grade some receipts with <code>receipts grade</code> first.</p>"
            )
        } else {
            body.append(trendSection(byVersion, heading: "Correct rate by extractor version", axis: "version"))
            body.append(trendSection(byMonth, heading: "Correct rate by month of grading (UTC)", axis: "month"))
            body.append(classSection())
            body.append(tableSections())
        }
        body.append(
            "<footer>Written by <code>receipts report</code> from the ledger alone. This page loads nothing and runs no script.</footer>"
        )
        let page: HTML = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Receipts accuracy report</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            \(body)
            </body>
            </html>

            """
        return page.description
    }

    private func header() -> HTML {
        let summary = report.summary
        var facts: HTML = "\(summary.events) events; \(summary.grades) grades in force on \(summary.receipts) receipts"
        if summary.retracted > 0 { facts += "; \(summary.retracted) events retracted" }
        var lines: [HTML] = ["<p class=\"meta\">Ledger <code>\(source)</code>: \(facts).</p>"]
        if !summary.versions.isEmpty {
            lines.append(
                "<p class=\"meta\">Extractor versions: \(summary.versions.joined(separator: ", ")). Graders: \(summary.graders.joined(separator: ", ")).</p>"
            )
        }
        return
            "<header><h1>Receipts accuracy report</h1><p class=\"sub\">\(ReportLegend.what(report.grouping))</p>\(lines)</header>"
    }

    private func legend(_ policy: ReportPolicy) -> HTML {
        """
        <section class="legend"><h2>How to read it</h2><dl>
        <dt>n</dt><dd>\(ReportLegend.counting())</dd>
        <dt>correct CI</dt><dd>\(ReportLegend.interval(policy)) Drawn as a bar; the dot is the observed rate.</dd>
        <dt>small n</dt><dd>\(ReportLegend.smallSample(policy)) Drawn hollow.</dd>
        <dt>flow</dt><dd>\(ReportLegend.flow(policy)) Dashed lines in the charts mark the two thresholds.</dd>
        <dt>calibration</dt><dd>\(ReportLegend.calibration(policy))</dd>
        <dt>change</dt><dd>\(ReportLegend.change(policy))</dd>
        </dl></section>
        """
    }

    private func trendSection(_ history: AccuracyReport, heading: String, axis: String) -> HTML {
        guard !history.sections.isEmpty else { return "" }
        var charts: [HTML] = []
        for field in report.fields {
            let points = history.sections.compactMap { section in
                section.overall(field).map { IntervalChart.Point(label: section.key, cell: $0) }
            }
            guard !points.isEmpty else { continue }
            charts.append(
                IntervalChart.trend(title: "\(field.rawValue) by \(axis)", points: points, policy: history.policy))
        }
        var section: HTML = "<section><h2>\(heading)</h2><div class=\"charts\">\(charts)</div>"
        if !history.changes.isEmpty {
            section +=
                "<h3>Changes between consecutive \(ReportLegend.neighbours(history.grouping))</h3>\(changeTable(history))"
        }
        return section + "</section>"
    }

    private func classSection() -> HTML {
        guard let latest = byPaper.sections.first else { return "" }
        var charts: [HTML] = []
        for field in report.fields {
            let points = latest.rows.filter { $0.field == field }.map {
                IntervalChart.Point(label: $0.paper?.rawValue ?? ReportLegend.allClasses, cell: $0.cell)
            }
            guard !points.isEmpty else { continue }
            charts.append(
                IntervalChart.classes(title: "\(field.rawValue) by paper class", points: points, policy: byPaper.policy)
            )
        }
        return
            "<section><h2>Per paper class, extractor \(latest.key)</h2><div class=\"charts\">\(charts)</div></section>"
    }

    /// The tables in the grouping asked for; changes between versions and months are
    /// already shown under their charts.
    private func tableSections() -> HTML {
        var parts: [HTML] = ["<section><h2>Tables \(ReportLegend.what(report.grouping))</h2>"]
        for section in report.sections {
            parts.append("<h3>\(ReportLegend.title(of: section, in: report))</h3>")
            parts.append(accuracyTable(section))
            if !section.calibration.isEmpty {
                parts.append(
                    "<h4>Calibration: proposals with confidence ≥ \(ReportNumbers.fixed(report.policy.highConfidence, decimals: 2))</h4>"
                )
                parts.append(calibrationTable(section))
            }
            if !section.notCorrect.isEmpty {
                parts.append(notCorrectList(section))
            }
        }
        return parts.joined() + "</section>"
    }

    private func accuracyTable(_ section: AccuracyReport.Section) -> HTML {
        var rows: [HTML] = []
        var previous: FieldName?
        for row in section.rows {
            let cell = row.cell
            let first = row.field != previous
            previous = row.field
            let fieldCell: HTML = first ? "<th scope=\"row\">\(row.field.rawValue)</th>" : "<td></td>"
            let style: HTML = row.paper == nil ? " class=\"all\"" : ""
            rows.append(
                """
                <tr\(style)>\(fieldCell)<td>\(row.paper?.rawValue ?? ReportLegend.allClasses)</td>\
                <td class="num">\(cell.n)</td>\
                <td class="num">\(ReportNumbers.count(cell.correct, of: cell.n))</td>\
                <td class="num">\(ReportNumbers.count(cell.close, of: cell.n))</td>\
                <td class="num">\(ReportNumbers.count(cell.miss, of: cell.n))</td>\
                <td class="num">\(ReportNumbers.interval(cell.interval))\(intervalBar(cell))</td>\
                <td><span class="flow flow-\(cell.flow.rawValue)">\(cell.flow.rawValue)</span></td>\
                <td>\(cell.isSmallSample ? "small n" : "")</td></tr>
                """)
        }
        return """
            <table class="accuracy"><thead><tr><th>field</th><th>paper</th><th>n</th><th>correct</th><th>close</th>\
            <th>miss</th><th>correct CI</th><th>flow</th><th>note</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table>
            """
    }

    /// A small bar under the interval's numbers, on the same 0–100 % scale in every row.
    private func intervalBar(_ cell: AccuracyCell) -> HTML {
        let left = ReportNumbers.fixed(cell.interval.lower * 100, decimals: 1)
        let width = ReportNumbers.fixed(max(0.5, cell.interval.width * 100), decimals: 1)
        let dot = ReportNumbers.fixed(cell.correctRate * 100, decimals: 1)
        return """
            <span class="bar" aria-hidden="true"><span class="range" style="left:\(left)%;width:\(width)%"></span>\
            <span class="dot" style="left:\(dot)%"></span></span>
            """
    }

    private func calibrationTable(_ section: AccuracyReport.Section) -> HTML {
        let rows: [HTML] = section.calibration.map { row in
            """
            <tr><th scope="row">\(row.field?.rawValue ?? "all fields")</th><td class="num">\(row.graded)</td>\
            <td class="num">\(ReportNumbers.count(row.confident, of: row.graded))</td>\
            <td class="num">\(ReportNumbers.count(row.confidentCorrect, of: row.confident))</td>\
            <td class="num">\(row.confident == 0 ? "—" : ReportNumbers.interval(row.interval))</td></tr>
            """
        }
        return """
            <table class="calibration"><thead><tr><th>field</th><th>graded</th><th>confident</th>\
            <th>correct of those</th><th>precision CI</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table>
            """
    }

    private func changeTable(_ history: AccuracyReport) -> HTML {
        let rows: [HTML] = history.changes.map { change in
            let difference = change.difference
            let style = difference.isBeyondNoise ? (difference.difference > 0 ? "better" : "worse") : "noise"
            return """
                <tr><th scope="row">\(change.field.rawValue)</th><td>\(change.from) → \(change.to)</td>\
                <td class="num">\(change.before.n) → \(change.after.n)</td>\
                <td class="num">\(ReportNumbers.percent(change.before.correctRate))% → \(ReportNumbers.percent(change.after.correctRate))%</td>\
                <td class="num">\(ReportNumbers.points(difference.difference))</td>\
                <td class="num">\(ReportNumbers.points(difference.lower)) … \(ReportNumbers.points(difference.upper))</td>\
                <td class="\(style)">\(ReportLegend.verdict(difference))</td></tr>
                """
        }
        return """
            <table class="changes"><thead><tr><th>field</th><th>from → to</th><th>n</th><th>correct</th>\
            <th>change (points)</th><th>change CI</th><th>verdict</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table>
            """
    }

    private func notCorrectList(_ section: AccuracyReport.Section) -> HTML {
        let rows: [HTML] = section.notCorrect.map { item in
            """
            <tr><td>\(item.file)</td><td>\(item.paper.rawValue)</td><td>\(item.field.rawValue)</td>\
            <td><span class="grade grade-\(item.grade.rawValue)">\(item.grade.rawValue)</span></td>\
            <td>\(item.proposed ?? "—")</td><td>\(item.truth ?? "—")</td><td>\(item.grader)</td></tr>
            """
        }
        let count = section.notCorrect.count
        return """
            <details><summary>\(count) grade\(count == 1 ? "" : "s") not correct</summary>
            <table class="items"><thead><tr><th>file</th><th>paper</th><th>field</th><th>grade</th>\
            <th>proposed</th><th>truth</th><th>grader</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></details>
            """
    }

    static let style: HTML = """
        :root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --accent: #0969da; }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: var(--ink);
          margin: 0 auto; padding: 24px 28px 48px; max-width: 1180px; background: #fff; }
        h1 { font-size: 24px; margin: 0 0 2px; }
        h2 { font-size: 18px; margin: 32px 0 10px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
        h3 { font-size: 15px; margin: 22px 0 8px; }
        h4 { font-size: 13px; margin: 14px 0 6px; color: var(--muted); }
        .sub { margin: 0 0 8px; color: var(--muted); }
        .meta { margin: 2px 0; color: var(--muted); }
        code { font: 12.5px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f6f8fa; padding: 1px 4px; border-radius: 4px; }
        .legend dl { display: grid; grid-template-columns: 110px 1fr; gap: 4px 14px; margin: 0; }
        .legend dt { font-weight: 600; }
        .legend dd { margin: 0; }
        .charts { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px 20px; }
        .chart { border: 1px solid var(--line); border-radius: 6px; background: #fff; max-width: 100%; height: auto; }
        .chart .chart-title { font-size: 13px; font-weight: 600; fill: var(--ink); }
        .chart .axis { font-size: 10px; fill: var(--muted); }
        .chart .threshold-label { font-size: 9px; fill: #6e7781; }
        .chart .label { font-size: 11px; fill: var(--ink); }
        .chart .strong { font-weight: 700; }
        .chart .grid { stroke: #eaeef2; stroke-width: 1; }
        .chart .threshold { stroke: #8c959f; stroke-width: 1; stroke-dasharray: 4 3; }
        .chart .trend { fill: none; stroke: #9ecbff; stroke-width: 1.5; }
        .chart .ci { stroke: var(--ink); stroke-width: 1.5; }
        .chart .pt { stroke-width: 2; }
        .chart .pt.flow-auto-fill { fill: #1a7f37; stroke: #1a7f37; }
        .chart .pt.flow-confirm { fill: #bf8700; stroke: #bf8700; }
        .chart .pt.flow-ask { fill: #cf222e; stroke: #cf222e; }
        .chart .pt.small { fill: #fff; }
        table { border-collapse: collapse; margin: 6px 0 10px; font-size: 13px; }
        th, td { padding: 4px 10px; border-bottom: 1px solid #eaeef2; text-align: left; vertical-align: top; }
        thead th { border-bottom: 2px solid var(--line); font-weight: 600; white-space: nowrap; }
        tbody th { font-weight: 600; }
        tr.all td, tr.all th { font-weight: 600; background: #f6f8fa; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .bar { display: block; position: relative; height: 6px; margin-top: 3px; background: #eaeef2; border-radius: 3px; min-width: 110px; }
        .bar .range { position: absolute; top: 0; bottom: 0; background: #9ecbff; border-radius: 3px; }
        .bar .dot { position: absolute; top: -2px; width: 2px; height: 10px; margin-left: -1px; background: var(--ink); }
        .flow { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 12px; font-weight: 600; white-space: nowrap; }
        .flow-auto-fill { background: #dafbe1; color: #116329; }
        .flow-confirm { background: #fff8c5; color: #7d4e00; }
        .flow-ask { background: #ffebe9; color: #a40e26; }
        .grade { font-weight: 600; }
        .grade-close { color: #7d4e00; }
        .grade-miss { color: #a40e26; }
        td.better { color: #116329; font-weight: 600; }
        td.worse { color: #a40e26; font-weight: 600; }
        td.noise { color: var(--muted); }
        table.items td { word-break: break-word; max-width: 320px; }
        details { margin: 6px 0 14px; }
        summary { cursor: pointer; color: var(--accent); }
        .empty { padding: 16px; background: #f6f8fa; border-radius: 6px; }
        footer { margin-top: 36px; color: var(--muted); font-size: 12px; }
        """
}
