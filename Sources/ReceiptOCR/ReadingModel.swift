import Foundation
import ReceiptCore

/// Which trained Tesseract model reads the pages.
///
/// Receipts ships its own model, `receipts.traineddata` (Tesseract's English LSTM fine-tuned on
/// receipt print; `Models/README.md` is its card), and reads with it by default. Debian's
/// `eng` model stays one option away (`--model stock`), and any other `.traineddata` file can
/// be named.
public struct ReadingModel: Sendable, Equatable {
    /// Tesseract's language code: the file's name without `.traineddata`.
    public var language: String
    /// The folder holding the file; `nil` is Tesseract's own tessdata folder.
    public var dataPath: String?

    public init(language: String, dataPath: String?) {
        self.language = language
        self.dataPath = dataPath
    }

    /// The language code of the shipped model.
    public static let shippedLanguage = "receipts"

    /// Debian's English model from Tesseract's own tessdata folder.
    public static let stock = ReadingModel(language: "eng", dataPath: nil)

    /// The shipped model, from the first folder of ``shippedSearchPath`` that holds it; when
    /// none does, the first folder, so that loading fails with ``OCRError/modelMissing(searched:)``.
    public static var shipped: ReadingModel {
        let folders = shippedSearchPath
        let found = folders.first { FileManager.default.fileExists(atPath: file(shippedLanguage, in: $0)) }
        return ReadingModel(language: shippedLanguage, dataPath: found ?? folders.first)
    }

    /// Where the shipped model is looked for, in order: `$RECEIPTS_MODEL_DIR`; beside an
    /// installed binary (`PREFIX/bin/receipts` reads `PREFIX/share/receipts/`); and the
    /// checkout the binary was built from (`Models/`), so a build works from any directory.
    public static var shippedSearchPath: [String] {
        var folders: [String] = []
        if let folder = ProcessInfo.processInfo.environment["RECEIPTS_MODEL_DIR"], !folder.isEmpty {
            folders.append(folder)
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            folders.append(
                executable.deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("share/receipts").path)
        }
        // Sources/ReceiptOCR/ReadingModel.swift → the checkout's Models/ folder.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        folders.append(checkout.appendingPathComponent("Models").path)
        return folders
    }

    /// A model named by its file (`path/to/name.traineddata`).
    public static func file(_ path: String) -> ReadingModel {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let language = name.hasSuffix(".traineddata") ? String(name.dropLast(".traineddata".count)) : name
        return ReadingModel(language: language, dataPath: url.deletingLastPathComponent().path)
    }

    static func file(_ language: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent("\(language).traineddata")
    }
}
