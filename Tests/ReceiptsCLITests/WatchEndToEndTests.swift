import Foundation
import ReceiptCore
import Testing

/// `receipts scan --watch`: files arriving slowly and in bursts are each scanned once, a
/// file removed before it was complete is never reported, and SIGTERM ends it cleanly.
@Suite("Watch a folder")
struct WatchEndToEndTests {
    static let images = ReceiptsBinary.root.appendingPathComponent("Fixtures/images")
    static let inputs = ReceiptsBinary.root.appendingPathComponent("Fixtures/inputs")

    static func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func filesCopiedSlowlyAndInBurstsAreEachScannedOnce() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let watched = folder.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: watched, withIntermediateDirectories: true)
        let out = folder.appendingPathComponent("scans.jsonl").path
        let (process, stdout, _) = try ReceiptsBinary.start(
            ["scan", "--watch", watched.path, "--out", out, "--settle", "1", "--single-pass", "--jobs", "1"], input: "",
            in: folder)
        defer { if process.isRunning { process.terminate() } }

        // Slowly: a receipt written in six pieces, 0.3 s apart (each gap shorter than the settle time).
        let slow = try Data(contentsOf: Self.inputs.appendingPathComponent("corner-market.png"))
        let slowPath = watched.appendingPathComponent("slow.png").path
        _ = FileManager.default.createFile(atPath: slowPath, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: slowPath))
        let piece = slow.count / 6 + 1
        for start in stride(from: 0, to: slow.count, by: piece) {
            try handle.write(contentsOf: slow[start..<min(start + piece, slow.count)])
            Thread.sleep(forTimeInterval: 0.3)
        }
        try handle.close()
        // A burst: three receipts at once, one of them a PDF.
        for (source, name) in [
            (Self.images.appendingPathComponent("bistro-cb-ttc.png"), "bistro.png"),
            (Self.images.appendingPathComponent("pharmacy-58mm-amex.png"), "pharmacy.png"),
            (Self.inputs.appendingPathComponent("corner-market-text.pdf"), "e-receipt.pdf"),
        ] {
            try FileManager.default.copyItem(at: source, to: watched.appendingPathComponent(name))
        }
        // Begun and removed before it was complete.
        let partial = try Data(contentsOf: Self.inputs.appendingPathComponent("corner-market-exif-6.jpg"))
        try partial.prefix(partial.count / 2).write(to: watched.appendingPathComponent("gone.jpg"))
        Thread.sleep(forTimeInterval: 0.3)
        try FileManager.default.removeItem(at: watched.appendingPathComponent("gone.jpg"))

        let deadline = Date().addingTimeInterval(180)
        while Self.lines(out).count < 4, Date() < deadline, process.isRunning { Thread.sleep(forTimeInterval: 0.2) }
        // Longer than the settle time and several polls: nothing is read twice.
        Thread.sleep(forTimeInterval: 2.5)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)

        let records = try Self.lines(out).map { try JSONLine.decode(ScanRecord.self, from: Substring($0)) }
        let names = records.map { ($0.file as NSString).lastPathComponent }.sorted()
        #expect(names == ["bistro.png", "e-receipt.pdf#page=1", "pharmacy.png", "slow.png"])
        #expect(records.allSatisfy { $0.error == nil })
        #expect(records.first { $0.file.hasSuffix("slow.png") }?.extraction?.fields[.total]?.value == "15.26")
        // One line a receipt on standard output too.
        let printed = Self.lines(stdout.path)
        #expect(printed.count == 4)
    }

    @Test func watchingNeedsAnOutputFileAndNoOtherPaths() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let missingOut = try ReceiptsBinary.run(["scan", "--watch", folder.path], in: folder)
        #expect(missingOut.status == 64)
        #expect(missingOut.errors.contains("--watch needs --out FILE"))
        let extra = try ReceiptsBinary.run(["scan", "x.png", "--watch", folder.path, "--out", "o.jsonl"], in: folder)
        #expect(extra.status == 64)
    }
}
