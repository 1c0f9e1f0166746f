import Foundation
import ReceiptCore
import ReceiptOCR
import Synchronization
import Testing

@testable import ReceiptsCLI

/// The gate against silent regressions: scanning the fixtures now must get at least
/// as many fields correct as the latest extractor version recorded in `Grading/`.
/// Raising the record is an explicit step (`make grade`) whose diff shows in the commit.
@Suite("Accuracy gate")
struct AccuracyGateTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func noFieldLosesAFixtureAgainstTheRecord() throws {
        let ledger = try Ledger(path: Self.root.appendingPathComponent("Grading/ledger.jsonl").path).read()
        let recorded = LedgerState(events: ledger.events).latestGrades.filter { $0.grader == "truth:fixtures" }
        let version = try #require(
            Set(recorded.map(\.extractor)).max(by: VersionOrder.areInIncreasingOrder), "no fixture grades recorded")
        var record: [FieldName: Int] = [:]
        for event in recorded where event.extractor == version && event.grade == .correct {
            if let field = event.field { record[field, default: 0] += 1 }
        }

        let images = Self.root.appendingPathComponent("Fixtures/images").path
        let labels = Self.root.appendingPathComponent("Fixtures/labels")
        let scanner = BatchScanner(
            inputs: InputCollector.collect([images]),
            settings: .init(ocr: OCROptions(), extraction: ExtractionOptions(today: ScanCommand.today()), jobs: 2, cache: nil, skip: []))
        let records = Mutex<[ScanRecord]>([])
        _ = scanner.run { _, outcome in
            if case .scanned(let record) = outcome { records.withLock { $0.append(record) } }
        }
        var now: [FieldName: Int] = [:]
        for scanned in records.withLock({ $0 }) {
            let stem = ((scanned.file as NSString).lastPathComponent as NSString).deletingPathExtension
            let label = try TruthLabel(json: Data(contentsOf: labels.appendingPathComponent("\(stem).json")))
            for (field, grade) in TruthGrader.grades(of: scanned, against: label) where grade == .correct {
                now[field, default: 0] += 1
            }
        }
        #expect(records.withLock { $0.count } == 32)
        for (field, count) in record.sorted(by: { $0.key < $1.key }) {
            #expect(
                now[field, default: 0] >= count,
                "\(field): \(now[field, default: 0]) fixtures correct now, \(count) recorded for extractor \(version)")
        }
    }
}
