import CTesseract
import Foundation
import ReceiptCore

/// Everything that decides how a page is read.
public struct OCROptions: Sendable, Equatable {
    public var engine: TesseractEngine.Configuration
    public var preprocess: PreprocessOptions
    public var limits: ImageLimits

    public init(
        engine: TesseractEngine.Configuration = .init(), preprocess: PreprocessOptions = .init(),
        limits: ImageLimits = .init()
    ) {
        self.engine = engine
        self.preprocess = preprocess
        self.limits = limits
    }
}

/// One page read, with the time each stage took.
public struct PageRead: Sendable {
    public var page: OCRPage
    public var format: ImageFormat
    public var timings: StageTimings
}

/// Turns image files into positioned words: load, check, preprocess, recognise.
///
/// Owns one ``TesseractEngine``; like it, a reader belongs to one worker thread.
public final class PageReader {
    public let options: OCROptions
    public let engine: TesseractEngine

    public init(options: OCROptions = .init()) throws(OCRError) {
        self.options = options
        self.engine = try TesseractEngine(configuration: options.engine)
    }

    /// The bytes of an image file, after the checks that need no decoding
    /// (exists, regular file, readable, not empty, not over the size limit).
    public static func fileBytes(at path: String, limits: ImageLimits = .init()) throws(OCRError) -> [UInt8] {
        try ImageLoader.readFile(at: path, limits: limits)
    }

    /// Reads the image file at `path`.
    public func read(path: String) throws(OCRError) -> PageRead {
        let clock = ContinuousClock()
        let start = clock.now
        let bytes = try Self.fileBytes(at: path, limits: options.limits)
        let readTime = clock.now - start
        var result = try read(bytes: bytes, path: path)
        result.timings.decode += readTime.inSeconds
        return result
    }

    /// Reads an encoded image held in memory; `path` names it in errors.
    public func read(bytes: [UInt8], path: String) throws(OCRError) -> PageRead {
        let clock = ContinuousClock()
        var timings = StageTimings()

        var start = clock.now
        let header = try ImageLoader.header(of: bytes, path: path, limits: options.limits)
        // Decoding happens inside preparation: a big JPEG is decoded only as large as needed.
        var (prepared, decodeSeconds) = try Preprocessor.prepare(
            bytes: bytes, header: header, options: options.preprocess, path: path)
        prepared.record.pageSegmentationMode = engine.pageSegmentationMode
        timings.decode = decodeSeconds
        timings.preprocess = (clock.now - start).inSeconds - decodeSeconds

        start = clock.now
        let raw = try engine.recognize(prepared.image, path: path)
        timings.recognize = (clock.now - start).inSeconds

        let words = raw.map { word in
            var mapped = word
            mapped.box = prepared.transform.originalBox(word.box, width: header.width, height: header.height)
            mapped.lineHeight = Int((Double(word.lineHeight) / prepared.transform.scale).rounded())
            return mapped
        }
        let page = OCRPage(width: header.width, height: header.height, preprocessing: prepared.record, words: words)
        return PageRead(page: page, format: header.format, timings: timings)
    }
}
