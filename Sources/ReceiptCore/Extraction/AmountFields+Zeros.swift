/// Prints whose 0s misread: a slashed or dotted 0 that OCR takes for an 8 (or a 6
/// or 9), shown by a date that can only be read with those digits taken for 0s
/// (`83/82/24`). The total is then checked against the page's own sums with its
/// amounts' look-alike digits taken for 0s: confirmed as read, restored (derived,
/// never read), or doubted.
extension AmountFields {
    /// How this print's 0s read, when a date on the page could only be read by taking
    /// some digits for the 0s they resemble (`83/82/24`: a slashed or dotted 0 read as 8).
    struct ZerosMisread {
        var lookalikes: Set<Character>
        /// The date that showed it, as printed.
        var date: String

        /// The look-alike digits `value` holds (`8`, `6 or 8`), or `nil` when none.
        func digits(in value: Amount) -> String? {
            let held = Set(String(value.cents).filter(lookalikes.contains)).sorted()
            return held.isEmpty ? nil : held.map(String.init).joined(separator: " or ")
        }
    }

    func zerosMisread() -> ZerosMisread? {
        for row in analysis.rows {
            if let date = row.dates.first(where: { !$0.readForZero.isEmpty }) {
                return ZerosMisread(lookalikes: date.readForZero, date: date.text)
            }
        }
        return nil
    }

    /// The total with its misread 0s restored, when the page's own arithmetic, read
    /// with the amounts' look-alike digits taken for 0s, closes on it (`CONTANTI 30,86`,
    /// `RESTO 2,50` and `TOTALE 27,58` under the date `64-63-2024`: 30.00 − 2.50 =
    /// 27.50). First the digits the date showed, then all of 6, 8 and 9 (a print's 0s
    /// misread one way in a date and another in an amount). Only a sum that closes is
    /// taken: a real 8 or 9 among the restored digits breaks it.
    func zeroRestored(_ winner: Proposal, zeros: ZerosMisread) -> (Amount, [String], Set<Character>)? {
        for lookalikes in [zeros.lookalikes, DateParser.zeroLookalikes] {
            guard let value = Self.restoring(lookalikes, in: winner.value), value != winner.value else { continue }
            let restored = restoringZeros(lookalikes)
            if let ways = restored.arithmetic()[value] { return (value, ways.map(\.how), lookalikes) }
            if let items = Self.itemSum(restored.analysis), items.sum == value { return (value, [items.how], lookalikes) }
        }
        return nil
    }

    /// `6s, 8s and 9s`.
    static func digitNames(_ digits: Set<Character>) -> String {
        let names = digits.sorted().map { "\($0)s" }
        return names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
    }

    /// The sums that confirm `winner` as read once a single other amount has some of
    /// its look-alike digits taken for 0s (`Subtotal 38,88`, `Tax 3.28`, `TOTAL 41.28`:
    /// 38.00 + 3.28 = 41.28): the total's own 8s are real, and restoring every 8 on the
    /// page would close a sum on 41.20 by chance. Only the amounts the sums read are
    /// tried (subtotal, tax, tip, rounding, service, cash, change), never the items: a
    /// long tape's hundred prices would cost a hundred sums each. Returns that amount, as
    /// printed, and the value the sum read it as.
    func zeroConfirmed(_ winner: Proposal, zeros: ZerosMisread) -> (item: AmountOnRow, value: Amount, hows: [String])? {
        let summed: (Label) -> Bool = { label in
            self.isSubtotal(label) || self.isTax(label) || self.isRoundingLine(label) || self.isRateSupplies(label)
                || [.tip, .serviceCharge, .cashTendered, .change].contains(where: label.has)
        }
        for (index, item) in labelled.enumerated() where summed(item.label) && item.amount.box.intersection(winner.amount.box) == nil {
            for text in Self.zeroVariants(of: item.amount.text) {
                guard let parsed = AmountParser.parse(text.filter { $0 != " " }), parsed.hasDecimals else { continue }
                var variant = labelled
                variant[index].amount.parsed.amount = parsed.amount
                if let ways = AmountFields(analysis: analysis, labelled: variant).arithmetic()[winner.value] {
                    return (item.amount, parsed.amount, ways.map(\.how))
                }
            }
        }
        return nil
    }

    /// `text` with each choice of its 6s, 8s and 9s taken for 0s (at most 31 choices:
    /// a word with more is left as read).
    static func zeroVariants(of text: String) -> [String] {
        let characters = Array(text)
        let positions = characters.indices.filter { DateParser.zeroLookalikes.contains(characters[$0]) }
        guard !positions.isEmpty, positions.count <= 5 else { return [] }
        return (1..<(1 << positions.count)).map { mask in
            var variant = characters
            for (bit, position) in positions.enumerated() where mask & (1 << bit) != 0 { variant[position] = "0" }
            return String(variant)
        }
    }

    /// `amount` with its `lookalikes` digits taken for 0s.
    static func restoring(_ lookalikes: Set<Character>, in amount: Amount) -> Amount? {
        Int(String(String(amount.cents).map { lookalikes.contains($0) ? "0" : $0 })).map(Amount.init(cents:))
    }

    /// The page's amounts with their `lookalikes` digits taken for 0s, every other word as read.
    func restoringZeros(_ lookalikes: Set<Character>) -> AmountFields {
        var page = analysis.page
        page.words = page.words.map { word in
            guard AmountParser.parse(word.text)?.hasDecimals == true else { return word }
            var word = word
            word.text = String(word.text.map { lookalikes.contains($0) ? "0" : $0 })
            return word
        }
        return AmountFields(analysis: PageAnalysis(page: page))
    }

    /// How a print whose 0s misread has its amounts read once the page's sums settled
    /// the total: each amount's box and the value it is read as.
    struct ZeroReading {
        var zeros: ZerosMisread
        /// How the amounts were read (`with its 8s taken for 0s as the total's were`).
        var how: String
        var values: [Box: Amount]
    }

    /// Every labelled amount's value by its box.
    var labelledValues: [Box: Amount] {
        Dictionary(labelled.map { ($0.amount.box, $0.amount.parsed.amount) }, uniquingKeysWith: { first, _ in first })
    }

    /// The amounts printed one to a row above the first total, subtotal or payment
    /// row, added up (`FARE 23.40`, `EXTRAS 2.50`, `TIP 5.00`), when there are at least
    /// two and none is a quantity, saving, cash or change. Only a check for a total
    /// already in doubt: on most receipts the rows above the total are items priced
    /// several ways, and their sum proves nothing.
    static func itemSum(_ analysis: PageAnalysis) -> (sum: Amount, how: String)? {
        var items: [Amount] = []
        for row in analysis.rows {
            if [.total, .roundedTotal, .subtotal, .payment].contains(where: row.has) { break }
            guard !row.amounts.isEmpty else { continue }
            guard row.amounts.count == 1, let amount = row.amounts.first, amount.parsed.hasDecimals,
                ![.quantity, .savings, .cashTendered, .change].contains(where: row.has)
            else { return nil }
            items.append(amount.parsed.amount)
        }
        guard items.count >= 2 else { return nil }
        return (items.reduce(Amount(cents: 0), +), items.map(\.description).joined(separator: " + "))
    }
}
