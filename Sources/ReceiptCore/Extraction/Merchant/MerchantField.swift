import Foundation

/// Chooses the merchant's name.
///
/// Every name the page could give is a candidate (`MerchantCandidates`): each row
/// near the top alone or joined with the one or two after it, and a name printed in
/// a thanks line or a web address. Each is described by features — where it is, how
/// large, whether it carries a legal form, whether it reads as an address, a phone
/// line or a greeting, how surely it was read, whether the page names it again
/// (`MerchantFeatures`) — and ranked by weights learned from labelled receipts
/// (`MerchantScorer`). The winner is cleaned (`MerchantName`); a confirmed name from
/// the catalog replaces a near match.
struct MerchantField {
    let analysis: PageAnalysis
    var catalog = MerchantCatalog()
    var scorer = MerchantScorer.trained

    /// How many runners-up the evidence keeps.
    static let runnersUp = 6

    func merchant() -> (field: Field?, reason: String?) {
        guard !analysis.rows.isEmpty else { return (nil, "no text on the page") }
        let page = MerchantPage(field: self)
        let candidates = self.candidates(on: page)
        guard !candidates.isEmpty else { return (nil, "no name-like row near the top") }
        let values = candidates.map { MerchantFeatures.values(of: $0, on: page) }
        let scores = values.map { scorer.score($0) }
        let probabilities = scorer.probabilities(scores)
        let order = scores.indices.sorted { scores[$0] > scores[$1] }
        let best = order[0]
        let winner = candidates[best]
        var rejected: [Candidate] = order.dropFirst().prefix(Self.runnersUp).map { index in
            let loser = candidates[index]
            let why = MerchantScorer.describe(scorer.difference(values[index], from: values[best]))
            return Candidate(
                value: loser.value, text: loser.text, box: loser.box, row: loser.printed, rule: Self.rule(for: loser, on: page),
                score: (scores[index] * 100).rounded() / 100,
                lost: String(
                    format: "scored %.1f below (p %.2f)%@", scores[best] - scores[index], probabilities[index],
                    why.isEmpty ? "" : ": " + why))
        }
        // Rows ruled out of any name near the top, so the evidence shows them too.
        for (row, rejection) in zip(page.rows, page.rejections) where row.index < 6 && rejection?.isAbsolute == true {
            guard rejected.count < Self.runnersUp + 3, row.row.words.contains(where: { $0.text.count > 2 }) else { continue }
            rejected.append(
                Candidate(value: row.text, text: row.text, box: row.row.box, row: row.text, rule: "merchant", score: 0, lost: rejection?.reason ?? "")
            )
        }
        if !catalog.isEmpty, let known = catalogMatch(candidates: order.map { candidates[$0] }, best: winner, on: page) {
            return (known, nil)
        }
        let confidence = scorer.confidence(probability: probabilities[best], values: values[best])
        var reason = String(
            format: "the learned ranking's choice of %d candidates (p %.2f): %@", candidates.count, probabilities[best],
            MerchantScorer.describe(scorer.contributions(values[best])))
        if winner.source != MerchantCandidate.Source.rows { reason += "; printed in the \(winner.source.rawValue) '\(winner.printed)'" }
        if !winner.notes.isEmpty { reason += "; " + winner.notes.joined(separator: "; ") }
        let (value, notes) = Self.finished(winner.value)
        for note in notes { reason += "; " + note }
        return (
            Field(
                value: value, text: winner.text, box: winner.box, row: winner.printed,
                confidence: (confidence * 100).rounded() / 100, rule: Self.rule(for: winner, on: page), reason: reason,
                rejected: rejected),
            nil
        )
    }

    /// The rule a candidate's evidence names: where on the page the name was found.
    static func rule(for candidate: MerchantCandidate, on page: MerchantPage) -> String {
        switch candidate.source {
        case .thanks: "thanked-name"
        case .web: "web-address-name"
        case .rows: candidate.rows.contains { page.legalRows[$0.index] } ? "legal-name-near-top" : "name-near-top"
        }
    }

    /// The catalog name the page shows, when a candidate matches one: preferred to the
    /// scorer's choice, because a confirmed name beats a guess. The best-ranked
    /// candidates are tried first; the closest match wins.
    func catalogMatch(candidates: [MerchantCandidate], best: MerchantCandidate, on page: MerchantPage) -> Field? {
        var found: (entry: MerchantCatalog.Entry, similarity: Double, candidate: MerchantCandidate)?
        for candidate in candidates.prefix(12) {
            guard let (entry, similarity) = catalog.match(candidate.text) else { continue }
            if similarity > (found?.similarity ?? 0) { found = (entry, similarity, candidate) }
        }
        guard let found else { return nil }
        let confidence = found.similarity >= 0.95 ? 0.95 : found.similarity >= 0.9 ? 0.88 : 0.75
        var rejected: [Candidate] = []
        if best.value != found.entry.name {
            rejected.append(
                Candidate(
                    value: best.value, text: best.text, box: best.box, row: best.printed, rule: Self.rule(for: best, on: page),
                    score: 0, lost: "the catalog knows the name on the page"))
        }
        return Field(
            value: found.entry.name, text: found.candidate.text, box: found.candidate.box,
            row: found.candidate.printed, confidence: confidence, rule: "catalog",
            reason: String(
                format: "read as '%@', which matches the catalog name (similarity %.2f, from %@%@)",
                found.candidate.text, found.similarity, found.entry.source,
                found.entry.confirmations > 1 ? ", confirmed \(found.entry.confirmations) times" : ""),
            rejected: rejected)
    }
}
