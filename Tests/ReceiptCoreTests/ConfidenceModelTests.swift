import Foundation
import Testing

@testable import ReceiptCore

/// The learned confidence (`ConfidenceModel`) on frozen dumps and synthetic pages: the
/// committed weights match the evidence the extractor measures, confirmed values are
/// filled in and contradicted or unconfirmed ones are asked about.
@Suite("Learned confidence")
struct ConfidenceModelTests {
    @Test func theCommittedWeightsWeighTheFeaturesTheEvidenceMeasures() throws {
        for name in ConfidenceEvidence.fields {
            let model = try #require(ConfidenceModel.fitted[name], "no committed model for the \(name)")
            let features = try #require(ConfidenceEvidence.names[name])
            #expect(model.features == features, "the \(name)'s weights list other features than ConfidenceEvidence.names")
            #expect(model.weights.count == features.count && model.means.count == features.count)
            #expect(model.weights.allSatisfy(\.isFinite) && model.intercept.isFinite)
            // Fitted to hundreds of receipts, not to a handful.
            let fitted = try #require(Int(model.fittedTo.prefix { $0.isNumber }))
            #expect(fitted >= 300)
        }
        #expect(ConfidenceModel.fitted[.total]?.unconfirmedCeiling.map { $0 < 0.9 } == true)
        #expect(ConfidenceModel.fitted[.date]?.unconfirmedCeiling.map { $0 < 0.9 } == true)
    }

    @Test func everyFieldOfEveryFixtureCarriesExactlyTheNamedFeatures() throws {
        for fixture in Repository.fixtureNames {
            let proposal = Extractor.proposal(from: PageAnalysis(page: try Repository.dump(fixture)))
            for name in ConfidenceEvidence.fields {
                guard let field = proposal[name] else { continue }
                let features = try #require(field.features, "\(fixture): the \(name) carries no evidence")
                #expect(Set(features.keys) == Set(ConfidenceEvidence.names[name] ?? []), "\(fixture): \(name)")
                #expect(field.rulesConfidence != nil)
                #expect((0.01...0.99).contains(field.confidence))
            }
        }
    }

    /// A bill whose sums and change agree with its total.
    static let confirmed = [
        "CAFE ROMA", "Flat white|4.50", "Almond cake|3.50", "SUBTOTAL|8.00", "TAX|0.80", "TOTAL|8.80", "CASH|10.00",
        "CHANGE|1.20",
    ]

    @Test func aTotalTheSumsAndTheChangeConfirmIsFilledIn() throws {
        let total = try #require(Extractor.proposal(from: PageAnalysis(page: SyntheticPage.make(Self.confirmed)))[.total])
        #expect(total.value == "8.80")
        #expect(total.features?["sums"] ?? 0 >= 1)
        #expect(total.features?["cash-change"] == 1)
        #expect(total.confidence >= 0.9)
    }

    @Test func aTotalTheSumsAndTheChangeContradictIsAskedAbout() throws {
        // The same bill with its total misread: subtotal and tax make 8.80, cash less change 8.80.
        var rows = Self.confirmed
        rows[5] = "TOTAL|9.80"
        let total = try #require(Extractor.proposal(from: PageAnalysis(page: SyntheticPage.make(rows)))[.total])
        #expect(total.value == "9.80")
        let features = try #require(total.features)
        #expect(features["sums"] == 0 && features["cash-change"] == 0)
        #expect(features["change-unexplained"] == 1)
        #expect(features["confirmed"] == 0)
        #expect(total.confidence < 0.9)
        #expect(total.reason.contains("nothing else on the page confirms it"))
    }

    @Test func onFrozenDumpsATotalItsSumsConfirmIsFilledInAndOneTheyDoNotIsAskedAbout() throws {
        // A Malaysian grocer's bill: subtotal, GST and rounding sum to the rounded total two ways.
        let kedai = try #require(Extractor.proposal(from: PageAnalysis(page: try Repository.dump("kedai-runcit-gst-rounding")))[.total])
        #expect(kedai.value == "66.50")
        #expect(kedai.features?["sums"] == 2)
        #expect(kedai.confidence >= 0.9)
        // A handwritten guest check whose items and tax, as read, do not sum to its total.
        let diner = try #require(
            Extractor.proposal(from: PageAnalysis(page: try Repository.dump("diner-handwritten-guest-check")))[.total])
        #expect(diner.value == "28.16")
        #expect(diner.features?["sums"] == 0 && diner.features?["confirmed"] == 0)
        #expect(diner.confidence < 0.9)
    }

    @Test func aCleanTotalNothingConfirmsStaysUnderTheBar() throws {
        // Read surely, printed once, no sums, no change, no other read: nothing checks its digits.
        let page = SyntheticPage.make(["CAFE ROMA", "Flat white 1x", "TOTAL|4.50"], confidence: 97)
        let total = try #require(Extractor.proposal(from: PageAnalysis(page: page))[.total])
        #expect(total.value == "4.50")
        #expect(total.features?["confirmed"] == 0)
        #expect(total.confidence < 0.9)
        #expect(total.reason.contains("nothing else on the page confirms it"))
        let lines = ConfidenceModel.evidenceLines(.total, total)
        #expect(lines.first?.hasPrefix("confidence") == true)
        #expect(lines.contains { $0.contains("held at 0.89") } || total.confidence < 0.89)
    }

    @Test func aProposalIsAssessedOnceAndKeepsTheRulesFigure() throws {
        let analysis = PageAnalysis(page: try Repository.dump("bistro-cb-ttc"))
        let rules = Extractor.extract(from: analysis)
        let proposal = Extractor.proposal(from: analysis)
        for name in ConfidenceEvidence.fields {
            let rated = try #require(rules[name])
            let field = try #require(proposal[name])
            #expect(field.value == rated.value && field.rule == rated.rule && field.box == rated.box)
            #expect(field.rulesConfidence == rated.confidence)
            #expect(field.reason.hasPrefix(rated.reason))
        }
        #expect(ConfidenceModel.applied(to: proposal, context: .init(first: analysis)) == proposal)
    }

    @Test func anEffectIsTheWeightTimesTheDistanceFromTheMeanReceipt() {
        let model = ConfidenceModel(
            features: ["sums", "photo"], weights: [2, -1], means: [0.5, 0.5], intercept: 0, unconfirmedCeiling: 0.89,
            fittedTo: "an example")
        let (probability, effects) = model.assess(["sums": 1, "photo": 1])
        #expect(abs(probability - 1 / (1 + exp(-1.0))) < 1e-12)
        #expect(effects.map(\.feature) == ["sums", "photo"])
        #expect(effects.map(\.logOdds) == [1, -0.5])
    }

    @Test func theFieldsToAskAboutAreTheHeadlineOnesUnderTheBarOrMissing() {
        var extraction = Extraction()
        extraction.fields[.merchant] = Field(value: "CAFE", text: "CAFE", confidence: 0.95, rule: "name-near-top", reason: "")
        extraction.fields[.total] = Field(value: "3.00", text: "3.00", confidence: 0.89, rule: "total-label", reason: "")
        extraction.fields[.tax] = Field(value: "0.20", text: "0.20", confidence: 0.5, rule: "tax-label", reason: "")
        // No date: asked about; a total just under 0.9: asked about; the tax is no headline field.
        #expect(extraction.fieldsToCheck() == [.date, .total])
        #expect(extraction.fieldsToCheck(bar: 0.8) == [.date])
    }

    @Test func aNameWordTheReadingModelsListDoesNotKnowCountsAgainstTheName() throws {
        let analysis = PageAnalysis(page: SyntheticPage.make(["GAKDENIA BAKERIES SDN BHD", "Bread 1x", "TOTAL|4.50"]))
        let rules = Extractor.extract(from: analysis)
        let merchant = try #require(rules[.merchant])
        #expect(ConfidenceEvidence.nameWords(of: merchant.value).contains("GAKDENIA"))
        let unknown = ConfidenceModel.applied(to: rules, context: .init(first: analysis, unknownNameWords: ["GAKDENIA"]))
        let known = ConfidenceModel.applied(to: rules, context: .init(first: analysis, unknownNameWords: []))
        #expect(unknown[.merchant]?.features?["unknown-words"] == 1)
        #expect(known[.merchant]?.features?["unknown-words"] == 0)
        // An unknown word only ever lowers a name's confidence.
        let weight = try #require(
            ConfidenceModel.fitted[.merchant].flatMap { model in
                model.features.firstIndex(of: "unknown-words").map { model.weights[$0] }
            })
        #expect(weight <= 0)
        #expect(try #require(unknown[.merchant]).confidence <= (try #require(known[.merchant])).confidence)
        // A frozen dump has no word list at hand: no word counts as unknown.
        #expect(Extractor.proposal(from: analysis)[.merchant]?.features?["unknown-words"] == 0)
    }
}
