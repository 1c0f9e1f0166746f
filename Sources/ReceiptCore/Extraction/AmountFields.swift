/// Chooses the total, subtotal, tax, tip and payment method.
///
/// The total is ranked by the kind of evidence behind it, strongest first:
/// 1. a payment line (card, debit, charge, amount paid): what was actually paid,
///    tips included;
/// 2. an explicit total label (`GRAND TOTAL`, `TOTAL`, `AMOUNT DUE`, `ROUNDED TOTAL`, …);
/// 3. arithmetic (subtotal + tax (+ tip), cash − change, the same amount printed
///    several times);
/// 4. the largest amount, as a last resort, never from a row about savings,
///    points, change, cash tendered, tax, subtotal or quantities.
struct AmountFields {
    let analysis: PageAnalysis
    /// The labelled amounts of the page: each segment of a row with amounts, and each
    /// label-only row paired with the value printed beside or below it. Worked out once:
    /// every rule asks for them, some several times.
    let labelled: [Labelled]

    typealias Labelled = (label: Label, labelRow: AnalyzedRow, amount: AmountOnRow, row: AnalyzedRow, paired: Bool, tableLine: Bool)

    init(analysis: PageAnalysis) {
        self.analysis = analysis
        self.labelled = Self.labelled(in: analysis)
    }

    /// The same page with its labelled amounts as given (one of them read another way,
    /// ``zeroConfirmed(_:zeros:)``).
    init(analysis: PageAnalysis, labelled: [Labelled]) {
        self.analysis = analysis
        self.labelled = labelled
    }

    /// A possible total, before ranking.
    struct Proposal {
        var amount: AmountOnRow
        /// The row the value is printed on.
        var row: AnalyzedRow
        /// The label that names the value (a segment of its row, or a row above it).
        var label: Label
        var labelRow: AnalyzedRow
        var rule: String
        var tier: Int
        var note: String
        var paired: Bool
        /// More amounts share the value's row: a table line rather than a total line.
        var inTableLine: Bool

        var value: Amount { amount.parsed.amount }
    }

    // MARK: - Label classification

    /// A tax label states an amount of tax: `GST 6% 1.92`, `TOTAL GST 1.31`,
    /// `GST included in total 0.66`, `Tax payable 1.31` — but not a tax-inclusive
    /// total (`Total incl. GST 33.92`). Word order decides: tax named before the
    /// total word is the tax; a total word first is the total when it says inclusive.
    func isTax(_ label: Label) -> Bool {
        guard let tax = label.kinds[.tax], !label.has(.subtotal), !label.has(.excludingTax) else { return false }
        guard let total = [label.kinds[.total], label.kinds[.roundedTotal]].compactMap({ $0 }).min() else { return true }
        if tax < total { return true }
        if isInclusive(label) { return false }
        // `TOTAL GST 1.31` is tax (the phrase itself names tax, starting where the
        // total word does); `Total Sales … GST 80.90` (an inclusive total whose
        // "inclusive" OCR mangled) is not.
        return tax <= total + 1
    }

    func isInclusive(_ label: Label) -> Bool {
        label.words.contains { word in
            word.hasPrefix("INCL") || word == "INC" || word == "TERMASUK" || word.contains("CLUSIVE")
                || word.contains("CLUDING") || word.contains("CLUDE")
        }
    }

    func isSubtotal(_ label: Label) -> Bool {
        label.has(.subtotal) || (label.has(.total) && label.has(.excludingTax)) || Self.isNetAmount(label)
    }

    /// `Net 405.00`, `Netto 66,40`: a European bill's amount before VAT, on a line of
    /// its own (`NET TOTAL` is a total, as Malaysian receipts print it). A currency and
    /// the VAT class the line is for (`Netto(1) Eur`, `Netto A`) may stand beside it.
    static func isNetAmount(_ label: Label) -> Bool {
        let words = label.words.filter { word in
            !["EUR", "GBP", "CHF", "USD"].contains(word) && !word.allSatisfy(\.isNumber) && word.count > 1
        }
        return words == ["NET"] || words == ["NETTO"]
    }

    /// Labels whose amount is never the total.
    func isExcludedFromTotal(_ label: Label) -> Bool {
        // What is left on a gift card or account (`Balance Remaining`, `Available Balance`).
        let storedValue = label.words.contains { ["REMAINING", "AVAILABLE"].contains($0) }
        return storedValue || label.qualifiesTotal(.savings) || label.qualifiesTotal(.quantity) || label.has(.change)
            || isSubtotal(label) || isTax(label)
            || isRoundingLine(label)
            || label.has(.tip) && !label.has(.total)
            || isRateSupplies(label)
    }

    /// A rounding line (`Rounding Adj 0.02`), not a total named after its rounding.
    func isRoundingLine(_ label: Label) -> Bool {
        label.has(.rounding) && !label.has(.total) && !label.has(.roundedTotal)
    }

    /// A total of the supplies at one tax rate (`Total 0% supplies: 19.83`, `Total 6%
    /// supplies (Inc. GST): 32.05`), as Malaysian GST invoices break the bill down:
    /// a part of the total, never the total.
    func isRateSupplies(_ label: Label) -> Bool {
        label.has(.total) && label.words.contains { $0 == "SUPPLIES" || $0 == "SUPPLY" }
    }

    /// Rows of a tax summary table (`GST Summary  Amount  Tax` and the lines under
    /// it): their `Total` line sums the table's columns, not the bill, and the
    /// header's `Amount` names a column, not a total whose value is on the row below.
    var summaryTableRows: Set<Int> {
        var rows = Set<Int>()
        for row in analysis.rows where row.amounts.isEmpty {
            let words = row.labelWords
            let isHeader = words.contains { $0.hasSuffix("SUMMARY") || $0.hasSuffix("ANALYSIS") }
                || row.has(.tax) && words.contains { ["CODE", "RATE", "AMT", "AMOUNT"].contains($0) }
                    && words.contains { ["CODE", "RATE"].contains($0) }
            guard isHeader else { continue }
            for offset in 0...5 where analysis.rows.indices.contains(row.index + offset) {
                rows.insert(row.index + offset)
            }
        }
        return rows
    }

    /// The labelled amounts of the change given back (not a `you saved` line).
    var changeLines: [Labelled] { labelled.filter { $0.label.has(.change) && !$0.label.has(.savings) } }

    /// Amounts given as change, for telling tendered cash from the total.
    var changeAmounts: [Amount] {
        analysis.rows.filter { $0.has(.change) && !$0.has(.savings) }.compactMap { row in
            analysis.value(for: row).map { Self.given($0.amount.parsed.amount) }
        }
    }

    /// Change handed back, however its sign is printed: some tills print it as money
    /// leaving the drawer (`CHANGE : -9.55`).
    static func given(_ change: Amount) -> Amount { change.cents < 0 ? Amount(cents: 0 &- change.cents) : change }

    static func labelled(in analysis: PageAnalysis) -> [Labelled] {
        var result: [Labelled] = []
        for row in analysis.rows {
            if row.amounts.isEmpty {
                guard !row.label.kinds.isEmpty, let (amount, valueRow, paired) = analysis.value(for: row) else { continue }
                result.append((row.label, row, amount, valueRow, paired, false))
            } else {
                for (index, segment) in row.segments.enumerated() {
                    // A bare amount after a labelled one (`Total : 20.00 1.20`) belongs to the
                    // same label: a table line.
                    var label = segment.label
                    if label.kinds.isEmpty, index > 0 { label = row.segments[index - 1].label }
                    result.append((label, row, segment.amount, row, false, row.amounts.count > 1))
                }
            }
        }
        return result
    }

    // MARK: - Total

    func proposals() -> [Proposal] {
        var proposals: [Proposal] = []
        let table = summaryTableRows
        for item in labelled where !table.contains(item.labelRow.index) {
            let label = item.label
            let isPayment = label.has(.payment) && !label.has(.savings) && !label.has(.change)
                && !label.qualifiesTotal(.quantity) && !isTax(label) && !isSubtotal(label)
            // `Rounding RM 52.10` below `Rounding Adjustment 0.02`: no adjustment is a whole
            // unit of money, so the row gives the rounded total.
            let roundedTotal = isRoundingLine(label) && item.amount.parsed.amount.cents >= 100
            let isTotal = (label.has(.total) || label.has(.roundedTotal)) && !isExcludedFromTotal(label) || roundedTotal
            guard isPayment || isTotal, item.amount.parsed.amount.cents > 0 else { continue }
            let via = item.paired ? " (value on row \(item.row.index))" : ""
            let rowText = item.labelRow.text
            if isPayment {
                proposals.append(
                    Proposal(
                        amount: item.amount, row: item.row, label: label, labelRow: item.labelRow, rule: "payment-line",
                        tier: 1, note: "payment line '\(rowText)'\(via)", paired: item.paired, inTableLine: item.tableLine))
            }
            if isTotal {
                proposals.append(
                    Proposal(
                        amount: item.amount, row: item.row, label: label, labelRow: item.labelRow,
                        rule: label.has(.roundedTotal) || roundedTotal ? "rounded-total-label" : "total-label", tier: 2,
                        note: roundedTotal ? "a rounding line printing a whole total, '\(rowText)'\(via)" : "total label '\(rowText)'\(via)",
                        paired: item.paired, inTableLine: item.tableLine))
            }
        }
        // A rounding line rounds a total: one far from every total printed (`ROUNDING
        // 9.00` for a misread `0.00` above `TOTAL 48.00`) is no rounded total.
        // With no total read, the subtotal it rounds stands in for it, and with neither, any
        // amount printed above it (`BOUNDING 2.00` under a bill of 14.08 rounds nothing).
        var labelTotals = proposals.filter { $0.tier == 2 && !isRoundingLine($0.label) }.map(\.value)
        if labelTotals.isEmpty { labelTotals = labelled.filter { isSubtotal($0.label) }.map(\.amount.parsed.amount) }
        proposals.removeAll { proposal in
            guard isRoundingLine(proposal.label) else { return false }
            let yardsticks = !labelTotals.isEmpty ? labelTotals
                : analysis.allAmounts.filter { $0.row.index < proposal.labelRow.index }.map(\.amount.parsed.amount)
            return !yardsticks.contains { abs($0.cents - proposal.value.cents) <= 10 }
        }
        return proposals
    }

    /// The last subtotal printed, when the amounts printed above it add up to at least
    /// as much: a subtotal misread larger (`$40,009`) is no yardstick for the total.
    func confirmedSubtotal() -> Amount? {
        guard let item = labelled.last(where: { isSubtotal($0.label) }) else { return nil }
        let subtotal = item.amount.parsed.amount
        let above = analysis.allAmounts.filter { $0.row.index < item.row.index }.reduce(0) { $0 + $1.amount.parsed.amount.cents }
        return subtotal.cents > 0 && subtotal.cents <= above + above / 100 ? subtotal : nil
    }

    /// The amount on the last labelled row matching `predicate`.
    func lastValue(_ predicate: (Label) -> Bool) -> AmountOnRow? {
        labelled.last { predicate($0.label) }?.amount
    }

    /// A subtotal printed again below the rounding, with the rounding applied
    /// (`SUBTOTAL 41.43`, `ROUNDING 0.02`, `SUBTOTAL 41.45`): the amount to pay,
    /// which the sum confirms although its label says subtotal.
    func roundedSubtotal() -> (amount: AmountOnRow, how: String)? {
        let items = labelled
        for (index, item) in items.enumerated() where isSubtotal(item.label) {
            for rounding in items[index...].dropFirst() where rounding.label.has(.rounding) && !rounding.label.has(.total) {
                let r = rounding.amount.parsed.amount
                guard Self.isRoundingAdjustment(r) else { continue }
                let s = item.amount.parsed.amount
                let later = items.first { other in
                    other.row.index > rounding.row.index && isSubtotal(other.label) && other.amount.parsed.amount == s + r
                }
                if let later { return (later.amount, "subtotal \(s) with rounding \(r), printed again as \(s + r)") }
            }
        }
        return nil
    }

    /// One way the page's own arithmetic arrives at a value.
    struct Support {
        /// For example `subtotal 18.65 + tax 1.54`.
        var how: String
        /// Which sum it is.
        var sum: Sum
        /// The lowest OCR confidence (0…100) among the amounts the sum used.
        var confidence: Double
        /// The amounts the sum used.
        var inputs: [Amount] = []
    }

    /// The kinds of sum a page's arithmetic makes.
    enum Sum {
        /// The subtotal with tax, tip or service charge.
        case parts
        /// The subtotal and tax with the rounding line (`subtotal + tax + rounding`).
        case partsAndRounding
        /// An amount with the rounding adjustment applied (`51.97 with rounding 0.03`).
        case rounded
        /// Zero-rated and standard-rated supplies.
        case supplies
        /// Cash tendered less change given.
        case cash
    }

    /// Values that arithmetic on the page supports, with how.
    func arithmetic() -> [Amount: [Support]] {
        arithmetic(rounded: roundedSubtotal())
    }

    /// ``arithmetic()`` with the page's ``roundedSubtotal()`` already worked out.
    func arithmetic(rounded: (amount: AmountOnRow, how: String)?) -> [Amount: [Support]] {
        var support: [Amount: [Support]] = [:]
        func add(_ value: Amount, _ how: String, _ inputs: [AmountOnRow], _ sum: Sum = .parts) {
            support[value, default: []].append(
                Support(how: how, sum: sum, confidence: inputs.map(\.confidence).min() ?? 0, inputs: inputs.map(\.parsed.amount)))
        }
        let subtotalLine = labelled.last { isSubtotal($0.label) }
        let subtotal = subtotalLine?.amount
        let tax = lastValue(isTax)
        let tip = lastValue { $0.has(.tip) && !$0.has(.total) && !$0.hasPercent }
        // An adjustment of a few cents (a whole amount on a rounding line is a rounded total).
        let rounding = lastValue(isRoundingLine).flatMap { Self.isRoundingAdjustment($0.parsed.amount) ? $0 : nil }
        // A net and its tax, and with the rounding when one is printed.
        func addTaxed(_ net: AmountOnRow, _ tax: AmountOnRow, _ how: String) {
            let (n, t) = (net.parsed.amount, tax.parsed.amount)
            add(n + t, how, [net, tax])
            if let rounding {
                let r = rounding.parsed.amount
                add(n + t + r, "\(how) + rounding \(r)", [net, tax, rounding], .partsAndRounding)
            }
        }
        // A service charge prints its rate beside it (`SERV. CHARGE (10%) 6.18`): the amount is the charge.
        let service = lastValue { $0.has(.serviceCharge) && !$0.has(.total) }
        if let subtotal, let service {
            let (s, c) = (subtotal.parsed.amount, service.parsed.amount)
            let t = tax?.parsed.amount ?? Amount(cents: 0)
            let how = "subtotal \(s) + service charge \(c)" + (tax.map { " + tax \($0.parsed.amount)" } ?? "")
            add(s + c + t, how, [subtotal, service] + (tax.map { [$0] } ?? []))
        }
        // No tax is more than a third of what it taxes (the highest rates are under 30 %):
        // a larger one is another amount misread as the tax (`Total 59.97` as its label lost).
        if let subtotal, let tax, tax.parsed.amount.cents * 3 <= subtotal.parsed.amount.cents {
            let (s, t) = (subtotal.parsed.amount, tax.parsed.amount)
            addTaxed(subtotal, tax, "subtotal \(s) + tax \(t)")
            if let tip {
                add(s + t + tip.parsed.amount, "subtotal \(s) + tax \(t) + tip \(tip.parsed.amount)", [subtotal, tax, tip])
            }
        }
        // Two or more taxes under the subtotal (`CGST 2.5%` and `SGST 2.5%`, state and
        // city sales tax, `Sales Tax` and `Liquor Sales Tax`) add up together.
        if let subtotal, let subtotalRow = subtotalLine?.row.index {
            let taxes = labelled.filter { isTax($0.label) && $0.row.index > subtotalRow && $0.amount.parsed.amount.cents > 0 }
            var rows = Set<Int>()
            let distinct = taxes.filter { rows.insert($0.row.index).inserted }.map(\.amount)
            if (2...4).contains(distinct.count) {
                let sum = distinct.reduce(subtotal.parsed.amount) { $0 + $1.parsed.amount }
                let how = "subtotal \(subtotal.parsed.amount) + " + distinct.map { "tax \($0.parsed.amount)" }.joined(separator: " + ")
                add(sum, how, [subtotal] + distinct)
            }
        }
        // A tax summary prints the net and its tax side by side (`SR 6% 106.10 6.37`): with
        // the rounding, the bill, whatever the subtotal's own line read (`Sub Total 706.10`).
        if let tax, tax.parsed.amount.cents > 0 {
            let t = tax.parsed.amount
            for row in analysis.rows where row.amounts.count >= 2 && row.amounts.last?.parsed.amount == t {
                let net = row.amounts[row.amounts.count - 2]
                let n = net.parsed.amount
                guard n.cents > 0, t.cents * 3 <= n.cents, n != subtotal?.parsed.amount else { continue }
                addTaxed(net, row.amounts[row.amounts.count - 1], "net \(n) + tax \(t) of the tax summary")
            }
        }
        if let subtotal, let tip, tax == nil {
            add(subtotal.parsed.amount + tip.parsed.amount, "subtotal \(subtotal.parsed.amount) + tip \(tip.parsed.amount)", [subtotal, tip])
        }
        if let rounding {
            let adjustment = rounding.parsed.amount
            var bases: [Amount: AmountOnRow] = [:]
            for proposal in proposals() where proposal.tier == 2 { bases[proposal.value] = proposal.amount }
            if let subtotal { bases[subtotal.parsed.amount] = subtotal }
            for (base, amount) in bases {
                add(base + adjustment, "\(base) with rounding \(adjustment)", [amount, rounding], .rounded)
            }
        }
        if let (amount, how) = rounded { add(amount.parsed.amount, how, [amount], .rounded) }
        // Zero-rated supplies plus standard-rated supplies with their GST make the bill.
        let zeroRated = lastValue { isRateSupplies($0) && !$0.has(.excludingTax) && !isInclusive($0) }
        let standardRated = lastValue { isRateSupplies($0) && !$0.has(.excludingTax) && isInclusive($0) }
        if let zeroRated, let standardRated {
            let (z, r) = (zeroRated.parsed.amount, standardRated.parsed.amount)
            add(z + r, "supplies at 0% \(z) + supplies with GST \(r)", [zeroRated, standardRated], .supplies)
        }
        let changes = changeLines.map(\.amount)
        for item in labelled where item.label.has(.cashTendered) && !item.label.has(.change) {
            let cash = item.amount.parsed.amount
            for change in changes {
                let c = Self.given(change.parsed.amount)
                guard c < cash else { continue }
                let how = c.cents == 0 ? "cash \(cash) with no change" : "cash \(cash) − change \(c)"
                add(cash - c, how, [item.amount, change], .cash)
            }
        }
        return support
    }

    /// How many rows print each amount; with `skippingChange`, not counting the
    /// change given back (an item's price and the change agreeing is chance).
    func repeats(skippingChange: Bool = false) -> [Amount: Int] {
        var counts: [Amount: Int] = [:]
        for row in analysis.rows where !(skippingChange && row.has(.change) && !row.has(.savings)) {
            for value in Set(row.amounts.map(\.parsed.amount)) where value.cents > 0 {
                counts[value, default: 0] += 1
            }
        }
        return counts
    }

    func total() -> (field: Field?, reason: String?) {
        let reading = totalReading()
        return (reading.field, reading.reason)
    }

    /// The total as ``totalReading()`` settles it, with what the other amounts learn from it.
    struct TotalReading {
        var field: Field?
        /// Why there is no total, when there is none.
        var reason: String?
        /// On a print whose 0s misread, when the page's sums settled the total: how the
        /// amounts they used read with their 0s restored, so the subtotal, tax and tip
        /// can be read the same way.
        var zeros: ZeroReading? = nil
        /// When a payment line charged more than the printed total (a tip added by hand),
        /// both amounts: ``tip(totalRow:charged:)`` can work out a tip it cannot read.
        var charged: (total: Amount, paid: Amount)? = nil
    }

    func totalReading() -> TotalReading {
        var reading: ZeroReading?
        let all = proposals()
        let subtotalRounded = roundedSubtotal()
        let support = arithmetic(rounded: subtotalRounded)
        let counts = repeats()
        let changes = changeAmounts.filter { $0.cents > 0 }
        var rejected: [Candidate] = []
        func candidate(_ proposal: Proposal, score: Double, lost: String) -> Candidate {
            Candidate(
                value: proposal.value.decimalString, text: proposal.amount.text, box: proposal.amount.box,
                row: proposal.row.text, rule: proposal.rule, score: score, lost: lost)
        }
        // Sets, so a long tape's many totals and change lines are not compared pairwise.
        let proposed = Set(all.map(\.value))
        func tendered(_ proposal: Proposal) -> Amount? {
            changes.first { change in
                proposed.contains(proposal.value - change) || support[proposal.value - change] != nil
            }
        }
        let printedValues = Set(analysis.allAmounts.map(\.amount.parsed.amount))
        let printedSupport = support.filter { value, _ in printedValues.contains(value) }

        // Total labels first, to judge payment lines against.
        var totals = all.filter { $0.tier == 2 }
        // Money handed over (`Total Paid 50.00`, `Paid Amount 200.00`) when change came back.
        // So is any total label whose amount, less the change printed right below it,
        // is a total printed above it (`Amount Incl. GST 5.00`, `Accepted total 10.00`,
        // `Change 5.00`): the money the till accepted.
        let changeRows = changeLines
        let earlier = totals
        totals.removeAll { proposal in
            if proposal.label.has(.cashTendered) || proposal.label.has(.payment) {
                guard let change = tendered(proposal) else { return false }
                rejected.append(candidate(proposal, score: 0.2, lost: "tendered: \(change) change was given back"))
                return true
            }
            guard let change = changeRows.first(where: { (1...2).contains($0.row.index - proposal.row.index) }) else { return false }
            let given = Self.given(change.amount.parsed.amount)
            guard given.cents > 0, earlier.contains(where: { $0.row.index < proposal.row.index && $0.value == proposal.value - given })
            else { return false }
            rejected.append(candidate(proposal, score: 0.2, lost: "tendered: \(given) change was given back, leaving the total above"))
            return true
        }
        // A total on a table line (several amounts) is a column sum; keep such lines
        // only when nothing better — a single-amount total, or arithmetic — exists.
        let single = totals.filter { !$0.inTableLine }
        if !single.isEmpty || !printedSupport.isEmpty {
            for proposal in totals where proposal.inTableLine {
                rejected.append(candidate(proposal, score: 0.3, lost: "on a table line with several amounts"))
            }
            totals = single
        }
        // Weak labels (`AMOUNT`, `BALANCE`) only when no real total label exists.
        let strong = totals.filter { isStrongTotal($0.label) }
        if !strong.isEmpty {
            for proposal in totals where !isStrongTotal(proposal.label) {
                rejected.append(candidate(proposal, score: 0.4, lost: "weaker label than a TOTAL row"))
            }
            totals = strong
        }
        // A label that mentions tax or a rate and is far below another total is the tax
        // amount (`TOTAL INCLUDES 6% GST 0.48`).
        if let largest = totals.map(\.value).max() {
            totals.removeAll { proposal in
                let taxish = proposal.label.has(.tax) || proposal.label.hasPercent
                guard taxish, proposal.value.cents * 2 < largest.cents else { return false }
                rejected.append(candidate(proposal, score: 0.2, lost: "mentions tax and is far below the total \(largest): the tax"))
                return true
            }
        }
        // A total under half the subtotal printed above it lost digits to the read
        // (`TOTAL 3.35` under `SUB-TOTAL 144.68`): a discount seldom halves a bill, and
        // one that does is printed (`Sub-Total 15.60`, `Coupon Discount 8.40`, `Grand
        // Total 7.20`).
        var digitsLost: [Proposal] = []
        if let subtotal = confirmedSubtotal() {
            let discounts = labelled.filter { $0.label.has(.savings) && !$0.label.has(.total) }
            totals.removeAll { proposal in
                guard proposal.value.cents * 2 < subtotal.cents, !isSubtotal(proposal.label) else { return false }
                let before = discounts.filter { $0.row.index < proposal.row.index }
                let discounted = before.reduce(subtotal.cents) { $0 - abs($1.amount.parsed.amount.cents) }
                if !before.isEmpty, abs(discounted - proposal.value.cents) <= 5 { return false }
                rejected.append(candidate(proposal, score: 0.2, lost: "under half the subtotal \(subtotal): digits lost to the read"))
                digitsLost.append(proposal)
                return true
            }
        }
        // A rounded total lies within a rounding step of the total it rounds: further off
        // and one digit apart (`Eat-In Total 11.10`, `Total Rounded 13.10`), one of the two is
        // misread, and the one the page prints more often stands.
        let printedOrder: (Proposal, Proposal) -> Bool = { ($0.row.index, $0.amount.box.x1) < ($1.row.index, $1.amount.box.x1) }
        if let rounded = totals.max(by: printedOrder), rounded.label.has(.roundedTotal),
            let unrounded = totals.filter({ $0.row.index < rounded.row.index && !$0.label.has(.roundedTotal) }).max(by: printedOrder),
            abs((rounded.value - unrounded.value).cents) > 5, Self.oneDigitApart(rounded.value, unrounded.value),
            counts[unrounded.value, default: 0] > counts[rounded.value, default: 0]
        {
            totals.removeAll { $0.row.index == rounded.row.index && $0.value == rounded.value }
            rejected.append(
                candidate(
                    rounded, score: 0.4,
                    lost: "more than a rounding step from the total \(unrounded.value) it rounds, which the page prints more often: misread"))
        }
        // The last total printed is the final one (after rounding, after tips).
        let bestTotal = totals.max(by: printedOrder)
        if let bestTotal {
            for proposal in totals where proposal.row.index != bestTotal.row.index || proposal.value != bestTotal.value {
                rejected.append(candidate(proposal, score: 0.5, lost: "an earlier total; the last one printed is final"))
            }
        }

        // Payment lines beat totals when they are plausible as the amount charged.
        var payments: [Proposal] = []
        for proposal in all where proposal.tier == 1 {
            if let change = tendered(proposal) {
                rejected.append(candidate(proposal, score: 0.2, lost: "tendered: \(change) change was given back"))
                continue
            }
            if let bestTotal {
                let total = bestTotal.value
                if proposal.value < total, (total - proposal.value).cents > 5 {
                    rejected.append(candidate(proposal, score: 0.3, lost: "less than the total \(total): a partial payment"))
                    continue
                }
                if proposal.value.cents * 2 > total.cents * 3 {
                    rejected.append(candidate(proposal, score: 0.3, lost: "more than 1.5× the total \(total)"))
                    continue
                }
            }
            payments.append(proposal)
        }
        let bestPayment = payments.max { a, b in
            let sa = (support[a.value]?.count ?? 0) + (counts[a.value] ?? 0)
            let sb = (support[b.value]?.count ?? 0) + (counts[b.value] ?? 0)
            return (sa, a.row.index) < (sb, b.row.index)
        }
        for proposal in payments where proposal.value != bestPayment?.value {
            rejected.append(candidate(proposal, score: 0.5, lost: "another payment line is better supported"))
        }

        if let winner = bestPayment ?? bestTotal {
            var charged: (total: Amount, paid: Amount)?
            if let bestPayment, let bestTotal, bestTotal.value != bestPayment.value {
                // Within a rounding step the difference is the rounding, not a tip.
                let difference = (bestPayment.value - bestTotal.value).cents
                if difference >= 5 { charged = (bestTotal.value, bestPayment.value) }
                let lost = abs(difference) < 5
                    ? "the payment line shows the amount actually paid, rounded"
                    : difference > 0 ? "the payment line charged more (tip included)"
                    : "the payment line shows the amount actually paid"
                rejected.insert(candidate(bestTotal, score: 0.6, lost: lost), at: 0)
            }
            var agreeing: [String] = []
            if let bestTotal, winner.tier == 1, bestTotal.value == winner.value { agreeing.append("the total label agrees") }
            if winner.tier == 2, payments.contains(where: { $0.value == winner.value }) { agreeing.append("a payment line agrees") }
            if let how = support[winner.value]?.first?.how { agreeing.append(how) }
            if (counts[winner.value] ?? 0) >= 2 { agreeing.append("printed \(counts[winner.value]!) times") }
            var field = makeField(winner, support: agreeing, rejected: dedupe(rejected, winner: winner.value))
            if support[winner.value] == nil, let (value, hows) = oneDigitFromArithmetic(winner, support: support, counts: counts)
                ?? oneDigitFromItems(winner, counts: counts)
            {
                field.value = value.decimalString
                field.rule += "+arithmetic"
                field.derived = true
                field.reason = "\(winner.note), read as \(winner.value) but \(hows.joined(separator: " and ")) = \(value): "
                    + "one misread digit corrected"
                field.confidence = min(field.confidence, 0.75)
                field.rejected.insert(candidate(winner, score: 0.5, lost: "one digit off what the arithmetic pins down"), at: 0)
            } else if winner.tier == 2, let rounded = roundedAfter(winner, printed: all) {
                field.value = rounded.value.decimalString
                field.rule = "total-label+rounding"
                field.derived = true
                field.reason = "\(winner.note), adjusted by the rounding \(rounded.adjustment) printed below it"
                field.confidence = min(field.confidence, 0.8)
            } else if support[winner.value] == nil, let zeros = zerosMisread() {
                if let (item, value, hows) = zeroConfirmed(winner, zeros: zeros) {
                    field.reason += "; this print's 0s read as other digits (the date '\(zeros.date)'): with those of '\(item.text)' "
                        + "taken for 0s, \(hows.joined(separator: " and ")) = \(winner.value)"
                    reading = ZeroReading(zeros: zeros, how: "with the 0s the sum confirming the total reads it with", values: [item.box: value])
                } else if let (value, hows, lookalikes) = zeroRestored(winner, zeros: zeros) {
                    let digits = Self.digitNames(lookalikes)
                    reading = ZeroReading(
                        zeros: zeros, how: "with its \(digits) taken for 0s as the total's were",
                        values: restoringZeros(lookalikes).labelledValues)
                    field.value = value.decimalString
                    field.rule += "+arithmetic"
                    field.derived = true
                    field.reason = "\(winner.note), read as \(winner.value), but this print's 0s read as other digits "
                        + "(the date '\(zeros.date)'); with the \(digits) of its amounts taken for 0s, "
                        + "\(hows.joined(separator: " and ")) = \(value)"
                    field.confidence = min(field.confidence, 0.75)
                    field.rejected.insert(candidate(winner, score: 0.5, lost: "its 0s misread, as the arithmetic pins down"), at: 0)
                } else if let digits = zeros.digits(in: winner.value) {
                    // Nothing to check it against: a total holding the very digits this
                    // print's 0s read as is doubted, however it is labelled.
                    field.confidence = min(field.confidence, 0.7)
                    field.reason += "; this print's 0s read as \(digits) (the date '\(zeros.date)'), and \(winner.value) holds \(digits == "8" ? "an" : "a") \(digits)"
                }
            }
            return TotalReading(field: field, zeros: reading, charged: charged)
        }

        // Arithmetic: a printed amount that the page's own sums confirm.
        let rounded = subtotalRounded?.amount
        let eligible = analysis.allAmounts.filter { item in
            item.amount == rounded || !item.row.segments.contains { $0.amount == item.amount && isExcludedFromTotal($0.label) }
        }
        let printed = Dictionary(eligible.map { ($0.amount.parsed.amount, $0) }, uniquingKeysWith: { first, _ in first })
        if let (value, ways) = support.filter({ printed[$0.key] != nil }).max(by: { ($0.value.count, $0.key) < ($1.value.count, $1.key) }),
            let (row, amount) = printed[value]
        {
            let hows = ways.map(\.how)
            let proposal = Proposal(
                amount: amount, row: row, label: row.label, labelRow: row, rule: "arithmetic", tier: 3,
                note: hows.joined(separator: "; "), paired: false, inTableLine: false)
            return TotalReading(field: makeField(proposal, support: hows, rejected: rejected))
        }
        // A total whose leading digits the read lost (`FOTAL 7.55` under `SUB-TOTAL
        // 26.00`), where the page's sums give one value ending in the digits read
        // (`26.00 + 1.56 − 0.01 = 27.55`): that value, derived, never as read.
        if let lost = digitsLost.last {
            let read = String(lost.value.cents)
            let ending = support.filter { $0.key > lost.value && String($0.key.cents).hasSuffix(read) }
            if ending.count == 1, let (value, ways) = ending.first {
                var field = makeField(lost, support: [], rejected: rejected.filter { $0.value != lost.value.decimalString })
                field.value = value.decimalString
                field.rule += "+arithmetic"
                field.derived = true
                field.reason = "\(lost.note), read as \(lost.value), its leading digits lost; \(ways[0].how) = \(value)"
                field.confidence = min(field.confidence, 0.6)
                field.rejected.insert(candidate(lost, score: 0.2, lost: "its leading digits lost to the read, as the arithmetic shows"), at: 0)
                return TotalReading(field: field)
            }
        }
        // A total label whose value could not be read, where the page's arithmetic
        // gives one value (`Grand Total` over `Cash 100.00`, `Change 7.20`): that value,
        // marked as derived, never as read.
        // Only from sums read surely: a misread cash amount would pass its error on.
        let sure = support.compactMapValues { ways -> [Support]? in
            let kept = ways.filter { $0.confidence >= 85 }
            return kept.isEmpty ? nil : kept
        }
        // Otherwise the one sum the label's own unreadable digits spell, or spell but for
        // one (`Total Payable: - 5128` for 51.88, the supplies at 0 % and 6 %): the print
        // corroborates it, however faint its inputs.
        func spelled(by label: AnalyzedRow) -> (Amount, [Support], String)? {
            guard let digits = label.text.split(whereSeparator: { !$0.isNumber }).last.map(String.init), digits.count >= 3 else { return nil }
            let near = support.filter { value, _ in (Self.differingDigits(String(value.cents), digits) ?? 2) <= 1 }
            guard near.count == 1, let (value, ways) = near.first else { return nil }
            return (value, ways, digits)
        }
        func sumForUnreadLabel(_ label: AnalyzedRow) -> (Amount, [Support], String)? {
            if let best = sure.max(by: { ($0.value.count, $0.key) < ($1.value.count, $1.key) }),
                sure.filter({ $0.value.count == best.value.count }).count == 1
            {
                return (best.key, best.value, "")
            }
            guard let (value, ways, digits) = spelled(by: label) else { return nil }
            return (value, ways, "; of the sums, the one its unreadable value '\(digits)' spells")
        }
        let unreadLabel = unreadTotalLabel()
        if let label = unreadLabel, let (value, ways, spelling) = sumForUnreadLabel(label), value.cents > 0 {
            let hows = ways.map(\.how)
            let confidence = 0.45 + min(Double(hows.count), 2) * 0.1
            let field = Field(
                value: value.decimalString, text: label.text, box: label.row.box, row: label.text,
                confidence: confidence, rule: "arithmetic",
                reason: "total label '\(label.text)' with no readable value; \(hows.joined(separator: "; "))\(spelling)",
                rejected: rejected, derived: true)
            return TotalReading(field: field)
        }
        // A total label with no readable value whose items add up to the cent to the cash
        // handed over below it (`Grand Total RMD 1 : 30` under four slices, `Cash RM51.30`):
        // paid exactly, that sum is the total.
        if let label = unreadLabel, let items = itemsAbove(label.index), items.count >= 2,
            let cash = labelled.first(where: {
                $0.label.has(.cashTendered) && !$0.label.has(.change) && $0.row.index > label.index && $0.amount.parsed.amount == items.sum
            })
        {
            let how = "the \(items.count) items above (\(items.how)) = cash \(items.sum)"
            let field = Field(
                value: items.sum.decimalString, text: label.text, box: label.row.box, row: label.text,
                confidence: min(0.55, 0.35 + cash.amount.confidence / 500), rule: "item-sum",
                reason: "total label '\(label.text)' with no readable value; \(how)", rejected: rejected, derived: true)
            return TotalReading(field: field)
        }
        // An unlabelled amount below the items that is exactly their sum (`20,90` under
        // eight tapas): the bill, printed without a word.
        if let sum = unlabelledItemTotal(eligible: printed) {
            let proposal = Proposal(
                amount: sum.amount, row: sum.row, label: sum.row.label, labelRow: sum.row, rule: "item-sum", tier: 3,
                note: "the sum of the \(sum.count) item amounts above it (\(sum.how))", paired: false, inTableLine: false)
            var field = makeField(proposal, support: [], rejected: rejected)
            field.confidence = 0.55
            return TotalReading(field: field)
        }
        // No total read at all, only the cash handed over and the change given back
        // (`Cash Tendered: 40.00`, `CHANGE : -9.55`): their difference, derived.
        if unreadLabel == nil,
            let (value, ways) = sure.filter({ $0.value.contains { $0.sum == .cash } }).max(by: { $0.key < $1.key }),
            let cash = labelled.last(where: { $0.label.has(.cashTendered) && !$0.label.has(.change) }), value.cents > 0
        {
            let hows = ways.map(\.how)
            let field = Field(
                value: value.decimalString, text: cash.row.text, box: cash.row.row.box, row: cash.row.text,
                confidence: 0.45, rule: "arithmetic",
                reason: "no total read; \(hows.joined(separator: "; "))", rejected: rejected, derived: true)
            return TotalReading(field: field)
        }
        // Repeats: the same amount printed on two or three rows, the change given back
        // not among them.
        let repeated = repeats(skippingChange: true).filter { $0.value >= 2 && printed[$0.key] != nil }
        // Last resort: the largest amount not on an excluded row, outside the header.
        let header = max(2, analysis.rows.count / 6)
        let lastResort = eligible.filter {
            !$0.row.has(.cashTendered) && !$0.row.has(.payment) && !$0.row.has(.savings)
                && $0.row.index >= header && $0.amount.parsed.hasDecimals && $0.amount.parsed.amount.cents > 0
        }
        let largestValue = lastResort.map(\.amount.parsed.amount).max()
        // Twice, well below the largest amount, is two items at one price, not the total.
        if let (value, count) = repeated.max(by: { $0.key < $1.key }),
            let (row, amount) = printed[value], count <= 3,
            count == 3 || largestValue.map({ value.cents * 2 >= $0.cents }) ?? true
        {
            let proposal = Proposal(
                amount: amount, row: row, label: row.label, labelRow: row, rule: "repeated-amount", tier: 3,
                note: "printed on \(count) rows", paired: false, inTableLine: false)
            return TotalReading(field: makeField(proposal, support: [], rejected: rejected))
        }
        let largest = lastResort.max(by: { $0.amount.parsed.amount < $1.amount.parsed.amount })
        // A subtotal read and no tax amount anywhere (`Subtotal: 635.00` over a GST line
        // whose amount was not read): no tax to add, so the subtotal is what was paid, a
        // better guess than the largest amount left, which any misread row can give.
        if let subtotal = untaxedSubtotal() {
            let proposal = Proposal(
                amount: subtotal.amount, row: subtotal.row, label: subtotal.label, labelRow: subtotal.labelRow,
                rule: "untaxed-subtotal", tier: 4, note: "no total read; the subtotal '\(subtotal.labelRow.text)', with no tax amount on the page",
                paired: subtotal.paired, inTableLine: subtotal.tableLine)
            var beaten = rejected
            if let largest, largest.amount.parsed.amount != subtotal.amount.parsed.amount {
                beaten.insert(
                    Candidate(
                        value: largest.amount.parsed.amount.decimalString, text: largest.amount.text, box: largest.amount.box,
                        row: largest.row.text, rule: "largest-amount", score: 0.1,
                        lost: "the largest amount left, where a subtotal with no tax is on the page"), at: 0)
            }
            var field = makeField(proposal, support: [], rejected: beaten)
            // Surer than the largest amount (a labelled figure), never more than a guess.
            field.confidence = min(field.confidence + 0.15, 0.35)
            return TotalReading(field: field)
        }
        if let largest {
            let proposal = Proposal(
                amount: largest.amount, row: largest.row, label: largest.row.label, labelRow: largest.row,
                rule: "largest-amount", tier: 4,
                note: "largest amount on the page (no total or payment line found)", paired: false, inTableLine: false)
            return TotalReading(field: makeField(proposal, support: [], rejected: rejected))
        }
        return TotalReading(field: nil, reason: all.isEmpty ? "no total, payment line or amount found" : "no credible total")
    }

    /// Whether an amount is a rounding adjustment: a few cents either way, not nothing.
    static func isRoundingAdjustment(_ amount: Amount) -> Bool {
        amount.cents != 0 && abs(amount.cents) < 10
    }

    /// Whether two amounts have as many digits and differ in exactly one of them.
    static func oneDigitApart(_ a: Amount, _ b: Amount) -> Bool {
        differingDigits(String(a.cents), String(b.cents)) == 1
    }

    /// How many places two strings of digits differ in, or `nil` when their lengths do.
    static func differingDigits(_ x: String, _ y: String) -> Int? {
        x.count == y.count ? zip(x, y).filter { $0 != $1 }.count : nil
    }

    /// A value the page's arithmetic pins down that differs from `winner` in exactly
    /// one digit, when the sum's inputs were read more surely than the winner's own
    /// print: the misread digit, corrected. Returns the value and the sums behind it.
    /// `counts` are the page's ``repeats(skippingChange:)``, change included.
    func oneDigitFromArithmetic(_ winner: Proposal, support: [Amount: [Support]], counts: [Amount: Int]) -> (Amount, [String])? {
        // Amounts printed on several rows (a GST summary repeats the net and the tax)
        // agree with themselves however faint each print: surer than a total printed once.
        let printedOnce = (counts[winner.value] ?? 0) <= 1
        let matches = support.filter { value, ways in
            guard Self.oneDigitApart(value, winner.value) else { return false }
            // The sum must be read more surely than the total it corrects (a total with
            // its own rounding says nothing about a digit two places up).
            return ways.contains { way in
                way.sum != .rounded
                    && (way.confidence > winner.amount.confidence + 3
                        || printedOnce && !way.inputs.isEmpty && way.inputs.allSatisfy { (counts[$0] ?? 0) >= 2 })
            }
        }
        // With a rounding line printed above the total, the total is the rounded sum.
        let roundingAbove = labelled.contains {
            $0.label.has(.rounding) && !$0.label.has(.total) && $0.labelRow.index < winner.row.index
        }
        let rounded = matches.filter { $0.value.contains { $0.sum == .partsAndRounding } }
        if roundingAbove, rounded.count == 1, let (value, ways) = rounded.first { return (value, ways.map(\.how)) }
        guard matches.count == 1, let (value, ways) = matches.first else { return nil }
        return (value, ways.map(\.how))
    }

    /// The sum of the items right above a total printed once, when it differs from the
    /// total in exactly one digit and the items were read far more surely than the total
    /// (a large, bold `TOTAL: $30.46` over ten prices read cleanly that add up to 30.45).
    /// Three items at least: a coincidence of one digit is unlikely over many.
    func oneDigitFromItems(_ winner: Proposal, counts: [Amount: Int]) -> (Amount, [String])? {
        guard (counts[winner.value] ?? 0) <= 1 else { return nil }
        let items = itemAmounts(above: winner.labelRow.index)
        guard items.count >= 3 else { return nil }
        let meanConfidence = items.reduce(0) { $0 + $1.confidence } / Double(items.count)
        guard meanConfidence >= winner.amount.confidence + Self.itemsSurerBy else { return nil }
        let sum = items.reduce(Amount(cents: 0)) { $0 + $1.parsed.amount }
        guard Self.oneDigitApart(sum, winner.value) else { return nil }
        return (sum, ["the \(items.count) items above it"])
    }

    /// How much surer than the total the items' reads must be, on average, for their sum to correct it.
    static let itemsSurerBy = 20.0

    /// The total after a rounding adjustment printed below `winner`, when no total
    /// after the adjustment is printed (the receipt leaves the sum to the reader).
    func roundedAfter(_ winner: Proposal, printed: [Proposal]) -> (value: Amount, adjustment: Amount)? {
        guard let item = labelled.last(where: { isRoundingLine($0.label) }),
            item.labelRow.index > winner.row.index
        else { return nil }
        let adjustment = item.amount.parsed.amount
        guard Self.isRoundingAdjustment(adjustment) else { return nil }
        // A rounding printed after the cash handed over settles the change, not the bill
        // (`TOTAL 13.78 / CASH 20.00 / ROUNDING 0.02 / CHANGE 6.20`): the total stays as printed.
        let cashAbove = labelled.contains { other in
            other.label.has(.cashTendered) && !other.label.has(.change) && other.row.index < item.labelRow.index
                && other.amount.parsed.amount.cents > 0
        }
        if cashAbove { return nil }
        // The adjustment's sign is not always printed: pick the reading that lands on 5 sen.
        let candidates = [winner.value + adjustment, winner.value - adjustment]
        guard let value = candidates.first(where: { $0.cents % 5 == 0 }) else { return nil }
        if printed.contains(where: { $0.value == value && $0.row.index > item.labelRow.index }) { return nil }
        return (value, value - winner.value)
    }

    /// The last subtotal printed, when no tax amount is read anywhere on the page and
    /// the subtotal does not say it leaves tax out (`Total excl. GST`, `Net`).
    func untaxedSubtotal() -> Labelled? {
        guard !labelled.contains(where: { isTax($0.label) }) else { return nil }
        return labelled.last { item in
            item.label.has(.subtotal) && !item.label.has(.excludingTax) && item.amount.parsed.amount.cents > 0
        }
    }

    /// The last strong total label on the page that has no value of its own or
    /// beside it: OCR lost the value.
    func unreadTotalLabel() -> AnalyzedRow? {
        analysis.rows.last { row in
            row.amounts.isEmpty && (row.has(.total) || row.has(.roundedTotal)) && isStrongTotal(row.label)
                && !isExcludedFromTotal(row.label) && analysis.value(for: row) == nil
        }
    }

    /// Whether a total label is a real one, not only `AMOUNT`, `BALANCE` or `PAYABLE`.
    func isStrongTotal(_ label: Label) -> Bool {
        // `Rounding RM 14.40` under `Total Sales RM 14.38`: the rounded total itself.
        if label.has(.roundedTotal) || isRoundingLine(label) { return true }
        let weak: Set<String> = ["AMOUNT", "AMT", "BALANCE", "PAYABLE", "NET", "NETT"]
        return label.words.contains { word in
            !weak.contains(word) && Vocabulary.totalWords.contains { Vocabulary.matches(word, $0) }
        }
    }

    private func dedupe(_ candidates: [Candidate], winner: Amount) -> [Candidate] {
        var seen = Set<String>()
        return candidates.filter { candidate in
            guard candidate.value != winner.decimalString || !candidate.lost.isEmpty else { return false }
            return seen.insert("\(candidate.value)|\(candidate.row ?? "")|\(candidate.rule)").inserted
        }
    }

    func makeField(_ winner: Proposal, support: [String], rejected: [Candidate]) -> Field {
        let base: Double = switch winner.tier {
        case 1: 0.75
        case 2: 0.7
        case 3: 0.45
        default: 0.15
        }
        var confidence = base + min(Double(support.count), 2) * 0.12
        if winner.amount.confidence < 60 { confidence -= 0.25 } else if winner.amount.confidence < 80 { confidence -= 0.1 }
        if winner.amount.parsed.repaired { confidence -= 0.1 }
        if winner.paired { confidence -= 0.05 }
        // Printed without decimals or a currency mark: taken only on a page that prices
        // its items so, and still what a lost decimal point would look like.
        let whole = !winner.amount.parsed.hasDecimals && winner.amount.parsed.currency == nil
        if whole { confidence -= 0.1 }
        // Arithmetic's note already is its support: say each way once.
        let said = Set(winner.note.components(separatedBy: "; "))
        let reason = ([winner.note] + support.filter { !said.contains($0) } + (whole ? ["a whole amount, as the page prints its prices"] : []))
            .joined(separator: "; ")
        return Field(
            value: winner.value.decimalString, text: winner.amount.text, box: winner.amount.box,
            row: winner.row.text, confidence: min(max(confidence, 0.01), 0.99), rule: winner.rule,
            reason: reason, rejected: rejected)
    }
}
