import Foundation

// The hand-written ranking of merchant rows, kept while the learned scorer is measured against it.
extension MerchantField {
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

    /// Below this score a top row is a guess (confidence under 0.5).
    static let doubtfulScore = 1.6

    /// Below this score the best top row is no name, only the least bad of what the
    /// top reads as (confidence 0.15 or less).
    static let junkScore = 0.2

    /// The web address's name as the merchant, beating a top row that reads as no name.
    func webField(_ web: (name: String, row: AnalyzedRow), beating best: Scored?, rejected: [Candidate]) -> Field {
        nameElsewhere(
            web.name, row: web.row, rule: "web-address-name", confidence: 0.3,
            reason: "nothing near the top reads as a name; the page's web address in '\(web.row.text)' names '\(web.name)'",
            beating: best, as: "reads as no name", unlike: "is not the name in the page's web address", rejected: rejected)
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
}
