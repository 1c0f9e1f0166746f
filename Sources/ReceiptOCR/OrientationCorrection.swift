import CTesseract
import ReceiptCore

/// Turns sideways and upside-down pages upright when the first read suggests it.
///
/// A receipt read the right way up gives confident words: mean word confidence
/// 74–96 over the fixtures. The same receipts turned a quarter or half turn give
/// fragments at 35–49. Only a first read below ``poorMeanConfidence``, with few
/// words read surely (``uprightWordShare``), pays for orientation detection (OSD); OSD proposes a turn, the turned page is prepared and
/// read again, and the new read is kept only when it is clearly better, so a wrong
/// guess costs time, never words. What was decided is recorded in the page's
/// preprocessing steps either way.
///
/// One per ``PageReader``: the OSD model is loaded on first need and kept.
final class OrientationCorrection {
    /// A first read whose mean word confidence is below this is checked.
    static let poorMeanConfidence = 60.0
    /// The turned read must beat the first by this much mean word confidence, and
    /// hold more ``confidentWords(_:)``. (Turned fixtures gain 40–55.)
    static let requiredGain = 15.0

    private let dataPath: String?
    private var detector: OrientationDetector?
    private var unavailable: OCRError?

    init(dataPath: String?) {
        self.dataPath = dataPath
    }

    /// A read with at least this share of ``surelyReadWords(_:)`` (and five of them) is
    /// upright, however poor its mean: text turned a quarter or half turn reads as
    /// letters, but seldom as sure words of four letters or more. Measured on the fixtures
    /// and development-set receipts turned 90° and 180°, those hold at most 8 % of them;
    /// faint or crumpled upright pages whose mean is below ``poorMeanConfidence`` up to 23 %.
    static let uprightWordShare = 0.14

    /// Whether a read is poor enough to check its orientation.
    static func isPoor(_ words: [Word]) -> Bool {
        guard !words.isEmpty else { return true }
        guard mean(words) < poorMeanConfidence else { return false }
        let sure = surelyReadWords(words)
        return sure < 5 || Double(sure) < uprightWordShare * Double(words.count)
    }

    /// Words of four letters or more read with confidence 85 or more.
    static func surelyReadWords(_ words: [Word]) -> Int {
        words.count(where: { word in word.confidence >= 85 && word.text.count(where: \.isLetter) >= 4 })
    }

    /// Words with at least three letters or digits read with confidence 80 or more.
    static func confidentWords(_ words: [Word]) -> Int {
        words.count(where: { word in
            word.confidence >= 80
                && word.text.unicodeScalars.count(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) }) >= 3
        })
    }

    private static func mean(_ words: [Word]) -> Double {
        words.isEmpty ? 0 : words.reduce(0) { $0 + $1.confidence } / Double(words.count)
    }

    /// Replaces `page` and `words` with an upright re-read when the first read is poor
    /// and a turn reads clearly better; otherwise leaves them and notes why.
    func correct(
        _ page: inout PreparedPage, words: inout [Word], source: OpenedImage, engine: TesseractEngine,
        options: PreprocessOptions, path: String
    ) {
        guard Self.isPoor(words) else { return }
        // Every turned fixture reads as 140-250 garbage words, none as no words: a page without a
        // word (a blank back, a 119-megapixel white sheet) skips OSD and its page copy.
        guard !words.isEmpty else {
            page.record.steps.append("orientation unknown: no text found")
            return
        }
        guard let detector = loadDetector() else {
            page.record.steps.append("orientation not checked: the osd model is not installed (tesseract-ocr-osd)")
            return
        }
        // OSD reads the page as scanned, in grey: on the page scaled for recognition it
        // misjudged the direction of long tapes whose sideways glyphs set the scale. A
        // small photo's text may be too small for it, and is tried again enlarged.
        let grey: PixImage? = source.grey
        let enlarged = page.transform.scale > 1 ? page.image : nil
        guard let finding = grey.flatMap(detector.detect) ?? enlarged.flatMap(detector.detect) else {
            page.record.steps.append("orientation unknown: too little text to tell")
            return
        }
        let confidence = String(format: "%.1f", finding.confidence)
        guard finding.quarterTurns != 0 else {
            page.record.steps.append("orientation upright (OSD confidence \(confidence))")
            return
        }
        // OSD is surer of "sideways" than of which side: when a quarter turn reads no
        // better, the opposite quarter turn is tried before giving up.
        let candidates = finding.quarterTurns == 2 ? [2] : [finding.quarterTurns, (finding.quarterTurns + 2) % 4]
        for turns in candidates {
            guard let (upright, reread) = read(source, turnedBy: turns, engine: engine, options: options, path: path),
                Self.mean(reread) >= Self.mean(words) + Self.requiredGain,
                Self.confidentWords(reread) > Self.confidentWords(words)
            else { continue }
            var turned = upright
            turned.transform = upright.transform.afterQuarterTurns(
                turns, originalWidth: source.frameWidth, originalHeight: source.frameHeight)
            turned.record.orientationDegrees = turns * 90
            turned.record.pageSegmentationMode = page.record.pageSegmentationMode
            turned.record.steps.insert(
                "turn \(turns * 90)° upright (OSD proposed \(finding.quarterTurns * 90)°, confidence \(confidence))",
                at: 0)
            page = turned
            words = reread
            return
        }
        page.record.steps.append(
            "orientation: OSD proposed \(finding.quarterTurns * 90)° (confidence \(confidence)) "
                + "but no turn read better; kept as scanned")
    }

    /// `source` turned clockwise by `turns` quarter turns, prepared and recognised; `nil` when any step fails.
    private func read(
        _ source: OpenedImage, turnedBy turns: Int, engine: TesseractEngine, options: PreprocessOptions, path: String
    ) -> (PreparedPage, [Word])? {
        guard let turned = PixImage(taking: pixRotateOrth(source.grey.pointer, Int32(turns))),
            let upright = try? Preprocessor.prepare(
                turned, measurement: Preprocessor.measureText(in: turned), greySteps: source.greySteps,
                decodedScale: source.decodedScale, options: options, path: path),
            let words = try? engine.recognize(upright.image, path: path)
        else { return nil }
        return (upright, words)
    }

    private func loadDetector() -> OrientationDetector? {
        if let detector { return detector }
        guard unavailable == nil else { return nil }
        do {
            detector = try OrientationDetector(dataPath: dataPath)
        } catch {
            unavailable = error
        }
        return detector
    }
}
