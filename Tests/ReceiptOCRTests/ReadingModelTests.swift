import Foundation
import Testing

@testable import ReceiptCore
@testable import ReceiptOCR

/// The shipped reading model against Tesseract's own English model, on real reads.
@Suite("Reading model")
struct ReadingModelTests {
    /// Rendered receipt lines with lower case, `€`, `£` and decimal commas (made by
    /// `Scripts/model/synth-lines.py … 4242 --mixed-case`, a seed no training line used).
    static let lines = Paths.inputs.appendingPathComponent("lines")

    /// Case-sensitive character errors over all lines (spaces folded), and the characters.
    static func errors(reading model: ReadingModel) throws -> (errors: Int, characters: Int) {
        // A line is lower than a receipt may be, and is never turned.
        let options = OCROptions(
            engine: .init(language: model.language, dataPath: model.dataPath, pageSegmentationMode: 7),
            preprocess: PreprocessOptions(orientation: false), limits: ImageLimits(minSide: 4))
        let reader = try PageReader(options: options)
        let names = try FileManager.default.contentsOfDirectory(atPath: lines.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 40)
        var errors = 0
        var characters = 0
        for name in names {
            let stem = (name as NSString).deletingPathExtension
            let truth = try String(contentsOf: lines.appendingPathComponent("\(stem).gt.txt"), encoding: .utf8)
            let read = try reader.read(path: lines.appendingPathComponent(name).path).page.words.map(\.text).joined()
            let folded = truth.filter { !$0.isWhitespace }
            errors += EditDistance.distance(folded, read.filter { !$0.isWhitespace })
            characters += folded.count
        }
        return (errors, characters)
    }

    @Test func lowerCaseCurrencyMarksAndDecimalCommasReadNoWorseThanStock() throws {
        let shipped = try Self.errors(reading: .shipped)
        let stock = try Self.errors(reading: .stock)
        #expect(shipped.characters == stock.characters && shipped.characters > 500)
        #expect(
            shipped.errors <= stock.errors,
            "receipts model \(shipped.errors) character errors, stock \(stock.errors), of \(shipped.characters)")
    }

    @Test func theShippedModelIsFoundAndNamedInWhatItReads() throws {
        let model = ReadingModel.shipped
        #expect(model.language == "receipts")
        let engine = try TesseractEngine(configuration: .init())
        #expect(engine.modelIdentity.hasPrefix("receipts sha256:"))
        #expect(engine.modelIdentity.count == "receipts sha256:".count + 12)
        let stock = try TesseractEngine(configuration: .init(language: "eng", dataPath: nil))
        #expect(stock.modelIdentity.hasPrefix("eng"))
        #expect(stock.modelIdentity != engine.modelIdentity)
    }

    @Test func aMissingShippedModelSaysWhereItLookedAndWhatToDo() throws {
        let error = #expect(throws: OCRError.self) {
            _ = try TesseractEngine(configuration: .init(language: "receipts", dataPath: "/nonexistent"))
        }
        let text = try #require(error).description
        #expect(text.contains("receipts.traineddata") && text.contains("--model stock"))
    }
}
