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
///
/// A ledger that has grown past ``segmentBytes`` is sealed before the next append:
/// the file is renamed, whole and unchanged, to the next segment beside it
/// (`ledger.jsonl` → `ledger.1.jsonl`, then `ledger.2.jsonl`, …) and appends start
/// a fresh `ledger.jsonl`. Reading takes the segments in order, then the live file,
/// so no file grows without bound and nothing is rewritten.
public struct Ledger: Sendable {
    public let path: String
    /// The size past which the live file is sealed as a segment.
    public let segmentBytes: Int

    public init(path: String, segmentBytes: Int = 2_000_000) {
        self.path = path
        self.segmentBytes = segmentBytes
    }

    /// The path of sealed segment `number` (1, 2, …): `ledger.jsonl` → `ledger.1.jsonl`.
    public func segmentPath(_ number: Int) -> String {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        return url.deletingLastPathComponent().appendingPathComponent("\(stem).\(number)\(suffix)").path
    }

    /// The sealed segments there are, oldest first: numbered from 1 without a gap.
    public var segmentPaths: [String] {
        var paths: [String] = []
        while FileManager.default.fileExists(atPath: segmentPath(paths.count + 1)) {
            paths.append(segmentPath(paths.count + 1))
        }
        return paths
    }

    /// What reading the ledger found.
    public struct Contents: Sendable {
        public var events: [LedgerEvent]
        /// One warning per line that could not be read, naming the line.
        public var warnings: [String]
    }

    /// Reads every event, the sealed segments' first; a missing file is an empty ledger.
    public func read() throws(LedgerError) -> Contents {
        var contents = Contents(events: [], warnings: [])
        for file in segmentPaths + [path] {
            let part = try Self.readFile(file)
            contents.events += part.events
            contents.warnings += part.warnings
        }
        return contents
    }

    /// The events of one file of the ledger.
    static func readFile(_ path: String) throws(LedgerError) -> Contents {
        guard let data = try bytes(of: path) else { return Contents(events: [], warnings: []) }
        return parse(data, path: path)
    }

    /// The bytes of one file of the ledger; `nil` when there is no such file.
    static func bytes(of path: String, mapped: Bool = false) throws(LedgerError) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { throw .isADirectory(path: path) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: mapped ? .alwaysMapped : [])
        } catch {
            throw .cannotRead(path: path, reason: error.localizedDescription)
        }
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
                        "\(path):\(number + 1): schema \(event.schema) is newer than this receipts understands (\(LedgerEvent.currentSchema)); line skipped"
                    )
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
        let (descriptor, handle) = try openLocked()
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

    /// The live file, opened for appending and exclusively locked; sealed first when
    /// it has grown past ``segmentBytes``.
    private func openLocked() throws(LedgerError) -> (Int32, FileHandle) {
        while true {
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
            }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            guard flock(descriptor, LOCK_EX) == 0 else { throw .cannotLock(path: path) }
            // Another writer may have sealed the file while this one waited for the
            // lock: then the path names a new file, and that is the one to append to.
            var opened = stat()
            var named = stat()
            guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0, opened.st_ino == named.st_ino,
                opened.st_dev == named.st_dev
            else {
                flock(descriptor, LOCK_UN)
                continue
            }
            guard Int(opened.st_size) >= segmentBytes else { return (descriptor, handle) }
            // Sealed whole, by a rename under the lock: the bytes are not touched.
            guard rename(path, segmentPath(segmentPaths.count + 1)) == 0 else {
                let reason = String(cString: strerror(errno))
                flock(descriptor, LOCK_UN)
                throw .writeFailed(path: path, reason: "could not seal the full ledger as a segment (\(reason))")
            }
            flock(descriptor, LOCK_UN)
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
