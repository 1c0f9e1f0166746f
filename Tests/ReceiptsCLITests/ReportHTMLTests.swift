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
}
