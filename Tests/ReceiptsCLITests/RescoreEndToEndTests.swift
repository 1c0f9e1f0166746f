import Foundation
import ReceiptCore
import Testing

@testable import ReceiptsCLI

/// Scan, grade against truth labels, then rescore: real images, real OCR, a temporary ledger.
@Suite struct RescoreEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func image(_ name: String) -> String {
        fixtures.appendingPathComponent("images").appendingPathComponent(name).path
    }

    /// A console whose two streams go to files in `folder`, read back after the command.
    struct CapturedConsole {
        let console: Console
        let output: URL
        let errors: URL

        init(in folder: URL, name: String) throws {
            output = folder.appendingPathComponent("\(name).out")
            errors = folder.appendingPathComponent("\(name).err")
            try Data().write(to: output)
            try Data().write(to: errors)
            console = Console(
                output: try FileHandle(forWritingTo: output), errors: try FileHandle(forWritingTo: errors))
        }

        var standardOutput: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
        var standardError: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }
    }

    @Test func rescoreGradesTheReceiptsWhoseTruthIsKnown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rescore-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledgerPath = folder.appendingPathComponent("ledger.jsonl").path
        let scansPath = folder.appendingPathComponent("scans.jsonl").path
        let cache = folder.appendingPathComponent("ocr-cache").path
        let labelled = [Self.image("taxi-meter-tip.png"), Self.image("hotel-invoice-gbp.png")]
        let unlabelled = Self.image("cafe-faded-thermal.png")

        // 1. Scan two receipts and grade them against their labels: the ledger learns their truth.
        let scanning = try CapturedConsole(in: folder, name: "scan")
        var scan = ScanCommand()
        scan.paths = labelled
        scan.out = scansPath
        scan.jobs = 2
        scan.cacheDirectory = cache
        #expect(scan.run(console: scanning.console) == .success, "\(scanning.standardError)")
        let grading = try CapturedConsole(in: folder, name: "grade")
        let grade = GradeCommand(
            scans: scansPath, ledger: ledgerPath, truth: Self.fixtures.appendingPathComponent("labels").path)
        #expect(grade.run(console: grading.console) == .success, "\(grading.standardError)")
        let before = try Ledger(path: ledgerPath).read().events
        let truth = Set(before.filter { $0.kind == .truth }.map { "\($0.receipt)|\($0.field?.rawValue ?? "")" })
        #expect(!truth.isEmpty)

        // 2. Rescore those two and a third receipt the ledger has never seen.
        let rescoring = try CapturedConsole(in: folder, name: "rescore")
        let rescore = RescoreCommand(paths: labelled + [unlabelled], ledger: ledgerPath, jobs: 2, cacheDirectory: cache)
        #expect(rescore.run(console: rescoring.console, environment: [:]) == .success, "\(rescoring.standardError)")
        let after = try Ledger(path: ledgerPath).read().events
        let added = Array(after.dropFirst(before.count))
        #expect(!added.isEmpty)
        for event in added {
            #expect(event.kind == .grade)
            #expect(event.grader == "rescore")
            #expect(event.extractor == Extractor.version)
        }
        // One rescore grade for every receipt × field whose truth is known, and nothing else.
        #expect(Set(added.map { "\($0.receipt)|\($0.field?.rawValue ?? "")" }) == truth)
        #expect(added.count == truth.count)
        // Same images, same extractor, same rules: the same grades as the truth grading.
        let graded = Dictionary(
            before.filter { $0.kind == .grade }.map { ("\($0.receipt)|\($0.field?.rawValue ?? "")", $0.grade) },
            uniquingKeysWith: { _, last in last })
        for event in added {
            #expect(graded["\(event.receipt)|\(event.field?.rawValue ?? "")"] == event.grade)
        }
        #expect(
            rescoring.standardOutput.hasPrefix(
                "Rescored 2 receipts with extractor \(Extractor.version) (grader rescore):"))
        #expect(rescoring.standardError.contains("1 receipt without known truth in the ledger, not graded"))

        // 3. A rerun for the same version adds nothing and prints the same table.
        let again = try CapturedConsole(in: folder, name: "again")
        #expect(rescore.run(console: again.console, environment: [:]) == .success)
        #expect(try Ledger(path: ledgerPath).read().events.count == after.count)
        #expect(again.standardOutput == rescoring.standardOutput)
        #expect(again.standardError.hasPrefix("0 grade events appended"))

        // 4. The report sees the rescore as its own grader.
        let report = AccuracyReport(events: after, grouping: .grader)
        #expect(report.sections.map(\.key) == ["rescore", "truth:fixtures"])
    }

    @Test func rescoreRefusesALedgerWithoutTruth() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rescore-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let captured = try CapturedConsole(in: folder, name: "empty")
        let rescore = RescoreCommand(
            paths: [Self.image("taxi-meter-tip.png")], ledger: folder.appendingPathComponent("none.jsonl").path)
        #expect(rescore.run(console: captured.console, environment: [:]) == .dataError)
        #expect(captured.standardError.contains("knows no true values yet"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("none.jsonl").path))
    }

    @Test func reportWithoutALedgerSaysWhatToDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let captured = try CapturedConsole(in: folder, name: "report")
        let missing = folder.appendingPathComponent("missing.jsonl").path
        #expect(ReportCommand(ledger: missing).run(console: captured.console, environment: [:]) == .failure)
        #expect(
            captured.standardError
                == "Error: there is no ledger at \(missing). Grade some receipts first ('receipts grade'), or name the ledger with --ledger FILE.\n"
        )
    }
}
