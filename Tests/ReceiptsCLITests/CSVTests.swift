import Foundation
import ReceiptCore
import Testing

@testable import ReceiptsCLI

/// Every CSV Receipts writes is opened in a spreadsheet, and its text comes from OCR and
/// from file names: no cell may become a live formula, and amounts must stay numbers.
@Suite struct CSVTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("TOTAL 12.30", "TOTAL 12.30"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("two\r\nlines", "\"two\r\nlines\""),
        // Formulas, however they start, are shown as text.
        ("=HYPERLINK(\"http://x.example\",\"refund\")", "\"'=HYPERLINK(\"\"http://x.example\"\",\"\"refund\"\")\""),
        ("@SUM(A1:A9)", "'@SUM(A1:A9)"),
        ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
        ("-2+3", "'-2+3"),
        ("-", "'-"),
        ("\t=1", "'\t=1"),
        ("\r\n=1", "\"'\r\n=1\""),
        // Plain numbers stay numbers.
        ("-2.00", "-2.00"),
        ("-0.5", "-0.5"),
        ("+3", "+3"),
        ("-.5", "-.5"),
        ("-0,5", "\"-0,5\""),
        ("-1.2.3", "'-1.2.3"),
        ("-٣", "'-٣"),
    ])
    func cellsAreQuotedAndDisarmed(text: String, cell: String) {
        #expect(CSV.cell(text) == cell)
    }

    @Test func aScannedFileNamedLikeAFormulaIsTextInTheCSV() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A word dump names its image: that name is the scan line's file, as untrusted as any.
        let dump =
            #"{"file":"@SUM(A1:A9).png","page":{"height":100,"width":200,"preprocessing":{"deskewDegrees":0,"orientationDegrees":0,"pageSegmentationMode":6,"scale":1,"steps":[]},"words":[{"block":1,"box":[10,10,60,30],"conf":90,"line":1,"lineHeight":20,"par":1,"text":"=1+1","word":1}]}}"#
        try Data(dump.utf8).write(to: folder.appendingPathComponent("dump.json"))
        let result = try ReceiptsBinary.run(["scan", "dump.json", "--format", "csv"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("'@SUM(A1:A9).png,") == true, "\(result.output)")
    }

    @Test func theCSVAndTheTableNameTheFieldsToAskAbout() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The handwritten guest check, read once from its dump: its name and its date are proposed
        // unsurely, and its total, whose items and tax do not sum to it, is held under 0.9 as
        // nothing else confirms it. The check column names exactly the headline fields under 0.9.
        let dump = ReceiptsBinary.root.appendingPathComponent("Fixtures/ocr/diner-handwritten-guest-check.json").path
        let jsonl = try ReceiptsBinary.run(["scan", dump], in: folder)
        let extraction = try #require(try JSONLine.decode(ScanRecord.self, from: Substring(jsonl.output)).extraction)
        let unsure = [FieldName.merchant, .date, .total].filter { (extraction[$0]?.confidence ?? 0) < 0.9 }.map(\.rawValue)
        #expect(unsure == ["merchant", "date", "total"])
        #expect(extraction[.total]?.reason.contains("nothing else on the page confirms it") == true)
        let csv = try ReceiptsBinary.run(["scan", dump, "--format", "csv"], in: folder)
        #expect(csv.status == 0, "\(csv.errors)")
        let lines = csv.output.split(separator: "\n").map(String.init)
        let header = try #require(lines.first).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.last).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(header.suffix(3) == ["paper", "check", "error"])
        #expect(row.count == header.count)
        #expect(row[try #require(header.firstIndex(of: "check"))] == unsure.joined(separator: " "))
        let table = try ReceiptsBinary.run(["scan", dump, "--format", "table"], in: folder)
        #expect(table.output.split(separator: "\n").first?.hasSuffix("check") == true)
        #expect(table.output.split(separator: "\n").last?.hasSuffix(unsure.joined(separator: " ")) == true)
    }

    @Test func theLedgerExportDisarmsTextAndKeepsAmounts() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = folder.appendingPathComponent("ledger.jsonl")
        let sha = ScanLines.sha("e")
        try Ledger(path: ledger.path).append([
            LedgerEvent(
                receipt: sha, file: "=HYPERLINK(\"http://x.example\").png", extractor: "1.0", grader: "person", kind: .grade,
                field: .merchant, proposed: "@SUM(A1:A9)", grade: .miss),
            LedgerEvent(
                receipt: sha, file: "=HYPERLINK(\"http://x.example\").png", extractor: "1.0", grader: "person", kind: .grade,
                field: .total, proposed: "-2.00", grade: .correct),
        ])
        let result = try ReceiptsBinary.run(["ledger", "export", "--ledger", ledger.path], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.split(separator: "\n").dropFirst().map(String.init) == [
                "\(sha),\"'=HYPERLINK(\"\"http://x.example\"\").png\",merchant,'@SUM(A1:A9),miss,person,1.0,,",
                "\(sha),\"'=HYPERLINK(\"\"http://x.example\"\").png\",total,-2.00,correct,person,1.0,,",
            ])
    }
}
