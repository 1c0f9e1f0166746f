import Foundation
import Testing

@testable import ReceiptsCLI

/// How a PDF page is named in scan lines, and where its file and overlay are found again.
@Suite("PDF page names")
struct PDFPageNameTests {
    @Test func aPageNameLeadsBackToItsFileAndOverlay() {
        #expect("box/a.pdf#page=3".pdfFilePath == "box/a.pdf")
        #expect("box/a.pdf#page=3".pdfPageNumber == 3)
        #expect("box/a.pdf#page=3".overlayName == "a-page3.png")
        #expect("box/photo.jpg".overlayName == "photo.png")
        #expect("box/photo.jpg".pdfFilePath == "box/photo.jpg")
        // Not a page: a name that only looks a little like one.
        #expect("odd#page=.png".pdfPageNumber == nil && "odd#page=2.png".pdfPageNumber == nil)
    }

    @Test func theViewerOpensAPagesOverlayOrElseItsPDF() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("receipts-viewer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let viewer = Viewer(environment: [:], overlayDirectory: folder.path)
        #expect(viewer.image(for: "in/a.pdf#page=2") == "in/a.pdf")
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("a-page2.png").path, contents: Data([1]))
        #expect(viewer.image(for: "in/a.pdf#page=2") == folder.appendingPathComponent("a-page2.png").path)
    }

    @Test func scanOptionsForInputsParse() throws {
        guard case .scan(let scan) = try CommandParser.parse(["scan", "a.pdf", "--pdf-pages", "together"]) else {
            Issue.record("not a scan")
            return
        }
        #expect(scan.wholePDF)
        guard case .scan(let watch) = try CommandParser.parse(["scan", "--watch", "in", "--out", "o.jsonl", "--settle", "0.5"])
        else {
            Issue.record("not a scan")
            return
        }
        #expect(watch.watch == "in" && watch.settleSeconds == 0.5)
        #expect(throws: UsageError.self) { try CommandParser.parse(["scan", "--watch", "in", "--out", "o", "--settle", "0"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["scan", "a.pdf", "--pdf-pages", "some"]) }
    }
}
