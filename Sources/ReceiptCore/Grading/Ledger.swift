import Foundation

/// Why the ledger could not be read or written. Every case names the file.
public enum LedgerError: Error, Sendable, Equatable, CustomStringConvertible {
    case isADirectory(path: String)
    case cannotOpen(path: String, reason: String)
    case cannotLock(path: String)
    case writeFailed(path: String, reason: String)
    case cannotRead(path: String, reason: String)

    public var description: String {
        switch self {
        case .isADirectory(let path): "\(path): is a folder, not a ledger file"
        case .cannotOpen(let path, let reason): "\(path): cannot open the ledger (\(reason))"
        case .cannotLock(let path): "\(path): cannot lock the ledger for writing"
        case .writeFailed(let path, let reason): "\(path): could not write to the ledger (\(reason)); nothing was recorded"
        case .cannotRead(let path, let reason): "\(path): cannot read the ledger (\(reason))"
        }
    }
}

/// The grading ledger: an append-only JSON Lines file of ``LedgerEvent``s.
///
/// Appends take an exclusive advisory lock (`flock`), start on a fresh line if a
/// crash left a torn one, write all new lines in one call and `fsync` before
/// releasing the lock, so concurrent graders never interleave and an event that
/// was reported written survives a crash. Reading skips (and reports) lines that
/// are not whole events, wherever they are, without losing the others.
public struct Ledger: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// What reading the ledger found.
    public struct Contents: Sendable {
        public var events: [LedgerEvent]
        /// One warning per line that could not be read, naming the line.
        public var warnings: [String]
    }

    /// Reads every event; a missing file is an empty ledger.
    public func read() throws(LedgerError) -> Contents {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return Contents(events: [], warnings: [])
        }
        if isDirectory.boolValue { throw .isADirectory(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .cannotRead(path: path, reason: error.localizedDescription)
        }
        return Self.parse(data, path: path)
    }

    /// Parses ledger bytes; public for tests and fuzzing.
    public static func parse(_ data: Data, path: String) -> Contents {
        var events: [LedgerEvent] = []
        var warnings: [String] = []
        let decoder = JSONDecoder()
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) {
                continue
            }
            if let event = try? decoder.decode(LedgerEvent.self, from: Data(line)) {
                // A newer format may mean something this build would misread: skip, never guess.
                guard event.schema <= LedgerEvent.currentSchema else {
                    warnings.append(
                        "\(path):\(number + 1): schema \(event.schema) is newer than this receipts understands (\(LedgerEvent.currentSchema)); line skipped")
                    continue
                }
                events.append(event)
            } else {
                let last = number == lines.count - 1
                warnings.append(
                    last
                        ? "\(path):\(number + 1): torn last line (an interrupted write) skipped"
                        : "\(path):\(number + 1): unreadable line skipped")
            }
        }
        return Contents(events: events, warnings: warnings)
    }

    /// Appends `events` atomically with respect to other writers, and syncs them to disk.
    public func append(_ events: [LedgerEvent]) throws(LedgerError) {
        guard !events.isEmpty else { return }
        var text = ""
        for event in events {
            guard let line = try? JSONLine.encode(event) else {
                throw .writeFailed(path: path, reason: "an event could not be encoded")
            }
            text += line + "\n"
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .isADirectory(path: path)
        }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard flock(descriptor, LOCK_EX) == 0 else { throw .cannotLock(path: path) }
        defer { flock(descriptor, LOCK_UN) }
        let end: UInt64
        do {
            end = try handle.seekToEnd()
        } catch {
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
        do {
            if end > 0 {
                // A crash mid-append leaves a line without its newline: end it, so our
                // first event is not glued to the torn one.
                let reader = FileHandle(forReadingAtPath: path)
                try reader?.seek(toOffset: end - 1)
                let last = try reader?.read(upToCount: 1)
                try? reader?.close()
                if last != Data("\n".utf8) { text = "\n" + text }
            }
            try handle.write(contentsOf: Data(text.utf8))
            try handle.synchronize()
        } catch {
            // A full disk or a file size limit can stop the write part way through a
            // line. Still holding the lock, cut the file back to where this append
            // began, so the ledger holds exactly what it held before: no torn line,
            // and "nothing was recorded" is true.
            let reason = Self.reason(error)
            guard ftruncate(descriptor, off_t(end)) == 0, (try? handle.synchronize()) != nil else {
                throw .writeFailed(path: path, reason: reason + "; part of a line may remain, and readers will skip it")
            }
            throw .writeFailed(path: path, reason: reason)
        }
    }

    /// The system's reason for a failed file operation, as a short phrase.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
