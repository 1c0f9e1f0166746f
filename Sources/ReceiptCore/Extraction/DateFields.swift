import Foundation

/// Chooses the purchase date and time.
///
/// Every date on the page is a candidate; the day/month order is decided once for
/// the whole receipt (a date with a component above 12, then currency and country
/// hints, unless the user fixed the order); implausible dates (before 1990, in the
/// future, on expiry or best-before rows) are rejected. A date labelled `DATE` or
/// printed with a time wins; otherwise the first plausible date from the top.
struct DateFields {
    let analysis: PageAnalysis
    let order: DateOrder
    let today: CalendarDate?

    struct Found {
        var match: DateMatch
        var row: AnalyzedRow
    }

    var found: [Found] {
        analysis.rows.flatMap { row in row.dates.map { Found(match: $0, row: row) } }
    }

    /// The day/month order for this receipt, with the reason.
    func resolvedOrder() -> (DateOrder, String) {
        if order != .auto { return (order, "date order \(order.rawValue) given by the user") }
        for item in found where item.match.style == .numeric && !(item.row.has(.otherDate) && !item.row.has(.date)) {
            if item.match.dayFirst != nil, item.match.monthFirst == nil {
                return (.dmy, "'\(item.match.text)' can only be day-first")
            }
            if item.match.monthFirst != nil, item.match.dayFirst == nil {
                return (.mdy, "'\(item.match.text)' can only be month-first")
            }
        }
        return countryOrder() ?? (.dmy, "no hint on the page: day-first, as most of the world writes dates")
    }

    /// Why no date was found when none parsed: printed but unreadable is not the
    /// same as not printed, and the person grading should hear which.
    func unreadDate() -> String {
        for row in analysis.rows {
            if let word = row.row.words.first(where: { Rereads.looksLikeDate($0.text) }) {
                return "'\(word.text)' is printed like a date but is not one"
            }
        }
        if let row = analysis.rows.first(where: { $0.has(.date) && !$0.has(.otherDate) }) {
            return "the date row '\(row.text)' holds no readable date"
        }
        return "no date printed"
    }

    /// The day/month order the page's country and currency hints suggest, if any.
    func countryOrder() -> (DateOrder, String)? {
        let words = Set(analysis.rows.flatMap(\.labelWords))
        let currencies = Set(analysis.allAmounts.compactMap(\.amount.parsed.currency))
        let dayFirstHints = ["MALAYSIA", "BHD", "RM", "GST", "VAT", "UK", "LTD", "SINGAPORE", "AUSTRALIA", "ABN", "MWST", "TVA", "IVA"]
        if let hint = dayFirstHints.first(where: words.contains) { return (.dmy, "'\(hint)' on the page: day-first") }
        if let address = Self.usAddress(in: analysis) { return (.mdy, "'\(address)' on the page, a US address: month-first") }
        // In this list's order, not the set's, which changes from run to run.
        if let code = ["MYR", "EUR", "GBP", "SGD", "AUD", "INR", "AED"].first(where: currencies.contains) {
            return (.dmy, "\(code) amounts: day-first")
        }
        if currencies.contains("USD") { return (.mdy, "$ amounts and no other country hint: month-first") }
        return nil
    }

    static let usStates: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
        "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC",
        "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC",
    ]

    /// A US address on the page: a state's code before a five-digit ZIP code (`Bend OR
    /// 97701`), or ending a street line (`2210 E Colfax Ave, Denver CO`); as printed.
    static func usAddress(in analysis: PageAnalysis) -> String? {
        for row in analysis.rows {
            let words = row.row.words.map(\.text)
            for (state, zip) in zip(words, words.dropFirst()) where Self.usStates.contains(state) {
                let digits = zip.prefix { $0.isNumber }
                if digits.count == 5, zip.dropFirst(5).allSatisfy({ $0 == "-" || $0.isNumber }) { return "\(state) \(zip)" }
            }
            if let last = words.last, Self.usStates.contains(last), words.count >= 4,
                words.first?.first?.isNumber == true, row.labelWords.contains(where: MerchantField.addressWords.contains)
            {
                return row.text
            }
        }
        return nil
    }

    /// Eight digits run together (`25032018`) with neither a date label nor a time beside them.
    static func isBareDigits(_ item: Found) -> Bool {
        item.match.style == .compact && !item.row.has(.date) && !timeFollows(item.match, in: item.row)
    }

    func date() -> (field: Field?, reason: String?, time: Field?) {
        let (order, orderReason) = resolvedOrder()
        var candidates: [(Found, CalendarDate, Double, String)] = []
        var rejected: [Candidate] = []
        // Eight digits with neither a date label nor a time could be any number; they are
        // taken only when the page shows no other date (`27032018`, its slashes too
        // faint to read, on a page with no other date).
        var bareDigits: [Found] = []
        func assess(_ item: Found, alone: Bool = false) {
            guard var date = item.match.resolved(order) else { return }
            let labelled = item.row.has(.date)
            if !alone, Self.isBareDigits(item) {
                bareDigits.append(item)
                return
            }
            if item.row.has(.otherDate), !labelled || item.row.kinds[.otherDate]! < item.row.kinds[.date]! {
                rejected.append(candidate(item, date, score: 0, lost: "an expiry, due or best-before date"))
                return
            }
            if !item.match.resembled.isEmpty, item.row.labelWords.contains(where: MerchantField.contactWords.contains) {
                rejected.append(candidate(item, date, score: 0, lost: "repaired digits on a phone or fax row"))
                return
            }
            if date.year < 1990 {
                rejected.append(candidate(item, date, score: 0, lost: "before 1990"))
                return
            }
            var item = item
            if let today, date > today.addingDays(1) {
                guard let repaired = Self.yearOneRepaired(date, printed: item.match.text, today: today) else {
                    rejected.append(candidate(item, date, score: 0, lost: "in the future"))
                    return
                }
                item.match.onesRepaired = true
                date = repaired
            }
            var score = 0.5
            var why: [String] = []
            if labelled {
                score += 0.3
                why.append("labelled '\(item.row.text)'")
            }
            if !item.row.times.isEmpty {
                score += 0.15
                why.append("printed with a time")
            }
            if item.match.style != .numeric || !item.match.isAmbiguous { score += 0.05 }
            // Earlier on the page is likelier the transaction date than a footer date.
            score -= Double(item.row.index) / Double(max(analysis.rows.count, 1)) * 0.1
            if alone {
                score -= 0.2
                why.append("eight digits that read as a date, the only one on the page")
            }
            candidates.append((item, date, score, why.isEmpty ? "first plausible date" : why.joined(separator: ", ")))
        }
        for item in found { assess(item) }
        if candidates.isEmpty {
            for item in bareDigits { assess(item, alone: true) }
        } else {
            for item in bareDigits {
                if let date = item.match.resolved(order) {
                    rejected.append(candidate(item, date, score: 0, lost: "eight digits without a date label or a time"))
                }
            }
        }
        guard let best = candidates.max(by: { $0.2 < $1.2 }) else {
            return (nil, found.isEmpty ? unreadDate() : "no plausible date (\(rejected.count) rejected)", nil)
        }
        for other in candidates where other.0.row.index != best.0.row.index || other.1 != best.1 {
            rejected.append(candidate(other.0, other.1, score: other.2, lost: other.1 == best.1 ? "same date, lower score" : "scored lower"))
        }
        let agreeing = candidates.filter { $0.1 == best.1 }.count
        // A labelled date, or one printed with the time, read cleanly, is right 98 % of
        // the time on the development set: that earns 0.9.
        var confidence = best.0.row.has(.date) || !best.0.row.times.isEmpty ? 0.85 : 0.6
        if confidence > 0.8, best.0.row.row.confidence >= 85 { confidence += 0.05 }
        if agreeing >= 2 { confidence += 0.1 }
        if best.0.match.style == .numeric, best.0.match.isAmbiguous, order == .auto {
            confidence -= orderReason.contains("no hint") ? 0.3 : 0.1
        }
        if best.0.row.row.confidence < 60 { confidence -= 0.2 }
        var reason = best.3
        for digits in best.0.match.resembled {
            confidence -= 0.25
            reason += "; read '\(best.0.match.text)', whose impossible digits are taken for the \(digits) they resemble"
        }
        if let printed = best.0.match.monthMisread {
            confidence -= 0.25
            let name = CalendarDate.monthAbbreviations[best.1.month - 1]
            reason += "; read '\(best.0.match.text)', its month '\(printed)' taken for the \(name) it resembles"
        }
        if best.0.match.style == .numeric, best.0.match.isAmbiguous { reason += "; \(orderReason)" }
        // Two dates one digit apart are more often one date misread than two dates
        // (`Date 19-06-2018` over `Closed 15-06-2018`): doubt it, so it is read again.
        if let twin = candidates.first(where: { $0.1 != best.1 && Self.oneDigitApart($0.0.match.text, best.0.match.text) }) {
            confidence -= 0.2
            reason += "; '\(twin.0.match.text)' on another row differs by one digit: one of them is misread"
        }
        // A date readable only month-first on a page from a day-first country
        // (`05/16/2017` on a ringgit receipt) is as likely a misread digit as a foreign
        // till: doubt it. (A `$` is no such hint: too many countries print one.)
        if best.0.match.style == .numeric, self.order == .auto, best.0.match.dayFirst == nil,
            let (hinted, hint) = countryOrder(), hinted == .dmy
        {
            confidence -= 0.15
            reason += "; only readable month-first, yet \(hint)"
        }
        // Such a date that nothing above doubted, its own digits read surely, earns more
        // whatever the label beside them reads like. Only a date sure enough that no later
        // whole read would be made for it (`Rereads.confidenceBelow`): a doubted one is
        // still looked at again, as before.
        if confidence >= Rereads.confidenceBelow, let surest = best.0.row.row.words(ofCharacters: best.0.match.range).map(\.confidence).min(),
            surest >= Self.surelyRead
        {
            confidence += 0.05
            reason += "; its digits read surely (OCR confidence \(Int(surest)))"
        }
        let bare = Self.isBareDigits(best.0)
        if bare { confidence = min(confidence, 0.4) }
        let field = Field(
            value: best.1.iso, text: best.0.match.text, box: box(of: best.0.match, in: best.0.row),
            row: best.0.row.text, confidence: min(max(confidence, 0.05), 0.99),
            rule: best.0.row.has(.date) ? "date-label" : !best.0.row.times.isEmpty ? "date-with-time" : bare ? "digits-date" : "first-date",
            reason: reason, rejected: rejected)
        return (field, nil, time(near: best.0.row))
    }

    /// A date whose printed four-digit year has not yet come and whose tens digit is
    /// a 4, the 1 it resembles misread (`11/10/2044` printed in 2014): the date with
    /// that 1, when it has come by `today`; `nil` otherwise.
    static func yearOneRepaired(_ date: CalendarDate, printed: String, today: CalendarDate) -> CalendarDate? {
        guard printed.contains(String(date.year)), let year = DateParser.onedYear(date.year, before: today.year),
            let repaired = CalendarDate(year: year, month: date.month, day: date.day), repaired <= today
        else { return nil }
        return repaired
    }

    /// Whether two printed dates have the same digits but one.
    static func oneDigitApart(_ a: String, _ b: String) -> Bool {
        let x = a.filter(\.isNumber)
        let y = b.filter(\.isNumber)
        guard x.count == y.count, x.count >= 4 else { return false }
        return zip(x, y).filter { $0 != $1 }.count == 1
    }

    /// Whether a time is printed right after the match (`25032018 13:11:54`).
    static func timeFollows(_ match: DateMatch, in row: AnalyzedRow) -> Bool {
        let text = Array(row.text)
        guard match.range.upperBound <= text.count else { return false }
        let rest = String(text[match.range.upperBound...]).trimmingCharacters(in: .whitespaces)
        guard let time = DateParser.times(in: rest).first else { return false }
        return rest.hasPrefix(time.text)
    }

    /// The time printed on the date's row, or the nearest row with one.
    func time(near row: AnalyzedRow) -> Field? {
        let rows = analysis.rows.filter { !$0.times.isEmpty }
        guard let nearest = rows.min(by: { abs($0.index - row.index) < abs($1.index - row.index) }),
            abs(nearest.index - row.index) <= 3, let match = nearest.times.first
        else { return nil }
        let distance = abs(nearest.index - row.index)
        return Field(
            value: match.value, text: match.text, box: nearest.row.box, row: nearest.text,
            confidence: distance == 0 ? 0.85 : 0.65, rule: "time-near-date",
            reason: distance == 0 ? "on the date's row" : distance == 1 ? "on the row next to the date's" : "\(distance) rows from the date")
    }

    private func candidate(_ item: Found, _ date: CalendarDate, score: Double, lost: String) -> Candidate {
        Candidate(
            value: date.iso, text: item.match.text, box: box(of: item.match, in: item.row), row: item.row.text,
            rule: "date", score: score, lost: lost)
    }

    /// Tesseract's confidence, 0…100, at which a date's own words count as read surely.
    static let surelyRead = 90.0

    /// The box of the words holding the match's characters.
    func box(of match: DateMatch, in row: AnalyzedRow) -> Box {
        row.row.box(ofCharacters: match.range) ?? row.row.box
    }
}

extension CalendarDate {
    /// The date `days` later (or earlier, for negative `days`).
    public func addingDays(_ days: Int) -> CalendarDate {
        var (y, m, d) = (year, month, day + days)
        while d > CalendarDate.daysIn(month: m, year: y) {
            d -= CalendarDate.daysIn(month: m, year: y)
            m += 1
            if m > 12 {
                m = 1
                y += 1
            }
        }
        while d < 1 {
            m -= 1
            if m < 1 {
                m = 12
                y -= 1
            }
            d += CalendarDate.daysIn(month: m, year: y)
        }
        return CalendarDate(year: y, month: m, day: d)!
    }
}
