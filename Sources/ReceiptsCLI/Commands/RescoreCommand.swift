import Foundation
import ReceiptCore
import Synchronization

/// `receipts rescore PATH...`: run the current extractor on receipts whose truth the
/// ledger knows, and grade the new proposals automatically.
public struct RescoreCommand: Equatable, Sendable {
    public var paths: [String] = []
    public var ledger: String?
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    public var cacheDirectory: String?
    /// Whether the ledger's grades of other receipts are the household's memory (`--no-memory`).
    public var memory = true
    public var settings = OCRSettings()

    static let help = """
        receipts rescore — grade the current extractor on every receipt whose truth is known

        Usage: receipts rescore PATH... [--ledger FILE] [--no-memory] [--jobs N] [--ocr-cache DIR]

        PATH is an image, a folder (searched recursively for images) or a word dump, as
        for 'receipts scan'. Each receipt is scanned with the current extractor; when the
        ledger knows its true values (typed by a person, or from 'receipts grade --truth'),
        the new proposals are graded with the same written rules and appended to the
        ledger as grader 'rescore' with the current extractor version. Fields already
        rescored for this version are left as they are, so a rerun adds nothing.
        Receipts without known truth are counted, not graded. The ledger's grades of
        the other receipts are the household's memory, as for 'receipts scan'; a
        receipt's own grades never teach its own scan.

        Options:
          --ledger FILE       the ledger to read and append to (default: $RECEIPTS_LEDGER,
                              or Grading/ledger.jsonl in the current folder)
          --no-memory         scan as first visits: the ledger only grades
          --jobs N            parallel workers, one Tesseract engine each (default: cores)
          --ocr-cache DIR     reuse saved OCR words from DIR (see 'receipts scan --help'),
                              so a rescore after a rule change costs no recognition
        \(OCRSettings.help)
          -h, --help          show this help

        Prints the correct / close / miss table of this version on the receipts given.
        Exits 65 when an image could not be read.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> RescoreCommand {
        var command = RescoreCommand()
        var cursor = ArgumentCursor(arguments, command: "rescore")
        while let item = cursor.next() {
            switch item {
            case .positional(let path):
                command.paths.append(path)
            case .option("--ledger", let inline):
                command.ledger = try cursor.value(for: "--ledger", inline: inline)
            case .option("--no-memory", let inline):
                try cursor.flag("--no-memory", inline: inline)
                command.memory = false
            case .option("--jobs", let inline), .option("-j", let inline):
                command.jobs = try cursor.integer(for: "--jobs", inline: inline, in: 1...256)
            case .option("--ocr-cache", let inline):
                command.cacheDirectory = try cursor.value(for: "--ocr-cache", inline: inline)
            case .option(let option, let inline):
                guard try command.settings.parse(option, inline: inline, cursor: &cursor) else {
                    throw cursor.unknown(option)
                }
            }
        }
        guard !command.paths.isEmpty else {
            throw UsageError("Give at least one image or folder to rescore.", command: "rescore")
        }
        return command
    }

    /// What the batch found, gathered from the workers.
    struct Tally: Sendable {
        var table = AccuracyTable()
        var events: [LedgerEvent] = []
        var rescored = 0
        var alreadyGraded = 0
        var withoutTruth = 0
        var duplicates = 0
        var failed = 0
        var seen: Set<String> = []

        /// One sentence for standard error: what was appended, and what was not graded and why.
        func summary(ledger: String) -> String {
            func count(_ number: Int, _ one: String, _ many: String) -> String {
                "\(number) \(number == 1 ? one : many)"
            }
            var notes = ["\(count(events.count, "grade event", "grade events")) appended to \(ledger)"]
            if alreadyGraded > 0 {
                notes.append(
                    "\(count(alreadyGraded, "field grade was", "field grades were")) already rescored for \(Extractor.version) and kept"
                )
            }
            if withoutTruth > 0 {
                notes.append("\(count(withoutTruth, "receipt", "receipts")) without known truth in the ledger, not graded")
            }
            if duplicates > 0 {
                notes.append("\(count(duplicates, "duplicate image", "duplicate images")) counted once")
            }
            if failed > 0 { notes.append("\(count(failed, "image", "images")) could not be read") }
            return notes.joined(separator: "; ") + "."
        }
    }

    func run(console: Console, environment: [String: String] = ProcessInfo.processInfo.environment) -> ExitCode {
        let path = LedgerLocation.path(option: ledger, environment: environment)
        let ledger = Ledger(path: path)
        guard let contents = ledger.read(reportingTo: console) else { return .failure }
        let state = LedgerState(events: contents.events)
        guard state.receipts.values.contains(where: { !$0.truth.isEmpty }) else {
            console.diagnostic(
                "Error: the ledger \(path) knows no true values yet, so there is nothing to rescore against. "
                    + "Grade some receipts first ('receipts grade', or 'receipts grade --truth DIR').")
            return .dataError
        }
        let inputs = InputCollector.collect(paths)
        guard !inputs.isEmpty else {
            console.diagnostic("Error: no images found in \(paths.joined(separator: ", ")).")
            return .dataError
        }
        let scanner = BatchScanner(
            inputs: inputs,
            settings: .init(
                ocr: settings.options,
                extraction: ExtractionOptions(
                    dateOrder: .auto, today: ScanCommand.today(),
                    memory: memory ? HouseholdMemory(state: state, source: (path as NSString).lastPathComponent) : HouseholdMemory()),
                jobs: jobs, cache: cacheDirectory.map { OCRCache(directory: $0) },
                skip: []))
        let timestamp = LedgerEvent.timestamp()
        let progress = Progress(total: inputs.count, console: console, enabled: console.errorIsTerminal)
        let tally = Mutex(Tally())
        let engineError = scanner.run { _, outcome in
            switch outcome {
            case .scanned(let record):
                let result = Rescorer.rescore(record, state: state, at: timestamp)
                tally.withLock { tally in
                    // The same image under two names is one receipt: grade it once.
                    if let sha256 = record.sha256, !tally.seen.insert(sha256).inserted {
                        tally.duplicates += 1
                        return
                    }
                    guard let result else {
                        tally.withoutTruth += 1
                        return
                    }
                    tally.rescored += 1
                    tally.alreadyGraded += result.alreadyGraded
                    tally.events += result.events
                    for (field, grade) in result.grades {
                        tally.table.add(field, grade, beatCorrectCandidate: result.beaten.contains(field))
                    }
                }
            case .failed(let record):
                progress.clear()
                console.diagnostic("error: \((record.error ?? "\(record.file): could not be read").escapingControlCharacters)")
                tally.withLock { $0.failed += 1 }
            case .skipped, .otherShard:
                // Rescore takes no --shard; nothing lands here.
                break
            }
            progress.advance()
        }
        progress.clear()
        let final = tally.withLock { $0 }
        if let engineError, final.rescored + final.withoutTruth == 0 {
            console.diagnostic("Error: \(engineError)")
            return .failure
        }
        do {
            try ledger.append(final.events)
        } catch {
            console.diagnostic("Error: \(error)")
            return .failure
        }
        let receipts = final.rescored == 1 ? "1 receipt" : "\(final.rescored) receipts"
        console.line(
            final.table.rendered(
                title: "Rescored \(receipts) with extractor \(Extractor.version) (grader \(Rescorer.grader)):"))
        console.diagnostic(final.summary(ledger: path))
        return final.failed > 0 ? .dataError : .success
    }
}
