import CTesseract
import Foundation
import Testing

@testable import ReceiptCore
@testable import ReceiptOCR

enum Paths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let images = root.appendingPathComponent("Fixtures/images")
    static let labels = root.appendingPathComponent("Fixtures/labels")
    static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Inputs")

    static var fixtureImages: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: images.path)) ?? []).sorted()
    }

    static func image(_ name: String) -> String { images.appendingPathComponent(name).path }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("receipts-ocr-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Real Tesseract on real images: the OCR stage end to end.
@Suite("OCR stage")
struct OCRStageTests {
    @Test func fixturesAreReadWithTheirTotals() throws {
        let reader = try PageReader()
        var found = 0
        var names: [String] = []
        for name in Paths.fixtureImages {
            let stem = (name as NSString).deletingPathExtension
            let label = try TruthLabel(json: Data(contentsOf: Paths.labels.appendingPathComponent("\(stem).json")))
            let total = try #require(label[.total].flatMap { Amount(decimal: $0) })
            let page = try reader.read(path: Paths.image(name)).page
            let amounts = PageAnalysis(page: page).allAmounts.map(\.amount.parsed.amount)
            if amounts.contains(total) { found += 1 } else { names.append(stem) }
        }
        // Most fixtures, not all: a few are deliberately hard (handwritten, faxed, faded).
        #expect(Double(found) >= 0.75 * Double(Paths.fixtureImages.count), "total not read on \(names)")
    }

    @Test(arguments: ["kedai-runcit-gst-rounding.png", "photo-coffee-cart-small.jpg", "car-wash-rotated.png", "grocery-tape-annual-savings.png"])
    func wordBoxesLandOnInkInTheOriginalImage(name: String) throws {
        let read = try PageReader().read(path: Paths.image(name))
        let page = read.page
        #expect(page.words.count > 20)
        for word in page.words {
            #expect(word.box.x0 >= 0 && word.box.y0 >= 0 && word.box.x1 <= page.width && word.box.y1 <= page.height)
        }
        let fractions = try #require(InkProbe.inkFractions(path: Paths.image(name), boxes: page.words.map(\.box)))
        let inked = fractions.filter { ($0 ?? 0) > 0.04 }
        #expect(Double(inked.count) >= 0.9 * Double(page.words.count))
    }

    @Test func aColourPhotoRecordsItsSaturationAndAGreyScanNone() throws {
        let photo = try PageReader().read(path: Paths.image("photo-coffee-cart-small.jpg"))
        #expect(try #require(photo.page.preprocessing.saturation) > 0.08)
        let scan = try PageReader().read(path: Paths.image("pharmacy-58mm-amex.png"))
        #expect(scan.page.preprocessing.saturation == nil)
        // The same neutral grey, stored as colour, is all but unsaturated.
        let grey = try #require(PixImage(taking: pixRead(Paths.image("pharmacy-58mm-amex.png"))))
        let colour = try #require(PixImage(taking: pixConvertTo32(grey.pointer)))
        #expect(try #require(Preprocessor.saturation(of: colour)) < 0.01)
    }

    @Test func smallPhotosAreUpscaledAndBoxesComeBackInOriginalPixels() throws {
        let read = try PageReader().read(path: Paths.image("photo-coffee-cart-small.jpg"))
        #expect(read.page.preprocessing.scale > 1.2)
        #expect(read.page.width == 342)
        #expect(read.page.words.allSatisfy { $0.box.x1 <= 342 })
    }

    @Test(arguments: ["kedai-runcit-gst-rounding.png", "photo-coffee-cart-small.jpg"])
    func aRegionIsReadEnlargedWithItsBoxesInTheOriginalImage(name: String) throws {
        let reader = try PageReader()
        let path = Paths.image(name)
        let image = try reader.open(bytes: PageReader.fileBytes(at: path), path: path)
        let whole = try reader.recognize(image).page
        let region = Box(x0: 0, y0: 0, x1: whole.width, y1: whole.height / 4)
        let header = try reader.readRegion(region, in: image, textHeight: Rereads.headerTextHeight).page
        #expect(header.preprocessing.scale > whole.preprocessing.scale)
        #expect(header.words.count >= 3)
        #expect(header.words.allSatisfy { $0.box.x0 >= 0 && $0.box.y0 >= 0 && $0.box.x1 <= region.x1 && $0.box.y1 <= region.y1 })
        let fractions = try #require(InkProbe.inkFractions(path: path, boxes: header.words.map(\.box)))
        #expect(Double(fractions.filter { ($0 ?? 0) > 0.04 }.count) >= 0.9 * Double(header.words.count))
        // The merchant's words are read again where the whole page has them.
        let merchant = try #require(Extractor.extract(from: whole)[.merchant])
        let box = try #require(merchant.box)
        let again = header.words.filter { word in
            merchant.value.split(separator: " ").contains { $0 == word.text }
        }
        #expect(!again.isEmpty)
        #expect(again.allSatisfy { $0.box.intersection(box) != nil })
    }

    @Test func tiltedPagesAreDeskewedAndRecorded() throws {
        let read = try PageReader().read(path: Paths.image("car-wash-rotated.png"))
        #expect(abs(read.page.preprocessing.deskewDegrees) > 1)
        #expect(read.page.preprocessing.steps.contains { $0.hasPrefix("deskew") })
    }

    @Test func wordsCarryLinePositionAndHeight() throws {
        let page = try PageReader().read(path: Paths.image("pharmacy-58mm-amex.png")).page
        let first = try #require(page.words.first)
        #expect(first.block >= 1 && first.paragraph >= 1 && first.line >= 1 && first.index == 1)
        #expect(page.words.allSatisfy { $0.lineHeight > 0 && (0...100).contains($0.confidence) })
    }

    @Test func twoEnginesOnTwoThreadsReadExactlyWhatOneEngineReads() async throws {
        let names = ["hardware-total-then-cash.png", "bistro-cb-ttc.png"]
        let alone = try PageReader()
        let expected = try names.map { try alone.read(path: Paths.image($0)).page.words }
        let concurrent = try await withThrowingTaskGroup(of: (Int, [Word]).self) { group in
            for (index, name) in names.enumerated() {
                group.addTask {
                    // Each task builds its own engine: engines are never shared between threads.
                    let reader = try PageReader()
                    return (index, try reader.read(path: Paths.image(name)).page.words)
                }
            }
            var results = [[Word]](repeating: [], count: names.count)
            for try await (index, words) in group { results[index] = words }
            return results
        }
        #expect(concurrent == expected)
    }

    /// Tesseract keeps each line image as an in-memory PNG; Receipts has it stored rather
    /// than deflated (`Sources/CLineImages`). The interposition must take effect in the
    /// linked binary, and must not change a single word.
    @Test func lineImagesAreStoredUncompressedAndReadTheSame() throws {
        let reader = try PageReader()
        let before = TesseractEngine.lineImagesStoredOnThisThread
        let stored = try reader.read(path: Paths.image("pharmacy-58mm-amex.png")).page.words
        let storedLines = TesseractEngine.lineImagesStoredOnThisThread - before
        #if os(Linux)
            // ELF binds libtesseract's call to the executable's definition; a two-level
            // namespace (macOS) does not, and there Tesseract compresses as it always has.
            #expect(storedLines >= 10, "Tesseract's line images went through Leptonica's own pixWriteMem")
        #endif
        reader.engine.compressesLineImages = true
        let compressed = try reader.read(path: Paths.image("pharmacy-58mm-amex.png")).page.words
        #expect(TesseractEngine.lineImagesStoredOnThisThread - before == storedLines)
        #expect(!stored.isEmpty)
        #expect(compressed == stored)
    }

    @Test func aDatesReReadWeighsItsCharactersAndReadsTheSame() throws {
        let path = Paths.image("kedai-runcit-gst-rounding.png")
        let reader = try PageReader()
        let page = try reader.read(path: path).page
        let date = try #require(Extractor.extract(from: PageAnalysis(page: page))[.date])
        let image = try reader.open(bytes: PageReader.fileBytes(at: path), path: path)
        let weighed = try reader.reread(Rereads.Request(field: .date, box: try #require(date.box), kind: .date), in: image)
        let plain = try reader.reread(Rereads.Request(field: .total, box: try #require(date.box), kind: .text), in: image)
        // Weighing the characters reads no differently.
        #expect(weighed.text == plain.text)
        #expect(plain.characters.isEmpty)
        let characters = Array(weighed.text)
        let printed = characters.filter { !$0.isWhitespace }.count
        #expect(printed > 0 && weighed.characters.count == printed)
        for (offset, read) in weighed.characters {
            #expect(characters[offset] == read.character)
            #expect((0...100).contains(read.confidence))
        }
        #expect(weighed.characters.values.contains { $0.character.isNumber && $0.confidence > 50 })
    }

    @Test func oneEngineIsReusedAcrossPages() throws {
        let reader = try PageReader()
        let first = try reader.read(path: Paths.image("bistro-cb-ttc.png")).page.words
        _ = try reader.read(path: Paths.image("pharmacy-58mm-amex.png"))
        #expect(try reader.read(path: Paths.image("bistro-cb-ttc.png")).page.words == first)
    }
}

/// A faint receipt framed by the scanner's dark lid: the bands take the page's threshold,
/// and neither the text measurement nor Tesseract finds a word until they are cleared.
@Suite("Dark scan edges")
struct DarkEdgeTests {
    @Test func aReceiptFramedInBlackIsReadOnceTheEdgesAreCleared() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("framed.png").path
        #expect(TestImages.writeFramed(Paths.image("cafe-faded-thermal.png"), to: path))

        let page = try PageReader().read(path: path).page
        #expect(page.preprocessing.steps.contains("dark edges cleared"))
        #expect(page.words.count > 40)
        let extraction = Extractor.extract(from: page)
        #expect(extraction[.merchant]?.value == "BRAMBLE & BEAN CAFE")
        #expect(extraction[.total]?.value == "16.25")
    }

    @Test func aPageOfNoiseIsNotTakenForDarkEdges() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("noise.png").path
        #expect(TestImages.writeNoise(width: 800, height: 1200, to: path))
        // Noise touching the border is one web of dark: cleared, it would leave specks
        // measured as text and a page enlarged three times over for Tesseract to wade
        // through. Only solid bands count where nothing is known to be text.
        #expect(TestImages.hasEdgeBands(path, solidOnly: false) == true)
        #expect(TestImages.hasEdgeBands(path, solidOnly: true) == false)
        let framed = directory.appendingPathComponent("framed.png").path
        #expect(TestImages.writeFramed(Paths.image("cafe-faded-thermal.png"), to: framed))
        #expect(TestImages.hasEdgeBands(framed, solidOnly: true) == true)
    }

    @Test func aPageWithoutDarkEdgesIsLeftAsItIs() throws {
        let page = try PageReader().read(path: Paths.image("cafe-faded-thermal.png")).page
        #expect(!page.preprocessing.steps.contains("dark edges cleared"))
    }
}

/// Receipts scanned on their side or upside down: detected, read upright, boxes in the scan.
@Suite("Orientation")
struct OrientationStageTests {
    @Test(arguments: [1, 2, 3])
    func aTurnedReceiptIsReadUprightWithBoxesOnItsInk(turns: Int) throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("turned-\(turns).png").path
        #expect(TestImages.writeTurned(Paths.image("bistro-cb-ttc.png"), quarterTurns: turns, to: path))

        let page = try PageReader().read(path: path).page
        #expect(page.preprocessing.orientationDegrees == (4 - turns) % 4 * 90)
        #expect(page.preprocessing.steps.first?.hasPrefix("turn \((4 - turns) % 4 * 90)° upright") == true)
        #expect(page.meanConfidence > 85)
        let extraction = Extractor.extract(from: page)
        #expect(extraction[.total]?.value == "34.80")
        #expect(extraction[.merchant]?.value == "BISTROT DES HALLES")
        // Boxes are in the turned file's pixels: they land on its ink.
        let fractions = try #require(InkProbe.inkFractions(path: path, boxes: page.words.map(\.box)))
        let inked = fractions.filter { ($0 ?? 0) > 0.04 }
        #expect(Double(inked.count) >= 0.9 * Double(page.words.count))
        if let box = extraction[.total]?.box {
            #expect((InkProbe.inkFraction(path: path, box: box) ?? 0) > 0.04)
        }
    }

    @Test func anUprightReceiptIsNotChecked() throws {
        let page = try PageReader().read(path: Paths.image("bistro-cb-ttc.png")).page
        #expect(page.preprocessing.orientationDegrees == 0)
        #expect(!page.preprocessing.steps.contains { $0.contains("orientation") || $0.contains("upright") })
    }

    @Test func aBlankPageSaysItsOrientationIsUnknown() throws {
        let page = try PageReader().read(path: Paths.inputs.appendingPathComponent("blank-page.png").path).page
        #expect(page.preprocessing.orientationDegrees == 0)
        #expect(page.preprocessing.steps.contains("orientation unknown: no text found"))
    }

    @Test func turningCanBeSwitchedOff() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("upside-down.png").path
        #expect(TestImages.writeTurned(Paths.image("bistro-cb-ttc.png"), quarterTurns: 2, to: path))
        let page = try PageReader(options: OCROptions(preprocess: PreprocessOptions(orientation: false))).read(path: path).page
        #expect(page.preprocessing.orientationDegrees == 0)
        #expect(page.meanConfidence < 60)
    }
}

@Suite("Tesseract engine")
struct TesseractEngineTests {
    @Test func aMissingLanguageIsAThrownErrorNotACrash() {
        #expect(throws: OCRError.self) { try TesseractEngine(configuration: .init(language: "zzz")) }
        #expect(throws: OCRError.languageUnavailable(language: "eng", dataPath: "/nonexistent")) {
            try TesseractEngine(configuration: .init(language: "eng", dataPath: "/nonexistent"))
        }
    }

    @Test func rejectedSettingsAreReported() throws {
        #expect(throws: OCRError.settingRejected(name: "no_such_variable", value: "1")) {
            try TesseractEngine(configuration: .init(variables: ["no_such_variable": "1"]))
        }
        let engine = try TesseractEngine()
        #expect(throws: OCRError.self) { try engine.setPageSegmentationMode(42) }
        try engine.setPageSegmentationMode(4)
        #expect(engine.pageSegmentationMode == 4)
    }

    /// Rows may start from characters up to twice the line size (Tesseract's own limit,
    /// 1.3, dropped names printed double height), and a configuration still decides.
    @Test func largePrintMayStartARowUnlessConfiguredOtherwise() throws {
        #expect(try TesseractEngine().numericVariable("textord_excess_blobsize") == 2)
        let stock = try TesseractEngine(configuration: .init(variables: ["textord_excess_blobsize": "1.3"]))
        #expect(stock.numericVariable("textord_excess_blobsize") == 1.3)
        #expect(stock.numericVariable("no_such_variable") == nil)
    }
}

/// A page still without a date or total after two reads is read a third time, segmented
/// as columns and cleaned up as neither earlier read was where one is left.
@Suite("Third read")
struct ThirdReadTests {
    @Test(arguments: [("handwritten-cash-sale-book.png", "contrast"), ("faded-parking-garage.png", "background")])
    func aFlatScanIsStretchedInContrastAndAPhotoFlattenedAsAtFirst(name: String, cleanUp: String) throws {
        let reader = try PageReader()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Paths.image(name))))
        let image = try reader.open(bytes: bytes, path: name)
        var third = reader.options.preprocess
        third.enhancement = .third
        let first = try reader.recognize(image).page
        let read = try reader.recognize(image, preprocess: third, pageSegmentationMode: ReceiptReader.thirdPassMode).page
        // The first read of the flat scan was not cleaned up; the photo's was flattened.
        #expect(first.preprocessing.steps.contains { $0.hasPrefix("background") } == (cleanUp == "background"))
        #expect(read.preprocessing.steps.contains(cleanUp))
        #expect(read.preprocessing.pageSegmentationMode == ReceiptReader.thirdPassMode)
        #expect(!read.words.isEmpty)
    }

    @Test func aSmallPictureReadAsNextToNothingIsReadAgainEnlarged() throws {
        // A faded ticket photographed small: its text measures too large, and the first
        // read finds two words.
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Paths.image("faded-parking-garage.png"))))
        let read = try ReceiptReader().read(bytes: bytes, sha256: "", path: "faded-parking-garage.png")
        #expect(ReceiptReader.wasReadTooSmall(read.page))
        #expect(read.passes.contains("second pass (enlarged 3×, alternate)"))
        // The later read is kept, named as its pass, for `explain` to show its rows.
        #expect(read.laterReads.first?.name == "second pass (enlarged 3×, alternate)")
        #expect(read.laterReads.map(\.name) == read.passes.dropFirst().filter { !$0.hasPrefix("re-read") })
        #expect(read.laterReads.first?.analysis.rows.isEmpty == false)
        // Its date and total found, it is read no more.
        #expect(!read.passes.contains { $0.hasPrefix("third pass") || $0.hasPrefix("fourth pass") })
        // A small picture read well, and a large scan, are read as measured.
        let coffee = try PageReader().read(path: Paths.image("photo-coffee-cart-small.jpg")).page
        #expect(!ReceiptReader.wasReadTooSmall(coffee))
        var scan = coffee
        scan.words = []
        scan.width = 900
        scan.height = 1_800
        #expect(!ReceiptReader.wasReadTooSmall(scan))
        #expect(read.extraction[.total]?.value == "18.00")
        #expect(read.extraction[.date]?.value == "2024-03-04")
        // The enlargement holds whatever the text measures, within the page's pixel ceiling.
        var enlarged = PreprocessOptions()
        enlarged.enlargement = 3
        let measured = Preprocessor.TextMeasurement(textHeight: 40)
        #expect(Preprocessor.scale(for: measured, decodedScale: 1, pixels: 400 * 500, options: enlarged) == 3)
        #expect(Preprocessor.scale(for: measured, decodedScale: 1, pixels: 4_000 * 3_000, options: enlarged) < 1.2)
        #expect(Preprocessor.scale(for: measured, decodedScale: 1, pixels: 400 * 500, options: PreprocessOptions()) < 1)
    }

    @Test func aSmallPictureStillWithoutDateOrTotalIsReadOnceMoreSoftened() throws {
        // Dot-matrix print on a dark table, photographed small: no read finds its date or total.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("receipts-dotted-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(TestImages.writeDottedOnTable(Paths.image("noodle-bar-bitmap-font.png"), longSide: 900, to: path))
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let read = try ReceiptReader().read(bytes: bytes, sha256: "", path: path)
        #expect(ReceiptReader.wasReadTooSmall(read.page))
        let passes = read.passes.map { String($0.prefix(while: { $0 != "(" })) }
        #expect(passes.prefix(4) == ["first", "second pass ", "third pass ", "fourth pass "])
        // Every read after the first is kept for `explain`, but the crops' re-reads.
        #expect(read.laterReads.map(\.name) == read.passes.dropFirst().filter { !$0.hasPrefix("re-read") })
        #expect(read.passes.contains { $0.hasPrefix("fourth pass (page segmentation 4, enlarged 3×, smoothed 2 px") })
        // Softened, the dark table is painted out first.
        let reader = try PageReader()
        let image = try reader.open(bytes: bytes, path: path)
        var softened = reader.options.preprocess
        softened.enlargement = ReceiptReader.unreadEnlargement
        softened.smoothing = ReceiptReader.unreadSmoothing
        let steps = try reader.recognize(image, preprocess: softened).page.preprocessing.steps
        #expect(steps.contains("dark edges cleared") && steps.contains("smoothed 2 px"))
        let plain = try reader.recognize(image).page.preprocessing.steps
        #expect(!plain.contains("dark edges cleared") && !plain.contains { $0.hasPrefix("smoothed") })
    }

    @Test func theThirdReadSaysHowItLooked() throws {
        let read = try ReceiptReader().read(
            bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: Paths.image("handwritten-cash-sale-book.png")))),
            sha256: "", path: "handwritten-cash-sale-book.png")
        #expect(read.passes.contains("third pass (page segmentation 4, contrast, rules cleared)"))
    }
}

/// A photo's paper is outlined only when its four corners are in view, flattened only
/// when seen in perspective, and a flatbed scan is never cut: real fixtures, real reads.
@Suite("Paper outline on fixtures")
struct PaperOutlineFixtureTests {
    static let photos = ["photo-coffee-cart-small.jpg", "photo-diner-jpeg.jpg"]

    @Test func scansAreNeverOutlined() throws {
        let reader = try PageReader()
        for name in Paths.fixtureImages where !Self.photos.contains(name) {
            let bytes = try PageReader.fileBytes(at: Paths.image(name))
            let image = try reader.open(bytes: bytes, path: name)
            #expect(image.outline == nil && image.flattening == nil, "\(name) was outlined")
        }
    }

    /// The fixtures' photos are of paper turned on a table, not in perspective: outlined,
    /// and read whole.
    @Test(arguments: photos)
    func aSquareOnPhotoIsOutlinedAndReadWhole(name: String) throws {
        let page = try PageReader().read(path: Paths.image(name)).page
        let outline = try #require(page.preprocessing.paper)
        #expect(page.preprocessing.steps.contains("paper outlined, seen square-on: read as it is"))
        // The receipt's outline, not the frame's.
        #expect(outline.area > 0.5 * Double(page.width * page.height) && outline.area < 0.9 * Double(page.width * page.height))
        // Read whole, the table's specks read as words too; the receipt's words are inside.
        let inside = page.words.filter { outline.contains(Point(x: $0.box.midX, y: $0.box.midY)) }
        #expect(inside.count > 20 && Double(inside.count) >= 0.8 * Double(page.words.count))
        let total = try #require(PageAnalysis(page: page).allAmounts.max { $0.amount.parsed.amount < $1.amount.parsed.amount })
        #expect(outline.contains(Point(x: total.amount.box.midX, y: total.amount.box.midY)))
    }

    @Test func aReceiptSeenInPerspectiveIsFlattenedAndReadWithItsBoxesOnThePhoto() throws {
        let folder = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("hardware-in-perspective.png").path
        #expect(TestImages.writeInPerspective(Paths.image("hardware-total-then-cash.png"), to: photo))
        let page = try PageReader().read(path: photo).page
        let outline = try #require(page.preprocessing.paper)
        #expect(page.preprocessing.steps.contains { $0.hasPrefix("paper outlined and flattened") })
        // The corners the paper was sent to (a quarter and three quarters across the top, …).
        let (w, h) = (Double(page.width), Double(page.height))
        let expected = [(0.25 * w, 0.12 * h), (0.75 * w, 0.14 * h), (0.85 * w, 0.88 * h), (0.15 * w, 0.86 * h)]
        for (corner, (x, y)) in zip(outline.corners, expected) {
            #expect(abs(corner.x - x) < 0.04 * w && abs(corner.y - y) < 0.04 * h, "\(corner) for \((x, y))")
        }
        // Read as the flat scan is, and every word's box lands on its ink in the photo.
        let total = try #require(Amount(decimal: "36.21"))
        #expect(PageAnalysis(page: page).allAmounts.map(\.amount.parsed.amount).contains(total))
        #expect(page.words.count > 40)
        // (A word's box on the photo covers its slanted print, so short marks' boxes are mostly paper.)
        let fractions = try #require(InkProbe.inkFractions(path: photo, boxes: page.words.map(\.box)))
        #expect(Double(fractions.filter { ($0 ?? 0) > 0.04 }.count) >= 0.75 * Double(page.words.count))
        for word in page.words { #expect(outline.contains(Point(x: word.box.midX, y: word.box.midY)), "\(word.text) outside") }
        // An outline that leaves the receipt's top and bottom print outside is refused.
        #expect(TestImages.cutsPrint(photo, outline: outline) == false)
        let c = outline.corners
        let band = Quadrilateral(corners: [
            Point(x: c[0].x, y: c[0].y + 0.4 * (c[3].y - c[0].y)), Point(x: c[1].x, y: c[1].y + 0.4 * (c[2].y - c[1].y)),
            Point(x: c[2].x, y: c[1].y + 0.6 * (c[2].y - c[1].y)), Point(x: c[3].x, y: c[0].y + 0.6 * (c[3].y - c[0].y)),
        ])
        #expect(TestImages.cutsPrint(photo, outline: band) == true)
    }
}
