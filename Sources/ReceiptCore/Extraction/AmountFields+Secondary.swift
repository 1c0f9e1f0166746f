import Foundation

extension AmountFields {
    /// The amount on the last row that `matches`, above the total's row when there is one.
    /// With a `ceiling` (what the field is a part of), an amount of at least half of it is
    /// passed over: no tax is 100 % of what it is levied on.
    func labelled(
        _ field: FieldName, rule: String, below limit: Int?, ceiling: Amount? = nil, where matches: (AnalyzedRow) -> Bool
    ) -> (field: Field?, reason: String?) {
        // A heading over the items' columns labels no amount: the row under it is an item.
        let rows = analysis.rows.filter { matches($0) && !Self.isColumnHeading($0) }
        var found: [(AnalyzedRow, AmountOnRow, AnalyzedRow)] = []
        var tooLarge: [(AnalyzedRow, AmountOnRow, AnalyzedRow)] = []
        for row in rows {
            guard let (amount, valueRow, _) = analysis.value(for: row) else { continue }
            guard let ceiling, ceiling.cents > 0 else {
                found.append((row, amount, valueRow))
                continue
            }
            func fits(_ amount: AmountOnRow) -> Bool { amount.parsed.amount.cents * 2 < ceiling.cents }
            // A row of a tax summary prints the base, the tax and the gross (`IVA 8% = 17,78
            // 1,42 19.20`): the tax is the last of its amounts that can be one.
            if let fitting = fits(amount) ? amount : valueRow.amounts.last(where: fits) {
                found.append((row, fitting, valueRow))
            } else {
                tooLarge.append((row, amount, valueRow))
            }
        }
        // Nearest above the total when there are such lines (a breakdown leads to the
        // total), otherwise the first below it (`GST included in total` footers).
        if let limit, found.contains(where: { $0.0.index <= limit }) {
            found.removeAll { $0.0.index > limit }
        } else if let limit, let first = found.first(where: { $0.0.index > limit }) {
            // Below the total, a line that totals its kind (`TVA 10%`, `TVA 20%`, then
            // `Total TVA 3,61`) sums the lines before it.
            let totalling = field == .tax ? found.first { $0.0.index > limit && $0.0.has(.total) && $0.0.has(.tax) } : nil
            found = [totalling ?? first]
        }
        // What passes an amount over, said the same way wherever it is said.
        let underHalf = ceiling.map { "not under half of \($0.decimalString), the total it would be part of" } ?? ""
        let passedOver = tooLarge.map { other in
            Candidate(
                value: other.1.parsed.amount.decimalString, text: other.1.text, box: other.1.box,
                row: other.2.text, rule: rule, score: 0.2, lost: underHalf)
        }
        guard let (label, amount, valueRow) = found.last else {
            if let other = tooLarge.last {
                return (nil, "a \(field) line ('\(other.2.text)') whose amount \(other.1.parsed.amount.decimalString) is \(underHalf)")
            }
            return (nil, rows.isEmpty ? "no \(field) line" : "a \(field) line without an amount")
        }
        let rejected =
            found.dropLast().map { other in
                Candidate(
                    value: other.1.parsed.amount.decimalString, text: other.1.text, box: other.1.box,
                    row: other.2.text, rule: rule, score: 0.4, lost: "an earlier \(field) line")
            } + passedOver
        var confidence = 0.8
        if amount.confidence < 80 { confidence -= 0.15 }
        if found.count > 1 { confidence -= 0.1 }
        var reason = "\(field) label '\(label.text)'"
        if let last = valueRow.lastAmount, last != amount, ceiling != nil {
            reason += "; the row's last amount \(last.parsed.amount.decimalString) is \(underHalf)"
        }
        return (
            Field(
                value: amount.parsed.amount.decimalString, text: amount.text, box: amount.box, row: valueRow.text,
                confidence: confidence, rule: rule, reason: reason,
                rejected: Array(rejected)),
            nil
        )
    }

    func subtotal(totalRow: Int?) -> (field: Field?, reason: String?) {
        // Not the total's own row: a subtotal printed again after rounding is the total.
        labelled(.subtotal, rule: "subtotal-label", below: totalRow) { isSubtotal($0.label) && $0.index != totalRow }
    }

    /// The tax: its labelled amount, under half of `partOf` (the larger of the total and the
    /// subtotal) when known. The bound is looser than the total's arithmetic, which takes no
    /// tax over a third of its subtotal: either figure it is measured against may be misread,
    /// so it only passes over what cannot be a tax (a VAT number, the total itself). A
    /// document's title (`TAX INVOICE`) is no tax line.
    func tax(totalRow: Int?, partOf whole: Amount? = nil) -> (field: Field?, reason: String?) {
        labelled(.tax, rule: "tax-label", below: totalRow, ceiling: whole) { row in
            isTax(row.label) && (!row.has(.total) || row.amounts.count == 1)
                && !row.label.words.contains { Self.documentTitleWords.contains($0) }
        }
    }

    /// Words that make a tax word a document's title (`TAX INVOICE`, `GST RECEIPT`).
    static let documentTitleWords: Set<String> = ["INVOICE", "RECEIPT"]

    /// A heading over the items' columns (`QTY ITEM TOTAL`, `Description Qty U.price Total
    /// TAX`): no amount of its own, and a quantity's heading printed before every phrase
    /// that would make it a field's label.
    static func isColumnHeading(_ row: AnalyzedRow) -> Bool {
        guard row.amounts.isEmpty, let quantity = row.label.kinds[.quantity] else { return false }
        let others = row.label.kinds.filter { $0.key != .quantity }.map(\.value)
        return !others.isEmpty && others.allSatisfy { $0 > quantity }
    }

    /// The tip: its labelled amount, or — when the tip line's amount cannot be read
    /// (written by hand: `Tip: 326`) and a payment line `charged` more than the printed
    /// total — the difference, marked as derived.
    func tip(totalRow: Int?, charged: (total: Amount, paid: Amount)? = nil) -> (field: Field?, reason: String?) {
        func isTipLine(_ row: AnalyzedRow) -> Bool {
            guard row.has(.tip), !row.has(.total), !row.labelWords.contains(where: Self.suggestionWords.contains) else { return false }
            // A rate beside a tip above the total (`Tip (18%) 16.38`) is the tip the bill
            // adds; elsewhere, one line of a table of suggestions (`18% 16.38`).
            return !row.label.hasPercent || totalRow.map { row.index < $0 } == true
        }
        let read = labelled(.tip, rule: "tip-label", below: nil, where: isTipLine)
        guard read.field == nil, let charged, let line = analysis.rows.last(where: isTipLine) else { return read }
        let tip = charged.paid - charged.total
        // Under the total's size: more is a payment for something else.
        guard tip.cents > 0, tip < charged.total else { return read }
        // The hand-written figure, its decimal point lost, agreeing digit for digit.
        let digits = line.labelWords.joined().filter(\.isNumber)
        let agrees = digits == String(tip.cents)
        return (
            Field(
                value: tip.decimalString, text: line.text, box: line.row.box, row: line.text,
                confidence: agrees ? 0.6 : 0.45, rule: "tip-arithmetic",
                reason: "tip line '\(line.text)' with no readable amount; the payment line charged \(charged.paid) against "
                    + "the total \(charged.total)" + (agrees ? ", and the line's digits read \(digits)" : ""),
                derived: true),
            nil
        )
    }

    /// Words of a table of suggested tips (`Gratuity guide`, `Suggested tip`), never the tip paid.
    static let suggestionWords: Set<String> = ["GUIDE", "SUGGESTED", "SUGGESTION", "SUGGESTIONS"]

    /// The payment method: a card brand, debit, an e-wallet, or cash.
    func paymentMethod(totalRow: Int?) -> (field: Field?, reason: String?) {
        let brands: [(method: String, words: [String])] = [
            ("visa", ["VISA"]), ("mastercard", ["MASTERCARD", "MASTER", "MC"]),
            ("amex", ["AMEX", "AMERICAN"]), ("discover", ["DISCOVER"]), ("unionpay", ["UNIONPAY"]),
            ("jcb", ["JCB"]), ("debit", ["DEBIT", "EFTPOS", "INTERAC", "MAESTRO", "NETS", "GIROCARD"]),
            ("ewallet", ["BOOST", "GRABPAY", "EWALLET", "TNG", "ALIPAY", "WECHAT", "PAYNOW", "PAYLAH"]),
            // `CB` is the French carte bancaire.
            ("card", ["CARD", "CREDIT", "CB", "KARTE", "KARTENZAHLUNG", "TARJETA"]),
            ("cash", ["CASH", "TUNAI", "ESPECES", "CONTANTI", "CONTANTE", "EFECTIVO", "BARGELD"]),
        ]
        // Change given back was paid in cash: then a `CASH` row with its amount printed
        // below it counts too, after any cash row that prints its amount.
        let changeGiven = labelled.contains { $0.label.has(.change) && !$0.label.has(.savings) && $0.amount.parsed.amount.cents > 0 }
        // Look below the header, preferring rows near the total.
        let start = max(0, analysis.rows.count / 4)
        let rows = analysis.rows[start...]
        // `ESPÈCES` read with or without its accent: each row's words folded once.
        let folded = Dictionary(
            uniqueKeysWithValues: rows.map { row in
                (row.index, row.labelWords.map { $0.folding(options: .diacriticInsensitive, locale: nil) })
            })
        for (method, words) in brands {
            let ordered = method == "cash" && changeGiven ? rows.filter { $0.lastAmount != nil } + rows.filter { $0.lastAmount == nil } : Array(rows)
            for row in ordered {
                guard let at = folded[row.index]?.firstIndex(where: words.contains) else { continue }
                let word = row.labelWords[at]
                if method == "card", row.labelWords.contains(where: { ["MEMBER", "LOYALTY", "POINTS", "NO", "NUMBER"].contains($0) }) { continue }
                if method == "cash", row.lastAmount == nil, !changeGiven { continue }
                if word == "CB", row.lastAmount == nil { continue }
                let confidence = method == "card" ? 0.6 : 0.8
                return (
                    Field(
                        value: method, text: word, box: row.row.box, row: row.text, confidence: confidence,
                        rule: "payment-word", reason: "'\(word)' on row \(row.index)"),
                    nil
                )
            }
        }
        return (nil, "no card brand, debit, e-wallet or cash line")
    }

    /// The currency: marks printed with amounts, else country hints on the page.
    func currency() -> (field: Field?, reason: String?) {
        var votes: [String: Int] = [:]
        var example: [String: AmountOnRow] = [:]
        var surest: [String: Double] = [:]
        // A mark before a long or zero-led number without decimals, on a page whose money
        // prints cents, marks no price: it is an identifier with a speck before it (`£0514`,
        // `€500013033`). A whole price (`$2 off`, `A $100 gift card`) still counts.
        let printsCents = analysis.allAmounts.contains { $0.amount.parsed.hasDecimals }
        for (_, amount) in analysis.allAmounts {
            guard let code = amount.parsed.currency, !printsCents || Self.marksPrice(amount) else { continue }
            votes[code, default: 0] += 1
            example[code] = example[code] ?? amount
            surest[code] = max(surest[code] ?? 0, amount.confidence)
        }
        let words = Set(analysis.rows.flatMap(\.labelWords))
        let malaysian =
            words.contains("MALAYSIA") || words.contains("BHD") || words.contains("RM")
            || words.contains("SELANGOR") || words.contains("JOHOR")
        if let (code, count) = votes.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }), let amount = example[code] {
            var value = code
            var confidence = count >= 2 ? 0.85 : 0.7
            var reason = "\(count) amount\(count == 1 ? "" : "s") printed with a \(code) mark"
            // `$` is printed for many dollars; a page that says Malaysia means ringgit,
            // one that says Singapore, Australia or Canada that country's dollar.
            if code == "USD", !words.contains("USD") {
                if malaysian {
                    value = "MYR"
                    reason += ", on a Malaysian page: ringgit"
                } else if let (dollar, hint) = Self.dollarCountries.lazy.compactMap({ country in
                    country.hints.first(where: words.contains).map { (country.code, $0) }
                }).first {
                    value = dollar
                    reason += "; '\(hint)' on the page: \(dollar)"
                }
            }
            // A mark seen only in words read with doubt, or outvoted by nothing but
            // disagreeing marks, is what a garbled page makes of a speck.
            let doubtful = (surest[code] ?? 0) < 60
            if doubtful {
                confidence -= 0.35
                reason += ", none read with confidence"
            }
            let rivals = votes.filter { $0.key != code }.map(\.value).reduce(0, +)
            if rivals > 0 {
                confidence -= rivals >= count ? 0.3 : 0.1
                reason += "; \(rivals) with other marks"
            }
            // A page that places itself in Malaysia (its legal form, its states, `RM`) pays
            // in ringgit whatever one speck or a few doubtful ones look like (`£7`, `€ 20`).
            if value != "MYR", malaysian, count < 2 || doubtful {
                value = "MYR"
                confidence = 0.6
                reason += "; outweighed by a Malaysian page: ringgit"
            }
            return (
                Field(
                    value: value, text: amount.text, box: amount.box, confidence: max(0.1, confidence),
                    rule: "currency-mark", reason: reason),
                nil
            )
        }
        let hints: [(String, [String])] = [
            ("MYR", ["RM", "MALAYSIA", "BHD"]), ("GBP", ["GBP"]), ("EUR", ["EUR", "EURO"]), ("USD", ["USD"]),
            ("SGD", ["SGD", "SINGAPORE"]), ("AED", ["AED", "DIRHAM"]),
        ]
        for (code, hintWords) in hints {
            if let word = hintWords.first(where: words.contains) {
                return (
                    Field(value: code, text: word, confidence: 0.6, rule: "country-hint", reason: "'\(word)' on the page"),
                    nil
                )
            }
        }
        if let address = DateFields.usAddress(in: analysis) {
            return (
                Field(value: "USD", text: address, confidence: 0.6, rule: "country-hint", reason: "'\(address)' on the page, a US address"),
                nil
            )
        }
        // A North American telephone number (`(415) 555-8176`): the US dollar, or the
        // Canadian one on a page that names Canada or its taxes.
        let phone = analysis.rows.lazy.compactMap { row in
            row.text.range(of: #"\(\d{3}\) ?\d{3}[-. ]\d{4}"#, options: .regularExpression).map { String(row.text[$0]) }
        }.first
        if let phone {
            let canadian = Self.dollarCountries.first { $0.code == "CAD" }?.hints.first(where: words.contains)
            return (
                Field(
                    value: canadian == nil ? "USD" : "CAD", text: phone, confidence: 0.5, rule: "country-hint",
                    reason: "'\(phone)' on the page, a North American telephone number" + (canadian.map { ", and '\($0)'" } ?? "")),
                nil
            )
        }
        // VAT named in Italian, Spanish, French or German over amounts with decimal
        // commas: the euro area (Switzerland and Mexico name the tax so too, but print
        // decimal points).
        let commas = analysis.allAmounts.filter { $0.amount.text.range(of: #",\d\d$"#, options: .regularExpression) != nil }.count
        if let word = ["IVA", "TVA", "MWST", "BTW"].first(where: words.contains), commas * 2 > analysis.allAmounts.count {
            return (
                Field(
                    value: "EUR", text: word, confidence: 0.5, rule: "country-hint",
                    reason: "'\(word)' on the page and amounts with decimal commas"),
                nil
            )
        }
        return (nil, "no currency mark or country hint")
    }

    /// Whether an amount printed with a currency mark reads as a price: with decimals, or
    /// whole and short (`$2`, `£100`), not an identifier (`£0514`, `£44164`).
    static func marksPrice(_ amount: AmountOnRow) -> Bool {
        if amount.parsed.hasDecimals { return true }
        let digits = amount.text.filter(\.isNumber)
        return digits.count <= 3 && digits.first != "0"
    }

    /// Dollars other than the US one, and the words that place a page in their country.
    static let dollarCountries: [(code: String, hints: [String])] = [
        ("SGD", ["SINGAPORE", "PAYNOW", "SGD"]), ("AUD", ["AUSTRALIA", "ABN", "AUD"]), ("CAD", ["CANADA", "CAD", "HST", "QST"]),
        ("NZD", ["ZEALAND", "NZD"]), ("HKD", ["KONG", "HKD"]),
    ]
}
