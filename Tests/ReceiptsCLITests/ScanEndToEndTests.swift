import Foundation
import ReceiptCore
import Testing

/// `receipts scan`, `explain`, `ocr` and the process-level promises, run as a user runs them.
@Suite("Scan end to end")
struct ScanEndToEndTests {
    let images = ReceiptsBinary.root.appendingPathComponent("Fixtures/images")

    @Test func engineThreadsAreLimitedToOneEvenWhenTheUserDidNotAsk() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        // No OMP_THREAD_LIMIT in the environment: the program re-executes itself with it.
        let result = try ReceiptsBinary.run(["--version"], in: folder, environment: ["OMP_THREAD_LIMIT": ""])
        #expect(result.status == 0)
        #expect(result.output.contains("OpenMP thread limit per engine 1"))
        // The extractor's version, which scan lines and grades carry, is what a user quotes.
        #expect(result.output.contains("extractor \(Extractor.version)"))
    }

    @Test func aFoldsOwnMerchantWeightsRankTheNamesAndOthersAreRefused() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let dump = ReceiptsBinary.root.appendingPathComponent("Fixtures/ocr/bistro-cb-ttc.json").path
        // The committed weights written out as a fold's file rank as the committed ones do.
        let weights = folder.appendingPathComponent("weights.json")
        try JSONEncoder().encode(MerchantScorer.trained).write(to: weights)
        let plain = try ReceiptsBinary.run(["scan", dump], in: folder)
        let same = try ReceiptsBinary.run(["scan", dump, "--merchant-weights", weights.path], in: folder)
        #expect(plain.status == 0 && same.status == 0)
        func merchant(_ output: String) throws -> String? {
            try JSONLine.decode(ScanRecord.self, from: output.split(separator: "\n").first ?? "").extraction?[.merchant]?.value
        }
        #expect(try merchant(plain.output) == "BISTROT DES HALLES")
        #expect(try merchant(same.output) == merchant(plain.output))
        // Weights for another feature list, or no weights at all: one line naming the file, exit 65.
        var other = MerchantScorer.trained
        other.features.removeLast()
        other.weights.removeLast()
        let stale = folder.appendingPathComponent("stale.json")
        try JSONEncoder().encode(other).write(to: stale)
        let refused = try ReceiptsBinary.run(["scan", dump, "--merchant-weights", stale.path], in: folder)
        #expect(refused.status == 65)
        #expect(refused.errors.contains("stale.json: weights for other features"))
        let junk = try ReceiptsBinary.run(["scan", dump, "--merchant-weights", dump], in: folder)
        #expect(junk.status == 65)
        #expect(junk.errors.contains("not merchant weights"))
    }

    @Test func aFolderWithOneCorruptImageFinishesTheOthersAndExitsNonZero() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let batch = folder.appendingPathComponent("batch")
        try FileManager.default.createDirectory(at: batch, withIntermediateDirectories: true)
        for name in ["bistro-cb-ttc.png", "pharmacy-58mm-amex.png"] {
            try FileManager.default.copyItem(at: images.appendingPathComponent(name), to: batch.appendingPathComponent(name))
        }
        let jpeg = try Data(contentsOf: images.appendingPathComponent("photo-diner-jpeg.jpg"))
        try jpeg.prefix(jpeg.count / 3).write(to: batch.appendingPathComponent("cut-short.jpg"))

        let result = try ReceiptsBinary.run(["scan", batch.path, "--single-pass"], in: folder)
        #expect(result.status == 65)
        let records = try result.output.split(separator: "\n").map { try JSONLine.decode(ScanRecord.self, from: $0) }
        #expect(records.count == 3)
        #expect(records.filter { $0.error == nil }.count == 2)
        let failed = try #require(records.first { $0.error != nil })
        #expect(failed.file.hasSuffix("cut-short.jpg"))
        #expect(failed.error?.contains("truncated") == true)
        // One error line naming the file, and a summary.
        #expect(result.errors.split(separator: "\n").filter { $0.hasPrefix("error:") }.count == 1)
        #expect(result.errors.contains("2 read, 1 failed"))
    }

    @Test func eachScanLineNamesTheModelThatReadItAndStockIsOneOptionAway() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let image = images.appendingPathComponent("bistro-cb-ttc.png").path
        let shipped = try ReceiptsBinary.run(["scan", image, "--single-pass"], in: folder)
        let stock = try ReceiptsBinary.run(["scan", image, "--single-pass", "--model", "stock"], in: folder)
        #expect(shipped.status == 0 && stock.status == 0)
        let shippedModel = try JSONLine.decode(ScanRecord.self, from: Substring(shipped.output)).ocr?.model
        let stockModel = try JSONLine.decode(ScanRecord.self, from: Substring(stock.output)).ocr?.model
        #expect(shippedModel?.hasPrefix("receipts sha256:") == true)
        // The total read from the image is proposed with its confidence learned from its
        // evidence, which the line carries, the rules' own figure beside it.
        let total = try #require(try JSONLine.decode(ScanRecord.self, from: Substring(shipped.output)).extraction?[.total])
        let features = try #require(total.features)
        let model = try #require(ConfidenceModel.fitted[.total])
        #expect(total.rulesConfidence != nil)
        #expect(total.value == "34.80")
        let learned = model.assess(features).probability
        let held = features["confirmed"] == 0 ? min(learned, model.unconfirmedCeiling ?? 1) : learned
        #expect(total.confidence == min(max((held * 100).rounded() / 100, 0.01), 0.99))
        #expect(stockModel?.hasPrefix("eng sha256:") == true)
        // A model file that is not there: one clear line, nothing read.
        let missing = try ReceiptsBinary.run(["scan", image, "--model", "/nonexistent/receipts.traineddata"], in: folder)
        #expect(missing.status != 0)
        #expect(missing.errors.contains("receipts.traineddata"))
    }

    @Test func anInstalledBinaryFindsItsModelFromAnyDirectory() throws {
        let prefix = try ReceiptsBinary.temporaryFolder()
        let binary = try #require(ReceiptsBinary.url)
        let bin = prefix.appendingPathComponent("bin")
        let share = prefix.appendingPathComponent("share/receipts")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: binary, to: bin.appendingPathComponent("receipts"))
        // A model that is told apart from the checkout's by its digest: the installed copy
        // beside the binary must win over the checkout the binary was built from.
        let installed = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/tesseract-ocr/5/tessdata/eng.traineddata"))
        try installed.write(to: share.appendingPathComponent("receipts.traineddata"))
        let image = images.appendingPathComponent("bistro-cb-ttc.png").path
        let result = try ReceiptsBinary.run(
            ["scan", image, "--single-pass"], in: prefix, executable: bin.appendingPathComponent("receipts"))
        #expect(result.status == 0)
        let record = try JSONLine.decode(ScanRecord.self, from: Substring(result.output))
        #expect(record.ocr?.model == "receipts sha256:\(SHA256.hex(Array(installed)).prefix(12))")
    }

    @Test func outResumesWithoutScanningAgainAndOverlaysAreDrawn() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let out = folder.appendingPathComponent("scans.jsonl").path
        let overlays = folder.appendingPathComponent("overlays").path
        let image = images.appendingPathComponent("bistro-cb-ttc.png").path
        let first = try ReceiptsBinary.run(["scan", image, "--out", out, "--overlay", overlays], in: folder)
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: overlays + "/bistro-cb-ttc.png"))
        // A crash mid-line leaves a torn line; the rerun skips the receipt already there.
        let handle = try #require(FileHandle(forWritingAtPath: out))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"file":"torn"#.utf8))
        try handle.close()
        let second = try ReceiptsBinary.run(["scan", image, "--out", out], in: folder)
        #expect(second.status == 0)
        #expect(second.errors.contains("1 skipped"))
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { (try? JSONLine.decode(ScanRecord.self, from: $0)) != nil }.count == 1)
    }

    @Test func explainNamesTheRuleAndTheCandidatesItBeat() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let result = try ReceiptsBinary.run(
            ["explain", images.appendingPathComponent("drive-through-handwritten-tip.png").path], in: folder)
        #expect(result.status == 0)
        #expect(result.output.contains("rule payment-line"))
        #expect(result.output.contains("beat 20.19 (total-label): the payment line charged more (tip included)"))
        #expect(result.output.contains("Rows as read"))
        #expect(!result.output.contains("Rows as read in the second pass"))
        // Each headline field says what its confidence was learned from and what moved it: the
        // card's charge is printed once and nothing sums to it, and a closer re-read agrees.
        let total = try #require(result.output.components(separatedBy: "\n  total").last)
        #expect(total.contains("learned from the evidence, from the mean receipt's"))
        #expect(total.contains("lowered by") && total.contains("prints = 1"))
        #expect(total.contains("raised  by") && total.contains("reread-agrees = 1"))
        for field in ["merchant", "date"] {
            let part = try #require(result.output.components(separatedBy: "\n  \(field)").dropFirst().first)
            #expect(part.contains("learned from the evidence"), "\(field)")
        }
        // A page read again shows the later read's rows too: a field only it found came from them.
        let faded = try ReceiptsBinary.run(["explain", images.appendingPathComponent("faded-parking-garage.png").path], in: folder)
        #expect(faded.status == 0)
        #expect(faded.output.contains("Rows as read in the second pass (enlarged 3×, alternate):"))
    }

    @Test func usageErrorsExit64WithASentenceAndAPointerToHelp() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        for arguments in [["scan"], ["scan", "x.png", "--jobs", "0"], ["ocr", "x.png", "--bogus"], ["frobnicate"]] {
            let result = try ReceiptsBinary.run(arguments, in: folder)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errors.hasPrefix("Error: "), "\(arguments)")
            #expect(result.errors.contains("--help"), "\(arguments)")
        }
        for arguments in [["--help"], ["scan", "--help"], ["ocr", "--help"], ["explain", "--help"], ["grade", "--help"]] {
            let result = try ReceiptsBinary.run(arguments, in: folder)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.output.contains("Usage: receipts"), "\(arguments)")
        }
    }

    @Test func ocrPrintsTesseractStyleTSVAndJSONDumps() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let image = images.appendingPathComponent("pharmacy-58mm-amex.png").path
        let tsv = try ReceiptsBinary.run(["ocr", image], in: folder)
        #expect(tsv.status == 0)
        #expect(tsv.output.hasPrefix("level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n"))
        let json = try ReceiptsBinary.run(["ocr", image, "--format", "json"], in: folder)
        let dump = try JSONDecoder().decode(DumpHeader.self, from: Data(json.output.utf8))
        #expect(dump.sha256?.count == 64)
        #expect(dump.page.words.count > 20)
        let missing = try ReceiptsBinary.run(["ocr", "/nonexistent.png", image], in: folder)
        #expect(missing.status == 65)
        #expect(missing.errors.contains("/nonexistent.png: no such file"))
    }

    struct DumpHeader: Decodable {
        var sha256: String?
        var page: OCRPage
    }
}
