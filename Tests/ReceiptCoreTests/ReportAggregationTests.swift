import Testing

@testable import ReceiptCore

/// A ledger written by hand, one event per call, with ids in order.
struct ReportLedgerBuilder {
    var events: [LedgerEvent] = []

    @discardableResult
    mutating func add(_ event: LedgerEvent) -> String {
        var event = event
        let number = String(events.count + 1)
        event.id = "e" + String(repeating: "0", count: max(0, 3 - number.count)) + number
        events.append(event)
        return event.id
    }

    @discardableResult
    mutating func grade(
        _ receipt: String, _ field: FieldName, _ grade: Grade, version: String, by grader: String, at: String,
        confidence: Double? = nil, proposed: String? = nil
    ) -> String {
        add(
            LedgerEvent(
                id: "", at: at, receipt: receipt, file: "\(receipt).png", extractor: version, grader: grader,
                kind: .grade,
                field: field, proposed: proposed, confidence: confidence, grade: grade))
    }

    @discardableResult
    mutating func paper(_ receipt: String, _ paper: String, at: String = "2026-10-01T09:00:00.000Z") -> String {
        add(
            LedgerEvent(
                id: "", at: at, receipt: receipt, file: "\(receipt).png", extractor: "1.0", grader: "person",
                kind: .paper,
                paper: PaperClass(paper)))
    }

    mutating func truth(_ receipt: String, _ field: FieldName, _ value: String) {
        add(
            LedgerEvent(
                id: "", at: "2026-10-01T09:00:00.000Z", receipt: receipt, file: "\(receipt).png", extractor: "1.0",
                grader: "person", kind: .truth, field: field, value: value))
    }

    mutating func retract(_ id: String, at: String = "2026-10-06T10:00:00.000Z") {
        add(
            LedgerEvent(
                id: "", at: at, receipt: "", file: "", extractor: "1.0", grader: "person", kind: .retract, retracts: id)
        )
    }

    /// Four receipts A–D graded on merchant, date and total: by truth labels under
    /// extractor 1.0 in October, corrected by a person, and rescored under 1.1 in November.
    static var sample: ReportLedgerBuilder {
        var ledger = ReportLedgerBuilder()
        ledger.paper("A", "thermal-roll")
        ledger.paper("B", "thermal-roll")
        ledger.paper("B", "grocery-tape")  // re-tagged: the latest tag counts
        ledger.paper("C", "faded")
        let wrongTag = ledger.paper("D", "faded")
        ledger.retract(wrongTag)  // D is untagged again
        ledger.truth("D", .date, "2024-01-02")

        let october = "2026-10-05T12:00:00.000Z"
        let labels = "truth:labels"
        for (receipt, merchant, date, total) in [
            ("A", Grade.correct, Grade.correct, Grade.miss),
            ("B", .correct, .close, .correct),
            ("C", .miss, .correct, .correct),
            ("D", .correct, .miss, .correct),
        ] {
            ledger.grade(receipt, .merchant, merchant, version: "1.0", by: labels, at: october)
            ledger.grade(receipt, .date, date, version: "1.0", by: labels, at: october)
            ledger.grade(receipt, .total, total, version: "1.0", by: labels, at: october)
        }
        let later = "2026-10-06T09:00:00.000Z"
        ledger.grade("A", .total, .miss, version: "1.0", by: "person", at: later)
        ledger.grade("A", .total, .close, version: "1.0", by: "person", at: later)  // re-grade: close counts
        let undone = ledger.grade("C", .merchant, .correct, version: "1.0", by: "person", at: later)
        ledger.retract(undone)  // C's merchant stays a miss
        ledger.grade("B", .date, .skip, version: "1.0", by: "person", at: later)  // a skip hides nothing

        let november = "2026-11-02T08:00:00.000Z"
        for receipt in ["A", "B", "C", "D"] {
            ledger.grade(receipt, .merchant, .correct, version: "1.1", by: "rescore", at: november, confidence: 0.95)
            ledger.grade(
                receipt, .date, receipt == "D" ? .miss : .correct, version: "1.1", by: "rescore", at: november,
                confidence: 0.93, proposed: receipt == "D" ? "2024-02-01" : nil)
            ledger.grade(
                receipt, .total, .correct, version: "1.1", by: "rescore", at: november,
                confidence: receipt == "A" || receipt == "B" ? 0.99 : 0.4)
        }
        return ledger
    }
}

/// Aggregation of a hand-made ledger whose answers are known.
@Suite struct ReportAggregationTests {
    let events = ReportLedgerBuilder.sample.events

    func counts(_ cell: AccuracyCell?) -> [Int] {
        guard let cell else { return [] }
        return [cell.correct, cell.close, cell.miss]
    }

    @Test func summaryCountsWhatIsInForce() {
        let report = AccuracyReport(events: events, grouping: .paper)
        #expect(report.summary.events == events.count)
        #expect(report.summary.retracted == 2)
        // 12 by the labels, 1 person re-grade (the skip and the retracted one do not count), 12 rescores.
        #expect(report.summary.grades == 25)
        #expect(report.summary.receipts == 4)
        #expect(report.summary.versions == ["1.0", "1.1"])
        #expect(report.summary.graders == ["person", "rescore", "truth:labels"])
    }

    @Test func versionsCountTheLatestGradePerReceiptAndField() throws {
        let report = AccuracyReport(events: events, grouping: .version)
        #expect(report.sections.map(\.key) == ["1.0", "1.1"])
        let old = report.sections[0]
        #expect(counts(old.overall(.merchant)) == [3, 0, 1])  // the retracted person grade is gone
        #expect(counts(old.overall(.date)) == [2, 1, 1])  // the skip does not hide B's close
        #expect(counts(old.overall(.total)) == [3, 1, 0])  // A: the person's re-grade (close) replaces the labels' miss
        let new = report.sections[1]
        #expect(counts(new.overall(.merchant)) == [4, 0, 0])
        #expect(counts(new.overall(.date)) == [3, 0, 1])
        #expect(counts(new.overall(.total)) == [4, 0, 0])
    }

    @Test func paperShowsTheLatestVersionByLatestTag() throws {
        let report = AccuracyReport(events: events, grouping: .paper)
        let section = try #require(report.sections.first)
        #expect(report.sections.count == 1)
        #expect(section.key == "1.1")
        let dates = section.rows.filter { $0.field == .date }
        #expect(dates.map(\.paper?.rawValue) == [nil, "faded", "grocery-tape", "thermal-roll", "untagged"])
        #expect(dates.map { counts($0.cell) } == [[3, 0, 1], [1, 0, 0], [1, 0, 0], [1, 0, 0], [0, 0, 1]])
        #expect(section.rows.map(\.field).first == .merchant)
        #expect(report.changes.isEmpty)
    }

    @Test func monthsFollowTheGradeEvents() {
        let report = AccuracyReport(events: events, grouping: .month)
        #expect(report.sections.map(\.key) == ["2026-10", "2026-11"])
        #expect(report.sections.map(\.versions) == [["1.0"], ["1.1"]])
        #expect(counts(report.sections[0].overall(.total)) == [3, 1, 0])
    }

    @Test func gradersAreSeparate() {
        let report = AccuracyReport(events: events, grouping: .grader)
        #expect(report.sections.map(\.key) == ["person", "rescore", "truth:labels"])
        #expect(counts(report.sections[0].overall(.total)) == [0, 1, 0])
        #expect(report.sections[0].overall(.merchant) == nil)
        #expect(counts(report.sections[2].overall(.total)) == [3, 0, 1])
        #expect(report.changes.isEmpty)
    }

    @Test func changesBetweenVersions() throws {
        let report = AccuracyReport(events: events, grouping: .version)
        #expect(report.changes.map(\.field) == [.merchant, .date, .total])
        let merchant = try #require(report.changes.first)
        #expect(merchant.from == "1.0")
        #expect(merchant.to == "1.1")
        #expect(abs(merchant.difference.difference - 0.25) < 1e-12)
        // 4/4 against 3/4: far too few receipts to tell.
        #expect(abs(merchant.difference.lower - -0.2808) < 0.00005)
        #expect(abs(merchant.difference.upper - 0.6994) < 0.00005)
        #expect(!merchant.difference.isBeyondNoise)
    }

    @Test func calibrationOfTheLatestVersion() throws {
        let section = try #require(AccuracyReport(events: events, grouping: .paper).sections.first)
        let byField = Dictionary(
            uniqueKeysWithValues: section.calibration.compactMap { row in row.field.map { ($0, row) } })
        #expect(byField[.merchant].map { [$0.graded, $0.confident, $0.confidentCorrect] } == [4, 4, 4])
        #expect(byField[.date].map { [$0.graded, $0.confident, $0.confidentCorrect] } == [4, 4, 3])
        #expect(byField[.total].map { [$0.graded, $0.confident, $0.confidentCorrect] } == [4, 2, 2])
        let all = try #require(section.calibration.last)
        #expect(all.field == nil)
        #expect([all.graded, all.confident, all.confidentCorrect] == [12, 10, 9])
        #expect(abs(all.precision - 0.9) < 1e-12)
    }

    @Test func notCorrectListsWhatToLookAt() throws {
        let section = try #require(AccuracyReport(events: events, grouping: .paper).sections.first)
        #expect(
            section.notCorrect == [
                AccuracyReport.GradedItem(
                    receipt: "D", file: "D.png", paper: .untagged, field: .date, grade: .miss, proposed: "2024-02-01",
                    truth: "2024-01-02", extractor: "1.1", grader: "rescore")
            ])
    }

    @Test func fieldFilter() {
        let report = AccuracyReport(events: events, grouping: .version, fields: [.total])
        #expect(report.fields == [.total])
        #expect(Set(report.sections.flatMap { $0.rows.map(\.field) }) == [.total])
        #expect(report.changes.map(\.field) == [.total])
    }

    @Test func anEmptyLedgerGivesAnEmptyReport() {
        let report = AccuracyReport(events: [], grouping: .paper)
        #expect(report.sections.isEmpty)
        #expect(report.summary.grades == 0)
        #expect(report.fields.isEmpty)
    }

    @Test func aRegradeByAnotherGraderCountsOnce() throws {
        var ledger = ReportLedgerBuilder()
        ledger.grade("A", .total, .miss, version: "1.0", by: "truth:labels", at: "2026-10-01T00:00:00.000Z")
        ledger.grade("A", .total, .correct, version: "1.0", by: "person", at: "2026-10-02T00:00:00.000Z")
        let report = AccuracyReport(events: ledger.events, grouping: .paper)
        #expect(counts(report.sections.first?.overall(.total)) == [1, 0, 0])
    }
}
