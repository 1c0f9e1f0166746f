import Foundation
import Testing

@testable import ReceiptCore

/// The committed merchant weights, loaded and used as the extractor uses them.
struct MerchantScorerTests {
    @Test func theCommittedWeightsAreForTheFeaturesTheExtractorComputes() {
        // Fails after a feature is added, removed or renamed until `make merchant-scorer` retrains.
        let scorer = MerchantScorer.trained
        #expect(scorer.features == MerchantFeatures.names)
        #expect(scorer.weights.count == MerchantFeatures.names.count)
        #expect(Set(MerchantFeatures.names).count == MerchantFeatures.names.count)
        #expect(scorer.matchesFeatures)
        #expect(scorer.weights.allSatisfy(\.isFinite) && scorer.none.isFinite)
    }

    @Test func probabilitiesLeaveRoomForNoneOfThem() {
        let scorer = MerchantScorer.trained
        let probabilities = scorer.probabilities([scorer.none + 2, scorer.none, scorer.none - 3])
        #expect(probabilities.reduce(0, +) < 1)
        #expect(probabilities[0] > probabilities[1] && probabilities[1] > probabilities[2])
        // One candidate scored as "none of them" gets half.
        #expect(abs(scorer.probabilities([scorer.none])[0] - 0.5) < 1e-9)
    }

    @Test func everyFeatureHasAValueForEveryCandidate() throws {
        let analysis = PageAnalysis(page: try Repository.dump("bistro-cb-ttc"))
        let record = MerchantTrainingRecord(analysis: analysis)
        #expect(record.features == MerchantFeatures.names)
        #expect(!record.candidates.isEmpty)
        for candidate in record.candidates {
            #expect(candidate.features.count == MerchantFeatures.names.count)
            #expect(candidate.features.allSatisfy { $0.isFinite && $0 >= -1 && $0 <= 2 })
        }
    }

    @Test func theWinnerSaysWhichFeaturesDecidedAndTheRunnersUpWhyTheyLost() throws {
        let extraction = Extractor.extract(from: try Repository.dump("bistro-cb-ttc"))
        let merchant = try #require(extraction[.merchant])
        #expect(merchant.reason.hasPrefix("the learned ranking's choice of"))
        #expect(MerchantFeatures.names.contains { merchant.reason.contains($0) })
        let runnerUp = try #require(merchant.rejected.first { $0.lost.hasPrefix("scored") })
        #expect(runnerUp.lost.contains("below (p "))
        #expect(merchant.confidence > 0 && merchant.confidence < 1)
    }

    @Test func eachFeatureCountsAgainForItsKindOfPageAndExplainsAsOne() throws {
        let shared = MerchantFeatures.shared.count
        #expect(MerchantFeatures.names.count == shared * 3)
        func blocks(_ rows: [String]) -> [(registered: ArraySlice<Double>, unregistered: ArraySlice<Double>, values: ArraySlice<Double>)] {
            MerchantTrainingRecord(analysis: PageAnalysis(page: SyntheticPage.make(rows))).candidates.map {
                ($0.features[shared..<(2 * shared)], $0.features[(2 * shared)...], $0.features[..<shared])
            }
        }
        // A page printing a legal form near the top fills the registered block, and only it.
        let registered = blocks(["KEDAI MAJU SDN BHD", "12 JALAN BUNGA", "Total|5.00"])
        #expect(!registered.isEmpty)
        #expect(registered.allSatisfy { Array($0.registered) == Array($0.values) && $0.unregistered.allSatisfy { $0 == 0 } })
        let other = blocks(["NOODLE BAR", "12 HIGH STREET", "Total|5.00"])
        #expect(!other.isEmpty)
        #expect(other.allSatisfy { Array($0.unregistered) == Array($0.values) && $0.registered.allSatisfy { $0 == 0 } })
        // The evidence names each feature once, its shared and per-kind weights added.
        let merchant = try #require(Extractor.extract(from: SyntheticPage.make(["KEDAI MAJU SDN BHD", "12 JALAN BUNGA", "Total|5.00"]))[.merchant])
        #expect(!merchant.reason.contains("registered-page:"))
        #expect(merchant.rejected.allSatisfy { !$0.lost.contains("-page:") })
    }

    @Test func aSpanGoesOnPastItsLegalFormOnlyWhenItsLastRowHasNone() throws {
        func feature(_ rows: [String], _ value: String) throws -> Double {
            let field = MerchantField(analysis: PageAnalysis(page: SyntheticPage.make(rows)))
            let page = MerchantPage(field: field)
            let candidate = try #require(field.candidates(on: page).first { $0.value == value })
            let slot = try #require(MerchantFeatures.index["legal-form-not-last"])
            return MerchantFeatures.values(of: candidate, on: page)[slot]
        }
        // A legal form printed in two parts, the name ending on the second.
        let split = ["AIK HUAT HARDWARE ENTERPRISE", "(SETIA ALAM) SDN BHD", "NO. 17-G, JALAN SETIA INDAH", "Total|5.00"]
        #expect(try feature(split, "AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD") == 0)
        // A branch after the registered name: the span goes on past its form.
        let branch = ["MIZU MENTAI SDN BHD", "CHERAS", "NO. 2, JALAN TEMENGGUNG", "Total|5.00"]
        #expect(try feature(branch, "MIZU MENTAI SDN BHD CHERAS") == 1)
    }

    @Test func aPageOfThousandsOfRowsIsSearchedForANameOnlyNearItsTop() {
        // Every row ruled out (a coupon's fine print), so the header runs on to its limit.
        let rows = (0..<3000).map { "TEL 03-\($0) 5678" } + ["Total|5.00"]
        let field = MerchantField(analysis: PageAnalysis(page: SyntheticPage.make(rows)))
        let page = MerchantPage(field: field)
        #expect(page.window <= MerchantPage.deepest * 2)
        #expect(field.candidates(on: page).allSatisfy { ($0.rowIndices.max() ?? 0) < MerchantPage.deepest * 2 + MerchantField.longestSpan })
    }

    @Test func theFixturesMerchantsFromTheirFrozenReads() throws {
        // The gate on the fixtures' first reads (the scan adds later looks): at least 27 of 32.
        var right = 0
        var names: [String] = []
        for name in Repository.fixtureNames {
            let truth = try Repository.label(name)
            guard let expected = truth[.merchant] else { continue }
            let proposed = Extractor.extract(from: try Repository.dump(name))[.merchant]?.value
            if GradingRules.grade(.merchant, proposed: proposed, truth: expected) == .correct { right += 1 } else { names.append(name) }
        }
        #expect(right >= 27, "merchant wrong on \(names)")
    }
}
