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

/// Label words, folded for matching, and what they say.
public struct Label: Sendable, Equatable {
    /// Upper-case words, punctuation removed.
    public var words: [String]
    /// Each kind of label found, with the word position where its first phrase starts.
    public var kinds: [LabelKind: Int]
    /// Whether the printed label holds a percentage (`GST @6%`): a rate line.
    public var hasPercent: Bool

    public init(text: String) {
        words = Vocabulary.fold(text)
        kinds = Vocabulary.kinds(in: words)
        // `MC ****1234` is a Mastercard line; `Signature MC x 3` is a dish (mac and cheese).
        if kinds[.payment] != nil, words.contains("MC"), words.first != "MC",
            Vocabulary.kinds(in: words.filter { $0 != "MC" })[.payment] == nil
        {
            kinds[.payment] = nil
        }
        if kinds[.serviceCharge] != nil {
            // `SERVICE CHARGE` is added to the bill; its `CHARGE` is no card payment.
            kinds[.payment] = nil
            kinds[.change] = nil
        }
        hasPercent = text.contains("%")
    }

    public func has(_ kind: LabelKind) -> Bool { kinds[kind] != nil }

    /// Whether `kind` is said at or after the total word, i.e. it qualifies the total
    /// (`TOTAL SAVINGS`, `TOTAL QTY`) rather than preceding it (`Item 2  Total`).
    public func qualifiesTotal(_ kind: LabelKind) -> Bool {
        guard let position = kinds[kind] else { return false }
        guard let total = [kinds[.total], kinds[.roundedTotal], kinds[.payment]].compactMap({ $0 }).min() else { return true }
        return position >= total
    }
}

/// One amount on a row with the label words printed just before it.
public struct Segment: Sendable, Equatable {
    public var label: Label
    public var amount: AmountOnRow
}

/// A row with what extraction needs to know about it.
public struct AnalyzedRow: Sendable, Equatable {
    public var row: Row
    /// Amounts on the row, left to right.
    public var amounts: [AmountOnRow]
    /// The row's words that are not part of an amount.
    public var label: Label
    /// Each amount with its own label: a row OCR merged from two columns
    /// (`Total Saving 0.00  Total 77.20`) keeps its pairs apart.
    public var segments: [Segment]
    public var dates: [DateMatch]
    public var times: [TimeMatch]

    public var index: Int { row.index }
    public var text: String { row.text }
    public var labelWords: [String] { label.words }
    public var kinds: [LabelKind: Int] { label.kinds }

    public func has(_ kind: LabelKind) -> Bool { label.has(kind) }

    /// The rightmost amount: where a row's value is printed.
    public var lastAmount: AmountOnRow? { amounts.last }

    /// The row analysed, its amounts found in its words; with `wholeTotal`, a total row
    /// that holds no amount may end in a whole one (``wholeTotalAmount(in:label:)``).
    public init(_ row: Row, wholeTotal: Bool = false) {
        self.row = row
        var amounts = Self.findAmounts(in: row.words)
        func labelText(_ amounts: [AmountOnRow]) -> String {
            var inAmount = Set<Int>()
            for amount in amounts { inAmount.formUnion(amount.words) }
            return row.words.indices.filter { !inAmount.contains($0) }.map { row.words[$0].text }.joined(separator: " ")
        }
        var label = Label(text: labelText(amounts))
        // A labelled row whose value lost its decimal point (`Total RM 64 13`).
        if !label.kinds.isEmpty, !amounts.contains(where: \.parsed.hasDecimals),
            let repaired = Self.amountMissingDecimalPoint(in: row.words)
        {
            amounts.removeAll { $0.words.overlaps(repaired.words) }
            amounts.append(repaired)
            label = Label(text: labelText(amounts))
        }
        if wholeTotal, amounts.isEmpty, let whole = Self.wholeTotalAmount(in: row.words, label: label) {
            amounts = [whole]
            label = Label(text: labelText(amounts))
        }
        self.amounts = amounts
        self.label = label
        var segments: [Segment] = []
        var start = 0
        for amount in amounts {
            let text = row.words[start..<max(start, amount.words.lowerBound)].map(\.text).joined(separator: " ")
            segments.append(Segment(label: Label(text: text), amount: amount))
            start = amount.words.upperBound
        }
        self.segments = segments
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

    /// The whole amount a total row ends in (`Grand Total : 1108`) on a page that prints
    /// its prices without decimals; `nil` for a row whose label counts, saves, taxes,
    /// dates or tenders rather than totals (`TOTAL QTY 28`, `Total Points 150`).
    static func wholeTotalAmount(in words: [Word], label: Label) -> AmountOnRow? {
        // A mark printed after the amount (`Total Due 20000 :`) is not its last word.
        guard let end = words.lastIndex(where: { $0.text.contains(where: \.isNumber) }),
            words[(end + 1)...].allSatisfy({ !$0.text.contains(where: { $0.isLetter || $0.isNumber }) })
        else { return nil }
        let last = words[end]
        guard label.has(.total), ![.quantity, .savings, .tax, .date, .cashTendered, .change].contains(where: label.has),
            !label.has(.otherDate) || Self.isDueOfTotal(label), let parsed = AmountParser.parseWhole(last.text)
        else { return nil }
        return AmountOnRow(parsed: parsed, words: end..<(end + 1), text: last.text, box: last.box, confidence: last.confidence)
    }

    /// Whether the only date word of a total's label is the `DUE` of what is owed (`Total
    /// Due`, `Amount Due`), not a date's (`Due Date`, `Valid until`).
    static func isDueOfTotal(_ label: Label) -> Bool {
        label.words.contains("DUE") && Vocabulary.kinds(in: label.words.filter { $0 != "DUE" })[.otherDate] == nil
    }

    /// The row's last two words read as one amount whose decimal point the print or
    /// OCR lost: `64` `13` → 64.13. Only called for rows with a label that expects an
    /// amount, and marked as repaired so its confidence drops.
    static func amountMissingDecimalPoint(in words: [Word]) -> AmountOnRow? {
        guard words.count >= 2 else { return nil }
        let left = words[words.count - 2]
        let right = words[words.count - 1]
        guard right.text.count == 2, right.text.allSatisfy(\.isNumber) else { return nil }
        var whole = Substring(left.text)
        var currency: String?
        for (mark, code) in AmountParser.currencyMarks where whole.uppercased().hasPrefix(mark.uppercased()) && whole.count > mark.count {
            currency = code
            whole = whole.dropFirst(mark.count)
            break
        }
        // `RM O 02`: a zero read as the letter.
        whole = Substring(whole.map { "Oo".contains($0) ? "0" : $0 })
        guard (1...4).contains(whole.count), whole.allSatisfy(\.isNumber), let value = Int(whole) else { return nil }
        guard right.box.x0 - left.box.x1 <= max(left.box.height, right.box.height) else { return nil }
        let cents = value * 100 + (Int(right.text) ?? 0)
        return AmountOnRow(
            parsed: ParsedAmount(amount: Amount(cents: cents), currency: currency, hasDecimals: true, repaired: true),
            words: (words.count - 2)..<words.count, text: "\(left.text) \(right.text)",
            box: left.box.union(right.box), confidence: (left.confidence + right.confidence) / 2)
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
