/// What a receipt says about the shop that printed it, in a form that survives misreading:
/// the header's words, its phone numbers, registration and tax numbers and web addresses,
/// and how it printed its total, its date and its currency.
///
/// A scan records it (`"shop"` in the scan line) and grading copies it into the ledger
/// beside the grades, so the household's memory (`HouseholdMemory`) can recognise the shop
/// on its next receipt. It holds no amounts, items or card numbers: only what every
/// receipt from the shop prints the same way, and the proposals it was graded against.
public struct ShopPrint: Sendable, Codable, Equatable {
    /// The header's words (the rows above the first amount, at most `headerRows`), folded
    /// as the catalog folds names (`MerchantCatalog.key`), each once, in reading order.
    public var header: [String]
    /// Phone and fax numbers: their digits, 7 to 13 of them.
    public var phones: [String]
    /// Registration and tax numbers (`GST ID 000306020352`, `(1110644-V)`), folded.
    public var numbers: [String]
    /// Web and mail addresses, lower case.
    public var web: [String]
    /// The total's label words as proposed (`TOTAL`, `NETT TOTAL`, `GRAND TOTAL RM`).
    public var totalLabel: String?
    /// The total as proposed: a later grade of it says whether the label was the right one.
    public var total: String?
    /// The date as proposed, and the order its numbers were printed in: `day-first`,
    /// `month-first` or `year-first` (`nil` when the print cannot tell, as `03/03/2024`).
    public var date: String?
    public var dateOrder: String?
    /// The currency as proposed (ISO code).
    public var currency: String?

    public init(
        header: [String] = [], phones: [String] = [], numbers: [String] = [], web: [String] = [], totalLabel: String? = nil,
        total: String? = nil, date: String? = nil, dateOrder: String? = nil, currency: String? = nil
    ) {
        self.header = header
        self.phones = phones
        self.numbers = numbers
        self.web = web
        self.totalLabel = totalLabel
        self.total = total
        self.date = date
        self.dateOrder = dateOrder
        self.currency = currency
    }

    /// How many rows from the top can be the header.
    public static let headerRows = 12
    /// At most this many header words are kept.
    public static let headerWords = 40

    /// The print of a page as read, with the fields proposed for it.
    public init(analysis: PageAnalysis, extraction: Extraction) {
        self.init()
        let rows = analysis.rows
        let firstAmount = rows.firstIndex { !$0.amounts.isEmpty } ?? rows.count
        let headerEnd = min(max(firstAmount, min(4, rows.count)), Self.headerRows, rows.count)
        var seen = Set<String>()
        // Words, not numbers: an invoice number, a date or a time changes from receipt to receipt.
        for row in rows[..<headerEnd] where row.dates.isEmpty && row.times.isEmpty {
            for word in row.row.words where word.text.filter(\.isNumber).count * 2 < word.text.count {
                let key = MerchantCatalog.key(word.text)
                guard key.count >= 3, key.contains(where: \.isLetter), seen.insert(key).inserted else { continue }
                header.append(key)
            }
        }
        header = Array(header.prefix(Self.headerWords))
        // Numbers may sit anywhere near the top, and a phone line often under the first amount.
        let numbered = rows.prefix(max(headerEnd, Self.headerRows + 4))
        for row in numbered {
            let text = row.row.text
            let words = Set(Vocabulary.fold(text))
            if !words.isDisjoint(with: Self.contactWords) {
                for digits in Self.digitRuns(in: text) where (7...13).contains(digits.count) && !phones.contains(digits) {
                    phones.append(digits)
                }
            }
            let registered = !words.isDisjoint(with: Self.registrationWords)
            for word in row.row.words {
                let lower = word.text.lowercased().trimmingCharacters(in: .punctuationCharacters)
                if lower.contains("www.") || lower.contains("@") || lower.hasSuffix(".com") || lower.hasSuffix(".my"),
                    lower.count >= 6, !web.contains(lower)
                {
                    web.append(lower)
                }
                let key = word.text.uppercased().filter { $0.isLetter || $0.isNumber }
                let digits = key.filter(\.isNumber).count
                // `1110644-V` beside a legal name, or any long number on a GST or REG row.
                let suffixed = digits >= 5 && word.text.contains("-") && key.last?.isLetter == true && key.count <= digits + 2
                guard (registered && digits >= 6) || suffixed, !phones.contains(key), !numbers.contains(key) else { continue }
                numbers.append(key)
            }
        }
        if let total = extraction[.total] {
            self.total = total.value
            let label = Vocabulary.fold(total.row ?? "").filter { word in
                word.count >= 2 && word.allSatisfy(\.isLetter)
            }
            totalLabel = label.isEmpty ? nil : label.joined(separator: " ")
        }
        if let date = extraction[.date] {
            self.date = date.value
            dateOrder = Self.order(printed: date.text, value: date.value)
        }
        currency = extraction[.currency]?.value
    }

    static let contactWords: Set<String> = ["TEL", "TELEPHONE", "PHONE", "FAX", "HP", "MOBILE", "PH", "TELP", "T"]
    static let registrationWords: Set<String> = [
        "GST", "REG", "ROC", "SST", "VAT", "ABN", "TIN", "UEN", "NPWP", "BRN", "COMPANY", "CO", "TAX",
    ]

    /// The runs of digits in `text`, with the separators phone numbers are printed with
    /// (`03-9130 2672`, `(03) 5523 1234`, `+60 3-2141`) joined into one run.
    static func digitRuns(in text: String) -> [String] {
        var runs: [String] = []
        var current = ""
        var pendingSeparator = false
        for character in text {
            if character.isASCII, character.isNumber {
                current.append(character)
                pendingSeparator = false
            } else if !current.isEmpty, !pendingSeparator, "-() +./".contains(character) {
                pendingSeparator = character != ")" && character != "("
                if character == "(" || character == ")" { continue }
            } else {
                if !current.isEmpty { runs.append(current) }
                current = ""
                pendingSeparator = false
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// The order a date's numbers were printed in, from the printed text and the value read
    /// from it (`YYYY-MM-DD`); `nil` when the text does not tell (a month name, a day that
    /// is also the month).
    static func order(printed: String, value: String) -> String? {
        let parts = value.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        let numbers = digitGroups(printed)
        guard numbers.count >= 3 else { return nil }
        let (first, second) = (numbers[0], numbers[1])
        if first == year || first == year % 100, numbers[0] > 31 || String(first).count == 4 { return "year-first" }
        guard day != month else { return nil }
        if first == day, second == month { return "day-first" }
        if first == month, second == day { return "month-first" }
        return nil
    }

    private static func digitGroups(_ text: String) -> [Int] {
        var groups: [Int] = []
        var current = ""
        for character in text {
            if character.isASCII, character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                groups.append(Int(current) ?? -1)
                current = ""
            }
        }
        if !current.isEmpty { groups.append(Int(current) ?? -1) }
        return groups
    }
}
