/// Grades a fresh scan against the truth the ledger already holds — typed by a
/// person or taken from truth labels — so a rule change gets an accuracy figure on
/// every receipt ever graded without anyone grading again.
///
/// The grades use ``GradingRules``, exactly as `--truth` grading does, and are
/// recorded as grader ``grader`` with the version of the extractor that made the
/// proposals. Pure: the caller scans and appends.
public enum Rescorer {
    /// The grader name of rescore events.
    public static let grader = "rescore"

    /// What rescoring one receipt gives.
    public struct Outcome: Sendable, Equatable {
        /// One grade per field with a gradable truth: new ones, and for fields this
        /// version was already rescored on, the grade in the ledger.
        public var grades: [FieldName: Grade]
        /// Grade events to append: only fields not yet rescored for this version.
        public var events: [LedgerEvent]
        /// Fields left alone because the ledger already holds their rescore for this version.
        public var alreadyGraded: Int
        /// Fields whose proposal, not correct, beat a candidate that is.
        public var beaten: Set<FieldName> = []
    }

    /// The outcome for `record`, or `nil` when the ledger knows no truth for the
    /// receipt (or the record has no identity, because it could not be read).
    public static func rescore(_ record: ScanRecord, state: LedgerState, at timestamp: String) -> Outcome? {
        guard let sha256 = record.sha256, record.error == nil,
            let truth = state.receipts[sha256]?.truth, !truth.isEmpty
        else { return nil }
        var previous: [FieldName: Grade] = [:]
        for event in state.effective
        where event.kind == .grade && event.receipt == sha256 && event.grader == grader
            && event.extractor == record.extractor
        {
            if let field = event.field, let grade = event.grade { previous[field] = grade }
        }
        let file = record.file.split(separator: "/").last.map(String.init) ?? record.file
        var outcome = Outcome(grades: [:], events: [], alreadyGraded: 0)
        for (field, value) in truth.sorted(by: { $0.key < $1.key }) {
            let proposal = record.extraction?.fields[field]
            if GradingRules.beatCorrectCandidate(field, proposal: proposal, truth: value) { outcome.beaten.insert(field) }
            if let earlier = previous[field] {
                outcome.grades[field] = earlier
                outcome.alreadyGraded += 1
                continue
            }
            guard let grade = GradingRules.grade(field, proposed: proposal?.value, truth: value) else { continue }
            outcome.grades[field] = grade
            outcome.events.append(
                LedgerEvent(
                    at: timestamp, receipt: sha256, file: file, extractor: record.extractor, grader: grader,
                    kind: .grade, field: field, proposed: proposal?.value, confidence: proposal?.confidence,
                    rule: proposal?.rule, grade: grade))
        }
        return outcome
    }
}
