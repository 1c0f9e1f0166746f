import ReceiptCore

/// Where the ledger is when the command line does not say: every command that
/// reads or writes it resolves its path here.
enum LedgerLocation {
    static let defaultPath = "Grading/ledger.jsonl"

    /// The `--ledger` option, then `$RECEIPTS_LEDGER`, then `Grading/ledger.jsonl`.
    static func path(option: String?, environment: [String: String]) -> String {
        if let option { return option }
        if let variable = environment["RECEIPTS_LEDGER"], !variable.isEmpty { return variable }
        return defaultPath
    }
}

extension Ledger {
    /// The ledger's events, with its warnings (torn or unreadable lines) printed;
    /// `nil`, after one error line, when it cannot be read at all.
    func read(reportingTo console: Console) -> Contents? {
        do {
            let contents = try read()
            for warning in contents.warnings { console.diagnostic("warning: \(warning)") }
            return contents
        } catch {
            console.diagnostic("Error: \(error)")
            return nil
        }
    }
}
