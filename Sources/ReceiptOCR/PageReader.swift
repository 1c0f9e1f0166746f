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
    /// Turns sideways and upside-down pages upright (loads its model on first need).
    private let orientation: OrientationCorrection

    public init(options: OCROptions = .init()) throws(OCRError) {
        self.options = options
        self.engine = try TesseractEngine(configuration: options.engine)
        // Orientation detection has its own model (`osd`), which the shipped model's
        // folder does not hold: it comes from Tesseract's own folder unless the reading
        // model's folder has one.
        let osdFolder = options.engine.dataPath.flatMap {
            FileManager.default.fileExists(atPath: ReadingModel.file("osd", in: $0)) ? $0 : nil
        }
        self.orientation = OrientationCorrection(dataPath: osdFolder)
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
        let image = try open(bytes: bytes, path: path)
        var read = try recognize(image)
        read.timings.decode += image.decodeSeconds
        read.timings.preprocess += image.greySeconds
        return read
    }

    /// Decodes an image, converts it to grey and measures its text, once, so that
    /// it can be read several ways (``recognize(_:preprocess:pageSegmentationMode:)``).
    public func open(bytes: [UInt8], path: String) throws(OCRError) -> OpenedImage {
        let clock = ContinuousClock()
        var start = clock.now
        // Seconds since the last lap.
        func lap() -> Double {
            defer { start = clock.now }
            return (clock.now - start).inSeconds
        }
        let stored = try ImageLoader.header(of: bytes, path: path, limits: options.limits)
        // A phone's photo is turned upright as its EXIF says, right after decoding: every
        // later step, and every box reported, is in the upright (displayed) frame.
        let (turn, turnSteps) = ImageLoader.exifTurn(bytes, header: stored)
        var header = stored
        if turn.swapsSides { (header.width, header.height) = (stored.height, stored.width) }
        func upright(_ image: PixImage) throws(OCRError) -> PixImage {
            try ImageLoader.turned(image, by: turn, path: path)
        }
        var decodeSeconds = 0.0
        var greySeconds = 0.0
        if let reduction = Self.jpegReduction(for: stored) {
            // A big JPEG is decoded at half size: libjpeg reduces inside its inverse DCT,
            // in a fraction of the time and memory of a full decode (a 35-megapixel scan
            // takes 140 MB whole). First as grey, which libjpeg also gives for free, to
            // measure the text (measured at 1,200 px across either way); when the page is
            // to be scaled well below half size, that decode is the page.
            let image = try upright(
                ImageLoader.decodeJPEG(bytes, header: stored, path: path, reduction: reduction, luminanceOnly: true))
            decodeSeconds += lap()
            var steps = turnSteps + ["JPEG decoded at 1/\(reduction) size"]
            let grey = try Preprocessor.greyscale(image, path: path, steps: &steps)
            if grey === image, header.samplesPerPixel == 3 { steps.append("grey from JPEG luminance") }
            let measurement = Preprocessor.measureText(in: grey)
            let decodedScale = 1 / Double(reduction)
            let resample =
                Preprocessor.scale(
                    for: measurement, decodedScale: decodedScale, pixels: grey.width * grey.height, options: options.preprocess) / decodedScale
            if resample < 1 / options.preprocess.scaleTolerance {
                let paper = Self.paper(in: grey, grey: grey, measurement: measurement, decodedScale: decodedScale, steps: &steps)
                return OpenedImage(
                    grey: paper.grey, decodedScale: decodedScale, header: header, path: path, measurement: paper.measurement,
                    greySteps: steps, outline: paper.outline, flattening: paper.flattening, decodeSeconds: decodeSeconds, greySeconds: lap())
            }
            // Kept near half size or enlarged, JPEG's luminance cost photos words (two
            // fields fewer on the 31 big images of the development set) where Leptonica's
            // grey of the colour half-size decode reads as well as the whole file scaled
            // down (as many fields right, 77 of 91) at under half the cost.
            greySeconds += lap()
            let colour = try upright(ImageLoader.decodeJPEG(bytes, header: stored, path: path, reduction: reduction))
            decodeSeconds += lap()
            var colourSteps = turnSteps + ["JPEG decoded at 1/\(reduction) size"]
            let page = try Preprocessor.greyscale(colour, path: path, steps: &colourSteps)
            let paper = Self.paper(in: colour, grey: page, measurement: measurement, decodedScale: decodedScale, steps: &colourSteps)
            return OpenedImage(
                grey: paper.grey, decodedScale: decodedScale, header: header, path: path, measurement: paper.measurement,
                greySteps: colourSteps, saturation: Preprocessor.saturation(of: colour), outline: paper.outline, flattening: paper.flattening,
                decodeSeconds: decodeSeconds, greySeconds: greySeconds + lap())
        }
        let image = try upright(ImageLoader.decode(bytes, header: stored, path: path))
        decodeSeconds += lap()
        var steps = turnSteps
        var grey = try Preprocessor.greyscale(image, path: path, steps: &steps)
        var measurement = Preprocessor.measureText(in: grey)
        // No text found on a flat scan: dark bands along its edges (the scanner's lid)
        // can take the page's whole threshold, hiding the print from the measurement and
        // from Tesseract alike. Cleared, the page is measured again.
        if measurement.textHeight == nil, !measurement.unevenBackground, let cleared = Preprocessor.clearingEdgeBands(grey, solidOnly: true) {
            let again = Preprocessor.measureText(in: cleared)
            if again.textHeight != nil {
                (grey, measurement) = (cleared, again)
                steps.append("dark edges cleared")
            }
        }
        let paper = Self.paper(in: image, grey: grey, measurement: measurement, decodedScale: 1, steps: &steps)
        return OpenedImage(
            grey: paper.grey, decodedScale: 1, header: header, path: path, measurement: paper.measurement,
            greySteps: steps, saturation: Preprocessor.saturation(of: image), outline: paper.outline, flattening: paper.flattening,
            decodeSeconds: decodeSeconds, greySeconds: lap())
    }

    /// A photo's paper outline when its four corners are in view (`PaperFinder`), and
    /// the paper cut out and flattened when the photo sees it in perspective, with its
    /// text measured again; otherwise `grey` as it is.
    /// `source` is the decoded image `grey` was made from (its colours tell paper from
    /// table), `decodedScale` their size relative to the file. Only pages unevenly lit
    /// are looked at: paper the finder can outline lies on something darker.
    ///
    /// The flattened page keeps the whole photo's lighting verdict, so that its paper is
    /// evened out (background normalisation, now on the paper alone) and the photo is
    /// still told from a scan.
    static func paper(
        in source: PixImage, grey: PixImage, measurement: Preprocessor.TextMeasurement, decodedScale: Double,
        steps: inout [String]
    ) -> (grey: PixImage, measurement: Preprocessor.TextMeasurement, outline: Quadrilateral?, flattening: PaperFlattening?) {
        guard measurement.unevenBackground, let outline = PaperFinder.outline(in: source),
            !PaperFinder.cutsPrint(grey, outline: outline)
        else { return (grey, measurement, nil, nil) }
        let found = outline.scaled(by: 1 / decodedScale)
        guard PaperFinder.inPerspective(outline) else {
            steps.append("paper outlined, seen square-on: read as it is")
            return (grey, measurement, found, nil)
        }
        guard let page = PaperFinder.flattened(grey, outline: outline),
            let flattening = PaperFlattening(
                outline: found, width: Int((Double(page.width) / decodedScale).rounded()),
                height: Int((Double(page.height) / decodedScale).rounded()))
        else { return (grey, measurement, found, nil) }
        var measured = Preprocessor.measureText(in: page)
        measured.unevenBackground = true
        if measured.textHeight == nil { measured.textHeight = measurement.textHeight }
        let share = Double(page.width * page.height) / Double(max(grey.width * grey.height, 1))
        steps.append(
            String(format: "paper outlined and flattened (%d×%d px, %.0f %% of the photo)", flattening.width, flattening.height, share * 100))
        return (page, measured, found, flattening)
    }

    /// The reduction a big JPEG is first decoded at: 2 when half size still leaves
    /// text measurable (about 1,200 px across, see `Preprocessor.measureText(in:)`)
    /// and the page is big enough for the saving to matter; `nil` to decode it whole.
    static func jpegReduction(for header: ImageHeader) -> Int? {
        guard header.format == .jpeg, header.width * header.height >= 6_000_000,
            max(header.width, header.height / 3) >= 2_400
        else { return nil }
        return 2
    }

    /// Recognises an opened image with the reader's options, or with other
    /// preprocessing or page segmentation for a second look.
    public func recognize(
        _ image: OpenedImage, preprocess: PreprocessOptions? = nil, pageSegmentationMode: Int? = nil
    ) throws(OCRError) -> PageRead {
        let clock = ContinuousClock()
        var timings = StageTimings()
        var start = clock.now
        var prepared = try prepare(image, preprocess: preprocess ?? options.preprocess)
        let mode = pageSegmentationMode ?? options.engine.pageSegmentationMode
        prepared.record.pageSegmentationMode = mode
        prepared.record.saturation = image.saturation.map { ($0 * 1000).rounded() / 1000 }
        timings.preprocess = (clock.now - start).inSeconds

        start = clock.now
        if mode != engine.pageSegmentationMode { try engine.setPageSegmentationMode(mode) }
        defer {
            if engine.pageSegmentationMode != options.engine.pageSegmentationMode {
                try? engine.setPageSegmentationMode(options.engine.pageSegmentationMode)
            }
        }
        var raw = try engine.recognize(prepared.image, path: image.path)
        if (preprocess ?? options.preprocess).orientation {
            orientation.correct(
                &prepared, words: &raw, source: image, engine: engine, options: preprocess ?? options.preprocess,
                path: image.path)
        }
        timings.recognize = (clock.now - start).inSeconds

        let header = image.header
        let words = image.photoWords(Self.original(raw, through: prepared.transform, width: image.frameWidth, height: image.frameHeight))
        prepared.record.paper = image.outline
        let page = OCRPage(width: header.width, height: header.height, preprocessing: prepared.record, words: words)
        return PageRead(page: page, format: header.format, timings: timings)
    }
}

extension PageReader {
    /// The page Tesseract is shown for an opened image under `preprocess`.
    func prepare(_ image: OpenedImage, preprocess: PreprocessOptions) throws(OCRError) -> PreparedPage {
        try Preprocessor.prepare(
            image.grey, measurement: image.measurement, greySteps: image.greySteps, decodedScale: image.decodedScale,
            options: preprocess, path: image.path)
    }

    /// Words read on a prepared page, in the pixels of the image (`width` × `height`)
    /// it was prepared from, shifted by `offset` when that image is a region of the file.
    static func original(
        _ words: [Word], through transform: PageTransform, width: Int, height: Int, offset: (x: Int, y: Int) = (0, 0)
    ) -> [Word] {
        words.map { word in
            var mapped = word
            let box = transform.originalBox(word.box, width: width, height: height)
            mapped.box = ReceiptCore.Box(x0: box.x0 + offset.x, y0: box.y0 + offset.y, x1: box.x1 + offset.x, y1: box.y1 + offset.y)
            mapped.lineHeight = Int((Double(word.lineHeight) / transform.scale).rounded())
            return mapped
        }
    }

    /// Reads a region of the page again as a page of its own, its text brought to
    /// `textHeight` pixels (`Rereads.headerTextHeight` for a receipt's header: a logo or
    /// a name printed large reads better enlarged past the body text's size). Words
    /// come back in the original image's pixels.
    public func readRegion(_ region: ReceiptCore.Box, in image: OpenedImage, textHeight: Double) throws(OCRError) -> PageRead {
        let clock = ContinuousClock()
        var timings = StageTimings()
        var start = clock.now
        let header = image.header
        let box = image.pageBox(region.clamped(width: header.width, height: header.height))
        let scaled = box.scaled(by: image.decodedScale).clamped(width: image.grey.width, height: image.grey.height)
        let empty = OCRPage(
            width: header.width, height: header.height, preprocessing: Preprocessing(scale: 1, steps: ["region too small"]), words: [])
        guard scaled.width > 8, scaled.height > 8 else { return PageRead(page: empty, format: header.format, timings: timings) }
        guard let crop = image.grey.cropped(to: scaled) else { throw .preprocessingFailed(path: image.path, step: "region crop") }
        var options = self.options.preprocess
        options.targetTextHeight = textHeight
        options.orientation = false
        // Too little text in the region to measure (a small photo's header): the page's
        // own measurement stands.
        var measurement = Preprocessor.measureText(in: crop)
        if measurement.textHeight == nil { measurement = image.measurement }
        let prepared = try Preprocessor.prepare(
            crop, measurement: measurement, greySteps: image.greySteps + ["region \(box.x0),\(box.y0)–\(box.x1),\(box.y1)"],
            decodedScale: image.decodedScale, options: options, path: image.path)
        timings.preprocess = (clock.now - start).inSeconds
        start = clock.now
        let raw = try engine.recognize(prepared.image, path: image.path)
        timings.recognize = (clock.now - start).inSeconds
        let words = image.photoWords(
            Self.original(raw, through: prepared.transform, width: box.width, height: box.height, offset: (box.x0, box.y0)))
        let page = OCRPage(width: header.width, height: header.height, preprocessing: prepared.record, words: words)
        return PageRead(page: page, format: header.format, timings: timings)
    }

    /// Reads one value again, closely: its box is cropped from the original grey
    /// image with a margin, enlarged so its text is about 40 pixels tall, and read
    /// as a single line (amounts restricted to the characters an amount can hold).
    public func reread(_ request: Rereads.Request, in image: OpenedImage) throws(OCRError) -> Rereads.Result {
        // The request's box is in the file's pixels; the grey image may be a reduced decode.
        let box = image.pageBox(request.row ?? request.box).scaled(by: image.decodedScale)
        let height = max(box.height / max(request.lines, 1), 4)
        let padded = ReceiptCore.Box(
            x0: box.x0 - height, y0: box.y0 - height * 2 / 5, x1: box.x1 + height, y1: box.y1 + height * 2 / 5
        ).clamped(width: image.grey.width, height: image.grey.height)
        guard padded.width > 2, padded.height > 2, let crop = image.grey.cropped(to: padded) else {
            return Rereads.Result(request: request, text: "", confidence: 0)
        }
        let scale = Float(min(max(40 / Double(height), 1), 6))
        guard let enlarged = PixImage(taking: scale == 1 ? pixCopy(nil, crop.pointer) : pixScale(crop.pointer, scale, scale)) else {
            return Rereads.Result(request: request, text: "", confidence: 0)
        }
        let whitelist: String? = request.kind == .amount ? "0123456789.,-$€£RM()" : nil
        // A date's or amount's re-read weighs its characters: one digit read two ways decides a
        // date, and is evidence of how sure an amount is (`ConfidenceEvidence`).
        let (text, confidence, characters) = try engine.recognizeLine(
            enlarged, whitelist: whitelist, mode: request.lines > 1 ? 6 : 7, weighingCharacters: request.kind != .text,
            path: image.path)
        return Rereads.Result(request: request, text: text, confidence: confidence, characters: characters)
    }
}

/// A decoded, grey image with its text measured, ready to be read one or more ways.
///
/// Owns its Leptonica image; like the reader that opened it, it belongs to one worker.
public final class OpenedImage {
    let grey: PixImage
    /// The size of `grey` relative to the file: 1, or 1/2 for a big JPEG decoded reduced.
    let decodedScale: Double
    let header: ImageHeader
    let path: String
    let measurement: Preprocessor.TextMeasurement
    let greySteps: [String]
    /// A photo's receipt outline when its four corners are in view, in the file's pixels.
    let outline: Quadrilateral?
    /// How `grey`, a photo's paper cut out and flattened, maps to the file's pixels;
    /// `nil` when `grey` is the whole image.
    let flattening: PaperFlattening?
    /// The decoded image's mean colour saturation (`Preprocessor.saturation`), `nil` when
    /// it was decoded grey.
    let saturation: Double?
    /// Seconds spent decoding, and converting to grey and measuring.
    public let decodeSeconds: Double
    public let greySeconds: Double

    init(
        grey: PixImage, decodedScale: Double, header: ImageHeader, path: String,
        measurement: Preprocessor.TextMeasurement, greySteps: [String], saturation: Double? = nil,
        outline: Quadrilateral? = nil, flattening: PaperFlattening? = nil, decodeSeconds: Double, greySeconds: Double
    ) {
        self.saturation = saturation
        self.outline = outline
        self.flattening = flattening
        self.grey = grey
        self.decodedScale = decodedScale
        self.header = header
        self.path = path
        self.measurement = measurement
        self.greySteps = greySteps
        self.decodeSeconds = decodeSeconds
        self.greySeconds = greySeconds
    }

    public var format: ImageFormat { header.format }

    /// The size, at the file's resolution, of the page `grey` shows: the flattened
    /// paper's, or the file's own.
    var frameWidth: Int { flattening?.width ?? header.width }
    var frameHeight: Int { flattening?.height ?? header.height }

    /// Words read on the page `grey` shows (in its frame at the file's resolution), in
    /// the file's pixels.
    func photoWords(_ words: [Word]) -> [Word] {
        guard let flattening else { return words }
        return words.map { word in
            var mapped = word
            mapped.box = flattening.photoBox(word.box, photoWidth: header.width, photoHeight: header.height)
            return mapped
        }
    }

    /// The box of the page `grey` shows (at the file's resolution) covering a box of the file.
    func pageBox(_ box: ReceiptCore.Box) -> ReceiptCore.Box {
        flattening?.pageBox(box) ?? box
    }
}
