// The total: total labels and payment lines ranked, the page's own sums checking them, and
// the fallbacks for a page where no line names the total.
extension AmountFields {
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

    func total() -> (field: Field?, reason: String?) {
        let reading = totalReading()
        return (reading.field, reading.reason)
    }

    /// What every rule of the total weighs, worked out once a page.
    struct TotalEvidence {
        /// Every total label and payment line.
        let all: [Proposal]
        /// A subtotal printed again with the rounding applied (``roundedSubtotal()``).
        let subtotalRounded: (amount: AmountOnRow, how: String)?
        /// Values the page's arithmetic supports, with how.
        let support: [Amount: [Support]]
        /// How many rows print each amount.
        let counts: [Amount: Int]
        /// Change given back, each more than nothing.
        let changes: [Amount]
        /// The values proposed, as a set, so a long tape's many totals and change lines
        /// are not compared pairwise.
        let proposed: Set<Amount>

        init(_ fields: AmountFields) {
            all = fields.proposals()
            subtotalRounded = fields.roundedSubtotal()
            support = fields.arithmetic(rounded: subtotalRounded)
            counts = fields.repeats()
            changes = fields.changeAmounts.filter { $0.cents > 0 }
            proposed = Set(all.map(\.value))
        }

        /// The change given back when `proposal`, less it, is a total printed or summed on
        /// the page: the proposal is money tendered, not the total.
        func tendered(_ proposal: Proposal) -> Amount? {
            changes.first { change in
                proposed.contains(proposal.value - change) || support[proposal.value - change] != nil
            }
        }
    }

    /// A proposal the total's rules passed over, and why.
    static func candidate(_ proposal: Proposal, score: Double, lost: String) -> Candidate {
        Candidate(
            value: proposal.value.decimalString, text: proposal.amount.text, box: proposal.amount.box,
            row: proposal.row.text, rule: proposal.rule, score: score, lost: lost)
    }

    /// The total, ranked by the kind of evidence behind it (see the type's summary): a
    /// payment line, else a total label, each checked by the page's own sums; else the
    /// fallbacks of ``unlabelledTotal(_:digitsLost:rejected:)``.
    func totalReading() -> TotalReading {
        let evidence = TotalEvidence(self)
        var rejected: [Candidate] = []
        var digitsLost: [Proposal] = []
        let bestTotal = labelledTotal(evidence, rejected: &rejected, digitsLost: &digitsLost)
        let (bestPayment, payments) = paymentLine(evidence, bestTotal: bestTotal, rejected: &rejected)
        if let winner = bestPayment ?? bestTotal {
            return settled(winner, bestTotal: bestTotal, bestPayment: bestPayment, payments: payments, evidence: evidence, rejected: rejected)
        }
        return unlabelledTotal(evidence, digitsLost: digitsLost, rejected: rejected)
    }

    /// The last credible total label printed. The labels passed over go to `rejected`; those
    /// under half the subtotal, whose digits the read lost, to `digitsLost` as well.
    func labelledTotal(_ evidence: TotalEvidence, rejected: inout [Candidate], digitsLost: inout [Proposal]) -> Proposal? {
        let (all, support, counts) = (evidence.all, evidence.support, evidence.counts)
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
                guard let change = evidence.tendered(proposal) else { return false }
                rejected.append(Self.candidate(proposal, score: 0.2, lost: "tendered: \(change) change was given back"))
                return true
            }
            guard let change = changeRows.first(where: { (1...2).contains($0.row.index - proposal.row.index) }) else { return false }
            let given = Self.given(change.amount.parsed.amount)
            guard given.cents > 0, earlier.contains(where: { $0.row.index < proposal.row.index && $0.value == proposal.value - given })
            else { return false }
            rejected.append(Self.candidate(proposal, score: 0.2, lost: "tendered: \(given) change was given back, leaving the total above"))
            return true
        }
        // A total on a table line (several amounts) is a column sum; keep such lines
        // only when nothing better — a single-amount total, or arithmetic — exists.
        let single = totals.filter { !$0.inTableLine }
        if !single.isEmpty || !printedSupport.isEmpty {
            for proposal in totals where proposal.inTableLine {
                rejected.append(Self.candidate(proposal, score: 0.3, lost: "on a table line with several amounts"))
            }
            totals = single
        }
        // Weak labels (`AMOUNT`, `BALANCE`) only when no real total label exists.
        let strong = totals.filter { isStrongTotal($0.label) }
        if !strong.isEmpty {
            for proposal in totals where !isStrongTotal(proposal.label) {
                rejected.append(Self.candidate(proposal, score: 0.4, lost: "weaker label than a TOTAL row"))
            }
            totals = strong
        }
        // A label that mentions tax or a rate and is far below another total is the tax
        // amount (`TOTAL INCLUDES 6% GST 0.48`). Not when the page's sums make it a bill
        // (`Total After Adj Incl GST 26.10` under `Cash 50.00`, `Change 23.90`), or it is
        // printed on three rows or more and the larger total once, a digit apart (`Total
        // Incl. of GST 104.00`, `Total Amt Rounded 304.00`): then the larger one is misread.
        if let largest = totals.map(\.value).max() {
            totals.removeAll { proposal in
                let taxish = proposal.label.has(.tax) || proposal.label.hasPercent
                guard taxish, proposal.value.cents * 2 < largest.cents else { return false }
                let billed = support[proposal.value]?.contains { $0.sum != .rounded } ?? false
                let repeated =
                    counts[proposal.value, default: 0] >= 3 && counts[largest, default: 0] <= 1
                    && Self.oneDigitApart(proposal.value, largest)
                if billed || repeated, support[largest] == nil { return false }
                rejected.append(Self.candidate(proposal, score: 0.2, lost: "mentions tax and is far below the total \(largest): the tax"))
                return true
            }
        }
        // A total under half the subtotal printed above it lost digits to the read
        // (`TOTAL 3.35` under `SUB-TOTAL 144.68`): a discount seldom halves a bill, and
        // one that does is printed (`Sub-Total 15.60`, `Coupon Discount 8.40`, `Grand
        // Total 7.20`).
        if let subtotal = confirmedSubtotal() {
            let discounts = labelled.filter { $0.label.has(.savings) && !$0.label.has(.total) }
            totals.removeAll { proposal in
                guard proposal.value.cents * 2 < subtotal.cents, !isSubtotal(proposal.label) else { return false }
                let before = discounts.filter { $0.row.index < proposal.row.index }
                let discounted = before.reduce(subtotal.cents) { $0 - abs($1.amount.parsed.amount.cents) }
                if !before.isEmpty, abs(discounted - proposal.value.cents) <= 5 { return false }
                rejected.append(Self.candidate(proposal, score: 0.2, lost: "under half the subtotal \(subtotal): digits lost to the read"))
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
                Self.candidate(
                    rounded, score: 0.4,
                    lost: "more than a rounding step from the total \(unrounded.value) it rounds, which the page prints more often: misread"))
        }
        // The last total printed is the final one (after rounding, after tips).
        let bestTotal = totals.max(by: printedOrder)
        if let bestTotal {
            for proposal in totals where proposal.row.index != bestTotal.row.index || proposal.value != bestTotal.value {
                rejected.append(Self.candidate(proposal, score: 0.5, lost: "an earlier total; the last one printed is final"))
            }
        }

        return bestTotal
    }

    /// The payment line plausible as the amount charged against `bestTotal` and best
    /// supported by the page, with every plausible one; the others go to `rejected`.
    func paymentLine(
        _ evidence: TotalEvidence, bestTotal: Proposal?, rejected: inout [Candidate]
    ) -> (best: Proposal?, plausible: [Proposal]) {
        let (all, support, counts) = (evidence.all, evidence.support, evidence.counts)
        // Payment lines beat totals when they are plausible as the amount charged.
        var payments: [Proposal] = []
        for proposal in all where proposal.tier == 1 {
            if let change = evidence.tendered(proposal) {
                rejected.append(Self.candidate(proposal, score: 0.2, lost: "tendered: \(change) change was given back"))
                continue
            }
            if let bestTotal {
                let total = bestTotal.value
                if proposal.value < total, (total - proposal.value).cents > 5 {
                    rejected.append(Self.candidate(proposal, score: 0.3, lost: "less than the total \(total): a partial payment"))
                    continue
                }
                if proposal.value.cents * 2 > total.cents * 3 {
                    rejected.append(Self.candidate(proposal, score: 0.3, lost: "more than 1.5× the total \(total)"))
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
            rejected.append(Self.candidate(proposal, score: 0.5, lost: "another payment line is better supported"))
        }
        return (bestPayment, payments)
    }

    /// The reading of `winner`, the payment line or total label chosen: what agrees with
    /// it, and the page's sums or rounding correcting one misread digit, a rounding left
    /// out or 0s misread.
    func settled(
        _ winner: Proposal, bestTotal: Proposal?, bestPayment: Proposal?, payments: [Proposal], evidence: TotalEvidence,
        rejected: [Candidate]
    ) -> TotalReading {
        let (all, support, counts) = (evidence.all, evidence.support, evidence.counts)
        var rejected = rejected
        var reading: ZeroReading?
        var charged: (total: Amount, paid: Amount)?
        if let bestPayment, let bestTotal, bestTotal.value != bestPayment.value {
            // Within a rounding step the difference is the rounding, not a tip.
            let difference = (bestPayment.value - bestTotal.value).cents
            if difference >= 5 { charged = (bestTotal.value, bestPayment.value) }
            let lost =
                abs(difference) < 5
                ? "the payment line shows the amount actually paid, rounded"
                : difference > 0
                    ? "the payment line charged more (tip included)"
                    : "the payment line shows the amount actually paid"
            rejected.insert(Self.candidate(bestTotal, score: 0.6, lost: lost), at: 0)
        }
        var agreeing: [String] = []
        // Another print: a payment line that is itself a total label (`Total Paid RM20.20`)
        // does not agree with itself.
        let labelAgrees =
            bestTotal?.value == winner.value && winner.tier == 1
            && all.contains { $0.tier == 2 && $0.value == winner.value && $0.amount.box != winner.amount.box }
        let paymentAgrees = winner.tier == 2 && payments.contains { $0.value == winner.value }
        if labelAgrees { agreeing.append("the total label agrees") }
        if paymentAgrees { agreeing.append("a payment line agrees") }
        if let how = support[winner.value]?.first?.how { agreeing.append(how) }
        // Printed twice where the other print is the label or payment line that agrees: one
        // confirmation, said once.
        let printed = counts[winner.value] ?? 0
        if printed >= (labelAgrees || paymentAgrees ? 3 : 2) { agreeing.append("printed \(printed) times") }
        var field = makeField(winner, support: agreeing, rejected: dedupe(rejected, winner: winner.value))
        if support[winner.value] == nil,
            let (value, hows) = oneDigitFromArithmetic(winner, support: support, counts: counts)
                ?? oneDigitFromItems(winner, counts: counts)
        {
            Self.correct(
                &field, from: winner, to: value,
                reason: "\(winner.note), read as \(winner.value) but \(hows.joined(separator: " and ")) = \(value): one misread digit corrected",
                lost: "one digit off what the arithmetic pins down")
        } else if let (value, unrounded) = offStep(winner, printed: all) {
            Self.correct(
                &field, from: winner, to: value,
                reason: "\(winner.note), read as \(winner.value), off the 5-cent step every rounded total lands on; "
                    + "the total \(unrounded.value) above it ('\(unrounded.row.text)') rounds to \(value), a digit from what was read",
                lost: "a rounded total off the 5-cent step: misread")
        } else if winner.tier == 2, let rounded = roundedAfter(winner, printed: all) {
            field.value = rounded.value.decimalString
            field.rule = "total-label+rounding"
            field.derived = true
            field.reason = "\(winner.note), adjusted by the rounding \(rounded.adjustment) printed below it"
            field.confidence = min(field.confidence, 0.8)
        } else if support[winner.value] == nil, let zeros = zerosMisread() {
            if let (item, value, hows) = zeroConfirmed(winner, zeros: zeros) {
                field.reason +=
                    "; this print's 0s read as other digits (the date '\(zeros.date)'): with those of '\(item.text)' "
                    + "taken for 0s, \(hows.joined(separator: " and ")) = \(winner.value)"
                reading = ZeroReading(zeros: zeros, how: "with the 0s the sum confirming the total reads it with", values: [item.box: value])
            } else if let (value, hows, lookalikes) = zeroRestored(winner, zeros: zeros) {
                let digits = Self.digitNames(lookalikes)
                reading = ZeroReading(
                    zeros: zeros, how: "with its \(digits) taken for 0s as the total's were",
                    values: restoringZeros(lookalikes).labelledValues)
                Self.correct(
                    &field, from: winner, to: value,
                    reason: "\(winner.note), read as \(winner.value), but this print's 0s read as other digits "
                        + "(the date '\(zeros.date)'); with the \(digits) of its amounts taken for 0s, "
                        + "\(hows.joined(separator: " and ")) = \(value)",
                    lost: "its 0s misread, as the arithmetic pins down")
            } else if let digits = zeros.digits(in: winner.value) {
                // Nothing to check it against: a total holding the very digits this
                // print's 0s read as is doubted, however it is labelled.
                field.confidence = min(field.confidence, 0.7)
                field.reason +=
                    "; this print's 0s read as \(digits) (the date '\(zeros.date)'), and \(winner.value) holds \(digits == "8" ? "an" : "a") \(digits)"
            }
        }
        return TotalReading(field: field, zeros: reading, charged: charged)
    }

    /// `field` set to `value` where the page's arithmetic shows `winner` misread: derived, at
    /// most 0.75 sure, the value as read first among those it beat (`lost` says why).
    static func correct(_ field: inout Field, from winner: Proposal, to value: Amount, reason: String, lost: String) {
        field.value = value.decimalString
        field.rule += "+arithmetic"
        field.derived = true
        field.reason = reason
        field.confidence = min(field.confidence, 0.75)
        field.rejected.insert(candidate(winner, score: 0.5, lost: lost), at: 0)
    }

    /// A rounded total read off the 5-cent step every rounding lands on (`Rounding RM 13.64`),
    /// where the last total printed above it rounds to a value one digit from the read
    /// (`Total Sales (Inclusive GST) RM 13.58`: 13.60): that value and the total it rounds.
    func offStep(_ winner: Proposal, printed: [Proposal]) -> (Amount, Proposal)? {
        let cents = winner.value.cents
        guard winner.tier == 2, winner.label.has(.rounding), cents % 5 != 0, cents > 10 else { return nil }
        let above = printed.filter { $0.tier == 2 && !$0.label.has(.rounding) && $0.row.index < winner.row.index }
        guard let unrounded = above.max(by: { $0.row.index < $1.row.index }) else { return nil }
        let value = Amount(cents: (unrounded.value.cents + 2) / 5 * 5)
        guard Self.oneDigitApart(value, winner.value) else { return nil }
        return (value, unrounded)
    }

    /// The total of a page where no payment line or total label is credible: an amount the
    /// page's sums confirm, a sum standing in for a label read without its value, the
    /// items' sum, cash less change, a repeated amount, a subtotal above every amount left
    /// (with its taxes), an untaxed subtotal, and last the largest amount.
    func unlabelledTotal(_ evidence: TotalEvidence, digitsLost: [Proposal], rejected: [Candidate]) -> TotalReading {
        let (all, support, subtotalRounded) = (evidence.all, evidence.support, evidence.subtotalRounded)
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
                field.rejected.insert(Self.candidate(lost, score: 0.2, lost: "its leading digits lost to the read, as the arithmetic shows"), at: 0)
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
        let largest = lastResort.max(by: { $0.amount.parsed.amount < $1.amount.parsed.amount })
        let largestValue = largest?.amount.parsed.amount
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
        // A subtotal above every amount left: no total is less than its subtotal, so those
        // are items. The subtotal with the taxes printed under it (`Subtotal 21.52`, `Tax
        // 1.74`: 23.26, derived), or the subtotal itself when its tax says it is included
        // (`INC 6% GST 1.62`) or the page does (`GST @ 6% INCLUDED IN TOTAL`).
        if let (subtotal, taxes) = taxedSubtotal(), largestValue.map({ $0 < subtotal.amount.parsed.amount }) ?? true {
            let s = subtotal.amount.parsed.amount
            let note = taxIncludedNote()
            let added = note != nil ? [] : taxes.filter { !isInclusive($0.label) }.map(\.amount.parsed.amount)
            let value = added.reduce(s, +)
            let how =
                added.isEmpty
                ? "the subtotal '\(subtotal.labelRow.text)', its tax included ('\((note ?? taxes[0].labelRow).text)')"
                : "subtotal \(s) + " + added.map { "tax \($0)" }.joined(separator: " + ") + " = \(value)"
            let beaten = (largest.map { [Self.largestBeaten($0, lost: "under the subtotal \(s): an item, not the total")] } ?? []) + rejected
            let proposal = Proposal(
                amount: subtotal.amount, row: subtotal.row, label: subtotal.label, labelRow: subtotal.labelRow,
                rule: "taxed-subtotal", tier: 4, note: "no total read; \(how), above every amount left",
                paired: subtotal.paired, inTableLine: subtotal.tableLine)
            var field = makeField(proposal, support: [], rejected: beaten)
            field.value = value.decimalString
            field.derived = added.isEmpty ? nil : true
            // Surer than the largest amount (labelled figures), never more than a guess.
            field.confidence = min(field.confidence + 0.15, 0.35)
            return TotalReading(field: field)
        }
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
                beaten.insert(Self.largestBeaten(largest, lost: "the largest amount left, where a subtotal with no tax is on the page"), at: 0)
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

    /// The largest amount left, as the candidate a subtotal beat.
    static func largestBeaten(_ largest: (row: AnalyzedRow, amount: AmountOnRow), lost: String) -> Candidate {
        Candidate(
            value: largest.amount.parsed.amount.decimalString, text: largest.amount.text, box: largest.amount.box,
            row: largest.row.text, rule: "largest-amount", score: 0.1, lost: lost)
    }
}
