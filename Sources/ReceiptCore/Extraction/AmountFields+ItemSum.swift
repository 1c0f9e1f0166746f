extension AmountFields {
    /// Labels that say a row is not an item line but part of the bill's arithmetic.
    static let summaryKinds: [LabelKind] = [
        .payment, .total, .roundedTotal, .subtotal, .tax, .tip, .serviceCharge, .rounding, .cashTendered, .change, .savings,
        .excludingTax,
    ]
    /// Labels of the lines that make up a bill after its items.
    static let billKinds: [LabelKind] = [.total, .roundedTotal, .subtotal, .tax, .tip, .serviceCharge, .rounding, .excludingTax]

    /// The lowest amount printed alone on its row, with no label, that is exactly the
    /// sum of the item amounts above it (`20,90` under eight tapas priced 4,00 … 4,00):
    /// a bill that prints its total without a word. Items are the rows above with a
    /// priced amount (each row's rightmost, a quantity's unit price beside it left
    /// out); any row above naming a total, tax, payment or the like means the page
    /// has its own arithmetic, and this check stays out of the way. `eligible` are
    /// the amounts the total may be. Returns the row and amount, how many items the
    /// sum took and the sum written out.
    func itemSum(eligible: [Amount: (row: AnalyzedRow, amount: AmountOnRow)])
        -> (row: AnalyzedRow, amount: AmountOnRow, count: Int, how: String)?
    {
        let priced = analysis.rows.filter { row in row.amounts.contains { $0.parsed.hasDecimals } }
        for (position, row) in priced.enumerated().reversed() {
            guard row.amounts.count == 1, let amount = row.amounts.first, amount.parsed.amount.cents > 0,
                row.label.kinds.isEmpty, eligible[amount.parsed.amount]?.row.index == row.index
            else { continue }
            let above = priced[..<position]
            guard above.count >= 2, !above.contains(where: { row in Self.summaryKinds.contains(where: row.has) }) else { continue }
            // Tax, a tip or a total below it make it the subtotal.
            let below = analysis.rows[(row.index + 1)...]
            guard !below.contains(where: { row in Self.billKinds.contains(where: row.has) }) else { continue }
            let items = above.compactMap { $0.amounts.last { $0.parsed.hasDecimals }?.parsed.amount }
            // A price above the bill would be no item of it.
            guard items.allSatisfy({ $0 < amount.parsed.amount }),
                items.reduce(Amount(cents: 0), +) == amount.parsed.amount
            else { continue }
            return (row, amount, items.count, items.map(\.description).joined(separator: " + "))
        }
        return nil
    }
}
