import Foundation
import ReceiptCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The controlling terminal in raw mode, for single-keystroke grading, and its
/// guaranteed way back to the settings the person had.
///
/// Raw mode turns off line buffering, echo and the signal keys, so Ctrl-C arrives
/// as byte 3 and is read as "quit" like `q`. The terminal is put back by
/// ``restore()`` (on every normal exit) and by signal handlers for anything that
/// kills the process from outside or from a crash, so a shell is never left without
/// echo.
enum Terminal {
    /// Puts standard input in raw mode; `false` when it is not a terminal.
    static func enterRawMode() -> Bool {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return false }
        var raw = savedSettings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS] {
            _ = signal(number, restoreAndReraise)
        }
        rawModeIsOn = 1
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            rawModeIsOn = 0
            return false
        }
        return true
    }

    /// Puts the terminal back as it was; harmless when raw mode is off.
    static func restore() {
        guard rawModeIsOn != 0 else { return }
        rawModeIsOn = 0
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
    }
}

// The settings to put back live in globals because a signal handler can reach
// nothing else. `savedSettings` is written once, before any handler is installed
// and before `rawModeIsOn` becomes 1, and only read afterwards, so a handler never
// sees it half-written; that is why `nonisolated(unsafe)` is sound here.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var rawModeIsOn: sig_atomic_t = 0

/// Only async-signal-safe calls (`tcsetattr`, `write`, `signal`, `raise`): put the
/// terminal back, then die of the same signal so the exit status stays truthful.
private func restoreAndReraise(_ number: Int32) {
    if rawModeIsOn != 0 {
        rawModeIsOn = 0
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
        _ = write(STDOUT_FILENO, "\r\n", 2)
    }
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}

/// Where the grading session's input comes from.
protocol GradingInput {
    /// The next key or line, or `nil` to quit (end of input, Ctrl-C, Ctrl-D).
    mutating func next(mode: GradingSession.InputMode) -> GradingSession.Input?
}

/// One key or value per line, from a pipe or a file: the scriptable form.
struct LineInput: GradingInput {
    mutating func next(mode: GradingSession.InputMode) -> GradingSession.Input? {
        readLine(strippingNewline: true).map { .text($0) }
    }
}

/// Single keystrokes from a terminal in raw mode, and a small line editor for the
/// questions that want text (echo, backspace, Ctrl-U, Escape to leave it empty).
struct KeyInput: GradingInput {
    let echo: (String) -> Void

    mutating func next(mode: GradingSession.InputMode) -> GradingSession.Input? {
        switch mode {
        case .key: nextKey()
        case .line: nextLine()
        }
    }

    private func nextKey() -> GradingSession.Input? {
        while let byte = readByte() {
            switch byte {
            case 3, 4: return nil  // Ctrl-C, Ctrl-D
            case 10, 13: return .enter
            case 27: drainEscapeSequence()  // arrow keys and the like: ignored
            case 0..<32, 127: continue
            default:
                if let character = readCharacter(startingWith: byte) { return .key(character) }
            }
        }
        return nil
    }

    private func nextLine() -> GradingSession.Input? {
        var buffer: [UInt8] = []
        while let byte = readByte() {
            switch byte {
            case 3: return nil
            case 4:
                if buffer.isEmpty { return nil }
            case 10, 13:
                echo("\n")
                return .text(String(decoding: buffer, as: UTF8.self))
            case 27:
                drainEscapeSequence()
                echo("\n")
                return .text("")
            case 8, 127:
                guard !buffer.isEmpty else { continue }
                // Remove one whole UTF-8 character: continuation bytes, then its lead byte.
                while let last = buffer.last, last & 0xC0 == 0x80 { buffer.removeLast() }
                buffer.removeLast()
                echo("\u{8} \u{8}")
            case 21:
                echo(String(repeating: "\u{8} \u{8}", count: String(decoding: buffer, as: UTF8.self).count))
                buffer.removeAll()
            case 0..<32:
                continue
            case 0x80..<0xC0:
                continue  // a stray continuation byte
            default:
                let bytes = readUTF8(startingWith: byte)
                let typed = String(decoding: bytes, as: UTF8.self)
                // A C1 control or a bidi override pasted in would act on the terminal when
                // echoed; no merchant, date or amount holds one, so it is dropped.
                guard typed.escapingControlCharacters == typed else { continue }
                buffer.append(contentsOf: bytes)
                echo(typed)
            }
        }
        return nil
    }

    /// The bytes of one UTF-8 character whose first byte is `lead`, so `é` is one key.
    private func readUTF8(startingWith lead: UInt8) -> [UInt8] {
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        var bytes = [lead]
        while bytes.count < length, let next = readByte() { bytes.append(next) }
        return bytes
    }

    private func readCharacter(startingWith lead: UInt8) -> Character? {
        String(decoding: readUTF8(startingWith: lead), as: UTF8.self).first
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Reads what follows an Escape within a few milliseconds (`ESC [ A` for an arrow).
    private func drainEscapeSequence() {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 25) > 0 {
            guard readByte() != nil else { return }
        }
    }
}
