/// Chooses the merchant's name.
///
/// Favours large text near the top and names carrying a legal form (`SDN BHD`,
/// `LTD`, `INC`, `GMBH`); rejects rows that are addresses, phone numbers, URLs,
/// e-mail, tax or registration numbers, dates, receipt numbers, greetings and
/// slogans; joins a name printed over two rows; then cleans spacing and stray
/// punctuation.
struct MerchantField {
    let analysis: PageAnalysis
    var catalog = MerchantCatalog()

    static let legalForms: Set<String> = [
        "BHD", "SDN", "LTD", "LIMITED", "INC", "LLC", "CORP", "CORPORATION", "GMBH", "PLC", "PTY", "SRL", "SARL",
        "LLP", "CO", "COMPANY", "ENTERPRISE", "ENTERPRISES", "PVT",
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
        "SELANGOR", "JOHOR", "KUALA", "LUMPUR", "MALAYSIA", "PUCHONG", "EHSAN", "DARUL", "USA", "STRASSE", "TMN",
        "STR", "RUE", "VIA", "CALLE", "PLACE", "PL", "SQUARE", "SQ", "COURT", "CT", "WAY", "TERRACE", "MALL",
        // Streets and squares in the other languages receipts come printed in:
        // Spanish (`CL`, `AVDA`), Catalan, Italian, French, German, Dutch.
        "CL", "AVDA", "AVENIDA", "PASEO", "CARRER", "PIAZZA", "PIAZZALE", "CORSO", "VIALE", "LARGO",
        "CHAUSSEE", "PLATZ", "ALLEE", "GASSE", "WEG", "RING", "STRAAT", "PLEIN",
    ]
    static let rejectWords: Set<String> = Set<String>([
        // Contact and registration.
        "TEL", "TELEPHONE", "PHONE", "FAX", "HP", "MOBILE", "EMAIL", "WWW", "HTTP", "HTTPS", "COM",
        "GST", "REG", "ROC", "SST", "VAT", "ABN", "TIN", "NPWP", "UEN", "NIF", "CIF", "REGISTRATION",
        // Receipt bookkeeping.
        "INVOICE", "RECEIPT", "BILL", "TABLE", "CASHIER", "CASH", "SALES", "SALE", "TAX", "ORDER", "TRANS", "TRANSACTION", "SLIP", "SERVER",
        "TERMINAL", "POS", "REF", "DOC", "CHECK", "COPY", "DUPLICATE", "ORIGINAL", "MEMBER", "CUSTOMER", "GUEST",
        "OPERATOR", "STAFF", "COUNTER", "QTY", "DESCRIPTION", "PRICE", "DATE", "TIME", "PAX", "AMOUNT", "AMT", "ITEM", "ITEMS",
        "NUMBER", "CODE", "VALIDATION", "SURVEY", "VALID", "PARTICIPATING", "EXPIRES", "MANAGER", "PAYMENT", "SETTLED", "DINE", "EAT", "TAKEAWAY", "LUNCH", "DINNER", "BREAKFAST",
        "FACTURA", "SIMPLIFICADA", "TICKET", "MESA", "NUMERO", "KASSE", "BELEG", "QUITTUNG", "RECU", "REPRINT",
        // Footer policy lines.
        "GOODS", "SOLD", "RETURNABLE", "REFUND", "REFUNDABLE", "EXCHANGE", "EXCHANGEABLE", "POLICY",
    ]).union(sloganWords)
    static let sloganWords: Set<String> = [
        "WELCOME", "THANK", "THANKS", "PLEASE", "AGAIN", "ENJOY", "VISIT", "HAVE", "NICE", "DAY", "FRESH",
        "EVERY", "QUALITY", "BEST", "SINCE", "OPEN", "HOURS", "DAILY", "SAVE", "MORE", "LOW", "PRICES",
        // Offers: `GET A FREE McCHICKEN`, `WIN A TRIP`.
        "GET", "WIN",
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
        let thanked = thankedName()
        // Every row of the window rejected (a coupon or survey printed above the shop's
        // name): the header goes on down to the first row with an amount or a date.
        var rejections = rows[..<window].map(reject)
        if window < rows.count, rejections.allSatisfy({ $0 != nil }) {
            let body = rows[window...].first { !$0.amounts.isEmpty || !$0.dates.isEmpty }?.index ?? window
            rejections += rows[window..<body].map(reject)
        }
        // An address runs on over its rows: a row between two address rows is one of
        // them however it reads (`LOT 485 TMN LEMBAH KERAMAT` / `JEN ULU KELANG` /
        // `54200 KUALA LUMPUR`).
        for index in rejections.indices.dropFirst().dropLast() where rejections[index] == nil {
            if rejections[index - 1]?.isAddress == true, rejections[index + 1]?.isAddress == true {
                rejections[index] = "between two address rows"
            }
        }
        for (row, rejection) in zip(rows, rejections) {
            if let why = rejection?.reason {
                if row.index < 6, row.row.words.contains(where: { $0.text.count > 2 }) {
                    rejected.append(Candidate(value: row.text, text: row.text, box: row.row.box, row: row.text, rule: "merchant", score: 0, lost: why))
                }
                continue
            }
            let welcome = Self.welcomed(row)
            let words = welcome.map(Vocabulary.fold) ?? row.labelWords
            var score = 1.0 - Double(row.index) / Double(window)
            var why: [String] = ["row \(row.index) from the top"]
            if welcome != nil { why.append("the name after 'welcome to'") }
            let size = Double(row.row.height) / max(typical, 1)
            if size > 1.15 {
                score += min(size - 1, 1) * 0.8
                why.append(String(format: "text %.1f× the body size", size))
            }
            if Self.hasLegalForm(row), !words.allSatisfy(Self.legalForms.contains) {
                // The registered name is the merchant of record, even under a larger logo.
                score += 1.3
                why.append("carries a legal form")
            } else if words.contains(where: Self.businessWords.contains) || Self.isCashAndCarry(row.text) {
                score += 0.3
                why.append("names a kind of business")
            }
            // `RESTAURANT` alone says what kind of place, not which one.
            if !words.isEmpty, words.allSatisfy({ Self.businessWords.contains($0) || Self.legalForms.contains($0) }) {
                score -= 0.6
                why.append("only a kind of business")
            }
            // Logos and artwork read as junk with low confidence.
            score += min(max((row.row.confidence - 70) / 30, -1.5), 0.5) * 0.6
            let letters = row.text.filter(\.isLetter).count
            if letters < 4 { score -= 0.6 }
            let realWords = row.row.words.filter { $0.text.filter(\.isLetter).count >= 3 }.count
            if realWords == 0 { score -= 0.8 }
            let unsure = row.row.words.filter { $0.confidence < 60 }.count
            if unsure * 2 > row.row.words.count {
                score -= 0.4
                why.append("most words read with low confidence")
            }
            if row.text.contains(", ") || row.text.hasSuffix(",") {
                score -= 0.5
                why.append("has commas, like an address")
            }
            let junk = row.text.filter { !$0.isLetter && !$0.isNumber && $0 != " " && !"&'.-()@,".contains($0) }.count
            score -= Double(junk) * 0.15
            if let thanked, row.index != thanked.row.index, Self.names(welcome ?? row.text, thanked.name) {
                score += 0.8
                why.append("named again in '\(thanked.row.text)'")
            }
            scored.append(Scored(rows: [row], text: welcome ?? row.text, score: score, why: why))
        }
        guard var best = scored.max(by: { $0.score < $1.score }) else {
            if let thanked { return (thankedField(thanked, beating: nil, rejected: rejected), nil) }
            // Nothing else near the top reads as a name: a first row named like a street
            // but printed without a number, surely read, is one (`ONE MILL STREET`).
            if let first = rows.prefix(2).first(where: { row in
                reject(row)?.streetWord != nil && !row.text.contains(where: \.isNumber)
                    && row.row.confidence >= 80 && Self.isUpperCase(row.text)
            }) {
                return (
                    Field(
                        value: Self.clean(first.text), text: first.text, box: first.row.box, row: first.text, confidence: 0.2,
                        rule: "street-like-name",
                        reason: "row \(first.index) from the top, named like a street but with no number, and no other row near the top reads as a name",
                        rejected: Array(rejected.prefix(8))),
                    nil
                )
            }
            if let web = webName() { return (webField(web, beating: nil, rejected: rejected), nil) }
            return (nil, "no name-like row near the top")
        }
        // A name printed over two rows: the legal form on the next row finishes it
        // (`S.H.H. MOTOR (SUNGAI RENGIT)` / `SDN. BHD.`), as does a kind of business in
        // the same type size (`QUILL & COMPASS` / `BOOKS`, `Vihar` / `Vegetarian
        // Restaurant`), or the row above, in the same type size, starts it
        // (`WESTERN EASTERN` / `STATIONERY SDN. BHD`).
        if let row = best.rows.last, rows.indices.contains(row.index + 1) {
            let next = rows[row.index + 1]
            let sameSize = abs(Double(next.row.height) / Double(max(row.row.height, 1)) - 1) <= 0.25
            let unclosed = Self.openBrackets(row.text) > 0
            if next.amounts.isEmpty, !next.labelWords.isEmpty,
                next.labelWords.allSatisfy(Self.legalForms.contains)
                    || (sameSize && next.labelWords.allSatisfy({ Self.legalForms.contains($0) || Self.businessWords.contains($0) }))
                    || (sameSize && next.labelWords.count <= 3 && next.labelWords.last.map(Self.businessWords.contains) == true
                        && !Self.hasLegalForm(row) && rejection(of: next) == nil)
                    || (!Self.hasLegalForm(row) && Self.hasLegalForm(next) && sameSize && rejection(of: next) == nil)
                    || (unclosed && next.text.contains(where: { ")}]".contains($0) }) && rejection(of: next) == nil)
            {
                best.rows.append(next)
                best.text += " " + next.text
                best.why.append("joined with the next row")
            }
        }
        // A name whose second row is printed smaller: a short row of words right under
        // it, centred with it, in its capitals or lack of them, without digits, read
        // surely (`SUDSY SUDS` / `CAR WASH & DETAIL`, `GASTROBAR EL` / `GALLO AZUL`).
        // Not under a registered name, which is whole; not a row of any kind the name
        // cannot be (an address, a phone, a slogan); an `&` between the rows says so below.
        if best.rows.count == 1, let row = best.rows.last, rows.indices.contains(row.index + 1) {
            let next = rows[row.index + 1]
            let gap = next.row.box.y0 - row.row.box.y1
            let centre = { (b: Box) in Double(b.x0 + b.x1) / 2 }
            let aligned = abs(centre(next.row.box) - centre(row.row.box)) <= Double(analysis.page.width) * 0.12
            let style = Self.isUpperCase(row.text) == Self.isUpperCase(next.text)
            let letters = next.text.filter(\.isLetter).count
            if next.amounts.isEmpty, next.dates.isEmpty, next.times.isEmpty, rejection(of: next) == nil, gap < row.row.height,
                !Self.hasLegalForm(row), !next.text.contains(where: \.isNumber), !next.text.hasPrefix("&"), !row.text.hasSuffix("&"),
                aligned, style, next.row.words.count <= 4, letters * 10 >= next.text.count * 7, next.row.confidence >= 70,
                next.row.height * 10 >= row.row.height * 5, next.row.height <= row.row.height + 2
            {
                best.rows.append(next)
                best.text += " " + next.text
                best.why.append("goes on in the smaller row below it")
            }
        }
        // A row holding nothing but a legal form or a kind of business (`SDN. BHD.`,
        // `RESTAURANT`) names no one: it ends the name on the row above.
        if best.rows.count == 1, let row = best.rows.first, row.index > 0, !row.labelWords.isEmpty,
            row.labelWords.allSatisfy({ Self.legalForms.contains($0) || Self.businessWords.contains($0) })
        {
            let above = rows[row.index - 1]
            if rejection(of: above) == nil, above.row.words.contains(where: { $0.confidence >= 60 }) {
                best.rows.insert(above, at: 0)
                best.text = above.text + " " + best.text
                best.why.append("'\(row.text)' ends the name on the row above")
            }
        }
        // A row that closes a bracket opened on the row above (`ENTERPRISE (SETIA` /
        // `ALAM) SDN BHD`) continues that row.
        if let row = best.rows.first, row.index > 0 {
            let above = rows[row.index - 1]
            if Self.openBrackets(row.text) < 0, Self.openBrackets(above.text) > 0, rejection(of: above) == nil {
                best.rows.insert(above, at: 0)
                best.text = above.text + " " + best.text
                best.why.append("continues the bracket opened on the row above")
            }
        }
        // A name that starts with its legal form (`ENTERPRISE (SETIA ALAM) SDN BHD`)
        // lost its beginning to the row above (`AIK HUAT HARDWARE`), however many rows it has.
        let headless = best.rows.first.map { Self.legalForms.contains($0.labelWords.first ?? "") } ?? false
        if best.rows.count == 1 || headless, let row = best.rows.first, Self.hasLegalForm(row), row.index > 0 {
            let above = rows[row.index - 1]
            // A name that cannot start where it does allows the looser measure a skewed
            // page's row heights need (`POPULAR BOOK` / `CO. (M) SDN BHD` read 111 and 79 px tall).
            let sameSize = abs(Double(above.row.height) / Double(max(row.row.height, 1)) - 1) <= (headless ? 0.45 : 0.2)
            let gap = row.row.box.y0 - above.row.box.y1
            if sameSize, gap < row.row.height, rejection(of: above) == nil, !Self.hasLegalForm(above),
                above.row.words.count <= 3, above.row.confidence >= 70,
                !row.text.contains(":"), Self.isUpperCase(above.text), Self.isUpperCase(row.text)
            {
                best.rows.insert(above, at: 0)
                best.text = above.text + " " + best.text
                best.why.append("joined with the row above")
            }
        }
        // A kind of business ending a name whose first words are the row above, in the
        // same type size and close (`GOLDEN LOTUS` / `NOODLE BAR`).
        if best.rows.count == 1, let row = best.rows.first, row.index > 0, !Self.hasLegalForm(row),
            let last = row.labelWords.last, Self.businessWords.contains(last), row.labelWords.count <= 3
        {
            let above = rows[row.index - 1]
            let sameSize = abs(Double(above.row.height) / Double(max(row.row.height, 1)) - 1) <= 0.2
            let gap = row.row.box.y0 - above.row.box.y1
            if sameSize, gap < row.row.height, rejection(of: above) == nil, above.amounts.isEmpty,
                !above.labelWords.contains(where: Self.businessWords.contains), above.row.words.count <= 3,
                above.row.confidence >= 70, Self.isUpperCase(above.text), Self.isUpperCase(row.text)
            {
                best.rows.insert(above, at: 0)
                best.text = above.text + " " + best.text
                best.why.append("the name begins on the row above")
            }
        }
        // An ampersand between rows joins them, whatever the type size: a row starting
        // with one goes on from the row above (`IRONSIDE HARDWARE` / `& SUPPLY CO.`), a
        // row ending with one goes on in the row below.
        if let first = best.rows.first, first.index > 0, first.text.hasPrefix("&") {
            let above = rows[first.index - 1]
            if rejection(of: above) == nil, above.amounts.isEmpty {
                best.rows.insert(above, at: 0)
                best.text = above.text + " " + best.text
                best.why.append("'&' joins it to the row above")
            }
        }
        if let last = best.rows.last, rows.indices.contains(last.index + 1) {
            let next = rows[last.index + 1]
            if last.text.hasSuffix("&") || next.text.hasPrefix("&"), rejection(of: next) == nil, next.amounts.isEmpty {
                best.rows.append(next)
                best.text += " " + next.text
                best.why.append("'&' joins it to the row below")
            }
        }
        for other in scored.sorted(by: { $0.score > $1.score }) where other.rows.first?.index != best.rows.first?.index {
            rejected.append(
                Candidate(
                    value: Self.clean(other.text), text: other.text, box: other.rows.first?.row.box, row: other.text,
                    rule: "merchant", score: other.score, lost: "scored lower"))
        }
        if !catalog.isEmpty, let known = catalogMatch(best: best, scored: scored, window: window) {
            return (known, nil)
        }
        // A doubtful guess at the top gives way to the name the footer thanks the
        // customer for visiting, when no row near the top reads as that name.
        if let thanked, best.score < Self.doubtfulScore, !Self.names(best.text, thanked.name) {
            return (thankedField(thanked, beating: best, rejected: rejected), nil)
        }
        // Nothing near the top reads as a name at all (a logo read as junk): the
        // business's own web address names it, when the page prints one.
        if best.score < Self.junkScore, let web = webName(), !Self.names(best.text, web.name) {
            return (webField(web, beating: best, rejected: rejected), nil)
        }
        // Specks at the end of a row are specks wherever the name goes on after them
        // (`The Wild i` / `Restaurant`): each row of a name loses its own.
        if best.rows.count > 1, best.text == best.rows.map(\.text).joined(separator: " ") {
            // An `&` at a row's end is the name going on, no speck.
            best.text = best.rows.map { row in
                Self.withoutEdgeSpecks(row.text.split(separator: " ").map(String.init)) { Self.isSpeck($0) && !$0.contains("&") }
                    .joined(separator: " ")
            }.joined(separator: " ")
        }
        let (value, spellings) = Self.spellingNameWords(Self.clean(best.text))
        guard value.count >= 2 else { return (nil, "the best row has no usable name") }
        let confidence = min(0.85, max(0.1, 0.35 + 0.25 * (best.score - 1)))
        best.why += spellings
        return (
            Field(
                value: value, text: best.text, box: Box.union(of: best.rows.map(\.row.box)),
                row: best.rows.map(\.text).joined(separator: " / "), confidence: confidence,
                rule: best.why.contains("carries a legal form") ? "legal-name-near-top" : "largest-text-near-top",
                reason: best.why.joined(separator: ", "), rejected: Array(rejected.prefix(8))),
            nil
        )
    }

    /// The catalog name the page shows, when a name-like row near the top (alone or
    /// with the row below it) matches one: preferred to the best-scored row, because
    /// a confirmed name beats a guess.
    func catalogMatch(best: Scored, scored: [Scored], window: Int) -> Field? {
        let rows = analysis.rows
        var options: [(text: String, rows: [AnalyzedRow])] = [(best.text, best.rows)]
        for candidate in scored {
            guard let row = candidate.rows.first else { continue }
            options.append((row.text, [row]))
            if rows.indices.contains(row.index + 1), row.index + 1 < window {
                let next = rows[row.index + 1]
                options.append((row.text + " " + next.text, [row, next]))
            }
        }
        var found: (entry: MerchantCatalog.Entry, similarity: Double, text: String, rows: [AnalyzedRow])?
        for option in options {
            guard let (entry, similarity) = catalog.match(option.text) else { continue }
            if similarity > (found?.similarity ?? 0) { found = (entry, similarity, option.text, option.rows) }
        }
        guard let found else { return nil }
        let confidence = found.similarity >= 0.95 ? 0.95 : found.similarity >= 0.9 ? 0.88 : 0.75
        var rejected: [Candidate] = []
        if Self.clean(best.text) != found.entry.name {
            rejected.append(
                Candidate(
                    value: Self.clean(best.text), text: best.text, box: best.rows.first?.row.box, row: best.text,
                    rule: best.why.contains("carries a legal form") ? "legal-name-near-top" : "largest-text-near-top",
                    score: best.score, lost: "the catalog knows the name on the page"))
        }
        return Field(
            value: found.entry.name, text: found.text, box: Box.union(of: found.rows.map(\.row.box)),
            row: found.rows.map(\.text).joined(separator: " / "), confidence: confidence, rule: "catalog",
            reason: String(format: "read as '%@', which matches the catalog name (similarity %.2f, from %@)",
                found.text, found.similarity, found.entry.source),
            rejected: rejected)
    }

    /// The merchant with each word spelt as the page's other prints of the business's
    /// name spell it, one letter apart (`SANYO STATIONERY SHOP` over `SANYU SUPPLY SDN
    /// BHD` and `Sanyu.Stationery`): when they print it more often than the name does,
    /// or one read was unsure of the word and another print is sure. Those prints are
    /// registered names, thanks lines and web addresses, never items or slogans.
    /// `reads` are every whole read of the page; the evidence says which print decided.
    static func respelled(_ extraction: Extraction, reads: [PageAnalysis]) -> Extraction {
        guard var field = extraction[.merchant], field.rule != "catalog" else { return extraction }
        var extraction = extraction
        var changed: [String] = []
        func isWebAddress(_ text: String) -> Bool {
            let lower = text.lowercased()
            return ["www", ".com", "http", "facebook", "instagram"].contains { lower.contains($0) }
        }
        let value = field.value.split(separator: " ").map(String.init)
        guard value.contains(where: { $0.count >= 4 && $0.allSatisfy(\.isLetter) }) else { return extraction }
        // Per read, once: each row's folded words, and the rows that name the business
        // (cheapest test first: the legal form is the costly one).
        let folded = reads.map { read in read.rows.map { Set(Vocabulary.fold($0.text)) } }
        let naming = reads.map { read in
            read.rows.filter { row in
                row.amounts.isEmpty && (isWebAddress(row.text) || thankedName(in: row.row.words) != nil || hasLegalForm(row))
            }
        }
        let printed = reads.flatMap(\.rows).flatMap(\.row.words).map { ($0.text.uppercased().filter(\.isLetter), $0.confidence) }
        let words = value.map { text -> String in
            let key = text.uppercased()
            // A word of business names is spelt right already (`MART`, not `MAKT`).
            guard key.count >= 4, key.allSatisfy(\.isLetter), !nameVocabulary.contains(key) else { return text }
            // How surely the word was read where the name is printed, in the least sure read.
            guard let seen = printed.filter({ $0.0 == key }).map(\.1).min() else { return text }
            let ownPrints = folded.map { rows in rows.filter { $0.contains(key) }.count }.max() ?? 0
            var rivals: [String: (prints: Int, sure: Bool, row: AnalyzedRow)] = [:]
            for (read, rows) in naming.enumerated() {
                var prints: [String: (count: Int, sure: Bool, row: AnalyzedRow)] = [:]
                for row in rows where !folded[read][row.index].contains(key) {
                    for other in row.row.words {
                        for spelt in Vocabulary.fold(other.text) where spelt.count == key.count && spelt.allSatisfy(\.isLetter) {
                            guard zip(spelt, key).filter({ $0 != $1 }).count == 1 else { continue }
                            let sure = other.confidence >= 85 && other.confidence > seen + 10
                            let before = prints[spelt]
                            prints[spelt] = ((before?.count ?? 0) + 1, (before?.sure ?? false) || sure, before?.row ?? row)
                        }
                    }
                }
                for (spelt, print) in prints where print.count > (rivals[spelt]?.prints ?? 0) || (print.sure && rivals[spelt]?.sure != true) {
                    rivals[spelt] = (max(print.count, rivals[spelt]?.prints ?? 0), print.sure || rivals[spelt]?.sure == true, print.row)
                }
            }
            let decisive = rivals.filter { $0.value.sure || $0.value.prints > max(ownPrints, 1) }
            guard rivals.count == 1, let (spelt, rival) = decisive.first else { return text }
            let styled = text == key ? spelt : text == text.lowercased() ? spelt.lowercased() : spelt.prefix(1) + spelt.dropFirst().lowercased()
            let why = rival.sure
                ? String(format: "read with confidence %.0f", seen)
                : "printed so \(ownPrints) time\(ownPrints == 1 ? "" : "s"), against \(rival.prints)"
            changed.append("'\(text)' (\(why)) spelt '\(styled)' as the page prints it again on '\(rival.row.text)'")
            return styled
        }
        guard !changed.isEmpty else { return extraction }
        field.rejected.insert(
            Candidate(replaced: field, lost: "the page's other prints of the name spell a word of it otherwise"),
            at: 0)
        field.value = words.joined(separator: " ")
        field.reason += "; " + changed.joined(separator: "; ")
        extraction.fields[.merchant] = field
        return extraction
    }

    /// Below this score a top row is a guess (confidence under 0.5).
    static let doubtfulScore = 1.6

    /// Below this score the best top row is no name, only the least bad of what the
    /// top reads as (confidence 0.15 or less).
    static let junkScore = 0.2

    /// Top-level domains a receipt's web address ends in, and the second-level labels
    /// before a country's (`.com.au`, `.co.uk`).
    static let webDomains: Set<String> = [
        "com", "net", "org", "co", "de", "fr", "uk", "au", "my", "es", "it", "ca", "nl", "ee", "in", "sg", "at", "ch", "be", "ie", "us",
    ]

    /// Hosts that name someone else: mail, social networks, and survey sites that
    /// name a survey rather than the shop.
    static let foreignHosts = ["gmail", "hotmail", "yahoo", "outlook", "facebook", "instagram", "twitter", "survey", "feedback", "voice"]

    /// The business's name in a web address the page prints (`www.netto-online.de` →
    /// `NETTO`, `itsugar.com/ena` → `ITSUGAR`), with its row: the first such address.
    /// The address must say it is one (`www`, `http`, or its domain in lower case or
    /// `.com`: `Steuer-Nr.DE` is a tax number); words such as `online` or `shop` joined
    /// to the name by a hyphen are dropped.
    func webName() -> (name: String, row: AnalyzedRow)? {
        for row in analysis.rows {
            for word in row.row.words {
                let address = word.text.split(separator: "/").first { $0.contains(".") }.map(String.init) ?? ""
                let labels = address.split(whereSeparator: { $0 == "." || $0 == "," }).map(String.init)
                guard labels.count >= 2 else { continue }
                let lower = word.text.lowercased()
                guard let tld = labels.indices.dropFirst().first(where: { Self.webDomains.contains(labels[$0].lowercased()) }) else { continue }
                let said = lower.contains("www") || lower.contains("http") || labels[tld] == labels[tld].lowercased()
                    || labels[tld].lowercased() == "com"
                let stem = labels[tld - 1].lowercased()
                guard said, !Self.foreignHosts.contains(where: stem.contains) else { continue }
                let parts = stem.split(separator: "-").filter { !["online", "shop", "store", "stores", "www"].contains($0) }
                let name = parts.joined(separator: " ")
                guard name.filter(\.isLetter).count >= 3, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " }) else { continue }
                return (name.uppercased(), row)
            }
        }
        return nil
    }

    /// The web address's name as the merchant, beating a top row that reads as no name.
    func webField(_ web: (name: String, row: AnalyzedRow), beating best: Scored?, rejected: [Candidate]) -> Field {
        nameElsewhere(
            web.name, row: web.row, rule: "web-address-name", confidence: 0.3,
            reason: "nothing near the top reads as a name; the page's web address in '\(web.row.text)' names '\(web.name)'",
            beating: best, as: "reads as no name", unlike: "is not the name in the page's web address", rejected: rejected)
    }

    /// The name the page thanks the customer for visiting (`Thank you for shopping at
    /// Ross!`, `Thanks for visiting Subway.`, `Thank You for Visiting, PYT`), with its
    /// row: the last such line on the page.
    func thankedName() -> (name: String, row: AnalyzedRow)? {
        for row in analysis.rows.reversed() {
            if let name = Self.thankedName(in: row.row.words) { return (name, row) }
        }
        return nil
    }

    static let thanksVerbs: Set<String> = ["SHOPPING", "VISITING", "DINING", "CHOOSING"]
    static let notNames: Set<String> = ["US", "OUR", "STORE", "TODAY", "AGAIN", "WITH", "AT", "PLEASE", "COME", "YOUR", "BUSINESS"]

    /// The name after `Thank(s) (you) for shopping|visiting|dining|choosing (with us) (at)`
    /// in `words`, up to the end of its sentence; `nil` when the row thanks no one by name.
    static func thankedName(in words: [Word]) -> String? {
        let folded = words.map { Vocabulary.fold($0.text).joined() }
        // `Thank` opens the row, though worn print reads it `THANIC`.
        func isThanks(_ word: String) -> Bool {
            word == "THANK" || word == "THANKS" || (word.count >= 5 && EditDistance.atMost(2, word, "THANK"))
        }
        // Anywhere when read cleanly (specks may come first); a worn one opens the row.
        guard let thanks = folded.firstIndex(where: { $0 == "THANK" || $0 == "THANKS" }) ?? folded.prefix(2).firstIndex(where: isThanks)
        else { return nil }
        // `with us`, read `wth us` or `witn us` as often as not.
        func isFiller(_ word: String) -> Bool { ["US", "AT", "IN"].contains(word) || EditDistance.atMost(1, word, "WITH") }
        var index = thanks + 1
        if index < folded.count, folded[index] == "YOU" { index += 1 }
        if index + 1 < folded.count, folded[index] == "FOR", thanksVerbs.contains(folded[index + 1]) {
            index += 2
            while index < folded.count, isFiller(folded[index]) { index += 1 }
        } else if let at = folded[index...].firstIndex(of: "AT") {
            // The verb lost to the print (`THANIC Ql FOR: SHO2°T US AT STOP & SHOP.`): the name follows `at`.
            index = at + 1
        } else {
            return nil
        }
        guard index < words.count else { return nil }
        var name: [Word] = []
        for word in words[index...] {
            guard name.count < 4 else { return nil }
            if !Vocabulary.fold(word.text).isEmpty || word.text == "&" { name.append(word) }
            if word.text.hasSuffix("!") || word.text.hasSuffix(".") { break }
        }
        let nameWords = name.flatMap { Vocabulary.fold($0.text) }
        guard !nameWords.isEmpty, !nameWords.allSatisfy({ notNames.contains($0) || isFiller($0) }),
            name.contains(where: { $0.confidence >= 60 && $0.text.filter(\.isLetter).count >= 3 })
        else { return nil }
        let text = name.map(\.text).joined(separator: " ")
        return text.trimmingCharacters(in: CharacterSet(charactersIn: "!.,;:'\"*#~& "))
    }

    /// Whether printed text `text` is the name `name` (the same letters, or holding them).
    static func names(_ text: String, _ name: String) -> Bool {
        let (a, b) = (GradingRules.fold(text), GradingRules.fold(name))
        guard b.count >= 3 else { return false }
        return a.contains(b) || EditDistance.similarity(a, b) >= 0.8
    }

    /// The thanked name as the merchant, beating a doubtful guess near the top.
    func thankedField(_ thanked: (name: String, row: AnalyzedRow), beating best: Scored?, rejected: [Candidate]) -> Field {
        nameElsewhere(
            thanked.name, row: thanked.row, rule: "thanked-name", confidence: 0.45,
            reason: "the page thanks the customer for visiting '\(thanked.name)', and no row near the top reads as a surer name",
            beating: best, as: "a doubtful guess", unlike: "not the name the page thanks the customer for visiting",
            rejected: rejected)
    }

    /// A name printed away from the top (a thanks line, a web address) as the merchant;
    /// the top row it beat, if any, first among the rejected, `as` what it lost and `unlike` the name.
    func nameElsewhere(
        _ name: String, row: AnalyzedRow, rule: String, confidence: Double, reason: String,
        beating best: Scored?, as guess: String, unlike: String, rejected: [Candidate]
    ) -> Field {
        var rejected = rejected
        if let best {
            rejected.insert(
                Candidate(
                    value: Self.clean(best.text), text: best.text, box: best.rows.first?.row.box, row: best.text,
                    rule: "largest-text-near-top", score: best.score,
                    lost: "\(guess) (\(best.why.joined(separator: ", "))), and \(unlike)"),
                at: 0)
        }
        return Field(
            value: name, text: row.text, box: row.row.box, row: row.text, confidence: confidence, rule: rule,
            reason: reason, rejected: Array(rejected.prefix(8)))
    }

    /// Whether the row names a legal form: `SDN BHD`, `LTD`, `S/B`, `GMBH`, …
    static func hasLegalForm(_ row: AnalyzedRow) -> Bool {
        row.labelWords.contains { legalForms.contains($0) && $0 != "CO" } || row.text.uppercased().contains("S/B")
            || normaliseLegalForms(row.row.words.map(\.text)).contains { ["SDN", "S/B"].contains($0.uppercased()) }
            || isCompany(row.row.words.map(\.text)) || endsWithShortLegalForm(row.row.words.map(\.text))
    }

    /// Europe's two- and three-letter legal forms, too common as words to be one
    /// anywhere in a row: `AS`, `S.A.`, `S.L.`, `B.V.`, `AG`.
    static let shortLegalForms: Set<String> = ["AS", "AG", "SA", "SL", "SPA", "BV", "NV", "OY", "AB", "KG", "SAS", "SRO", "OU", "OÜ"]

    /// A name of at least two words ending in one of ``shortLegalForms``, in capitals
    /// (`Premier Restaurants Eesti AS`, `MERCADONA S.A.`), with no digits on the row.
    static func endsWithShortLegalForm(_ words: [String]) -> Bool {
        guard words.count >= 2, let last = words.last, !words.joined().contains(where: \.isNumber) else { return false }
        let letters = String(last.filter(\.isLetter))
        guard letters == letters.uppercased(), shortLegalForms.contains(letters.uppercased()) else { return false }
        return words.dropLast().contains { $0.filter(\.isLetter).count >= 3 }
    }

    /// Brackets `text` opens and leaves open (negative: closes ones opened before it).
    static func openBrackets(_ text: String) -> Int {
        // OCR reads a bracket as a brace or a square bracket as often as not (`{SETIA`).
        text.filter { "({[".contains($0) }.count - text.filter { ")}]".contains($0) }.count
    }

    /// `Co.`, `& CO`, `CO (M)`, `CO LTD`: a company; `Denver CO` is Colorado.
    static func isCompany(_ words: [String]) -> Bool {
        words.indices.contains { index in
            let word = words[index].uppercased()
            guard word == "CO" || word == "CO." || word == "CO," else { return false }
            let next = index + 1 < words.count ? words[index + 1].uppercased() : ""
            return word == "CO." || (index > 0 && words[index - 1] == "&") || next.hasPrefix("(")
                || legalForms.contains(Vocabulary.fold(next).first ?? "")
        }
    }

    /// `CASH & CARRY`, `CASH AND CARRY`, `CASH&CARRY`, `CASH CARRY`: a wholesaler's trade.
    static func isCashAndCarry(_ text: String) -> Bool {
        let squeezed = text.uppercased().filter { !$0.isWhitespace }
        // The `&` is small and often lost to the read (`FIVE STAR CASH CARRY`).
        return squeezed.contains("CASH&CARRY") || squeezed.contains("CASHANDCARRY") || squeezed.contains("CASHCARRY")
    }

    /// The words after a greeting that names the place (`Welcome to Chick-fil-A`), if the row is one.
    static func welcomed(_ row: AnalyzedRow) -> String? {
        let words = row.row.words.map(\.text)
        guard let start = words.firstIndex(where: { Vocabulary.fold($0) == ["WELCOME"] }), start <= 1,
            words.indices.contains(start + 2), Vocabulary.fold(words[start + 1]) == ["TO"]
        else { return nil }
        return words[(start + 2)...].joined(separator: " ")
    }

    /// Whether the row names a drive-in or drive-through, where `DRIVE` is no street.
    static func isDriveIn(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { $0 == "DRIVE" && ["IN", "THRU", "THROUGH"].contains($1) }
    }

    /// Words of a row that prints a phone or fax number (which a registered name may
    /// hold: `China Mobile Hong Kong Co. Ltd.`).
    static let contactWords: Set<String> = ["TEL", "TELEPHONE", "PHONE", "FAX", "HP", "MOBILE"]

    /// Why a row cannot be the merchant's name, or `nil` when it can.
    func rejection(of row: AnalyzedRow) -> String? {
        reject(row)?.reason
    }

    /// Why a row cannot be the merchant's name, and whether only a street word in it
    /// says so (what `street-like-name` looks for).
    struct Rejection: ExpressibleByStringInterpolation {
        var reason: String
        var streetWord: String?
        /// Whether the row is part of an address (a street, a postcode, a city and state).
        var isAddress = false

        init(stringLiteral reason: String) {
            self.reason = reason
        }

        init(address reason: String) {
            self.reason = reason
            isAddress = true
        }

        init(street word: String) {
            self.init(address: "an address ('\(word)')")
            streetWord = word
        }
    }

    private func reject(_ row: AnalyzedRow) -> Rejection? {
        let welcome = Self.welcomed(row)
        let legal = Self.hasLegalForm(row)
        let words = welcome.map(Vocabulary.fold) ?? row.labelWords
        let text = welcome ?? row.text
        let letters = text.filter(\.isLetter).count
        let digits = text.filter(\.isNumber).count
        if letters < 2 { return "no letters" }
        if !row.row.words.contains(where: { $0.confidence >= 60 && $0.text.filter(\.isLetter).count >= 3 }) {
            return "no word read with confidence"
        }
        if !row.amounts.isEmpty { return "holds an amount" }
        if !row.dates.isEmpty || !row.times.isEmpty { return "a date or time" }
        // An e-mail address has a name on both sides of its `@`; a lone `@` is a speck or a logo.
        let email = row.row.words.contains { word in
            guard let at = word.text.firstIndex(of: "@") else { return false }
            return word.text[..<at].contains(where: \.isLetter) && word.text[word.text.index(after: at)...].contains(where: \.isLetter)
        }
        if email || text.lowercased().contains("www") || text.lowercased().contains(".com") {
            return "a web or e-mail address"
        }
        // `COMPANY NO (814198-X)`, `Co. Reg. No.`: the registration number's label, no legal form.
        if let company = words.firstIndex(where: { $0 == "COMPANY" || $0 == "CO" }), company + 1 < words.count,
            ["NO", "REG", "REGISTRATION", "NUMBER"].contains(words[company + 1])
        {
            return "a registration number ('\(row.text)')"
        }
        // `CASH & CARRY` names a kind of wholesaler, not a payment; a registered name
        // without a number (`China Mobile Hong Kong Co. Ltd.`) is no telephone line.
        let cashAndCarry = Self.isCashAndCarry(text)
        let registeredName = legal && digits == 0
        // The name after `welcome to` is a name whatever its words (`BEST BUY`), as is
        // a short one naming a kind of business (`Fresh Foods`).
        let nameNotSlogan = welcome != nil || (words.count <= 3 && words.contains(where: Self.businessWords.contains))
        if let word = words.first(where: {
            Self.rejectWords.contains($0) && !(cashAndCarry && $0 == "CASH") && !(registeredName && Self.contactWords.contains($0))
                && !(nameNotSlogan && Self.sloganWords.contains($0))
        }) {
            return "'\(word)' marks contact, bookkeeping or a greeting"
        }
        // `At the MGM GRAND Hotel`: where the shop is, not what it is called.
        // Also behind a speck read as a lower-case word (`cove At the MGM GRAND Hotel`).
        let opening = row.row.words.prefix(2).map(\.text)
        let at = opening.first.map { Vocabulary.fold($0) == ["AT"] } == true
            || (opening.count == 2 && opening[0] == opening[0].lowercased() && Vocabulary.fold(opening[1]) == ["AT"])
        if welcome == nil, row.row.words.count >= 3, at {
            return "a location ('at …')"
        }
        // A registration number after a legal form (`99 SPEED MART S/B (519537-X)`) or a
        // store number (`Pizza Hut #744007`) is not part of the name: it does not make
        // the row a number.
        let storeNumbers = row.row.words.filter { $0.text.hasPrefix("#") }.map { $0.text.filter(\.isNumber).count }.reduce(0, +)
        let nameDigits = (legal ? Self.clean(text).filter(\.isNumber).count : digits) - storeNumbers
        if nameDigits * 2 > letters { return "mostly digits" }
        // `STATION: 02`, `NAME: 29`: a form's field and its value.
        if !legal, let first = row.row.words.first(where: { $0.text.contains(where: \.isLetter) }),
            first.text.hasSuffix(":"), digits > 0
        {
            return "a labelled field"
        }
        let hasNumber = words.contains { $0.contains(where: \.isNumber) }
        // A registered name may carry a place (`MR D.I.Y. (JOHOR) SDN BHD`), and a
        // business without a house number its street (`BOULEVARD STATION`, `EDWARDS
        // DRIVE IN`): not addresses.
        let business = !hasNumber && (words.contains(where: Self.businessWords.contains) || Self.isDriveIn(words))
        if !legal, !business, let word = words.first(where: Self.addressWords.contains) ?? words.first(where: Self.isMisreadAddressWord),
            hasNumber || words.count <= 4 || word.count > 4
        {
            return Rejection(street: word)
        }
        // `OMAHA, NE #1012`, `NEW YORK, NY`: a city, a comma and a US state's code.
        let printed = row.row.words.map(\.text)
        if !legal, let (city, state) = zip(printed, printed.dropFirst()).first(where: { city, state in
            city.hasSuffix(",") && city.contains(where: \.isLetter) && DateFields.usStates.contains(state.trimmingCharacters(in: .punctuationCharacters))
        }) {
            return Rejection(address: "an address (city and state '\(city) \(state)')")
        }
        // Five digits, not a store number (`McDonald's Restaurant #10249`).
        let postcode = row.row.words.contains { word in
            !word.text.hasPrefix("#") && Vocabulary.fold(word.text).contains { $0.count == 5 && $0.allSatisfy(\.isNumber) }
        }
        if welcome == nil ? postcode : words.contains(where: { $0.count == 5 && $0.allSatisfy(\.isNumber) }) { return Rejection(address: "a postcode") }
        // `14-15 Hoxton Market`, `50-01 NORTHERN BOULEVARD`: a range of house numbers.
        if !legal, let first = row.row.words.first?.text, row.row.words.count >= 2 {
            let parts = first.split(separator: "-", omittingEmptySubsequences: false)
            if parts.count == 2, parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isNumber) }) {
                return Rejection(address: "an address (house numbers '\(first)')")
            }
        }
        if let first = row.row.words.first?.text, first.prefix(while: \.isNumber).count >= 3, first.contains("-") {
            return "a branch or store number"
        }
        if text.hasSuffix("!") { return "a slogan" }
        return nil
    }

    /// Normalises a printed name: label prefixes, registration numbers and stray
    /// punctuation removed, spacing collapsed.
    static func clean(_ text: String) -> String {
        var words = text.split(separator: " ").map { singleInitials(repairLetters(String($0))) }
        words = normaliseLegalForms(words)
        // `Owned by: NAME SDN BHD` — keep the part after a label colon when it holds the legal name.
        if let colon = words.firstIndex(where: { $0.hasSuffix(":") }), colon < words.count - 1 {
            let rest = Vocabulary.fold(words[(colon + 1)...].joined(separator: " "))
            if rest.contains(where: legalForms.contains) { words = Array(words[(colon + 1)...]) }
        }
        // A registration number after the legal form: `SDN BHD (162761-M)`.
        if let last = words.lastIndex(where: { legalForms.contains(Vocabulary.fold($0).first ?? "") || $0.uppercased() == "S/B" }),
            last < words.count - 1
        {
            let tail = words[(last + 1)...]
            if tail.allSatisfy({ $0.contains(where: \.isNumber) || $0.count <= 2 || ($0.hasPrefix("(") && $0.hasSuffix(")")) }) {
                words = Array(words[...last])
            }
        }
        // A store or till number before the name (`#000002 BAIFU (M) Sdn Bhd`).
        if words.count > 1, let first = words.first, first.hasPrefix("#"), first.count > 1, first.dropFirst().allSatisfy(\.isNumber) {
            words.removeFirst()
        }
        // Specks read as a letter or two at either end (`ae TRI SHAAS`, `RESTAURANT a`).
        words = withoutEdgeSpecks(words)
        // A name in capitals flanked by short lower- or mixed-case fragments
        // (`Mw Po si EL CHICO MEXICAN RESTAURANT ee es Or Re`, `aaa JAWED HABIB`):
        // specks and artwork read as letters. A legal form (`Sdn Bhd`) stays.
        func isCapitalised(_ word: String) -> Bool {
            let letters = word.filter(\.isLetter)
            return letters.count >= 2 && letters.allSatisfy(\.isUppercase)
        }
        func isFragment(_ word: String) -> Bool {
            let letters = word.filter(\.isLetter)
            return !letters.isEmpty && letters.count <= 3 && !letters.allSatisfy(\.isUppercase)
                && !legalForms.contains(Vocabulary.fold(word).first ?? "")
        }
        if words.filter(isCapitalised).count >= 2 {
            while words.count > 2, let first = words.first, isFragment(first) { words.removeFirst() }
            while words.count > 2, let last = words.last, isFragment(last) { words.removeLast() }
        }
        // One word in capitals and a lower-case fragment after it (`GROCERY nae`).
        if words.count == 2, isCapitalised(words[0]), words[0].count >= 4, isFragment(words[1]), words[1] == words[1].lowercased() {
            words.removeLast()
        }
        // A lone quote or rule mark between words (`Vihar ‘ Vegetarian Restaurant`) is a speck.
        let marks = Set("|~_*=<>`'\"“”‘’^»«•·/")
        words.removeAll { word in !word.isEmpty && word.allSatisfy(marks.contains) }
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

    /// Words business names are made of, beyond the kinds of business and legal forms:
    /// a misread letter in one of them is put right (`BAKERLES` → `BAKERIES`).
    static let nameWords: Set<String> = [
        "BAKERIES", "DISTRIBUTION", "DISTRIBUTORS", "INDUSTRIES", "HOLDINGS", "SERVICES", "SUPPLIES", "SUPPLY",
        "INTERNATIONAL", "MARKETING", "ELECTRONICS", "FURNITURE", "PACKAGING", "PRINTING", "TRAVEL", "NOODLE",
        "SEAFOOD", "HEALTH", "BEAUTY", "PETROL", "CENTRE", "CENTER", "EATERY", "TRATTORIA", "PIZZERIA", "BOUTIQUE",
    ]

    static let nameVocabulary = businessWords.union(legalForms).union(nameWords)

    /// A word of five letters or more one misread letter from a street or place word of
    /// the same length (`TAHAN` for `TAMAN`, `JAIAN` for `JALAN`), the letters a pair OCR
    /// confuses.
    static func isMisreadAddressWord(_ word: String) -> Bool {
        guard word.count >= 5, word.allSatisfy({ $0.isLetter && $0.isASCII }), !addressWords.contains(word) else { return false }
        return addressWords.contains { oneLetterMisread(word, of: $0, pairs: addressConfusions) }
    }

    /// Whether `read` is `known` with one letter misread, the two letters one of `pairs`
    /// (either way round); every single letter counts when `pairs` is `nil`.
    static func oneLetterMisread(_ read: String, of known: String, pairs: Set<String>?) -> Bool {
        guard known.count == read.count else { return false }
        let differing = zip(known, read).filter { $0 != $1 }
        guard differing.count == 1, let (right, wrong) = differing.first else { return false }
        guard let pairs else { return true }
        return pairs.contains(String([right, wrong])) || pairs.contains(String([wrong, right]))
    }

    static let addressConfusions: Set<String> = confusableLetters.union(["HM", "NM"])

    /// Letters OCR takes for one another in print (each pair either way); in a word of
    /// four or five letters only the pairs no real word is likely to be read as
    /// (`MAKT`, `WART`; `DELL` is a name of its own, not a misread `DELI`).
    static let confusableLetters: Set<String> = ["KR", "WM", "LI", "UD", "OD", "OG", "CG", "EF", "TI", "HN", "UV", "QO"]
    static let confusableInShortWords: Set<String> = ["KR", "WM", "UD", "HN"]

    /// The name with each word that is one misread letter from a word business names are
    /// made of (`OISTRIBUTION`, `SPEED WART`) spelt right, and what was changed. Words
    /// under eight letters need a letter pair OCR is known to confuse; a word that could
    /// be either of two is left alone.
    static func spellingNameWords(_ name: String) -> (String, [String]) {
        let vocabulary = nameVocabulary
        var notes: [String] = []
        let words = name.split(separator: " ").map { word -> String in
            // A full stop or comma after the word stays after it (`HARUWARE.`).
            let trailing = String(word.reversed().prefix { ".,".contains($0) }.reversed())
            let text = String(word.dropLast(trailing.count))
            let key = text.uppercased()
            guard key.count >= 4, key.allSatisfy({ $0.isLetter && $0.isASCII }), !vocabulary.contains(key) else { return String(word) }
            let pairs = key.count >= 8 ? nil : key.count >= 6 ? confusableLetters : confusableInShortWords
            let near = vocabulary.filter { oneLetterMisread(key, of: $0, pairs: pairs) }
            guard near.count == 1, let known = near.first else { return String(word) }
            notes.append("'\(text)' spelt \(known), one misread letter from a word of business names")
            let styled = isUpperCase(text) ? known : text == text.lowercased() ? known.lowercased() : known.prefix(1) + known.dropFirst().lowercased()
            return styled + trailing
        }
        return (words.joined(separator: " "), notes)
    }

    /// Whether nearly all letters are capitals, as in most printed store names.
    static func isUpperCase(_ text: String) -> Bool {
        let letters = text.filter(\.isLetter)
        return !letters.isEmpty && Double(letters.filter(\.isUppercase).count) >= 0.8 * Double(letters.count)
    }

    /// The words without the specks at either end, keeping at least one word.
    static func withoutEdgeSpecks(_ words: [String], where speck: (String) -> Bool = isSpeck) -> [String] {
        var words = words
        while words.count > 1, let first = words.first, speck(first) { words.removeFirst() }
        while words.count > 1, let last = words.last, speck(last) { words.removeLast() }
        return words
    }

    /// A short all-lower-case or letterless token at the edge of a name: OCR of a speck.
    static func isSpeck(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        if letters.isEmpty { return !word.contains("&") && !word.contains(where: \.isNumber) || word.count == 1 }
        return letters.count <= 2 && letters.allSatisfy(\.isLowercase)
    }

    /// Dotted initials are one letter each: a last initial read twice (`D.I.YY.`) is
    /// read once (`D.I.Y.`).
    static func singleInitials(_ word: String) -> String {
        var groups = word.split(separator: ".", omittingEmptySubsequences: false)
        let pieces = groups.count
        let closed = groups.last?.isEmpty == true
        if closed { groups.removeLast() }
        guard pieces >= 3, let last = groups.last, last.count == 2, last.first == last.last,
            last.allSatisfy({ $0.isLetter && $0.isUppercase }),
            groups.dropLast().allSatisfy({ $0.count == 1 && $0.allSatisfy(\.isLetter) })
        else { return word }
        groups[groups.count - 1] = last.prefix(1)
        return groups.joined(separator: ".") + (closed ? "." : "")
    }

    /// Digits and symbols OCR puts inside words made of letters: `D.1.¥.` → `D.I.Y.`.
    static func repairLetters(_ word: String) -> String {
        let letters = word.filter(\.isLetter).count
        let confusable = word.filter { "10¥|$".contains($0) }.count
        guard letters >= 1, confusable >= 1, word.filter(\.isNumber).count == word.filter({ "10".contains($0) }).count,
            letters + 1 >= confusable
        else { return word }
        return String(word.map { character -> Character in
            switch character {
            case "1", "|": "I"
            case "0": "O"
            case "¥": "Y"
            case "$": "S"
            default: character
            }
        })
    }

    /// `SON BHD`, `SDN BHO`, `Sdn Bra` → `SDN BHD`: the Malaysian legal form as OCR
    /// garbles it, recognised only as the pair.
    static func normaliseLegalForms(_ words: [String]) -> [String] {
        var words = words
        // `S/B` with its letters read as digits or a dollar sign (`5/8`, `$/B`), after a name.
        for index in words.indices.dropFirst() where ["5/B", "S/8", "5/8", "$/B", "$/8"].contains(words[index].uppercased()) {
            words[index] = "S/B"
        }
        for index in words.indices.dropLast() {
            let first = Vocabulary.fold(words[index]).joined()
            let second = Vocabulary.fold(words[index + 1]).joined()
            guard first.count == 3, (3...4).contains(second.count) else { continue }
            let looksSDN = EditDistance.atMost(1, first, "SDN") && first.hasPrefix("S")
            // After a clean `SDN`, any B-word of three or four letters: OCR splits the H of
            // `BHD` into `II` or `EL` (`SDN BIID`, `SDN BELD`).
            // And a clean `SDN` ending the name with any word of three letters (`Sdn pnd`):
            // nothing but `BHD` follows `SDN` in a registered name.
            let ending = first == "SDN" && index + 1 == words.count - 1 && second.count == 3 && second.allSatisfy(\.isLetter)
            let looksBHD = second.count == 3 && EditDistance.atMost(1, second, "BHD") || (second.hasPrefix("B") && first == "SDN") || ending
            guard looksSDN, looksBHD, first != "SDN" || second != "BHD" else { continue }
            let upper = words[index] == words[index].uppercased()
            words[index] = upper ? "SDN" : "Sdn"
            let trailing = words[index + 1].hasSuffix(".") ? "." : ""
            words[index + 1] = (upper ? "BHD" : "Bhd") + trailing
        }
        return words
    }
}

import Foundation
