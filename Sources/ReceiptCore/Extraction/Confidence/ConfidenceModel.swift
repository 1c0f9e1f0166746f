import Foundation

/// A field's confidence learned from its evidence: a logistic regression over the features
/// `ConfidenceEvidence` measures on the page, fitted offline by `Scripts/confidence/fit.py`
/// (`make confidence`) to receipts no rule was shaped on, and measured there by
/// cross-validation (the card is `Models/confidence.md`).
///
/// The rules still choose every value; this only says how sure the choice is. It is applied
/// once, to the fields proposed after the page's last read, never between reads (whose
/// comparisons use the rules' own scale, kept as `rulesConfidence`).
public struct ConfidenceModel: Sendable, Equatable {
    /// The features, in order, as `ConfidenceEvidence.names` lists them for the field.
    public var features: [String]
    /// Each feature's weight on the log-odds of the value being right.
    public var weights: [Double]
    /// Each feature's mean over the receipts it was fitted to: an effect in `explain` is
    /// the weight times how far this receipt's value is from it.
    public var means: [Double]
    public var intercept: Double
    /// The most a value gets that nothing beyond its own read confirms (the evidence's
    /// `confirmed` is 0): under the bar at which an app fills it in without asking. `nil` for the
    /// merchant, whose `confirmed` says nothing of how its letters were read.
    public var unconfirmedCeiling: Double?
    /// What it was fitted to, for the evidence: `564 receipts no rule was shaped on`.
    public var fittedTo: String

    public init(
        features: [String], weights: [Double], means: [Double], intercept: Double, unconfirmedCeiling: Double? = nil,
        fittedTo: String
    ) {
        self.features = features
        self.weights = weights
        self.means = means
        self.intercept = intercept
        self.unconfirmedCeiling = unconfirmedCeiling
        self.fittedTo = fittedTo
    }

    /// One feature's part in a confidence.
    public struct Effect: Sendable, Equatable {
        public var feature: String
        public var value: Double
        /// Its effect on the log-odds, against the mean receipt's.
        public var logOdds: Double
    }

    /// The probability the value is right, and each feature's effect, largest first.
    public func assess(_ values: [String: Double]) -> (probability: Double, effects: [Effect]) {
        var odds = intercept
        var effects: [Effect] = []
        for (index, feature) in features.enumerated() {
            let value = values[feature] ?? 0
            odds += weights[index] * value
            effects.append(Effect(feature: feature, value: value, logOdds: weights[index] * (value - means[index])))
        }
        effects.sort { abs($0.logOdds) > abs($1.logOdds) }
        return (1 / (1 + exp(-odds)), effects)
    }

    /// `extraction` as proposed: the headline fields' evidence measured (`Field.features`),
    /// and each field with a model given its learned confidence (to two places), the rules'
    /// own figure kept beside it and a reason naming the evidence that moved it most. A field
    /// whose evidence was measured already is left alone.
    public static func applied(
        to extraction: Extraction, context: ConfidenceContext, models: [FieldName: ConfidenceModel] = fitted
    ) -> Extraction {
        var extraction = extraction
        for name in ConfidenceEvidence.fields {
            guard var field = extraction.fields[name], field.features == nil else { continue }
            let values = ConfidenceEvidence.features(of: name, field: field, in: extraction, context: context)
            field.features = values
            if let model = models[name] {
                let rated = field.confidence
                var (probability, effects) = model.assess(values)
                let unconfirmed = values["confirmed"] == 0
                if unconfirmed, let ceiling = model.unconfirmedCeiling { probability = min(probability, ceiling) }
                field.rulesConfidence = rated
                field.confidence = min(max((probability * 100).rounded() / 100, 0.01), 0.99)
                let moved = effects.prefix(3).filter { abs($0.logOdds) >= 0.1 }.map { Self.describe($0) }
                field.reason +=
                    "; the rules' confidence \(String(format: "%.2f", rated)), learned from the evidence on \(model.fittedTo)"
                    + (moved.isEmpty ? "" : " (against the mean receipt: \(moved.joined(separator: ", ")))")
                    + (unconfirmed && model.unconfirmedCeiling != nil ? "; nothing else on the page confirms it" : "")
            }
            extraction.fields[name] = field
        }
        return extraction
    }

    /// What raised and lowered `field`'s confidence, for `explain`: the model's start (the
    /// confidence of a receipt whose every feature is the fitted receipts' mean), then each
    /// feature that moved it from there by 0.1 or more in log-odds, with its value, and the
    /// ceiling when nothing confirmed the value. Empty for a field without a learned confidence.
    public static func evidenceLines(_ name: FieldName, _ field: Field, models: [FieldName: ConfidenceModel] = fitted) -> [String] {
        guard let model = models[name], let values = field.features else { return [] }
        let (probability, effects) = model.assess(values)
        let start = zip(model.weights, model.means).reduce(model.intercept) { $0 + $1.0 * $1.1 }
        var lines = [
            String(
                format: "confidence %.3f learned from the evidence, from the mean receipt's %.3f (the rules' own figure %.2f):",
                probability,
                1 / (1 + exp(-start)), field.rulesConfidence ?? field.confidence)
        ]
        for effect in effects where abs(effect.logOdds) >= 0.1 {
            lines.append(
                String(
                    format: "  %@ by %.2f  %@ = %g", effect.logOdds > 0 ? "raised " : "lowered", abs(effect.logOdds), effect.feature,
                    effect.value))
        }
        if values["confirmed"] == 0, let ceiling = model.unconfirmedCeiling, probability > ceiling {
            lines.append(String(format: "  held at %.2f: nothing beyond its own read confirms it", ceiling))
        }
        return lines
    }

    static func describe(_ effect: Effect) -> String {
        String(format: "%@ %+.1f", effect.feature, effect.logOdds)
    }
}
