/// Why the OCR stage could not read an image. Every case names the file.
public enum OCRError: Error, Sendable, Equatable, CustomStringConvertible {
    case fileNotFound(path: String)
    case notARegularFile(path: String)
    case unreadable(path: String, reason: String)
    case emptyFile(path: String)
    case fileTooLarge(path: String, bytes: Int, limit: Int)
    case notAnImage(path: String)
    case unsupportedFormat(path: String, format: String)
    case tooManyPixels(path: String, width: Int, height: Int, limit: Int)
    case tooSmall(path: String, width: Int, height: Int)
    case decodeFailed(path: String, format: String, reason: String)
    case preprocessingFailed(path: String, step: String)
    case recognitionFailed(path: String, reason: String)
    case timedOut(path: String, seconds: Double)
    case languageUnavailable(language: String, dataPath: String?)
    case modelMissing(searched: [String])
    case settingRejected(name: String, value: String)
    /// A PDF (or one of its pages, named `file.pdf#page=N`) that cannot be read, and why.
    case pdf(path: String, reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "\(path): no such file"
        case .notARegularFile(let path):
            "\(path): not a regular file"
        case .unreadable(let path, let reason):
            "\(path): cannot be read (\(reason))"
        case .emptyFile(let path):
            "\(path): the file is empty"
        case .fileTooLarge(let path, let bytes, let limit):
            "\(path): the file is \(bytes / 1_048_576) MB, more than the \(limit / 1_048_576) MB limit for one image"
        case .notAnImage(let path):
            "\(path): not an image (no known image header)"
        case .unsupportedFormat(let path, let format):
            "\(path): \(format) images are not supported (use JPEG, PNG, TIFF, WebP, BMP, GIF, HEIC or PDF)"
        case .tooManyPixels(let path, let width, let height, let limit):
            "\(path): the image claims \(width)×\(height) pixels, more than the limit of \(limit / 1_000_000) megapixels; refused before decoding"
        case .tooSmall(let path, let width, let height):
            "\(path): the image is only \(width)×\(height) pixels, too small to hold a receipt"
        case .decodeFailed(let path, let format, let reason):
            "\(path): the \(format) data is corrupt (\(reason))"
        case .preprocessingFailed(let path, let step):
            "\(path): image preprocessing failed at step '\(step)'"
        case .recognitionFailed(let path, let reason):
            "\(path): Tesseract could not recognise the page (\(reason))"
        case .timedOut(let path, let seconds):
            "\(path): recognition took longer than \(Int(seconds)) s and was stopped"
        case .languageUnavailable(let language, let dataPath):
            "Tesseract could not load language '\(language)' from \(dataPath ?? "the default tessdata folder") (install tesseract-ocr-\(language), or pass --tessdata DIR)"
        case .modelMissing(let searched):
            "the receipt-trained reading model \(ReadingModel.shippedLanguage).traineddata is not in \(searched.joined(separator: ", ")) (install it with make install, set RECEIPTS_MODEL_DIR, or read with Tesseract's own English model: --model stock)"
        case .settingRejected(let name, let value):
            "Tesseract rejected the setting \(name)=\(value)"
        case .pdf(let path, let reason):
            "\(path): \(reason)"
        }
    }
}
