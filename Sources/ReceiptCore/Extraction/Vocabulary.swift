/// The words receipts use, grouped by what they mean for extraction.
///
/// Phrases are matched against a row's label text after folding (upper case,
/// punctuation to spaces), word by word, tolerating one OCR slip in words of five
/// letters or more (`TOTAI`, `SUBT0TAL`).
public enum LabelKind: String, Sendable, Codable, CaseIterable {
    /// The amount actually charged to a card or account: the strongest evidence of the total.
    case payment
    /// An explicit total: `TOTAL`, `GRAND TOTAL`, `AMOUNT DUE`, …
    case total
    /// A total after rounding to the nearest 5 cents: the amount actually paid in cash.
    case roundedTotal
    case subtotal
    case tax
    case tip
    /// A service charge added to the bill (`SERV. CHARGE (10%)`): part of the total,
    /// neither a card charge nor change.
    case serviceCharge
    case rounding
    /// Cash handed over (`CASH`, `TENDERED`): more than the total when change is given.
    case cashTendered
    case change
    /// Savings, discounts, points and loyalty figures: never the total.
    case savings
    /// Counts of items or quantities.
    case quantity
    /// A total that explicitly excludes tax.
    case excludingTax
    /// Date labels (`DATE`, `TARIKH`, `DATUM`).
    case date
    /// Dates that are not the purchase date (`EXP`, `BEST BEFORE`, `VALID UNTIL`).
    case otherDate
}

enum Vocabulary {
    static let phrases: [(LabelKind, [String])] = [
        (
            .payment,
            [
                "VISA", "MASTERCARD", "MASTER CARD", "MASTER", "MC", "AMEX", "AMERICAN EXPRESS", "DISCOVER",
                "DEBIT", "DEBIT CARD", "CREDIT", "CREDIT CARD", "CARD", "CHARGE", "CHARGED", "AMOUNT PAID",
                "PAID", "TOTAL PAID", "PAYMENT", "EFTPOS", "NETS", "UNIONPAY", "JCB", "MAESTRO", "INTERAC",
                "APPLE PAY", "GOOGLE PAY", "CONTACTLESS", "BOOST", "GRABPAY", "E WALLET", "EWALLET",
                "PAID AMOUNT", "AMOUNT CHARGED", "CARD PAYMENT", "PURCHASE", "SALE AMOUNT",
            ]
        ),
        (
            .roundedTotal,
            [
                "ROUNDED TOTAL", "TOTAL ROUNDED", "ROUNDED", "NETT TOTAL", "NET TOTAL", "TOTAL PAYABLE",
                "TOTAL AMT PAYABLE", "AMOUNT PAYABLE", "NETT", "TOTAL AFTER ROUNDING", "GRAND TOTAL ROUNDED",
            ]
        ),
        (
            .total,
            [
                "TOTAL", "GRAND TOTAL", "AMOUNT DUE", "BALANCE DUE", "TOTAL DUE", "TOTAL AMOUNT", "TOTAL AMT",
                "TOTAL SALES", "TOTAL SALE", "AMOUNT", "AMT", "BALANCE", "TO PAY", "PAYABLE", "JUMLAH",
                "JUMLAH BESAR", "SUMME", "GESAMT", "GESAMTBETRAG", "TOTAL TTC", "TOTALE", "IMPORTE", "BETRAG",
                "TOTAL INCL", "TOTAL INCLUSIVE", "TOTAL INC", "TOTAL RM", "NET AMOUNT", "NETT AMOUNT",
                "TOTAL EUR", "TOTAL USD", "ORDER TOTAL", "INVOICE TOTAL", "BILL TOTAL", "TOTAL BILL",
            ]
        ),
        (
            .subtotal,
            [
                "SUBTOTAL", "SUB TOTAL", "SUB TTL", "SUBTTL", "SUB-TOTAL", "TOTAL BEFORE TAX", "ITEM TOTAL",
                "ZWISCHENSUMME", "SOUS TOTAL", "TOTAL EXCL", "TOTAL EXCLUDING", "TOTAL EXCLUSIVE",
                "TOTAL BEFORE GST", "NET TOTAL EXCL",
            ]
        ),
        (
            .tax,
            [
                "TAX", "GST", "VAT", "SST", "SALES TAX", "HST", "PST", "QST", "MWST", "TVA", "IVA", "STATE TAX",
                // India's central, state, integrated and union-territory GST.
                "CGST", "SGST", "IGST", "UTGST",
                "TOTAL TAX", "TOTAL GST", "GST PAYABLE", "TAX AMOUNT", "TAX AMT", "SERVICE TAX", "CITY TAX",
            ]
        ),
        (.tip, ["TIP", "TIPS", "GRATUITY", "TIP AMOUNT", "POURBOIRE", "TRINKGELD", "PROPINA"]),
        (.serviceCharge, ["SERVICE CHARGE", "SERV CHARGE", "SVC CHARGE", "SERVICE CHG", "SERV CHG", "SVC CHG", "SERVICE FEE"]),
        (
            .rounding,
            [
                "ROUNDING", "ROUNDING ADJ", "ROUNDING ADJUSTMENT", "ROUND ADJ", "ROUNDING ADJUST", "ADJ",
                "ADJUSTMENT", "RND ADJ", "ROUND",
            ]
        ),
        (
            .cashTendered,
            [
                "CASH", "TENDERED", "CASH TENDERED", "TENDER", "RECEIVED", "CASH RECEIVED", "AMOUNT TENDERED",
                "AMOUNT RECEIVED", "TUNAI", "ESPECES", "CONTANTI", "CONTANTE", "EFECTIVO", "GEGEBEN",
            ]
        ),
        (
            .change,
            [
                "CHANGE", "CHANGE DUE", "CHANGE AMOUNT", "BAKI", "RUECKGELD", "RÜCKGELD", "CAMBIO", "RENDU", "RESTO",
                "VUELTO", "VUELTA",
            ]
        ),
        (
            .savings,
            [
                "SAVINGS", "SAVING", "SAVED", "YOU SAVED", "TOTAL SAVINGS", "SAVE", "DISCOUNT", "DISC",
                "POINTS", "POINT", "PTS", "LOYALTY", "REWARDS", "REWARD", "MEMBER SAVINGS", "VOUCHER",
                "COUPON", "ANNUAL SAVINGS", "YEAR TO DATE", "BONUS", "CASHBACK", "REBATE", "PROMO",
            ]
        ),
        (
            .quantity,
            [
                "QTY", "QUANTITY", "ITEMS", "ITEM", "ITEM COUNT", "NO OF ITEMS", "TOTAL QTY", "TOTAL ITEMS",
                "PCS", "UNITS", "COUNT", "ITEM S",
            ]
        ),
        (
            .excludingTax,
            [
                "EXCL", "EXCLUDING", "EXCLUDED", "EXCLUSIVE", "BEFORE TAX", "BEFORE GST", "W O GST", "WITHOUT",
                "OHNE MWST", "HT", "SANS TVA", "SIN IVA", "ILMA KM",
                // Net of a tax is before it (`Nett of Tax: RM31.98` over `GST @ 6%: RM1.92`).
                "NET OF TAX", "NETT OF TAX", "NET OF GST", "NETT OF GST", "NET OF VAT",
                // The amount a tax is charged on (`TAXABLE AMOUNT RM50.57`, `Total ex tax`,
                // `Gross Amount : 40.00` over its GST): a tax base, not what was paid.
                "TAXABLE", "TAXABLE AMOUNT", "EX TAX", "EX GST", "EX VAT", "GROSS AMOUNT",
            ]
        ),
        (.date, ["DATE", "TARIKH", "DATUM", "FECHA", "DT", "DATE TIME", "INVOICE DATE", "BILL DATE", "TRANS DATE"]),
        (
            .otherDate,
            [
                "EXP", "EXPIRY", "EXPIRES", "EXPIRE", "EXP DATE", "BEST BEFORE", "USE BY", "VALID", "VALID UNTIL",
                "VALID TILL", "DUE DATE", "DUE", "BB", "BIRTHDAY", "DOB", "SINCE", "MEMBER SINCE", "RETURN BY",
                "RETURNS", "RETURN", "UNTIL", "BEFORE", "DELIVERY",
            ]
        ),
    ]

    /// The single words of every total phrase (`TOTAL`, `GRAND`, `DUE`, …).
    static let totalWords: Set<String> = Set(
        phrases.filter { $0.0 == .total }.flatMap { $0.1.flatMap { $0.split(separator: " ").map(String.init) } })

    /// Folds text for matching: upper case, letters and digits kept, everything else a space.
    static func fold(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.uppercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether `word` is `keyword`, allowing one OCR slip in longer words.
    static func matches(_ word: String, _ keyword: String) -> Bool {
        matches(word, length: word.count, Keyword(keyword))
    }

    /// A vocabulary word with its length, counted once, and its place in `keywordList`
    /// (`-1` for a word from outside the vocabulary, which ``kinds(in:)`` never sees).
    struct Keyword {
        var text: String
        var length: Int
        var id: Int
        init(_ text: String, id: Int = -1) {
            self.text = text
            self.length = text.count
            self.id = id
        }
    }

    /// Every single word of every phrase, in a fixed order, for `Keyword.id`.
    static let keywordList: [String] = keywords.sorted()
    static let keywordIDs: [String: Int] = Dictionary(uniqueKeysWithValues: keywordList.enumerated().map { ($1, $0) })

    static func matches(_ word: String, length: Int, _ keyword: Keyword) -> Bool {
        if word == keyword.text { return true }
        guard keyword.length >= 5, abs(length - keyword.length) <= 1 else { return false }
        // A word printed as another vocabulary word is that word, not a slip:
        // `CHARGE` is no misread `CHANGE`.
        return !keywords.contains(word) && !otherWords.contains(word) && EditDistance.atMost(1, word, keyword.text)
    }

    /// Words one letter from a vocabulary word that are words of their own, not slips:
    /// French, Italian and Spanish for "free" (`article gratuit`) beside `GRATUITY`.
    static let otherWords: Set<String> = ["GRATUIT", "GRATUITE", "GRATUITO", "GRATUITA"]

    /// Every single word of every phrase.
    static let keywords: Set<String> = Set(phrases.flatMap { $0.1.flatMap { $0.split(separator: " ").map(String.init) } })

    /// `phrases` split into words once: every row and segment of every page is
    /// matched against all of them, and splitting them on each call cost more than
    /// the matching.
    static let phraseWords: [(LabelKind, [[Keyword]])] = phrases.map { kind, phrases in
        (kind, phrases.map { $0.split(separator: " ").map { Keyword(String($0), id: keywordIDs[String($0)]!) } })
    }

    /// The label kinds whose phrases occur in `words`, each with where its first match starts.
    ///
    /// - Complexity: O(*w* × *p*) for *w* words and *p* phrase words in the vocabulary.
    static func kinds(in words: [String]) -> [LabelKind: Int] {
        var found: [LabelKind: Int] = [:]
        guard !words.isEmpty else { return found }
        let lengths = words.map(\.count)
        // Each word is matched against each keyword at most once, however many phrases
        // share the keyword: 0 not yet asked, 1 no, 2 yes.
        var known = [UInt8](repeating: 0, count: keywordList.count * words.count)
        func match(_ index: Int, _ keyword: Keyword) -> Bool {
            let slot = keyword.id * words.count + index
            if known[slot] == 0 { known[slot] = matches(words[index], length: lengths[index], keyword) ? 2 : 1 }
            return known[slot] == 2
        }
        for (kind, phrases) in phraseWords {
            for parts in phrases {
                guard parts.count <= words.count else { continue }
                for start in 0...(words.count - parts.count) {
                    if parts.indices.allSatisfy({ match(start + $0, parts[$0]) }) {
                        found[kind] = min(found[kind] ?? Int.max, start)
                        break
                    }
                }
            }
        }
        return found
    }
}
