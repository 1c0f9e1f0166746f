import Foundation
import ReceiptCore
import Testing

/// `receipts grade` and `receipts ledger export` run as a script runs them: keys on
/// standard input, one per line, and the ledger file checked afterwards.
@Suite(.serialized) final class GradeEndToEndTests {
    let folder: URL
    let scans: URL
    let ledger: URL

    init() throws {
        folder = try ReceiptsBinary.temporaryFolder()
        scans = folder.appendingPathComponent("scans.jsonl")
        ledger = folder.appendingPathComponent("ledger.jsonl")
        try ScanLines.write(
            [
                ScanLines.record("images/diner.png", sha256: ScanLines.sha("a"), merchant: "DINER 66", total: "23.45", tip: "3.00"),
                ScanLines.record("images/kiosk.png", sha256: ScanLines.sha("b"), merchant: "KIOSK", total: "4.70"),
                ScanLines.record("images/garage.png", sha256: ScanLines.sha("c"), merchant: "GARAGE", total: "12.00"),
            ], to: scans)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func events() throws -> [LedgerEvent] { try Ledger(path: ledger.path).read().events }

    func grade(_ keys: [String], environment: [String: String] = [:], extra: [String] = []) throws -> ReceiptsBinary.Result {
        try ReceiptsBinary.run(
            ["grade", scans.path, "--ledger", ledger.path] + extra, input: keys.map { $0 + "\n" }.joined(), in: folder,
            environment: environment)
    }

    @Test func pipedKeysGradeUndoAndRetagIntoTheLedger() throws {
        let result = try grade([
            "",  // accept the suggested paper class of diner.png
            "c",  // merchant correct
            "l", "2024-03-05",  // date close, true date
            "u", "u",  // undo the true date, then the close
            "m", "",  // date miss, true value unknown
            "t", "3",  // re-tag diner.png as drive-through
            "c", "s",  // total correct, tip skipped
            "2",  // kiosk.png is grocery tape
            "c", "c", "c",
            "q",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let events = try events()
        let described = events.map { event -> String in
            switch event.kind {
            case .paper: "\(event.file) paper \(event.paper?.rawValue ?? "")"
            case .grade: "\(event.file) \(event.field?.rawValue ?? "") \(event.grade?.rawValue ?? "")"
            case .truth: "\(event.file) truth \(event.field?.rawValue ?? "") \(event.value ?? "")"
            case .retract: "\(event.file) retract \(events.firstIndex { $0.id == event.retracts } ?? -1)"
            case .shop: "\(event.file) shop"
            }
        }
        #expect(
            described == [
                "diner.png paper thermal-roll",
                "diner.png merchant correct",
                "diner.png date close",
                "diner.png truth date 2024-03-05",
                "diner.png retract 3",
                "diner.png retract 2",
                "diner.png date miss",
                "diner.png paper drive-through",
                "diner.png total correct",
                "diner.png tip skip",
                "kiosk.png paper grocery-tape",
                "kiosk.png merchant correct",
                "kiosk.png date correct",
                "kiosk.png total correct",
            ])
        #expect(events.allSatisfy { $0.grader == "person" && $0.extractor == "1.0" && $0.schema == 1 })
        #expect(events.first?.receipt == ScanLines.sha("a"))
        #expect(Set(events.map(\.id)).count == events.count)

        let state = LedgerState(events: events)
        let diner = try #require(state.receipts[ScanLines.sha("a")])
        #expect(diner.paper == .driveThrough)
        #expect(diner.grades[.date]?.grade == .miss)
        #expect(diner.truth.isEmpty)
        #expect(result.errors.contains("2 of 3 receipts are fully graded; 1 left"))
        #expect(result.output.contains("receipt 3 of 3 · garage.png · 1 left to grade"))
    }

    @Test func aSecondRunResumesWhereTheFirstStopped() throws {
        _ = try grade(["", "c", "c"])
        let resumed = try grade(["q"])
        #expect(resumed.status == 0)
        let firstScreen = try #require(resumed.output.components(separatedBy: "\n> \n").first)
        #expect(firstScreen.contains("receipt 1 of 3 · diner.png · 3 left to grade"))
        #expect(firstScreen.contains("total — field 3 of 4"))
        #expect(firstScreen.contains("merchant correct · date correct · [total] · tip …"))
    }

    @Test func endOfInputQuitsAndKeepsEverything() throws {
        let result = try grade(["", "c"])
        #expect(result.status == 0)
        #expect(try events().count == 2)
        #expect(result.errors.contains("This session recorded 2 events."))
    }

    @Test func openRunsTheViewerOnTheImageOrItsOverlay() throws {
        let images = folder.appendingPathComponent("images")
        let overlays = folder.appendingPathComponent("overlays")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: overlays, withIntermediateDirectories: true)
        try Data("image".utf8).write(to: images.appendingPathComponent("diner.png"))
        try Data("image".utf8).write(to: images.appendingPathComponent("kiosk.png"))
        try Data("overlay".utf8).write(to: overlays.appendingPathComponent("kiosk.png"))
        let opened = folder.appendingPathComponent("opened.txt")
        let viewer = ["RECEIPTS_VIEWER": "echo >>'\(opened.path)'"]

        let plain = try grade(["o", "q"], environment: viewer)
        #expect(plain.output.contains("Opened images/diner.png with echo"))
        let withOverlay = try grade(["", "c", "c", "c", "c", "o", "q"], environment: viewer, extra: ["--overlay", overlays.path])
        #expect(withOverlay.output.contains("Opened \(overlays.path)/kiosk.png"))
        // The viewer runs on its own; give it a moment to write.
        var lines: [String] = []
        for _ in 0..<100 {
            lines = ((try? String(contentsOf: opened, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count == 2 { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(lines == ["images/diner.png", "\(overlays.path)/kiosk.png"])

        let unset = try grade(["o", "q"])
        #expect(unset.output.contains("Set RECEIPTS_VIEWER to a program that shows images"))
    }

    @Test func aMissingLedgerFolderIsRefusedBeforeGrading() throws {
        let result = try ReceiptsBinary.run(
            ["grade", scans.path, "--ledger", folder.appendingPathComponent("no/such/ledger.jsonl").path], input: "c\n",
            in: folder)
        #expect(result.status == 1)
        #expect(result.errors.contains("does not exist: create it, or choose a ledger with --ledger FILE"))
    }

    @Test func theLedgerVariableChoosesTheLedger() throws {
        let chosen = folder.appendingPathComponent("chosen.jsonl")
        let result = try ReceiptsBinary.run(
            ["grade", scans.path], input: "\n", in: folder, environment: ["RECEIPTS_LEDGER": chosen.path])
        #expect(result.status == 0)
        #expect(try Ledger(path: chosen.path).read().events.count == 1)
    }

    @Test func exportWritesOneRowPerReceiptAndField() throws {
        _ = try grade(["", "c", "m", "2024-03-01", "l", "23.40", "s"])
        let csv = try ReceiptsBinary.run(["ledger", "export", "--ledger", ledger.path, "--format", "csv"], in: folder)
        #expect(csv.status == 0)
        let a = ScanLines.sha("a")
        #expect(
            csv.output.split(separator: "\n").map(String.init) == [
                "sha256,file,field,proposed,grade,grader,extractor,truth,paper",
                "\(a),diner.png,merchant,DINER 66,correct,person,1.0,,thermal-roll",
                "\(a),diner.png,date,2024-03-04,miss,person,1.0,2024-03-01,thermal-roll",
                "\(a),diner.png,total,23.45,close,person,1.0,23.40,thermal-roll",
                "\(a),diner.png,tip,3.00,skip,person,1.0,,thermal-roll",
            ])
        let json = try ReceiptsBinary.run(["ledger", "export", "--ledger", ledger.path, "--format=json"], in: folder)
        let rows = try JSONDecoder().decode([LedgerState.Row].self, from: Data(json.output.utf8))
        #expect(rows.count == 4)
        #expect(rows[1].truth == "2024-03-01")
        #expect(json.output.contains("\"truth\" : null"))
    }

    @Test func truthGradingStillWritesItsEventsAndTable() throws {
        let labels = ReceiptsBinary.root.appendingPathComponent("Fixtures/labels")
        try ScanLines.write(
            [
                ScanLines.record(
                    "images/bistro-cb-ttc.png", sha256: ScanLines.sha("d"), merchant: "BISTROT DES HALLES", date: "2024-03-02",
                    total: "34.81")
            ], to: scans)
        let result = try ReceiptsBinary.run(["grade", scans.path, "--ledger", ledger.path, "--truth", labels.path], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("merchant     1        1      0     0     100.0"))
        #expect(result.output.contains("total        1        0      1     0       0.0"))
        let events = try events()
        #expect(events.allSatisfy { $0.grader == "truth:fixtures" })
        #expect(events.contains { $0.kind == .paper && $0.paper == .thermalRoll })
        // Grading the same scan again adds nothing.
        _ = try ReceiptsBinary.run(["grade", scans.path, "--ledger", ledger.path, "--truth", labels.path], in: folder)
        #expect(try self.events().count == events.count)
    }
}
