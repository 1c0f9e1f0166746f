import Foundation

/// Runs a helper program (Poppler's `pdfinfo`, `pdftotext`, `pdftoppm`) as a separate
/// process: its licence binds that program, not the `receipts` binary (see README, Inputs).
///
/// Output is read on two threads so a helper that floods standard error cannot block on
/// a full pipe; each stream is capped, and a helper that runs past its time is killed.
enum ExternalTool {
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: String
        /// Standard output went past its cap and was cut there.
        var truncated: Bool
    }

    enum Failure: Error {
        case missing(tool: String)
        case timedOut(tool: String, seconds: Double)
        case cannotStart(tool: String, reason: String)
    }

    /// The executable `name` on `PATH` (or in /usr/bin), or `nil`.
    static func locate(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") + ["/usr/bin"] {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// A path that a helper cannot mistake for an option.
    static func safeArgument(_ path: String) -> String {
        path.hasPrefix("-") ? "./" + path : path
    }

    /// Runs `tool arguments`; standard output is kept up to `outputLimit` bytes.
    static func run(
        _ tool: String, _ arguments: [String], timeout: Double = 60, outputLimit: Int = 256 << 20
    ) throws(Failure) -> Output {
        guard let executable = locate(tool) else { throw .missing(tool: tool) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // A helper's own locale must not change the text this module parses.
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        process.environment = environment
        do {
            try process.run()
        } catch {
            throw .cannotStart(tool: tool, reason: "\(error.localizedDescription)")
        }
        let errorText = CappedReader(handle: errors.fileHandleForReading, limit: 64 << 10)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorText.drain() }
        // SIGKILL, not SIGTERM: under `scan --watch` SIGTERM is ignored by this process, and a
        // helper may inherit that. A helper killed so has nothing to finish.
        let started = ContinuousClock.now
        let pid = process.processIdentifier
        let timer = DispatchWorkItem { [process] in if process.isRunning { kill(pid, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        let outputBytes = CappedReader(handle: output.fileHandleForReading, limit: outputLimit)
        outputBytes.drain()
        group.wait()
        process.waitUntilExit()
        timer.cancel()
        if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL,
            (ContinuousClock.now - started) >= .seconds(timeout)
        {
            throw .timedOut(tool: tool, seconds: timeout)
        }
        return Output(
            status: process.terminationStatus, standardOutput: outputBytes.bytes,
            standardError: String(decoding: errorText.bytes, as: UTF8.self), truncated: outputBytes.overflowed)
    }

    /// Reads a pipe to its end, keeping at most `limit` bytes (the rest is read and dropped,
    /// so the writer is never blocked).
    ///
    /// `@unchecked Sendable`: `drain()` runs on exactly one thread, and `bytes` and
    /// `overflowed` are read only after that thread is joined (`group.wait()` or a direct call).
    private final class CappedReader: @unchecked Sendable {
        let handle: FileHandle
        let limit: Int
        var bytes: [UInt8] = []
        var overflowed = false

        init(handle: FileHandle, limit: Int) {
            self.handle = handle
            self.limit = limit
        }

        func drain() {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                if bytes.count + chunk.count <= limit {
                    bytes += chunk
                } else {
                    overflowed = true
                    bytes += chunk.prefix(max(0, limit - bytes.count))
                }
            }
        }
    }
}
