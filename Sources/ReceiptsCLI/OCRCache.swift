import Foundation
import ReceiptCore
import ReceiptOCR

/// Saved OCR results, so re-running the extractor (after a rule change, or for
/// `rescore`) does not pay for recognition again.
///
/// One word dump per receipt and OCR configuration, named
/// `<sha256>-<fingerprint>.json`; the fingerprint covers everything that changes
/// what Tesseract reads (its version, language, page segmentation, preprocessing).
struct OCRCache: PageCache {
    let directory: String

    /// Bump when the OCR stage's own code changes what it produces, to a label never
    /// used before (an experiment's label may have left pages behind; `ocr-19` did).
    static let stageVersion = "ocr-25"

    /// Everything that changes what Tesseract reads, hashed.
    static func fingerprint(_ options: OCROptions) -> String {
        let key = [
            Self.stageVersion, TesseractEngine.version, options.engine.language,
            // The model file's own digest: a retrained model under the same name reads anew.
            TesseractEngine.identity(of: options.engine.language, in: options.engine.dataPath ?? ""),
            String(options.engine.pageSegmentationMode), options.engine.dataPath ?? "",
            options.engine.variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
            describe(options.preprocess),
        ].joined(separator: "|")
        return String(SHA256.hex(Array(key.utf8)).prefix(12))
    }

    /// The preprocessing settings spelled out field by field, so the key only
    /// changes when a setting does.
    static func describe(_ p: PreprocessOptions) -> String {
        "h=\(p.targetTextHeight) tol=\(p.scaleTolerance) min=\(p.minScale) max=\(p.maxScale) "
            + "pixels=\(p.maxEnlargedPixels) "
            + "deskew=\(p.deskew) \(p.minDeskewDegrees) enhance=\(p.enhancement.rawValue) orient=\(p.orientation)"
            + (p.rules == .keep ? "" : p.rules == .dotted ? " rules-on-white-paper" : " solid-rules")
            + (p.enlargement.map { " enlarged=\($0)" } ?? "")
            + (p.smoothing.map { " smoothed=\($0)" } ?? "")
    }

    private func path(for sha256: String, options: OCROptions) -> String {
        (directory as NSString).appendingPathComponent("\(sha256)-\(Self.fingerprint(options)).json")
    }

    func load(sha256: String, options: OCROptions) -> OCRPage? {
        guard let data = FileManager.default.contents(atPath: path(for: sha256, options: options)),
            let dump = try? JSONDecoder().decode(OCRDump.self, from: data)
        else { return nil }
        return dump.page
    }

    /// Stores a page; a cache that cannot be written is only a missed saving.
    func store(_ page: OCRPage, file: String, sha256: String, options: OCROptions) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard let line = try? JSONLine.encode(OCRDump(file: file, sha256: sha256, page: page)) else { return }
        // Write beside and rename, so a reader never sees half a file.
        let target = path(for: sha256, options: options)
        let temporary = target + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        if FileManager.default.createFile(atPath: temporary, contents: Data(line.utf8)) {
            _ = try? FileManager.default.replaceItemAt(URL(fileURLWithPath: target), withItemAt: URL(fileURLWithPath: temporary))
            if FileManager.default.fileExists(atPath: temporary) { rename(temporary, target) }
        }
    }
}
