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

    /// A possible total, before ranking.
    struct Proposal {
        var amount: AmountOnRow
        var row: AnalyzedRow
        /// The label row, when the value was paired from a neighbouring row.
        var labelRow: AnalyzedRow
        var rule: String
        var tier: Int
        var note: String
        var paired: Bool

        var value: Amount { amount.parsed.amount }
    }

    // MARK: - Row classification

    /// A tax row says tax and is not a tax-inclusive total (`Total incl. GST`).
    func isTaxRow(_ row: AnalyzedRow) -> Bool {
        row.has(.tax) && !isInclusive(row) && !row.has(.subtotal) && !row.has(.excludingTax)
    }

    func isInclusive(_ row: AnalyzedRow) -> Bool {
        row.labelWords.contains { $0.hasPrefix("INCL") || $0 == "INC" || $0 == "INCLUSIVE" || $0 == "TERMASUK" }
    }

    func isSubtotalRow(_ row: AnalyzedRow) -> Bool {
        row.has(.subtotal) || (row.has(.total) && row.has(.excludingTax))
    }

    /// Rows whose amount is never the total.
    func isExcludedFromTotal(_ row: AnalyzedRow) -> Bool {
        row.has(.savings) || row.has(.quantity) || row.has(.change) || isSubtotalRow(row) || isTaxRow(row)
            || row.has(.rounding) && !row.has(.total) && !row.has(.roundedTotal) || row.has(.tip) && !row.has(.total)
            || row.has(.otherDate) && row.has(.date)
    }

    /// Amounts given as change (non-zero), for telling tendered cash from the total.
    var changeAmounts: [Amount] {
        analysis.rows.filter { $0.has(.change) && !$0.has(.savings) }.compactMap { row in
            analysis.value(for: row)?.amount.parsed.amount
        }.filter { $0.cents > 0 }
    }

    /// Whether a percentage sits on the row (`GST 6%`), so the row is a rate table line.
    func hasPercent(_ row: AnalyzedRow) -> Bool {
        row.row.words.contains { $0.text.contains("%") }
    }

    // MARK: - Total

    func proposals() -> [Proposal] {
        var proposals: [Proposal] = []
        for row in analysis.rows {
            let isPayment = row.has(.payment) && !row.has(.savings) && !row.has(.change) && !row.has(.quantity)
                && !isTaxRow(row) && !isSubtotalRow(row)
            let isTotal = (row.has(.total) || row.has(.roundedTotal)) && !isExcludedFromTotal(row)
            guard isPayment || isTotal, let (amount, valueRow, paired) = analysis.value(for: row) else { continue }
            guard amount.parsed.amount.cents > 0 else { continue }
            let via = paired ? " (value on row \(valueRow.index))" : ""
            if isPayment {
                proposals.append(
                    Proposal(
                        amount: amount, row: valueRow, labelRow: row, rule: "payment-line", tier: 1,
                        note: "payment line '\(row.text)'\(via)", paired: paired))
            }
            if isTotal {
                let rounded = row.has(.roundedTotal)
                proposals.append(
                    Proposal(
                        amount: amount, row: valueRow, labelRow: row,
                        rule: rounded ? "rounded-total-label" : "total-label", tier: 2,
                        note: "total label '\(row.text)'\(via)", paired: paired))
            }
        }
        return proposals
    }

    /// Values that arithmetic on the page supports, with how.
    func arithmetic() -> [Amount: [String]] {
        var support: [Amount: [String]] = [:]
        func firstValue(_ predicate: (AnalyzedRow) -> Bool) -> Amount? {
            analysis.rows.last(where: predicate).flatMap { analysis.value(for: $0)?.amount.parsed.amount }
        }
        let subtotal = firstValue(isSubtotalRow)
        let tax = firstValue(isTaxRow)
        let tip = firstValue { $0.has(.tip) && !$0.has(.total) && !hasPercent($0) }
        let rounding = firstValue { $0.has(.rounding) && !$0.has(.total) }
        if let subtotal, let tax {
            support[subtotal + tax, default: []].append("subtotal \(subtotal) + tax \(tax)")
            if let tip { support[subtotal + tax + tip, default: []].append("subtotal \(subtotal) + tax \(tax) + tip \(tip)") }
        }
        if let subtotal, let tip, tax == nil {
            support[subtotal + tip, default: []].append("subtotal \(subtotal) + tip \(tip)")
        }
        if let rounding, rounding.cents != 0, abs(rounding.cents) < 10 {
            for proposal in proposals() where proposal.tier == 2 {
                support[proposal.value + rounding, default: []].append("\(proposal.value) with rounding \(rounding)")
            }
        }
        let cashRows = analysis.rows.filter { $0.has(.cashTendered) && !$0.has(.change) }
        for cashRow in cashRows {
            guard let cash = analysis.value(for: cashRow)?.amount.parsed.amount else { continue }
            for change in changeAmounts where change < cash {
                support[cash - change, default: []].append("cash \(cash) − change \(change)")
            }
        }
        return support
    }

    /// How many rows print each amount.
    func repeats() -> [Amount: Int] {
        var counts: [Amount: Int] = [:]
        for row in analysis.rows {
            for value in Set(row.amounts.map(\.parsed.amount)) where value.cents > 0 {
                counts[value, default: 0] += 1
            }
        }
        return counts
    }

    func total() -> (field: Field?, reason: String?) {
        let all = proposals()
        let support = arithmetic()
        let counts = repeats()
        let changes = changeAmounts
        var rejected: [Candidate] = []
        func candidate(_ proposal: Proposal, score: Double, lost: String) -> Candidate {
            Candidate(
                value: proposal.value.decimalString, text: proposal.amount.text, box: proposal.amount.box,
                row: proposal.row.text, rule: proposal.rule, score: score, lost: lost)
        }

        // Total labels first, to judge payment lines against.
        var totals = all.filter { $0.tier == 2 }
        // A total row holding several amounts is a table line (a tax summary); keep
        // it only when no single-amount total exists.
        let single = totals.filter { $0.labelRow.amounts.count <= 1 || $0.paired }
        if !single.isEmpty {
            for proposal in totals where !(proposal.labelRow.amounts.count <= 1 || proposal.paired) {
                rejected.append(candidate(proposal, score: 0.3, lost: "row holds several amounts (a table line)"))
            }
            totals = single
        }
        // Weak labels (`AMOUNT`, `BALANCE`) only when no real total label exists.
        let strong = totals.filter { isStrongTotal($0.labelRow) }
        if !strong.isEmpty {
            for proposal in totals where !isStrongTotal(proposal.labelRow) {
                rejected.append(candidate(proposal, score: 0.4, lost: "weaker label than a TOTAL row"))
            }
            totals = strong
        }
        // The last total printed is the final one (after rounding, after tips).
        let bestTotal = totals.max { ($0.row.index, $0.amount.box.x1) < ($1.row.index, $1.amount.box.x1) }
        if let bestTotal {
            for proposal in totals where proposal.row.index != bestTotal.row.index || proposal.value != bestTotal.value {
                rejected.append(candidate(proposal, score: 0.5, lost: "an earlier total; the last one printed is final"))
            }
        }

        // Payment lines beat totals when they are plausible as the amount charged.
        var payments: [Proposal] = []
        for proposal in all where proposal.tier == 1 {
            if let change = changes.first(where: { change in
                all.contains { $0.value == proposal.value - change } || support[proposal.value - change] != nil
            }) {
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
            if let bestPayment, let bestTotal, bestTotal.value != bestPayment.value {
                let lost = bestPayment.value > bestTotal.value
                    ? "the payment line charged more (tip included)"
                    : "the payment line shows the amount actually paid"
                rejected.insert(candidate(bestTotal, score: 0.6, lost: lost), at: 0)
            }
            var agreeing: [String] = []
            if let bestTotal, winner.tier == 1, bestTotal.value == winner.value { agreeing.append("the total label agrees") }
            if winner.tier == 2, payments.contains(where: { $0.value == winner.value }) { agreeing.append("a payment line agrees") }
            if let how = support[winner.value]?.first { agreeing.append(how) }
            if (counts[winner.value] ?? 0) >= 2 { agreeing.append("printed \(counts[winner.value]!) times") }
            let field = makeField(
                winner, support: agreeing, rejected: dedupe(rejected, winner: winner.value))
            return (field, nil)
        }

        // Arithmetic: a printed amount that the page's own sums confirm.
        let printed = Dictionary(
            analysis.allAmounts.filter { !isExcludedFromTotal($0.row) }.map { ($0.amount.parsed.amount, $0) },
            uniquingKeysWith: { first, _ in first })
        if let (value, hows) = support.filter({ printed[$0.key] != nil }).max(by: { ($0.value.count, $0.key) < ($1.value.count, $1.key) }),
            let (row, amount) = printed[value]
        {
            let proposal = Proposal(
                amount: amount, row: row, labelRow: row, rule: "arithmetic", tier: 3,
                note: hows.joined(separator: "; "), paired: false)
            return (makeField(proposal, support: hows, rejected: rejected), nil)
        }
        // Repeats: the same amount printed on two or three rows.
        if let (value, count) = counts.filter({ $0.value >= 2 && printed[$0.key] != nil }).max(by: { ($0.key) < ($1.key) }),
            let (row, amount) = printed[value], count <= 3
        {
            let proposal = Proposal(
                amount: amount, row: row, labelRow: row, rule: "repeated-amount", tier: 3,
                note: "printed on \(count) rows", paired: false)
            return (makeField(proposal, support: [], rejected: rejected), nil)
        }
        // Last resort: the largest amount not on an excluded row, outside the header.
        let header = max(2, analysis.rows.count / 6)
        let eligible = analysis.allAmounts.filter {
            !isExcludedFromTotal($0.row) && !$0.row.has(.cashTendered) && !$0.row.has(.payment)
                && $0.row.index >= header && $0.amount.parsed.hasDecimals && $0.amount.parsed.amount.cents > 0
        }
        if let largest = eligible.max(by: { $0.amount.parsed.amount < $1.amount.parsed.amount }) {
            let proposal = Proposal(
                amount: largest.amount, row: largest.row, labelRow: largest.row, rule: "largest-amount", tier: 4,
                note: "largest amount on the page (no total or payment line found)", paired: false)
            return (makeField(proposal, support: [], rejected: rejected), nil)
        }
        return (nil, all.isEmpty ? "no total, payment line or amount found" : "no credible total")
    }

    func isStrongTotal(_ row: AnalyzedRow) -> Bool {
        if row.has(.roundedTotal) { return true }
        let weak: Set<String> = ["AMOUNT", "AMT", "BALANCE", "PAYABLE", "NET", "NETT"]
        return row.labelWords.contains { word in
            !weak.contains(word) && Vocabulary.phrases.first(where: { $0.0 == .total })!.1
                .contains { phrase in phrase.split(separator: " ").contains { Vocabulary.matches(word, String($0)) && !weak.contains(String($0)) } }
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
        let reason = ([winner.note] + support).joined(separator: "; ")
        return Field(
            value: winner.value.decimalString, text: winner.amount.text, box: winner.amount.box,
            row: winner.row.text, confidence: min(max(confidence, 0.01), 0.99), rule: winner.rule,
            reason: reason, rejected: rejected)
    }
}
