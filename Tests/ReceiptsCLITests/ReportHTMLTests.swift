import Foundation
import ReceiptCore
import Testing

@testable import ReceiptsCLI

/// The HTML report shows whatever the ledger holds as text, never as markup.
@Suite struct ReportHTMLTests {
    static let attack = "<script>alert(1)</script>"

    /// A ledger whose paper tag, file name, proposed and true values, grader and
    /// extractor version all try to inject markup.
    static func hostileEvents() -> [LedgerEvent] {
        let receipt = String(repeating: "b", count: 64)
        let file = "<img src=x onerror=alert(2)>.png"
        func event(
            _ id: String, _ kind: LedgerEvent.Kind, version: String = "1.0", grader: String = "person", at: String
        ) -> LedgerEvent {
            LedgerEvent(id: id, at: at, receipt: receipt, file: file, extractor: version, grader: grader, kind: kind)
        }
        var paper = event("p1", .paper, at: "2026-10-01T00:00:00.000Z")
        paper.paper = PaperClass(attack)
        var truth = event("t1", .truth, at: "2026-10-01T00:00:00.000Z")
        truth.field = .merchant
        truth.value = attack
        var first = event("g1", .grade, at: "2026-10-01T00:00:00.000Z")
        first.field = .merchant
        first.proposed = attack + "\"'&"
        first.confidence = 0.95
        first.grade = .miss
        var second = event(
            "g2", .grade, version: "1.1\"><script>alert(3)</script>", grader: attack, at: "2026-11-01T00:00:00.000Z")
        second.field = .merchant
        second.proposed = "Corner Cafe"
        second.grade = .close
        return [paper, truth, first, second]
    }

    @Test(arguments: ReportGrouping.allCases)
    func everythingFromTheLedgerIsEscaped(by grouping: ReportGrouping) throws {
        let html = try ReportCommand(grouping: grouping, format: .html).render(
            Self.hostileEvents(), source: "<b>ledger</b>.jsonl")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&lt;img src=x onerror=alert(2)&gt;.png"))
        #expect(html.contains("&lt;b&gt;ledger&lt;/b&gt;.jsonl"))
        let lowered = html.lowercased()
        #expect(!lowered.contains("<script"))
        #expect(!lowered.contains("<img"))
        #expect(!lowered.contains("<b>"))
        #expect(!html.contains("1.1\"><"), "an attribute value was closed by ledger text")
        #expect(html.contains("1.1&quot;&gt;&lt;script&gt;"))
    }

    @Test func thePageIsSelfContained() throws {
        let events = try ReportGoldenTests.ledgerEvents()
        let html = try ReportCommand(grouping: .version, format: .html).render(events, source: "ledger.jsonl")
        let lowered = html.lowercased()
        #expect(lowered.hasPrefix("<!doctype html>"))
        #expect(!lowered.contains("<script"))
        #expect(!lowered.contains("<link"))
        #expect(!lowered.contains("src="))
        #expect(!lowered.contains("url("))
        #expect(
            !lowered.contains("http://")
                || !lowered.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"))
        #expect(!lowered.contains("https://"))
        #expect(lowered.contains("content-security-policy"))
        // A chart per field over versions and over months, and one per field by paper class.
        #expect(html.components(separatedBy: "<svg class=\"chart\"").count - 1 == 9)
        #expect(html.contains("merchant by version"))
        #expect(html.contains("total by paper class"))
    }

    @Test func escapeCoversEveryMarkupCharacter() {
        #expect(
            HTML.escape("<a href=\"x\" title='y'>&</a>")
                == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
        let value = "<i>"
        let fragment: HTML = "<p>\(value)</p>"
        #expect(fragment.description == "<p>&lt;i&gt;</p>")
    }

    /// OCR text all the way to the page: a receipt whose printed name and file name are
    /// markup is scanned, graded against a label that is markup too, and reported.
    @Test func hostileOCRTextFromAScanReachesTheHTMLReportAsText() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = "<img src=x onerror=alert(2)>.png"
        func row(_ texts: [String], line: Int, y: Int, height: Int = 20) -> [Word] {
            var x = 10
            return texts.enumerated().map { index, text in
                defer { x += text.count * height / 2 + height / 2 }
                return Word(
                    text: text, box: Box(x0: x, y0: y, x1: x + text.count * height / 2, y1: y + height), confidence: 95,
                    line: line, index: index + 1, lineHeight: height)
            }
        }
        let words =
            row(["TOM'S", "\"DINER\"", "&", "<SCRIPT>ALERT(1)</SCRIPT>"], line: 1, y: 20, height: 40)
            + row(["2024-03-02", "13:41"], line: 2, y: 110) + row(["TOTAL", "12.30"], line: 3, y: 140)
        let dump = OCRDump(file: file, sha256: String(repeating: "c", count: 64), page: OCRPage(width: 1400, height: 220, words: words))
        let dumpURL = folder.appendingPathComponent("dump.json")
        try Data(JSONLine.encode(dump).utf8).write(to: dumpURL)
        let labels = folder.appendingPathComponent("labels")
        try FileManager.default.createDirectory(at: labels, withIntermediateDirectories: true)
        try Data(#"{"merchant":"<script>alert('truth')</script> & \"Co\"","total":"12.30","paper":"thermal-roll"}"#.utf8)
            .write(to: labels.appendingPathComponent("<img src=x onerror=alert(2)>.json"))

        let scans = folder.appendingPathComponent("scans.jsonl").path
        let ledger = folder.appendingPathComponent("ledger.jsonl").path
        let report = folder.appendingPathComponent("report.html").path
        #expect(try ReceiptsBinary.run(["scan", dumpURL.path, "--out", scans], in: folder).status == 0)
        let scanned = try String(contentsOfFile: scans, encoding: .utf8)
        #expect(scanned.contains(#"<SCRIPT>ALERT(I)<\/SCRIPT"#) || scanned.contains("<SCRIPT>ALERT(I)</SCRIPT"), "the markup really is the proposal")
        #expect(try ReceiptsBinary.run(["grade", scans, "--truth", labels.path, "--ledger", ledger], in: folder).status == 0)
        for grouping in ["paper", "version", "month"] {
            let result = try ReceiptsBinary.run(
                ["report", "--ledger", ledger, "--by", grouping, "--format", "html", "--out", report], in: folder)
            #expect(result.status == 0)
            let html = try String(contentsOfFile: report, encoding: .utf8)
            let lowered = html.lowercased()
            #expect(!lowered.contains("<script"), "\(grouping)")
            #expect(!lowered.contains("<img"), "\(grouping)")
            #expect(html.contains("&lt;img src=x onerror=alert(2)&gt;.png"), "\(grouping): the file name, as text")
            #expect(html.contains("TOM&#39;S &quot;DINER&quot; &amp; &lt;SCRIPT&gt;ALERT(I)&lt;/SCRIPT"), "\(grouping): the proposal, as text")
        }
    }
}
