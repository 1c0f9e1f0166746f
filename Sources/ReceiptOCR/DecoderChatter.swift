import Foundation
import Synchronization

/// Keeps what libpng and libjpeg print about damaged files off the user's terminal.
///
/// Receipts reports each file it cannot read in one line of its own. Leptonica
/// creates libpng's and libjpeg's decoders without message handlers, so on damage
/// they print to the process's standard error themselves ("libpng error: IDAT:
/// invalid literal/lengths set", "Corrupt JPEG data: premature end of data segment",
/// even for photos that then decode). No API reaches those handlers, so while any
/// decoder runs, descriptor 2 points at `/dev/null`; Receipts' own diagnostics
/// never go through descriptor 2 but through ``standardError``, a copy of it made
/// before the first decode.
///
/// The cost, accepted: anything else written to descriptor 2 while a decode runs on
/// some worker is lost too — a crash message from another thread in that window
/// would be. Decodes take milliseconds; recognition, which takes the time, runs
/// with descriptor 2 untouched.
public enum DecoderChatter {
    /// The process's standard error, unaffected by the silencing: write diagnostics here.
    public static let standardError: FileHandle = {
        let copy = dup(STDERR_FILENO)
        guard copy >= 0 else { return .standardError }
        _ = fcntl(copy, F_SETFD, FD_CLOEXEC)
        return FileHandle(fileDescriptor: copy, closeOnDealloc: false)
    }()

    private struct State {
        var active = 0
        var saved: Int32 = -1
        var null: Int32 = -1
    }

    private static let state = Mutex(State())

    /// Runs `body` with descriptor 2 pointed at `/dev/null`, restoring it when the
    /// last overlapping call on any thread ends.
    static func silenced<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        _ = standardError
        state.withLock { state in
            if state.active == 0 {
                if state.null < 0 { state.null = open("/dev/null", O_WRONLY | O_CLOEXEC) }
                state.saved = dup(STDERR_FILENO)
                if state.null >= 0, state.saved >= 0 { dup2(state.null, STDERR_FILENO) }
            }
            state.active += 1
        }
        defer {
            state.withLock { state in
                state.active -= 1
                if state.active == 0, state.saved >= 0 {
                    dup2(state.saved, STDERR_FILENO)
                    close(state.saved)
                    state.saved = -1
                }
            }
        }
        return try body()
    }
}
