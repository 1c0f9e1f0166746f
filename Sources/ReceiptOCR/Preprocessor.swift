import CTesseract
import Foundation
import ReceiptCore

/// How the OCR stage prepares a page for Tesseract.
public struct PreprocessOptions: Sendable, Equatable {
    /// Height of text, in pixels (upper quartile of glyph heights: roughly the
    /// height of capitals), that the page is scaled to.
    /// Tesseract's accuracy drops when capitals are much smaller than about 25 px,
    /// and larger text only costs time.
    public var targetTextHeight: Double
    /// Pages whose text is already within this factor of the target are not resampled.
    public var scaleTolerance: Double
    /// Bounds on the scale factor, so a page of specks is not blown up 20 times.
    public var minScale: Double
    public var maxScale: Double
    /// Straighten pages tilted by more than `minDeskewDegrees` (and at most 7°).
    public var deskew: Bool
    public var minDeskewDegrees: Double

    public init(
        targetTextHeight: Double = 24, scaleTolerance: Double = 1.2,
        minScale: Double = 0.33, maxScale: Double = 3.5,
        deskew: Bool = true, minDeskewDegrees: Double = 0.4
    ) {
        self.targetTextHeight = targetTextHeight
        self.scaleTolerance = scaleTolerance
        self.minScale = minScale
        self.maxScale = maxScale
        self.deskew = deskew
        self.minDeskewDegrees = minDeskewDegrees
    }
}

/// A page ready for recognition and the way back to original coordinates.
struct PreparedPage {
    var image: PixImage
    var transform: PageTransform
    var record: Preprocessing
}

/// Grey conversion, scaling to Tesseract's preferred text size, and deskewing.
enum Preprocessor {
    /// Width, in pixels, at which text is measured (see ``measureText(in:)``).
    static let measuringWidth = 1200.0

    /// Decodes an encoded image and prepares it, decoding a JPEG no larger than the
    /// prepared page needs; returns the page and the seconds spent decoding.
    ///
    /// A big JPEG is first decoded reduced (by libjpeg, almost free) to a size that
    /// still has every pixel ``measureText(in:)`` looks at, and no smaller than any
    /// page could end up; the text measured there decides the page's final scale, and
    /// the image is decoded again only when that scale needs more pixels. The final
    /// scale follows the same rule as for a full decode; only the resampling that gets
    /// there differs. A big JPEG is also decoded as grey (its luminance), which saves
    /// a colour decode and a conversion of millions of pixels; smaller JPEGs and other
    /// formats are decoded whole and turned grey by ``greyscale(_:path:steps:)``, as
    /// before (luminance instead of Leptonica's grey changed what Tesseract read on
    /// most development-set photos, for better and worse in equal measure, so it is
    /// kept to the big pages where it pays).
    static func prepare(
        bytes: [UInt8], header: ImageHeader, options: PreprocessOptions, path: String
    ) throws(OCRError) -> (page: PreparedPage, decodeSeconds: Double) {
        let clock = ContinuousClock()
        var start = clock.now
        guard header.format == .jpeg else {
            let image = try ImageLoader.decode(bytes, header: header, path: path)
            let decodeSeconds = (clock.now - start).inSeconds
            return (try prepare(image, options: options, path: path), decodeSeconds)
        }
        // No page is ever scaled below `minScale`: a decode smaller than that, give or
        // take the tolerance, would only have to be made again.
        let usable = reductions.first { options.minScale * Double($0) <= options.scaleTolerance } ?? 1
        let measuring = reductions.first { reduction in
            reduction <= usable && Double(max(header.width, header.height / 3)) / Double(reduction) >= measuringWidth
        } ?? 1
        let luminanceOnly = measuring > 1
        var decoded = try ImageLoader.decodeJPEG(
            bytes, header: header, path: path, reduction: measuring, luminanceOnly: luminanceOnly)
        var decodeSeconds = (clock.now - start).inSeconds
        var steps: [String] = []
        var grey = try greyscale(decoded, path: path, steps: &steps)
        var measurement = measureText(in: grey)
        measurement.textHeight = measurement.textHeight.map { $0 * Double(measuring) }

        let scale = scale(forTextHeight: measurement.textHeight, options: options)
        // The smallest decode the final scale can be reached from by scaling down,
        // or by nothing when the decode is already within the tolerance of it.
        let reduction = reductions.first { $0 <= measuring && scale * Double($0) <= options.scaleTolerance } ?? 1
        if reduction != measuring {
            start = clock.now
            decoded = try ImageLoader.decodeJPEG(
                bytes, header: header, path: path, reduction: reduction, luminanceOnly: luminanceOnly)
            decodeSeconds += (clock.now - start).inSeconds
            steps = []
            grey = try greyscale(decoded, path: path, steps: &steps)
        }
        if luminanceOnly, decoded.depth == 8, header.samplesPerPixel == 3 { steps.insert("grey from JPEG luminance", at: 0) }
        if reduction > 1 { steps.insert("JPEG decoded at 1/\(reduction) size", at: 0) }
        let page = try prepare(
            grey: grey, decodedScale: 1 / Double(reduction), scale: scale, measurement: measurement,
            steps: steps, options: options, path: path)
        return (page, decodeSeconds)
    }

    /// JPEG decode reductions, largest first.
    static let reductions = [8, 4, 2, 1]

    /// The factor that brings text `textHeight` pixels tall to the target height,
    /// within the bounds; 1 when the text is already close enough or was not measured.
    static func scale(forTextHeight textHeight: Double?, options: PreprocessOptions) -> Double {
        guard let height = textHeight, height > 0 else { return 1 }
        let wanted = options.targetTextHeight / height
        guard wanted > options.scaleTolerance || wanted < 1 / options.scaleTolerance else { return 1 }
        return min(max(wanted, options.minScale), options.maxScale)
    }

    /// Prepares an image decoded at full size.
    static func prepare(_ source: PixImage, options: PreprocessOptions, path: String) throws(OCRError) -> PreparedPage {
        var steps: [String] = []
        let grey = try greyscale(source, path: path, steps: &steps)
        let measurement = measureText(in: grey)
        return try prepare(
            grey: grey, decodedScale: 1, scale: scale(forTextHeight: measurement.textHeight, options: options),
            measurement: measurement, steps: steps, options: options, path: path)
    }

    /// Scales and deskews `grey`, the file decoded at `decodedScale` of its size, so
    /// that the page ends at `scale` of the file's size (or within the tolerance of it).
    /// `measurement` is in the file's pixels.
    private static func prepare(
        grey: PixImage, decodedScale: Double, scale wanted: Double, measurement: TextMeasurement,
        steps: [String], options: PreprocessOptions, path: String
    ) throws(OCRError) -> PreparedPage {
        var steps = steps
        var scale = decodedScale
        var scaled = grey
        let resample = wanted / decodedScale
        // A full decode is resampled whenever its text is off target (the tolerance
        // already went into `wanted`); a reduced one only when it is beyond the
        // tolerance of the wanted size.
        let isNeeded = decodedScale == 1
            ? wanted != 1 : resample > options.scaleTolerance || resample < 1 / options.scaleTolerance
        if isNeeded {
            guard let image = PixImage(taking: pixScale(grey.pointer, Float(resample), Float(resample))) else {
                throw .preprocessingFailed(path: path, step: "scale")
            }
            scaled = image
            scale = wanted
            steps.append(String(format: "scale %.2f", wanted))
        }

        var rotation = 0.0
        var rotated = scaled
        if options.deskew, let skew = measurement.skewDegrees,
            abs(skew) >= options.minDeskewDegrees, abs(skew) <= 7
        {
            // Embed in a canvas large enough that no corner is cut off.
            let radians = Float(skew * .pi / 180)
            guard
                let image = PixImage(
                    taking: pixRotate(
                        scaled.pointer, radians, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE),
                        Int32(scaled.width), Int32(scaled.height)))
            else { throw .preprocessingFailed(path: path, step: "deskew") }
            rotated = image
            rotation = skew
            steps.append(String(format: "deskew %.2f°", skew))
        }

        let transform = PageTransform(
            scale: scale, rotationDegrees: rotation,
            scaledWidth: Double(scaled.width), scaledHeight: Double(scaled.height),
            processedWidth: Double(rotated.width), processedHeight: Double(rotated.height))
        let record = Preprocessing(
            scale: scale, deskewDegrees: rotation, textHeight: measurement.textHeight, steps: steps)
        return PreparedPage(image: rotated, transform: transform, record: record)
    }

    /// An 8-bit grey copy: alpha flattened onto white, colour maps removed, 16-bit reduced.
    static func greyscale(_ source: PixImage, path: String, steps: inout [String]) throws(OCRError) -> PixImage {
        var current = source
        if source.depth == 32, source.samplesPerPixel == 4 {
            guard let flat = PixImage(taking: pixAlphaBlendUniform(source.pointer, 0xFFFF_FF00)) else {
                throw .preprocessingFailed(path: path, step: "flatten alpha")
            }
            current = flat
            steps.append("flatten alpha on white")
        }
        if current.depth == 8, pixGetColormap(current.pointer) == nil {
            return current
        }
        guard let grey = PixImage(taking: pixConvertTo8(current.pointer, 0)) else {
            throw .preprocessingFailed(path: path, step: "grey")
        }
        steps.append("grey from \(source.depth)-bit")
        return grey
    }

    struct TextMeasurement {
        /// Upper-quartile height of glyph-sized components, in the source image's pixels.
        var textHeight: Double?
        /// Skew of the text lines in degrees (clockwise positive), when confidently found.
        var skewDegrees: Double?
    }

    /// The Otsu split of an 8-bit image's grey histogram with score fraction 0.1: the
    /// threshold `pixOtsuAdaptiveThreshold` finds for a single tile covering the page.
    ///
    /// The histogram is counted here because Leptonica's (`pixGetGrayHistogram`) adds
    /// a float per pixel, and on a mostly white page every addition waits for the one
    /// before: it was most of the cost of measuring text. Counting four tallies from
    /// whole words is six times faster and gives the same counts (checked on every
    /// development-set image: the same threshold on all 366).
    static func otsuThreshold(of grey: PixImage) -> Int32? {
        guard grey.depth == 8, pixGetColormap(grey.pointer) == nil, let data = pixGetData(grey.pointer) else { return nil }
        let width = grey.width
        let wordsPerLine = Int(pixGetWpl(grey.pointer))
        let wholeWords = width / 4
        var tallies = [Int](repeating: 0, count: 4 * 256)
        tallies.withUnsafeMutableBufferPointer { tally in
            for row in 0..<grey.height {
                let line = data + row * wordsPerLine
                // Four pixels a word, the first in the high byte. Their order does not
                // matter to a histogram, except in a line's last, partly used word.
                for index in 0..<wholeWords {
                    let word = line[index]
                    tally[Int(word >> 24)] += 1
                    tally[256 + Int((word >> 16) & 0xFF)] += 1
                    tally[512 + Int((word >> 8) & 0xFF)] += 1
                    tally[768 + Int(word & 0xFF)] += 1
                }
                if width % 4 > 0 {
                    let word = line[wholeWords]
                    for byte in 0..<(width % 4) { tally[Int((word >> UInt32(24 - 8 * byte)) & 0xFF)] += 1 }
                }
            }
        }
        guard let histogram = numaCreate(256) else { return nil }
        var doomed: UnsafeMutablePointer<Numa>? = histogram
        defer { numaDestroy(&doomed) }
        for value in 0..<256 {
            numaAddNumber(histogram, Float(tallies[value] + tallies[256 + value] + tallies[512 + value] + tallies[768 + value]))
        }
        var threshold: Int32 = 0
        guard numaSplitDistribution(histogram, 0.1, &threshold, nil, nil, nil, nil, nil) == 0 else { return nil }
        return threshold
    }

    /// Measures text size and skew on a binarised copy reduced to at most ~1200 px wide.
    static func measureText(in grey: PixImage) -> TextMeasurement {
        let reduction = max(1.0, Double(max(grey.width, grey.height / 3)) / measuringWidth)
        var working = grey
        // Halve by averaging 2×2 blocks while at least twice too big: on a 9-megapixel
        // page that costs a tenth of the general resampling, which then has little left to do.
        var halved = 1.0
        while reduction / halved >= 2, let half = PixImage(taking: pixScaleAreaMap2(working.pointer)) {
            working = half
            halved *= 2
        }
        let rest = reduction / halved
        if rest > 1, let reduced = PixImage(taking: pixScale(working.pointer, Float(1 / rest), Float(1 / rest))) {
            working = reduced
        }
        // One Otsu threshold for the whole page: a global threshold is enough to find glyphs.
        guard let threshold = otsuThreshold(of: working),
            let binary = PixImage(taking: pixThresholdToBinary(working.pointer, threshold))
        else { return TextMeasurement() }

        var measurement = TextMeasurement()
        if let boxes = pixConnCompBB(binary.pointer, 8) {
            var boxa: UnsafeMutablePointer<Boxa>? = boxes
            defer { boxaDestroy(&boxa) }
            var heights: [Int32] = []
            let count = boxaGetCount(boxes)
            let maxHeight = Int32(max(8, working.height / 8))
            heights.reserveCapacity(Int(count))
            for index in 0..<count {
                var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
                guard boxaGetBoxGeometry(boxes, index, &x, &y, &w, &h) == 0 else { continue }
                // Glyph-like: not a speck, not a rule line, not a photo region.
                if h >= 4, h <= maxHeight, w <= 3 * h, w >= 1 { heights.append(h) }
            }
            if heights.count >= 12 {
                // The upper quartile, not the median: thermal print breaks glyphs into
                // fragments and punctuation is small, both of which pull the median down.
                // Measured on SROIE scans it tracks Tesseract's word heights within 1–2 px.
                heights.sort()
                measurement.textHeight = Double(heights[heights.count * 3 / 4]) * reduction
            }
        }
        var angle: Float = 0
        var confidence: Float = 0
        if pixFindSkew(binary.pointer, &angle, &confidence) == 0, confidence >= 3 {
            measurement.skewDegrees = Double(angle)
        }
        return measurement
    }
}
