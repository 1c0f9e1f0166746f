/// Accuracy per field × paper class, sliced by version, month or grader, with
/// intervals, verdicts, calibration and the changes between neighbouring slices.
///
/// Pure data folded from ledger events (see `AccuracyReport+Aggregation.swift`);
/// the command line renders it as text, CSV, JSON or HTML.
public struct AccuracyReport: Sendable, Equatable, Codable {
    public var grouping: ReportGrouping
    public var policy: ReportPolicy
    /// The fields asked for (all fields when no filter was given).
    public var fields: [FieldName]
    public var summary: Summary
    /// In order: oldest version or month first; graders by name.
    public var sections: [Section]
    /// Per field, between each pair of neighbouring sections (versions and months only).
    public var changes: [Change]

    public init(
        grouping: ReportGrouping, policy: ReportPolicy, fields: [FieldName], summary: Summary, sections: [Section],
        changes: [Change]
    ) {
        self.grouping = grouping
        self.policy = policy
        self.fields = fields
        self.summary = summary
        self.sections = sections
        self.changes = changes
    }

    /// What was in the ledger, so a reader can tell an empty report from an empty ledger.
    public struct Summary: Sendable, Equatable, Codable {
        /// Events read, of every kind.
        public var events: Int
        /// Events taken back by a `retract` event.
        public var retracted: Int
        /// Grade events in force after retractions and re-grades (one per receipt, field, version and grader).
        public var grades: Int
        /// Receipts with at least one grade in force.
        public var receipts: Int
        /// Extractor versions with grades, oldest first.
        public var versions: [String]
        public var graders: [String]

        public init(events: Int, retracted: Int, grades: Int, receipts: Int, versions: [String], graders: [String]) {
            self.events = events
            self.retracted = retracted
            self.grades = grades
            self.receipts = receipts
            self.versions = versions
            self.graders = graders
        }
    }

    /// One slice of the ledger: one grade per receipt and field (the latest).
    public struct Section: Sendable, Equatable, Codable {
        /// The version, month (`2026-11`), grader, or — for the paper grouping — the version shown.
        public var key: String
        /// Extractor versions whose grades the section holds, oldest first.
        public var versions: [String]
        /// Per field in the usual field order: all classes first, then each paper class by name, `untagged` last.
        public var rows: [Row]
        /// Per field, then all fields together (`field` nil) last.
        public var calibration: [ConfidenceCalibration]
        /// Every grade that was not `correct`, by field then file, for a person to look at.
        public var notCorrect: [GradedItem]

        public init(
            key: String, versions: [String], rows: [Row], calibration: [ConfidenceCalibration], notCorrect: [GradedItem]
        ) {
            self.key = key
            self.versions = versions
            self.rows = rows
            self.calibration = calibration
            self.notCorrect = notCorrect
        }

        /// The row of `field` over all paper classes.
        public func overall(_ field: FieldName) -> AccuracyCell? {
            rows.first { $0.field == field && $0.paper == nil }?.cell
        }
    }

    /// One field in one paper class (or, with `paper` nil, in all of them).
    public struct Row: Sendable, Equatable, Codable {
        public var field: FieldName
        public var paper: PaperClass?
        public var cell: AccuracyCell

        public init(field: FieldName, paper: PaperClass?, cell: AccuracyCell) {
            self.field = field
            self.paper = paper
            self.cell = cell
        }
    }

    /// How a field's correct rate moved from one section to the next.
    public struct Change: Sendable, Equatable, Codable {
        public var field: FieldName
        public var from: String
        public var to: String
        public var before: AccuracyCell
        public var after: AccuracyCell
        /// `after − before`, with its interval and verdict.
        public var difference: ProportionDifference

        public init(
            field: FieldName, from: String, to: String, before: AccuracyCell, after: AccuracyCell,
            difference: ProportionDifference
        ) {
            self.field = field
            self.from = from
            self.to = to
            self.before = before
            self.after = after
            self.difference = difference
        }
    }

    /// One grade, with what a person needs to find the receipt and see what went wrong.
    public struct GradedItem: Sendable, Equatable, Codable {
        public var receipt: String
        public var file: String
        public var paper: PaperClass
        public var field: FieldName
        public var grade: Grade
        public var proposed: String?
        /// The confirmed true value, when the ledger knows it.
        public var truth: String?
        public var extractor: String
        public var grader: String

        public init(
            receipt: String, file: String, paper: PaperClass, field: FieldName, grade: Grade, proposed: String?,
            truth: String?, extractor: String, grader: String
        ) {
            self.receipt = receipt
            self.file = file
            self.paper = paper
            self.field = field
            self.grade = grade
            self.proposed = proposed
            self.truth = truth
            self.extractor = extractor
            self.grader = grader
        }
    }
}
