/// Chooses the merchant's name.
///
/// Favours large text near the top and names carrying a legal form (`SDN BHD`,
/// `LTD`, `INC`, `GMBH`); rejects rows that are addresses, phone numbers, URLs,
/// e-mail, tax or registration numbers, dates, receipt numbers, greetings and
/// slogans; joins a name printed over two rows; then cleans spacing and stray
/// punctuation.
struct MerchantField {
    let analysis: PageAnalysis

    static let legalForms: Set<String> = [
        "BHD", "SDN", "LTD", "LIMITED", "INC", "LLC", "CORP", "CORPORATION", "GMBH", "PLC", "PTY", "SRL", "SARL",
        "LLP", "AG", "KG", "BV", "NV", "AB", "OY", "SPA", "SA", "CO", "COMPANY", "ENTERPRISE", "ENTERPRISES",
        "TRADING", "BERHAD", "PERNIAGAAN", "INCORPORATED",
    ]
    static let businessWords: Set<String> = [
        "RESTAURANT", "RESTORAN", "CAFE", "COFFEE", "STORE", "STORES", "MART", "MARKET", "SUPERMARKET",
        "HYPERMARKET", "HARDWARE", "STATIONERY", "BAKERY", "PHARMACY", "BOOKS", "BOOK", "KEDAI", "DINER",
        "GRILL", "BAR", "PIZZA", "SHOP", "BISTRO", "KITCHEN", "FOODS", "FOOD", "TRADING", "MOTOR", "STATION",
        "HOTEL", "PUB", "DELI", "BURGER", "SUSHI", "TAVERN", "GROCER", "GROCERY", "PHARMA", "ELECTRICAL",
    ]
    static let addressWords: Set<String> = [
        "JALAN", "JLN", "JL", "ROAD", "RD", "STREET", "ST", "AVENUE", "AVE", "LORONG", "TAMAN", "LOT", "BLVD",
        "BOULEVARD", "SUITE", "STE", "FLOOR", "FLR", "BANDAR", "KAWASAN", "PERINDUSTRIAN", "SEKSYEN", "PERSIARAN",
        "HIGHWAY", "HWY", "LANE", "LN", "DRIVE", "DR", "PKWY", "PARKWAY", "BLOCK", "BLK", "UNIT", "NO", "LEVEL",
        "SELANGOR", "JOHOR", "KUALA", "LUMPUR", "MALAYSIA", "PUCHONG", "EHSAN", "DARUL", "USA", "STRASSE",
        "STR", "RUE", "VIA", "CALLE", "PLACE", "PL", "SQUARE", "SQ", "COURT", "CT", "WAY", "TERRACE",
    ]
    static let rejectWords: Set<String> = [
        // Contact and registration.
        "TEL", "TELEPHONE", "PHONE", "FAX", "HP", "MOBILE", "EMAIL", "WWW", "HTTP", "HTTPS", "COM",
        "GST", "REG", "ROC", "SST", "VAT", "ABN", "TIN", "NPWP", "UEN", "NIF", "CIF", "REGISTRATION",
        // Receipt bookkeeping.
        "INVOICE", "RECEIPT", "BILL", "TABLE", "CASHIER", "ORDER", "TRANS", "TRANSACTION", "SLIP", "SERVER",
        "TERMINAL", "POS", "REF", "DOC", "CHECK", "COPY", "DUPLICATE", "ORIGINAL", "MEMBER", "CUSTOMER", "GUEST",
        "OPERATOR", "STAFF", "COUNTER", "QTY", "DESCRIPTION", "PRICE", "DATE", "TIME", "PAX",
        // Greetings and slogans.
        "WELCOME", "THANK", "THANKS", "PLEASE", "AGAIN", "ENJOY", "VISIT", "HAVE", "NICE", "DAY", "FRESH",
        "EVERY", "QUALITY", "BEST", "SINCE", "OPEN", "HOURS", "DAILY", "SAVE", "MORE", "LOW", "PRICES",
    ]

    struct Scored {
        var rows: [AnalyzedRow]
        var text: String
        var score: Double
        var why: [String]
    }

    func merchant() -> (field: Field?, reason: String?) {
        let rows = analysis.rows
        guard !rows.isEmpty else { return (nil, "no text on the page") }
        let window = min(rows.count, max(8, rows.count / 3))
        let typical = Double(analysis.typicalRowHeight)
        var scored: [Scored] = []
        var rejected: [Candidate] = []
        for row in rows[..<window] {
            if let why = rejection(of: row) {
                if row.index < 6, row.row.words.contains(where: { $0.text.count > 2 }) {
                    rejected.append(Candidate(value: row.text, text: row.text, box: row.row.box, row: row.text, rule: "merchant", score: 0, lost: why))
                }
                continue
            }
            let words = row.labelWords
            var score = 1.0 - Double(row.index) / Double(window)
            var why: [String] = ["row \(row.index) from the top"]
            let size = Double(row.row.height) / max(typical, 1)
            if size > 1.15 {
                score += min(size - 1, 1) * 0.8
                why.append(String(format: "text %.1f× the body size", size))
            }
            if words.contains(where: Self.legalForms.contains) {
                score += 0.7
                why.append("carries a legal form")
            } else if words.contains(where: Self.businessWords.contains) {
                score += 0.3
                why.append("names a kind of business")
            }
            score += 0.3 * row.row.confidence / 100
            let letters = row.text.filter(\.isLetter).count
            if letters < 4 { score -= 0.6 }
            let junk = row.text.filter { !$0.isLetter && !$0.isNumber && $0 != " " && !"&'.-()@,".contains($0) }.count
            score -= Double(junk) * 0.15
            scored.append(Scored(rows: [row], text: row.text, score: score, why: why))
        }
        guard var best = scored.max(by: { $0.score < $1.score }) else {
            return (nil, "no name-like row near the top")
        }
        // A legal form on a row of its own (`SDN. BHD.`) finishes the name above it.
        if let row = best.rows.last, rows.indices.contains(row.index + 1) {
            let next = rows[row.index + 1]
            if !next.labelWords.isEmpty, next.labelWords.allSatisfy(Self.legalForms.contains), next.amounts.isEmpty {
                best.rows.append(next)
                best.text += " " + next.text
                best.why.append("joined with the legal form on the next row")
            }
        }
        for other in scored.sorted(by: { $0.score > $1.score }) where other.rows.first?.index != best.rows.first?.index {
            rejected.append(
                Candidate(
                    value: Self.clean(other.text), text: other.text, box: other.rows.first?.row.box, row: other.text,
                    rule: "merchant", score: other.score, lost: "scored lower"))
        }
        let value = Self.clean(best.text)
        guard value.count >= 2 else { return (nil, "the best row has no usable name") }
        let confidence = min(0.85, max(0.1, 0.35 + 0.25 * (best.score - 1)))
        return (
            Field(
                value: value, text: best.text, box: Box.union(of: best.rows.map(\.row.box)),
                row: best.rows.map(\.text).joined(separator: " / "), confidence: confidence,
                rule: best.why.contains("carries a legal form") ? "legal-name-near-top" : "largest-text-near-top",
                reason: best.why.joined(separator: ", "), rejected: Array(rejected.prefix(8))),
            nil
        )
    }

    /// Why a row cannot be the merchant's name, or `nil` when it can.
    func rejection(of row: AnalyzedRow) -> String? {
        let words = row.labelWords
        let text = row.text
        let letters = text.filter(\.isLetter).count
        let digits = text.filter(\.isNumber).count
        if letters < 2 { return "no letters" }
        if !row.amounts.isEmpty { return "holds an amount" }
        if !row.dates.isEmpty || !row.times.isEmpty { return "a date or time" }
        if text.contains("@") || text.lowercased().contains("www") || text.lowercased().contains(".com") {
            return "a web or e-mail address"
        }
        if let word = words.first(where: Self.rejectWords.contains) {
            return "'\(word)' marks contact, bookkeeping or a greeting"
        }
        if digits * 2 > letters { return "mostly digits" }
        let hasNumber = words.contains { $0.contains(where: \.isNumber) }
        if let word = words.first(where: Self.addressWords.contains), hasNumber || words.count <= 4 || word.count > 4 {
            return "an address ('\(word)')"
        }
        if words.contains(where: { $0.count == 5 && $0.allSatisfy(\.isNumber) }) { return "a postcode" }
        if text.hasSuffix("!") { return "a slogan" }
        return nil
    }

    /// Normalises a printed name: label prefixes, registration numbers and stray
    /// punctuation removed, spacing collapsed.
    static func clean(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        // `Owned by: NAME SDN BHD` — keep the part after a label colon when it holds the legal name.
        if let colon = words.firstIndex(where: { $0.hasSuffix(":") }), colon < words.count - 1 {
            let rest = Vocabulary.fold(words[(colon + 1)...].joined(separator: " "))
            if rest.contains(where: legalForms.contains) { words = Array(words[(colon + 1)...]) }
        }
        // A registration number after the legal form: `SDN BHD (162761-M)`.
        if let last = words.lastIndex(where: { legalForms.contains(Vocabulary.fold($0).first ?? "") }), last < words.count - 1 {
            let tail = words[(last + 1)...]
            if tail.allSatisfy({ $0.contains(where: \.isNumber) || $0.count <= 2 }) { words = Array(words[...last]) }
        }
        let stray = Set("|~_*=<>`'\"“”‘’^;:,.-#»«•·")
        while let first = words.first, first.allSatisfy({ stray.contains($0) || (!$0.isLetter && first.count == 1) }) {
            words.removeFirst()
        }
        while let last = words.last, last.allSatisfy({ stray.contains($0) }) { words.removeLast() }
        var joined = words.joined(separator: " ")
        while let first = joined.first, "|~_*=<>`\"“”‘’^;:,-#»«•·".contains(first) { joined.removeFirst() }
        while let last = joined.last, "|~_*=<>`\"“”‘’^;:,-#»«•·".contains(last) { joined.removeLast() }
        return joined.trimmingCharacters(in: .whitespaces)
    }
}

import Foundation
