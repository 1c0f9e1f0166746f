/// When a page deserves a second read, and how two reads are combined.
///
/// Recognition is the expensive step, so only pages whose first read looks poor pay
/// for another: no credible total, no date, or low OCR confidence. The second read
/// uses other preprocessing; each field then keeps the better-supported answer.
public enum SecondLook {
    /// Why the first read of a page is not good enough, or an empty list when it is.
    public static func reasons(analysis: PageAnalysis, extraction: Extraction) -> [String] {
        var reasons: [String] = []
        if let total = extraction[.total] {
            if ["arithmetic", "item-sum", "repeated-amount", "largest-amount"].contains(total.rule) {
                reasons.append("total only from \(total.rule)")
            } else if total.confidence < 0.5 {
                reasons.append("total unsure")
            }
        } else {
            reasons.append("no total")
        }
        if let date = extraction[.date] {
            if date.confidence < 0.65 { reasons.append("date unsure") }
        } else {
            reasons.append("no date")
        }
        let page = analysis.page
        if !page.words.isEmpty, page.meanConfidence < 65 {
            reasons.append("mean OCR confidence \(Int(page.meanConfidence))")
        }
        if extraction[.merchant] == nil { reasons.append("no merchant") }
        return reasons
    }

    /// Whether two readings of a merchant's name are one name read differently.
    static func sameName(_ a: String, _ b: String) -> Bool {
        EditDistance.similarity(GradingRules.fold(a), GradingRules.fold(b)) >= 0.75
    }

    /// The longer of two readings when it holds all of the shorter and adds only whole
    /// capitalised words (`Vihar` before `Vegetarian Restaurant`), not specks (`Caffe
    /// Nero yas`); `nil` otherwise.
    static func fullerName(_ a: String, _ b: String) -> String? {
        let (foldedA, foldedB) = (GradingRules.fold(a), GradingRules.fold(b))
        guard foldedA != foldedB, !foldedA.isEmpty, !foldedB.isEmpty else { return nil }
        let aIsLonger = foldedA.count > foldedB.count
        let (longer, shorter) = aIsLonger ? (a, b) : (b, a)
        guard aIsLonger ? foldedA.contains(foldedB) : foldedB.contains(foldedA) else { return nil }
        let known = Set(shorter.split(separator: " ").map { GradingRules.fold(String($0)) })
        // Marks alone (`-`, `|`) are neither words nor specks of letters: not counted.
        let extra = longer.split(separator: " ").filter { word in
            word.contains { $0.isLetter || $0.isNumber } && !known.contains(GradingRules.fold(String(word)))
        }
        // A name printed in capitals goes on in capitals (`GROCERY` is not fuller as
        // `GROCERY Ceara`, artwork read as a word).
        let capitals = MerchantField.isUpperCase(shorter)
        let whole = extra.allSatisfy { word in
            word.filter(\.isLetter).count >= 3 && word.first.map { $0.isUppercase } == true
                && (!capitals || MerchantField.isUpperCase(String(word)))
        }
        return !extra.isEmpty && whole ? longer : nil
    }

    /// Of two totals, the one at least the subtotal when the other is under half of it;
    /// `nil` otherwise.
    static func wholeTotal(_ a: Field, _ b: Field, subtotal: Field?) -> String? {
        guard let subtotal = subtotal.flatMap({ Amount(decimal: $0.value) }), subtotal.cents > 0,
            let x = Amount(decimal: a.value), let y = Amount(decimal: b.value)
        else { return nil }
        func lostDigits(_ amount: Amount) -> Bool { amount.cents * 2 < subtotal.cents }
        switch (lostDigits(x), lostDigits(y)) {
        case (true, false) where y >= subtotal: return b.value
        case (false, true) where x >= subtotal: return a.value
        default: return nil
        }
    }

    /// Of two readings of one total, the one whose print kept its cents when the other
    /// read the same whole units with no decimals at all (`TOTAL $98 : . 5` against
    /// `TOTAL $98.42`): the separator and cents lost to the read, not a price in whole
    /// units. `nil` otherwise.
    static func centsKept(_ a: Field, _ b: Field) -> String? {
        guard let x = Amount(decimal: a.value), let y = Amount(decimal: b.value), x != y, x.cents / 100 == y.cents / 100 else { return nil }
        func printedDecimals(_ field: Field) -> Bool? { AmountParser.parse(field.text)?.hasDecimals }
        switch (printedDecimals(a), printedDecimals(b)) {
        case (true, false) where y.cents % 100 == 0: return a.value
        case (false, true) where x.cents % 100 == 0: return b.value
        default: return nil
        }
    }

    /// Of two totals a few cents apart, the one a read gave as rounded (to 5 cents, by
    /// a rounding line) when the other is not; `nil` otherwise.
    static func roundedTotal(_ a: Field, _ b: Field) -> String? {
        guard let x = Amount(decimal: a.value), let y = Amount(decimal: b.value), x != y, abs(x.cents - y.cents) < 5 else { return nil }
        func isRounded(_ field: Field, _ amount: Amount) -> Bool { field.rule.contains("round") && amount.cents % 5 == 0 }
        switch (isRounded(a, x), isRounded(b, y)) {
        case (true, false) where y.cents % 5 != 0: return a.value
        case (false, true) where x.cents % 5 != 0: return b.value
        default: return nil
        }
    }

    /// The fields of two reads of one page, each taken from the read that supports it
    /// better; agreement between the reads raises confidence. With `fillOnly`, the
    /// second read only supplies fields the first lacks.
    /// Different values need the second read surer by `margin` to win.
    public static func combine(
        _ first: Extraction, _ second: Extraction, secondName: String, fillOnly: Bool = false, margin: Double = 0.05
    ) -> Extraction {
        var combined = first
        for name in FieldName.allCases where !fillOnly || first.fields[name] == nil {
            switch (first.fields[name], second.fields[name]) {
            case (let a?, let b?) where a.value == b.value:
                var field = a
                field.confidence = min(0.99, max(a.confidence, b.confidence) + 0.05)
                field.reason += "; the \(secondName) read agrees"
                combined.fields[name] = field
            case (let a?, let b?):
                let secondWins: Bool
                var lost: String?
                if name == .merchant, let fuller = fullerName(a.value, b.value) {
                    // One read found a whole word of the name more (`Vihar Vegetarian Restaurant`).
                    secondWins = fuller == b.value
                    lost = "the other read found more of the same name"
                } else if name == .merchant, sameName(a.value, b.value) {
                    // The same name read twice (`99 SPEED HART S/B`, `99 SPEED MART S/B`): the surer reading.
                    secondWins = b.confidence > a.confidence
                } else if name == .total, let whole = wholeTotal(a, b, subtotal: first.fields[.subtotal] ?? second.fields[.subtotal]) {
                    // One read lost digits of the total (`TOTAL 3.35` for 153.35 under a
                    // subtotal of 144.68): the other read's is the total.
                    secondWins = whole == b.value
                    lost = "under half the subtotal: digits lost to the read"
                } else if name == .total, let kept = centsKept(a, b) {
                    // One read lost the total's cents with its decimal point (`$98` for `$98.42`).
                    secondWins = kept == b.value
                    lost = "the same amount with its cents lost to the read"
                } else if name == .total, let rounded = roundedTotal(a, b) {
                    // One read found the rounding the other missed (`Rounding RM 52.10` read
                    // as `2.10`): the amount due after rounding is the total.
                    secondWins = rounded == b.value
                    lost = "the other read found the rounding applied to it"
                } else {
                    secondWins = b.confidence > a.confidence + margin
                }
                var (winner, loser, loserName) = secondWins ? (b, a, "first") : (a, b, secondName)
                if winner.source == nil, loserName == "first" { winner.source = secondName }
                winner.rejected.insert(
                    Candidate(
                        value: loser.value, text: loser.text, box: loser.box, row: loser.row, rule: loser.rule,
                        score: loser.confidence, lost: lost ?? "the \(loserName) read supports it less"),
                    at: 0)
                // Two reads disagreeing is itself a reason for doubt.
                winner.confidence = max(0.05, winner.confidence - 0.1)
                combined.fields[name] = winner
            case (nil, var b?):
                b.source = secondName
                b.reason = "only the \(secondName) read found it: " + b.reason
                b.confidence = max(0.05, b.confidence - 0.05)
                combined.fields[name] = b
                combined.missing[name] = nil
            default:
                break
            }
        }
        return combined
    }
}
