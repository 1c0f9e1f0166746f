/// When a page deserves a second read, and how two reads are combined.
///
/// Recognition is the expensive step, so only pages whose first read looks poor pay
/// for another: no credible total, no date, or low OCR confidence. The second read
/// uses other preprocessing; each field then keeps the better-supported answer.
public enum SecondLook {
    /// Why the first read of a page is not good enough, or an empty list when it is.
    public static func reasons(analysis: PageAnalysis, extraction: Extraction) -> [String] {
        var reasons: [String] = []
        if let total = extraction[.total] {
            if ["arithmetic", "repeated-amount", "largest-amount"].contains(total.rule) {
                reasons.append("total only from \(total.rule)")
            } else if total.confidence < 0.5 {
                reasons.append("total unsure")
            }
        } else {
            reasons.append("no total")
        }
        if let date = extraction[.date] {
            if date.confidence < 0.65 { reasons.append("date unsure") }
        } else {
            reasons.append("no date")
        }
        let page = analysis.page
        if !page.words.isEmpty, page.meanConfidence < 65 {
            reasons.append("mean OCR confidence \(Int(page.meanConfidence))")
        }
        if extraction[.merchant] == nil { reasons.append("no merchant") }
        return reasons
    }

    /// The fields of two reads of one page, each taken from the read that supports it
    /// better; agreement between the reads raises confidence. With `fillOnly`, the
    /// second read only supplies fields the first lacks.
    public static func combine(_ first: Extraction, _ second: Extraction, secondName: String, fillOnly: Bool = false) -> Extraction {
        var combined = first
        for name in FieldName.allCases where !fillOnly || first.fields[name] == nil {
            switch (first.fields[name], second.fields[name]) {
            case (let a?, let b?) where a.value == b.value:
                var field = a
                field.confidence = min(0.99, max(a.confidence, b.confidence) + 0.05)
                field.reason += "; the \(secondName) read agrees"
                combined.fields[name] = field
            case (let a?, let b?):
                var (winner, loser, loserName) = b.confidence > a.confidence + 0.05 ? (b, a, "first") : (a, b, secondName)
                if winner.source == nil, loserName == "first" { winner.source = secondName }
                winner.rejected.insert(
                    Candidate(
                        value: loser.value, text: loser.text, box: loser.box, row: loser.row, rule: loser.rule,
                        score: loser.confidence, lost: "the \(loserName) read supports it less"),
                    at: 0)
                // Two reads disagreeing is itself a reason for doubt.
                winner.confidence = max(0.05, winner.confidence - 0.1)
                combined.fields[name] = winner
            case (nil, var b?):
                b.source = secondName
                b.reason = "only the \(secondName) read found it: " + b.reason
                b.confidence = max(0.05, b.confidence - 0.05)
                combined.fields[name] = b
                combined.missing[name] = nil
            default:
                break
            }
        }
        return combined
    }
}
