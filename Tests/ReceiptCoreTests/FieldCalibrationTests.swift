import Foundation
import Testing

@testable import ReceiptCore

/// The total's confidence as proposed: the rules' figure mapped to how often totals so
/// rated were right (`FieldCalibration`), on frozen dumps.
@Suite("Field calibration")
struct FieldCalibrationTests {
    @Test func theCommittedCalibrationOfTheTotalRaisesNoLowerRatingAboveAHigherOne() throws {
        let total = try #require(FieldCalibration.fitted[.total])
        #expect(total.slope > 0)
        let ratings = stride(from: 0.0, through: 1.0, by: 0.01).map { total($0) }
        #expect(zip(ratings, ratings.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(ratings.allSatisfy { FieldCalibration.bounds.contains($0) })
        // Fitted to hundreds of totals, not to a handful.
        let fitted = try #require(Int(total.fittedTo.prefix { $0.isNumber }))
        #expect(fitted >= 500)
    }

    @Test func aProposedTotalKeepsTheRulesConfidenceBesideTheCalibratedOne() throws {
        let analysis = PageAnalysis(page: try Repository.dump("bistro-cb-ttc"))
        let rules = Extractor.extract(from: analysis)
        let proposal = Extractor.proposal(from: analysis)
        let rated = try #require(rules[.total])
        let total = try #require(proposal[.total])
        let calibration = try #require(FieldCalibration.fitted[.total])
        #expect(total.value == rated.value && total.box == rated.box && total.rule == rated.rule)
        #expect(total.rulesConfidence == rated.confidence)
        #expect(total.confidence == (calibration(rated.confidence) * 100).rounded() / 100)
        #expect(total.reason.hasPrefix(rated.reason))
        #expect(total.reason.hasSuffix("the rules' confidence \(String(format: "%.2f", rated.confidence)), calibrated on \(calibration.fittedTo)"))
        // Fields without a calibration are proposed as the rules rate them.
        for name in [FieldName.date, .merchant] {
            #expect(proposal[name] == rules[name])
        }
        // Applied once: a proposal calibrated again is unchanged.
        #expect(FieldCalibration.applied(to: proposal) == proposal)
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

    @Test func aRuleThatIsRightMoreOftenThanItSaysIsTakenAtItsRecord() throws {
        var extraction = Extraction()
        extraction.fields[.total] = Field(value: "12.00", text: "12.00", confidence: 0.7, rule: "total-label", reason: "total label 'TOTAL 12.00'")
        let timid = FieldCalibration(slope: 1, intercept: 2, fittedTo: "an example")
        let total = try #require(FieldCalibration.applied(to: extraction, calibrations: [.total: timid])[.total])
        // logit(0.7) = 0.85; with 2 more, 1 / (1 + e^-2.85) = 0.945.
        #expect(total.confidence == 0.95)
        #expect(total.rulesConfidence == 0.7)
        let identity = FieldCalibration(slope: 1, intercept: 0, fittedTo: "an example")
        #expect(FieldCalibration.applied(to: extraction, calibrations: [.total: identity])[.total]?.confidence == 0.7)
        // No total proposed: nothing to calibrate, and nothing invented.
        #expect(FieldCalibration.applied(to: Extraction(), calibrations: [.total: timid]).fields.isEmpty)
    }
}
