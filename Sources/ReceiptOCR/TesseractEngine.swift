import CLineImages
import CTesseract
import Foundation
import ReceiptCore
import Synchronization

/// One loaded Tesseract model, reused for every page a worker reads.
///
/// Lifetime rules: the `TessBaseAPI` handle is created and initialised in `init`
/// (deleted again before throwing if initialisation fails) and ended and deleted in
/// `deinit`. Result iterators never outlive the method that made them. The class is
/// deliberately not `Sendable`: Tesseract's API object is not thread-safe, so each
/// worker creates its own engine inside the worker and keeps it.
public final class TesseractEngine {
    public struct Configuration: Sendable, Equatable {
        /// Tesseract language code(s), for example `receipts`, `eng` or `eng+deu`.
        public var language: String
        /// Folder holding `<language>.traineddata`; `nil` uses Tesseract's default
        /// (`$TESSDATA_PREFIX` or the system's tessdata).
        public var dataPath: String?
        /// Page segmentation mode (Tesseract's `--psm`).
        public var pageSegmentationMode: Int
        /// Extra Tesseract variables, each checked when set.
        public var variables: [String: String]
        /// Recognition of one page is stopped after this many seconds.
        public var timeoutSeconds: Double

        /// The defaults read with the shipped receipt-trained model (``ReadingModel/shipped``).
        public init(
            language: String = ReadingModel.shippedLanguage, dataPath: String? = ReadingModel.shipped.dataPath,
            pageSegmentationMode: Int = 6,
            variables: [String: String] = [:], timeoutSeconds: Double = 120
        ) {
            self.language = language
            self.dataPath = dataPath
            self.pageSegmentationMode = pageSegmentationMode
            self.variables = variables
            self.timeoutSeconds = timeoutSeconds
        }
    }

    public let configuration: Configuration
    /// The model files that were loaded, each as `language sha256:<first 12 hex digits>`,
    /// so a scan records exactly which model read its pages.
    public let modelIdentity: String
    private let handle: OpaquePointer

    /// Tesseract's version string, for example `5.3.0`.
    public static var version: String { String(cString: TessVersion()) }

    public init(configuration: Configuration = Configuration()) throws(OCRError) {
        _ = Leptonica.silenced
        guard (0...13).contains(configuration.pageSegmentationMode) else {
            throw .settingRejected(name: "page segmentation mode", value: String(configuration.pageSegmentationMode))
        }
        if configuration.language == ReadingModel.shippedLanguage,
            !FileManager.default.fileExists(atPath: ReadingModel.file(ReadingModel.shippedLanguage, in: configuration.dataPath ?? ""))
        {
            throw .modelMissing(searched: ReadingModel.shippedSearchPath)
        }
        if let dataPath = configuration.dataPath {
            // Check first: Tesseract's own failure message goes to stderr, not to us.
            for language in configuration.language.split(separator: "+") {
                let model = (dataPath as NSString).appendingPathComponent("\(language).traineddata")
                guard FileManager.default.fileExists(atPath: model) else {
                    throw .languageUnavailable(language: String(language), dataPath: dataPath)
                }
            }
        }
        guard let handle = TessBaseAPICreate() else {
            throw .recognitionFailed(path: "-", reason: "could not create a Tesseract instance")
        }
        let status = TessBaseAPIInit2(handle, configuration.dataPath, configuration.language, OEM_LSTM_ONLY)
        guard status == 0 else {
            TessBaseAPIDelete(handle)
            throw .languageUnavailable(language: configuration.language, dataPath: configuration.dataPath)
        }
        // Defaults chosen for receipts: pages are upright and dark-on-light, so the
        // inverted-line retry only costs time; the resolution is fixed because the
        // preprocessor has already scaled text to the size Tesseract reads best.
        // Tesseract's row finder starts no row from a character over 1.3 times the
        // page's line size: in one-block segmentation a name printed double height, with
        // no small mark on its row to start one, was dropped whole (`POPULAR BOOK` above
        // `CO. (M) SDN BHD`), and so was a large `&` inside a row. Twice the line size
        // keeps both (three times read no more on the development set).
        var variables = [
            "tessedit_do_invert": "0", "user_defined_dpi": "300", "debug_file": "/dev/null",
            "textord_excess_blobsize": "2",
        ]
        variables.merge(configuration.variables) { _, custom in custom }
        for (name, value) in variables.sorted(by: { $0.key < $1.key }) {
            guard TessBaseAPISetVariable(handle, name, value) != 0 else {
                TessBaseAPIEnd(handle)
                TessBaseAPIDelete(handle)
                throw .settingRejected(name: name, value: value)
            }
        }
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(UInt32(configuration.pageSegmentationMode)))
        // The folder Tesseract actually loaded from (its default when none was given).
        let loadedFrom = TessBaseAPIGetDatapath(handle).map { String(cString: $0) } ?? configuration.dataPath ?? ""
        self.modelIdentity = Self.identity(of: configuration.language, in: loadedFrom)
        self.handle = handle
        self.configuration = configuration
    }

    /// `language sha256:<12 hex digits>` for each language's file in `folder`; each file is
    /// hashed once a process (a model does not change under a running scan).
    public static func identity(of languages: String, in folder: String) -> String {
        languages.split(separator: "+").map { language in
            let path = ReadingModel.file(String(language), in: folder)
            if let known = identities.withLock({ $0[path] }) { return known }
            guard let data = FileManager.default.contents(atPath: path) else { return String(language) }
            let identity = "\(language) sha256:\(SHA256.hex(Array(data)).prefix(12))"
            identities.withLock { $0[path] = identity }
            return identity
        }.joined(separator: " + ")
    }

    private static let identities = Mutex<[String: String]>([:])

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// Changes the page segmentation mode for the following reads.
    public func setPageSegmentationMode(_ mode: Int) throws(OCRError) {
        guard (0...13).contains(mode) else {
            throw .settingRejected(name: "page segmentation mode", value: String(mode))
        }
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(UInt32(mode)))
    }

    /// Sets one Tesseract variable, throwing when Tesseract does not accept it.
    public func setVariable(_ name: String, _ value: String) throws(OCRError) {
        guard TessBaseAPISetVariable(handle, name, value) != 0 else {
            throw .settingRejected(name: name, value: value)
        }
    }

    public var pageSegmentationMode: Int { Int(TessBaseAPIGetPageSegMode(handle).rawValue) }

    /// A numeric Tesseract variable as the engine holds it, or `nil` for no such variable.
    package func numericVariable(_ name: String) -> Double? {
        var value = 0.0
        return TessBaseAPIGetDoubleVariable(handle, name, &value) != 0 ? value : nil
    }

    /// Whether Tesseract's in-memory line images are compressed as Tesseract alone would
    /// (zlib's default level) rather than stored (``recognising(_:)``); for tests.
    package var compressesLineImages = false

    /// Line images stored uncompressed so far by recognition on the calling thread.
    package static var lineImagesStoredOnThisThread: UInt64 { receipts_line_images_stored_here() }

    /// Runs one Tesseract recognition call with its line images stored without
    /// compression (`Sources/CLineImages`): the same pixels, read back the same, for
    /// 8–10 % less CPU time (docs/performance.md).
    private func recognising<T>(_ call: () -> T) -> T {
        guard !compressesLineImages else { return call() }
        receipts_line_images_begin()
        defer { receipts_line_images_end() }
        return call()
    }

    /// Recognises `image` and returns its words in the image's own pixel coordinates.
    func recognize(_ image: PixImage, path: String) throws(OCRError) -> [Word] {
        TessBaseAPISetImage2(handle, image.pointer)
        defer { TessBaseAPIClear(handle) }
        guard let monitor = TessMonitorCreate() else {
            throw .recognitionFailed(path: path, reason: "could not create a progress monitor")
        }
        defer { TessMonitorDelete(monitor) }
        let timeoutMilliseconds = Int32(clamping: Int(configuration.timeoutSeconds * 1000))
        TessMonitorSetDeadlineMSecs(monitor, timeoutMilliseconds)
        let started = ContinuousClock.now
        let status = recognising { TessBaseAPIRecognize(handle, monitor) }
        if status != 0 {
            let elapsed = started.duration(to: .now)
            if elapsed >= .milliseconds(Int(timeoutMilliseconds)) {
                throw .timedOut(path: path, seconds: configuration.timeoutSeconds)
            }
            throw .recognitionFailed(path: path, reason: "status \(status)")
        }
        return words()
    }

    /// Recognises `image` as one line of text (or, with `mode` 6, a small block), restricted to `whitelist` when given,
    /// and returns the text and Tesseract's mean confidence (0…100). The engine's
    /// page segmentation mode and character set are restored afterwards.
    /// With `weighingCharacters`, also how surely each character was read against the others
    /// the recogniser weighed for its place (Tesseract's `lstm_choice_mode` 1, on for this
    /// call only: it costs a page's read about a tenth more, a line's next to nothing).
    func recognizeLine(
        _ image: PixImage, whitelist: String?, mode: Int = 7, weighingCharacters: Bool = false, path: String
    ) throws(OCRError) -> (text: String, confidence: Double, characters: [Int: ReadCharacter]) {
        let previousMode = pageSegmentationMode
        try setPageSegmentationMode(mode)
        if let whitelist { try setVariable("tessedit_char_whitelist", whitelist) }
        if weighingCharacters { try setVariable("lstm_choice_mode", "1") }
        defer {
            if whitelist != nil { try? setVariable("tessedit_char_whitelist", "") }
            if weighingCharacters { try? setVariable("lstm_choice_mode", "0") }
            try? setPageSegmentationMode(previousMode)
        }
        TessBaseAPISetImage2(handle, image.pointer)
        defer { TessBaseAPIClear(handle) }
        guard recognising({ TessBaseAPIRecognize(handle, nil) }) == 0 else {
            throw .recognitionFailed(path: path, reason: "a line re-read failed")
        }
        guard let cText = TessBaseAPIGetUTF8Text(handle) else { return ("", 0, [:]) }
        let text = String(cString: cText).split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        TessDeleteText(cText)
        let characters = weighingCharacters ? ReadCharacter.aligned(symbols(), to: text) : [:]
        return (text, Double(TessBaseAPIMeanTextConf(handle)), characters)
    }

    /// The last recognition's symbols in reading order, each with its confidence and the
    /// choices the recogniser weighed for it.
    private func symbols() -> [ReadCharacter.Symbol] {
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        var symbols: [ReadCharacter.Symbol] = []
        repeat {
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_SYMBOL) else { continue }
            let text = String(cString: cText)
            TessDeleteText(cText)
            var choices: [(text: String, confidence: Double)] = []
            if let choice = TessResultIteratorGetChoiceIterator(iterator) {
                repeat {
                    if let cChoice = TessChoiceIteratorGetUTF8Text(choice) {
                        choices.append((String(cString: cChoice), Double(TessChoiceIteratorConfidence(choice))))
                    }
                } while TessChoiceIteratorNext(choice) != 0
                TessChoiceIteratorDelete(choice)
            }
            symbols.append((text, Double(TessResultIteratorConfidence(iterator, RIL_SYMBOL)), choices))
        } while TessResultIteratorNext(iterator, RIL_SYMBOL) != 0
        return symbols
    }

    /// Whether the reading model's word list (its `lstm-word-dawg`) holds `word` as written,
    /// in lower case or capitalised: a name's word in none of these may be a misread one.
    public func knowsWord(_ word: String) -> Bool {
        let lower = word.lowercased()
        return [word, lower, lower.prefix(1).uppercased() + lower.dropFirst()].contains { spelling in
            spelling.withCString { TessBaseAPIIsValidWord(handle, $0) != 0 }
        }
    }

    /// Walks the last recognition result word by word.
    private func words() -> [Word] {
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        guard let page = TessResultIteratorGetPageIteratorConst(iterator) else { return [] }

        var words: [Word] = []
        var block = 0
        var paragraph = 0
        var line = 0
        var index = 0
        var lineHeight = 0
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_BLOCK) != 0 {
                block += 1
                paragraph = 0
            }
            if TessPageIteratorIsAtBeginningOf(page, RIL_PARA) != 0 {
                paragraph += 1
                line = 0
            }
            if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 {
                line += 1
                index = 0
                var left: Int32 = 0
                var top: Int32 = 0
                var right: Int32 = 0
                var bottom: Int32 = 0
                if TessPageIteratorBoundingBox(page, RIL_TEXTLINE, &left, &top, &right, &bottom) != 0 {
                    lineHeight = Int(bottom - top)
                }
            }
            var left: Int32 = 0
            var top: Int32 = 0
            var right: Int32 = 0
            var bottom: Int32 = 0
            guard TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom) != 0 else { continue }
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines)
            TessDeleteText(cText)
            guard !text.isEmpty else { continue }
            index += 1
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD))
            words.append(
                Word(
                    text: text,
                    box: Box(x0: Int(left), y0: Int(top), x1: Int(right), y1: Int(bottom)),
                    confidence: min(max(confidence, 0), 100),
                    block: block, paragraph: paragraph, line: line, index: index,
                    lineHeight: lineHeight))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return words
    }
}
