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
    /// An enlarged page is kept within this many pixels. Tesseract's memory and time
    /// grow with the page's pixels (about 4 bytes each across its copy and ours): a
    /// long receipt photographed small, enlarged 3.5 times, made 20 to 30 megapixels
    /// and, read by two workers at once, most of a batch's peak memory.
    public var maxEnlargedPixels: Int
    /// Straighten pages tilted by more than `minDeskewDegrees` (and at most 7°).
    public var deskew: Bool
    public var minDeskewDegrees: Double
    /// Extra image clean-up before recognition, for pages the plain pass reads poorly.
    public var enhancement: Enhancement
    /// Read the page at this many times the file's size whatever its text measures
    /// (within `maxEnlargedPixels`): for a page whose read at the measured size found
    /// next to nothing, the measurement having failed on a small photo's text.
    public var enlargement: Double? = nil
    /// Soften the enlarged page with a box blur of this half-width, in pixels, and paint
    /// out dark bands round it: for a page read as next to nothing, whose print may be
    /// dot matrix (dots Tesseract reads as specks until they run together) photographed
    /// on a dark table (which pulls the page's threshold under its grey print).
    public var smoothing: Int? = nil

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
        /// For a third read: `contrast` for flat scans (read plain, then flattened, by
        /// the first two), `background` for unevenly lit pages (the first read's: both
        /// clean-ups have been tried, and the third read differs in its segmentation).
        case third
    }
    /// Turn sideways and upside-down pages upright when the first read is poor
    /// (see `OrientationCorrection`).
    public var orientation: Bool
    /// Which thin horizontal rules to paint out before reading (see `Preprocessor.clearingRules`).
    public var rules: Rules

    /// Thin horizontal rules on white paper, which Tesseract's one-block segmentation
    /// (unlike its automatic one) leaves in the page and can fold into a row of text.
    public enum Rules: String, Sendable, Equatable, CaseIterable {
        /// Read them as printed.
        case keep
        /// Paint out solid rules: a separator merged into the row beside it makes that
        /// row tall, and the row's letters reach the recogniser shrunk to fit.
        case solid
        /// Paint out dotted rules too (a date printed on a dotted underline), bridging
        /// gaps that also bridge the feet of some rows of text.
        case dotted
    }

    public init(
        targetTextHeight: Double = 24, scaleTolerance: Double = 1.2,
        minScale: Double = 0.33, maxScale: Double = 3.5, maxEnlargedPixels: Int = 16_000_000,
        deskew: Bool = true, minDeskewDegrees: Double = 0.4, enhancement: Enhancement = .auto,
        orientation: Bool = true, rules: Rules = .solid
    ) {
        self.orientation = orientation
        self.rules = rules
        self.targetTextHeight = targetTextHeight
        self.scaleTolerance = scaleTolerance
        self.minScale = minScale
        self.maxScale = maxScale
        self.maxEnlargedPixels = maxEnlargedPixels
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
    /// The page's final size relative to the file, for `grey` decoded at
    /// `decodedScale` of the file's size with its text measured in `measurement`:
    /// text brought to the target height unless already within the tolerance of it,
    /// and the file scaled by no less than `minScale` and no more than `maxScale`,
    /// nor enlarged past `maxEnlargedPixels` (`pixels`: those of `grey`, the decoded
    /// image). The ceiling never shrinks a page: one already past it keeps its size.
    static func scale(for measurement: TextMeasurement, decodedScale: Double, pixels: Int, options: PreprocessOptions) -> Double {
        if let enlargement = options.enlargement {
            let filePixels = Double(max(pixels, 1)) / (decodedScale * decodedScale)
            return max(1, min(enlargement, (Double(options.maxEnlargedPixels) / filePixels).squareRoot()))
        }
        guard let height = measurement.textHeight, height > 0 else { return decodedScale }
        let wanted = options.targetTextHeight / height
        guard wanted > options.scaleTolerance || wanted < 1 / options.scaleTolerance else { return decodedScale }
        let scale = min(max(wanted * decodedScale, options.minScale), options.maxScale)
        guard scale > 1 else { return scale }
        let filePixels = Double(max(pixels, 1)) / (decodedScale * decodedScale)
        return max(1, min(scale, (Double(options.maxEnlargedPixels) / filePixels).squareRoot()))
    }

    /// Scales, deskews and cleans up a grey page whose text was measured in
    /// `measurement`; `grey` is the file decoded at `decodedScale` of its size.
    static func prepare(
        _ grey: PixImage, measurement: TextMeasurement, greySteps: [String], decodedScale: Double = 1,
        options: PreprocessOptions, path: String
    ) throws(OCRError) -> PreparedPage {
        var steps = greySteps
        let scale = scale(for: measurement, decodedScale: decodedScale, pixels: grey.width * grey.height, options: options)
        // Straightened where the page is smaller: before enlarging, after reducing.
        // Rotation is the costliest step per pixel, and an enlarged page has up to
        // twelve times the pixels of the file. (Background and contrast normalisation
        // stay on the final page: done before enlarging, they cost the development set
        // 14 fields, their tiles being sized in pixels.)
        let enlarging = scale > decodedScale
        var page = grey
        if !enlarging { page = try resampled(page, by: scale / decodedScale, path: path) }
        var rotation = 0.0
        // The page's size before rotation embeds it in a larger canvas (at final scale).
        var (unrotatedWidth, unrotatedHeight) = (Double(page.width), Double(page.height))
        if options.deskew, let skew = measurement.skewDegrees,
            abs(skew) >= options.minDeskewDegrees, abs(skew) <= 7
        {
            // Embed in a canvas large enough that no corner is cut off.
            let radians = Float(skew * .pi / 180)
            guard
                let image = PixImage(
                    taking: pixRotate(
                        page.pointer, radians, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE),
                        Int32(page.width), Int32(page.height)))
            else { throw .preprocessingFailed(path: path, step: "deskew") }
            page = image
            rotation = skew
        }
        if enlarging {
            let before = page
            page = try resampled(page, by: scale / decodedScale, path: path)
            unrotatedWidth *= Double(page.width) / Double(before.width)
            unrotatedHeight *= Double(page.height) / Double(before.height)
        }
        if let radius = options.smoothing, radius > 0 {
            if let cleared = clearingEdgeBands(page) {
                page = cleared
                steps.append("dark edges cleared")
            }
            guard let smoothed = PixImage(taking: pixBlockconv(page.pointer, Int32(radius), Int32(radius))) else {
                throw .preprocessingFailed(path: path, step: "smoothing")
            }
            page = smoothed
            steps.append("smoothed \(radius) px")
        }
        var enhancement = options.enhancement
        var enhancementStep: String?
        if enhancement == .auto { enhancement = measurement.unevenBackground ? .background : .none }
        if enhancement == .alternate { enhancement = measurement.unevenBackground ? .contrast : .background }
        if enhancement == .third { enhancement = measurement.unevenBackground ? .background : .contrast }
        if enhancement != .none {
            guard let enhanced = enhance(page, enhancement) else {
                throw .preprocessingFailed(path: path, step: enhancement.rawValue)
            }
            page = enhanced
            enhancementStep = enhancement == .background && options.enhancement == .auto ? "background (uneven lighting)" : enhancement.rawValue
        }
        // On a second read of a flat scan only: round a photo's receipt the dark is the
        // table, and clearing it cost the development set's photos more fields than it
        // won; on a first read it changed as many fields for the worse as for the better.
        if options.enhancement == .alternate, !measurement.unevenBackground, let cleared = clearingEdgeBands(page) {
            page = cleared
            steps.append("dark edges cleared")
        }
        if options.rules != .keep,
            let cleared = clearingRules(page, textHeight: measurement.textHeight.map { $0 * scale / decodedScale }, dotted: options.rules == .dotted)
        {
            page = cleared
            steps.append(options.rules == .dotted ? rulesClearedStep : solidRulesClearedStep)
        }
        if scale != decodedScale { steps.append(String(format: "scale %.2f", scale)) }
        if rotation != 0 { steps.append(String(format: "deskew %.2f°", rotation)) }
        if let enhancementStep { steps.append(enhancementStep) }
        // Rotating about the centre and scaling commute: whichever came first, the
        // page maps back as scaled, then rotated and embedded about the centre.
        let transform = PageTransform(
            scale: scale, rotationDegrees: rotation,
            scaledWidth: unrotatedWidth, scaledHeight: unrotatedHeight,
            processedWidth: Double(page.width), processedHeight: Double(page.height))
        var record = Preprocessing(
            scale: scale, deskewDegrees: rotation, textHeight: measurement.textHeight.map { $0 / decodedScale },
            steps: steps)
        record.unevenLighting = measurement.unevenBackground ? true : nil
        return PreparedPage(image: page, transform: transform, record: record)
    }

    /// The page with dark bands along its edges painted white, or `nil` when it has
    /// none: the scanner's lid or the table beyond a receipt's torn edge, touching the
    /// image border and at least a quarter of the page long. Tesseract's layout
    /// analysis can take a page framed so for a picture and read no word of it.
    ///
    /// With `solidOnly`, the dark is first opened with a 9-pixel brick, so that text
    /// strokes and the web a page of noise makes vanish and only solid bands count:
    /// for pages where nothing else is known to be text.
    static func clearingEdgeBands(_ page: PixImage, solidOnly: Bool = false) -> PixImage? {
        guard let binary = PixImage(taking: pixThresholdToBinary(page.pointer, 110)),
            let solid = solidOnly ? PixImage(taking: pixOpenBrick(nil, binary.pointer, 9, 9)) : binary,
            let inner = PixImage(taking: pixRemoveBorderConnComps(solid.pointer, 8)),
            let touching = PixImage(taking: pixXor(nil, solid.pointer, inner.pointer))
        else { return nil }
        var changed: Int32 = 0
        guard
            let bands = PixImage(
                taking: pixSelectBySize(
                    touching.pointer, Int32(page.width / 4), Int32(page.height / 4), 8, Int32(L_SELECT_IF_EITHER),
                    Int32(L_SELECT_IF_GTE), &changed))
        else { return nil }
        // Grown back over the grey fringe the opening trimmed.
        return paintedWhite(page, where: bands) { solidOnly ? PixImage(taking: pixDilateBrick(nil, $0.pointer, 7, 7)) : $0 }
    }

    /// A copy of `page` with the pixels of `found` (grown by `grow`) painted white, or
    /// `nil` when `found` is empty.
    static func paintedWhite(_ page: PixImage, where found: PixImage, grow: (PixImage) -> PixImage?) -> PixImage? {
        var count: Int32 = 0
        guard pixCountPixels(found.pointer, &count, nil) == 0, count > 0, let mask = grow(found),
            let cleared = PixImage(taking: pixCopy(nil, page.pointer)),
            pixSetMasked(cleared.pointer, mask.pointer, 255) == 0
        else { return nil }
        return cleared
    }

    static let rulesClearedStep = "rules cleared"
    static let solidRulesClearedStep = "solid rules cleared"

    /// The page with its thin horizontal rules painted white, or `nil` when it has
    /// none. A rule is dark (grey under 215, faint dots included) on white paper and at
    /// most 4 pixels thick. A solid rule is one unbroken run at least eight text
    /// heights and half the page wide: a separator across the receipt, which merged
    /// into the row beside it made `GARDENIA BAKERIES` read `GARDENIA BAK ERIKS`, and
    /// not a word's or an amount's underline (painting those out too reshuffled as many
    /// fields as it won on the training pool's scans). With `dotted`, a dotted or
    /// solid line under a row (`27/03/2018` printed on a dotted underline, whose dots
    /// read as marks that turn the row's characters into others) once gaps of up to 6
    /// pixels are bridged, and five text heights are enough: a row of text bridged so is
    /// as thick as its letters and stays, but the feet of a row's letters can line up
    /// into such a rule, so only the third read does this.
    static func clearingRules(_ page: PixImage, textHeight: Double?, dotted: Bool) -> PixImage? {
        let length = Int32(dotted ? max(60, 5 * (textHeight ?? 24)) : max(60, 8 * (textHeight ?? 24), Double(page.width) / 2))
        guard page.width > Int(length), let dark = PixImage(taking: pixThresholdToBinary(page.pointer, 215)) else { return nil }
        var darkPixels: Int32 = 0
        // White paper only: where most of the page is under 215 (a photo's grey paper),
        // the threshold finds streaks in the paper, not rules.
        guard pixCountPixels(dark.pointer, &darkPixels, nil) == 0, Double(darkPixels) < 0.25 * Double(page.width * page.height),
            let bridged = dotted ? PixImage(taking: pixCloseBrick(nil, dark.pointer, 7, 1)) : dark,
            let long = horizontalRuns(of: bridged, atLeast: length),
            let thick = PixImage(taking: pixOpenBrick(nil, long.pointer, 1, 5)),
            let thin = PixImage(taking: pixSubtract(nil, long.pointer, thick.pointer))
        else { return nil }
        // Grown a pixel up and down over the rule's grey fringe.
        return paintedWhite(page, where: thin) { PixImage(taking: pixDilateBrick(nil, $0.pointer, 1, 3)) }
    }

    /// The horizontal runs of `binary` at least `length` pixels long: its opening by a
    /// `length` × 1 brick, found row by row in one pass over the page (the brick
    /// opening costs one raster operation per pixel of its length, about half a page's
    /// recognition time for a rule half the page wide).
    static func horizontalRuns(of binary: PixImage, atLeast length: Int32) -> PixImage? {
        let (width, height) = (binary.width, binary.height)
        guard let runs = PixImage(taking: pixCreate(Int32(width), Int32(height), 1)) else { return nil }
        var starts = [Int32](repeating: 0, count: width / 2 + 1)
        var ends = starts
        for y in 0..<Int32(height) {
            var count: Int32 = 0
            guard pixFindHorizontalRuns(binary.pointer, y, &starts, &ends, &count) == 0 else { return nil }
            for run in 0..<Int(count) where ends[run] - starts[run] + 1 >= length {
                pixRasterop(runs.pointer, starts[run], y, ends[run] - starts[run] + 1, 1, PIX_SET, nil, 0, 0)
            }
        }
        return runs
    }

    /// `image` resampled by `factor` (1: unchanged), without `pixScale`'s unsharp
    /// masking: Tesseract reads the plain resampling as well or better (on the
    /// development set, 5 more of its 1,016 merchant, date and total fields right) at
    /// half the cost or less.
    static func resampled(_ image: PixImage, by factor: Double, path: String) throws(OCRError) -> PixImage {
        guard factor != 1 else { return image }
        guard let scaled = PixImage(taking: pixScaleGeneral(image.pointer, Float(factor), Float(factor), 0, 0)) else {
            throw .preprocessingFailed(path: path, step: "scale")
        }
        return scaled
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
                let box = ReceiptCore.Box(x0: column * w / 4, y0: row * h / 4, x1: column * w / 4 + w / 4, y1: row * h / 4 + h / 4)
                guard let tile = grey.cropped(to: box) else { continue }
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
        case .none, .auto, .alternate, .third:
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

    /// How colourful a decoded colour image is: the mean HSV saturation (0…1) of its pixels,
    /// sampled down to about 300 pixels across; `nil` for grey images. A camera's photo
    /// carries the light's cast and the table's colour; a flatbed scan of a paper receipt is
    /// all but neutral.
    static func saturation(of image: PixImage) -> Double? {
        guard image.depth == 32, image.width > 0, image.height > 0 else { return nil }
        let factor = Int32(max(1, max(image.width, image.height) / 300))
        guard let small = PixImage(taking: factor > 1 ? pixScaleByIntSampling(image.pointer, factor) : pixClone(image.pointer)),
            let hsv = PixImage(taking: pixConvertRGBToHSV(nil, small.pointer)),
            let channel = PixImage(taking: pixGetRGBComponent(hsv.pointer, Int32(COLOR_GREEN)))
        else { return nil }
        var mean: Float = 0
        guard pixGetAverageMasked(channel.pointer, nil, 0, 0, 1, Int32(L_MEAN_ABSVAL), &mean) == 0 else { return nil }
        return Double(mean) / 255
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
        let reduction = max(1.0, Double(max(grey.width, grey.height / 3)) / 1200)
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
        var measurement = TextMeasurement()
        measurement.unevenBackground = isUnevenlyLit(working)
        // One Otsu threshold for the whole page: a global threshold is enough to find glyphs.
        guard let threshold = otsuThreshold(of: working),
            let binary = PixImage(taking: pixThresholdToBinary(working.pointer, threshold))
        else { return measurement }

        if let boxes = pixConnCompBB(binary.pointer, 8) {
            var boxa: UnsafeMutablePointer<Boxa>? = boxes
            defer { boxaDestroy(&boxa) }
            var heights: [Int32] = []
            let count = boxaGetCount(boxes)
            let maxHeight = Int32(max(8, working.height / 8))
            heights.reserveCapacity(Int(count))
            for index in 0..<count {
                var x: Int32 = 0
                var y: Int32 = 0
                var w: Int32 = 0
                var h: Int32 = 0
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
