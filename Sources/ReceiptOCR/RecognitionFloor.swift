import CTesseract
import Foundation
import ReceiptCore

/// Benchmark support: the time Tesseract's recognition alone takes, in one engine
/// loaded once, so `make bench` can compare a whole `receipts scan` with the cost
/// no pipeline built on Tesseract can avoid.
///
/// Only the recognise call is timed (the same call, and the same word walk, that
/// ``PageReader`` times as its `recognize` stage); reading, decoding and
/// preprocessing happen before the clock starts.
package final class RecognitionFloor {
    /// What the engine is shown.
    package enum Input: String, Sendable, CaseIterable {
        /// The page exactly as `receipts scan` hands it to Tesseract: decoded,
        /// grey, scaled to the target text height and deskewed.
        case prepared
        /// The file decoded at full size and depth, untouched, as the `tesseract`
        /// command would load it (with the engine's settings, not the command's).
        case raw
    }

    package let options: OCROptions
    private let reader: PageReader

    package init(options: OCROptions = .init()) throws(OCRError) {
        self.options = options
        self.reader = try PageReader(options: options)
    }

    /// Seconds spent recognising the image at `path`, and the number of words read.
    package func recognitionSeconds(path: String, input: Input) throws(OCRError) -> (seconds: Double, words: Int) {
        let bytes = try ImageLoader.readFile(at: path, limits: options.limits)
        let image: PixImage
        switch input {
        case .prepared:
            // The first read's page, opened and prepared as `PageReader` does.
            image = try reader.prepare(reader.open(bytes: bytes, path: path), preprocess: options.preprocess).image
        case .raw:
            let header = try ImageLoader.header(of: bytes, path: path, limits: options.limits)
            image = try ImageLoader.decode(bytes, header: header, path: path)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let words = try reader.engine.recognize(image, path: path)
        return ((clock.now - start).inSeconds, words.count)
    }
}
