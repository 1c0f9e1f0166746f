import Foundation
import ReceiptCore

/// Limits for PDFs, checked with `pdfinfo` before any page is drawn or read.
public struct PDFLimits: Sendable, Equatable {
    /// Most pages a PDF may have (a receipt stack, not a book).
    public var maxPages: Int
    /// Longest page side, in inches (a metre-long grocery tape is 40).
    public var maxPageInches: Double
    /// Resolution a page without a text layer is drawn at, unless that passes `maxRenderedPixels`.
    public var renderDPI: Double
    /// Most pixels a drawn page may have; a larger page is drawn at a lower resolution.
    public var maxRenderedPixels: Double
    /// Longest a Poppler helper may run for one page or one document, in seconds.
    public var toolSeconds: Double

    public init(
        maxPages: Int = 500, maxPageInches: Double = 100, renderDPI: Double = 300,
        maxRenderedPixels: Double = 40_000_000, toolSeconds: Double = 60
    ) {
        self.maxPages = maxPages
        self.maxPageInches = maxPageInches
        self.renderDPI = renderDPI
        self.maxRenderedPixels = maxRenderedPixels
        self.toolSeconds = toolSeconds
    }
}

/// One page of a PDF: its number (from 1), its displayed size, and why it cannot be
/// read when that is known before reading it.
public struct PDFPage: Sendable, Equatable {
    public var number: Int
    /// Width and height in points (1/72 inch), after the page's rotation.
    public var width: Double
    public var height: Double
    public var problem: String?

    /// How the page is named in output and in the ledger: `file.pdf#page=3`.
    public static func name(_ path: String, page: Int) -> String { "\(path)#page=\(page)" }
}

/// Reads PDFs through Poppler's command-line programs (`poppler-utils`), run as separate
/// processes: Poppler is GPL, and a program that only starts another program is not bound
/// by its licence, so the `receipts` binary stays under its own (see README, Inputs).
public enum PDFDocument {
    /// Whether `bytes` are a PDF (its header within the first kilobyte).
    public static func isPDF(_ bytes: [UInt8]) -> Bool { PDFStructure.isPDF(bytes) }

    /// The pages of the PDF held in `bytes` (read from `path`), each with its size and,
    /// for a page over the size limit, its problem; or why the document cannot be read.
    public static func pages(path: String, bytes: [UInt8], limits: PDFLimits) throws(OCRError) -> [PDFPage] {
        guard PDFStructure.isPDF(bytes) else { throw .pdf(path: path, reason: "not a PDF (no %PDF- header)") }
        if let problem = PDFStructure.truncationProblem(bytes) { throw .pdf(path: path, reason: "the PDF is \(problem)") }
        // The page count first, on its own: a 5,000-page file is refused without listing its pages.
        let summary = try run("pdfinfo", [ExternalTool.safeArgument(path)], path: path, limits: limits)
        guard summary.status == 0 else { throw documentError(path: path, output: summary) }
        guard let count = PDFStructure.info(fromPdfinfo: String(decoding: summary.standardOutput, as: UTF8.self))?.pages else {
            throw .pdf(path: path, reason: "pdfinfo gave no page count")
        }
        guard count > 0 else { throw .pdf(path: path, reason: "the PDF has no pages") }
        guard count <= limits.maxPages else {
            throw .pdf(path: path, reason: "the PDF has \(count) pages, more than the limit of \(limits.maxPages); refused before reading")
        }
        let detail = try run("pdfinfo", ["-f", "1", "-l", "\(count)", ExternalTool.safeArgument(path)], path: path, limits: limits)
        guard detail.status == 0, let info = PDFStructure.info(fromPdfinfo: String(decoding: detail.standardOutput, as: UTF8.self))
        else { throw documentError(path: path, output: detail) }
        return (1...count).map { number in
            guard let size = info.sizes[number] else {
                return PDFPage(number: number, width: 0, height: 0, problem: "the page has no size")
            }
            var page = PDFPage(number: number, width: size.width, height: size.height)
            let longest = max(size.width, size.height) / 72
            if !(size.width > 0 && size.height > 0) {
                page.problem = "the page has no area (\(size.width) × \(size.height) pt)"
            } else if longest > limits.maxPageInches {
                let side = size.height >= size.width ? "tall" : "wide"
                page.problem = String(
                    format: "the page is %.0f inches %@, more than the limit of %.0f; refused before drawing", longest, side,
                    limits.maxPageInches)
            }
            return page
        }
    }

    /// The resolution `page` is drawn at: `renderDPI`, lowered to keep the drawing within
    /// `maxRenderedPixels` (capped like any image).
    public static func dpi(for page: PDFPage, limits: PDFLimits) -> Double {
        let squareInches = (page.width / 72) * (page.height / 72)
        guard squareInches > 0 else { return limits.renderDPI }
        return min(limits.renderDPI, (limits.maxRenderedPixels / squareInches).squareRoot()).rounded(.down)
    }

    /// The words of the page's text layer, in the pixels of the page drawn at
    /// `dpi(for:limits:)` (so overlays and boxes agree), or `nil` when it has none.
    static func textLayer(path: String, page: PDFPage, limits: PDFLimits) throws(OCRError) -> OCRPage? {
        let name = PDFPage.name(path, page: page.number)
        let output = try run(
            "pdftotext", ["-bbox-layout", "-f", "\(page.number)", "-l", "\(page.number)", ExternalTool.safeArgument(path), "-"],
            path: name, limits: limits, outputLimit: 16 << 20)
        guard output.status == 0 else { throw documentError(path: name, output: output) }
        guard let text = PDFStructure.textPage(fromBBoxLayout: String(decoding: output.standardOutput, as: UTF8.self)),
            text.words.count >= 3  // a stray page number or a scanner's stamp is not a text layer
        else { return nil }
        let scale = dpi(for: page, limits: limits) / 72
        func pixels(_ points: Double) -> Int { Int((points * scale).rounded()) }
        let words = text.words.map { word in
            Word(
                text: word.text, box: Box(x0: pixels(word.x0), y0: pixels(word.y0), x1: pixels(word.x1), y1: pixels(word.y1)),
                confidence: 100, block: word.block, paragraph: 1, line: word.line, index: word.index,
                lineHeight: max(1, pixels(word.lineHeight)))
        }
        let preprocessing = Preprocessing(
            scale: 1, steps: [String(format: "PDF text layer: words from the PDF, no OCR (points × %.2f)", scale)])
        // Poppler rounds a drawn page's size up: the frame is the drawing's, pixel for pixel.
        func side(_ points: Double) -> Int { max(1, Int((points * scale - 0.001).rounded(.up))) }
        return OCRPage(width: side(text.width), height: side(text.height), preprocessing: preprocessing, words: words)
    }

    /// The page drawn as a grey PNG at `dpi(for:limits:)`.
    static func render(path: String, page: PDFPage, limits: PDFLimits) throws(OCRError) -> [UInt8] {
        let name = PDFPage.name(path, page: page.number)
        let resolution = Int(dpi(for: page, limits: limits))
        let output = try run(
            "pdftoppm",
            [
                "-png", "-gray", "-r", "\(resolution)", "-f", "\(page.number)", "-l", "\(page.number)", "-singlefile",
                ExternalTool.safeArgument(path),
            ],
            path: name, limits: limits)
        guard output.status == 0, !output.standardOutput.isEmpty, !output.truncated else {
            throw documentError(path: name, output: output)
        }
        return output.standardOutput
    }

    /// The page drawn as a grey PNG, as it is for reading (for an overlay of a text page).
    public static func drawing(path: String, page: PDFPage, limits: PDFLimits) throws(OCRError) -> [UInt8] {
        try render(path: path, page: page, limits: limits)
    }

    /// The error for a file named `.pdf` that holds something else (a JPEG saved under the
    /// wrong name), or `nil`. Named, not guessed at: the name and the bytes disagree.
    public static func misnamedProblem(path: String, bytes: [UInt8]) -> OCRError? {
        guard path.lowercased().hasSuffix(".pdf"), !isPDF(bytes) else { return nil }
        let kind: String
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            kind = "a JPEG image"
        } else if bytes.starts(with: ImageStructure.pngSignature) {
            kind = "a PNG image"
        } else {
            kind = "something else (no %PDF- header)"
        }
        return .pdf(path: path, reason: "named .pdf but holds \(kind), not a PDF; rename it to what it is to read it")
    }

    private static func run(
        _ tool: String, _ arguments: [String], path: String, limits: PDFLimits, outputLimit: Int = 256 << 20
    ) throws(OCRError) -> ExternalTool.Output {
        do {
            return try ExternalTool.run(tool, arguments, timeout: limits.toolSeconds, outputLimit: outputLimit)
        } catch {
            switch error {
            case .missing(let tool):
                throw .pdf(path: path, reason: "reading a PDF needs \(tool) from poppler-utils (apt-get install poppler-utils)")
            case .timedOut(let tool, let seconds):
                throw .pdf(path: path, reason: "\(tool) took longer than \(Int(seconds)) s and was stopped")
            case .cannotStart(let tool, let reason):
                throw .pdf(path: path, reason: "\(tool) could not be started (\(reason))")
            }
        }
    }

    /// The error for a Poppler helper that failed, from what it printed.
    private static func documentError(path: String, output: ExternalTool.Output) -> OCRError {
        let message =
            output.standardError.split(separator: "\n").first { !$0.hasPrefix("Syntax Warning") }
            .map { String($0.prefix(160)) } ?? ""
        if message.localizedCaseInsensitiveContains("password") {
            return .pdf(path: path, reason: "the PDF is encrypted and needs a password")
        }
        if output.truncated { return .pdf(path: path, reason: "the drawn page is larger than the limit for one image") }
        let said = message.isEmpty ? "" : ": \(message.escapingControlCharacters)"
        return .pdf(path: path, reason: "Poppler could not read the PDF (exit \(output.status))\(said)")
    }
}
