/// Where the ledger is when the command line does not say.
///
/// `grade` resolves the same default on its own (`GradeCommand.ledgerPath`); this
/// copy lets `report` and `rescore` share it without editing the grading command.
enum LedgerLocation {
    static let defaultPath = "Grading/ledger.jsonl"

    /// The `--ledger` option, then `$RECEIPTS_LEDGER`, then `Grading/ledger.jsonl`.
    static func path(option: String?, environment: [String: String]) -> String {
        if let option { return option }
        if let variable = environment["RECEIPTS_LEDGER"], !variable.isEmpty { return variable }
        return defaultPath
    }
}
