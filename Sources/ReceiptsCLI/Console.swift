import Foundation
import ReceiptOCR
import Synchronization

/// Where commands write: results to standard output, diagnostics and progress to
/// standard error. Safe to use from several workers at once; each call writes
/// whole lines, so output from different workers never interleaves mid-line.
public final class Console: Sendable {
    private let lock = Mutex(())
    private let output: FileHandle
    private let errors: FileHandle
    /// Whether standard error is a terminal (progress bars only then).
    public let errorIsTerminal: Bool
    public let outputIsTerminal: Bool

    /// `errors` defaults to a copy of standard error that stays connected while the
    /// OCR stage silences C decoders (see ``DecoderChatter``).
    public init(output: FileHandle = .standardOutput, errors: FileHandle = DecoderChatter.standardError) {
        self.output = output
        self.errors = errors
        self.errorIsTerminal = isatty(errors.fileDescriptor) == 1
        self.outputIsTerminal = isatty(output.fileDescriptor) == 1
    }

    /// Writes `text` followed by a newline to standard output.
    public func line(_ text: String) {
        write(text + "\n", to: output)
    }

    /// Writes `text` as is to standard output.
    public func raw(_ text: String) {
        write(text, to: output)
    }

    /// Writes `text` followed by a newline to standard error.
    public func diagnostic(_ text: String) {
        write(text + "\n", to: errors)
    }

    /// Writes `text` as is to standard error (for progress lines redrawn in place).
    public func status(_ text: String) {
        write(text, to: errors)
    }

    private func write(_ text: String, to handle: FileHandle) {
        lock.withLock { _ in
            // A closed pipe (`receipts scan | head`) must not kill the batch with SIGPIPE.
            try? handle.write(contentsOf: Data(text.utf8))
        }
    }
}

/// The system's reason for a failed file operation ("No space left on device"),
/// without Foundation's boilerplate around it.
func systemReason(_ error: any Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    switch nsError.code {
    case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "Permission denied"
    case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "No such file or directory"
    case NSFileWriteOutOfSpaceError: return "No space left on device"
    default: return nsError.localizedDescription
    }
}
