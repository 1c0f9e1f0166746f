import Testing

@testable import ReceiptCore

@Suite("Amount parser")
struct AmountParserTests {
    @Test(
        arguments: [
            ("7.00", 700, nil), ("$7.00", 700, "USD"), ("RM7.00", 700, "MYR"), ("€12,50", 1250, "EUR"),
            ("£23.95", 2395, "GBP"), ("12,50EUR", 1250, "EUR"), ("1,234.56", 123_456, nil), ("1.234,56", 123_456, nil),
            ("-2.00", -200, nil), ("2.00-", -200, nil), ("(2.00)", -200, nil), ("1O.50", 1050, nil), ("l2.30", 1230, nil),
            ("S9.90", 5990, nil), ("12.30,", 1230, nil), ("$25", 2500, "USD"), ("RY41.45", 4145, "MYR"),
            ("38.45€", 3845, "EUR"), ("RM50..00", 5000, "MYR"), ("@,58", 58, nil), ("@.58€", 58, "EUR"),
        ] as [(String, Int, String?)])
    func parsesPrintedAmounts(text: String, cents: Int, currency: String?) throws {
        let parsed = try #require(AmountParser.parse(text))
        #expect(parsed.amount.cents == cents)
        #expect(parsed.currency == currency)
    }

    @Test(arguments: [
        "SOLD", "OIL", "TOTAL", "25", "12:30", "6%", "03-12345678", "1.234", "12.03.18", "", "$", "1,5", "1..5", "12.03..18", "@", "@8.00", "@,5",
    ])
    func leavesWordsAndNonAmountsAlone(text: String) {
        #expect(AmountParser.parse(text) == nil)
    }

    @Test func repairedConfusionsAreFlagged() throws {
        #expect(try #require(AmountParser.parse("1O.50")).repaired)
        #expect(try #require(AmountParser.parse("10.50")).repaired == false)
        #expect(try #require(AmountParser.parse("50..00")).repaired)
        #expect(try #require(AmountParser.parse("@,58")).repaired)
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
