import Foundation
import ReceiptCore

/// `receipts ledger export`: the folded grading ledger as a table for a spreadsheet.
public struct LedgerCommand: Equatable, Sendable {
    public enum Format: String, Sendable, CaseIterable { case csv, json }

    public var ledger: String?
    public var format: Format = .csv

    static let help = """
        receipts ledger — look at the grading ledger

        Usage: receipts ledger export [--ledger FILE] [--format csv|json]

        Commands:
          export              the ledger as it stands, one row per receipt and field

        The ledger is an append-only file of JSON lines; see Grading/README.md.
        'receipts ledger export --help' shows the options.
        """

    static let exportHelp = """
        receipts ledger export — the grading ledger as it stands, one row per receipt and field

        Usage: receipts ledger export [--ledger FILE] [--format csv|json]

        Folds the ledger (retracted events dropped, the latest grade counts) and writes
        one row per receipt and field with a grade or a true value: sha256, file, field,
        proposed (the latest graded proposal), grade, grader, extractor, truth and paper.
        A receipt with a paper class but no field graded yet has one row with an empty
        field. Unreadable ledger lines are skipped with a warning naming the line.

        Options:
          --ledger FILE       the ledger to read (default: $RECEIPTS_LEDGER, or
                              Grading/ledger.jsonl in the current folder)
          --format F          csv (default, with a header row) or json (an array of objects)
          -h, --help          show this help
        """

    /// The ledger path every command uses (see ``LedgerLocation``).
    static func path(_ option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        LedgerLocation.path(option: option, environment: environment)
    }

    /// Parses what follows `receipts ledger`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let subcommand = arguments.first else {
            throw UsageError("Say what to do with the ledger: 'receipts ledger export'.", command: "ledger")
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "-h", "--help":
            return .help(topic: "ledger")
        case "export":
            if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(topic: "ledger export") }
            return .ledger(try parseExport(rest))
        default:
            if subcommand.hasPrefix("-") {
                throw UsageError("Unknown option '\(subcommand)'; the options follow 'export'.", command: "ledger")
            }
            throw UsageError("There is no ledger command '\(subcommand)'; there is 'export'.", command: "ledger")
        }
    }

    static func parseExport(_ arguments: [String]) throws(UsageError) -> LedgerCommand {
        var command = LedgerCommand()
        var cursor = ArgumentCursor(arguments, command: "ledger export")
        while let item = cursor.next() {
            switch item {
            case .option("--ledger", let inline):
                command.ledger = try cursor.value(for: "--ledger", inline: inline)
            case .option("--format", let inline):
                let text = try cursor.choice(for: "--format", inline: inline, from: Format.allCases.map(\.rawValue))
                command.format = Format(rawValue: text) ?? .csv
            case .option(let option, _):
                throw cursor.unknown(option)
            case .positional(let argument):
                throw UsageError("'receipts ledger export' takes no arguments, only options; got '\(argument)'.", command: "ledger export")
            }
        }
        return command
    }

    func run(console: Console) -> ExitCode {
        let path = Self.path(ledger)
        guard FileManager.default.fileExists(atPath: path) else {
            console.diagnostic("Error: there is no ledger at \(path); give one with --ledger FILE or $RECEIPTS_LEDGER.")
            return .failure
        }
        guard let contents = Ledger(path: path).read(reportingTo: console) else { return .failure }
        let rows = LedgerState(events: contents.events).rows
        switch format {
        case .csv:
            console.line(LedgerState.Row.columns.joined(separator: ","))
            for row in rows { console.line(row.cells.map(CSV.cell).joined(separator: ",")) }
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(rows) else {
                console.diagnostic("Error: the ledger rows could not be written as JSON.")
                return .failure
            }
            console.line(String(decoding: data, as: UTF8.self))
        }
        return .success
    }
}
