import Foundation

// The business named away from the top: the thanks line, the web address.
extension MerchantField {
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
                let said =
                    lower.contains("www") || lower.contains("http") || labels[tld] == labels[tld].lowercased()
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

    /// The name the page thanks the customer for visiting (`Thank you for shopping at
    /// Ross!`, `Thanks for visiting Subway.`, `Thank You for Visiting, PYT`), with its
    /// row: the last such line on the page.
    func thankedName() -> (name: String, row: AnalyzedRow)? {
        for row in analysis.rows.reversed() {
            if let name = Self.thankedName(in: row.row.words) { return (name, row) }
        }
        return nil
    }

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
}
