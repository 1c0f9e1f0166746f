import Foundation
import ReceiptCore
import Testing

/// A `scan --out` killed mid-line: the rerun cuts the torn line off and reads that receipt
/// again, so the file holds every receipt once and whole lines only. (The many-kill version
/// over 1,000 receipts is Scripts/kill-resume.sh, in `make robustness`.)
@Suite("Kill and resume")
struct KillResumeTests {
    @Test func aTornLastLineIsCutOffAndItsReceiptReadAgain() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let out = folder.appendingPathComponent("scans.jsonl").path
        let inputs = ReceiptsBinary.root.appendingPathComponent("Fixtures/inputs")
        let pdf = inputs.appendingPathComponent("corner-market-two-pages.pdf").path
        #expect(try ReceiptsBinary.run(["scan", pdf, "--out", out], in: folder).status == 0)
        // As if killed while writing the second page's line: half of it on disk.
        let whole = try Data(contentsOf: URL(fileURLWithPath: out))
        let lines = whole.split(separator: UInt8(ascii: "\n"))
        #expect(lines.count == 2)
        try (Data(lines[0]) + Data("\n".utf8) + Data(lines[1].prefix(lines[1].count / 2))).write(to: URL(fileURLWithPath: out))

        let again = try ReceiptsBinary.run(["scan", pdf, "--out", out], in: folder)
        #expect(again.status == 0)
        #expect(again.errors.contains("skipped 1 damaged line"))
        #expect(again.errors.contains("1 skipped"))
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let records = try text.split(separator: "\n").map { try JSONLine.decode(ScanRecord.self, from: $0) }
        #expect(
            records.map(\.file).map { ($0 as NSString).lastPathComponent }.sorted() == [
                "corner-market-two-pages.pdf#page=1", "corner-market-two-pages.pdf#page=2",
            ])
    }

    @Test func aSecondWriterToTheSameOutputIsRefused() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let out = folder.appendingPathComponent("scans.jsonl").path
        // A watch holds its --out for as long as it runs.
        let (watch, _, _) = try ReceiptsBinary.start(["scan", "--watch", folder.path, "--out", out], input: "", in: folder)
        defer { if watch.isRunning { watch.terminate() } }
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: out), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        Thread.sleep(forTimeInterval: 0.5)
        let pdf = ReceiptsBinary.root.appendingPathComponent("Fixtures/inputs/corner-market-text.pdf").path
        let second = try ReceiptsBinary.run(["scan", pdf, "--out", out], in: folder)
        #expect(second.status == 1)
        #expect(second.errors.contains("is being written by another 'receipts scan'"))
        watch.terminate()
        watch.waitUntilExit()
        #expect(watch.terminationStatus == 0)
        #expect(try ReceiptsBinary.run(["scan", pdf, "--out", out], in: folder).status == 0)
    }
}
