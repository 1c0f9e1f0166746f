/// Targeted re-reads: a second, closer look at the few printed values that decide
/// a field when the first read of them is unsure.
///
/// The OCR stage crops the value's box from the original image, enlarges it and
/// reads it as a single line restricted to the characters the value can contain.
/// A re-read never wins on its own say-so: it replaces the first reading only when
/// it is more credible — it parses where the first did not, or the page's own
/// arithmetic or another printed amount agrees with it and not with the first.
public enum Rereads {
    /// What to look at again, and why.
    public struct Request: Sendable, Equatable {
        public var field: FieldName
        /// The value's box in original-image pixels.
        public var box: Box
        public var kind: Kind

        public enum Kind: String, Sendable {
            /// Digits, separators, signs and currency letters only.
            case amount
            /// Digits, separators and month-name letters.
            case date
        }
    }

    /// What a re-read saw.
    public struct Result: Sendable, Equatable {
        public var request: Request
        public var text: String
        /// Tesseract's mean confidence for the line, 0…100.
        public var confidence: Double

        public init(request: Request, text: String, confidence: Double) {
            self.request = request
            self.text = text
            self.confidence = confidence
        }
    }

    /// Fields worth a second look: a total or date below this confidence.
    public static let confidenceBelow = 0.85

    public static func requests(for extraction: Extraction) -> [Request] {
        var requests: [Request] = []
        if let total = extraction[.total], let box = total.box, total.confidence < confidenceBelow, total.derived != true {
            requests.append(Request(field: .total, box: box, kind: .amount))
        }
        if let date = extraction[.date], let box = date.box, date.confidence < confidenceBelow {
            requests.append(Request(field: .date, box: box, kind: .date))
        }
        return requests
    }

    /// The extraction with each re-read applied: a confirmation raises confidence; a
    /// different, more credible reading replaces the value and says so.
    public static func apply(_ results: [Result], to extraction: Extraction, analysis: PageAnalysis, options: ExtractionOptions) -> Extraction {
        var extraction = extraction
        for result in results {
            guard var field = extraction[result.request.field] else { continue }
            switch result.request.kind {
            case .amount:
                guard let first = Amount(decimal: field.value),
                    let reread = amount(in: result.text)
                else { continue }
                if reread == first {
                    field.confidence = min(0.99, field.confidence + 0.05)
                    field.reason += "; a re-read of the value agrees"
                } else if isCredible(reread, over: first, analysis: analysis) {
                    field.rejected.insert(
                        Candidate(
                            value: field.value, text: field.text, box: field.box, row: field.row, rule: field.rule,
                            score: field.confidence, lost: "a closer re-read of the same print says \(reread)"),
                        at: 0)
                    field.value = reread.decimalString
                    field.text = result.text
                    field.source = "re-read"
                    field.reason += "; re-read as \(reread) (\(evidence(for: reread, analysis: analysis)))"
                    field.confidence = min(field.confidence, 0.8)
                }
            case .date:
                guard let first = CalendarDate(iso: field.value),
                    let match = DateParser.dates(in: result.text).first,
                    let reread = match.resolved(DateFields(analysis: analysis, order: options.dateOrder, today: options.today).resolvedOrder().0)
                else { continue }
                if reread == first {
                    field.confidence = min(0.99, field.confidence + 0.05)
                    field.reason += "; a re-read of the date agrees"
                } else if let today = options.today, reread > today.addingDays(1) {
                    continue
                } else if printedCount(reread, analysis) > 0, printedCount(first, analysis) <= 1 {
                    field.rejected.insert(
                        Candidate(
                            value: field.value, text: field.text, box: field.box, row: field.row, rule: field.rule,
                            score: field.confidence, lost: "a closer re-read says \(reread.iso), as printed elsewhere; this reading is printed nowhere else"),
                        at: 0)
                    field.value = reread.iso
                    field.text = result.text
                    field.source = "re-read"
                    field.reason += "; re-read as \(reread.iso), the date printed elsewhere on the receipt"
                }
            }
            extraction[result.request.field] = field
        }
        return extraction
    }

    /// On how many rows a date is printed, in either day/month order.
    static func printedCount(_ date: CalendarDate, _ analysis: PageAnalysis) -> Int {
        analysis.rows.filter { row in row.dates.contains { $0.resolved(.dmy) == date || $0.resolved(.mdy) == date } }.count
    }

    /// The amount a single-line re-read shows (its last amount).
    static func amount(in text: String) -> Amount? {
        let words = text.split(separator: " ").map(String.init)
        var found: Amount?
        for (index, word) in words.enumerated() {
            if let parsed = AmountParser.parse(word), parsed.hasDecimals { found = parsed.amount }
            if index + 1 < words.count, let parsed = AmountParser.parse(word + words[index + 1]), parsed.hasDecimals {
                found = parsed.amount
            }
        }
        return found
    }

    /// A re-read amount beats the first reading only with support the first lacks:
    /// the page's arithmetic, or the same amount printed on another row.
    static func isCredible(_ reread: Amount, over first: Amount, analysis: PageAnalysis) -> Bool {
        let fields = AmountFields(analysis: analysis)
        let support = fields.arithmetic()
        let printed = fields.repeats()
        let rereadSupport = (support[reread]?.count ?? 0) + (printed[reread] ?? 0)
        let firstSupport = (support[first]?.count ?? 0) + max(0, (printed[first] ?? 0) - 1)
        return rereadSupport > firstSupport
    }

    static func evidence(for value: Amount, analysis: PageAnalysis) -> String {
        let fields = AmountFields(analysis: analysis)
        if let how = fields.arithmetic()[value]?.first?.how { return "agrees with \(how)" }
        return "printed elsewhere on the page"
    }
}
