import Foundation
import ReceiptCore
import Testing

@testable import ReceiptsCLI

/// Parsing `receipts report` and `receipts rescore`: pure, and every mistake a usage error.
@Suite struct ReportCommandTests {
    @Test func reportDefaults() throws {
        #expect(try CommandParser.parse(["report"]) == .report(ReportCommand()))
    }

    @Test func reportOptions() throws {
        let parsed = try CommandParser.parse([
            "report", "--ledger", "l.jsonl", "--by=month", "--field", "total", "--format", "html", "--out", "r.html",
        ])
        #expect(
            parsed
                == .report(
                    ReportCommand(ledger: "l.jsonl", grouping: .month, field: .total, format: .html, out: "r.html")))
    }

    @Test(arguments: [
        (["report", "--by", "week"], "The option '--by' takes one of paper, version, month, grader, not 'week'."),
        (
            ["report", "--field", "colour"],
            "The option '--field' takes one of merchant, date, total, subtotal, tax, tip, payment, currency, time, not 'colour'."
        ),
        (["report", "--format", "pdf"], "The option '--format' takes one of text, json, csv, html, not 'pdf'."),
        (
            ["report", "ledger.jsonl"],
            "'receipts report' reads the ledger and takes no paths, not 'ledger.jsonl'; name the ledger with --ledger FILE."
        ),
        (["report", "--ledger"], "The option '--ledger' needs a value."),
        (["report", "--colour"], "Unknown option '--colour'."),
        (["rescore"], "Give at least one image or folder to rescore."),
        (["rescore", "x.png", "--jobs", "0"], "The option '--jobs' takes a whole number from 1 to 256, not '0'."),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message, command: arguments[0])) { try CommandParser.parse(arguments) }
    }

    @Test func rescoreOptions() throws {
        let parsed = try CommandParser.parse([
            "rescore", "a.png", "dir", "--ledger", "l.jsonl", "-j", "2", "--ocr-cache", "c", "--psm", "4",
        ])
        var expected = RescoreCommand(paths: ["a.png", "dir"], ledger: "l.jsonl", jobs: 2, cacheDirectory: "c")
        expected.settings.pageSegmentationMode = 4
        #expect(parsed == .rescore(expected))
    }

    @Test func helpForBothCommands() throws {
        #expect(try CommandParser.parse(["report", "--help"]) == .help(topic: "report"))
        #expect(try CommandParser.parse(["help", "rescore"]) == .help(topic: "rescore"))
        #expect(ReceiptsCommandLine.helpText(for: "report").contains("--by G"))
        #expect(CommandParser.overview.contains("rescore PATH..."))
    }

    @Test func ledgerLocation() {
        #expect(LedgerLocation.path(option: "a", environment: ["RECEIPTS_LEDGER": "b"]) == "a")
        #expect(LedgerLocation.path(option: nil, environment: ["RECEIPTS_LEDGER": "b"]) == "b")
        #expect(LedgerLocation.path(option: nil, environment: [:]) == "Grading/ledger.jsonl")
    }

    @Test(arguments: [
        ("12.5", 0.125, "12.5"), ("0.0", 0.0, "0.0"), ("100.0", 1.0, "100.0"), ("rounds half up", 0.00125, "0.1"),
    ])
    func percentages(_ what: String, value: Double, text: String) {
        #expect(ReportNumbers.percent(value) == text)
    }

    @Test func signedPoints() {
        #expect(ReportNumbers.points(0.125) == "+12.5")
        #expect(ReportNumbers.points(-0.0004) == "±0.0")
        #expect(ReportNumbers.points(-0.25) == "−25.0")
    }
}
