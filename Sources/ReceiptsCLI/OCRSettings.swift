import ReceiptOCR

/// The OCR options shared by every command that reads images.
public struct OCRSettings: Equatable, Sendable {
    public var pageSegmentationMode: Int = 6
    /// The reading model as the user named it: `receipts` (the default), `stock`, or a file.
    public var model = "receipts"
    /// Set by `--lang`/`--tessdata`, which name a model Tesseract's way instead.
    public var language: String?
    public var dataPath: String?
    public var textHeight: Double = PreprocessOptions().targetTextHeight
    public var deskew = true
    public var enhancement: PreprocessOptions.Enhancement = .auto
    public var orientation = true

    public init() {}

    static let help = """
          --psm N             Tesseract page segmentation mode (default 6: one block of text)
          --model M           the reading model: receipts (default: Tesseract's English
                              model fine-tuned on receipt print, shipped with Receipts),
                              stock (Tesseract's own English model), or a .traineddata file
          --lang L            read with Tesseract's language(s) instead, for example eng+deu
          --tessdata DIR      folder holding <lang>.traineddata (default: Tesseract's own)
          --text-height PX    scale pages so their text is about PX pixels tall (default 24)
          --no-deskew         do not straighten tilted pages
          --enhance E         clean-up before the first read: auto (default: flatten the
                              lighting of unevenly lit pages, such as photos), none,
                              background, contrast or binarize
          --no-orientation    do not turn sideways or upside-down pages upright
        """

    /// Consumes `option` when it is an OCR option; returns whether it was one.
    mutating func parse(_ option: String, inline: String?, cursor: inout ArgumentCursor) throws(UsageError) -> Bool {
        switch option {
        case "--psm":
            pageSegmentationMode = try cursor.integer(for: option, inline: inline, in: 0...13)
        case "--model":
            model = try cursor.value(for: option, inline: inline)
            guard ["receipts", "stock"].contains(model) || model.hasSuffix(".traineddata") else {
                throw UsageError(
                    "The option '--model' takes receipts, stock or a .traineddata file, not '\(model)'.",
                    command: cursor.command)
            }
        case "--lang":
            let language = try cursor.value(for: option, inline: inline)
            self.language = language
            guard !language.isEmpty, language.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "_" })
            else { throw UsageError("The option '--lang' takes a Tesseract language code such as eng, not '\(language)'.", command: cursor.command) }
        case "--tessdata":
            dataPath = try cursor.value(for: option, inline: inline)
        case "--text-height":
            textHeight = Double(try cursor.integer(for: option, inline: inline, in: 8...96))
        case "--enhance":
            let text = try cursor.choice(
                for: option, inline: inline, from: PreprocessOptions.Enhancement.allCases.map(\.rawValue))
            enhancement = PreprocessOptions.Enhancement(rawValue: text) ?? .none
        case "--no-deskew":
            try cursor.flag(option, inline: inline)
            deskew = false
        case "--no-orientation":
            try cursor.flag(option, inline: inline)
            orientation = false
        default:
            return false
        }
        return true
    }

    /// The model the settings name: `--lang`/`--tessdata` when given, else `--model`.
    var readingModel: ReadingModel {
        if language != nil || dataPath != nil {
            return ReadingModel(language: language ?? ReadingModel.stock.language, dataPath: dataPath)
        }
        switch model {
        case "receipts": return .shipped
        case "stock": return .stock
        default: return .file(model)
        }
    }

    var options: OCROptions {
        let model = readingModel
        return OCROptions(
            engine: .init(language: model.language, dataPath: model.dataPath, pageSegmentationMode: pageSegmentationMode),
            preprocess: PreprocessOptions(
                targetTextHeight: textHeight, deskew: deskew, enhancement: enhancement, orientation: orientation))
    }
}
