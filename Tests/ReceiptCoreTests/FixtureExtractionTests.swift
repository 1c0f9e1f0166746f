import Testing

@testable import ReceiptCore

/// Extraction on the frozen OCR word dumps of the fixture receipts: the two
/// receipts that broke the first heuristics, and every fixture's fields carrying evidence.
@Suite("Fixture receipts")
struct FixtureExtractionTests {
    func extract(_ name: String) throws -> Extraction {
        Extractor.extract(from: try Repository.dump(name), options: ExtractionOptions(today: CalendarDate(year: 2026, month: 11, day: 29)))
    }

    @Test func driveThroughTotalIsTheTipInclusiveCardChargeByThePaymentLineRule() throws {
        let extraction = try extract("drive-through-handwritten-tip")
        let truth = try Repository.label("drive-through-handwritten-tip")
        let total = try #require(extraction[.total])
        #expect(total.value == truth[.total])
        // Right for the right reason: the card line decided, and the printed pre-tip
        // total lost to it.
        #expect(total.rule == "payment-line")
        #expect(total.row?.contains("VISA") == true)
        #expect(total.rejected.contains { $0.rule == "total-label" && $0.lost.contains("tip") })
    }

    @Test func groceryTapeTotalIsNotTheSavingsFigureAndMerchantIsNotTheSlogan() throws {
        let extraction = try extract("grocery-tape-annual-savings")
        let truth = try Repository.label("grocery-tape-annual-savings")
        #expect(extraction[.total]?.value == truth[.total])
        #expect(extraction[.total]?.value != "412.67")
        #expect(extraction[.merchant]?.value == truth[.merchant])
        #expect(extraction[.merchant]?.rejected.contains { $0.text.contains("FRESH") } == true)
    }

    @Test(arguments: Repository.fixtureNames)
    func everyProposedFieldCarriesItsEvidence(name: String) throws {
        let extraction = try extract(name)
        for (field, value) in extraction.fields {
            #expect(!value.rule.isEmpty, "\(name) \(field): no rule")
            #expect(!value.reason.isEmpty, "\(name) \(field): no reason")
            #expect((0...1).contains(value.confidence), "\(name) \(field): confidence \(value.confidence)")
            #expect(value.box != nil || field == .currency, "\(name) \(field): no box")
        }
        for field in FieldName.primary where extraction[field] == nil {
            #expect(extraction.missing[field] != nil, "\(name) \(field): missing without a reason")
        }
    }
}
