import Foundation

// The merchant spelt as the page's other prints of the name spell it.
extension MerchantField {
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
            let why =
                rival.sure
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
}
