import Foundation
import ReceiptCore

/// `receipts grade` without `--truth`: a person grades, one key at a time.
extension GradeCommand {
    func gradeInteractively(_ records: [ScanRecord], console: Console) -> ExitCode {
        let ledger = Ledger(path: ledgerPath)
        if let problem = Self.cannotWrite(ledgerPath) {
            console.diagnostic("Error: \(problem)")
            return .failure
        }
        guard let contents = ledger.read(reportingTo: console) else { return .failure }
        var session = GradingSession(records: records, state: LedgerState(events: contents.events), remembers: memory)
        guard session.receiptCount > 0 else {
            console.diagnostic("Error: \(scans) has no readable receipt to grade (\(session.ungradable) line(s) with errors).")
            return .dataError
        }
        let viewer = Viewer(overlayDirectory: overlay)
        let onTerminal = Terminal.enterRawMode()
        defer { Terminal.restore() }
        var input: any GradingInput = onTerminal ? KeyInput(echo: { console.raw($0) }) : LineInput()
        let clear = console.outputIsTerminal ? "\u{1B}[H\u{1B}[2J" : "\n"
        func draw() { console.raw(clear + session.screen + "\n" + session.promptText + (onTerminal ? "" : "\n")) }

        draw()
        while let token = input.next(mode: session.inputMode) {
            // The session moves on only once its events are on disk.
            var next = session
            let response = next.handle(token)
            do {
                try ledger.append(response.events)
            } catch {
                guard onTerminal else {
                    console.diagnostic("Error: \(error)")
                    return .failure
                }
                session.report("\(error). Press q to quit, or try again.")
                draw()
                continue
            }
            session = next
            if response.actions.contains(.quit) { break }
            for case .open(let file) in response.actions { session.report(viewer.open(file)) }
            draw()
        }
        Terminal.restore()
        if onTerminal { console.raw("\n") }
        console.diagnostic(session.summary)
        return .success
    }

    /// Why the ledger cannot be appended to, checked before anyone grades anything.
    static func cannotWrite(_ path: String) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return "\(path) is a folder, not a ledger file." }
            return manager.isWritableFile(atPath: path) ? nil : "\(path) cannot be written to."
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "The folder \(folder) does not exist: create it, or choose a ledger with --ledger FILE or $RECEIPTS_LEDGER."
        }
        return manager.isWritableFile(atPath: folder) ? nil : "The folder \(folder) cannot be written to, so \(path) cannot be created."
    }
}
