/// A mistake on the command line. Printed as `Error: …` plus a pointer to the
/// command's help; the process exits 64 (`EX_USAGE`).
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// A full sentence saying what is wrong and what to do.
    public var message: String
    /// The command whose `--help` the user should read (`scan`, `grade`, …), or nil for the top level.
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String {
        let help = command.map { "receipts \($0) --help" } ?? "receipts --help"
        return "Error: \(message)\nSee '\(help)'."
    }
}

/// Process exit codes, after BSD `sysexits.h`.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 64
    case dataError = 65
}
