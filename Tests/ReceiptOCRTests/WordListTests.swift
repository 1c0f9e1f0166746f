import Foundation
import Testing

@testable import ReceiptCore
@testable import ReceiptOCR

/// The reading model's word list, as the merchant's confidence asks it (`unknown-words`).
@Suite("Word list")
struct WordListTests {
    @Test func theModelsWordListKnowsWordsInAnyCasingAndNotTheirMisreadings() throws {
        let engine = try PageReader().engine
        for word in ["GARDENIA", "Bakeries", "stationery", "Owner", "CONFECTIONERY"] {
            #expect(engine.knowsWord(word), "\(word)")
        }
        for word in ["GAKDENIA", "Dwner", "CONFECTIUNERY"] {
            #expect(!engine.knowsWord(word), "\(word)")
        }
    }

    @Test func aScannedNameCarriesHowManyOfItsWordsTheListDoesNotKnow() throws {
        // `BOULANGERIE DU MOULIN`: a French word the English list does not hold, counted as unknown.
        let reader = try ReceiptReader()
        let read = try reader.read(try NamedReceipt(Paths.image("boulangerie-eur-cash.png"), limits: .init()))
        let merchant = try #require(read.extraction[.merchant])
        let unknown = ConfidenceEvidence.nameWords(of: merchant.value).filter { !reader.reader.engine.knowsWord($0) }
        #expect(!unknown.isEmpty)
        #expect(merchant.features?["unknown-words"] == Double(min(unknown.count, 3)))
    }
}
