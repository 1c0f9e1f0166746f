import Foundation
import ReceiptCore

/// Saved OCR pages, so an image read once with some settings is never recognised
/// again with the same ones.
public protocol PageCache: Sendable {
    func load(sha256: String, options: OCROptions) -> OCRPage?
    func store(_ page: OCRPage, file: String, sha256: String, options: OCROptions)
}

/// A receipt read and understood: the words of every OCR read it took, the
/// proposed fields, and the time each stage took.
public struct ReceiptRead: Sendable {
    /// The first full-page read (the words the fields' boxes refer to).
    public var page: OCRPage
    public var extraction: Extraction
    public var analysis: PageAnalysis
    public var format: ImageFormat?
    public var timings: StageTimings
    /// Every read made, in order: `first`, then `second pass: …` when the page needed one.
    public var passes: [String]
    /// Why a second pass was made, when it was.
    public var secondLookReasons: [String]
    /// The later reads (second, third, fourth, then the header read), each named as in
    /// `passes`, for `explain` to show the rows a field that only a later read found came from.
    public var laterReads: [LaterRead] = []
}

/// A later read of a receipt (the whole page again, or its header), with the name its pass goes by.
public struct LaterRead: Sendable {
    public var name: String
    public var analysis: PageAnalysis
}

/// Reads receipts end to end: OCR, extraction, and a second look at hard pages.
///
/// Owns a ``PageReader`` (and so one Tesseract engine): one per worker thread.
public final class ReceiptReader {
    public let reader: PageReader
    public let extraction: ExtractionOptions
    /// The preprocessing of the second read of a hard page; `nil` reads every page
    /// once, with no second or third pass and no targeted re-reads.
    public let secondPass: PreprocessOptions?
    /// Which of the later looks a hard page may get (all by default).
    public let looks: Looks
    let cache: (any PageCache)?

    /// The looks after the first read, each taken only on pages that need it.
    public struct Looks: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The whole page again with other clean-up and larger text.
        public static let secondPass = Looks(rawValue: 1)
        /// The whole page again, segmented as columns, when the date or total is still missing.
        public static let thirdPass = Looks(rawValue: 2)
        /// The top quarter again, enlarged, for a doubtful or missing merchant.
        public static let headerRead = Looks(rawValue: 4)
        /// Crops of an unsure total, date or name, read closely.
        public static let cropRereads = Looks(rawValue: 8)
        public static let all: Looks = [.secondPass, .thirdPass, .headerRead, .cropRereads]
        /// The names `--looks` takes, in order.
        public static let names: [(String, Looks)] = [
            ("second", .secondPass), ("third", .thirdPass), ("header", .headerRead), ("crops", .cropRereads),
        ]
    }

    public init(
        ocr: OCROptions = .init(), extraction: ExtractionOptions = .init(),
        secondPass: PreprocessOptions? = ReceiptReader.defaultSecondPass, looks: Looks = .all,
        cache: (any PageCache)? = nil
    ) throws(OCRError) {
        self.reader = try PageReader(options: ocr)
        self.extraction = extraction
        self.secondPass = secondPass
        // No second pass's preprocessing means one read a page: no later look of any kind.
        self.looks = secondPass == nil ? [] : looks
        self.cache = cache
    }

    /// Whether hard pages get more than one read.
    public var looksTwice: Bool { !looks.isEmpty }

    /// A second read with larger text and the other clean-up: background flattening
    /// for flat scans, contrast stretching for photos (whose first read was already
    /// flattened). Measured on the development set, this pair recovered the most
    /// dates and totals of the combinations tried (see the accuracy history).
    public static let defaultSecondPass = PreprocessOptions(targetTextHeight: 28, enhancement: .alternate)

    public func read(bytes: [UInt8], sha256: String, path: String) throws(OCRError) -> ReceiptRead {
        let clock = ContinuousClock()
        var timings = StageTimings()
        var opened: OpenedImage?
        func open() throws(OCRError) -> OpenedImage {
            if let opened { return opened }
            let image = try reader.open(bytes: bytes, path: path)
            timings.decode += image.decodeSeconds
            timings.preprocess += image.greySeconds
            opened = image
            return image
        }
        func page(_ preprocess: PreprocessOptions, mode: Int? = nil) throws(OCRError) -> (OCRPage, ImageFormat?) {
            var options = reader.options
            options.preprocess = preprocess
            if let mode { options.engine.pageSegmentationMode = mode }
            if let cached = cache?.load(sha256: sha256, options: options) { return (cached, nil) }
            let read = try reader.recognize(try open(), preprocess: preprocess, pageSegmentationMode: mode)
            timings = timings + read.timings
            cache?.store(read.page, file: path, sha256: sha256, options: options)
            return (read.page, read.format)
        }

        let (first, format) = try page(reader.options.preprocess)
        var start = clock.now
        let analysis = PageAnalysis(page: first)
        var result = Extractor.extract(from: analysis, options: extraction)
        timings.extract += (clock.now - start).inSeconds

        var passes = ["first"]
        // The later whole reads, named as in `passes`; the header read is kept apart, as it
        // reads only the top of the page.
        var wholeReads: [LaterRead] = []
        var headerRead: LaterRead?
        let reasons = SecondLook.reasons(analysis: analysis, extraction: result)
        // A page the first read had to turn upright is read once: later reads would
        // start from the page as scanned. A page read as no words at all is read again:
        // dark scanner edges can hide a whole receipt from the first read.
        if var secondPass, looks.contains(.secondPass), !reasons.isEmpty, first.preprocessing.orientationDegrees == 0 {
            secondPass.orientation = false
            // A small picture read as next to nothing was read too small (a phone photo whose
            // text measured wrong or not at all): the later reads enlarge it whatever it measures.
            let readTooSmall = Self.wasReadTooSmall(first)
            if readTooSmall { secondPass.enlargement = Self.unreadEnlargement }
            let name = "second pass (\(Self.describe(secondPass)))"
            let (second, _) = try page(secondPass)
            start = clock.now
            let secondAnalysis = PageAnalysis(page: second)
            wholeReads.append(LaterRead(name: name, analysis: secondAnalysis))
            let other = Extractor.extract(from: secondAnalysis, options: extraction)
            result = SecondLook.combine(result, other, secondName: name)
            timings.extract += (clock.now - start).inSeconds
            passes.append(name)
            // Still no date or total: segment the page differently (columns rather than
            // one block), which keeps a header's date or a right-hand total apart.
            // A flat scan is also looked at with its local contrast stretched, the one
            // clean-up neither earlier read gave it (a small photo's faint date row), and
            // any page on white paper with its rules painted out (a date on a dotted line).
            if looks.contains(.thirdPass), result[.date] == nil || result[.total] == nil {
                var columns = reader.options.preprocess
                columns.orientation = false
                columns.enhancement = .third
                columns.rules = .dotted
                if readTooSmall { columns.enlargement = Self.unreadEnlargement }
                var reads = [columns]
                // A small picture read as next to nothing and still without its date or
                // total is read once more so, softened: its print may be dot matrix on a
                // dark table (`SALVATION ARMY`, 682 × 1,024, no word read otherwise).
                if readTooSmall {
                    columns.smoothing = Self.unreadSmoothing
                    reads.append(columns)
                }
                for (index, options) in reads.enumerated() where index == 0 || result[.date] == nil || result[.total] == nil {
                    let (later, _) = try page(options, mode: Self.thirdPassMode)
                    let contrast = later.preprocessing.steps.contains(PreprocessOptions.Enhancement.contrast.rawValue)
                    let rules = later.preprocessing.steps.contains(Preprocessor.rulesClearedStep)
                    let enlarged = options.enlargement.map { ", " + Self.describe(enlargement: $0) } ?? ""
                    let smoothed = options.smoothing.map { ", smoothed \($0) px" } ?? ""
                    let name =
                        "\(index == 0 ? "third" : "fourth") pass (page segmentation \(Self.thirdPassMode)\(enlarged)\(smoothed)"
                        + "\(contrast ? ", contrast" : "")\(rules ? ", rules cleared" : ""))"
                    start = clock.now
                    let laterAnalysis = PageAnalysis(page: later)
                    wholeReads.append(LaterRead(name: name, analysis: laterAnalysis))
                    let other = Extractor.extract(from: laterAnalysis, options: extraction)
                    result = SecondLook.combine(result, other, secondName: name, fillOnly: true)
                    timings.extract += (clock.now - start).inSeconds
                    passes.append(name)
                }
            }
        }
        // A doubtful or missing merchant: the header read again, enlarged, as a page of
        // its own (logos and names printed large read better so). Not on a page turned
        // upright, whose header is not at the top of the file.
        if looks.contains(.headerRead), first.preprocessing.orientationDegrees == 0, let region = Rereads.headerRegion(for: result, page: first) {
            let read = try reader.readRegion(region, in: try open(), textHeight: Rereads.headerTextHeight)
            timings = timings + read.timings
            start = clock.now
            let header = PageAnalysis(page: read.page)
            result = Rereads.applyHeader(header, to: result, options: extraction)
            headerRead = LaterRead(name: "header read", analysis: header)
            timings.extract += (clock.now - start).inSeconds
            passes.append("header read")
        }
        let laterReads = wholeReads.map(\.analysis)
        // A closer look at an unsure total or date, on the original pixels.
        let requests = looks.contains(.cropRereads) ? Rereads.requests(for: result, analysis: analysis, today: extraction.today) : []
        var results: [Rereads.Result] = []
        if !requests.isEmpty {
            start = clock.now
            for request in requests { results.append(try reader.reread(request, in: try open())) }
            let recognised = (clock.now - start).inSeconds
            timings.recognize += recognised
            start = clock.now
            result = Rereads.apply(results, to: result, analysis: analysis, laterReads: laterReads, options: extraction)
            timings.extract += (clock.now - start).inSeconds
            passes.append("re-read \(requests.map(\.field.rawValue).joined(separator: ", "))")
        }
        // Last, after the re-reads and against every read: the merchant's words as the
        // page's other prints of the name spell them (a page read once, and no more,
        // had that done by its extraction).
        if passes.count > 1 { result = Extractor.respellingMerchant(result, reads: [analysis] + laterReads) }
        let unknownNameWords = Set(
            (result[.merchant].map { ConfidenceEvidence.nameWords(of: $0.value) } ?? []).filter { !reader.engine.knowsWord($0) })
        let evidence = ConfidenceContext(
            first: analysis, laterReads: laterReads, header: headerRead?.analysis, rereads: results,
            unknownNameWords: unknownNameWords)
        result = ConfidenceModel.applied(to: result, context: evidence)
        result = Extractor.remembering(result, analysis: analysis, options: extraction, receipt: sha256)
        return ReceiptRead(
            page: first, extraction: result, analysis: analysis, format: format ?? opened?.format, timings: timings,
            passes: passes, secondLookReasons: reasons,
            laterReads: wholeReads + (headerRead.map { [$0] } ?? []))
    }

    /// Tesseract's "single column of text of variable sizes" mode, for the third read.
    public static let thirdPassMode = 4

    /// Fewer words than this on a first read is a page read as next to nothing: of the
    /// development set's photos, 14 of 159 read 20 or fewer; of the fixtures, one faded ticket
    /// read 2 and every other at least 29.
    public static let nearlyUnread = 25
    /// A picture at most this many pixels long, as phones and messaging apps send
    /// receipts downsized (WildReceipt's photos: 1,024 at most), holds text too small to
    /// read as it is when its read finds next to nothing. A scan's failed read has other
    /// causes: enlarged, three of the four such scans of SROIE and sroie-train read worse.
    public static let smallPicture = 1024
    /// How much such a page's later reads enlarge it: a small photo's print to about the
    /// height Tesseract reads best.
    public static let unreadEnlargement = 3.0

    /// The box blur's half-width, in pixels of the enlarged page, for such a page's fourth
    /// read (`PreprocessOptions.smoothing`): on its second or third read instead it blurred
    /// print that reads well enlarged alone (experiment 0zk).
    public static let unreadSmoothing = 2

    /// Whether `first`, a page's first read, found next to nothing on a small picture.
    public static func wasReadTooSmall(_ first: OCRPage) -> Bool {
        first.words.count < nearlyUnread && max(first.width, first.height) <= smallPicture
    }

    static func describe(_ options: PreprocessOptions) -> String {
        var parts = [options.enlargement.map { describe(enlargement: $0) } ?? "text \(Int(options.targetTextHeight)) px"]
        if options.enhancement != .none { parts.append(options.enhancement.rawValue) }
        return parts.joined(separator: ", ")
    }

    static func describe(enlargement: Double) -> String { "enlarged \(String(format: "%g", enlargement))×" }
}
