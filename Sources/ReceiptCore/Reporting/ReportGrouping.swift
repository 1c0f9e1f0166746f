/// How a report slices the ledger's grades into sections.
public enum ReportGrouping: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// One section: the latest extractor version, by paper class.
    case paper
    /// One section per extractor version, oldest first.
    case version
    /// One section per calendar month (UTC) of the grade events, oldest first.
    case month
    /// One section per grader (`person`, `truth:<source>`, `rescore`).
    case grader

    public var description: String { rawValue }

    /// Whether sections follow one another in time, so changes between neighbours mean something.
    public var isChronological: Bool { self == .version || self == .month }
}
