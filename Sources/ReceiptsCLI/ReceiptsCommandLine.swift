import Foundation
import ReceiptCore
import ReceiptOCR

/// The `receipts` program: parse, run one command, exit.
public enum ReceiptsCommandLine {
    /// The extractor's version is part of every scan line and ledger event.
    public static let version = "0.1.0"

    public static func main() async -> Never {
        OpenMP.reexecSingleThreadedIfNeeded()
        let console = Console()
        let command: Command
        do {
            command = try CommandParser.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            console.diagnostic(error.description)
            exit(ExitCode.usage.rawValue)
        }
        let code = await run(command, console: console)
        exit(code.rawValue)
    }

    /// Runs a parsed command and returns its exit code.
    public static func run(_ command: Command, console: Console) async -> ExitCode {
        switch command {
        case .help(let topic):
            console.line(helpText(for: topic))
            return .success
        case .version:
            console.line("receipts \(version), extractor \(Extractor.version) (the rules' version that scan lines and grades record)")
            console.line("Tesseract \(TesseractEngine.version), OpenMP thread limit per engine \(OpenMP.threadLimit)")
            return .success
        case .ocr(let ocr):
            return ocr.run(console: console)
        case .scan(let scan):
            return scan.run(console: console)
        case .grade(let grade):
            return grade.run(console: console)
        case .report(let report):
            return report.run(console: console)
        case .rescore(let rescore):
            return rescore.run(console: console)
        case .ledger(let ledger):
            return ledger.run(console: console)
        case .explain(let explain):
            return explain.run(console: console)
        }
    }

    static func helpText(for topic: String?) -> String {
        switch topic {
        case "ocr": OCRCommand.help
        case "scan": ScanCommand.help
        case "grade": GradeCommand.help
        case "report": ReportCommand.help
        case "rescore": RescoreCommand.help
        case "ledger": LedgerCommand.help
        case "ledger export": LedgerCommand.exportHelp
        case "explain": ExplainCommand.help
        default: CommandParser.overview
        }
    }
}
