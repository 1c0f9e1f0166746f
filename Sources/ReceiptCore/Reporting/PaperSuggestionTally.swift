/// How often the suggested paper class matched the known one, and which classes it
/// suggested instead: the paper question's accuracy, beside the field table.
public struct PaperSuggestionTally: Sendable, Equatable {
    /// One cell of the confusion table: the class the receipt is, and the one suggested.
    public struct Pair: Sendable, Hashable {
        public var known: PaperClass
        public var suggested: PaperClass

        public init(known: PaperClass, suggested: PaperClass) {
            self.known = known
            self.suggested = suggested
        }
    }

    /// Receipts per (known, suggested) pair.
    public var counts: [Pair: Int] = [:]

    public init() {}

    public mutating func add(known: PaperClass, suggested: PaperClass) {
        counts[Pair(known: known, suggested: suggested), default: 0] += 1
    }

    /// Receipts counted.
    public var n: Int { counts.values.reduce(0, +) }
    /// Receipts whose suggestion was their known class.
    public var matched: Int { counts.filter { $0.key.known == $0.key.suggested }.values.reduce(0, +) }

    /// One summary line, then per known class what was suggested, most often first:
    ///
    ///     paper      n  match  match%  suggested instead
    ///     photo    159    125    78.6  restaurant-tip 13, thermal-roll 13, drive-through 4
    ///
    /// - Complexity: O(*p* log *p*) in the number of distinct pairs.
    public func rendered() -> String {
        guard n > 0 else { return "paper suggestion: no receipt with a known paper class" }
        var lines = [
            "paper suggestion: \(matched) of \(n) match the known class (\(percent(matched, of: n)) %)",
            "paper                n  match  match%  suggested instead",
        ]
        for known in Set(counts.keys.map(\.known)).sorted() {
            let row = counts.filter { $0.key.known == known }
            let total = row.values.reduce(0, +)
            let hits = row[Pair(known: known, suggested: known)] ?? 0
            let instead = row.filter { $0.key.suggested != known }
                .sorted { ($1.value, $0.key.suggested) < ($0.value, $1.key.suggested) }
                .map { "\($0.key.suggested) \($0.value)" }
            let name = known.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
            let figures = "\(pad(String(total), 4))  \(pad(String(hits), 5))  \(pad(percent(hits, of: total), 6))"
            lines.append("\(name) \(figures)  \(instead.isEmpty ? "-" : instead.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int) -> String { TextColumn.right(text, width) }

    private func percent(_ part: Int, of whole: Int) -> String { TextColumn.percent(whole == 0 ? 0 : Double(part) / Double(whole)) }
}
