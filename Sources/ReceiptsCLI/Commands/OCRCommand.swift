import Foundation
import ReceiptCore
import ReceiptOCR

/// `receipts ocr IMAGE...`: the positioned words of each image.
public struct OCRCommand: Equatable, Sendable {
    public enum Format: String, Sendable { case tsv, json }

    public var images: [String] = []
    public var format: Format = .tsv
    public var settings = OCRSettings()

    static let help = """
        receipts ocr — positioned words per image, for inspecting the OCR stage

        Usage: receipts ocr IMAGE... [--format tsv|json] [--psm N] [--lang L] [--tessdata DIR]

        Reads each image as 'receipts scan' would (grey, scaled to Tesseract's preferred
        text size, deskewed, thin separators on white paper painted out) and prints every
        word with its box in the ORIGINAL image's pixels (origin top-left).

        Options:
          --format tsv|json   tsv (default): Tesseract's TSV columns, one word per row
                              (level 5), page_num = the image's position in the list;
                              json: one JSON object per image and line, with the
                              preprocessing record and the words
        \(OCRSettings.help)
          -h, --help          show this help

        An image that cannot be read gets one line on standard error naming it and the
        reason; the other images are still read and the exit status is 65.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> OCRCommand {
        var command = OCRCommand()
        var cursor = ArgumentCursor(arguments, command: "ocr")
        while let item = cursor.next() {
            switch item {
            case .positional(let path):
                command.images.append(path)
            case .option("--format", let inline):
                let text = try cursor.choice(for: "--format", inline: inline, from: ["tsv", "json"])
                command.format = Format(rawValue: text) ?? .tsv
            case .option(let option, let inline):
                guard try command.settings.parse(option, inline: inline, cursor: &cursor) else {
                    throw cursor.unknown(option)
                }
            }
        }
        guard !command.images.isEmpty else {
            throw UsageError("Give at least one image to read.", command: "ocr")
        }
        return command
    }

    func run(console: Console) -> ExitCode {
        let reader: PageReader
        do {
            reader = try PageReader(options: settings.options)
        } catch {
            console.diagnostic("Error: \(error)")
            return .failure
        }
        if format == .tsv {
            console.line(TSV.header)
        }
        var failures = 0
        for (position, path) in images.enumerated() {
            do {
                let receipt = try NamedReceipt(path, limits: reader.options.limits)
                let read = try reader.read(receipt)
                switch format {
                case .tsv:
                    console.raw(TSV.rows(for: read.page, pageNumber: position + 1))
                case .json:
                    console.line(
                        try JSONLine.encode(OCRDump(file: path, sha256: receipt.sha256, page: read.page, model: reader.engine.modelIdentity)))
                }
            } catch {
                failures += 1
                console.diagnostic("error: \("\(error)".escapingControlCharacters)")
            }
        }
        if failures > 0 {
            console.diagnostic("\(failures) of \(images.count) image\(images.count == 1 ? "" : "s") could not be read.")
            return .dataError
        }
        return .success
    }
}

/// The JSON form of one image's words, as written by `receipts ocr --format json`
/// and read back by the pure tests (the frozen word dumps under `Fixtures/ocr`).
public struct OCRDump: Codable, Equatable, Sendable {
    public var file: String
    /// SHA-256 of the image file the words were read from.
    public var sha256: String?
    public var page: OCRPage
    /// The reading model that read the words (`receipts sha256:…`), when known.
    public var model: String?

    public init(file: String, sha256: String?, page: OCRPage, model: String? = nil) {
        self.file = file
        self.sha256 = sha256
        self.page = page
        self.model = model
    }
}

/// Tesseract-compatible TSV.
enum TSV {
    static let header = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"

    static func rows(for page: OCRPage, pageNumber: Int) -> String {
        var out = ""
        for word in page.words {
            let text = word.text.replacingOccurrences(of: "\t", with: " ")
            out += "5\t\(pageNumber)\t\(word.block)\t\(word.paragraph)\t\(word.line)\t\(word.index)\t"
            out += "\(word.box.x0)\t\(word.box.y0)\t\(word.box.width)\t\(word.box.height)\t"
            out += String(format: "%.2f", word.confidence) + "\t\(text)\n"
        }
        return out
    }
}
