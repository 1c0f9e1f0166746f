/// Folding ledger events into an ``AccuracyReport``.
extension AccuracyReport {
    /// Builds the report from every event of a ledger, in file order.
    ///
    /// Which grades count:
    /// - retracted events (and the retractions) are gone, as in ``LedgerState``;
    /// - `skip` grades are dropped first, so skipping a field never hides its earlier grade;
    /// - a re-grade replaces the earlier grade of the same receipt, field, version and
    ///   grader (``LedgerState/latestGrades``);
    /// - within a section each receipt counts once per field — its latest grade in the
    ///   section — so a receipt graded by a person and by a rescore is not counted twice.
    ///
    /// The `paper` grouping shows the latest extractor version only: a table that mixed
    /// versions would recommend a flow for an extractor nobody runs.
    ///
    /// - Complexity: O(e log e) for e events.
    public init(
        events: [LedgerEvent], grouping: ReportGrouping, fields: [FieldName]? = nil, policy: ReportPolicy = .standard
    ) {
        let retractions = events.filter { $0.kind == .retract }
        let retractedIDs = Set(retractions.compactMap(\.retracts))
        let retracted = events.filter { $0.kind != .retract && retractedIDs.contains($0.id) }.count
        let state = LedgerState(events: events.filter { !($0.kind == .grade && $0.grade == .skip) })
        var position: [String: Int] = [:]
        for (index, event) in state.effective.enumerated() { position[event.id] = index }

        let wanted = Set(fields ?? FieldName.allCases)
        let grades = state.latestGrades.filter { event in
            guard let field = event.field, let grade = event.grade else { return false }
            return wanted.contains(field) && grade != .skip
        }
        let versions = Set(grades.map(\.extractor)).sorted(by: VersionOrder.areInIncreasingOrder)
        let graders = Set(grades.map(\.grader)).sorted()

        let keyed: [(key: String, events: [LedgerEvent])]
        switch grouping {
        case .paper:
            keyed = versions.last.map { latest in [(latest, grades.filter { $0.extractor == latest })] } ?? []
        case .version:
            keyed = versions.map { version in (version, grades.filter { $0.extractor == version }) }
        case .month:
            let months = Set(grades.map { Self.month(of: $0.at) }).sorted { a, b in
                // Lines without a readable time go last rather than first.
                (a == Self.unknownMonth ? 1 : 0, a) < (b == Self.unknownMonth ? 1 : 0, b)
            }
            keyed = months.map { month in (month, grades.filter { Self.month(of: $0.at) == month }) }
        case .grader:
            keyed = graders.map { grader in (grader, grades.filter { $0.grader == grader }) }
        }

        let shownFields = fields ?? FieldName.allCases.filter { field in grades.contains { $0.field == field } }
        let sections = keyed.map { key, events in
            Self.section(
                key: key, events: Self.latestPerReceiptAndField(events, position: position), fields: shownFields,
                state: state, policy: policy)
        }
        var changes: [Change] = []
        if grouping.isChronological {
            for (before, after) in zip(sections, sections.dropFirst()) {
                for field in shownFields {
                    guard let old = before.overall(field), let new = after.overall(field),
                        let difference = ProportionDifference(
                            after: (new.correct, new.n), before: (old.correct, old.n), z: policy.z)
                    else { continue }
                    changes.append(
                        Change(
                            field: field, from: before.key, to: after.key, before: old, after: new,
                            difference: difference))
                }
            }
        }
        self.init(
            grouping: grouping, policy: policy, fields: shownFields,
            summary: Summary(
                events: events.count, retracted: retracted, grades: grades.count,
                receipts: Set(grades.map(\.receipt)).count, versions: versions, graders: graders),
            sections: sections, changes: changes)
    }

    /// The month label of sections whose events carry no readable timestamp.
    public static let unknownMonth = "unknown"

    /// `2026-11` for `2026-11-29T21:05:03.123Z`: the month in UTC, as recorded.
    public static func month(of timestamp: String) -> String {
        let prefix = Array(timestamp.prefix(7))
        guard prefix.count == 7, prefix[4] == "-",
            prefix.enumerated().allSatisfy({ $0.offset == 4 || $0.element.isASCII && $0.element.isNumber })
        else { return unknownMonth }
        return String(prefix)
    }

    /// One event per receipt and field: the one latest in the ledger.
    private static func latestPerReceiptAndField(_ events: [LedgerEvent], position: [String: Int]) -> [LedgerEvent] {
        var latest: [String: LedgerEvent] = [:]
        for event in events {
            let key = "\(event.receipt)|\(event.field?.rawValue ?? "")"
            if let current = latest[key], (position[current.id] ?? 0) > (position[event.id] ?? 0) { continue }
            latest[key] = event
        }
        return latest.values.sorted { (position[$0.id] ?? 0) < (position[$1.id] ?? 0) }
    }

    private static func section(
        key: String, events: [LedgerEvent], fields: [FieldName], state: LedgerState, policy: ReportPolicy
    ) -> Section {
        func paper(_ event: LedgerEvent) -> PaperClass { state.receipts[event.receipt]?.paper ?? .untagged }
        var rows: [Row] = []
        var calibration: [ConfidenceCalibration] = []
        for field in fields {
            let ofField = events.filter { $0.field == field }
            guard !ofField.isEmpty else { continue }
            rows.append(
                Row(field: field, paper: nil, cell: AccuracyCell(grades: ofField.compactMap(\.grade), policy: policy)))
            let classes = Set(ofField.map(paper)).sorted { a, b in
                (a == .untagged ? 1 : 0, a.rawValue) < (b == .untagged ? 1 : 0, b.rawValue)
            }
            for paperClass in classes {
                let grades = ofField.filter { paper($0) == paperClass }.compactMap(\.grade)
                rows.append(Row(field: field, paper: paperClass, cell: AccuracyCell(grades: grades, policy: policy)))
            }
            calibration.append(ConfidenceCalibration(field: field, grades: ofField, policy: policy))
        }
        if !events.isEmpty {
            calibration.append(ConfidenceCalibration(field: nil, grades: events, policy: policy))
        }
        let notCorrect = events.compactMap { event -> GradedItem? in
            guard let field = event.field, let grade = event.grade, grade != .correct else { return nil }
            return GradedItem(
                receipt: event.receipt, file: state.receipts[event.receipt]?.file ?? event.file, paper: paper(event),
                field: field, grade: grade, proposed: event.proposed,
                truth: state.receipts[event.receipt]?.truth[field],
                extractor: event.extractor, grader: event.grader)
        }.sorted { ($0.field, $0.file, $0.receipt) < ($1.field, $1.file, $1.receipt) }
        let versions = Set(events.map(\.extractor)).sorted(by: VersionOrder.areInIncreasingOrder)
        return Section(key: key, versions: versions, rows: rows, calibration: calibration, notCorrect: notCorrect)
    }
}
