/// An amount found on a row, with the words it was read from.
public struct AmountOnRow: Sendable, Equatable {
    public var parsed: ParsedAmount
    /// Indices into the row's words.
    public var words: Range<Int>
    /// The words' text joined as printed.
    public var text: String
    public var box: Box
    /// Mean OCR confidence of the words, 0…100.
    public var confidence: Double
}

/// A row with what extraction needs to know about it.
public struct AnalyzedRow: Sendable, Equatable {
    public var row: Row
    /// Amounts on the row, left to right.
    public var amounts: [AmountOnRow]
    /// The row's words that are not part of an amount, folded for matching.
    public var labelWords: [String]
    /// What the label says, with the word position where each kind was found.
    public var kinds: [LabelKind: Int]
    public var dates: [DateMatch]
    public var times: [TimeMatch]

    public var index: Int { row.index }
    public var text: String { row.text }

    public func has(_ kind: LabelKind) -> Bool { kinds[kind] != nil }

    /// The rightmost amount: where a row's value is printed.
    public var lastAmount: AmountOnRow? { amounts.last }

    public init(_ row: Row) {
        self.row = row
        self.amounts = Self.findAmounts(in: row.words)
        var inAmount = Set<Int>()
        for amount in amounts { inAmount.formUnion(amount.words) }
        let label = row.words.indices.filter { !inAmount.contains($0) }.map { row.words[$0].text }.joined(separator: " ")
        self.labelWords = Vocabulary.fold(label)
        self.kinds = Vocabulary.kinds(in: labelWords)
        let text = row.text
        self.dates = DateParser.dates(in: text)
        self.times = DateParser.times(in: text)
    }

    /// Finds amounts in a row, joining the pieces OCR splits them into:
    /// `RM` `12.30`, `12.` `30`, `12` `.30`, `-` `2.00`.
    static func findAmounts(in words: [Word]) -> [AmountOnRow] {
        var found: [AmountOnRow] = []
        var index = 0
        while index < words.count {
            var best: (ParsedAmount, Int)?
            // Try the longest join first: up to three words, close together.
            for length in stride(from: min(3, words.count - index), through: 1, by: -1) {
                let slice = words[index..<(index + length)]
                guard length == 1 || (isTight(Array(slice)) && isJoinable(Array(slice))) else { continue }
                let joined = slice.map(\.text).joined()
                if let parsed = AmountParser.parse(joined) {
                    best = (parsed, length)
                    break
                }
            }
            if let (parsed, length) = best {
                let slice = Array(words[index..<(index + length)])
                found.append(
                    AmountOnRow(
                        parsed: parsed, words: index..<(index + length),
                        text: slice.map(\.text).joined(separator: " "),
                        box: Box.union(of: slice.map(\.box))!,
                        confidence: slice.reduce(0) { $0 + $1.confidence } / Double(slice.count)))
                index += length
            } else {
                index += 1
            }
        }
        return found
    }

    /// Whether every boundary between the words is one OCR plausibly split a single
    /// printed amount at: around a decimal mark (`49.` `39`), after a currency mark or
    /// sign (`RM` `7.00`, `-` `2.00`), or before a trailing one. Two numbers side by
    /// side (`1` `9.90`: a quantity and a price) are never joined.
    static func isJoinable(_ words: [Word]) -> Bool {
        for (a, b) in zip(words, words.dropFirst()) {
            let left = a.text
            let right = b.text
            let aroundDecimal =
                (left.last.map { ".,".contains($0) } ?? false && right.first?.isNumber == true)
                || (right.first.map { ".,".contains($0) } ?? false && left.last?.isNumber == true)
            let markOrSign = { (text: String) in
                text == "-" || AmountParser.currencyMarks.contains { $0.mark.uppercased() == text.uppercased() }
            }
            if !(aroundDecimal || markOrSign(left) || markOrSign(right)) { return false }
        }
        return true
    }

    /// Whether consecutive words are close enough to be one printed token split by OCR.
    static func isTight(_ words: [Word]) -> Bool {
        for (a, b) in zip(words, words.dropFirst()) {
            let gap = b.box.x0 - a.box.x1
            let height = max(a.box.height, b.box.height, 1)
            if gap > height { return false }
        }
        return true
    }
}
