/// The rows of a page, analysed once and shared by every field's rules.
public struct PageAnalysis: Sendable {
    /// The page as analysed: turned upright when the OCR stage read it turned
    /// (see `OCRPage.upright`), so rows run across.
    public var page: OCRPage
    public var rows: [AnalyzedRow]
    /// Clockwise quarter turns from the original image to `page`; boxes the
    /// extractor proposes are turned back (`originalBox(_:)`).
    public let uprightQuarterTurns: Int

    public init(page: OCRPage) {
        self.uprightQuarterTurns = page.uprightQuarterTurns
        self.page = page.upright
        let rows = RowJoiner.rows(from: self.page.words).map { AnalyzedRow($0) }
        // Prices printed without decimals (rupees, rupiah, Pacific francs): a total row
        // ending in a whole number holds the total.
        self.rows = Self.printsWholeAmounts(rows) ? rows.map { $0.amounts.isEmpty ? AnalyzedRow($0.row, wholeTotal: true) : $0 } : rows
    }

    /// Whether the page prints its prices as whole numbers: of its rows of words with no
    /// label (items, `TOMATO BASIL SOUP 1 199 199`), at least three end in a whole number,
    /// and more than hold an amount with decimals. A receipt in dollars or ringgit prices
    /// its items with decimals, so there a total whose point OCR lost (`TOTAL 82` for
    /// `.82`) is not taken for a whole amount.
    static func printsWholeAmounts(_ rows: [AnalyzedRow]) -> Bool {
        var whole = 0
        var decimal = 0
        for row in rows
        where row.kinds.isEmpty && row.dates.isEmpty && row.times.isEmpty
            && row.labelWords.contains(where: { $0.count >= 2 && $0.contains(where: \.isLetter) })
        {
            if row.amounts.contains(where: \.parsed.hasDecimals) {
                decimal += 1
            } else if row.amounts.isEmpty, let last = row.row.words.last, AmountParser.parseWhole(last.text) != nil {
                whole += 1
            }
        }
        return whole >= 3 && whole > decimal
    }

    /// The original-image box of a box on the analysed (upright) page.
    public func originalBox(_ box: Box) -> Box {
        box.turnedClockwise(4 - uprightQuarterTurns, inWidth: page.width, height: page.height)
    }

    /// Median row height in pixels: the page's body text size.
    public var typicalRowHeight: Int {
        let heights = rows.map(\.row.height).filter { $0 > 0 }.sorted()
        return heights.isEmpty ? 1 : heights[heights.count / 2]
    }

    /// Every amount on the page with its row.
    var allAmounts: [(row: AnalyzedRow, amount: AmountOnRow)] {
        rows.flatMap { row in row.amounts.map { (row, $0) } }
    }

    /// The amount a label row refers to: its own rightmost amount, or — when OCR
    /// put the value on a row of its own — the amount just below it, or the nearest
    /// right-aligned amount within two row heights (the drive-through case).
    func value(for row: AnalyzedRow) -> (amount: AmountOnRow, row: AnalyzedRow, paired: Bool)? {
        if let amount = row.lastAmount { return (amount, row, false) }
        // A total row ending in digits that did not read as an amount (`5 TOTAL 207` for
        // `20.00`) prints its own value, misread: another row's amount is not it.
        if row.has(.total), let last = row.row.words.last, Self.isUnreadAmount(last.text) { return nil }
        let height = Double(max(row.row.height, 1))
        var best: (amount: AmountOnRow, row: AnalyzedRow, distance: Double)?
        for offset in [1, -1, 2] {
            let index = row.index + offset
            guard rows.indices.contains(index) else { continue }
            let other = rows[index]
            // The value's row must be a bare amount: no label of its own (`Food: 80.00`).
            guard let amount = other.lastAmount, other.amounts.count == 1, other.kinds.isEmpty,
                other.labelWords.filter({ $0.count > 1 }).count <= 1,
                !other.row.words.contains(where: { $0.text.hasSuffix(":") && $0.text.contains(where: \.isLetter) })
            else { continue }
            // Not a value printed under a label of its own (`TOTAL TTC` / `11,20 €` /
            // `dont TVA 5,5%`, its own amount unread): that value is the row above's.
            if offset == -1, index > 0, rows[index - 1].amounts.isEmpty, !rows[index - 1].kinds.isEmpty { continue }
            let distance = abs(amount.box.midY - row.row.box.midY)
            guard distance <= 2.5 * height else { continue }
            // Right of the label, as values are printed.
            guard amount.box.x0 >= row.row.box.x0 else { continue }
            let penalty = offset == 1 ? 0 : height
            if distance + penalty < (best?.distance ?? .infinity) { best = (amount, other, distance + penalty) }
        }
        return best.map { ($0.amount, $0.row, true) }
    }

    /// Whether `text` is digits (three or more) with at most separators among them: an amount
    /// printed where a value stands but not read as one.
    static func isUnreadAmount(_ text: String) -> Bool {
        text.filter(\.isNumber).count >= 3 && text.allSatisfy { $0.isNumber || ".,:".contains($0) }
    }
}
