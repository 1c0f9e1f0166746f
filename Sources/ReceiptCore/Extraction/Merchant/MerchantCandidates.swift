import Foundation

/// A name the merchant could be: one row near the top, two or three adjacent rows
/// joined (a name printed over rows, its legal form on the next), or a name the page
/// prints elsewhere (the thanks line, the web address).
struct MerchantCandidate: Sendable {
    enum Source: String, Sendable {
        case rows
        case thanks = "thanks line"
        case web = "web address"
    }

    var source: Source
    /// The page's rows the name is read from: the span near the top, or the one row
    /// that prints the thanks or the web address.
    var rows: [AnalyzedRow]
    /// The name as printed (a greeting's `welcome to` left out, the rows joined).
    var text: String
    /// The name as proposed: cleaned and respelt (`MerchantField.clean`).
    var value: String
    /// What the clean-up changed, for the evidence.
    var notes: [String]

    /// The rows' indices, for the evidence and the training dump.
    var rowIndices: [Int] { rows.map(\.index) }

    var box: Box? { Box.union(of: rows.map(\.row.box)) }

    /// The rows as printed, one ` / ` between two.
    var printed: String { rows.map(\.text).joined(separator: " / ") }
}

/// What is known about the page once, for every candidate's features: which rows
/// near the top are ruled out and why, where the address starts, the body text size.
struct MerchantPage {
    /// The deepest row a name is looked for in, however long the page: names are printed at
    /// the top, and a page of thousands of rows (a hostile dump, a tape) stays quick.
    static let deepest = 40

    let rows: [AnalyzedRow]
    /// Rows near the top where the name may be: the top third, at least eight rows.
    let window: Int
    /// Why each row up to `window + 2` cannot be a name (`nil`: it can).
    let rejections: [MerchantField.Rejection?]
    /// Whether each of those rows prints a legal form (`MerchantField.hasLegalForm`).
    let legalRows: [Bool]
    let typicalHeight: Double
    let pageWidth: Double
    /// The first row near the top that is part of an address, if any.
    let firstAddress: Int?
    /// The tallest row's height in the window.
    let tallest: Int
    /// The first row near the top printing a legal form (a registered name).
    let firstLegalRow: Int?
    /// Each row's text folded as names are compared (`GradingRules.fold`), once.
    let foldedRows: [String]
    let thanked: (name: String, row: AnalyzedRow)?
    let web: (name: String, row: AnalyzedRow)?

    init(field: MerchantField) {
        let analysis = field.analysis
        rows = analysis.rows
        var window = min(rows.count, max(8, rows.count / 3), Self.deepest)
        var rejections = rows.prefix(window + 2).map(field.reject)
        // Every row of the window ruled out (a coupon or survey printed above the shop's
        // name): the header goes on down to the first row with an amount or a date.
        if window < rows.count, rejections.prefix(window).allSatisfy({ $0 != nil }) {
            window = rows[window...].first { !$0.amounts.isEmpty || !$0.dates.isEmpty }?.index ?? window
            window = min(window, Self.deepest * 2)
            rejections += rows.prefix(window + 2).dropFirst(rejections.count).map(field.reject)
        }
        self.window = max(window, min(rows.count, 1))
        self.rejections = rejections
        legalRows = rows.prefix(rejections.count).map(MerchantField.hasLegalForm)
        typicalHeight = max(Double(analysis.typicalRowHeight), 1)
        pageWidth = max(Double(analysis.page.width), 1)
        firstAddress = rejections.prefix(self.window).firstIndex { $0?.isAddress == true }
        tallest = rows.prefix(self.window).map(\.row.height).max() ?? 1
        firstLegalRow = legalRows.prefix(self.window).firstIndex(of: true)
        foldedRows = rows.map { GradingRules.fold($0.text) }
        thanked = field.thankedName()
        web = field.webName()
    }

    func rejection(_ index: Int) -> MerchantField.Rejection? {
        rejections.indices.contains(index) ? rejections[index] : nil
    }
}

extension MerchantField {
    /// The most rows one name is printed over.
    static let longestSpan = 3

    /// Every name the page could give: each row near the top alone and with the one or
    /// two after it, unless a row of it holds an amount, a date or no readable word;
    /// and the names printed in a thanks line or a web address. The same name from
    /// several spans is kept once, from the first span that gives it.
    func candidates(on page: MerchantPage) -> [MerchantCandidate] {
        var found: [MerchantCandidate] = []
        var seen = Set<String>()
        func add(_ candidate: MerchantCandidate) {
            let key = GradingRules.fold(candidate.value)
            guard candidate.value.count >= 2, !key.isEmpty, seen.insert(key).inserted else { return }
            found.append(candidate)
        }
        let rows = page.rows
        for start in 0..<page.window {
            for length in 1...Self.longestSpan {
                let end = start + length - 1
                guard end < page.rejections.count else { break }
                // A row no name can hold ends every span through it.
                if page.rejection(end)?.isAbsolute == true { break }
                // A greeting leads into the name and is no part of it (`THANK YOU FOR
                // VISITING / KOBE SUSHI BISTRO!`): no span starts with one.
                if length > 1, page.rejection(start)?.kind == .greeting { break }
                let span = Array(rows[start...end])
                add(candidate(span))
            }
        }
        if let thanked = page.thanked {
            add(MerchantCandidate(source: .thanks, rows: [thanked.row], text: thanked.name, value: thanked.name, notes: []))
        }
        if let web = page.web {
            add(MerchantCandidate(source: .web, rows: [web.row], text: web.name, value: web.name, notes: []))
        }
        return found
    }

    /// The name a span of rows prints, cleaned.
    func candidate(_ span: [AnalyzedRow]) -> MerchantCandidate {
        var text: String
        if span.count == 1, let row = span.first {
            text = Self.welcomed(row) ?? row.text
        } else {
            // Specks at the end of a row are specks wherever the name goes on after them
            // (`The Wild i` / `Restaurant`); an `&` at a row's end is the name going on.
            text = span.enumerated().map { offset, row in
                let words = (offset == 0 ? Self.welcomed(row) ?? row.text : row.text).split(separator: " ").map(String.init)
                return Self.withoutEdgeSpecks(words) { Self.isSpeck($0) && !$0.contains("&") }.joined(separator: " ")
            }.joined(separator: " ")
        }
        text = text.trimmingCharacters(in: .whitespaces)
        var (value, notes) = Self.spellingNameWords(Self.clean(text))
        if let first = span.first, Self.welcomed(first) != nil { notes.insert("the name after 'welcome to'", at: 0) }
        return MerchantCandidate(source: .rows, rows: span, text: text, value: value, notes: notes)
    }
}
