import Foundation
import ReceiptCore
import Testing

/// What the ledger survives: a writer killed mid-stream, two writers at once, and a
/// damaged line. The writers are real `receipts grade` processes fed keys on
/// standard input — the code path a person uses, with no test-only mode in the
/// program — and each grades its own receipt, so every key it takes is exactly one
/// event: Enter confirms the paper class, then `c` grades the merchant and `u`
/// retracts that grade, over and over.
@Suite(.serialized) final class LedgerFaultTests {
    let folder: URL
    let ledger: URL

    init() throws {
        folder = try ReceiptsBinary.temporaryFolder()
        ledger = folder.appendingPathComponent("ledger.jsonl")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A scan file holding one receipt whose hash is `sha256`.
    func scanFile(_ sha256: String) throws -> URL {
        let url = folder.appendingPathComponent("scan-\(sha256.prefix(8)).jsonl")
        try ScanLines.write([ScanLines.record("images/\(sha256.prefix(8)).png", sha256: sha256)], to: url)
        return url
    }

    /// Enter, then `c`/`u` pairs: `events` inputs, one event each.
    func keys(events: Int) -> String {
        var lines = [""]
        while lines.count < events { lines.append(lines.count % 2 == 1 ? "c" : "u") }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Checks one receipt's events are the pattern its writer produced, in order:
    /// paper, then grade / retract-of-that-grade alternating.
    func checkPattern(_ events: [LedgerEvent]) {
        #expect(events.first?.kind == .paper)
        for (index, event) in events.enumerated().dropFirst() {
            if index % 2 == 1 {
                #expect(event.kind == .grade && event.field == .merchant && event.grade == .correct)
            } else {
                #expect(event.kind == .retract && event.retracts == events[index - 1].id)
            }
        }
    }

    @Test func aWriterKilledWhileAppendingLeavesEveryEarlierEventReadable() throws {
        var survivors: [String: Int] = [:]
        for round in 0..<20 {
            let sha256 = String(repeating: "0", count: 60) + String(1000 + round)
            let scan = try scanFile(sha256)
            let (process, output, _) = try ReceiptsBinary.start(
                ["grade", scan.path, "--ledger", ledger.path], input: keys(events: 20_000), in: folder)
            // Let it get going, then kill it at a random moment while it appends.
            var screens = 0
            for _ in 0..<1000 where screens < 3 {
                Thread.sleep(forTimeInterval: 0.005)
                screens = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").components(separatedBy: "receipt 1 of 1").count - 1
            }
            Thread.sleep(forTimeInterval: Double.random(in: 0...0.03))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)

            // A screen is drawn only after its event was appended: every screen after
            // the first stands for one event that must be in the ledger.
            let drawn = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").components(separatedBy: "receipt 1 of 1").count - 1
            let contents = try Ledger(path: ledger.path).read()
            let mine = contents.events.filter { $0.receipt == sha256 }
            #expect(mine.count >= drawn - 1, "round \(round): \(drawn - 1) events acknowledged, \(mine.count) in the ledger")
            checkPattern(mine)
            // Nothing written by the writers killed before is lost or changed.
            for (earlier, count) in survivors {
                #expect(contents.events.filter { $0.receipt == earlier }.count == count)
            }
            survivors[sha256] = mine.count
            if ProcessInfo.processInfo.environment["LEDGER_FAULT_TRACE"] != nil {
                print("round \(round): \(drawn - 1) acknowledged, \(mine.count) in the ledger, \(contents.warnings.count) warnings")
            }
            #expect(contents.warnings.count <= round + 1)
            #expect(contents.warnings.allSatisfy { $0.contains("torn last line") || $0.contains("unreadable line skipped") })
        }
        let contents = try Ledger(path: ledger.path).read()
        #expect(contents.events.count == survivors.values.reduce(0, +))
        #expect(Set(contents.events.map(\.id)).count == contents.events.count)
    }

    @Test func twoWritersAtOnceLeaveEveryLineWhole() throws {
        let first = try scanFile(ScanLines.sha("a"))
        let second = try scanFile(ScanLines.sha("b"))
        let input = keys(events: 1000)
        let writers = try [first, second].map { scan in
            try ReceiptsBinary.start(["grade", scan.path, "--ledger", ledger.path], input: input, in: folder)
        }
        for writer in writers {
            writer.process.waitUntilExit()
            #expect(writer.process.terminationStatus == 0)
        }
        let text = try String(contentsOf: ledger, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        #expect(lines.count == 2001)
        let contents = try Ledger(path: ledger.path).read()
        #expect(contents.warnings.isEmpty)
        #expect(contents.events.count == 2000)
        for sha256 in [ScanLines.sha("a"), ScanLines.sha("b")] {
            let events = contents.events.filter { $0.receipt == sha256 }
            #expect(events.count == 1000)
            checkPattern(events)
        }
        // Both really ran at once: their lines interleave.
        let owners = contents.events.map(\.receipt)
        let switches = zip(owners, owners.dropFirst()).filter { $0 != $1 }.count
        #expect(switches > 1)
    }

    @Test func aGarbageLineInTheMiddleIsReportedByLineNotRefused() throws {
        let scan = try scanFile(ScanLines.sha("a"))
        _ = try ReceiptsBinary.run(["grade", scan.path, "--ledger", ledger.path], input: "\nc\n", in: folder)
        var lines = try String(contentsOf: ledger, encoding: .utf8).split(separator: "\n").map(String.init)
        lines.insert(#"{"schema":1,"kind":"gra"#, at: 1)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: ledger)

        let export = try ReceiptsBinary.run(["ledger", "export", "--ledger", ledger.path], in: folder)
        #expect(export.status == 0)
        #expect(export.errors == "warning: \(ledger.path):2: unreadable line skipped\n")
        #expect(export.output.split(separator: "\n").count == 2)

        // Grading goes on over it, and the line stays where it was.
        let grading = try ReceiptsBinary.run(["grade", scan.path, "--ledger", ledger.path], input: "c\n", in: folder)
        #expect(grading.status == 0)
        #expect(grading.errors.contains("warning: \(ledger.path):2: unreadable line skipped"))
        #expect(try Ledger(path: ledger.path).read().events.count == 3)
    }

    // MARK: - Full disk, read-only ledger, ledger path that is a folder

    /// The ledger's events and warnings, read back.
    func contents(of url: URL) throws -> Ledger.Contents { try Ledger(path: url.path).read() }

    @Test(arguments: DiskLimit.available)
    func aFullDiskStopsGradingWithAClearErrorAndLosesNothing(limit: DiskLimit) throws {
        let place = try LimitedFolder(in: folder, limit: limit)
        defer { place.close() }
        let ledger = place.url.appendingPathComponent("ledger.jsonl")
        // Earlier events, written without any limit.
        let earlier = try scanFile(ScanLines.sha("a"))
        #expect(try ReceiptsBinary.run(["grade", earlier.path, "--ledger", ledger.path], input: "\nc\nc\n", in: folder).status == 0)
        let before = try Data(contentsOf: ledger)
        #expect(try contents(of: ledger).events.count == 3)

        // A grader who keeps going until the disk is full.
        let filling = try scanFile(ScanLines.sha("b"))
        let result = try ReceiptsBinary.run(
            ["grade", filling.path, "--ledger", ledger.path], input: keys(events: 5000), in: folder, launcher: place.launcher)
        #expect(result.status == 1)
        #expect(result.errors.contains("Error: \(ledger.path): could not write to the ledger (\(limit.reason)); nothing was recorded"))

        // Every earlier event is still there, byte for byte, and every line is whole.
        let after = try Data(contentsOf: ledger)
        #expect(after.starts(with: before))
        #expect(after.last == UInt8(ascii: "\n"))
        let read = try contents(of: ledger)
        #expect(read.warnings.isEmpty)
        let filled = read.events.filter { $0.receipt == ScanLines.sha("b") }
        #expect(filled.count > 10)
        checkPattern(filled)

        // Clean recovery: with room again, grading goes on where it stopped.
        place.close()
        if limit == .fullFileSystem {
            // The tmpfs is gone with its ledger; recovery is shown on a copy.
            try after.write(to: self.ledger)
        }
        let target = limit == .fullFileSystem ? self.ledger : ledger
        let resumed = try ReceiptsBinary.run(["grade", filling.path, "--ledger", target.path], input: "c\n", in: folder)
        #expect(resumed.status == 0)
        let final = try contents(of: target)
        #expect(final.warnings.isEmpty)
        #expect(final.events.count == read.events.count + 1)
    }

    @Test(.enabled(if: LimitedFolder.canMount || geteuid() != 0, "root writes to a mode-444 file; no mount to make it read-only"))
    func aReadOnlyLedgerIsRefusedBeforeGradingAndStillReads() throws {
        let place = try LimitedFolder(in: folder, limit: LimitedFolder.canMount ? .fullFileSystem : .fileSizeLimit)
        defer { place.close() }
        let ledger = place.url.appendingPathComponent("ledger.jsonl")
        let scan = try scanFile(ScanLines.sha("a"))
        #expect(try ReceiptsBinary.run(["grade", scan.path, "--ledger", ledger.path], input: "\nc\n", in: folder).status == 0)
        let before = try Data(contentsOf: ledger)
        if !place.makeReadOnly() {
            #expect(chmod(ledger.path, 0o444) == 0)
        }

        let interactive = try ReceiptsBinary.run(["grade", scan.path, "--ledger", ledger.path], input: "c\n", in: folder)
        #expect(interactive.status == 1)
        #expect(interactive.errors == "Error: \(ledger.path) cannot be written to.\n")
        #expect(interactive.output.isEmpty, "no grading screen is shown for a ledger that cannot take a grade")

        let labels = folder.appendingPathComponent("labels")
        try FileManager.default.createDirectory(at: labels, withIntermediateDirectories: true)
        try Data(#"{"merchant":"SHOP","total":"9.99"}"#.utf8).write(to: labels.appendingPathComponent("\(ScanLines.sha("a").prefix(8)).json"))
        let truth = try ReceiptsBinary.run(["grade", scan.path, "--truth", labels.path, "--ledger", ledger.path], in: folder)
        #expect(truth.status == 1)
        #expect(truth.errors.contains("Error: \(ledger.path): cannot open the ledger ("))

        // Reading is unaffected, and nothing changed.
        let export = try ReceiptsBinary.run(["ledger", "export", "--ledger", ledger.path], in: folder)
        #expect(export.status == 0)
        #expect(try Data(contentsOf: ledger) == before)
    }

    @Test func aLedgerPathThatIsAFolderIsRefusedByEveryCommand() throws {
        let scan = try scanFile(ScanLines.sha("a"))
        try FileManager.default.createDirectory(at: ledger, withIntermediateDirectories: true)
        let interactive = try ReceiptsBinary.run(["grade", scan.path, "--ledger", ledger.path], input: "\nc\n", in: folder)
        #expect(interactive.status == 1)
        #expect(interactive.errors == "Error: \(ledger.path) is a folder, not a ledger file.\n")
        for arguments in [["ledger", "export"], ["report"], ["grade", scan.path, "--truth", folder.path]] {
            let result = try ReceiptsBinary.run(arguments + ["--ledger", ledger.path], in: folder)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.errors == "Error: \(ledger.path): is a folder, not a ledger file\n", "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: ledger.path).isEmpty)
    }

    // MARK: - scan --out on a full disk or a read-only file

    /// Word dumps of every fixture: scanning them needs no OCR, and their lines
    /// (about 3 KB each) overflow 64 KB part way through.
    static var dumps: [String] {
        let folder = ReceiptsBinary.root.appendingPathComponent("Fixtures/ocr")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    @Test(arguments: DiskLimit.available)
    func scanOutOnAFullDiskKeepsWholeLinesAndResumes(limit: DiskLimit) throws {
        let place = try LimitedFolder(in: folder, limit: limit)
        defer { place.close() }
        let out = place.url.appendingPathComponent("scans.jsonl")
        let result = try ReceiptsBinary.run(["scan"] + Self.dumps + ["--out", out.path, "--jobs", "1"], in: folder, launcher: place.launcher)
        #expect(result.status == 1)
        #expect(result.errors.contains("Error: \(out.path): could not write (\(limit.reason)). Every line already in it is whole"))
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n")
        #expect(lines.count > 5 && lines.count < Self.dumps.count)
        #expect(lines.allSatisfy { (try? JSONDecoder().decode(ScanRecord.self, from: Data($0.utf8))) != nil })

        // With room again, the same command scans only the rest.
        place.close()
        let target = limit == .fullFileSystem ? folder.appendingPathComponent("scans.jsonl") : out
        if limit == .fullFileSystem { try Data(text.utf8).write(to: target) }
        let resumed = try ReceiptsBinary.run(["scan"] + Self.dumps + ["--out", target.path], in: folder)
        #expect(resumed.status == 0)
        #expect(resumed.errors.contains("\(lines.count) skipped (already in \(target.path))"))
        let all = try String(contentsOf: target, encoding: .utf8).split(separator: "\n")
        #expect(all.count == Self.dumps.count)
        #expect(Set(all.compactMap { try? JSONDecoder().decode(ScanRecord.self, from: Data($0.utf8)).sha256 }).count == Self.dumps.count)
    }

    @Test(.enabled(if: LimitedFolder.canMount || geteuid() != 0, "root writes to a mode-444 file; no mount to make it read-only"))
    func scanOutToAReadOnlyFileIsRefusedBeforeScanning() throws {
        let place = try LimitedFolder(in: folder, limit: LimitedFolder.canMount ? .fullFileSystem : .fileSizeLimit)
        defer { place.close() }
        let out = place.url.appendingPathComponent("scans.jsonl")
        #expect(try ReceiptsBinary.run(["scan", Self.dumps[0], "--out", out.path], in: folder).status == 0)
        let before = try Data(contentsOf: out)
        if !place.makeReadOnly() {
            #expect(chmod(out.path, 0o444) == 0)
        }
        let result = try ReceiptsBinary.run(["scan", Self.dumps[1], "--out", out.path], in: folder)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("Error: \(out.path) cannot be opened for writing ("))
        #expect(!result.errors.contains("Scanned"), "nothing is scanned into a file that cannot take it")
        #expect(try Data(contentsOf: out) == before)
    }
}
