/// What an app should do with a proposed field, given how often it is right.
public enum CorrectionFlow: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Fill the field in without asking; the person can still edit it.
    case autoFill = "auto-fill"
    /// Fill it in, but have the person confirm it before it is saved.
    case confirm
    /// Ask the person for the value (the proposal may be offered as a suggestion).
    case ask

    public var description: String { rawValue }
}
