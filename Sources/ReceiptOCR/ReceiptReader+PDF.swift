import Foundation
import ReceiptCore

/// A PDF page read as a receipt, with the drawing of the page when one was made (for an overlay).
public struct PDFPageRead {
    public var read: ReceiptRead
    /// Whether the words came from the PDF's text layer (no OCR).
    public var fromTextLayer: Bool
    /// The page drawn as PNG, when it was drawn to be read.
    public var rendering: [UInt8]?
}

extension ReceiptReader {
    /// Reads one page of the PDF at `path`: from its text layer when it has one (exact
    /// words, no OCR, recognise time zero), else drawn at about 300 dpi and read like
    /// any image, second looks included. `sha256` is the page's own identity.
    public func read(pdfPage page: PDFPage, in path: String, sha256: String, limits: PDFLimits) throws(OCRError) -> PDFPageRead {
        let name = PDFPage.name(path, page: page.number)
        if let problem = page.problem { throw .pdf(path: name, reason: problem) }
        let clock = ContinuousClock()
        let start = clock.now
        if let text = try PDFDocument.textLayer(path: path, page: page, limits: limits) {
            var read = extract(text, decodeSeconds: (clock.now - start).inSeconds, sha256: sha256)
            read.passes = ["PDF text layer"]
            return PDFPageRead(read: read, fromTextLayer: true, rendering: nil)
        }
        let png = try PDFDocument.render(path: path, page: page, limits: limits)
        let drawSeconds = (clock.now - start).inSeconds
        var read = try self.read(bytes: png, sha256: sha256, path: name)
        read.format = .pdf
        read.timings.decode += drawSeconds
        read.page.preprocessing.steps.insert(
            "PDF page drawn at \(Int(PDFDocument.dpi(for: page, limits: limits))) dpi (no text layer)", at: 0)
        return PDFPageRead(read: read, fromTextLayer: false, rendering: png)
    }

    /// Reads every page of the PDF at `path` as one receipt that spans them: the pages'
    /// words stacked top to bottom in one frame (each page read once, from its text layer
    /// or drawn and recognised), then the fields proposed over the whole.
    public func read(pdfPages pages: [PDFPage], in path: String, limits: PDFLimits) throws(OCRError) -> PDFPageRead {
        let clock = ContinuousClock()
        var timings = StageTimings()
        var words: [Word] = []
        var width = 0
        var top = 0
        var steps: [String] = []
        var allText = true
        var blockOffset = 0
        for page in pages {
            let name = PDFPage.name(path, page: page.number)
            if let problem = page.problem { throw .pdf(path: name, reason: problem) }
            let start = clock.now
            let read: OCRPage
            if let text = try PDFDocument.textLayer(path: path, page: page, limits: limits) {
                read = text
                timings.decode += (clock.now - start).inSeconds
                steps.append("page \(page.number): text layer")
            } else {
                let png = try PDFDocument.render(path: path, page: page, limits: limits)
                timings.decode += (clock.now - start).inSeconds
                let result = try reader.read(bytes: png, path: name)
                timings = timings + result.timings
                read = result.page
                allText = false
                steps.append("page \(page.number): drawn at \(Int(PDFDocument.dpi(for: page, limits: limits))) dpi and read")
            }
            for var word in read.words {
                word.box = Box(x0: word.box.x0, y0: word.box.y0 + top, x1: word.box.x1, y1: word.box.y1 + top)
                word.block += blockOffset
                words.append(word)
            }
            blockOffset = words.map(\.block).max() ?? blockOffset
            width = max(width, read.width)
            top += read.height
        }
        let page = OCRPage(
            width: max(width, 1), height: max(top, 1),
            preprocessing: Preprocessing(steps: ["PDF pages stacked as one receipt"] + steps), words: words)
        var read = extract(page, decodeSeconds: 0, sha256: nil)
        read.timings = timings + StageTimings(extract: read.timings.extract)
        read.passes = ["PDF pages as one receipt"]
        return PDFPageRead(read: read, fromTextLayer: allText, rendering: nil)
    }

    /// Fields proposed from words that need no OCR; `sha256` is the receipt's identity,
    /// whose own grades the household's memory leaves out.
    func extract(_ page: OCRPage, decodeSeconds: Double, sha256: String?) -> ReceiptRead {
        let clock = ContinuousClock()
        let start = clock.now
        let analysis = PageAnalysis(page: page)
        let extraction = Extractor.proposal(from: analysis, options: self.extraction, receipt: sha256)
        let timings = StageTimings(decode: decodeSeconds, extract: (clock.now - start).inSeconds)
        return ReceiptRead(
            page: page, extraction: extraction, analysis: analysis, format: .pdf, timings: timings, passes: [],
            secondLookReasons: [])
    }
}
