/// How good a proposed value is, judged strictly.
public enum Grade: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Usable as is.
    case correct
    /// A small edit fixes it.
    case close
    /// Wrong or absent.
    case miss
    /// Not graded (no truth to compare with, or the person skipped it).
    case skip

    public var description: String { rawValue }
}
