extension AmountFields {
    /// Labels that say a row is not an item line but part of the bill's arithmetic.
    static let summaryKinds: [LabelKind] = [
        .payment, .total, .roundedTotal, .subtotal, .tax, .tip, .serviceCharge, .rounding, .cashTendered, .change, .savings,
        .excludingTax,
    ]
    /// Labels of the lines that make up a bill after its items.
    static let billKinds: [LabelKind] = [.total, .roundedTotal, .subtotal, .tax, .tip, .serviceCharge, .rounding, .excludingTax]

    /// The items right above row `index`: each row's rightmost priced amount, up from
    /// the row to the nearest row naming a part of the bill (a total, tax, payment …; a
    /// header's `TAX INVOICE` above the items ends them too); their count, sum and the
    /// sum written out.
    func itemsAbove(_ index: Int) -> (count: Int, sum: Amount, how: String)? {
        let items = itemAmounts(above: index).map(\.parsed.amount)
        guard !items.isEmpty else { return nil }
        return (items.count, items.reduce(Amount(cents: 0), +), items.map(\.description).joined(separator: " + "))
    }

    /// Each item row's rightmost priced amount, top down, from the nearest row above row
    /// `index` naming a part of the bill to the row before `index`.
    func itemAmounts(above index: Int) -> [AmountOnRow] {
        let above = analysis.rows.prefix { $0.index < index }
        let rows = above.reversed().prefix { row in !Self.summaryKinds.contains(where: row.has) }.reversed()
        return rows.compactMap { row in row.amounts.last { $0.parsed.hasDecimals } }
    }

    /// The lowest amount printed alone on its row, with no label, that is exactly the
    /// sum of the item amounts above it (`20,90` under eight tapas priced 4,00 … 4,00):
    /// a bill that prints its total without a word. Items are the rows above with a
    /// priced amount (each row's rightmost: a quantity's unit price beside it is left
    /// out). A row above naming a total, tax, payment or the like means the page has
    /// its own arithmetic, and a tax, tip or total below makes the sum a subtotal:
    /// either way this check stays out. `eligible` are the amounts the total may be.
    /// Returns the row and amount, how many items the sum took and the sum written out.
    /// (Not ``itemSum(_:)``, which adds the rows above a labelled total to check it.)
    func unlabelledItemTotal(eligible: [Amount: (row: AnalyzedRow, amount: AmountOnRow)])
        -> (row: AnalyzedRow, amount: AmountOnRow, count: Int, how: String)?
    {
        let priced = analysis.rows.compactMap { row in
            row.amounts.last { $0.parsed.hasDecimals }.map { (row: row, item: $0.parsed.amount) }
        }
        let items = priced.map(\.item)
        // Worked out once, top down, so a long tape costs one pass rather than one per row:
        // for each priced row, the sum and the largest of the items above it, and
        // whether any row above it names a part of the bill.
        var sums = [Amount(cents: 0)]
        var largest: [Amount?] = [nil]
        var clean = [true]
        for (row, item) in priced {
            sums.append(sums[sums.count - 1] + item)
            largest.append(largest[largest.count - 1].map { max($0, item) } ?? item)
            clean.append(clean[clean.count - 1] && !Self.summaryKinds.contains(where: row.has))
        }
        let lastBillRow = analysis.rows.last { row in Self.billKinds.contains(where: row.has) }?.index ?? -1
        for (position, (row, _)) in priced.enumerated().reversed() where position >= 2 && row.index > lastBillRow {
            guard clean[position], row.amounts.count == 1, let amount = row.amounts.first, amount.parsed.amount.cents > 0,
                row.label.kinds.isEmpty, eligible[amount.parsed.amount]?.row.index == row.index,
                // A price above the bill would be no item of it.
                let above = largest[position], above < amount.parsed.amount, sums[position] == amount.parsed.amount
            else { continue }
            return (row, amount, position, items[..<position].map(\.description).joined(separator: " + "))
        }
        return nil
    }
}
