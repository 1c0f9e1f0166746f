import Foundation

/// The known true values of one receipt, as labelled.
///
/// Reads the label files of `Fixtures/labels` and of `../shared/receipts/*/labels`:
/// a JSON object whose keys are field names (plus `paper`), whose values are the
/// labeller's strings. A missing key or `null` means the field is not labelled.
public struct TruthLabel: Sendable, Equatable {
    public var values: [FieldName: String]
    public var paper: PaperClass?

    public init(values: [FieldName: String] = [:], paper: PaperClass? = nil) {
        self.values = values
        self.paper = paper
    }

    public subscript(field: FieldName) -> String? { values[field] }

    /// Parses a label file's JSON; unknown keys (such as `address`) are ignored.
    public init(json data: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw LabelError.notAnObject
        }
        var values: [FieldName: String] = [:]
        for (key, value) in object {
            guard let field = FieldName(rawValue: key) else { continue }
            switch value {
            case let text as String:
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty { values[field] = trimmed }
            case let number as NSNumber:
                values[field] = number.stringValue
            default:
                continue
            }
        }
        self.values = values
        if let paper = object["paper"] as? String { self.paper = PaperClass.normalised(paper) }
    }

    public enum LabelError: Error, CustomStringConvertible {
        case notAnObject
        public var description: String { "the label is not a JSON object" }
    }
}
