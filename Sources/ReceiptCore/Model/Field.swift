/// One proposed value with the evidence for it.
///
/// A field explains itself: the normalised `value`, the `text` as printed, where it
/// is (`box`, `row`), the `rule` that chose it, how sure Receipts is, and every
/// other candidate it beat with the reason that one lost.
public struct Field: Sendable, Codable, Equatable {
    /// Normalised value: the merchant string, the date as `YYYY-MM-DD`, an amount as
    /// a decimal string like `"12.30"`, a time as `HH:MM`, a currency as an ISO code,
    /// a payment method (`visa`, `cash`, …).
    public var value: String
    /// The printed text the value was read from.
    public var text: String
    /// Where the value is on the page, in original-image pixels.
    public var box: Box?
    /// The whole row the value came from, as read: the evidence line a person checks.
    public var row: String?
    /// How sure the extractor is, 0…1: high only when rules agree and OCR is confident.
    /// For the merchant, date and total, the probability that the value is right, learned
    /// from its evidence (`ConfidenceModel`) on receipts no rule was shaped on.
    public var confidence: Double
    /// The rules' own confidence when `confidence` is its calibration; `nil` otherwise.
    public var rulesConfidence: Double?
    /// The evidence its confidence was learned from (`ConfidenceEvidence`), by feature, for
    /// the merchant, date and total; `nil` for other fields.
    public var features: [String: Double]?
    /// The rule that chose the value, for example `payment-line` or `total-label`.
    public var rule: String
    /// One sentence on why this value won.
    public var reason: String
    /// The candidates this value beat, best first.
    public var rejected: [Candidate]
    /// Set when the value was computed (for example from arithmetic) rather than read.
    public var derived: Bool?
    /// The OCR read that produced the value, when it was not the first full-page
    /// read: a second pass (`second pass: contrast`) or a targeted re-read of one row.
    public var source: String?

    public init(
        value: String, text: String, box: Box? = nil, row: String? = nil, confidence: Double,
        rule: String, reason: String, rejected: [Candidate] = [], derived: Bool? = nil, source: String? = nil
    ) {
        self.value = value
        self.text = text
        self.box = box
        self.row = row
        self.confidence = confidence
        self.rule = rule
        self.reason = reason
        self.rejected = rejected
        self.derived = derived
        self.source = source
    }
}

/// A value that was considered for a field, with its score and, for a loser, why it lost.
public struct Candidate: Sendable, Codable, Equatable {
    public var value: String
    public var text: String
    public var box: Box?
    public var row: String?
    public var rule: String
    public var score: Double
    /// Why this candidate did not win (empty for the winner).
    public var lost: String

    public init(value: String, text: String, box: Box? = nil, row: String? = nil, rule: String, score: Double, lost: String = "") {
        self.value = value
        self.text = text
        self.box = box
        self.row = row
        self.rule = rule
        self.score = score
        self.lost = lost
    }

    /// A field's value as the candidate it became when another reading replaced it,
    /// scored with the field's confidence.
    public init(replaced field: Field, lost: String) {
        self.init(
            value: field.value, text: field.text, box: field.box, row: field.row, rule: field.rule,
            score: field.confidence, lost: lost)
    }
}
