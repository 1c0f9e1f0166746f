import Testing

@testable import ReceiptCore

/// Extraction on a page of 5,000 words: a step that compares every row with every
/// other (or every amount with every amount) turns a long tape into seconds per
/// receipt, so these pages are built to have many rows, many amounts and many of the
/// labels the ranking pairs up (totals, cash, change). No timing is asserted; a
/// quadratic step shows as this suite taking seconds instead of milliseconds.
@Suite("Large pages")
struct LargePageTests {
    /// A long tape: `sections` receipts' worth of items, each closed by subtotal,
    /// tax, total, cash and change, about 5,000 words in all for 100 sections.
    static func tape(sections: Int, itemsPerSection: Int = 10, split: Bool = false) -> [String] {
        let bar = split ? "¦" : "|"
        var rows = ["MEGA MART SDN BHD", "DATE 25/03/2024 10:15"]
        for section in 0..<sections {
            var sum = 0
            for item in 0..<itemsPerSection {
                let cents = 100 + (section * 37 + item * 11) % 900
                sum += cents
                rows.append("ITEM \(section)-\(item) PACK\(bar)\(Amount(cents: cents).decimalString)")
            }
            let tax = sum * 6 / 100
            let total = sum + tax
            let cash = (total / 1000 + 1) * 1000
            rows += [
                "Subtotal\(bar)\(Amount(cents: sum).decimalString)", "Tax 6%\(bar)\(Amount(cents: tax).decimalString)",
                "Total\(bar)\(Amount(cents: total).decimalString)", "Cash\(bar)\(Amount(cents: cash).decimalString)",
                "Change\(bar)\(Amount(cents: cash - total).decimalString)",
            ]
        }
        return rows + ["THANK YOU"]
    }

    @Test(arguments: [false, true])
    func fiveThousandWordsAreExtracted(split: Bool) throws {
        let page = SyntheticPage.make(Self.tape(sections: 100, split: split))
        #expect(page.words.count >= 5_000)
        let analysis = PageAnalysis(page: page)
        // Every printed row is found again, whether or not OCR split label and value.
        #expect(analysis.rows.count == Self.tape(sections: 100).count)
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: CalendarDate(year: 2026, month: 1, day: 1)))
        // The last total printed is the final one.
        let last = try #require(Self.tape(sections: 100).last { $0.hasPrefix("Total") })
        #expect(extraction[.total]?.value == String(last.split(separator: "|")[1]))
        #expect(extraction[.merchant]?.value == "MEGA MART SDN BHD")
        #expect(extraction[.date]?.value == "2024-03-25")
    }
}
