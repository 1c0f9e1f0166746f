import Foundation
import Testing

/// Ways a write can be refused, for the fault tests.
enum DiskLimit: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// A 64 KB tmpfs: writes fail with ENOSPC ("No space left on device"). Needs the
    /// right to mount (root in a sandbox or CI container); left out otherwise.
    case fullFileSystem
    /// A 64 KB file size limit (RLIMIT_FSIZE, `ulimit -f 64`) with SIGXFSZ ignored:
    /// writes fail with EFBIG ("File too large"). Works for any user.
    case fileSizeLimit

    var testDescription: String { rawValue }

    /// What the program says when the limit is hit.
    var reason: String { self == .fullFileSystem ? "No space left on device" : "File too large" }

    /// The limits this machine can impose.
    static let available: [DiskLimit] = LimitedFolder.canMount ? [.fullFileSystem, .fileSizeLimit] : [.fileSizeLimit]
}

/// A folder for one fault test: its writes limited by a ``DiskLimit``, or made
/// read-only. A tmpfs mounted here is unmounted by ``close()``.
final class LimitedFolder {
    let url: URL
    let limit: DiskLimit
    private var mounted = false

    /// Whether this process may mount a tmpfs (checked once).
    static let canMount: Bool = {
        guard let probe = try? ReceiptsBinary.temporaryFolder() else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard run("/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path) == 0 else { return false }
        _ = run("/bin/umount", probe.path)
        return true
    }()

    init(in parent: URL, limit: DiskLimit) throws {
        url = parent.appendingPathComponent("limited-\(limit.rawValue)")
        self.limit = limit
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if limit == .fullFileSystem {
            guard Self.run("/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", url.path) == 0 else {
                throw CannotMount()
            }
            mounted = true
        }
    }

    struct CannotMount: Error {}

    /// Runs `receipts` under this folder's limit: the file size limit is set by a
    /// shell that then `exec`s the program (its screen output goes to /dev/null,
    /// which no file size limit applies to).
    var launcher: [String] {
        guard limit == .fileSizeLimit else { return [] }
        return ["/bin/bash", "-c", #"ulimit -f 64 && trap '' XFSZ && exec "$@" > /dev/null"#, "limited"]
    }

    /// Remounts the tmpfs read-only: even root's writes then fail with EROFS.
    func makeReadOnly() -> Bool {
        mounted && Self.run("/bin/mount", "-o", "remount,ro", url.path) == 0
    }

    func close() {
        if mounted { _ = Self.run("/bin/umount", url.path) }
        mounted = false
    }

    deinit { close() }

    @discardableResult
    static func run(_ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
