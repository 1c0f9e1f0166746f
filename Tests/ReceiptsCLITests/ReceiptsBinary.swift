import Foundation
import ReceiptCore

/// Runs the built `receipts` program the way a person or a script does, for the
/// end-to-end and fault tests.
enum ReceiptsBinary {
    /// The repository, from this file's place in it (never the working directory).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `receipts` executable built next to the test bundle (the products folder),
    /// or in `.build/debug` when the bundle's folder cannot be told.
    static var url: URL? {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(root.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("receipts") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "The receipts program is not built next to the tests; run 'swift build' first." }
    }

    /// Starts `receipts arguments` with `input` as standard input; output goes to files
    /// so a chatty child never blocks on a full pipe.
    /// `launcher` runs in front of the program (for example a shell that sets a
    /// resource limit and then `exec`s it, given the program and its arguments).
    static func start(
        _ arguments: [String], input: String, in folder: URL, environment: [String: String] = [:],
        launcher: [String] = [], executable: URL? = nil
    ) throws -> (process: Process, output: URL, errors: URL) {
        guard let url = executable ?? url else { throw NotBuilt() }
        let name = UUID().uuidString
        let inputFile = folder.appendingPathComponent("\(name).in")
        let output = folder.appendingPathComponent("\(name).out")
        let errors = folder.appendingPathComponent("\(name).err")
        try Data(input.utf8).write(to: inputFile)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(launcher.dropFirst()) + [url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        var variables = ProcessInfo.processInfo.environment
        // Already single-threaded: no re-exec, so the pid we may kill is the program's.
        variables["OMP_THREAD_LIMIT"] = "1"
        variables["RECEIPTS_LEDGER"] = nil
        variables["RECEIPTS_VIEWER"] = nil
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        process.currentDirectoryURL = folder
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return (process, output, errors)
    }

    /// Runs `receipts arguments` to the end.
    static func run(
        _ arguments: [String], input: String = "", in folder: URL, environment: [String: String] = [:],
        launcher: [String] = [], executable: URL? = nil
    ) throws -> Result {
        let (process, output, errors) = try start(
            arguments, input: input, in: folder, environment: environment, launcher: launcher, executable: executable)
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    /// A fresh folder for one test's files.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("receipts-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Scan lines shaped like `receipts scan` output.
enum ScanLines {
    static func field(_ value: String, row: String, rule: String = "test-rule") -> Field {
        Field(value: value, text: value, row: row, confidence: 0.8, rule: rule, reason: "because of \(row)")
    }

    /// A receipt with merchant, date and total (and a tip when given), identified by `sha256`.
    static func record(
        _ file: String, sha256: String, merchant: String = "SHOP", date: String = "2024-03-04", total: String = "9.99",
        tip: String? = nil, paper: PaperClass = .thermalRoll
    ) -> ScanRecord {
        var fields: [FieldName: Field] = [
            .merchant: field(merchant, row: merchant, rule: "largest-text-near-top"),
            .date: field(date, row: "DATE \(date)"),
            .total: field(total, row: "TOTAL \(total)", rule: "total-label"),
        ]
        if let tip { fields[.tip] = field(tip, row: "TIP \(tip)") }
        return ScanRecord(
            file: file, sha256: sha256, extractor: "1.0",
            extraction: Extraction(fields: fields, paper: PaperGuess(paper: paper, reason: "test")))
    }

    static func write(_ records: [ScanRecord], to url: URL) throws {
        let text = try records.map { try JSONLine.encode($0) + "\n" }.joined()
        try Data(text.utf8).write(to: url)
    }

    static func sha(_ character: Character) -> String { String(repeating: character, count: 64) }
}
