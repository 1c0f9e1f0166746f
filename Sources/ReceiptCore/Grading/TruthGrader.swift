/// Grades a scan against truth labels with ``GradingRules``, as ledger events.
public enum TruthGrader {
    /// The grades of one receipt's proposals against its label, per labelled field.
    public static func grades(of record: ScanRecord, against truth: TruthLabel) -> [FieldName: Grade] {
        var grades: [FieldName: Grade] = [:]
        for (field, expected) in truth.values {
            let proposed = record.extraction?.fields[field]?.value
            if let grade = GradingRules.grade(field, proposed: proposed, truth: expected) {
                grades[field] = grade
            }
        }
        return grades
    }

    /// The labelled fields whose proposal, not correct, beat a candidate that is
    /// (``GradingRules/beatCorrectCandidate(_:proposal:truth:)``).
    public static func beaten(of record: ScanRecord, against truth: TruthLabel) -> Set<FieldName> {
        Set(
            truth.values.compactMap { field, expected in
                GradingRules.beatCorrectCandidate(field, proposal: record.extraction?.fields[field], truth: expected) ? field : nil
            })
    }

    /// The events recording those grades, the label's values as truth and its paper
    /// class — leaving out what the ledger already holds from this grader, so grading
    /// the same scan twice adds nothing.
    public static func events(
        for record: ScanRecord, truth: TruthLabel, grader: String, state: LedgerState, at timestamp: String
    ) -> [LedgerEvent] {
        guard let sha256 = record.sha256 else { return [] }
        let already = state.effective.filter { $0.receipt == sha256 && $0.grader == grader }
        func has(_ kind: LedgerEvent.Kind, _ field: FieldName?, extractor: String? = nil) -> Bool {
            already.contains { $0.kind == kind && $0.field == field && (extractor == nil || $0.extractor == extractor) }
        }
        let file = record.file.split(separator: "/").last.map(String.init) ?? record.file
        var events: [LedgerEvent] = []
        func event(_ kind: LedgerEvent.Kind) -> LedgerEvent {
            LedgerEvent(at: timestamp, receipt: sha256, file: file, extractor: record.extractor, grader: grader, kind: kind)
        }
        for (field, grade) in grades(of: record, against: truth).sorted(by: { $0.key < $1.key }) {
            if !has(.truth, field), let value = truth[field] {
                var truthEvent = event(.truth)
                truthEvent.field = field
                truthEvent.value = value
                events.append(truthEvent)
            }
            guard !has(.grade, field, extractor: record.extractor) else { continue }
            let proposal = record.extraction?.fields[field]
            var gradeEvent = event(.grade)
            gradeEvent.field = field
            gradeEvent.proposed = proposal?.value
            gradeEvent.confidence = proposal?.confidence
            gradeEvent.rule = proposal?.rule
            gradeEvent.grade = grade
            events.append(gradeEvent)
        }
        // The receipt's print, so the household's memory learns the shop from these grades.
        if let print = record.extraction?.shop, !events.isEmpty || !already.isEmpty,
            !state.effective.contains(where: { $0.receipt == sha256 && $0.kind == .shop })
        {
            var printEvent = event(.shop)
            printEvent.shop = print
            events.insert(printEvent, at: 0)
        }
        if let paper = truth.paper, !has(.paper, nil) {
            var paperEvent = event(.paper)
            paperEvent.paper = paper
            events.append(paperEvent)
        }
        return events
    }
}
