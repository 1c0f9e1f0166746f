/// Targeted re-reads: a second, closer look at the few printed values that decide
/// a field when the first read of them is unsure.
///
/// The OCR stage crops the value's box from the original image, enlarges it and
/// reads it as a single line restricted to the characters the value can contain.
/// A re-read never wins on its own say-so: it replaces the first reading only when
/// it is more credible — it parses where the first did not, the page's own
/// arithmetic or another printed amount agrees with it and not with the first, or (a
/// date) it reads the one digit it differs in surely, having weighed the page's digit
/// for that place only weakly.
public enum Rereads {
    /// What to look at again, and why.
    public struct Request: Sendable, Equatable {
        public var field: FieldName
        /// The value's box in original-image pixels.
        public var box: Box
        /// The box read, when wider than the value's: the whole printed row it stands on.
        public var row: Box? = nil
        public var kind: Kind
        /// How many printed rows the box spans.
        public var lines: Int = 1
        /// When the box holds a rival the field beat rather than the field's own
        /// print (a second print of the date one digit apart), that rival's value.
        public var rival: String? = nil
        /// What the box was chosen around, when not a print of the value itself
        /// (`the rows around the time 00:06:00`).
        public var around: String? = nil

        public enum Kind: String, Sendable {
            /// Digits, separators, signs and currency letters only.
            case amount
            /// Digits, separators and month-name letters.
            case date
            /// Any text: a name.
            case text
        }
    }

    /// What a re-read saw.
    public struct Result: Sendable, Equatable {
        public var request: Request
        public var text: String
        /// Tesseract's mean confidence for the line, 0…100.
        public var confidence: Double
        /// How surely each character of `text` was read, by its offset in `text`, when the
        /// re-read weighed its characters (a date's): empty otherwise.
        public var characters: [Int: ReadCharacter]

        public init(request: Request, text: String, confidence: Double, characters: [Int: ReadCharacter] = [:]) {
            self.request = request
            self.text = text
            self.confidence = confidence
            self.characters = characters
        }
    }

    /// The header's text height for its closer read: past the body's, since a name
    /// or logo printed large reads better enlarged than the page's small print does.
    public static let headerTextHeight = 40.0

    /// The region to read again when the merchant is missing or a guess (confidence
    /// under 0.5): the top quarter of the page, where a receipt prints its name; on a
    /// photo whose paper was outlined, the top quarter of the paper.
    public static func headerRegion(for extraction: Extraction, page: OCRPage) -> Box? {
        if let merchant = extraction[.merchant], merchant.rule == "catalog" || merchant.confidence >= 0.5 { return nil }
        guard page.width > 0, page.height > 0 else { return nil }
        if let paper = page.preprocessing.paper {
            let c = paper.corners
            func quarterWay(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) / 4, y: a.y + (b.y - a.y) / 4) }
            let top = [c[0], c[1], quarterWay(c[1], c[2]), quarterWay(c[0], c[3])]
            return Box(covering: top).clamped(width: page.width, height: page.height)
        }
        return Box(x0: 0, y0: 0, x1: page.width, y1: page.height / 4)
    }

    /// The extraction with the merchant the header's closer read proposes, taken as
    /// any second read is (``SecondLook/combine(_:_:secondName:fillOnly:margin:)``): the
    /// surer name, the fuller reading of the same name, or the only one.
    public static func applyHeader(_ header: OCRPage, to extraction: Extraction, options: ExtractionOptions) -> Extraction {
        applyHeader(PageAnalysis(page: header), to: extraction, options: options)
    }

    /// The same, from the header read's rows already analysed.
    public static func applyHeader(_ header: PageAnalysis, to extraction: Extraction, options: ExtractionOptions) -> Extraction {
        guard
            let field = MerchantField(analysis: header, catalog: options.catalog, scorer: options.merchantScorer).merchant().field
        else {
            return extraction
        }
        var read = Extraction()
        read.fields[.merchant] = field
        // Read without the rest of the page (no body text to measure a name's size
        // against), a different name must be clearly surer to displace the page's own.
        return SecondLook.combine(extraction, read, secondName: "header", margin: 0.1)
    }

    /// Fields worth a second look: a total or date below this confidence.
    public static let confidenceBelow = 0.85

    /// A date is looked at again up to the bar at which an app fills it in without asking:
    /// a closer re-read that agrees lifts a labelled date (0.85) to it, one that does not
    /// leaves it under. Measured at extractor 1.65 (`make accuracy`), the dates at ≥ 0.9 went
    /// from 137 to 150 of SROIE's 175 and from 75 to 80 of WildReceipt's 133, all as right as
    /// before (every SROIE one, 79 of WildReceipt's 80), for one line read a page so lifted.
    public static let dateConfidenceBelow = 0.9

    public static func requests(for extraction: Extraction, analysis: PageAnalysis? = nil, today: CalendarDate? = nil) -> [Request] {
        var requests: [Request] = []
        // No date found, but something printed like one that did not parse or was
        // implausible (`92/12/2017`, `18 Mar 2098`): look at it again.
        if extraction[.date] == nil, let analysis {
            if let (box, row) = dateLikeBox(in: analysis, latestYear: (today?.year ?? 2089) + 1) {
                requests.append(Request(field: .date, box: analysis.originalBox(box), row: analysis.originalBox(row), kind: .date))
            } else if let band = timeBand(in: analysis) {
                // Nothing like a date, but a time: receipts print the date beside the
                // time or on the row above it, where skew or faint print can hide it
                // from the page's read. Those rows are read again as a small block.
                requests.append(Request(field: .date, box: band.box, kind: .date, lines: 3, around: "the rows around the time \(band.time)"))
            }
        }
        if let total = extraction[.total], let box = total.box, total.confidence < confidenceBelow, total.derived != true {
            requests.append(Request(field: .total, box: box, kind: .amount))
        }
        if let date = extraction[.date], let box = date.box, date.confidence < dateConfidenceBelow {
            requests.append(Request(field: .date, box: box, kind: .date))
            // Printed twice, one digit apart: the other print is read again too, so that
            // the print that reads the same twice can be told from the one that does not.
            if let twin = oneDigitTwin(of: date), let twinBox = twin.box {
                requests.append(Request(field: .date, box: twinBox, kind: .date, rival: twin.value))
            }
        }
        if let merchant = extraction[.merchant], let box = merchant.box, merchant.rule != "catalog",
            merchant.confidence < confidenceBelow
        {
            let lines = (merchant.row?.components(separatedBy: " / ").count) ?? 1
            requests.append(Request(field: .merchant, box: box, kind: .text, lines: lines))
        }
        return requests
    }

    /// The extraction with each re-read applied: a confirmation raises confidence; a
    /// different, more credible reading replaces the value and says so. `laterReads`
    /// are the page's other whole reads, for how surely any read saw a name.
    public static func apply(
        _ results: [Result], to extraction: Extraction, analysis: PageAnalysis, laterReads: [PageAnalysis] = [],
        options: ExtractionOptions
    ) -> Extraction {
        var extraction = extraction
        for result in results where result.request.rival == nil {
            if result.request.kind == .date, extraction[.date] == nil {
                let order = DateFields(analysis: analysis, order: options.dateOrder, today: options.today).resolvedOrder().0
                let plausible = DateParser.dates(in: result.text).lazy.compactMap { match -> (DateMatch, CalendarDate)? in
                    guard let date = match.resolved(order), date.year >= 1990 else { return nil }
                    guard let today = options.today, date > today.addingDays(1) else { return (match, date) }
                    return DateFields.yearOneRepaired(date, printed: match.text, today: today).map {
                        var match = match
                        match.onesRepaired = true
                        return (match, $0)
                    }
                }
                guard let (match, date) = plausible.first else {
                    let reread = result.text.trimmingCharacters(in: .whitespaces)
                    if let reason = extraction.missing[.date] {
                        if let around = result.request.around {
                            extraction.missing[.date] = reason + "; a closer re-read of \(around) found none"
                        } else if !reread.isEmpty {
                            extraction.missing[.date] = reason + "; a closer re-read saw '\(reread)'"
                        }
                    }
                    continue
                }
                var reason = "no date read on the page; a closer re-read of \(result.request.around ?? "what looked like one") says \(match.text)"
                if let digits = match.resembled.first {
                    reason += ", whose impossible digits are taken for the \(digits) they resemble"
                }
                extraction.fields[.date] = Field(
                    value: date.iso, text: match.text, box: result.request.box, row: result.text,
                    confidence: (result.confidence >= 80 ? 0.6 : 0.4) - (match.resembled.isEmpty ? 0 : 0.2), rule: "date-reread",
                    reason: reason, source: "re-read")
                extraction.missing[.date] = nil
                continue
            }
            guard var field = extraction[result.request.field] else { continue }
            switch result.request.kind {
            case .text:
                // A name re-read more surely replaces one read with doubt, when both are
                // clearly the same name (most letters shared).
                let spelt = MerchantField.spellingNameWords(MerchantField.clean(result.text)).0
                // Finished as the page's own read of the name was (`SDN.` to `SDN. BHD.`, no
                // registration number).
                let (name, notes) = MerchantField.finished(spelt)
                // Against the surest read of the name: the read it came from, or another
                // that saw the same row (a name two reads agree on is no doubtful read).
                let firstConfidence =
                    ([analysis] + laterReads).flatMap(\.rows).filter { $0.text == field.row }
                    .map(\.row.confidence).max() ?? 100
                guard !name.isEmpty, name != field.value, result.confidence > firstConfidence + 5,
                    EditDistance.similarity(GradingRules.fold(name), GradingRules.fold(field.value)) >= 0.75
                else { continue }
                field = replacing(
                    field, with: name, text: result.text, lost: "a closer re-read of the same print was surer",
                    note: String(format: "; re-read closely as '%@' (confidence %.0f against %.0f)", name, result.confidence, firstConfidence))
                for note in notes where !field.reason.contains(note) { field.reason += "; " + note }
            case .amount:
                guard let first = Amount(decimal: field.value),
                    let reread = amount(in: result.text)
                else { continue }
                if reread == first {
                    field.confidence = min(0.99, field.confidence + 0.05)
                    field.reason += "; " + Self.agreement(.amount)
                } else if isCredible(reread, over: first, analysis: analysis) {
                    field = replacing(
                        field, with: reread.decimalString, text: result.text, lost: "a closer re-read of the same print says \(reread)",
                        note: "; re-read as \(reread) (\(evidence(for: reread, analysis: analysis)))")
                    field.confidence = min(field.confidence, 0.8)
                } else {
                    // The re-read's other reading stays in the evidence, with why it lost.
                    field.rejected.insert(
                        losing(
                            result, value: reread.decimalString, rule: "amount-reread",
                            lost: lostLeadingDigits(reread, of: first)
                                ? "a closer re-read of the same print, its leading digits cut off by the crop's edge"
                                : "a closer re-read of the same print; neither the page's sums nor another print of it agree"),
                        at: 0)
                }
            case .date:
                let pageOrder = DateFields(analysis: analysis, order: options.dateOrder, today: options.today).resolvedOrder().0
                guard let first = CalendarDate(iso: field.value),
                    let match = DateParser.dates(in: result.text).first,
                    let reread = match.resolved(order(of: field, otherwise: pageOrder))
                else { continue }
                if reread == first {
                    field.confidence = min(0.99, field.confidence + 0.05)
                    field.reason += "; " + Self.agreement(.date)
                } else if let today = options.today, reread > today.addingDays(1) {
                    continue
                } else if printedCount(reread, analysis) > 0, printedCount(first, analysis) <= 1 {
                    // Where the re-read's date is also printed: elsewhere on the receipt, or
                    // only on this very print, as the first read had it before a second pass.
                    let elsewhere = printedCount(reread, analysis, awayFrom: field.box) > 0
                    let support = elsewhere ? "the date printed elsewhere on the receipt" : "as the first read of this print had it"
                    field = replacing(
                        field, with: reread.iso, text: result.text,
                        lost:
                            "a closer re-read says \(reread.iso), \(elsewhere ? "as printed elsewhere" : "as the first read did"); this reading is printed nowhere else",
                        note: "; re-read as \(reread.iso), \(support)")
                } else if let digit = surelyReadDigit(replacing: field.text, in: match, of: result) {
                    field = replacing(
                        field, with: reread.iso, text: match.text,
                        lost: "a closer re-read reads its '\(digit.page)' surely as '\(digit.read.character)'",
                        note: String(
                            format: "; re-read as %@, its one differing digit read surely: '%@' at %.0f, the page's '%@' weighed at %.0f",
                            reread.iso, String(digit.read.character), digit.read.confidence, String(digit.page),
                            digit.read.weight(of: digit.page)))
                    field.confidence = min(field.confidence, 0.8)
                } else {
                    // The re-read's other reading stays in the evidence, with why it lost.
                    field.rejected.insert(
                        losing(
                            result, value: reread.iso, rule: "date-reread",
                            lost: printedCount(reread, analysis) > 0
                                ? "a closer re-read of the same print; the first reading is printed again on the receipt"
                                : "a closer re-read of the same print; its date is printed nowhere else on the receipt"),
                        at: 0)
                }
            }
            extraction[result.request.field] = field
        }
        if let rival = results.first(where: { $0.request.rival != nil }),
            let own = results.first(where: { $0.request.field == .date && $0.request.rival == nil })
        {
            extraction = applyRival(rival, own: own, to: extraction, analysis: analysis, options: options)
        }
        return extraction
    }

    /// `field` taking a re-read's `value`: its own reading stays in the evidence as the
    /// candidate replaced (`lost` says why), and `note` is added to its reason.
    static func replacing(_ field: Field, with value: String, text: String, lost: String, note: String) -> Field {
        var taken = field
        taken.rejected.insert(Candidate(replaced: field, lost: lost), at: 0)
        taken.reason += note
        taken.value = value
        taken.text = text
        taken.source = "re-read"
        return taken
    }

    /// A re-read's reading that did not replace the field, as a candidate it beat: `lost`
    /// says why, and its score is the re-read's confidence.
    static func losing(_ result: Result, value: String, rule: String, lost: String) -> Candidate {
        Candidate(
            value: value, text: result.text, box: result.request.box, row: result.text, rule: rule,
            score: result.confidence / 100, lost: lost)
    }

    /// How surely a closer re-read must read the one digit it differs in from the page's
    /// print (Tesseract's choice confidence, 0…100), and how weakly at most it may weigh the
    /// page's digit for that place, to be believed over the page: `20/03/2018` whose `3` is
    /// read at 93 and its `9` weighed at 51, over the page's `20/09/2018`. Set on
    /// sroie-train's dates whose re-read differs from the page in one digit (extractor
    /// 1.65): the three re-reads that were right read their digit at 94–97 with the page's
    /// weighed at most 68; the two that were wrong read theirs at 82 with the page's `6`
    /// weighed at 78, and at 72. On the development set the rule then won three dates and
    /// lost none.
    static let surelyReadDigit = 85.0
    static let weakRival = 70.0

    /// The digit a re-read's date differs in from `page`, the print as the page read it,
    /// when it differs in exactly one digit (the same characters otherwise) and the re-read
    /// read that digit surely over the page's: the page's digit and the re-read's character.
    static func surelyReadDigit(replacing page: String?, in match: DateMatch, of result: Result) -> (page: Character, read: ReadCharacter)? {
        guard let page, page.count == match.text.count else { return nil }
        let differing = zip(page, match.text).enumerated().filter { $0.element.0 != $0.element.1 }
        guard differing.count == 1, let (index, (pageDigit, readDigit)) = differing.first.map({ ($0.offset, $0.element) }),
            pageDigit.isNumber, readDigit.isNumber,
            let read = result.characters[match.range.lowerBound + index], read.character == readDigit,
            read.confidence >= surelyReadDigit, read.weight(of: pageDigit) <= weakRival
        else { return nil }
        return (pageDigit, read)
    }

    /// The day/month order the date's own print was read in (a later read of the page
    /// may have had the hint the first lacked), so that its re-read is read alike;
    /// `otherwise` when the print does not show it.
    static func order(of date: Field, otherwise order: DateOrder) -> DateOrder {
        guard let value = CalendarDate(iso: date.value), let match = DateParser.dates(in: date.text).first else { return order }
        if match.dayFirst == value, match.monthFirst != value { return .dmy }
        if match.monthFirst == value, match.dayFirst != value { return .mdy }
        return order
    }

    /// The other print of a date one digit apart from the field's, among the candidates
    /// it beat (not another read's reading of the same print).
    static func oneDigitTwin(of date: Field) -> Candidate? {
        date.rejected.first { candidate in
            guard candidate.value != date.value, DateFields.oneDigitApart(candidate.text, date.text) else { return false }
            guard let box = candidate.box, let own = date.box else { return false }
            return box.intersection(own) == nil
        }
    }

    /// Two prints of the date one digit apart, each read again closely: when the rival
    /// reads the same again and the field's own print does not, the rival is the date.
    static func applyRival(_ rival: Result, own: Result, to extraction: Extraction, analysis: PageAnalysis, options: ExtractionOptions) -> Extraction
    {
        let pageOrder = DateFields(analysis: analysis, order: options.dateOrder, today: options.today).resolvedOrder().0
        guard var field = extraction[.date] else { return extraction }
        let order = order(of: field, otherwise: pageOrder)
        func reading(_ result: Result) -> CalendarDate? { DateParser.dates(in: result.text).first?.resolved(order) }
        guard let value = rival.request.rival, field.source != "re-read",
            let twin = oneDigitTwin(of: field), twin.value == value,
            let rivalReading = reading(rival), rivalReading.iso == value,
            let ownReading = reading(own), ownReading.iso != field.value
        else { return extraction }
        var extraction = extraction
        field.rejected.removeAll { $0 == twin }
        field.rejected.insert(
            Candidate(replaced: field, lost: "read again closely it says \(ownReading.iso): this print does not read the same twice, the other does"),
            at: 0)
        field.reason =
            "printed twice one digit apart, '\(field.text)' and '\(twin.text)'; read again closely, '\(twin.text)' reads the same and '\(field.text)' reads as \(ownReading.iso)"
        field.value = value
        field.text = twin.text
        field.box = twin.box
        field.row = twin.row
        field.rule = "date-reread"
        field.source = "re-read"
        field.confidence = min(field.confidence, 0.7)
        extraction[.date] = field
        return extraction
    }

    /// The box, on the upright page, of the first word printed like a date that gave
    /// no plausible date: three groups of digits joined by `/`, `-` or `.`, or a day, month
    /// name and year; and the box of its whole row, which is what is read again. Read alone,
    /// a word whose faint print the page read as `00/00/9019` reads as badly again
    /// (`90/00/3819`); its row, label and neighbours included, gives Tesseract the line's
    /// height and baseline from every character on it (`RECEIPT #: CSP0408083 DATE: 28/09/2017`).
    static func dateLikeBox(in analysis: PageAnalysis, latestYear: Int) -> (Box, row: Box)? {
        func implausible(_ date: DateMatch) -> Bool {
            let year = date.resolved(.dmy)?.year ?? 0
            return year < 1990 || year > latestYear
        }
        for row in analysis.rows {
            for word in row.row.words where looksLikeDate(word.text) {
                let dates = DateParser.dates(in: word.text)
                if dates.isEmpty || dates.allSatisfy(implausible) { return (word.box, row.row.box) }
            }
            // A date spelled over several words (`18 Mar 2098`) whose year cannot be.
            if !row.dates.isEmpty, row.dates.allSatisfy(implausible), let date = row.dates.first,
                let box = row.row.box(ofCharacters: date.range)
            {
                return (box, row.row.box)
            }
        }
        return nil
    }

    /// The band of the page from the row above the first time of day printed (a
    /// word like `00:06:00` or `9:03PM`) to the time's own row, across the page's
    /// width: three printed rows, the row between them included.
    static func timeBand(in analysis: PageAnalysis) -> (box: Box, time: String)? {
        for row in analysis.rows where !row.times.isEmpty {
            for word in row.row.words {
                guard let time = DateParser.times(in: word.text).first else { continue }
                let height = max(word.box.height, analysis.typicalRowHeight, 1)
                let band = Box(x0: 0, y0: max(0, word.box.y0 - 2 * height), x1: analysis.page.width, y1: word.box.y1)
                return (analysis.originalBox(band), time.text)
            }
        }
        return nil
    }

    static func looksLikeDate(_ text: String) -> Bool {
        if looksLikeRunTogetherDate(text) { return true }
        let groups = text.split(whereSeparator: { "/-.".contains($0) })
        guard groups.count == 3 else { return false }
        let digits = groups.map { $0.filter(\.isNumber).count }
        return digits[0] >= 1 && digits[0] <= 2 && digits[1] >= 1 && digits[1] <= 2 && (2...4).contains(digits[2])
            && text.filter(\.isNumber).count * 10 >= text.count * 7
    }

    /// A date whose separators were read as digits or lost (`17/01/2018` read as
    /// `171012018`): nine or ten digits that open with a day, end with a year of
    /// this century or the last, and hold a `1` or `7` (a slash's usual misreading)
    /// where a separator stood. A phone or receipt number seldom fits all three.
    static func looksLikeRunTogetherDate(_ text: String) -> Bool {
        let digits = Array(text.trimmingCharacters(in: .punctuationCharacters))
        guard (9...10).contains(digits.count), digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
            let day = Int(String(digits[0..<2])), (1...31).contains(day),
            ["19", "20"].contains(String(digits[digits.count - 4..<digits.count - 2]))
        else { return false }
        let slash: Set<Character> = ["1", "7"]
        return digits.count == 10 ? slash.contains(digits[2]) && slash.contains(digits[5]) : slash.contains(digits[2]) || slash.contains(digits[4])
    }

    /// What a field's reason says when a closer re-read agrees with it: the evidence of
    /// agreement the learned confidence looks for (`ConfidenceEvidence`).
    static func agreement(_ kind: Request.Kind) -> String {
        kind == .date ? "a re-read of the date agrees" : "a re-read of the value agrees"
    }

    /// On how many rows a date is printed, in either day/month order.
    static func printedCount(_ date: CalendarDate, _ analysis: PageAnalysis, awayFrom box: Box? = nil) -> Int {
        analysis.rows.filter { row in
            if let box, row.row.box.intersection(box) != nil { return false }
            return row.dates.contains { $0.resolved(.dmy) == date || $0.resolved(.mdy) == date }
        }.count
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
        if lostLeadingDigits(reread, of: first) { return false }
        let fields = AmountFields(analysis: analysis)
        let support = fields.arithmetic()
        let printed = fields.repeats()
        let rereadSupport = (support[reread]?.count ?? 0) + (printed[reread] ?? 0)
        let firstSupport = (support[first]?.count ?? 0) + max(0, (printed[first] ?? 0) - 1)
        return rereadSupport > firstSupport
    }

    /// The first read's own digits with the leading ones gone (`635.00` re-read as
    /// `35.00`): the crop's edge cut the print, not a surer read of it.
    static func lostLeadingDigits(_ reread: Amount, of first: Amount) -> Bool {
        let firstDigits = String(first.cents)
        let rereadDigits = String(reread.cents)
        return rereadDigits.count < firstDigits.count && firstDigits.hasSuffix(rereadDigits)
    }

    static func evidence(for value: Amount, analysis: PageAnalysis) -> String {
        let fields = AmountFields(analysis: analysis)
        if let how = fields.arithmetic()[value]?.first?.how { return "agrees with \(how)" }
        return "printed elsewhere on the page"
    }
}
