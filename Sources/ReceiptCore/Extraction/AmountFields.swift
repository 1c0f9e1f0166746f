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
        label.has(.subtotal) || ((label.has(.total) || label.has(.roundedTotal)) && label.has(.excludingTax)) || Self.isNetAmount(label)
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
    /// a part of the total, never the total. The word is often cut short in the print or
    /// the read (`Total 0% suppli: 9.62`).
    func isRateSupplies(_ label: Label) -> Bool {
        label.has(.total) && label.words.contains { $0.hasPrefix("SUPPL") }
    }

    /// Rows of a tax summary table (`GST Summary  Amount  Tax` and the lines under
    /// it): their `Total` line sums the table's columns, not the bill, and the
    /// header's `Amount` names a column, not a total whose value is on the row below.
    var summaryTableRows: Set<Int> {
        var rows = Set<Int>()
        for row in analysis.rows where row.amounts.isEmpty {
            let words = row.labelWords
            let isHeader =
                words.contains { $0.hasSuffix("SUMMARY") || $0.hasSuffix("ANALYSIS") }
                || row.has(.tax) && words.contains { ["CODE", "RATE", "AMT", "AMOUNT"].contains($0) }
                    && words.contains { ["CODE", "RATE"].contains($0) }
                // Columns headed with their currency (`Amt (RM) Tax (RM)`).
                || row.has(.tax) && words.filter(Self.currencyCodes.contains).count >= 2
            guard isHeader else { continue }
            for offset in 0...5 where analysis.rows.indices.contains(row.index + offset) {
                rows.insert(row.index + offset)
            }
        }
        return rows
    }

    /// Currencies as a table's column headings print them (`Amount (RM)`).
    static let currencyCodes: Set<String> = ["RM", "MYR", "USD", "EUR", "GBP", "SGD", "AUD", "CAD", "CHF", "INR", "RS"]

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
            let isPayment =
                label.has(.payment) && !label.has(.savings) && !label.has(.change)
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
            let yardsticks =
                !labelTotals.isEmpty
                ? labelTotals
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
        let tax = lastValue(isTax)
        var subtotalLine = labelled.last { isSubtotal($0.label) }
        // A subtotal that is a net above it plus the tax (`Gross Amount : 40.00`, `Total GST Amt
        // : 2.40`, `Sub Total : 42.40`) has the tax in it already: the net is what it is added to.
        if let line = subtotalLine, let t = tax?.parsed.amount, t.cents > 0,
            let net = labelled.last(where: {
                isSubtotal($0.label) && $0.row.index < line.row.index && $0.amount.parsed.amount + t == line.amount.parsed.amount
            })
        {
            subtotalLine = net
        }
        let subtotal = subtotalLine?.amount
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
        // Nor is it added where the page says the total includes it (`GST @ 6% INCLUDED IN
        // TOTAL` under `SUB-TOTAL (GST) 2.50`, `TAX TOTAL 0.14`).
        if let subtotal, let tax, tax.parsed.amount.cents * 3 <= subtotal.parsed.amount.cents, taxIncludedNote() == nil {
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
        // With a rounding line printed above the total, the total is the rounded sum, on the
        // 5-cent step every rounding lands on: a total read off it is misread, however surely.
        let roundingAbove = labelled.contains {
            $0.label.has(.rounding) && !$0.label.has(.total) && $0.labelRow.index < winner.row.index
        }
        let offStep = roundingAbove && winner.value.cents % 5 != 0
        let matches = support.filter { value, ways in
            guard Self.oneDigitApart(value, winner.value) else { return false }
            // The sum must be read more surely than the total it corrects (a total with
            // its own rounding says nothing about a digit two places up).
            return ways.contains { way in
                way.sum != .rounded
                    && (way.confidence > winner.amount.confidence + 3 || offStep && way.sum == .partsAndRounding
                        || printedOnce && !way.inputs.isEmpty && way.inputs.allSatisfy { (counts[$0] ?? 0) >= 2 })
            }
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

    /// The page's last subtotal with the taxes printed apart from it (one a row, at most a
    /// third of it each, as no tax rate is higher), or `nil` when there is no subtotal or
    /// no such tax.
    func taxedSubtotal() -> (subtotal: Labelled, taxes: [Labelled])? {
        guard let subtotal = labelled.last(where: { isSubtotal($0.label) && $0.amount.parsed.amount.cents > 0 }) else { return nil }
        var rows: Set<Int> = [subtotal.row.index]
        let taxes = labelled.filter { item in
            isTax(item.label) && item.amount.parsed.amount.cents > 0
                && item.amount.parsed.amount.cents * 3 <= subtotal.amount.parsed.amount.cents && rows.insert(item.row.index).inserted
        }
        return taxes.isEmpty ? nil : (subtotal, taxes)
    }

    /// The last strong total label on the page that has no value of its own or
    /// beside it: OCR lost the value. A row naming the tax (`TOTAL GST`) or what is
    /// part of the total (`GST @ 6% INCLUDED IN TOTAL`) is not the bill's.
    func unreadTotalLabel() -> AnalyzedRow? {
        analysis.rows.last { row in
            row.amounts.isEmpty && (row.has(.total) || row.has(.roundedTotal)) && isStrongTotal(row.label)
                && !isExcludedFromTotal(row.label) && !isTax(row.label) && !Self.isInTotal(row.label)
                && analysis.value(for: row) == nil
        }
    }

    /// The row saying the page's total includes the tax (`GST @ 6% INCLUDED IN TOTAL`), if any.
    func taxIncludedNote() -> AnalyzedRow? {
        analysis.rows.first { Self.isInTotal($0.label) && isInclusive($0.label) }
    }

    /// `… INCLUDED IN TOTAL`: the total named as what something is part of.
    static func isInTotal(_ label: Label) -> Bool {
        guard let total = label.kinds[.total], total > 0 else { return false }
        return label.words[total - 1] == "IN"
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

    func dedupe(_ candidates: [Candidate], winner: Amount) -> [Candidate] {
        var seen = Set<String>()
        return candidates.filter { candidate in
            guard candidate.value != winner.decimalString || !candidate.lost.isEmpty else { return false }
            return seen.insert("\(candidate.value)|\(candidate.row ?? "")|\(candidate.rule)").inserted
        }
    }

    func makeField(_ winner: Proposal, support: [String], rejected: [Candidate]) -> Field {
        let base: Double =
            switch winner.tier {
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
