import Foundation
import Testing

@testable import ReceiptCore

/// Reading, appending and folding the ledger file.
@Suite struct LedgerTests {
    func temporaryLedger() -> Ledger {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("ledger-\(UUID().uuidString).jsonl").path
        return Ledger(path: path)
    }

    func grade(_ field: FieldName, _ grade: Grade, receipt: String = "aa", grader: String = "person") -> LedgerEvent {
        LedgerEvent(
            receipt: receipt, file: "a.png", extractor: "1.0", grader: grader, kind: .grade, field: field,
            proposed: "1.00", grade: grade)
    }

    @Test func aMissingFileIsAnEmptyLedger() throws {
        let contents = try temporaryLedger().read()
        #expect(contents.events.isEmpty)
        #expect(contents.warnings.isEmpty)
    }

    @Test func appendedEventsReadBackInOrder() throws {
        let ledger = temporaryLedger()
        defer { try? FileManager.default.removeItem(atPath: ledger.path) }
        let events = [grade(.total, .correct), grade(.date, .miss)]
        try ledger.append([events[0]])
        try ledger.append([events[1]])
        #expect(try ledger.read().events == events)
    }

    @Test func aFullLedgerIsSealedWholeAsASegmentAndStillReadInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Small segments, so a few events fill one.
        let ledger = Ledger(path: folder.appendingPathComponent("ledger.jsonl").path, segmentBytes: 600)
        var written: [LedgerEvent] = []
        var sealedBytes: Data?
        for index in 0..<12 {
            let event = grade(.total, index % 2 == 0 ? .correct : .miss, receipt: "r\(index)")
            if (try? FileManager.default.attributesOfItem(atPath: ledger.path)[.size] as? Int) ?? 0 >= 600,
                ledger.segmentPaths.isEmpty
            {
                sealedBytes = FileManager.default.contents(atPath: ledger.path)
            }
            try ledger.append([event])
            written.append(event)
        }
        #expect(ledger.segmentPaths.count >= 2)
        #expect(ledger.segmentPaths.first == folder.appendingPathComponent("ledger.1.jsonl").path)
        // The first segment is the live file as it stood, byte for byte.
        #expect(sealedBytes != nil && FileManager.default.contents(atPath: ledger.segmentPath(1)) == sealedBytes)
        for path in ledger.segmentPaths + [ledger.path] {
            #expect(FileManager.default.contents(atPath: path)!.count < 600 + 400)
        }
        let contents = try ledger.read()
        #expect(contents.events == written)
        #expect(contents.warnings.isEmpty)
    }

    @Test func aGarbageLineInTheMiddleIsSkippedWithAWarningNamingIt() throws {
        let ledger = temporaryLedger()
        defer { try? FileManager.default.removeItem(atPath: ledger.path) }
        let first = try JSONLine.encode(grade(.total, .correct))
        let last = try JSONLine.encode(grade(.date, .close))
        try Data((first + "\n{\"schema\":1,\"id\":garbage\n" + last + "\n").utf8).write(to: URL(fileURLWithPath: ledger.path))
        let contents = try ledger.read()
        #expect(contents.events.map(\.field) == [.total, .date])
        #expect(contents.warnings == ["\(ledger.path):2: unreadable line skipped"])
    }

    @Test func aTornLastLineIsReportedAndTheNextAppendStartsAFreshLine() throws {
        let ledger = temporaryLedger()
        defer { try? FileManager.default.removeItem(atPath: ledger.path) }
        let whole = try JSONLine.encode(grade(.total, .correct))
        let torn = String(try JSONLine.encode(grade(.date, .close)).prefix(40))
        try Data((whole + "\n" + torn).utf8).write(to: URL(fileURLWithPath: ledger.path))
        let before = try ledger.read()
        #expect(before.events.count == 1)
        #expect(before.warnings == ["\(ledger.path):2: torn last line (an interrupted write) skipped"])
        try ledger.append([grade(.merchant, .miss)])
        let after = try ledger.read()
        #expect(after.events.map(\.field) == [.total, .merchant])
        #expect(after.warnings == ["\(ledger.path):2: unreadable line skipped"])
    }

    @Test func aLineFromANewerSchemaIsSkippedWithAWarning() throws {
        var newer = grade(.total, .correct)
        newer.schema = LedgerEvent.currentSchema + 1
        let text = try [grade(.date, .miss), newer].map { try JSONLine.encode($0) }.joined(separator: "\n") + "\n"
        let contents = Ledger.parse(Data(text.utf8), path: "l.jsonl")
        #expect(contents.events.map(\.field) == [.date])
        #expect(contents.warnings == ["l.jsonl:2: schema 2 is newer than this receipts understands (1); line skipped"])
    }

    @Test func aFolderIsRefusedWithItsName() throws {
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: LedgerError.isADirectory(path: folder)) { try Ledger(path: folder).read() }
    }

    @Test func foldingDropsRetractedEventsAndKeepsTheLatestGrade() {
        let first = grade(.total, .miss)
        let second = grade(.total, .close)
        let wrong = grade(.date, .miss)
        let retract = LedgerEvent(receipt: "aa", file: "a.png", extractor: "1.0", grader: "person", kind: .retract, retracts: wrong.id)
        let state = LedgerState(events: [first, second, wrong, retract])
        #expect(state.effective.map(\.id) == [first.id, second.id])
        #expect(state.receipts["aa"]?.grades[.total]?.grade == .close)
        #expect(state.receipts["aa"]?.grades[.date] == nil)
        #expect(state.latestGrades.map(\.id) == [second.id])
    }

    @Test func exportRowsHaveOneRowPerReceiptAndField() {
        var truth = LedgerEvent(receipt: "aa", file: "a.png", extractor: "1.0", grader: "person", kind: .truth)
        truth.field = .total
        truth.value = "1.10"
        var paper = LedgerEvent(receipt: "aa", file: "a.png", extractor: "1.0", grader: "person", kind: .paper)
        paper.paper = .faded
        var onlyTagged = LedgerEvent(receipt: "bb", file: "0.png", extractor: "1.0", grader: "person", kind: .paper)
        onlyTagged.paper = .photo
        let state = LedgerState(events: [grade(.total, .miss), grade(.total, .close), truth, paper, grade(.date, .correct), onlyTagged])
        let rows = state.rows
        #expect(rows.map(\.field) == ["", "date", "total"])
        #expect(rows[0].paper == .photo)
        #expect(rows[2].cells == ["aa", "a.png", "total", "1.00", "close", "person", "1.0", "1.10", "faded"])
    }
}
