import Foundation

/// What a receipt's reads offer as evidence for how sure a proposed field is: the first
/// read, which the rules ran on, and every later read the page took (whole pages and the
/// header), with the proposal as the rules left it.
public struct ConfidenceContext: Sendable {
    public var first: PageAnalysis
    /// The later whole-page reads, in the order they were made.
    public var laterReads: [PageAnalysis]
    /// The header's closer read, when one was made.
    public var header: PageAnalysis?
    /// The closer re-reads of unsure values, with how surely each character was read.
    public var rereads: [Rereads.Result]
    /// The merchant's words (`ConfidenceEvidence.nameWords`) that the reading model's word list
    /// knows in no casing (`TesseractEngine.knowsWord`); `nil` where no model was at hand (a
    /// frozen dump), and then no word counts as unknown.
    public var unknownNameWords: Set<String>?

    public init(
        first: PageAnalysis, laterReads: [PageAnalysis] = [], header: PageAnalysis? = nil, rereads: [Rereads.Result] = [],
        unknownNameWords: Set<String>? = nil
    ) {
        self.first = first
        self.laterReads = laterReads
        self.header = header
        self.rereads = rereads
        self.unknownNameWords = unknownNameWords
    }

    /// Every whole-page read, the first one first.
    var wholeReads: [PageAnalysis] { [first] + laterReads }

    /// Every read the page took, the header's last.
    var allReads: [PageAnalysis] { wholeReads + (header.map { [$0] } ?? []) }
}

/// The features a field's confidence is learned from (`ConfidenceModel`): numbers that say
/// what confirms or contradicts the proposed value, measured on the page rather than taken
/// from the rules' own figure alone. Each is 0 when the evidence is absent, so a feature's
/// effect in `explain` reads as what its evidence did.
///
/// Names are stable: the committed weights (`ConfidenceModel+Fitted.swift`) are keyed by
/// them, and a test fails when the two lists disagree.
public enum ConfidenceEvidence {
    /// The fields whose confidence is learned from evidence.
    public static let fields: [FieldName] = [.total, .date, .merchant]

    /// The features of each field that has a learned confidence, in the order the weights list them.
    public static let names: [FieldName: [String]] = [
        .total: [
            // The rules.
            "confirmed", "rules", "rule-payment", "rule-rounded", "rule-arithmetic", "rule-fallback", "derived",
            // The page's sums and prints.
            "sums", "cash-change", "sums-elsewhere", "prints",
            // Other reads and closer looks.
            "later-reads-agree", "later-reads-differ", "reread-agrees", "reread-replaced", "digit-doubt", "weakest-digit", "read-confidence",
            "unsure-read",
            // The value among the page's amounts.
            "largest", "larger-labelled", "close-rivals", "change-unexplained", "round-tens",
            // The row it was read from.
            "row-tax-base", "row-subtotal", "row-tax", "row-quantity", "row-cash", "row-unlabelled", "row-item-like", "whole-amount",
            // The page.
            "photo", "uneven-light", "enlarged", "page-confidence",
        ],
        .date: [
            // The rules.
            "confirmed", "rules", "rule-with-time", "rule-label", "rule-first", "rule-reread",
            // Prints, other reads and closer looks.
            "prints", "later-reads-agree", "later-reads-differ", "reread-agrees", "reread-replaced", "digit-doubt", "weakest-digit",
            "read-confidence", "unsure-read",
            // The print.
            "ambiguous-order", "month-name", "four-digit-year", "rivals",
            // The page.
            "photo", "uneven-light", "enlarged", "page-confidence",
        ],
        .merchant: [
            // The ranking.
            "confirmed", "rules", "rule-catalog", "rule-legal",
            // Its reading.
            "read-confidence", "unsure-read", "reads-agree", "reads-differ", "from-later-read", "first-word-confidence", "dropped-before",
            "unknown-words",
            // The name.
            "words", "legal-form", "digits", "short",
            // The page.
            "photo", "uneven-light", "enlarged", "page-confidence",
        ],
    ]

    /// The features of `field`, proposed as `name` in `extraction`, by the names above.
    public static func features(of name: FieldName, field: Field, in extraction: Extraction, context: ConfidenceContext) -> [String: Double] {
        var features: [String: Double]
        switch name {
        case .total: features = total(field, context)
        case .date: features = date(field, context)
        case .merchant: features = merchant(field, context)
        default: return [:]
        }
        features.merge(page(context.first, extraction)) { own, _ in own }
        features["confirmed"] = flag(isConfirmed(name, features))
        // Four places: what the scan line records is what the model weighs.
        return features.mapValues { ($0 * 10_000).rounded() / 10_000 }
    }

    // MARK: - What every field shares

    /// Whether anything beyond the value's own read confirms it: the page's arithmetic or a
    /// second print, another read or a closer re-read agreeing, a card's charge, a date printed
    /// with its time or under its label, a name confirmed in a catalog or printed with its
    /// legal form. A total no label names is confirmed by nothing.
    static func isConfirmed(_ name: FieldName, _ values: [String: Double]) -> Bool {
        let confirming: [String] =
            switch name {
            case .total: ["sums", "cash-change", "later-reads-agree", "reread-agrees", "rule-payment"]
            case .date: ["later-reads-agree", "reread-agrees", "rule-with-time", "rule-label"]
            default: ["reads-agree", "rule-catalog", "rule-legal"]
            }
        // A total the fallback rules chose (the largest or a repeated amount, a subtotal taken for
        // the total) was chosen because nothing on the page labels one: a guess, right half the
        // time on the pools (16 of 32), however often it is printed.
        if name == .total, (values["rule-fallback"] ?? 0) > 0 { return false }
        if name != .merchant, (values["prints"] ?? 0) >= 2 { return true }
        return confirming.contains { (values[$0] ?? 0) > 0 }
    }

    /// The log-odds of the rules' own confidence, kept finite.
    static func logit(_ confidence: Double) -> Double {
        let c = min(max(confidence, 0.01), 0.99)
        return log(c / (1 - c))
    }

    static func flag(_ condition: Bool) -> Double { condition ? 1 : 0 }

    /// How the page was captured and how well it read, as the first read saw it.
    static func page(_ first: PageAnalysis, _ extraction: Extraction) -> [String: Double] {
        let preprocessing = first.page.preprocessing
        return [
            "photo": flag(extraction.paper.paper == .photo),
            "uneven-light": flag(preprocessing.unevenLighting == true),
            // A small picture enlarged to reach Tesseract's text height: its print was small.
            "enlarged": max(0, log2(max(preprocessing.scale, 1))),
            "page-confidence": first.page.meanConfidence / 100,
        ]
    }

    /// The rules' figure and the field's own row in the read it came from.
    static func row(of field: Field, in context: ConfidenceContext) -> AnalyzedRow? {
        guard let text = field.row else { return nil }
        return context.allReads.lazy.compactMap { read in read.rows.first { $0.text == text } }.first
    }

    /// How surely a closer re-read that saw `value` read its digits, from the recogniser's own
    /// weighing of each character (Tesseract's choices): `doubt` is the strongest other digit
    /// it weighed for any place (0…1), `weakest` how far the least sure digit fell short of
    /// certainty (0…1). Both 0 when no re-read saw the value.
    static func digits(of field: FieldName, reading value: (String) -> Bool, in context: ConfidenceContext) -> (doubt: Double, weakest: Double) {
        var doubt = 0.0
        var weakest = 0.0
        for result in context.rereads where result.request.field == field && result.request.rival == nil && value(result.text) {
            for character in result.characters.values where character.character.isNumber {
                let rival = character.others.filter { $0.key.isNumber }.values.max() ?? 0
                doubt = max(doubt, rival / 100)
                weakest = max(weakest, (100 - min(character.confidence, 100)) / 100)
            }
        }
        return (doubt, weakest)
    }

    /// Later reads that print `holds` against those that do not.
    static func agreement(_ reads: [PageAnalysis], _ holds: (PageAnalysis) -> Bool) -> (agree: Double, differ: Double) {
        let agreeing = reads.filter(holds).count
        return (Double(agreeing), Double(reads.count - agreeing))
    }

    // MARK: - Total

    static func total(_ field: Field, _ context: ConfidenceContext) -> [String: Double] {
        var f: [String: Double] = [:]
        let rule = field.rule
        f["rules"] = logit(field.rulesConfidence ?? field.confidence)
        f["rule-payment"] = flag(rule.hasPrefix("payment"))
        f["rule-rounded"] = flag(rule.contains("rounded") || rule.contains("rounding"))
        f["rule-arithmetic"] = flag(rule.contains("arithmetic"))
        f["rule-fallback"] = flag(["largest-amount", "repeated-amount", "untaxed-subtotal", "taxed-subtotal"].contains(rule))
        f["derived"] = flag(field.derived == true)
        guard let value = Amount(decimal: field.value) else { return f }

        // The page's own arithmetic, worked out once per whole read, in whichever read sees the
        // value best.
        let sums = context.wholeReads.map { AmountFields(analysis: $0).arithmetic() }
        let supports = sums.map { $0[value] ?? [] }
        let best = supports.max { $0.count < $1.count } ?? []
        let cashLessChange = supports.contains { $0.contains { $0.sum == .cash } }
        f["sums"] = Double(min(best.count, 2))
        f["cash-change"] = flag(cashLessChange)
        // Arithmetic that arrives at another amount, and not at this one: cash less change, or
        // two sums that agree (`SUBTOTAL 8.00 + TAX 0.80` and `CASH 10.00 - CHANGE 1.20`, under
        // a total read `9.80`).
        let elsewhere = sums[0].contains { other, ways in
            other != value && (ways.contains { $0.sum == .cash } || Set(ways.map(\.how)).count >= 2)
        }
        f["sums-elsewhere"] = flag(best.isEmpty && elsewhere)

        let amounts = context.first.allAmounts
        f["prints"] = Double(min(amounts.filter { $0.amount.parsed.amount == value }.count, 3))
        let later = agreement(context.laterReads) { read in read.allAmounts.contains { $0.amount.parsed.amount == value } }
        f["later-reads-agree"] = later.agree
        f["later-reads-differ"] = later.differ
        f["reread-agrees"] = flag(field.reason.contains(Rereads.agreement(.amount)))
        f["reread-replaced"] = flag(field.source == "re-read")
        let digits = digits(of: .total, reading: { Rereads.amount(in: $0) == value }, in: context)
        f["digit-doubt"] = digits.doubt
        f["weakest-digit"] = digits.weakest

        let row = row(of: field, in: context)
        let own = row?.amounts.last { $0.parsed.amount == value } ?? row?.lastAmount
        let read = own?.confidence ?? 50
        f["read-confidence"] = read / 100
        f["unsure-read"] = flag(read < 80)
        // The largest amount on the page, leaving out cash handed over and counts.
        let excluded: [LabelKind] = [.cashTendered, .change, .quantity, .savings]
        let payable = amounts.filter { pair in !excluded.contains(where: pair.row.has) }
        let larger = payable.filter { $0.amount.parsed.amount > value }
        f["largest"] = flag(larger.isEmpty)
        // A larger amount on a row labelled as a total or charge: the payable may be that one.
        f["larger-labelled"] = flag(
            larger.contains { pair in
                (pair.row.has(.total) || pair.row.has(.roundedTotal) || pair.row.has(.payment))
                    && !pair.row.has(.subtotal) && !pair.row.has(.tax)
            })
        let rated = field.rulesConfidence ?? field.confidence
        let close = Set(field.rejected.filter { $0.value != field.value && $0.score >= rated - 0.2 }.map(\.value))
        f["close-rivals"] = Double(min(close.count, 3))
        // Change given that cash less change does not explain: the amount handed over may
        // have been taken for the total (`PAID AMOUNT 10.00` over a total of 7.40).
        let change = amounts.contains { $0.row.has(.change) && $0.amount.parsed.amount.cents > 0 }
        f["change-unexplained"] = flag(change && !cashLessChange)
        f["round-tens"] = flag(value.cents > 0 && value.cents % 1000 == 0)
        if let row {
            // An amount before tax: the vocabulary's (`TAXABLE AMOUNT`, `EXCL`, `Total ex tax`), or a
            // lone `GROSS`, `EX` or `BEFORE`.
            let taxBase: Set<String> = ["GROSS", "EX", "BEFORE"]
            f["row-tax-base"] = flag(row.has(.excludingTax) || row.labelWords.contains(where: taxBase.contains))
            f["row-subtotal"] = flag(row.has(.subtotal))
            // A row that names a tax (`GST @ 6% INCLUDED IN TOTAL`), counts (`5 Item(s) Total`)
            // or tenders cash (`CASH 84.00`): the total is read there, but the row says more.
            f["row-tax"] = flag(row.has(.tax))
            f["row-quantity"] = flag(row.has(.quantity))
            f["row-cash"] = flag(row.has(.cashTendered))
            f["row-unlabelled"] = flag(row.kinds.isEmpty)
            // A quantity before the name of a thing (`1 L. SANGRIA 8,00`): an item's row.
            let first = row.row.words.first?.text ?? ""
            f["row-item-like"] = flag(
                row.kinds.isEmpty && first.count <= 2 && first.allSatisfy(\.isNumber) && row.amounts.count <= 2)
        }
        f["whole-amount"] = flag(own.map { !$0.parsed.hasDecimals } ?? !field.value.contains("."))
        return f
    }

    // MARK: - Date

    static func date(_ field: Field, _ context: ConfidenceContext) -> [String: Double] {
        var f: [String: Double] = [:]
        let rule = field.rule
        f["rules"] = logit(field.rulesConfidence ?? field.confidence)
        f["rule-with-time"] = flag(rule == "date-with-time")
        f["rule-label"] = flag(rule == "date-label")
        f["rule-first"] = flag(rule == "first-date")
        f["rule-reread"] = flag(rule == "date-reread")
        guard let value = CalendarDate(iso: field.value) else { return f }
        f["prints"] = Double(min(Rereads.printedCount(value, context.first), 3))
        let later = agreement(context.laterReads) { Rereads.printedCount(value, $0) > 0 }
        f["later-reads-agree"] = later.agree
        f["later-reads-differ"] = later.differ
        f["reread-agrees"] = flag(field.reason.contains(Rereads.agreement(.date)))
        f["reread-replaced"] = flag(field.source == "re-read")
        let digits = digits(
            of: .date, reading: { text in DateParser.dates(in: text).contains { $0.resolved(.dmy) == value || $0.resolved(.mdy) == value } },
            in: context)
        f["digit-doubt"] = digits.doubt
        f["weakest-digit"] = digits.weakest
        let row = row(of: field, in: context)
        // The words the date was read from, else the row's.
        let words = row?.row.words.filter { field.text.contains($0.text) || $0.text.contains(field.text) } ?? []
        let read = words.map(\.confidence).min() ?? row?.row.confidence ?? 50
        f["read-confidence"] = read / 100
        f["unsure-read"] = flag(read < 80)
        let text = field.text
        let numbers = text.split { !$0.isNumber }.compactMap { Int($0) }
        let hasLetters = text.contains { $0.isLetter }
        f["month-name"] = flag(hasLetters)
        f["four-digit-year"] = flag(text.split { !$0.isNumber }.contains { $0.count == 4 || $0.count == 8 })
        // Day and month both twelve or under and not equal: the order decides the day.
        f["ambiguous-order"] = flag(!hasLetters && value.day <= 12 && value.month <= 12 && value.day != value.month && numbers.count >= 2)
        f["rivals"] = Double(min(Set(field.rejected.map(\.value).filter { $0 != field.value }).count, 3))
        return f
    }

    // MARK: - Merchant

    /// A name's words that a word list may judge: runs of letters, three or more long.
    public static func nameWords(of name: String) -> [String] {
        name.split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 }
    }

    static func merchant(_ field: Field, _ context: ConfidenceContext) -> [String: Double] {
        var f: [String: Double] = [:]
        f["rules"] = logit(field.rulesConfidence ?? field.confidence)
        f["rule-catalog"] = flag(field.rule == "catalog")
        f["rule-legal"] = flag(field.rule.hasPrefix("legal"))
        // The rows the name was read from (a name over two rows is joined with ` / `).
        let parts = Set((field.row ?? "").components(separatedBy: " / "))
        let rows = context.allReads.lazy.map { read in read.rows.filter { parts.contains($0.text) } }.first { !$0.isEmpty } ?? []
        let folded = GradingRules.fold(field.value)
        let nameTokens = Set(field.value.uppercased().split(separator: " ").map { GradingRules.fold(String($0)) })
        let words = rows.flatMap(\.row.words).filter { nameTokens.contains(GradingRules.fold($0.text)) }
        let read = words.map(\.confidence).min() ?? rows.map(\.row.confidence).min() ?? 50
        f["read-confidence"] = read / 100
        f["unsure-read"] = flag(read < 80)
        // Other reads that print the same name near the top.
        var others = context.laterReads + (context.header.map { [$0] } ?? [])
        if field.source != nil { others.append(context.first) }
        let agreement = agreement(others) { read in
            let top = read.rows.prefix(max(8, read.rows.count / 3)).map { GradingRules.fold($0.text) }.joined()
            return !folded.isEmpty && top.contains(folded)
        }
        f["reads-agree"] = agreement.agree
        f["reads-differ"] = agreement.differ
        f["from-later-read"] = flag(field.source != nil)
        // A misread first letter (`UAN HING` for `LIAN HING`) reads its word less surely.
        let first = GradingRules.fold(String(field.value.split(separator: " ").first ?? ""))
        let firstWord = rows.flatMap(\.row.words).first { !first.isEmpty && GradingRules.fold($0.text) == first }
        f["first-word-confidence"] = (firstWord?.confidence ?? read) / 100
        // The row printed words before the name that the name left out (`g Alaf Restaurants`):
        // the name may have lost its start.
        let rowText = GradingRules.fold(rows.first?.text ?? "")
        f["dropped-before"] = flag(!folded.isEmpty && rowText.contains(folded) && !rowText.hasPrefix(folded))
        // Words of three letters or more that the reading model's word list knows in no casing
        // (`GAKDENIA`, `CONFECTIUNERY`, `Dwner`): a name's word misread the same way by every read.
        let unknown = context.unknownNameWords.map { words in nameWords(of: field.value).filter(words.contains).count } ?? 0
        f["unknown-words"] = Double(min(unknown, 3))
        let tokens = field.value.uppercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        f["words"] = Double(min(tokens.count, 6))
        f["legal-form"] = flag(tokens.contains(where: MerchantField.legalForms.contains))
        let characters = field.value.filter { $0.isLetter || $0.isNumber }
        f["digits"] = characters.isEmpty ? 0 : Double(characters.filter(\.isNumber).count) / Double(characters.count)
        f["short"] = flag(characters.filter(\.isLetter).count < 4)
        return f
    }
}
