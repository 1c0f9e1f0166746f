import Testing

@testable import ReceiptCore

/// Rescoring one receipt against the truth the ledger holds.
@Suite struct RescoreScoringTests {
    let sha = String(repeating: "a", count: 64)

    func record(total: String?, merchant: String?, extractor: String = "2.0") -> ScanRecord {
        var extraction = Extraction(paper: PaperGuess(paper: .thermalRoll, reason: "test"))
        func field(_ value: String, confidence: Double) -> Field {
            Field(
                value: value, text: value, box: nil, row: nil, confidence: confidence, rule: "test-rule", reason: "test"
            )
        }
        if let total { extraction.fields[.total] = field(total, confidence: 0.9) }
        if let merchant { extraction.fields[.merchant] = field(merchant, confidence: 0.6) }
        return ScanRecord(file: "some/folder/r.png", sha256: sha, extractor: extractor, extraction: extraction)
    }

    func truthEvents() -> [LedgerEvent] {
        [
            LedgerEvent(
                id: "t1", receipt: sha, file: "r.png", extractor: "1.0", grader: "person", kind: .truth, field: .total,
                value: "12.30"),
            LedgerEvent(
                id: "t2", receipt: sha, file: "r.png", extractor: "1.0", grader: "truth:labels", kind: .truth,
                field: .merchant, value: "Corner Cafe"),
            LedgerEvent(
                id: "t3", receipt: sha, file: "r.png", extractor: "1.0", grader: "person", kind: .truth, field: .date,
                value: "not a date"),
        ]
    }

    @Test func gradesEveryFieldWithUsableTruth() throws {
        let state = LedgerState(events: truthEvents())
        let outcome = try #require(
            Rescorer.rescore(record(total: "12.30", merchant: nil), state: state, at: "2026-11-30T00:00:00.000Z"))
        // The date's truth cannot be read as a date: not graded.
        #expect(outcome.grades == [.total: .correct, .merchant: .miss])
        #expect(outcome.alreadyGraded == 0)
        #expect(outcome.events.count == 2)
        for event in outcome.events {
            #expect(event.grader == "rescore")
            #expect(event.extractor == "2.0")
            #expect(event.kind == .grade)
            #expect(event.file == "r.png")
            #expect(event.receipt == sha)
        }
        let total = try #require(outcome.events.first { $0.field == .total })
        #expect(total.proposed == "12.30")
        #expect(total.confidence == 0.9)
        #expect(total.rule == "test-rule")
    }

    @Test func skipsWhatThisVersionAlreadyRescored() throws {
        var events = truthEvents()
        events.append(
            LedgerEvent(
                id: "g1", receipt: sha, file: "r.png", extractor: "2.0", grader: "rescore", kind: .grade, field: .total,
                grade: .close))
        // A rescore of an older version does not count.
        events.append(
            LedgerEvent(
                id: "g2", receipt: sha, file: "r.png", extractor: "1.0", grader: "rescore", kind: .grade,
                field: .merchant, grade: .correct))
        let outcome = try #require(
            Rescorer.rescore(
                record(total: "12.30", merchant: "CORNER CAFE"), state: LedgerState(events: events), at: "now"))
        #expect(outcome.alreadyGraded == 1)
        #expect(outcome.grades == [.total: .close, .merchant: .correct])
        #expect(outcome.events.map(\.field) == [.merchant])
    }

    @Test func aRetractedRescoreIsGradedAgain() throws {
        var events = truthEvents()
        events.append(
            LedgerEvent(
                id: "g1", receipt: sha, file: "r.png", extractor: "2.0", grader: "rescore", kind: .grade, field: .total,
                grade: .close))
        events.append(
            LedgerEvent(
                id: "r1", receipt: sha, file: "r.png", extractor: "2.0", grader: "person", kind: .retract,
                retracts: "g1"))
        let outcome = try #require(
            Rescorer.rescore(record(total: "12.30", merchant: nil), state: LedgerState(events: events), at: "now"))
        #expect(outcome.alreadyGraded == 0)
        #expect(outcome.events.compactMap(\.field).sorted() == [.merchant, .total])
    }

    @Test func noTruthNoGrades() {
        let state = LedgerState(events: [])
        #expect(Rescorer.rescore(record(total: "1.00", merchant: nil), state: state, at: "now") == nil)
        var failed = record(total: nil, merchant: nil)
        failed.error = "unreadable"
        #expect(Rescorer.rescore(failed, state: LedgerState(events: truthEvents()), at: "now") == nil)
    }

    /// A proposal that lost to nothing better is a reading miss; one that beat the true
    /// value is a ranking miss, and the accuracy table counts it as `beaten`.
    @Test func countsProposalsThatBeatTheTrueValue() throws {
        func total(_ value: String, rejected: [String]) -> Field {
            Field(
                value: value, text: value, box: nil, row: nil, confidence: 0.5, rule: "total-label", reason: "test",
                rejected: rejected.map { Candidate(value: $0, text: $0, rule: "total-label", score: 0.4, lost: "scored lower") })
        }
        #expect(GradingRules.beatCorrectCandidate(.total, proposal: total("12.80", rejected: ["4.00", "12.30"]), truth: "12.30"))
        // The candidate must be correct by the same rules, not close.
        #expect(!GradingRules.beatCorrectCandidate(.total, proposal: total("12.80", rejected: ["12.31"]), truth: "12.30"))
        // A correct proposal beat nothing that matters; no proposal beat nothing.
        #expect(!GradingRules.beatCorrectCandidate(.total, proposal: total("12.30", rejected: ["12.30"]), truth: "12.30"))
        #expect(!GradingRules.beatCorrectCandidate(.total, proposal: nil, truth: "12.30"))
        // Merchants fold case and punctuation as their grade does.
        let merchant = Field(
            value: "DINING", text: "DINING", box: nil, row: nil, confidence: 0.4, rule: "largest-text-near-top", reason: "test",
            rejected: [Candidate(value: "RESTAURANT \"=", text: "RESTAURANT \"=", rule: "merchant", score: 0.2)])
        #expect(GradingRules.beatCorrectCandidate(.merchant, proposal: merchant, truth: "Restaurant"))

        var table = AccuracyTable()
        table.add(.total, .correct)
        table.add(.total, .close, beatCorrectCandidate: true)
        table.add(.total, .miss)
        table.add(.total, .correct, beatCorrectCandidate: true)  // a correct one is never counted as beaten
        let counts = try #require(table.counts[.total])
        #expect(counts.beaten == 1)
        #expect(counts.reachRate == 0.75)
        let lines = table.rendered(title: "t").split(separator: "\n")
        #expect(lines[1] == "field       n  correct  close  miss  correct%  beaten  reach%")
        #expect(lines[2] == "total        4        2      1     1      50.0       1    75.0")
    }

    @Test func rescoringNotesABeatenTrueValue() throws {
        var scanned = record(total: "12.80", merchant: nil)
        scanned.extraction?.fields[.total]?.rejected = [Candidate(value: "12.30", text: "12.30", rule: "total-label", score: 0.3)]
        let outcome = try #require(Rescorer.rescore(scanned, state: LedgerState(events: truthEvents()), at: "now"))
        #expect(outcome.grades[.total] == .close)
        #expect(outcome.beaten == [.total])
    }
}
