import Foundation

extension HouseholdMemory {
    /// The evidence the memory adds to a field, by feature, as its confidence model
    /// (`ConfidenceModel.memoryFitted`) names them: the field's confidence before the memory
    /// as log-odds, then what the memory says of it.
    public static let featureNames: [FieldName: [String]] = [
        .merchant: [
            "memory-prior", "memory-identifiers", "memory-header", "memory-name", "memory-confirmations", "memory-renamed",
            "memory-other-names",
        ],
        .total: ["memory-prior", "memory-identifiers", "memory-header", "memory-label-agrees", "memory-label-differs"],
        .date: ["memory-prior", "memory-identifiers", "memory-header", "memory-order-agrees", "memory-order-differs"],
    ]

    /// `extraction` after its page's last read, with its print taken (`ShopPrint`) and, when
    /// it is recognised as one of the household's shops, the shop's name proposed as
    /// confirmed and the merchant's, date's and total's confidence moved by what agrees with
    /// the shop's earlier receipts and what does not. A receipt the memory does not recognise
    /// is left as read.
    public func applied(
        to extraction: Extraction, analysis: PageAnalysis, receipt: String? = nil,
        models: [FieldName: ConfidenceModel] = ConfidenceModel.memoryFitted
    ) -> Extraction {
        var extraction = extraction
        let print = ShopPrint(analysis: analysis, extraction: extraction)
        extraction.shop = print
        guard
            let shop = recognise(
                print, proposed: extraction[.merchant]?.value, nameConfidence: extraction[.merchant]?.confidence ?? 0, receipt: receipt)
        else { return extraction }
        extraction.memory = shop
        let identifiers = Double(shop.agreeing.count)
        if let renamed = Self.named(extraction[.merchant], shop: shop) {
            extraction.fields[.merchant] = renamed.field
            extraction.missing[.merchant] = nil
            let values = [
                "memory-identifiers": identifiers, "memory-header": shop.header, "memory-name": shop.nameSimilarity,
                "memory-confirmations": log2(1 + Double(shop.receipts)), "memory-renamed": renamed.renamed ? 1 : 0,
                "memory-other-names": shop.otherNames == nil ? 0 : 1,
            ]
            Self.assess(.merchant, &extraction, values, models: models, confirmedByMemory: true)
        }
        if extraction[.total] != nil, !shop.totalLabels.isEmpty {
            let label = print.totalLabel ?? ""
            let agrees = shop.totalLabels.contains { EditDistance.similarity($0, label) >= 0.8 }
            let values = [
                "memory-identifiers": identifiers, "memory-header": shop.header, "memory-label-agrees": agrees ? 1 : 0,
                "memory-label-differs": agrees ? 0 : 1,
            ]
            Self.assess(
                .total, &extraction, values, models: models, confirmedByMemory: agrees,
                note: agrees
                    ? "printed under '\(label)', the label this shop's totals were confirmed under"
                    : "this shop's totals were confirmed under '\(shop.totalLabels[0])', not '\(label)'")
        }
        if extraction[.date] != nil, !shop.dateOrders.isEmpty, let order = print.dateOrder {
            let agrees = shop.dateOrders[0] == order
            let values = [
                "memory-identifiers": identifiers, "memory-header": shop.header, "memory-order-agrees": agrees ? 1 : 0,
                "memory-order-differs": agrees ? 0 : 1,
            ]
            Self.assess(
                .date, &extraction, values, models: models, confirmedByMemory: agrees,
                note: agrees ? "printed \(order), as this shop's dates were" : "printed \(order); this shop's dates were \(shop.dateOrders[0])")
        }
        return extraction
    }

    /// The merchant as the household confirmed the recognised shop: its name spelt as
    /// confirmed, the name read kept among the candidates when it differs. `renamed` when the
    /// memory changed the name's letters or digits: a name only re-cased or re-punctuated
    /// (`Gerbang Alaf Restaurants Sdn Bhd`) was read as the household confirmed it.
    static func named(_ read: Field?, shop: ShopRecognition) -> (field: Field, renamed: Bool)? {
        let reason = "the household's memory: this receipt \(shop.sentence)"
        guard var field = read else {
            return (Field(value: shop.name, text: shop.name, confidence: 0.5, rule: "memory", reason: reason), true)
        }
        let renamed = GradingRules.fold(field.value) != GradingRules.fold(shop.name)
        if field.value != shop.name {
            field.rejected.insert(
                Candidate(replaced: field, lost: "the household confirmed this shop's name as '\(shop.name)'"), at: 0)
            field.reason = reason + "; read as '\(field.value)' (\(field.rule))"
            field.value = shop.name
        } else {
            field.reason = reason + "; " + field.reason
        }
        field.rule = "memory"
        return (field, renamed)
    }

    /// Records the memory's `evidence` in `name`'s features and moves its confidence
    /// by them with the field's memory model; a field without a model keeps its confidence
    /// (its evidence is what `make household` fits one from). A total or date nothing on the
    /// page confirmed, that the shop's memory does not confirm either, stays under the base
    /// model's ceiling.
    static func assess(
        _ name: FieldName, _ extraction: inout Extraction, _ evidence: [String: Double], models: [FieldName: ConfidenceModel],
        confirmedByMemory: Bool, note: String? = nil
    ) {
        guard var field = extraction.fields[name] else { return }
        let prior = min(max(field.confidence, 0.01), 0.99)
        var values = evidence
        values["memory-prior"] = log(prior / (1 - prior))
        field.features = (field.features ?? [:]).merging(values) { $1 }
        if let note { field.reason += "; the household's memory: \(note)" }
        defer { extraction.fields[name] = field }
        guard let model = models[name] else { return }
        var (probability, _) = model.assess(values)
        if !confirmedByMemory, field.features?["confirmed"] == 0, let ceiling = ConfidenceModel.fitted[name]?.unconfirmedCeiling {
            probability = min(probability, ceiling)
        }
        let confidence = min(max((probability * 100).rounded() / 100, 0.01), 0.99)
        if confidence != field.confidence {
            field.reason += String(format: "; the memory moved its confidence from %.2f", field.confidence)
        }
        field.confidence = confidence
    }

    /// What the memory did to `field`'s confidence, for `explain`; empty when it did nothing.
    public static func evidenceLines(
        _ name: FieldName, _ field: Field, models: [FieldName: ConfidenceModel] = ConfidenceModel.memoryFitted
    ) -> [String] {
        guard let model = models[name], let values = field.features, let prior = values["memory-prior"] else { return [] }
        let (probability, effects) = model.assess(values)
        var lines = [
            String(
                format: "the household's memory: from %.3f to %.3f, learned on %@:", 1 / (1 + exp(-prior)), probability, model.fittedTo)
        ]
        for effect in effects where abs(effect.logOdds) >= 0.1 && effect.feature != "memory-prior" {
            lines.append(
                String(
                    format: "  %@ by %.2f  %@ = %g", effect.logOdds > 0 ? "raised " : "lowered", abs(effect.logOdds), effect.feature,
                    effect.value))
        }
        return lines
    }
}
