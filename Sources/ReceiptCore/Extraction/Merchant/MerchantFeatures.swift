import Foundation

/// What the merchant scorer knows of a candidate name: numbers in 0…1 (or −1…2 for the
/// text size), each a thing a person looks at when finding a shop's name on a receipt.
/// The hand-written rules that used to rank names became these features; the weights
/// that combine them are learned (`MerchantScorer`, `Scripts/merchant/train.py`).
///
/// The list's order is the weights' order: adding, removing or renaming a feature
/// means training again (`make merchant-scorer`), and a test fails until then.
///
/// Every feature is counted twice more, once for each kind of page (`PageKind`): SROIE's
/// labels name a receipt by the registered company printed on it, WildReceipt's by the
/// shop's sign, and the same evidence weighs differently on a page that prints a
/// registered name near the top and on one that does not. Those weights are adjustments,
/// penalised harder than the shared ones, so a kind of page with little data keeps the
/// shared weights.
enum MerchantFeatures {
    /// The kinds of page whose features are counted again: a page printing a legal form
    /// (`SDN BHD`, `LTD`, `GmbH`) near the top, and every other page.
    enum PageKind: String, CaseIterable {
        case registered = "registered-page"
        case unregistered = "unregistered-page"

        init(_ page: MerchantPage) { self = page.firstLegalRow == nil ? .unregistered : .registered }
    }

    /// The features of a candidate on any page.
    static let shared: [String] = [
        // Where the name is.
        "row-0", "row-1", "row-2-3", "row-4-on", "position", "first-free-row",
        "above-address", "right-above-address", "below-address", "no-address",
        // How it is printed.
        "size", "tallest", "centred", "capitals", "all-lower-case", "letters", "few-letters", "words",
        "digit-share", "commas", "junk", "ampersand", "unclosed-bracket",
        // What its words say.
        "legal-form", "legal-form-not-last", "starts-with-legal-form", "first-legal-row", "legal-row-after-name", "business-word",
        "only-kinds-of-business", "welcome",
        "is-address", "is-contact", "is-bookkeeping", "is-greeting", "is-web", "is-registration", "is-location",
        "is-digits", "is-labelled-field",
        // How surely it was read.
        "confidence", "min-confidence", "unsure-words",
        // Whether the page names it again.
        "named-in-thanks", "named-in-web-address", "printed-again",
        // Its extent.
        "two-rows", "three-rows", "same-size", "tight-rows", "closes-bracket", "ampersand-join",
        "next-only-legal-form", "next-could-continue", "previous-could-start", "case-changes", "size-changes", "open-end",
        // Printed elsewhere than the top.
        "from-thanks-line", "from-web-address",
    ]

    /// The shared features, then each again per kind of page (`registered-page:legal-form`).
    static let names: [String] = shared + PageKind.allCases.flatMap { kind in shared.map { "\(kind.rawValue):\($0)" } }

    static let index: [String: Int] = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })

    /// The candidate's features, in `names` order: the shared ones, and a copy of them in
    /// the block of the page's kind (the other kind's block is zero).
    static func values(of candidate: MerchantCandidate, on page: MerchantPage) -> [Double] {
        let values = sharedValues(of: candidate, on: page)
        let kind = PageKind(page)
        return values + PageKind.allCases.flatMap { $0 == kind ? values : [Double](repeating: 0, count: values.count) }
    }

    private static func sharedValues(of candidate: MerchantCandidate, on page: MerchantPage) -> [Double] {
        var values = [Double](repeating: 0, count: shared.count)
        func set(_ name: String, _ value: Double) {
            guard let slot = index[name] else { preconditionFailure("no merchant feature '\(name)'") }
            values[slot] = value
        }
        func set(_ name: String, _ flag: Bool) { set(name, flag ? 1 : 0) }
        let text = candidate.text
        let letters = text.filter(\.isLetter)
        let digits = text.filter(\.isNumber).count
        let words = candidate.rows.flatMap(\.row.words)
        let wordConfidences = words.map(\.confidence)
        set("capitals", letters.isEmpty ? 0 : Double(letters.filter(\.isUppercase).count) / Double(letters.count))
        set("all-lower-case", !letters.isEmpty && letters.allSatisfy(\.isLowercase))
        set("letters", Double(min(letters.count, 40)) / 40)
        set("few-letters", letters.count < 4)
        set("words", Double(min(text.split(separator: " ").count, 8)) / 8)
        set("digit-share", letters.count + digits == 0 ? 0 : Double(digits) / Double(letters.count + digits))
        set("commas", text.contains(","))
        let junk = text.filter { !$0.isLetter && !$0.isNumber && $0 != " " && !"&'.-()@,".contains($0) }.count
        set("junk", Double(min(junk, 5)) / 5)
        set("ampersand", text.contains("&"))
        set("confidence", wordConfidences.isEmpty ? 0 : wordConfidences.reduce(0, +) / Double(wordConfidences.count) / 100)
        set("min-confidence", (wordConfidences.min() ?? 0) / 100)
        set("unsure-words", words.isEmpty ? 0 : Double(words.filter { $0.confidence < 60 }.count) / Double(words.count))
        let folded = Vocabulary.fold(candidate.value)
        set("business-word", folded.contains(where: MerchantField.businessWords.contains) || MerchantField.isCashAndCarry(text))
        set(
            "only-kinds-of-business",
            !folded.isEmpty
                && folded.allSatisfy {
                    MerchantField.businessWords.contains($0) || MerchantField.legalForms.contains($0)
                })
        switch candidate.source {
        case .thanks: set("from-thanks-line", true)
        case .web: set("from-web-address", true)
        case .rows: rowFeatures(of: candidate, on: page) { values[index[$0]!] = $1 }
        }
        return values
    }

    /// The features only a name read from rows near the top has: where, how large, its
    /// extent, what its rows are besides.
    private static func rowFeatures(of candidate: MerchantCandidate, on page: MerchantPage, set number: (String, Double) -> Void) {
        func flag(_ name: String, _ value: Bool) { number(name, value ? 1 : 0) }
        let span = candidate.rows
        guard let first = span.first, let last = span.last else { return }
        let rows = page.rows
        flag("row-0", first.index == 0)
        flag("row-1", first.index == 1)
        flag("row-2-3", (2...3).contains(first.index))
        flag("row-4-on", first.index >= 4)
        number("position", min(Double(first.index) / Double(max(page.window, 1)), 1.5))
        flag("first-free-row", (0..<first.index).allSatisfy { page.rejection($0) != nil })
        if let address = page.firstAddress {
            flag("above-address", last.index < address)
            flag("right-above-address", last.index + 1 == address)
            flag("below-address", first.index > address)
        } else {
            flag("no-address", true)
        }
        let height = Double(span.map(\.row.height).max() ?? 0)
        number("size", min(max(log2(max(height, 1) / page.typicalHeight), -1), 2))
        flag("tallest", span.contains { $0.row.height >= page.tallest })
        let box = Box.union(of: span.map(\.row.box))
        if let box {
            let centre = Double(box.x0 + box.x1) / 2
            number("centred", max(0, 1 - abs(centre - page.pageWidth / 2) / (page.pageWidth / 2)))
        }
        flag("unclosed-bracket", MerchantField.openBrackets(candidate.text) != 0)
        let legal = span.map { page.legalRows[$0.index] }
        flag("legal-form", legal.contains(true))
        // The span goes on past its legal form (`MIZU MENTAI SDN BHD / CHERAS`); a name whose
        // form is printed in two parts (`AIK HUAT HARDWARE ENTERPRISE / (SETIA ALAM) SDN BHD`)
        // ends on one and does not.
        flag("legal-form-not-last", legal.dropLast().contains(true) && legal.last != true)
        flag("starts-with-legal-form", MerchantField.legalForms.contains(first.labelWords.first ?? ""))
        flag("welcome", MerchantField.welcomed(first) != nil)
        if let legalRow = page.firstLegalRow { flag("first-legal-row", span.contains { $0.index == legalRow }) }
        // A registered name whole on a row of its own (`MIZU MENTAI SDN. BHD.`) after
        // other rows in the span: the span adds a brand or a slogan to it.
        if let position = legal.firstIndex(of: true), position > 0 {
            let row = span[position]
            let own = row.labelWords.filter { !MerchantField.legalForms.contains($0) && $0.count >= 3 }
            flag("legal-row-after-name", !own.isEmpty && !MerchantField.legalForms.contains(row.labelWords.first ?? ""))
        }
        let kinds = Set(span.compactMap { page.rejection($0.index)?.kind })
        flag("is-address", kinds.contains(.address))
        flag("is-contact", kinds.contains(.contact))
        flag("is-bookkeeping", kinds.contains(.bookkeeping))
        flag("is-greeting", kinds.contains(.greeting))
        flag("is-web", kinds.contains(.web))
        flag("is-registration", kinds.contains(.registration))
        flag("is-location", kinds.contains(.location))
        flag("is-digits", kinds.contains(.digits))
        flag("is-labelled-field", kinds.contains(.labelledField))
        if let thanked = page.thanked, !span.contains(where: { $0.index == thanked.row.index }) {
            flag("named-in-thanks", MerchantField.names(candidate.value, thanked.name))
        }
        if let web = page.web, !span.contains(where: { $0.index == web.row.index }) {
            flag("named-in-web-address", MerchantField.names(candidate.value, web.name))
        }
        let key = GradingRules.fold(candidate.value)
        if key.count >= 4 {
            let inSpan = Set(span.map(\.index))
            flag("printed-again", page.foldedRows.indices.contains { !inSpan.contains($0) && page.foldedRows[$0].contains(key) })
        }
        flag("two-rows", span.count == 2)
        flag("three-rows", span.count == 3)
        if span.count > 1 {
            let heights = span.map { Double(max($0.row.height, 1)) }
            flag("same-size", heights.allSatisfy { abs($0 / heights[0] - 1) <= 0.25 })
            let tight = zip(span, span.dropFirst()).allSatisfy { above, below in
                below.row.box.y0 - above.row.box.y1 < min(above.row.height, below.row.height)
            }
            flag("tight-rows", tight)
            flag("closes-bracket", MerchantField.openBrackets(first.text) > 0 && MerchantField.openBrackets(candidate.text) <= 0)
            flag("ampersand-join", zip(span, span.dropFirst()).contains { $0.text.hasSuffix("&") || $1.text.hasPrefix("&") })
        }
        if span.count > 1 {
            flag("case-changes", Set(span.map { MerchantField.isUpperCase($0.text) }).count > 1)
            let heights = span.map { Double(max($0.row.height, 1)) }
            number("size-changes", min(abs(log2((heights.max() ?? 1) / (heights.min() ?? 1))), 2))
        }
        let next = last.index + 1
        flag(
            "open-end",
            last.text.hasSuffix("&") || last.text.hasSuffix("-")
                || (rows.indices.contains(next) && rows[next].text.hasPrefix("&")))
        if rows.indices.contains(next), next < page.rejections.count {
            let words = rows[next].labelWords
            flag("next-only-legal-form", !words.isEmpty && rows[next].amounts.isEmpty && words.allSatisfy(MerchantField.legalForms.contains))
            flag("next-could-continue", page.rejection(next) == nil)
        }
        if first.index > 0 {
            flag("previous-could-start", page.rejection(first.index - 1) == nil)
        }
    }
}
