import Foundation

/// A date found in a row of text, before the receipt-wide day/month order is known.
public struct DateMatch: Sendable, Equatable {
    /// The characters of the row that were read as a date.
    public var text: String
    /// Character offsets of `text` within the row's text.
    public var range: Range<Int>
    /// The date read day-first (or the only reading, when the print is unambiguous).
    public var dayFirst: CalendarDate?
    /// The date read month-first, when that reading exists.
    public var monthFirst: CalendarDate?
    /// How the date is written.
    public var style: Style
    /// Whether a digit that cannot be was read as the 0 it resembles (`64-63-2024`
    /// as `04-03-2024`): a repair, not a reading.
    public var zerosRepaired: Bool { !readForZero.isEmpty }
    /// The digits a repair took for 0s (`8` in `83/82/24`): how this print's zeros read.
    public var readForZero: Set<Character> = []
    /// Whether a digit that cannot be was read as the 1 it resembles (`41/05/2018`
    /// as `11/05/2018`, a year `2044` not yet come as `2014`): a repair, not a reading.
    public var onesRepaired = false
    /// The month's name as printed when one letter of it was misread and taken for
    /// the letter it resembles (`War` for `Mar` in `12 War’ 18`): a repair, not a reading.
    public var monthMisread: String?
    /// Whether a date's slashes were read as the digits they resemble and taken back
    /// for slashes (`2070472018` as `20/04/2018`): a repair, not a reading.
    public var slashesRepaired = false

    /// What a repair took impossible characters for (`0s`, `1s`, `slashes`); empty for a reading.
    public var resembled: [String] {
        (zerosRepaired ? ["0s"] : []) + (onesRepaired ? ["1s"] : []) + (slashesRepaired ? ["slashes"] : [])
    }

    public enum Style: String, Sendable, Codable {
        /// `2018-03-04`, `2018/03/04`.
        case yearFirst
        /// `04/03/2018`, `4.3.18`: day and month order need deciding.
        case numeric
        /// `04 MAR 2018`, `Mar 4, 2018`: the month is spelled out.
        case monthName
        /// `20180304`, `25032018`: only trusted next to a date label or a time.
        case compact
    }

    /// Whether both day-first and month-first readings are valid and differ.
    public var isAmbiguous: Bool {
        if let dayFirst, let monthFirst { return dayFirst != monthFirst }
        return false
    }

    /// The date under `order`, falling back to the only valid reading.
    public func resolved(_ order: DateOrder) -> CalendarDate? {
        switch order {
        case .mdy: monthFirst ?? dayFirst
        default: dayFirst ?? monthFirst
        }
    }
}

/// A time of day found in a row.
public struct TimeMatch: Sendable, Equatable {
    public var text: String
    public var hour: Int
    public var minute: Int

    /// `HH:MM`, 24-hour.
    public var value: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

/// Finds dates and times in receipt text, tolerant of OCR noise and of the
/// dozens of ways receipts print them.
public enum DateParser {
    static let months: [String: Int] = {
        var table: [String: Int] = [:]
        let names: [(Int, [String])] = [
            (1, ["jan", "january", "janv", "janeiro", "januar", "ene", "enero", "gen"]),
            (2, ["feb", "february", "fev", "fevr", "février", "februar", "febrero", "febr"]),
            (3, ["mar", "march", "mac", "mars", "mär", "märz", "mrz", "marzo"]),
            (4, ["apr", "april", "avr", "avril", "abr", "abril"]),
            (5, ["may", "mei", "mai", "mayo", "mag"]),
            (6, ["jun", "june", "juin", "juni", "junio", "giu"]),
            (7, ["jul", "july", "juil", "juillet", "juli", "julio", "lug"]),
            (8, ["aug", "august", "ogos", "août", "aout", "ago", "agosto"]),
            (9, ["sep", "sept", "september", "septembre", "septiembre", "set"]),
            (10, ["oct", "october", "okt", "oktober", "octobre", "octubre", "ott"]),
            (11, ["nov", "november", "novembre", "noviembre"]),
            (12, ["dec", "december", "dis", "dez", "dezember", "déc", "décembre", "dic", "diciembre"]),
        ]
        for (month, words) in names { for word in words { table[word] = month } }
        return table
    }()

    static let weekdays: Set<String> = [
        "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]

    /// A run of characters of one kind.
    struct Token {
        enum Kind { case number, word, separator, space }
        var kind: Kind
        var text: String
        var start: Int
        var end: Int
    }

    static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var offset = 0
        for character in text {
            let kind: Token.Kind =
                character.isNumber && character.isASCII
                ? .number
                : character.isLetter
                    ? .word
                    : character == " " || character == "\t" ? .space : .separator
            if var last = tokens.last, last.kind == kind, kind != .separator {
                last.text.append(character)
                last.end = offset + 1
                tokens[tokens.count - 1] = last
            } else {
                tokens.append(Token(kind: kind, text: String(character), start: offset, end: offset + 1))
            }
            offset += 1
        }
        return tokens
    }

    /// A month's abbreviation, a day of one or two characters, a quote and a two-digit
    /// year: the `Apr01'18` of restaurant systems, its day read partly as letters and its
    /// quote as any quote mark (`AprOi'18`, `AprO1"18`).
    static let shortYearDate = try! NSRegularExpression(
        pattern: #"(?<![A-Za-z])(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)([0-9OoQIil|]{1,2})(['’´"`])[0-9]{2}(?![0-9])"#)

    /// Repairs letters OCR reads inside digit runs (`2O18`, `l2/03`, `25-Q1-16`), in place.
    static func repairDigits(_ text: String) -> String {
        let characters = Array(text)
        var out = characters
        // The short-year form first: its day's letters become digits and its quote an
        // apostrophe, character for character (offsets into the row must not move).
        let whole = NSRange(text.startIndex..., in: text)
        for match in shortYearDate.matches(in: text, range: whole) {
            guard let day = Range(match.range(at: 1), in: text), let quote = Range(match.range(at: 2), in: text) else { continue }
            let dayStart = text.distance(from: text.startIndex, to: day.lowerBound)
            for offset in dayStart..<(dayStart + text.distance(from: day.lowerBound, to: day.upperBound)) {
                let character = out[offset]
                if !character.isNumber { out[offset] = "OoQ".contains(character) ? "0" : "1" }
            }
            out[text.distance(from: text.startIndex, to: quote.lowerBound)] = "'"
        }
        // A day or month read wholly as letters between two like separators, digits on
        // both sides (`2/is/2016`, `14-Io-2019`): each letter the digit it resembles.
        var start = 0
        while start < characters.count {
            guard "/-.".contains(characters[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < characters.count, characters[end].isLetter, end - start <= 2 { end += 1 }
            let run = (start + 1)..<end
            if (1...2).contains(run.count), end < characters.count, characters[end] == characters[start],
                start > 0, characters[start - 1].isNumber, end + 1 < characters.count, characters[end + 1].isNumber,
                run.allSatisfy({ lookalikeDigits[characters[$0]] != nil })
            {
                for index in run { out[index] = lookalikeDigits[characters[index]]! }
            }
            start = end
        }
        for index in characters.indices {
            let character = characters[index]
            // A dotted 0 read as `@` opening a day after a month's abbreviation (`Mar @4`).
            if character == "@", index >= 4, index + 1 < characters.count, characters[index + 1].isNumber,
                characters[index - 1] == " ", index == 4 || !characters[index - 5].isLetter,
                months[String(characters[(index - 4)..<(index - 1)]).lowercased()] != nil
            {
                out[index] = "0"
                continue
            }
            guard "OoQIl|".contains(character) else { continue }
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            // A confusable letter flanked by digits or by a digit and a date separator.
            let digitBefore = before.isNumber
            let digitAfter = after.isNumber
            let separatorBefore = "/-.".contains(before)
            let separatorAfter = "/-.".contains(after)
            // Or right after a month's abbreviation, before a digit: the day's first
            // digit (`JUNO3'14`, `Junl7'13`).
            let afterMonth =
                digitAfter && index >= 3 && (index == 3 || !characters[index - 4].isLetter)
                && months[String(characters[(index - 3)..<index]).lowercased()] != nil
            if (digitBefore && (digitAfter || separatorAfter)) || (digitAfter && (digitBefore || separatorBefore)) || afterMonth {
                out[index] = "OoQ".contains(character) ? "0" : "1"
            }
        }
        return String(out)
    }

    /// Letters OCR reads for digits, and the digit each resembles.
    static let lookalikeDigits: [Character: Character] = [
        "O": "0", "o": "0", "Q": "0", "D": "0", "I": "1", "i": "1", "l": "1", "L": "1",
        "Z": "2", "z": "2", "S": "5", "s": "5", "G": "6", "B": "8", "g": "9",
    ]

    /// Every date in `text`.
    public static func dates(in text: String) -> [DateMatch] {
        let digits = repairDigits(text)
        let (repaired, slashes) = repairSlashes(digits)
        let tokens = tokenize(repaired)
        var matches: [DateMatch] = []
        var index = 0
        while index < tokens.count {
            if case (var match, let next)? = match(at: index, in: tokens, text: repaired) {
                if slashes.contains(where: match.range.contains) {
                    // The match as read, its slashes the digits they were read as.
                    match.slashesRepaired = true
                    match.text = String(Array(digits)[match.range])
                }
                matches.append(match)
                index = next
            } else {
                index += 1
            }
        }
        return matches
    }

    /// A day, month and year run together with a digit where each slash should be
    /// (`2070472018`, `20/0472018`): thin slashes read as the 7 or 1 they resemble.
    static let slashedAsDigits = try! NSRegularExpression(
        pattern: #"(?<![0-9])[0-9]{2}([/71])[0-9]{2}([/71])(?:19|20)[0-9]{2}(?![0-9])"#)

    /// `text` with the slashes of a date read as digits (``slashedAsDigits``) put back,
    /// character for character, and the offsets of the characters changed. Both
    /// separators of one date are one glyph: either one is a real slash, or the two
    /// digits are the same.
    static func repairSlashes(_ text: String) -> (String, [Int]) {
        guard text.contains(where: { $0 == "7" || $0 == "1" }) else { return (text, []) }
        var characters = Array(text)
        var repaired: [Int] = []
        for match in slashedAsDigits.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let first = Range(match.range(at: 1), in: text), let second = Range(match.range(at: 2), in: text) else { continue }
            let offsets = [first, second].map { text.distance(from: text.startIndex, to: $0.lowerBound) }
            let glyphs = offsets.map { characters[$0] }
            guard glyphs != ["/", "/"], glyphs.contains("/") || glyphs[0] == glyphs[1] else { continue }
            for offset in offsets where characters[offset] != "/" {
                characters[offset] = "/"
                repaired.append(offset)
            }
        }
        return (String(characters), repaired)
    }

    /// Every time of day (`14:05`, `2:05 PM`, `14:05:33`) in `text`.
    public static func times(in text: String) -> [TimeMatch] {
        let tokens = tokenize(repairDigits(text))
        var matches: [TimeMatch] = []
        var index = 0
        while index + 2 < tokens.count {
            let h = tokens[index]
            let colon = tokens[index + 1]
            let m = tokens[index + 2]
            defer { index += 1 }
            guard h.kind == .number, colon.text == ":", m.kind == .number, (1...2).contains(h.text.count),
                m.text.count == 2, var hour = Int(h.text), let minute = Int(m.text), hour < 24, minute < 60
            else { continue }
            // Not the tail of a longer number (a date or a phone number).
            if index > 0, tokens[index - 1].text == ":" || tokens[index - 1].kind == .number { continue }
            var end = m.end
            var rest = index + 3
            if rest + 1 < tokens.count, tokens[rest].text == ":", tokens[rest + 1].kind == .number, tokens[rest + 1].text.count == 2 {
                end = tokens[rest + 1].end
                rest += 2
            }
            var look = rest
            if look < tokens.count, tokens[look].kind == .space { look += 1 }
            if look < tokens.count, tokens[look].kind == .word {
                let suffix = tokens[look].text.lowercased()
                if suffix == "pm" || suffix == "p" {
                    if hour < 12 { hour += 12 }
                    end = tokens[look].end
                } else if suffix == "am" || suffix == "a" {
                    if hour == 12 { hour = 0 }
                    end = tokens[look].end
                }
            }
            let source = Array(text)
            let slice = String(source[h.start..<min(end, source.count)])
            matches.append(TimeMatch(text: slice, hour: hour, minute: minute))
        }
        return matches
    }

    // MARK: - Patterns

    private static func match(at start: Int, in tokens: [Token], text: String) -> (DateMatch, Int)? {
        let token = tokens[start]
        // A date does not start in the middle of a longer number or word.
        if start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == token.kind { return nil }
            if token.kind == .number, previous.kind == .separator, ".,".contains(previous.text),
                start > 1, tokens[start - 2].kind == .number
            {
                return nil
            }
        }
        switch token.kind {
        case .number:
            return numericDate(at: start, in: tokens, text: text) ?? dayMonthName(at: start, in: tokens, text: text)
                ?? compactDate(at: start, in: tokens, text: text)
        case .word:
            return monthNameFirst(at: start, in: tokens, text: text)
        default:
            return nil
        }
    }

    /// Reads `tokens[index]` as a separator between date parts: one of `/ - . ,` or `'`,
    /// optionally with spaces around; returns the index after it.
    private static func separator(
        after index: Int, in tokens: [Token], allowSpace: Bool, allowNone: Bool = false, marks: String = "/-.,'´’`"
    ) -> (Int, String)? {
        var i = index
        var sawSpace = false
        if i < tokens.count, tokens[i].kind == .space {
            sawSpace = true
            i += 1
        }
        if i < tokens.count, tokens[i].kind == .separator, marks.contains(tokens[i].text) {
            let mark = tokens[i].text
            i += 1
            if i < tokens.count, tokens[i].kind == .space { i += 1 }
            return (i, mark)
        }
        if sawSpace && allowSpace { return (i, " ") }
        if !sawSpace && allowNone { return (i, "") }
        return nil
    }

    private static func endsCleanly(_ index: Int, in tokens: [Token], last: Token) -> Bool {
        guard index < tokens.count else { return true }
        let next = tokens[index]
        if next.kind == last.kind { return false }
        // `12/03/2018.5` or `12/03/20181` are not dates.
        if next.kind == .separator, "/-".contains(next.text), index + 1 < tokens.count, tokens[index + 1].kind == .number {
            return false
        }
        return true
    }

    private static func year(from text: String) -> Int? {
        guard let value = Int(text) else { return nil }
        switch text.count {
        // `95` is 1995: no receipt dates from 2090 on, and some from the 1990s survive.
        case 2: return value >= 90 ? 1900 + value : 2000 + value
        case 4: return (1990...2099).contains(value) ? value : nil
        default: return nil
        }
    }

    private static func make(
        _ tokens: [Token], from start: Int, to endIndex: Int, text: String,
        dayFirst: CalendarDate?, monthFirst: CalendarDate?, style: DateMatch.Style
    ) -> (DateMatch, Int)? {
        guard dayFirst != nil || monthFirst != nil else { return nil }
        let lower = tokens[start].start
        let upper = tokens[endIndex - 1].end
        let characters = Array(text)
        let slice = String(characters[lower..<upper])
        return (DateMatch(text: slice, range: lower..<upper, dayFirst: dayFirst, monthFirst: monthFirst, style: style), endIndex)
    }

    /// `dd/mm/yyyy`, `mm-dd-yy`, `yyyy-mm-dd`, `d.m.yy`.
    private static func numericDate(at start: Int, in tokens: [Token], text: String) -> (DateMatch, Int)? {
        let a = tokens[start]
        guard let (i1, s1) = separator(after: start + 1, in: tokens, allowSpace: false), s1 != ",", s1 != "'",
            i1 < tokens.count, tokens[i1].kind == .number
        else { return nil }
        let b = tokens[i1]
        guard let (i2, s2) = separator(after: i1 + 1, in: tokens, allowSpace: false), s2 != ",",
            i2 < tokens.count, tokens[i2].kind == .number
        else { return nil }
        let c = tokens[i2]
        // The two separators match, except the `'` some prints put before a short year.
        guard s1 == s2 || s2 == "'" else { return nil }
        guard endsCleanly(i2 + 1, in: tokens, last: c) else { return nil }
        guard let av = Int(a.text), let bv = Int(b.text) else { return nil }
        if a.text.count == 4 {
            guard let y = year(from: a.text), (1...2).contains(b.text.count), (1...2).contains(c.text.count),
                let cv = Int(c.text)
            else { return nil }
            return make(
                tokens, from: start, to: i2 + 1, text: text,
                dayFirst: CalendarDate(year: y, month: bv, day: cv), monthFirst: nil, style: .yearFirst)
        }
        guard (1...2).contains(a.text.count), (1...2).contains(b.text.count) else { return nil }
        if let y = year(from: c.text), CalendarDate(year: y, month: bv, day: av) != nil || CalendarDate(year: y, month: av, day: bv) != nil {
            return make(
                tokens, from: start, to: i2 + 1, text: text,
                dayFirst: CalendarDate(year: y, month: bv, day: av),
                monthFirst: CalendarDate(year: y, month: av, day: bv), style: .numeric)
        }
        // No date as read: small, dotted or bitmap print reads its 0 as 6, 8 or 9
        // (`64-63-2024`, `83/82/24`, `04-03-2824`), and a 1 with a long flag as a 4 or
        // 7 (`41/05/2018`). Where a part cannot be, that digit is taken for the one it
        // resembles, and the match says it was repaired.
        let zeros = [zeroed(a.text), zeroed(b.text), zeroedYear(c.text)]
        let ones = [oned(a.text), oned(b.text), nil]
        // A 1 is repaired alone: one part, and no 0 beside it (`93/72/2014` is too far
        // from any reading to guess at).
        let repairsOne = zeros.allSatisfy { $0 == nil } && ones.compactMap { $0 }.count == 1
        let parts = repairsOne ? ones : zeros
        guard parts.contains(where: { $0 != nil }), let ar = Int(parts[0] ?? a.text), let br = Int(parts[1] ?? b.text),
            let y = year(from: parts[2] ?? c.text)
        else { return nil }
        guard
            var found = make(
                tokens, from: start, to: i2 + 1, text: text,
                dayFirst: CalendarDate(year: y, month: br, day: ar),
                monthFirst: CalendarDate(year: y, month: ar, day: br), style: .numeric)
        else { return nil }
        // Printed tight (`83/82/24`), as dates are, and not the tail of a longer chain of
        // numbers: `65. 65.11` and `65.11.00` in `05.65.65.11.00` are a phone number.
        let characters = Array(text)
        func chained<S: Sequence<Character>>(_ side: S) -> Bool {
            let rest = Array(side.drop { $0 == " " }.prefix(2))
            return rest.count == 2 && "./-".contains(rest[0]) && rest[1].isNumber
        }
        if found.0.text.contains(" ") || chained(characters[..<found.0.range.lowerBound].reversed())
            || chained(characters[found.0.range.upperBound...])
        {
            return nil
        }
        if !repairsOne {
            found.0.readForZero = Set(
                [
                    zeros[0].flatMap { _ in a.text.first }, zeros[1].flatMap { _ in b.text.first },
                    zeros[2].flatMap { _ in c.text.dropFirst().first },
                ].compactMap { $0 })
        }
        found.0.onesRepaired = repairsOne
        return found
    }

    /// Digits OCR reads for the 1 of a print whose 1 has a long flag.
    static let oneLookalikes: Set<Character> = ["4", "7"]

    /// A two-digit day or month that cannot be either (over 31), its first digit one
    /// that a 1 is misread as: with the 1 (`41` → `11`); `nil` otherwise.
    static func oned(_ part: String) -> String? {
        guard part.count == 2, let value = Int(part), value > 31, let first = part.first, oneLookalikes.contains(first) else { return nil }
        return "1" + String(part.dropFirst())
    }

    /// A four-digit year that has not yet come, its tens digit a 4, the 1 it
    /// resembles misread: with the 1 (`2044` → `2014`); `nil` when the year is not
    /// such a misread or the repaired year is still to come. (A 7 there could as well
    /// be a 1 as a 2: no guess.)
    public static func onedYear(_ year: Int, before latest: Int) -> Int? {
        guard (2040...2049).contains(year), year > latest else { return nil }
        let repaired = year - 30
        return repaired <= latest ? repaired : nil
    }

    /// Digits OCR reads for the 0 of small or dotted print.
    static let zeroLookalikes: Set<Character> = ["6", "8", "9"]

    /// A two-digit day or month that cannot be either (over 31), its first digit one
    /// that a 0 is misread as: with the 0 (`64` → `04`); `nil` otherwise.
    static func zeroed(_ part: String) -> String? {
        guard part.count == 2, let value = Int(part), value > 31, let first = part.first, zeroLookalikes.contains(first) else { return nil }
        return "0" + String(part.dropFirst())
    }

    /// A four-digit year out of range whose second digit is a misread 0 (`2824` → `2024`).
    static func zeroedYear(_ part: String) -> String? {
        let digits = Array(part)
        guard digits.count == 4, year(from: part) == nil, digits[0] == "2", zeroLookalikes.contains(digits[1]) else { return nil }
        return "20" + String(digits[2...])
    }

    /// `04 MAR 2018`, `14/JUN/2017`, `27Mar2017`, `23Nov17`, `21NOV´15`, `28-Jun-2015`.
    private static func dayMonthName(at start: Int, in tokens: [Token], text: String) -> (DateMatch, Int)? {
        let d = tokens[start]
        guard (1...2).contains(d.text.count), let day = Int(d.text) else { return nil }
        guard let (i1, _) = separator(after: start + 1, in: tokens, allowSpace: true, allowNone: true),
            i1 < tokens.count, tokens[i1].kind == .word
        else { return nil }
        let misread = misreadMonth(tokens[i1].text)
        guard let month = months[tokens[i1].text.lowercased()] ?? misread else { return nil }
        // The apostrophe before a short year read as a double quote (`21Dec"16`).
        guard let (i2, mark) = separator(after: i1 + 1, in: tokens, allowSpace: true, allowNone: true, marks: "/-.,'´’`\"“”"),
            i2 < tokens.count, tokens[i2].kind == .number, !"\"“”".contains(mark) || tokens[i2].text.count == 2,
            let (y, zero) = spelledYear(tokens[i2].text)
        else { return nil }
        guard endsCleanly(i2 + 1, in: tokens, last: tokens[i2]) else { return nil }
        // A misread month is taken only where the rest is unmistakably a date: a year
        // of four digits, one after a quote (`12 War’ 18`), or one with the time printed
        // after it (`12 War 18 8:54`, the quote lost), not `3 Nar 18` of a till list.
        if misread != nil, tokens[i2].text.count != 4, !"'´’`\"“”".contains(mark), !timeFollows(i2 + 1, in: tokens) { return nil }
        let date = CalendarDate(year: y, month: month, day: day)
        return make(tokens, from: start, to: i2 + 1, text: text, dayFirst: date, monthFirst: nil, style: .monthName)
            .map { zeroRepaired($0, zero) }
            .map { found in
                var found = found
                if misread != nil { found.0.monthMisread = tokens[i1].text }
                return found
            }
    }

    /// Whether a time (`8:54`) follows `index`, after a space.
    private static func timeFollows(_ index: Int, in tokens: [Token]) -> Bool {
        var i = index
        guard i < tokens.count, tokens[i].kind == .space else { return false }
        i += 1
        guard i + 2 < tokens.count, tokens[i].kind == .number, (1...2).contains(tokens[i].text.count),
            tokens[i + 1].text == ":", tokens[i + 2].kind == .number, tokens[i + 2].text.count == 2
        else { return false }
        return true
    }

    /// Letters OCR reads for one another in a month's name: `W` for `M`, `D` for `O`.
    static let monthLetterConfusions: Set<Set<Character>> = [["W", "M"], ["N", "M"], ["D", "O"], ["Q", "O"], ["C", "G"]]

    /// The month a three-letter word names with one letter misread (`War` → March),
    /// when it is one confusable letter from exactly one month's abbreviation and no
    /// word of its own; `nil` otherwise.
    static func misreadMonth(_ word: String) -> Int? {
        let upper = Array(word.uppercased())
        guard upper.count == 3, months[word.lowercased()] == nil, word.first?.isUppercase == true else { return nil }
        let near = CalendarDate.monthAbbreviations.enumerated().filter { _, name in
            let differing = zip(upper, name.uppercased()).filter { $0 != $1 }
            return differing.count == 1 && monthLetterConfusions.contains([differing[0].0, differing[0].1])
        }
        return near.count == 1 ? near[0].offset + 1 : nil
    }

    /// The year of a date whose month is spelled out, and the digit taken for its 0 when
    /// it could only be read so (`Mar 04 2824`: a dotted 0 read as 8).
    private static func spelledYear(_ text: String) -> (Int, Character?)? {
        if let y = year(from: text) { return (y, nil) }
        guard let zeroed = zeroedYear(text), let y = year(from: zeroed) else { return nil }
        return (y, Array(text)[1])
    }

    private static func zeroRepaired(_ found: (DateMatch, Int), _ zero: Character?) -> (DateMatch, Int) {
        guard let zero else { return found }
        var found = found
        found.0.readForZero = [zero]
        return found
    }

    /// `Mar 4, 2018`, `March 04 2018`, `Jul03'12`, `Feb11.2012`, `ThuAug09,2012`.
    private static func monthNameFirst(at start: Int, in tokens: [Token], text: String) -> (DateMatch, Int)? {
        var word = tokens[start].text.lowercased()
        // A weekday glued to the month (`ThuAug`), as some labels and prints have it.
        for weekday in weekdays where word.count > weekday.count && word.hasPrefix(weekday) {
            let rest = String(word.dropFirst(weekday.count))
            if months[rest] != nil {
                word = rest
                break
            }
        }
        guard let month = months[word] else { return nil }
        guard let (i1, _) = separator(after: start + 1, in: tokens, allowSpace: true, allowNone: true),
            i1 < tokens.count, tokens[i1].kind == .number, (1...2).contains(tokens[i1].text.count),
            let day = Int(tokens[i1].text)
        else { return nil }
        // Ordinal suffix: `Mar 4th, 2018`.
        var after = i1 + 1
        if after < tokens.count, tokens[after].kind == .word, ["st", "nd", "rd", "th"].contains(tokens[after].text.lowercased()) {
            after += 1
        }
        guard let (i2, _) = separator(after: after, in: tokens, allowSpace: true),
            i2 < tokens.count, tokens[i2].kind == .number, let (y, zero) = spelledYear(tokens[i2].text)
        else { return nil }
        guard endsCleanly(i2 + 1, in: tokens, last: tokens[i2]) else { return nil }
        let date = CalendarDate(year: y, month: month, day: day)
        return make(tokens, from: start, to: i2 + 1, text: text, dayFirst: date, monthFirst: nil, style: .monthName)
            .map { zeroRepaired($0, zero) }
    }

    /// `20180304` or `25032018`: eight digits that form a valid year-first or day-first date.
    private static func compactDate(at start: Int, in tokens: [Token], text: String) -> (DateMatch, Int)? {
        let token = tokens[start]
        guard token.text.count == 8, endsCleanly(start + 1, in: tokens, last: token) else { return nil }
        let digits = Array(token.text)
        func number(_ range: Range<Int>) -> Int? { Int(String(digits[range])) }
        // Year first (`20180304`), else day first (`25032018`).
        if let y = number(0..<4), (1990...2099).contains(y), let m = number(4..<6), let d = number(6..<8),
            let date = CalendarDate(year: y, month: m, day: d)
        {
            return make(tokens, from: start, to: start + 1, text: text, dayFirst: date, monthFirst: nil, style: .compact)
        }
        guard let d = number(0..<2), let m = number(2..<4), let y = number(4..<8), (1990...2099).contains(y) else { return nil }
        return make(
            tokens, from: start, to: start + 1, text: text,
            dayFirst: CalendarDate(year: y, month: m, day: d), monthFirst: nil, style: .compact)
    }
}
