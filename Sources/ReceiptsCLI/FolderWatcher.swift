import Foundation
import ReceiptCore
import ReceiptOCR
import Synchronization

/// `receipts scan --watch DIR --out FILE`: scans files as a scanner or a phone drops them
/// into a folder, until Ctrl-C or SIGTERM.
///
/// The folder is polled (Foundation offers no file events on Linux, and a poll sees files
/// copied in over a network share too). A file is read once its size and modification
/// time have stayed the same for the settle time, so a half-copied file is not read; a
/// file that disappears before then is forgotten. Each batch of settled files is scanned
/// like `scan --out`: lines appended whole, receipts already in the file (by SHA-256)
/// skipped, so a changed file gives a new line only when its content is new.
struct FolderWatcher {
    let command: ScanCommand
    let folder: String
    /// How often the folder is looked at, in seconds.
    var pollSeconds = 0.25

    /// The size and modification time a file was seen with.
    private struct Sighting: Equatable {
        var size: Int
        var modified: Date
    }

    private struct Tally {
        var scanned = 0
        var failed = 0
        var vanished = 0
    }

    func run(console: Console) -> ExitCode {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            console.diagnostic("Error: \(folder): no such folder to watch.")
            return .dataError
        }
        guard let out = command.out else { return .usage }
        let catalog: MerchantCatalog
        let memory: HouseholdMemory
        let scorer: MerchantScorer
        let existing: ScanOutputFile.Existing
        do {
            (catalog, memory) = try CatalogLoader.load(command.catalogs, memoryLedger: command.memoryLedger, console: console)
            scorer = try command.merchantScorer()
            existing = try ScanOutputFile.prepare(out)
        } catch {
            console.diagnostic("Error: \(error)")
            return .failure
        }
        if existing.tornLines > 0 {
            console.diagnostic("warning: \(out): skipped \(existing.tornLines) damaged line(s) from an interrupted run")
        }
        let output = ScanOutputWriter(handle: existing.handle)
        let known = Mutex(existing.scanned)
        let tally = Mutex(Tally())
        let stop = StopSignal()
        let renderer = ScanRenderer(format: command.format)
        console.diagnostic("Watching \(folder) (a file is read once unchanged for \(command.settleSeconds) s); Ctrl-C stops.")

        var pending: [String: (Sighting, Date)] = [:]
        var done: [String: Sighting] = [:]
        while !stop.isSet {
            let now = Date()
            var ready: [String: Sighting] = [:]
            var present = Set<String>()
            for input in InputCollector.search(folder: folder) where input.problem == nil {
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: input.path),
                    let size = (attributes[.size] as? NSNumber)?.intValue,
                    let modified = attributes[.modificationDate] as? Date
                else { continue }
                let sighting = Sighting(size: size, modified: modified)
                present.insert(input.path)
                if done[input.path] == sighting { continue }
                if let (seen, since) = pending[input.path], seen == sighting {
                    if size > 0, now.timeIntervalSince(since) >= command.settleSeconds { ready[input.path] = sighting }
                } else {
                    pending[input.path] = (sighting, now)
                }
            }
            pending = pending.filter { present.contains($0.key) }
            // A file removed and later copied in again under its name is new.
            done = done.filter { present.contains($0.key) }
            if !ready.isEmpty {
                for (path, sighting) in ready {
                    done[path] = sighting
                    pending[path] = nil
                }
                let scanner = BatchScanner(
                    inputs: ready.keys.sorted().map { InputCollector.Input(path: $0, isWordDump: false) },
                    settings: command.batchSettings(catalog: catalog, memory: memory, scorer: scorer, skip: known.withLock { $0 }))
                stop.onSignal { scanner.stop() }
                let engineError = scanner.run { _, outcome in
                    let record: ScanRecord
                    switch outcome {
                    case .scanned(let scanned): record = scanned
                    case .failed(let failed):
                        // Removed while it was being read: never there as a receipt.
                        if !FileManager.default.fileExists(atPath: failed.file.pdfFilePath) {
                            tally.withLock { $0.vanished += 1 }
                            return
                        }
                        record = failed
                    case .skipped, .otherShard: return
                    }
                    guard output.append((try? JSONLine.encode(record)) ?? "") else {
                        // A full disk: stop watching; finish() below says why.
                        stop.set()
                        scanner.stop()
                        return
                    }
                    console.line(renderer.render(record))
                    if let error = record.error {
                        console.diagnostic("error: \(error.escapingControlCharacters)")
                        tally.withLock { $0.failed += 1 }
                    } else {
                        if let sha256 = record.sha256 { known.withLock { _ = $0.insert(sha256) } }
                        tally.withLock { $0.scanned += 1 }
                    }
                }
                stop.onSignal(nil)
                if let engineError, tally.withLock({ $0.scanned }) == 0 {
                    console.diagnostic("Error: \(engineError)")
                    _ = output.finish()
                    return .failure
                }
            }
            stop.wait(seconds: pollSeconds)
        }
        let writeFailure = output.finish()
        let final = tally.withLock { $0 }
        var summary = "Stopped watching \(folder): \(final.scanned + final.failed) receipt(s) scanned, \(final.failed) failed"
        if final.vanished > 0 { summary += ", \(final.vanished) removed before they could be read" }
        console.diagnostic(summary + ".")
        if let writeFailure {
            console.diagnostic("Error: \(out): \(writeFailure). Every line already in it is whole; make room and watch again.")
            return .failure
        }
        return .success
    }
}

/// SIGINT and SIGTERM, turned into a flag the watch loop checks and a wake-up for its wait.
///
/// `@unchecked Sendable`: every stored property is guarded by `condition`'s lock.
final class StopSignal: @unchecked Sendable {
    private let condition = NSCondition()
    private var stopped = false
    private var handler: (@Sendable () -> Void)?
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            // The default action would end the process mid-line; the source gets it instead.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.set() }
            source.resume()
            sources.append(source)
        }
    }

    var isSet: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped
    }

    /// Stops the loop, and whatever batch registered a handler.
    func set() {
        condition.lock()
        stopped = true
        let handler = self.handler
        condition.broadcast()
        condition.unlock()
        handler?()
    }

    /// What to call on a signal while a batch runs (`nil` when it is over).
    func onSignal(_ handler: (@Sendable () -> Void)?) {
        condition.lock()
        self.handler = handler
        let already = stopped
        condition.unlock()
        if already { handler?() }
    }

    /// Waits up to `seconds`, or until a signal.
    func wait(seconds: Double) {
        condition.lock()
        if !stopped { _ = condition.wait(until: Date().addingTimeInterval(seconds)) }
        condition.unlock()
    }
}
