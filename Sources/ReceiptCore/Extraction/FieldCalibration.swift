import Foundation

/// A field's confidence as the rules set it, mapped to how often proposals so rated were
/// right on labelled receipts: a logistic curve in the rules' confidence's log-odds
/// (Platt scaling), fitted by `Scripts/calibration/fit.py` (`make calibration`; the card
/// is `Models/calibration.md`).
///
/// The rules' scale is what the extractor's own decisions compare (a second read
/// replaces a first one that is surer by a margin, an unsure total is read again), so
/// it is left as it is; the calibration is applied once, to the fields proposed, and is
/// monotone: it changes no choice, only what a confidence means. The total's rules
/// are timid: of the development set's totals they rated 0.75 to 0.9, 126 of 128 were
/// right, and an app filling in only what is at 0.9 or more asked about them all.
public struct FieldCalibration: Sendable, Equatable {
    public var slope: Double
    public var intercept: Double
    /// What it was fitted to, for the evidence: `688 labelled totals`.
    public var fittedTo: String

    public init(slope: Double, intercept: Double, fittedTo: String) {
        self.slope = slope
        self.intercept = intercept
        self.fittedTo = fittedTo
    }

    /// The rules' confidences are kept within these bounds, so their log-odds are finite.
    static let bounds = 0.01...0.99

    /// The calibrated confidence of a field the rules rated `confidence`.
    public func callAsFunction(_ confidence: Double) -> Double {
        let rated = min(max(confidence, Self.bounds.lowerBound), Self.bounds.upperBound)
        let odds = slope * log(rated / (1 - rated)) + intercept
        return min(max(1 / (1 + exp(-odds)), Self.bounds.lowerBound), Self.bounds.upperBound)
    }

    /// `extraction` as proposed: each calibrated field's confidence mapped (to two places,
    /// as the rules write theirs), its rules' own kept beside it and named in its reason.
    /// A field calibrated already is left alone.
    public static func applied(to extraction: Extraction, calibrations: [FieldName: FieldCalibration] = fitted) -> Extraction {
        var extraction = extraction
        for (name, calibration) in calibrations {
            guard var field = extraction.fields[name], field.rulesConfidence == nil else { continue }
            let rated = field.confidence
            field.rulesConfidence = rated
            field.confidence = (calibration(rated) * 100).rounded() / 100
            field.reason += "; the rules' confidence \(Self.format(rated)), calibrated on \(calibration.fittedTo)"
            extraction.fields[name] = field
        }
        return extraction
    }

    static func format(_ confidence: Double) -> String { String(format: "%.2f", confidence) }
}
