import Foundation
import ReceiptCore

/// One receipt named on a command line: an image file, or a PDF page as scan lines name it
/// (`a.pdf#page=3`; a PDF of one page may be named alone), for `ocr` and `explain`.
public struct NamedReceipt {
    /// The file to read.
    public var file: String
    /// The page, when the file is a PDF.
    public var page: Int?
    /// The file's bytes.
    public var bytes: [UInt8]

    /// The SHA-256 a scan line carries for this receipt: the file's, or for a PDF page the
    /// file's bytes followed by `#page=N`.
    public var sha256: String {
        page.map { SHA256.hex(bytes + Array("#page=\($0)".utf8)) } ?? SHA256.hex(bytes)
    }

    /// Reads `name`'s file, telling a PDF page's name from a file that is there as named.
    public init(_ name: String, limits: ImageLimits) throws(OCRError) {
        var file = name
        var page: Int?
        if !FileManager.default.fileExists(atPath: name), let mark = name.range(of: "#page=", options: .backwards),
            let number = Int(name[mark.upperBound...]), number > 0
        {
            file = String(name[..<mark.lowerBound])
            page = number
        }
        bytes = try PageReader.fileBytes(at: file, limits: limits)
        if PDFDocument.isPDF(bytes), page == nil { page = 0 }  // which page: decided once the count is known
        if page != nil, !PDFDocument.isPDF(bytes) {
            throw .pdf(path: name, reason: "only a PDF has pages, and \(file) is not one")
        }
        self.file = file
        self.page = page
    }

    /// The PDF page this receipt is, checked against the document's pages.
    func pdfPage(limits: PDFLimits) throws(OCRError) -> PDFPage? {
        guard let page else { return nil }
        let pages = try PDFDocument.pages(path: file, bytes: bytes, limits: limits)
        if page == 0 {
            guard pages.count == 1, let only = pages.first else {
                throw .pdf(path: file, reason: "the PDF has \(pages.count) pages: name one, as \(file)#page=1")
            }
            return only
        }
        guard page <= pages.count else { throw .pdf(path: file, reason: "the PDF has no page \(page) (it has \(pages.count))") }
        return pages[page - 1]
    }
}

extension ReceiptReader {
    /// Reads a named receipt as `receipts scan` does (a PDF page from its text layer or drawn).
    public func read(_ receipt: NamedReceipt, pdf limits: PDFLimits = .init()) throws(OCRError) -> ReceiptRead {
        guard let page = try receipt.pdfPage(limits: limits) else {
            return try read(bytes: receipt.bytes, sha256: receipt.sha256, path: receipt.file)
        }
        var named = receipt
        named.page = page.number
        return try read(pdfPage: page, in: receipt.file, sha256: named.sha256, limits: limits).read
    }
}

extension PageReader {
    /// The first read of a named receipt's page: a PDF page's text layer, or its drawing read.
    public func read(_ receipt: NamedReceipt, pdf limits: PDFLimits = .init()) throws(OCRError) -> PageRead {
        guard let page = try receipt.pdfPage(limits: limits) else { return try read(bytes: receipt.bytes, path: receipt.file) }
        if let text = try PDFDocument.textLayer(path: receipt.file, page: page, limits: limits) {
            return PageRead(page: text, format: .pdf, timings: StageTimings())
        }
        let png = try PDFDocument.render(path: receipt.file, page: page, limits: limits)
        var read = try read(bytes: png, path: PDFPage.name(receipt.file, page: page.number))
        read.format = .pdf
        return read
    }
}
