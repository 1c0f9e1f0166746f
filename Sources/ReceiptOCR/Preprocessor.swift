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
    /// Extra image clean-up before recognition, for pages the plain pass reads poorly.
    public var enhancement: Enhancement

    /// Ways to clean up a hard page.
    public enum Enhancement: String, Sendable, Equatable, CaseIterable {
        /// Grey, scaled and deskewed only.
        case none
        /// Flatten uneven lighting and paper tint (phone photos, yellowed paper).
        case background
        /// Stretch local contrast (faded thermal print).
        case contrast
        /// Binarise with a local (Sauvola) threshold.
        case binarize
        /// `background` for pages whose paper is unevenly lit (photos), none otherwise.
        case auto
        /// For a second read: `contrast` for unevenly lit pages (already flattened on
        /// the first read), `background` for flat scans.
        case alternate
    }
    /// Turn sideways and upside-down pages upright when the first read is poor
    /// (see `OrientationCorrection`).
    public var orientation: Bool

    public init(
        targetTextHeight: Double = 24, scaleTolerance: Double = 1.2,
        minScale: Double = 0.33, maxScale: Double = 3.5,
        deskew: Bool = true, minDeskewDegrees: Double = 0.4, enhancement: Enhancement = .auto,
        orientation: Bool = true
    ) {
        self.orientation = orientation
        self.targetTextHeight = targetTextHeight
        self.scaleTolerance = scaleTolerance
        self.minScale = minScale
        self.maxScale = maxScale
        self.deskew = deskew
        self.minDeskewDegrees = minDeskewDegrees
        self.enhancement = enhancement
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
    /// Scales, deskews and cleans up a grey page whose text was measured in `measurement`.
    static func prepare(
        _ grey: PixImage, measurement: TextMeasurement, greySteps: [String], options: PreprocessOptions, path: String
    ) throws(OCRError) -> PreparedPage {
        var steps = greySteps
        var scale = 1.0
        if let height = measurement.textHeight, height > 0 {
            let wanted = options.targetTextHeight / height
            if wanted > options.scaleTolerance || wanted < 1 / options.scaleTolerance {
                scale = min(max(wanted, options.minScale), options.maxScale)
            }
        }
        var scaled = grey
        if scale != 1 {
            guard let image = PixImage(taking: pixScale(grey.pointer, Float(scale), Float(scale))) else {
                throw .preprocessingFailed(path: path, step: "scale")
            }
            scaled = image
            steps.append(String(format: "scale %.2f", scale))
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

        var enhancement = options.enhancement
        if enhancement == .auto { enhancement = measurement.unevenBackground ? .background : .none }
        if enhancement == .alternate { enhancement = measurement.unevenBackground ? .contrast : .background }
        if enhancement != .none {
            guard let enhanced = enhance(rotated, enhancement) else {
                throw .preprocessingFailed(path: path, step: enhancement.rawValue)
            }
            rotated = enhanced
            steps.append(enhancement == .background && options.enhancement == .auto ? "background (uneven lighting)" : enhancement.rawValue)
        }

        let transform = PageTransform(
            scale: scale, rotationDegrees: rotation,
            scaledWidth: Double(scaled.width), scaledHeight: Double(scaled.height),
            processedWidth: Double(rotated.width), processedHeight: Double(rotated.height))
        var record = Preprocessing(
            scale: scale, deskewDegrees: rotation, textHeight: measurement.textHeight, steps: steps)
        record.unevenLighting = measurement.unevenBackground ? true : nil
        return PreparedPage(image: rotated, transform: transform, record: record)
    }

    /// Whether the paper is unevenly lit: the bright level (90th percentile) of a
    /// 4 × 4 grid of tiles varies by more than 6 grey levels, or the page's border is
    /// darker than the paper. Measured on SROIE flatbed scans (flat, white border)
    /// against WildReceipt phone photos (tiles differ by 15 levels on median).
    static func isUnevenlyLit(_ grey: PixImage) -> Bool {
        let (w, h) = (grey.width, grey.height)
        guard w >= 32, h >= 32 else { return false }
        var levels: [Double] = []
        for row in 0..<4 {
            for column in 0..<4 {
                guard let box = boxCreate(Int32(column * w / 4), Int32(row * h / 4), Int32(w / 4), Int32(h / 4)) else { continue }
                var doomed: UnsafeMutablePointer<CTesseract.Box>? = box
                defer { boxDestroy(&doomed) }
                guard let tile = PixImage(taking: pixClipRectangle(grey.pointer, box, nil)) else { continue }
                var value: UInt32 = 0
                if pixGetRankValue(tile.pointer, 2, 0.9, &value) == 0 { levels.append(Double(value)) }
            }
        }
        guard levels.count == 16 else { return false }
        let mean = levels.reduce(0, +) / 16
        let deviation = (levels.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 16).squareRoot()
        let border = min(levels[0], levels[3], levels[12], levels[15])
        return deviation > 6 || border < 180
    }

    /// The page cleaned up as `enhancement` says; same size, 8-bit grey.
    static func enhance(_ image: PixImage, _ enhancement: PreprocessOptions.Enhancement) -> PixImage? {
        switch enhancement {
        case .none, .auto, .alternate:
            return image
        case .background:
            return PixImage(taking: pixBackgroundNormSimple(image.pointer, nil, nil))
        case .contrast:
            return PixImage(taking: pixContrastNorm(nil, image.pointer, 40, 40, 60, 2, 2))
        case .binarize:
            var binary: UnsafeMutablePointer<Pix>? = nil
            let window = Int32(max(8, min(image.width, image.height) / 60))
            guard pixSauvolaBinarizeTiled(image.pointer, window, 0.34, 1, 1, nil, &binary) == 0,
                let bits = PixImage(taking: binary)
            else { return nil }
            return PixImage(taking: pixConvertTo8(bits.pointer, 0))
        }
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
        /// Whether the paper's brightness varies across the page, or its border is
        /// dark: a photo rather than a flatbed scan.
        var unevenBackground = false
    }

    /// Measures text size and skew on a binarised copy reduced to at most ~1200 px wide.
    static func measureText(in grey: PixImage) -> TextMeasurement {
        let reduction = max(1.0, Double(max(grey.width, grey.height / 3)) / 1200)
        var working = grey
        if reduction > 1, let reduced = PixImage(taking: pixScale(grey.pointer, Float(1 / reduction), Float(1 / reduction))) {
            working = reduced
        }
        var measurement = TextMeasurement()
        measurement.unevenBackground = isUnevenlyLit(working)
        var thresholded: UnsafeMutablePointer<Pix>? = nil
        // One Otsu tile for the whole page: a global threshold is enough to find glyphs.
        let status = pixOtsuAdaptiveThreshold(
            working.pointer, Int32(working.width), Int32(working.height), 0, 0, 0.1, nil, &thresholded)
        guard status == 0, let binary = PixImage(taking: thresholded) else { return measurement }

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
