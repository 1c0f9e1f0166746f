/// An amount printed on a receipt, as parsed from one or a few adjacent words.
public struct ParsedAmount: Sendable, Equatable {
    public var amount: Amount
    /// ISO code of a currency printed with it (`USD` for `$`, `MYR` for `RM`, …).
    public var currency: String?
    /// Whether the print has decimals (`7.00`), as nearly every receipt amount does.
    public var hasDecimals: Bool
    /// Whether an OCR confusion inside the number was repaired (`1O.5O` → `10.50`).
    public var repaired: Bool

    public init(amount: Amount, currency: String? = nil, hasDecimals: Bool = true, repaired: Bool = false) {
        self.amount = amount
        self.currency = currency
        self.hasDecimals = hasDecimals
        self.repaired = repaired
    }
}

/// Parses amounts the way they are printed on receipts and misread by OCR.
///
/// Accepts currency marks and codes (`$ 7.00`, `RM7.00`, `€`, `£`, `EUR`),
/// thousands separators, decimal commas, negative and credit forms (`-2.00`,
/// `2.00-`, `(2.00)`), and the usual OCR confusions inside a number (`O`→`0`,
/// `l`/`I`→`1`, `S`→`5`, `B`→`8`) — but only where digits dominate, so words
/// stay words. Amounts without decimals are accepted only with a currency mark.
public enum AmountParser {
    /// Currency marks and codes, longest first, with their ISO codes.
    static let currencyMarks: [(mark: String, code: String)] = [
        ("US$", "USD"), ("USD", "USD"), ("S$", "SGD"), ("SGD", "SGD"), ("RM", "MYR"), ("MYR", "MYR"),
        ("EUR", "EUR"), ("GBP", "GBP"), ("AED", "AED"), ("CAD", "CAD"), ("AUD", "AUD"), ("CHF", "CHF"),
        ("HK$", "HKD"), ("A$", "AUD"), ("C$", "CAD"), ("R$", "BRL"), ("Rp", "IDR"), ("$", "USD"),
        ("€", "EUR"), ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("Kč", "CZK"), ("zł", "PLN"),
        // `RM` as thermal print and OCR often garble it, accepted only glued to a number.
        ("RN", "MYR"), ("RH", "MYR"), ("RY", "MYR"),
    ]

    /// Parses one word (or a few words joined without spaces); `nil` when it is not an amount.
    public static func parse(_ word: some StringProtocol) -> ParsedAmount? {
        var text = withoutMarks(word)
        // A full stop or comma after complete decimals is punctuation: `12.30,` `12.30.`
        if let last = text.last, ",.".contains(last), text.count >= 4 {
            let body = text.dropLast()
            if body.count >= 3, body[body.index(body.endIndex, offsetBy: -3)] == "." || body[body.index(body.endIndex, offsetBy: -3)] == ",",
                body.suffix(2).allSatisfy(\.isNumber)
            {
                text = body
            }
        }
        guard !text.isEmpty, text.count <= 24 else { return nil }

        var negative = false
        if text.hasPrefix("("), text.hasSuffix(")"), text.count > 2 {
            negative = true
            text = text.dropFirst().dropLast()
        }
        if text.hasPrefix("-") || text.hasPrefix("−") {
            negative = true
            text = text.dropFirst()
        } else if text.hasSuffix("-") {
            negative = true
            text = text.dropLast()
        }
        if text.uppercased().hasSuffix("CR"), text.count > 3, let before = text.dropLast(2).last, before.isNumber {
            negative = true
            text = text.dropLast(2)
        }

        var currency: String?
        for (mark, code) in currencyMarks {
            if text.count > mark.count, text.uppercased().hasPrefix(mark.uppercased()) {
                currency = code
                text = text.dropFirst(mark.count)
                break
            }
            if text.count > mark.count, text.uppercased().hasSuffix(mark.uppercased()) {
                currency = code
                text = text.dropLast(mark.count)
                break
            }
        }
        if !negative, text.hasPrefix("-") {
            negative = true
            text = text.dropFirst()
        }
        guard !text.isEmpty else { return nil }

        guard let (number, repaired) = repairConfusions(text) else { return nil }
        guard let (cents, hasDecimals) = parseNumber(number) else { return nil }
        if !hasDecimals, currency == nil { return nil }
        return ParsedAmount(
            amount: Amount(cents: negative ? -cents : cents), currency: currency,
            hasDecimals: hasDecimals, repaired: repaired)
    }

    /// A whole amount printed without decimals or a currency mark (`1108`, `12312`): two
    /// to seven digits and nothing else. Only where the page prints its prices so (see
    /// `PageAnalysis.printsWholeAmounts`): elsewhere such a number is a count, a code or a
    /// total whose point OCR lost. A thousands separator is not taken (`887.009` is
    /// `887.00` with a speck read as a digit as often as it is 887,009).
    public static func parseWhole(_ word: some StringProtocol) -> ParsedAmount? {
        let text = withoutMarks(word)
        guard (2...7).contains(text.count), text.allSatisfy(\.isNumber), let whole = Int(text), whole >= 10 else { return nil }
        return ParsedAmount(amount: Amount(cents: whole * 100), hasDecimals: false)
    }

    /// The word without the punctuation OCR or the printer puts around a number.
    static func withoutMarks(_ word: some StringProtocol) -> Substring {
        var text = Substring(word).trimmingPrefix(while: { ":=*#'\"`~|[{".contains($0) })
        while let last = text.last, ":=*'\"`~|;/]}_".contains(last) { text = text.dropLast() }
        return text
    }

    /// Maps letters OCR confuses with digits, when the word is mostly digits already.
    /// Returns `nil` when the word holds anything that cannot be part of a number.
    static func repairConfusions(_ text: Substring) -> (String, Bool)? {
        var out = ""
        var digits = 0
        var repairs = 0
        var text = text
        // A dotted 0 read as `@` before the decimals (`@,58`): a number cannot start
        // with its separator, so the mark can only be the 0.
        if text.count >= 4, text.first == "@", let second = text.dropFirst().first, ",.".contains(second) {
            out = "0"
            repairs = 1
            text = text.dropFirst()
        }
        for character in text {
            switch character {
            case "0"..."9":
                digits += 1
                out.append(character)
            case ".", ",":
                out.append(character)
            case "O", "o", "D", "Q":
                repairs += 1
                out.append("0")
            case "l", "I", "|", "i", "!":
                repairs += 1
                out.append("1")
            case "S", "s":
                repairs += 1
                out.append("5")
            case "B":
                repairs += 1
                out.append("8")
            case "Z", "z":
                repairs += 1
                out.append("2")
            default:
                return nil
            }
        }
        // A decimal point read twice (`RM50..00`): one dot, before the last two digits.
        let characters = Array(out)
        if characters.count >= 5, ",.".contains(characters[characters.count - 3]),
            ",.".contains(characters[characters.count - 4]), characters.suffix(2).allSatisfy(\.isNumber)
        {
            out.remove(at: out.index(out.endIndex, offsetBy: -4))
            repairs += 1
        }
        // A repaired number must still be mostly real digits: "SOLD" or "OIL" are words.
        guard digits > 0, repairs * 2 <= digits, repairs <= 2 else { return nil }
        return (out, repairs > 0)
    }

    /// Parses digits with separators: `1,234.56`, `1.234,56`, `12,50`, `12.50`, `1234`.
    /// Returns the value in cents and whether decimals were printed.
    static func parseNumber(_ text: String) -> (Int, Bool)? {
        let characters = Array(text)
        guard let first = characters.first, first.isNumber else { return nil }
        guard let last = characters.last, last.isNumber else { return nil }
        // Find the decimal separator: the last separator when exactly two digits follow it.
        var decimalIndex: Int?
        if characters.count >= 4, characters[characters.count - 3] == "." || characters[characters.count - 3] == "," {
            decimalIndex = characters.count - 3
        }
        let integerPart = decimalIndex.map { Array(characters[..<$0]) } ?? characters
        let separators = integerPart.filter { $0 == "." || $0 == "," }
        if !separators.isEmpty {
            // Thousands separators: one kind, different from the decimal one, groups of three.
            guard Set(separators).count == 1 else { return nil }
            if let decimalIndex, characters[decimalIndex] == separators[0] { return nil }
            let groups = integerPart.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
            guard let head = groups.first, (1...3).contains(head.count),
                groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { return nil }
        }
        let integerDigits = integerPart.filter(\.isNumber)
        guard !integerDigits.isEmpty, integerDigits.count <= 9, let whole = Int(String(integerDigits)) else { return nil }
        guard let decimalIndex else { return (whole * 100, false) }
        let fraction = characters[(decimalIndex + 1)...]
        guard let cents = Int(String(fraction)) else { return nil }
        return (whole * 100 + cents, true)
    }
}
