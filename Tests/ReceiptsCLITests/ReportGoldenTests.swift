import Foundation
import ReceiptCore
import Testing

@testable import ReceiptsCLI

/// The text report of a hand-made ledger (`Golden/ledger.jsonl`, written by
/// `Golden/make-ledger.py`) compared byte for byte with the recorded files.
/// `RECORD=1 swift test` rewrites them and fails, so a new recording is always
/// looked at before it is committed.
@Suite struct ReportGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func ledgerEvents() throws -> [LedgerEvent] {
        let contents = try Ledger(path: golden.appendingPathComponent("ledger.jsonl").path).read()
        #expect(contents.warnings.isEmpty)
        return contents.events
    }

    static func compare(_ actual: String, with name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD"] == "1" {
            try Data(actual.utf8).write(to: url, options: .atomic)
            Issue.record(
                "Recorded \(name); review its diff, then run the tests again without RECORD=1.",
                sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "There is no golden file \(name); record it with RECORD=1 and review it.",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line =
                Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 }
                ?? min(actualLines.count, expectedLines.count)
            let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
            let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
            Issue.record(
                "\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n(RECORD=1 re-records it.)",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ReportGrouping.allCases)
    func textReport(by grouping: ReportGrouping) throws {
        let command = ReportCommand(grouping: grouping)
        try Self.compare(
            try command.render(Self.ledgerEvents(), source: "ledger.jsonl"), with: "report-\(grouping).txt")
    }

    @Test func textReportOfOneField() throws {
        let command = ReportCommand(grouping: .version, field: .total)
        try Self.compare(
            try command.render(Self.ledgerEvents(), source: "ledger.jsonl"), with: "report-version-total.txt")
    }

    @Test func textReportOfAnEmptyLedger() throws {
        try Self.compare(try ReportCommand().render([], source: "ledger.jsonl"), with: "report-empty.txt")
    }

    @Test func csvReport() throws {
        let command = ReportCommand(grouping: .version, format: .csv)
        try Self.compare(try command.render(Self.ledgerEvents(), source: "ledger.jsonl"), with: "report-version.csv")
    }

    @Test func jsonReportHoldsTheWholeReport() throws {
        let events = try Self.ledgerEvents()
        let text = try ReportCommand(grouping: .month, format: .json).render(events, source: "ledger.jsonl")
        struct Document: Decodable {
            var ledger: String
            var report: AccuracyReport
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        #expect(document.ledger == "ledger.jsonl")
        #expect(document.report == AccuracyReport(events: events, grouping: .month))
    }
}
