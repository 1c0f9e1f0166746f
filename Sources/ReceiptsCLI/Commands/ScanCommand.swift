import Foundation
import ReceiptCore
import ReceiptOCR
import Synchronization

/// `receipts scan PATH...`: one line per receipt with every proposed field and its evidence.
public struct ScanCommand: Equatable, Sendable {
    public enum Format: String, Sendable { case jsonl, csv, table }

    public var paths: [String] = []
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    public var out: String?
    public var format: Format = .jsonl
    public var dateOrder: DateOrder = .auto
    public var cacheDirectory: String?
    public var singlePass = false
    public var looks: ReceiptReader.Looks = .all
    public var overlayDirectory: String?
    public var catalogs: [String] = []
    /// The ledger whose grades are the household's memory (`--ledger`), and whether to use
    /// one at all (`--no-memory`).
    public var ledger: String?
    public var memory = true
    public var shard: Shard?
    /// Each PDF is one receipt spanning its pages (`--pdf-pages together`).
    public var wholePDF = false
    /// A folder to keep watching (`--watch DIR`), scanning files as they arrive.
    public var watch: String?
    /// How long a watched file's size and time must stay the same before it is read, in seconds.
    public var settleSeconds = 2.0
    /// Each line also carries the first read's merchant candidates and their features
    /// (`--merchant-candidates`), for training the merchant scorer.
    public var merchantCandidates = false
    /// Merchant weights to rank with instead of the committed ones (`--merchant-weights`),
    /// as `Scripts/merchant/train.py --fold-weights` writes them for cross-validation.
    public var merchantWeights: String?
    public var settings = OCRSettings()

    static let help = """
        receipts scan — propose merchant, date and total (and more) for each receipt

        Usage: receipts scan PATH... [options]
               receipts scan --watch DIR --out FILE [options]

        PATH is an image (JPEG, PNG, TIFF, WebP, BMP, GIF, HEIC), a PDF, a folder (searched
        recursively for these), or a word dump written by 'receipts ocr --format json'.

        Options:
          --jobs N            parallel workers, one Tesseract engine each (default: cores)
          --out FILE          append JSON lines to FILE instead of standard output; a rerun
                              skips receipts already in FILE (by SHA-256), so an interrupted
                              batch resumes where it stopped
          --format F          jsonl (default), csv, or table (for reading in a terminal);
                              csv and table name under 'check' the merchant, date or
                              total proposed with confidence under 0.9: ask about those
          --date-order O      auto (default: decided per receipt), dmy, mdy or ymd
          --overlay DIR       also write DIR/<image name>.png: the image with word boxes
                              (grey) and the chosen fields (merchant blue, date green,
                              total red, other amounts orange); 'grade --overlay DIR'
                              opens these
          --ocr-cache DIR     keep each receipt's OCR words in DIR and reuse them when the
                              same image is scanned again with the same OCR settings
          --single-pass       read every page once; by default a page whose first read
                              finds no credible total or date, or reads with low
                              confidence, is read again with other preprocessing (and a
                              third time, segmented as columns, if the date or total is
                              still missing), and an unsure total or date is cropped and
                              re-read closely
          --looks L,…         the later looks a hard page may get, of second (the page
                              again), third (as columns), header (the top enlarged) and
                              crops (unsure fields closely), or none; default: all four
        \(CatalogLoader.help)
        \(CatalogLoader.memoryHelp)
          --pdf-pages P       each (default): every page of a PDF is a receipt, named
                              FILE.pdf#page=N; together: a PDF is one receipt spanning
                              its pages. A page with a text layer is read from it (no OCR)
          --watch DIR         keep running: scan each new or changed file under DIR once
                              its size has stayed the same for --settle seconds (a file
                              still being copied is not read), append to --out (needed)
                              with the usual resume, print one line per receipt (in
                              --format), and stop cleanly on Ctrl-C or SIGTERM
          --settle S          seconds a watched file must stay unchanged (default 2)
          --merchant-candidates
                              also write each receipt's merchant candidates with the
                              features the scorer weighs (what 'make merchant-scorer'
                              trains on)
          --merchant-weights FILE
                              rank merchant names with these weights (JSON, as
                              Scripts/merchant/train.py --fold-weights writes one per
                              fold) instead of the committed ones
          --shard K/N         read only the K-th (1…N) of N slices of the inputs, chosen by
                              each file's SHA-256, so N machines given the same archive
                              split it with no overlap and no gap; cat their outputs
        \(OCRSettings.help)
          -h, --help          show this help

        Each JSON line has file, sha256, extractor (version), the fields merchant, date,
        total, subtotal, tax, tip, payment, currency and time — each an object with value,
        text, box, row, confidence, rule, reason and the rejected candidates, or null with
        the reason under "missing" — the paper-class guess, an OCR summary and timings.
        A file that cannot be read gets a line with "error"; the batch goes on and exits
        with status 65. Progress is shown on standard error when it is a terminal.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> ScanCommand {
        var command = ScanCommand()
        var cursor = ArgumentCursor(arguments, command: "scan")
        while let item = cursor.next() {
            switch item {
            case .positional(let path):
                command.paths.append(path)
            case .option("--jobs", let inline), .option("-j", let inline):
                command.jobs = try cursor.integer(for: "--jobs", inline: inline, in: 1...256)
            case .option("--out", let inline), .option("-o", let inline):
                command.out = try cursor.value(for: "--out", inline: inline)
            case .option("--format", let inline):
                let text = try cursor.choice(for: "--format", inline: inline, from: ["jsonl", "csv", "table"])
                command.format = Format(rawValue: text) ?? .jsonl
            case .option("--catalog", let inline):
                command.catalogs.append(try cursor.value(for: "--catalog", inline: inline))
            case .option("--ledger", let inline):
                command.ledger = try cursor.value(for: "--ledger", inline: inline)
            case .option("--no-memory", let inline):
                try cursor.flag("--no-memory", inline: inline)
                command.memory = false
            case .option("--date-order", let inline):
                let text = try cursor.choice(for: "--date-order", inline: inline, from: DateOrder.allCases.map(\.rawValue))
                command.dateOrder = DateOrder(rawValue: text) ?? .auto
            case .option("--ocr-cache", let inline):
                command.cacheDirectory = try cursor.value(for: "--ocr-cache", inline: inline)
            case .option("--single-pass", let inline):
                try cursor.flag("--single-pass", inline: inline)
                command.singlePass = true
            case .option("--looks", let inline):
                let text = try cursor.value(for: "--looks", inline: inline)
                var looks: ReceiptReader.Looks = []
                for name in text.split(separator: ",") where name != "none" {
                    guard let look = ReceiptReader.Looks.names.first(where: { $0.0 == name })?.1 else {
                        throw UsageError(
                            "The option '--looks' takes second, third, header, crops or none, separated by commas, not '\(name)'.",
                            command: "scan")
                    }
                    looks.insert(look)
                }
                command.looks = looks
            case .option("--overlay", let inline):
                command.overlayDirectory = try cursor.value(for: "--overlay", inline: inline)
            case .option("--watch", let inline):
                command.watch = try cursor.value(for: "--watch", inline: inline)
            case .option("--settle", let inline):
                let text = try cursor.value(for: "--settle", inline: inline)
                guard let seconds = Double(text), seconds >= 0.1, seconds <= 3600 else {
                    throw UsageError("The option '--settle' takes seconds from 0.1 to 3600, not '\(text)'.", command: "scan")
                }
                command.settleSeconds = seconds
            case .option("--merchant-candidates", let inline):
                try cursor.flag("--merchant-candidates", inline: inline)
                command.merchantCandidates = true
            case .option("--merchant-weights", let inline):
                command.merchantWeights = try cursor.value(for: "--merchant-weights", inline: inline)
            case .option("--pdf-pages", let inline):
                command.wholePDF = try cursor.choice(for: "--pdf-pages", inline: inline, from: ["each", "together"]) == "together"
            case .option("--shard", let inline):
                let text = try cursor.value(for: "--shard", inline: inline)
                guard let shard = Shard(parsing: text) else {
                    throw UsageError(
                        "The option '--shard' takes K/N with 1 ≤ K ≤ N, for example 2/8 for the second of eight slices, not '\(text)'.",
                        command: "scan")
                }
                command.shard = shard
            case .option(let option, let inline):
                guard try command.settings.parse(option, inline: inline, cursor: &cursor) else {
                    throw cursor.unknown(option)
                }
            }
        }
        if !command.memory, command.ledger != nil {
            throw UsageError("--ledger names the memory that --no-memory turns off; give one or the other.", command: "scan")
        }
        if command.watch != nil {
            guard command.paths.isEmpty else {
                throw UsageError("--watch scans the one folder it names; give no other paths with it.", command: "scan")
            }
            guard command.out != nil else {
                throw UsageError("--watch needs --out FILE: the file that remembers what was scanned.", command: "scan")
            }
            guard command.shard == nil else { throw UsageError("--watch does not take --shard.", command: "scan") }
            return command
        }
        guard !command.paths.isEmpty else {
            throw UsageError("Give at least one image or folder to scan.", command: "scan")
        }
        if command.out != nil, command.format != .jsonl {
            throw UsageError("--out writes JSON lines; use --format only when writing to standard output.", command: "scan")
        }
        return command
    }

    /// What the batch scanner needs from the options, for a batch or a watched folder's arrivals.
    func batchSettings(
        catalog: MerchantCatalog, memory: HouseholdMemory, scorer: MerchantScorer, skip: Set<String>
    ) -> BatchScanner.Settings {
        BatchScanner.Settings(
            ocr: settings.options,
            extraction: ExtractionOptions(
                dateOrder: dateOrder, today: Self.today(), catalog: catalog, merchantScorer: scorer, memory: memory),
            jobs: jobs, cache: cacheDirectory.map { OCRCache(directory: $0) },
            skip: skip, secondPass: singlePass ? nil : ReceiptReader.defaultSecondPass, looks: looks,
            overlayDirectory: overlayDirectory, shard: shard, wholePDF: wholePDF,
            merchantCandidates: merchantCandidates)
    }

    /// The ledger the memory is read from: `--ledger`, `$RECEIPTS_LEDGER` or the default;
    /// `nil` with `--no-memory`.
    var memoryLedger: String? { memory ? LedgerCommand.path(ledger) : nil }

    /// Why `--merchant-weights` names no usable weights.
    struct MerchantWeightsError: Error, CustomStringConvertible {
        var description: String
    }

    /// The committed merchant weights, or those `--merchant-weights` names.
    func merchantScorer() throws(MerchantWeightsError) -> MerchantScorer {
        guard let merchantWeights else { return .trained }
        guard let data = FileManager.default.contents(atPath: merchantWeights),
            let loaded = try? JSONDecoder().decode(MerchantScorer.self, from: data)
        else {
            throw MerchantWeightsError(description: "\(merchantWeights): not merchant weights (JSON from Scripts/merchant/train.py --fold-weights)")
        }
        guard loaded.matchesFeatures else {
            throw MerchantWeightsError(description: "\(merchantWeights): weights for other features than this binary computes; train them again")
        }
        return loaded
    }

    func run(console: Console) -> ExitCode {
        if let watch { return FolderWatcher(command: self, folder: watch).run(console: console) }
        let inputs = InputCollector.collect(paths)
        guard !inputs.isEmpty else {
            console.diagnostic("Error: no images found in \(paths.joined(separator: ", ")).")
            return .dataError
        }
        if let overlayDirectory {
            do {
                try FileManager.default.createDirectory(atPath: overlayDirectory, withIntermediateDirectories: true)
            } catch {
                console.diagnostic("Error: \(overlayDirectory): cannot create the overlay folder (\(error.localizedDescription))")
                return .failure
            }
        }
        let catalog: MerchantCatalog
        let memory: HouseholdMemory
        do {
            (catalog, memory) = try CatalogLoader.load(catalogs, memoryLedger: memoryLedger, console: console)
        } catch {
            console.diagnostic("Error: \(error)")
            return .dataError
        }
        let scorer: MerchantScorer
        do {
            scorer = try merchantScorer()
        } catch {
            console.diagnostic("Error: \(error)")
            return .dataError
        }
        var skip = Set<String>()
        var outputFile: FileHandle?
        if let out {
            do {
                let existing = try ScanOutputFile.prepare(out)
                skip = existing.scanned
                if existing.tornLines > 0 {
                    console.diagnostic("warning: \(out): skipped \(existing.tornLines) damaged line(s) from an interrupted run")
                }
                outputFile = existing.handle
            } catch {
                console.diagnostic("Error: \(error)")
                return .failure
            }
        }
        let scanner = BatchScanner(inputs: inputs, settings: batchSettings(catalog: catalog, memory: memory, scorer: scorer, skip: skip))
        let output = outputFile.map { ScanOutputWriter(handle: $0) }
        let renderer = ScanRenderer(format: format)
        let progress = Progress(total: inputs.count, console: console, enabled: console.errorIsTerminal)
        let tally = Mutex(Tally(shard: shard))
        if let header = renderer.header { if output == nil { console.line(header) } }
        let clock = ContinuousClock()
        let started = clock.now
        let engineError = scanner.run { _, outcome in
            switch outcome {
            case .scanned(let record), .failed(let record):
                let isError = record.error != nil
                // The write stage (encoding and writing the line) is timed here, after the
                // record is made, so it joins the batch's summary but not the record itself.
                let writeStart = clock.now
                if let output {
                    // A full disk or a read-only file stops the batch: what was written
                    // stays whole, and a rerun resumes after it.
                    guard output.append((try? JSONLine.encode(record)) ?? "") else {
                        scanner.stop()
                        return
                    }
                } else {
                    console.line(renderer.render(record))
                }
                let written = (clock.now - writeStart).inSeconds
                if let error = record.error {
                    progress.clear()
                    console.diagnostic("error: \(error.escapingControlCharacters)")
                }
                tally.withLock { tally in
                    if isError { tally.failed += 1 } else { tally.scanned += 1 }
                    tally.timings = tally.timings + (record.timings ?? StageTimings())
                    tally.timings.write += written
                }
            case .skipped:
                tally.withLock { $0.skipped += 1 }
            case .otherShard:
                tally.withLock { $0.otherShards += 1 }
            }
            progress.advance()
        }
        progress.clear()
        let writeFailure = output?.finish()
        let elapsed = (clock.now - started).inSeconds
        let final = tally.withLock { $0 }
        console.diagnostic(final.summary(elapsed: elapsed, out: out))
        if let writeFailure, let out {
            console.diagnostic(
                "Error: \(out): \(writeFailure). Every line already in it is whole; make room (or make the file "
                    + "writable) and run the same command again to scan the rest.")
            return .failure
        }
        if let engineError, final.scanned == 0 {
            console.diagnostic("Error: \(engineError)")
            return .failure
        }
        return final.failed > 0 ? .dataError : .success
    }

    /// Today's date in the local calendar, for rejecting dates in the future.
    static func today() -> CalendarDate? {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    struct Tally: Sendable {
        var scanned = 0
        var failed = 0
        var skipped = 0
        var otherShards = 0
        var shard: Shard?
        var timings = StageTimings()

        func summary(elapsed: Double, out: String?) -> String {
            let total = scanned + failed
            let rate = elapsed > 0 ? Double(total) / elapsed : 0
            var text = String(
                format: "Scanned %d receipt%@ in %.1f s (%.2f/s): %d read, %d failed",
                total, total == 1 ? "" : "s", elapsed, rate, scanned, failed)
            if skipped > 0 { text += ", \(skipped) skipped (already in \(out ?? "the output"))" }
            if let shard { text += ", \(otherShards) left to the other shards (this is shard \(shard))" }
            text += "."
            if timings.total > 0 {
                let t = timings
                text += String(
                    format:
                        "\nStage time summed over workers: decode %.1f s, preprocess %.1f s, recognise %.1f s (%.0f%%), extract %.2f s, write %.2f s.",
                    t.decode, t.preprocess, t.recognize, 100 * t.recognize / t.total, t.extract, t.write)
            }
            return text
        }
    }
}

/// The JSONL file `--out` appends to, and what is already in it.
enum ScanOutputFile {
    struct Existing {
        var handle: FileHandle
        var scanned: Set<String>
        var tornLines: Int
    }

    struct OutputError: Error, CustomStringConvertible {
        var description: String
    }

    static func prepare(_ path: String) throws -> Existing {
        let manager = FileManager.default
        var scanned = Set<String>()
        var torn = 0
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw OutputError(description: "\(path) is a folder, not a file to append to") }
        } else {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw OutputError(description: "\(path) cannot be created (\(String(cString: strerror(errno))))")
            }
            close(descriptor)
        }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OutputError(description: "\(path) cannot be opened for writing (\(String(cString: strerror(errno))))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        // One writer at a time, taken before the file is read: two scans appending to one
        // file would interleave their lines. The lock goes with the process, however it
        // ends (`kill -9` included).
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            throw OutputError(
                description: "\(path) is being written by another 'receipts scan'; wait for it to finish, or use another --out file")
        }
        guard let data = manager.contents(atPath: path) else { throw OutputError(description: "\(path) cannot be read") }
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            guard let record = try? JSONDecoder().decode(ScanRecord.self, from: Data(line)) else {
                torn += 1
                continue
            }
            if record.error == nil, let sha = record.sha256 { scanned.insert(sha) }
        }
        // A run killed mid-line (`kill -9`, a power cut) left a torn last line (counted
        // above, and its receipt not skipped): cut it off at the end of the last whole line,
        // so the file holds whole lines only and ours start on a fresh one.
        if let last = data.last, last != UInt8(ascii: "\n") {
            let wholeLength = (data.lastIndex(of: UInt8(ascii: "\n")).map { $0 - data.startIndex + 1 }) ?? 0
            guard ftruncate(descriptor, off_t(wholeLength)) == 0 else {
                throw OutputError(description: "\(path): its torn last line cannot be cut off (\(String(cString: strerror(errno))))")
            }
        }
        try handle.seekToEnd()
        return Existing(handle: handle, scanned: scanned, tornLines: torn)
    }
}

/// Appends scan lines to the `--out` file, keeping it a file of whole lines.
///
/// A write that fails part way (a full disk, a file size limit) is cut back to the
/// end of the last whole line, and every later append is refused: the file then
/// holds exactly the receipts it reports, and a rerun skips them and goes on.
final class ScanOutputWriter: Sendable {
    private struct State {
        var end: UInt64?
        var failure: String?
    }

    private let handle: FileHandle
    private let state = Mutex(State())

    init(handle: FileHandle) {
        self.handle = handle
    }

    /// Appends `line` and a newline; `false` when it could not, now or before.
    func append(_ line: String) -> Bool {
        state.withLock { state in
            guard state.failure == nil else { return false }
            do {
                let end = try state.end ?? handle.offset()
                state.end = end
                let data = Data((line + "\n").utf8)
                try handle.write(contentsOf: data)
                state.end = end + UInt64(data.count)
                return true
            } catch {
                state.failure = "could not write (\(systemReason(error)))"
                if let end = state.end, ftruncate(handle.fileDescriptor, off_t(end)) != 0 {
                    state.failure? += "; its last line may be cut short, and a rerun skips it"
                }
                return false
            }
        }
    }

    /// Syncs and closes the file; returns why writing failed, if it did.
    func finish() -> String? {
        state.withLock { state in
            if state.failure == nil {
                do { try handle.synchronize() } catch { state.failure = "could not write (\(systemReason(error)))" }
            }
            try? handle.close()
            return state.failure
        }
    }
}
