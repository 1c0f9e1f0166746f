import Testing
@testable import ReceiptCore

@Suite("Amount parser")
struct AmountParserTests {
    @Test(arguments: [
        ("7.00", 700, nil), ("$7.00", 700, "USD"), ("RM7.00", 700, "MYR"), ("€12,50", 1250, "EUR"),
        ("£23.95", 2395, "GBP"), ("12,50EUR", 1250, "EUR"), ("1,234.56", 123_456, nil), ("1.234,56", 123_456, nil),
        ("-2.00", -200, nil), ("2.00-", -200, nil), ("(2.00)", -200, nil), ("1O.50", 1050, nil), ("l2.30", 1230, nil),
        ("S9.90", 5990, nil), ("12.30,", 1230, nil), ("$25", 2500, "USD"), ("RY41.45", 4145, "MYR"),
        ("38.45€", 3845, "EUR"),
    ] as [(String, Int, String?)])
    func parsesPrintedAmounts(text: String, cents: Int, currency: String?) throws {
        let parsed = try #require(AmountParser.parse(text))
        #expect(parsed.amount.cents == cents)
        #expect(parsed.currency == currency)
    }

    @Test(arguments: ["SOLD", "OIL", "TOTAL", "25", "12:30", "6%", "03-12345678", "1.234", "12.03.18", "", "$", "1,5"])
    func leavesWordsAndNonAmountsAlone(text: String) {
        #expect(AmountParser.parse(text) == nil)
    }

    @Test func repairedConfusionsAreFlagged() throws {
        #expect(try #require(AmountParser.parse("1O.50")).repaired)
        #expect(try #require(AmountParser.parse("10.50")).repaired == false)
    }

    @Test func amountsRoundTripAsDecimalStrings() {
        #expect(Amount(decimal: "12.3")?.cents == 1230)
        #expect(Amount(cents: 5).decimalString == "0.05")
        #expect(Amount(cents: -1234).decimalString == "-12.34")
        #expect(Amount(decimal: "x") == nil)
    }

    @Test func rowsJoinAmountsSplitByOCR() {
        let page = SyntheticPage.make(["Total RM 49. 39", "Cash ~50. 00", "Qty 1 9.90"])
        let rows = PageAnalysis(page: page).rows
        #expect(rows[0].amounts.map(\.parsed.amount.cents) == [4939])
        #expect(rows[0].amounts.first?.parsed.currency == "MYR")
        // A quantity and a price side by side are never joined into one number.
        #expect(rows[2].amounts.map(\.parsed.amount.cents) == [990])
    }

    @Test func labelledRowRecoversALostDecimalPoint() {
        let rows = PageAnalysis(page: SyntheticPage.make(["Total Sales RM 64 13"])).rows
        #expect(rows[0].amounts.map(\.parsed.amount.cents) == [6413])
        #expect(rows[0].amounts.first?.parsed.repaired == true)
    }
}

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
