import Foundation
import ReceiptCore

/// `receipts report`: accuracy by field × paper class from the ledger, with intervals and verdicts.
public struct ReportCommand: Equatable, Sendable {
    public enum Format: String, Sendable, CaseIterable { case text, json, csv, html }

    public var ledger: String?
    public var grouping: ReportGrouping = .paper
    public var field: FieldName?
    public var format: Format = .text
    public var out: String?

    static let help = """
        receipts report — accuracy by field and paper class, with intervals and a verdict per cell

        Usage: receipts report [--ledger FILE] [--by paper|version|month|grader] [--field F]
                               [--format text|json|csv|html] [--out FILE]

        Options:
          --ledger FILE       the ledger to read (default: $RECEIPTS_LEDGER, or
                              Grading/ledger.jsonl in the current folder)
          --by G              paper (default): the latest extractor version by paper class;
                              version or month: the same table per extractor version or per
                              month of grading, with the change between neighbours and
                              whether it is larger than the noise; grader: per grader
          --field F           only this field (merchant, date, total, subtotal, tax, tip,
                              payment, currency or time)
          --format F          text (default), json, csv (the accuracy cells only), or html
                              (one self-contained page with charts; no network, no scripts)
          --out FILE          write the report to FILE instead of standard output
          -h, --help          show this help

        Each cell shows n, correct / close / miss counts and rates, a Wilson 95 % interval on
        the correct rate, whether n is too small for a verdict, and the correction flow the
        interval's lower bound supports (auto-fill, confirm or ask). The thresholds are
        printed with the report. Each receipt counts once per field: its latest grade.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> ReportCommand {
        var command = ReportCommand()
        var cursor = ArgumentCursor(arguments, command: "report")
        while let item = cursor.next() {
            switch item {
            case .positional(let argument):
                throw UsageError(
                    "'receipts report' reads the ledger and takes no paths, not '\(argument)'; name the ledger with --ledger FILE.",
                    command: "report")
            case .option("--ledger", let inline):
                command.ledger = try cursor.value(for: "--ledger", inline: inline)
            case .option("--by", let inline):
                let text = try cursor.choice(for: "--by", inline: inline, from: ReportGrouping.allCases.map(\.rawValue))
                command.grouping = ReportGrouping(rawValue: text) ?? .paper
            case .option("--field", let inline):
                let text = try cursor.choice(for: "--field", inline: inline, from: FieldName.allCases.map(\.rawValue))
                command.field = FieldName(rawValue: text)
            case .option("--format", let inline):
                let text = try cursor.choice(for: "--format", inline: inline, from: Format.allCases.map(\.rawValue))
                command.format = Format(rawValue: text) ?? .text
            case .option("--out", let inline), .option("-o", let inline):
                command.out = try cursor.value(for: "--out", inline: inline)
            case .option(let option, _):
                throw cursor.unknown(option)
            }
        }
        if let out = command.out, out.isEmpty {
            throw UsageError("The option '--out' needs a file name.", command: "report")
        }
        return command
    }

    func run(console: Console, environment: [String: String] = ProcessInfo.processInfo.environment) -> ExitCode {
        let path = LedgerLocation.path(option: ledger, environment: environment)
        guard FileManager.default.fileExists(atPath: path) else {
            console.diagnostic(
                "Error: there is no ledger at \(path). Grade some receipts first ('receipts grade'), or name the ledger with --ledger FILE."
            )
            return .failure
        }
        if let out, Self.sameFile(out, path) {
            console.diagnostic(
                UsageError(
                    "--out \(out) is the ledger itself; writing the report there would destroy it.", command: "report"
                )
                .description)
            return .usage
        }
        guard let contents = Ledger(path: path).read(reportingTo: console) else { return .failure }
        let text: String
        do {
            text = try render(contents.events, source: path)
        } catch {
            console.diagnostic("Error: the report could not be written as \(format.rawValue) (\(error)).")
            return .failure
        }
        guard let out else {
            console.raw(text)
            return .success
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            console.diagnostic("Error: \(out): the report could not be written (\(error.localizedDescription)).")
            return .failure
        }
        console.diagnostic("Report written to \(out).")
        return .success
    }

    /// The report of `events` in the chosen grouping and format; `source` names the ledger in it.
    func render(_ events: [LedgerEvent], source: String) throws -> String {
        let fields = field.map { [$0] }
        let report = AccuracyReport(events: events, grouping: grouping, fields: fields)
        switch format {
        case .text:
            return ReportTextRenderer(source: source, report: report).render()
        case .csv:
            return ReportCSVRenderer(report: report).render()
        case .json:
            return try ReportJSONRenderer(source: source, report: report).render()
        case .html:
            func by(_ other: ReportGrouping) -> AccuracyReport {
                other == grouping ? report : AccuracyReport(events: events, grouping: other, fields: fields)
            }
            return ReportHTMLRenderer(
                source: source, report: report, byVersion: by(.version), byMonth: by(.month), byPaper: by(.paper)
            ).render()
        }
    }

    private static func sameFile(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath()
            == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath()
    }
}
