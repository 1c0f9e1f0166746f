import Foundation
import Testing

@testable import ReceiptCore
@testable import ReceiptOCR

/// The pure parsers behind HEIC and PDF input: HEIF boxes, pdfinfo and pdftotext output.
@Suite("Input parsers")
struct InputParserTests {
    static let heic = Paths.root.appendingPathComponent("Fixtures/inputs/corner-market.heic")

    @Test func theHEICFixtureIsWhole() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.heic))
        #expect(HEIFStructure.isHEIF(bytes))
        #expect(HEIFStructure.boxProblem(bytes) == nil)
        #expect(HEIFStructure.boxProblem(Array(bytes.prefix(bytes.count / 2)))?.hasPrefix("truncated") == true)
        #expect(!HEIFStructure.isHEIF(Array("%PDF-1.4".utf8)))
    }

    @Test func aHEICBombIsRefusedFromItsHeader() throws {
        var bytes = [UInt8](try Data(contentsOf: Self.heic))
        for at in 0..<(bytes.count - 16) where bytes[at..<(at + 4)].elementsEqual(Array("ispe".utf8)) {
            bytes.replaceSubrange((at + 8)..<(at + 16), with: [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30])  // 30000 × 30000
        }
        #expect(throws: OCRError.tooManyPixels(path: "bomb.heic", width: 30000, height: 30000, limit: 120_000_000)) {
            try ImageLoader.header(of: bytes, path: "bomb.heic", limits: ImageLimits())
        }
    }

    @Test func pdfinfoIsParsedWithRotatedPagesTurned() throws {
        let text = """
            Pages:           2
            Encrypted:       yes (print:yes copy:no change:no addNotes:no algorithm:RC4)
            Page    1 size:  612 x 792 pts (letter)
            Page    1 rot:   90
            Page    2 size:  226.4 x 14400 pts
            Page    2 rot:   0
            """
        let info = try #require(PDFStructure.info(fromPdfinfo: text))
        #expect(info.pages == 2 && info.encrypted)
        #expect(info.sizes[1]?.width == 792 && info.sizes[1]?.height == 612)
        #expect(info.sizes[2]?.height == 14400)
        #expect(PDFStructure.info(fromPdfinfo: "Syntax Error: nothing here") == nil)
    }

    @Test func bboxLayoutGivesWordsWithLinesAndEntities() throws {
        let text = """
            <doc><page width="200.000000" height="100.000000"><flow><block xMin="1" yMin="1" xMax="2" yMax="2">
            <line xMin="10" yMin="10" xMax="90" yMax="20">
            <word xMin="10.0" yMin="10.0" xMax="40.0" yMax="20.0">FISH&amp;CHIPS</word>
            <word xMin="50.0" yMin="10.0" xMax="90.0" yMax="20.0">&lt;12.50&gt;</word>
            </line></block></flow></page>
            <page width="1" height="1"><word xMin="0" yMin="0" xMax="1" yMax="1">ignored</word></page></doc>
            """
        let page = try #require(PDFStructure.textPage(fromBBoxLayout: text))
        #expect(page.width == 200 && page.height == 100)
        #expect(page.words.map(\.text) == ["FISH&CHIPS", "<12.50>"])
        #expect(page.words[1].index == 2 && page.words[1].line == 1 && page.words[1].x0 == 50)
        #expect(PDFStructure.textPage(fromBBoxLayout: "<html><body></body></html>") == nil)
    }

    @Test func aPDFMustEndWithItsEOFMarker() {
        #expect(PDFStructure.isPDF(Array("junk%PDF-1.7\n".utf8)))
        #expect(PDFStructure.truncationProblem(Array("%PDF-1.4\n1 0 obj\n%%EOF\n".utf8)) == nil)
        #expect(PDFStructure.truncationProblem(Array("%PDF-1.4\n1 0 obj\n<<".utf8)) != nil)
    }

    @Test func aPageIsDrawnAt300DPIUnlessThatPassesThePixelCap() {
        let limits = PDFLimits()
        #expect(PDFDocument.dpi(for: PDFPage(number: 1, width: 226, height: 800), limits: limits) == 300)
        // 8.5 × 100 inches at 300 dpi would be 76 megapixels.
        let long = PDFDocument.dpi(for: PDFPage(number: 1, width: 612, height: 7200), limits: limits)
        #expect(long < 300 && (8.5 * long) * (100 * long) <= 40_000_000)
    }

    @Test func aHelperThatRunsPastItsTimeIsKilled() throws {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try ExternalTool.run("sleep", ["30"], timeout: 0.5)
            Issue.record("sleep 30 finished inside half a second")
        } catch {
            guard case .timedOut(let tool, _) = error else {
                Issue.record("expected a time-out, got \(error)")
                return
            }
            #expect(tool == "sleep")
        }
        #expect(clock.now - start < .seconds(10))
        #expect(throws: ExternalTool.Failure.self) { try ExternalTool.run("receipts-no-such-helper", []) }
    }
}
