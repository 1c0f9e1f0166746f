/// The written rules that grade a proposal against a known true value — the same
/// rules a careful person applies, so automatic and human grades mean the same.
///
/// - total and other amounts: `correct` to the cent; `close` when one digit differs
///   (one substitution, insertion or deletion) or within 1 %.
/// - date: `correct` on the same calendar day; `close` when two of year, month and
///   day agree. A label that does not say which of day and month comes first
///   (`03/04/2018`) accepts either reading.
/// - merchant: `correct` when equal after folding case, spaces and punctuation;
///   `close` when similar (≥ 0.8) or when one contains at least half of the other.
/// - payment, currency: `correct` when equal after folding; a payment `close` when
///   both are cards of some kind.
/// - time: `correct` to the minute, `close` within the same hour.
///
/// A labelled field with no proposal is a `miss`. A truth that cannot be read as
/// its field's type (an amount label saying `TotalDue`) is not graded: `nil`.
public enum GradingRules {
    public static func grade(_ field: FieldName, proposed: String?, truth: String) -> Grade? {
        switch field {
        case .total, .subtotal, .tax, .tip:
            guard let expected = truthAmount(truth) else { return nil }
            guard let proposed, let value = Amount(decimal: proposed) else { return .miss }
            return gradeAmount(value, expected)
        case .date:
            let readings = truthDates(truth)
            guard !readings.isEmpty else { return nil }
            guard let proposed, let value = CalendarDate(iso: proposed) else { return .miss }
            return readings.map { gradeDate(value, $0) }.min(by: { rank($0) < rank($1) })
        case .merchant:
            guard !fold(truth).isEmpty else { return nil }
            guard let proposed else { return .miss }
            return gradeMerchant(proposed, truth)
        case .payment:
            guard let proposed else { return .miss }
            let a = fold(proposed)
            let b = fold(truth)
            if a == b { return .correct }
            let cards: Set<String> = ["visa", "mastercard", "amex", "discover", "unionpay", "jcb", "debit", "card", "credit"]
            return cards.contains(a) && cards.contains(b) ? .close : .miss
        case .currency:
            guard let proposed else { return .miss }
            return fold(proposed) == fold(truth) ? .correct : .miss
        case .time:
            guard let expected = DateParser.times(in: truth).first else { return nil }
            guard let proposed, let value = DateParser.times(in: proposed).first else { return .miss }
            if value.hour == expected.hour, value.minute == expected.minute { return .correct }
            return value.hour == expected.hour ? .close : .miss
        }
    }

    /// Orders grades best first.
    static func rank(_ grade: Grade) -> Int {
        switch grade {
        case .correct: 0
        case .close: 1
        case .miss: 2
        case .skip: 3
        }
    }

    public static func gradeAmount(_ proposed: Amount, _ truth: Amount) -> Grade {
        if proposed == truth { return .correct }
        // In magnitudes with overflow reported: either side may be any amount a scan line holds.
        let (difference, overflow) = proposed.cents.subtractingReportingOverflow(truth.cents)
        let (scaled, scaledOverflow) = difference.magnitude.multipliedReportingOverflow(by: 100)
        if !overflow, !scaledOverflow, scaled <= truth.cents.magnitude { return .close }
        let a = String(proposed.cents.magnitude)
        let b = String(truth.cents.magnitude)
        return EditDistance.atMost(1, a, b) ? .close : .miss
    }

    public static func gradeDate(_ proposed: CalendarDate, _ truth: CalendarDate) -> Grade {
        if proposed == truth { return .correct }
        let agreeing = [proposed.year == truth.year, proposed.month == truth.month, proposed.day == truth.day]
            .filter { $0 }.count
        return agreeing >= 2 ? .close : .miss
    }

    /// Whether a proposal that is not `correct` beat a candidate that is: the true
    /// value was read and lost the ranking (a ranking miss), rather than never read
    /// (a reading miss). Only the candidates kept in the evidence count.
    public static func beatCorrectCandidate(_ field: FieldName, proposal: Field?, truth: String) -> Bool {
        guard let proposal, grade(field, proposed: proposal.value, truth: truth) != .correct else { return false }
        return proposal.rejected.contains { grade(field, proposed: $0.value, truth: truth) == .correct }
    }

    public static func gradeMerchant(_ proposed: String, _ truth: String) -> Grade {
        let a = fold(proposed)
        let b = fold(truth)
        guard !a.isEmpty else { return .miss }
        if a == b { return .correct }
        if EditDistance.similarity(a, b) >= 0.8 { return .close }
        let (shorter, longer) = a.count <= b.count ? (a, b) : (b, a)
        if longer.contains(shorter), shorter.count * 2 >= longer.count { return .close }
        return .miss
    }

    /// Lower-case letters and digits only: how names are compared.
    public static func fold(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// An amount label as labellers write it: `RM 13.30`, `$8.20`, `38.45€`, `Eur154,40`, `4,70`, `12312`.
    public static func truthAmount(_ text: String) -> Amount? {
        let compact = text.replacingOccurrences(of: " ", with: "")
        if let parsed = AmountParser.parse(compact) { return parsed.amount }
        // Labels drop the currency more often than receipts do: accept a bare integer.
        if let whole = Int(compact), whole >= 0 {
            // An integer too large for cents (a pasted card or barcode number) is not an amount.
            let (cents, overflow) = whole.multipliedReportingOverflow(by: 100)
            return overflow ? nil : Amount(cents: cents)
        }
        let lowered = compact.lowercased()
        for prefix in ["eur", "rm", "usd", "gbp", "aed", "sgd", "myr"] where lowered.hasPrefix(prefix) {
            if let parsed = AmountParser.parse(compact.dropFirst(prefix.count)) { return parsed.amount }
        }
        return nil
    }

    /// Every reading of a date label: one for an ISO or spelled-out date, two for an
    /// ambiguous numeric one.
    public static func truthDates(_ text: String) -> [CalendarDate] {
        if let iso = CalendarDate(iso: text) { return [iso] }
        guard let match = DateParser.dates(in: text).first else { return [] }
        var readings: [CalendarDate] = []
        if let date = match.dayFirst { readings.append(date) }
        if let date = match.monthFirst, !readings.contains(date) { readings.append(date) }
        return readings
    }
}
