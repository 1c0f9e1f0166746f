/// Options that change what the extractor proposes.
public struct ExtractionOptions: Sendable, Equatable {
    /// Day/month order for numeric dates; `.auto` decides per receipt.
    public var dateOrder: DateOrder
    /// Dates after this day are rejected as implausible; `nil` accepts any year up to 2099.
    public var today: CalendarDate?
    /// Confirmed merchant names to normalise proposals to; empty changes nothing.
    public var catalog: MerchantCatalog
    /// The weights that rank merchant names: the committed ones, or a fold's own when the
    /// scorer is cross-validated through the whole scan (`Scripts/merchant/cross-validate.sh`).
    public var merchantScorer: MerchantScorer
    /// The household's shops as its ledger confirmed them; empty reads every receipt as a first visit.
    public var memory: HouseholdMemory

    public init(
        dateOrder: DateOrder = .auto, today: CalendarDate? = nil, catalog: MerchantCatalog = .init(),
        merchantScorer: MerchantScorer = .trained, memory: HouseholdMemory = .init()
    ) {
        self.dateOrder = dateOrder
        self.today = today
        self.catalog = catalog
        self.merchantScorer = merchantScorer
        self.memory = memory
    }
}

/// From positioned words to proposed fields, each with its evidence. Pure: no I/O.
public enum Extractor {
    /// Changes whenever a rule or the reading model changes, so accuracy can be tracked per version.
    public static let version = "1.77"

    public static func extract(from page: OCRPage, options: ExtractionOptions = .init()) -> Extraction {
        extract(from: PageAnalysis(page: page), options: options)
    }

    /// The fields proposed from one read and no other: extracted, then their confidence
    /// learned from the evidence (`ConfidenceModel`). A page read several ways is assessed
    /// once, after its last read.
    public static func proposal(from analysis: PageAnalysis, options: ExtractionOptions = .init(), receipt: String? = nil) -> Extraction {
        let assessed = ConfidenceModel.applied(to: extract(from: analysis, options: options), context: .init(first: analysis))
        return remembering(assessed, analysis: analysis, options: options, receipt: receipt)
    }

    /// The last step, after confidence: the receipt's print taken for the ledger and, when
    /// the household's memory recognises its shop, the memory's evidence applied
    /// (`HouseholdMemory.applied`). `analysis` is the page's first read; `receipt`, its
    /// SHA-256, keeps the receipt's own grades out of what the memory recognises it by.
    public static func remembering(
        _ extraction: Extraction, analysis: PageAnalysis, options: ExtractionOptions, receipt: String? = nil
    ) -> Extraction {
        options.memory.applied(to: extraction, analysis: analysis, receipt: receipt)
    }

    /// The extraction after a page was read several ways: the merchant's doubtful
    /// words checked against every read (`MerchantField.respelled`).
    public static func respellingMerchant(_ extraction: Extraction, reads: [PageAnalysis]) -> Extraction {
        MerchantField.respelled(extraction, reads: reads)
    }

    public static func extract(from analysis: PageAnalysis, options: ExtractionOptions = .init()) -> Extraction {
        var extraction = Extraction()
        func put(_ name: FieldName, _ result: (field: Field?, reason: String?)) {
            if let field = result.field {
                extraction.fields[name] = field
            } else {
                extraction.missing[name] = result.reason ?? "not found"
            }
        }
        let amounts = AmountFields(analysis: analysis)
        let total = amounts.totalReading()
        put(.total, (total.field, total.reason))
        let totalRow = total.field.flatMap { field in analysis.rows.first { $0.text == field.row }?.index }
        // A total settled on a print whose 0s misread has its parts read the same way.
        func parts(_ name: FieldName, _ first: (field: Field?, reason: String?)) {
            guard let zeros = total.zeros, var field = first.field, let box = field.box, let value = zeros.values[box],
                value.decimalString != field.value
            else { return put(name, first) }
            let own = field
            field.value = value.decimalString
            field.derived = true
            field.confidence = min(own.confidence, 0.75)
            field.reason = own.reason + ", read as \(own.value); \(zeros.how) (the date '\(zeros.zeros.date)'), \(field.value)"
            field.rejected.insert(
                Candidate(replaced: own, lost: "its 0s misread, as the total shows"),
                at: 0)
            put(name, (field, nil))
        }
        // A total taken from the subtotal leaves that row the subtotal it prints.
        let fromSubtotal = ["untaxed-subtotal", "taxed-subtotal"].contains(total.field?.rule ?? "")
        parts(.subtotal, amounts.subtotal(totalRow: fromSubtotal ? nil : totalRow))
        // A tax is a part of the total (or of the subtotal, on a bill that adds it after).
        let whole = [extraction[.total], extraction[.subtotal]].compactMap { $0.flatMap { Amount(decimal: $0.value) } }.max()
        parts(.tax, amounts.tax(totalRow: totalRow, partOf: whole))
        parts(.tip, amounts.tip(totalRow: totalRow, charged: total.charged))
        put(.payment, amounts.paymentMethod(totalRow: totalRow))
        put(.currency, amounts.currency())

        let dates = DateFields(analysis: analysis, order: options.dateOrder, today: options.today)
        let date = dates.date()
        put(.date, (date.field, date.reason))
        put(.time, (date.time, date.time == nil ? "no time near the date" : nil))

        put(.merchant, MerchantField(analysis: analysis, catalog: options.catalog, scorer: options.merchantScorer).merchant())
        extraction = MerchantField.respelled(extraction, reads: [analysis])
        extraction.paper = PaperGuesser.guess(analysis: analysis, extraction: extraction)
        // Rules ran on the upright page; boxes are reported in the original image.
        return analysis.uprightQuarterTurns == 0 ? extraction : extraction.mappingBoxes(analysis.originalBox)
    }
}
