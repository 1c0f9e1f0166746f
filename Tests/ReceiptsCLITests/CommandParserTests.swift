import ReceiptOCR
import Testing

@testable import ReceiptsCLI

/// Parsing is pure: these run without starting anything.
@Suite struct CommandParserTests {
    @Test func gradeTakesOneScanFileAndItsOptions() throws {
        var expected = GradeCommand()
        expected.scans = "scans.jsonl"
        expected.ledger = "l.jsonl"
        expected.overlay = "overlays"
        #expect(try CommandParser.parse(["grade", "scans.jsonl", "--ledger", "l.jsonl", "--overlay=overlays"]) == .grade(expected))
    }

    @Test func scanTakesTheModelAndTheLooks() throws {
        var expected = ScanCommand()
        expected.paths = ["shoebox"]
        expected.settings.model = "stock"
        expected.looks = [.secondPass, .cropRereads]
        #expect(try CommandParser.parse(["scan", "shoebox", "--model", "stock", "--looks", "second,crops"]) == .scan(expected))
        var none = ScanCommand()
        none.paths = ["shoebox"]
        none.looks = []
        #expect(try CommandParser.parse(["scan", "shoebox", "--looks=none"]) == .scan(none))
        #expect(ScanCommand().settings.readingModel == .shipped)
        var file = OCRSettings()
        file.model = "/models/shop.traineddata"
        #expect(file.readingModel == ReadingModel(language: "shop", dataPath: "/models"))
    }

    @Test(arguments: [
        (
            ["scan", "x.png", "--model", "best"],
            UsageError("The option '--model' takes receipts, stock or a .traineddata file, not 'best'.", command: "scan")
        ),
        (
            ["scan", "x.png", "--looks", "second,fourth"],
            UsageError("The option '--looks' takes second, third, header, crops or none, separated by commas, not 'fourth'.", command: "scan")
        ),
    ])
    func scanRefusesAnUnknownModelOrLook(arguments: [String], error: UsageError) {
        #expect(throws: error) { try CommandParser.parse(arguments) }
    }

    @Test func gradeRefusesOverlayWithTruth() {
        #expect(throws: UsageError("--overlay is for grading by hand; it means nothing with --truth.", command: "grade")) {
            try CommandParser.parse(["grade", "s.jsonl", "--truth", "labels", "--overlay", "o"])
        }
    }

    @Test func gradeWantsExactlyOneScanFile() {
        #expect(throws: UsageError("Give exactly one scan file (the JSON lines from 'receipts scan').", command: "grade")) {
            try CommandParser.parse(["grade"])
        }
    }

    @Test func ledgerExportParsesItsOptions() throws {
        #expect(try CommandParser.parse(["ledger", "export"]) == .ledger(LedgerCommand()))
        var json = LedgerCommand()
        json.ledger = "x.jsonl"
        json.format = .json
        #expect(try CommandParser.parse(["ledger", "export", "--format", "json", "--ledger=x.jsonl"]) == .ledger(json))
    }

    @Test(arguments: [
        (["ledger"], UsageError("Say what to do with the ledger: 'receipts ledger export'.", command: "ledger")),
        (["ledger", "show"], UsageError("There is no ledger command 'show'; there is 'export'.", command: "ledger")),
        (["ledger", "export", "--format", "xml"], UsageError("The option '--format' takes one of csv, json, not 'xml'.", command: "ledger export")),
        (
            ["ledger", "export", "extra"],
            UsageError("'receipts ledger export' takes no arguments, only options; got 'extra'.", command: "ledger export")
        ),
        (["ledger", "export", "--out", "x"], UsageError("Unknown option '--out'.", command: "ledger export")),
    ])
    func ledgerMistakesAreUsageErrors(arguments: [String], error: UsageError) {
        #expect(throws: error) { try CommandParser.parse(arguments) }
    }

    @Test(arguments: [
        (["ledger", "--help"], "ledger"),
        (["ledger", "export", "--help"], "ledger export"),
        (["ledger", "export", "-h"], "ledger export"),
        (["help", "ledger"], "ledger"),
        (["help", "ledger", "export"], "ledger export"),
        (["grade", "--help"], "grade"),
    ])
    func helpTopics(arguments: [String], topic: String) throws {
        #expect(try CommandParser.parse(arguments) == .help(topic: topic))
    }

    @Test func helpTextsNameEveryGradingKeyAndTheLedgerCommand() {
        for key in ["c / l / m ", "s ", "Enter or c ", "1-9, t ", "u ", "b ", "o ", "?  q "] {
            #expect(GradeCommand.help.contains("\n  \(key)"), "\(key)")
        }
        #expect(CommandParser.overview.contains("ledger export"))
        #expect(ReceiptsCommandLine.helpText(for: "ledger export") == LedgerCommand.exportHelp)
    }

    @Test func theLedgerPathIsTheOptionThenTheVariableThenTheDefault() {
        #expect(LedgerCommand.path("a.jsonl", environment: ["RECEIPTS_LEDGER": "b.jsonl"]) == "a.jsonl")
        #expect(LedgerCommand.path(nil, environment: ["RECEIPTS_LEDGER": "b.jsonl"]) == "b.jsonl")
        #expect(LedgerCommand.path(nil, environment: [:]) == "Grading/ledger.jsonl")
    }
}
