import Foundation
import ReceiptCore

/// Paths into the repository, derived from this file's location (never the working directory).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures")

    /// The frozen OCR word dump of a fixture (`Fixtures/ocr/<name>.json`).
    static func dump(_ name: String) throws -> OCRPage {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("ocr/\(name).json"))
        return try JSONDecoder().decode(FrozenDump.self, from: data).page
    }

    static func label(_ name: String) throws -> TruthLabel {
        try TruthLabel(json: Data(contentsOf: fixtures.appendingPathComponent("labels/\(name).json")))
    }

    static var fixtureNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("ocr").path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    private struct FrozenDump: Decodable {
        var page: OCRPage
    }
}

/// Builds synthetic OCR pages for rule tests, one printed row per string.
///
/// Within a row, `|` pushes what follows to the right margin, as receipts print
/// values; `¦` does the same but makes the right part a separate Tesseract line
/// and block, as OCR often reads it.
enum SyntheticPage {
    static let lineHeight = 20
    static let characterWidth = 10
    static let width = 600

    static func make(_ rows: [String], confidence: Double = 92, firstRowHeight: Int? = nil) -> OCRPage {
        var words: [Word] = []
        var block = 1
        for (index, spec) in rows.enumerated() {
            let height = index == 0 ? (firstRowHeight ?? lineHeight) : lineHeight
            let top = 20 + index * (lineHeight + 10) + (index > 0 ? (firstRowHeight ?? lineHeight) - lineHeight : 0)
            let separate = spec.contains("¦")
            let parts = spec.split(separator: separate ? "¦" : "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            var x = 10
            var wordIndex = 0
            for word in parts[0].split(separator: " ") {
                wordIndex += 1
                let w = word.count * characterWidth * height / lineHeight
                words.append(
                    Word(
                        text: String(word), box: Box(x0: x, y0: top, x1: x + w, y1: top + height), confidence: confidence,
                        block: block, paragraph: 1, line: index + 1, index: wordIndex, lineHeight: height))
                x += w + characterWidth
            }
            if parts.count == 2 {
                let right = parts[1].split(separator: " ")
                let total = right.reduce(0) { $0 + $1.count * characterWidth } + (right.count - 1) * characterWidth
                var rx = width - 10 - total
                let rightBlock = separate ? block + 1 : block
                for word in right {
                    wordIndex += 1
                    let w = word.count * characterWidth
                    words.append(
                        Word(
                            text: String(word), box: Box(x0: rx, y0: top + 1, x1: rx + w, y1: top + height + 1),
                            confidence: confidence, block: rightBlock, paragraph: 1, line: separate ? 1 : index + 1,
                            index: separate ? 1 : wordIndex, lineHeight: height))
                    rx += w + characterWidth
                }
                if separate { block += 1 }
            }
            block += separate ? 1 : 0
        }
        let height = 40 + rows.count * (lineHeight + 10)
        return OCRPage(width: width, height: height, words: words)
    }
}
