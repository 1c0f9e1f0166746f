import Foundation
import ReceiptCore
import ReceiptOCR

/// Saved OCR results, so re-running the extractor (after a rule change, or for
/// `rescore`) does not pay for recognition again.
///
/// One word dump per receipt and OCR configuration, named
/// `<sha256>-<fingerprint>.json`; the fingerprint covers everything that changes
/// what Tesseract reads (its version, language, page segmentation, preprocessing).
struct OCRCache: Sendable {
    let directory: String
    let fingerprint: String

    /// Bump when the OCR stage's own code changes what it produces.
    static let stageVersion = "ocr-4"

    init(directory: String, options: OCROptions) {
        self.directory = directory
        let key = [
            Self.stageVersion, TesseractEngine.version, options.engine.language,
            String(options.engine.pageSegmentationMode), options.engine.dataPath ?? "",
            options.engine.variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
            "\(options.preprocess)",
        ].joined(separator: "|")
        fingerprint = String(SHA256.hex(Array(key.utf8)).prefix(12))
    }

    private func path(for sha256: String) -> String {
        (directory as NSString).appendingPathComponent("\(sha256)-\(fingerprint).json")
    }

    func load(sha256: String) -> OCRPage? {
        guard let data = FileManager.default.contents(atPath: path(for: sha256)),
            let dump = try? JSONDecoder().decode(OCRDump.self, from: data)
        else { return nil }
        return dump.page
    }

    /// Stores a page; a cache that cannot be written is only a missed saving.
    func store(_ page: OCRPage, file: String, sha256: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard let line = try? JSONLine.encode(OCRDump(file: file, sha256: sha256, page: page)) else { return }
        // Write beside and rename, so a reader never sees half a file.
        let target = path(for: sha256)
        let temporary = target + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        if FileManager.default.createFile(atPath: temporary, contents: Data(line.utf8)) {
            _ = try? FileManager.default.replaceItemAt(URL(fileURLWithPath: target), withItemAt: URL(fileURLWithPath: temporary))
            if FileManager.default.fileExists(atPath: temporary) { rename(temporary, target) }
        }
    }
}
