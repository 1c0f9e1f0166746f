import Foundation
import ReceiptCore
import Testing

@testable import ReceiptsCLI

/// `receipts explain` and the text report print what OCR read and what the ledger holds:
/// an escape sequence among them is shown, never sent to the terminal.
@Suite struct TerminalTextTests {
    static let clear = "\u{1B}[2J"

    /// Anything that could act on a terminal: C0 and C1 controls (but the line breaks the
    /// text is made of), DEL and the bidirectional overrides and isolates.
    static func actsOnATerminal(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value)
        }
    }

    @Test func explainShowsEscapesReadOffAReceiptAsText() {
        let words = [
            Word(text: "CAFE\(Self.clear)", box: Box(x0: 10, y0: 10, x1: 120, y1: 40), confidence: 90),
            Word(text: "TOTAL", box: Box(x0: 10, y0: 60, x1: 70, y1: 80), confidence: 90, line: 2),
            Word(text: "\u{9B}12.50", box: Box(x0: 200, y0: 60, x1: 260, y1: 80), confidence: 90, line: 2, index: 2),
        ]
        let analysis = PageAnalysis(page: OCRPage(width: 300, height: 100, words: words))
        var merchant = Field(
            value: "CAFE\(Self.clear)", text: "CAFE\(Self.clear)", row: "CAFE\(Self.clear)", confidence: 0.9,
            rule: "largest-text-near-top", reason: "the largest text, \u{202E}near the top")
        merchant.rejected = [
            Candidate(value: "TOTAL\u{7}", text: "TOTAL\u{7}", row: "TOTAL\n12.50", rule: "first-row", score: 0.1, lost: "a label")
        ]
        let extraction = Extraction(
            fields: [.merchant: merchant], missing: [.date: "no date in \u{1B}]0;title\u{7}"],
            paper: PaperGuess(paper: PaperClass("odd\u{85}"), reason: "test"))
        let text = Explanation.render(file: "evil\(Self.clear).png", analysis: analysis, extraction: extraction)
        #expect(!Self.actsOnATerminal(text), "\(text)")
        #expect(text.hasPrefix("evil\\u{1B}[2J.png\n"))
        #expect(text.contains("CAFE\\u{1B}[2J   rule largest-text-near-top"))
        #expect(text.contains("why: the largest text, \\u{202E}near the top"))
        #expect(text.contains("beat TOTAL\\u{7} (first-row): a label — \"TOTAL\\n12.50\""))
        #expect(text.contains("(no date in \\u{1B}]0;title\\u{7})"))
        #expect(text.contains("Paper class suggested: odd\\u{85} (test)"))
    }

    @Test func theTextReportShowsEscapesFromTheLedgerAsText() throws {
        let events = ["\u{1B}[2J", "plain"].enumerated().flatMap { index, tag in
            let sha = String(repeating: "\(index + 1)", count: 64)
            return [
                LedgerEvent(
                    receipt: sha, file: "r\(index).png", extractor: "1.0\u{202E}", grader: "person\u{9B}", kind: .paper,
                    paper: PaperClass(tag)),
                LedgerEvent(
                    receipt: sha, file: "r\(index).png", extractor: "1.0\u{202E}", grader: "person\u{9B}", kind: .grade,
                    field: .total, proposed: "9.99", grade: .correct),
            ]
        }
        let text = try ReportCommand(grouping: .paper).render(events, source: "ledger\(Self.clear).jsonl")
        #expect(!Self.actsOnATerminal(text), "\(text)")
        #expect(text.contains("Ledger ledger\\u{1B}[2J.jsonl:"))
        #expect(text.contains("Extractor versions: 1.0\\u{202E}. Graders: person\\u{9B}."))
        // Escaped before the columns were measured, so the table still lines up.
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("total") || $0.hasPrefix("      ") }
        let hostile = try #require(rows.first { $0.contains("\\u{1B}[2J") })
        let plain = try #require(rows.first { $0.contains("plain") })
        #expect(hostile.count == plain.count, "\(hostile)\n\(plain)")
    }
}
