import Foundation
import Testing

@testable import ReceiptCore

/// Inputs the fuzzers (Scripts/fuzz.sh) found or were written against: each once
/// trapped or misread. A number in a test here is the input that did it.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test(arguments: ["92233720368547758.08", "-92233720368547758.99", "92233720368547759", "--5.50", "+5.00"])
    func decimalsThatDoNotFitOrAreNotPlainAreNotAmounts(text: String) {
        #expect(Amount(decimal: text) == nil)
    }

    @Test func theLargestAmountsStillParse() {
        #expect(Amount(decimal: "92233720368547758.07")?.cents == Int.max)
        #expect(Amount(decimal: "-92233720368547758.07")?.cents == -Int.max)
    }

    /// grading-crash-4cf3292e: a 19-digit true total (a pasted card or barcode number)
    /// trapped multiplying by 100.
    @Test func anIntegerTruthTooLargeForCentsIsNotAnAmount() {
        #expect(GradingRules.truthAmount("1236666661122112366") == nil)
        #expect(GradingRules.grade(.total, proposed: "12.30", truth: "1236666661122112366") == nil)
        #expect(GradingRules.truthAmount("12312")?.cents == 1_231_200)
    }

    @Test func gradingExtremeProposalsAgainstExtremeTruthsDoesNotTrap() {
        let extremes = ["92233720368547758.07", "-92233720368547758.07", "0.01", "-0.01", "0.00"]
        for proposed in extremes {
            for truth in ["92233720368547758", "-999999999.99", "999999999.99", "0.01"] {
                _ = GradingRules.grade(.total, proposed: proposed, truth: truth)
            }
        }
        let huge = Amount(cents: Int.max)
        // Opposite signs overflow the difference; the digits still compare (the sign-blind rule).
        #expect(GradingRules.gradeAmount(Amount(cents: -Int.max), huge) == .close)
        #expect(GradingRules.gradeAmount(Amount(cents: Int.min), Amount(cents: 1)) == .miss)
        #expect(GradingRules.gradeAmount(huge, huge) == .correct)
    }
}

extension FuzzRegressionTests {
    /// Found writing the row joiner's target: a word dump (a file `receipts scan` reads
    /// like an image) with a box from Int.min to Int.max trapped computing its width.
    @Test(arguments: [
        "[-9223372036854775808,0,9223372036854775807,40]", "[0,0,4611686018427387904,4611686018427387904]",
        "[0,0,1073741825,10]",
    ])
    func wordDumpBoxesBeyondAnyImageAreRefusedWhenDecoded(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Box.self, from: Data(json.utf8)) }
    }

    @Test func theFarthestAcceptedBoxesStillJoinIntoRows() throws {
        let limit = Box.coordinateLimit
        let box = try JSONDecoder().decode(Box.self, from: Data("[-\(limit),-\(limit),\(limit),\(limit)]".utf8))
        let words = [Word(text: "TOTAL", box: box, confidence: 90), Word(text: "1.00", box: box, confidence: 90, index: 2)]
        #expect(RowJoiner.rows(from: words).count == 1)
        #expect(box.area == 4 * limit * limit)
    }
}
