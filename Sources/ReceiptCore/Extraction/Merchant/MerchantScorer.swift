import Foundation

/// Ranks merchant candidates with weights learned from labelled receipts
/// (`Scripts/merchant/train.py`; the card is `Models/merchant-scorer.md`).
///
/// A candidate's score is the weighted sum of its features; the probabilities come
/// from a softmax over the page's candidates and one more option, "none of them",
/// whose score is `none`: a page whose true name was never read gives its best
/// candidate a low probability instead of a confident wrong one. The winner's
/// probability is the merchant's confidence.
public struct MerchantScorer: Sendable, Equatable, Codable {
    /// Feature names, in the order of `weights`: must equal `MerchantFeatures.names`.
    public var features: [String]
    public var weights: [Double]
    /// The score of "none of the candidates is the name".
    public var none: Double
    public var calibration: Calibration

    /// The confidence from the winner's probability and how surely its words were read
    /// (a right row misread is a wrong name): a logistic fit to cross-validated outcomes.
    public struct Calibration: Sendable, Equatable, Codable {
        public var intercept: Double
        public var probability: Double
        public var confidence: Double
        public var minConfidence: Double
        public var unsureWords: Double

        public init(intercept: Double, probability: Double, confidence: Double, minConfidence: Double, unsureWords: Double) {
            self.intercept = intercept
            self.probability = probability
            self.confidence = confidence
            self.minConfidence = minConfidence
            self.unsureWords = unsureWords
        }
    }

    public init(features: [String], weights: [Double], none: Double, calibration: Calibration) {
        self.features = features
        self.weights = weights
        self.none = none
        self.calibration = calibration
    }

    /// The merchant's confidence: the winner's probability recalibrated.
    func confidence(probability: Double, values: [Double]) -> Double {
        func value(_ name: String) -> Double { MerchantFeatures.index[name].map { values[$0] } ?? 0 }
        let p = min(max(probability, 1e-4), 1 - 1e-4)
        let c = calibration
        let z =
            c.intercept + c.probability * log(p / (1 - p)) + c.confidence * value("confidence")
            + c.minConfidence * value("min-confidence") + c.unsureWords * value("unsure-words")
        return 1 / (1 + exp(-z))
    }

    /// Whether the weights were trained on the features the extractor computes.
    public var matchesFeatures: Bool { features == MerchantFeatures.names && weights.count == features.count }

    func score(_ values: [Double]) -> Double {
        zip(weights, values).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// Each candidate's probability of being the name, in the order given.
    func probabilities(_ scores: [Double]) -> [Double] {
        let top = max(scores.max() ?? none, none)
        let exponentials = scores.map { exp($0 - top) }
        let total = exponentials.reduce(exp(none - top), +)
        return exponentials.map { $0 / total }
    }

    /// The features that moved a score most, as `name +1.2`, largest first; only those
    /// whose weight times value is at least `least` in size. A feature's weight for the
    /// page's kind (`registered-page:legal-form`) is added to its shared weight: one
    /// feature, one number.
    func contributions(_ values: [Double], limit: Int = 4, least: Double = 0.15) -> [(name: String, amount: Double)] {
        byFeature(zip(weights, values).map { $0 * $1 })
            .filter { abs($0.amount) >= least }
            .sorted { abs($0.amount) > abs($1.amount) }
            .prefix(limit).map { $0 }
    }

    /// What separates a runner-up from the winner: the features whose contributions
    /// differ most between the two, as the runner-up saw them.
    func difference(_ loser: [Double], from winner: [Double], limit: Int = 4) -> [(name: String, amount: Double)] {
        let differences = byFeature(zip(weights, zip(loser, winner)).map { $0 * ($1.0 - $1.1) })
        return differences.filter { abs($0.amount) >= 0.1 }.sorted { $0.amount < $1.amount }.prefix(limit).map { $0 }
    }

    /// Amounts per weight summed per feature, whatever block of weights they came from
    /// (`MerchantFeatures.names`: the shared features, then each block of them again), in
    /// the shared features' order.
    private func byFeature(_ amounts: [Double]) -> [(name: String, amount: Double)] {
        let shared = MerchantFeatures.shared
        return shared.indices.map { slot in
            (name: shared[slot], amount: stride(from: slot, to: amounts.count, by: shared.count).reduce(0) { $0 + amounts[$1] })
        }
    }

    static func describe(_ parts: [(name: String, amount: Double)]) -> String {
        parts.map { String(format: "%@ %+.1f", $0.name, $0.amount) }.joined(separator: ", ")
    }
}

/// One candidate as the scorer's training script reads it (`scan --merchant-candidates`).
public struct MerchantCandidateRecord: Sendable, Codable, Equatable {
    public var value: String
    public var text: String
    public var source: String
    public var rows: [Int]
    public var features: [Double]
}

/// Every merchant candidate of a page with its features, for training the scorer.
public struct MerchantTrainingRecord: Sendable, Codable, Equatable {
    /// `MerchantFeatures.names`, once per record so a file says what its columns are.
    public var features: [String]
    public var candidates: [MerchantCandidateRecord]

    public init(analysis: PageAnalysis) {
        let field = MerchantField(analysis: analysis)
        let page = MerchantPage(field: field)
        features = MerchantFeatures.names
        candidates =
            analysis.rows.isEmpty
            ? []
            : field.candidates(on: page).map { candidate in
                // Labelled as the extractor would propose it: respelt as the page's other prints spell it.
                var extraction = Extraction()
                extraction.fields[.merchant] = Field(value: candidate.value, text: candidate.text, confidence: 0.5, rule: "training", reason: "")
                let value = MerchantField.respelled(extraction, reads: [analysis])[.merchant]?.value ?? candidate.value
                return MerchantCandidateRecord(
                    value: value, text: candidate.text, source: candidate.source.rawValue, rows: candidate.rowIndices,
                    features: MerchantFeatures.values(of: candidate, on: page).map { ($0 * 10_000).rounded() / 10_000 })
            }
    }
}
