/// A command line, parsed. Parsing never prints and never exits.
public enum Command: Equatable {
    case help(topic: String?)
    case version
    case ocr(OCRCommand)
    case scan(ScanCommand)
    case grade(GradeCommand)
    case report(ReportCommand)
    case rescore(RescoreCommand)
    case ledger(LedgerCommand)
    case explain(ExplainCommand)
}

public enum CommandParser {
    static let commands = ["ocr", "scan", "explain", "grade", "ledger", "report", "rescore"]

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { return .help(topic: nil) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help", "help":
            if let topic = rest.first {
                guard commands.contains(topic) else { throw UsageError("There is no command '\(topic)'.") }
                if topic == "ledger", rest.dropFirst().first == "export" { return .help(topic: "ledger export") }
                return .help(topic: topic)
            }
            return .help(topic: nil)
        case "--version", "version":
            return .version
        case "ocr":
            if wantsHelp(rest) { return .help(topic: "ocr") }
            return .ocr(try OCRCommand.parse(rest))
        case "scan":
            if wantsHelp(rest) { return .help(topic: "scan") }
            return .scan(try ScanCommand.parse(rest))
        case "grade":
            if wantsHelp(rest) { return .help(topic: "grade") }
            return .grade(try GradeCommand.parse(rest))
        case "report":
            if wantsHelp(rest) { return .help(topic: "report") }
            return .report(try ReportCommand.parse(rest))
        case "rescore":
            if wantsHelp(rest) { return .help(topic: "rescore") }
            return .rescore(try RescoreCommand.parse(rest))
        case "ledger":
            return try LedgerCommand.parse(rest)
        case "explain":
            if wantsHelp(rest) { return .help(topic: "explain") }
            return .explain(try ExplainCommand.parse(rest))
        default:
            if first.hasPrefix("-") { throw UsageError("Unknown option '\(first)'.") }
            throw UsageError("There is no command '\(first)'.")
        }
    }

    private static func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    static let overview = """
        receipts — read receipts with Tesseract, propose merchant, date and total, grade them, report accuracy

        Usage: receipts <command> [options]

        Commands:
          scan PATH...        propose merchant, date, total and more for each receipt (JSON lines)
          explain IMAGE       the rows as read, every candidate, and why each field won
          grade SCANS.jsonl   grade proposals correct / close / miss into the ledger
          ledger export       the grading ledger as a CSV or JSON table
          report              accuracy by field and paper class, with intervals (text, CSV, JSON, HTML)
          rescore PATH...     grade the current extractor on every receipt whose truth is known
          ocr IMAGE...        positioned words per image (TSV or JSON), for inspecting the OCR stage

        Options:
          -h, --help          show this help, or 'receipts <command> --help' for one command
          --version           show the versions of receipts and Tesseract

        Results go to standard output, progress and errors to standard error.
        Exit status: 0 success, 1 failure, 64 usage error, 65 bad input data.
        """
}
