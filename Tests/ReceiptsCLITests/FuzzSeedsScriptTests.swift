import Foundation
import Testing

/// `Scripts/fuzz-seeds.py DIR` writes seeds into DIR, so an argument it does not
/// understand must stop it before it creates anything (a mistaken `--help` once made a
/// folder named `--help`).
@Suite(.enabled(if: Python3.url != nil, "needs python3 on the PATH"))
struct FuzzSeedsScriptTests {
    static let script = ReceiptsBinary.root.appendingPathComponent("Scripts/fuzz-seeds.py")

    struct Run {
        var status: Int32
        var output: String
        var errors: String
        /// What the run left in its working folder, two levels deep (`seeds`, `seeds/amount`).
        var created: [String]
    }

    /// Runs the script in a fresh folder, so that any folder it makes shows up there.
    static func run(_ arguments: [String]) throws -> Run {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-seeds-\(UUID().uuidString).out")
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-seeds-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let python = try #require(Python3.url)
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        var created: [String] = []
        let walk = FileManager.default.enumerator(atPath: folder.path)
        while let entry = walk?.nextObject() as? String {
            created.append(entry)
            if walk?.level ?? 0 >= 2 { walk?.skipDescendants() }
        }
        return Run(
            status: process.terminationStatus,
            output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? "",
            created: created.sorted())
    }

    @Test(arguments: ["--help", "-h"])
    func helpPrintsUsageAndCreatesNothing(flag: String) throws {
        let result = try Self.run([flag])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("usage: Scripts/fuzz-seeds.py [-h] DIR\n"))
        #expect(result.created.isEmpty)
    }

    @Test(arguments: [
        (["--hlep"], "unrecognized arguments: --hlep"),
        (["-x", "seeds"], "unrecognized arguments: -x"),
        ([], "the following arguments are required: DIR"),
        (["seeds", "more"], "unrecognized arguments: more"),
    ])
    func aMistakeIsAUsageErrorAndCreatesNothing(arguments: [String], message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("usage: Scripts/fuzz-seeds.py [-h] DIR\n"), "\(result.errors)")
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.output.isEmpty)
        #expect(result.created.isEmpty, "created \(result.created)")
    }

    @Test func aFolderWritesSeedsForEveryTargetAsFuzzShAsksIt() throws {
        let result = try Self.run(["seeds"])
        #expect(result.status == 0, "\(result.errors)")
        let targets = ["amount", "date", "extract", "grading", "images", "ledger", "rows"]
        #expect(result.created == ["seeds"] + targets.map { "seeds/\($0)" })
        // `--` lets a folder's name start with a dash, on purpose.
        let dashed = try Self.run(["--", "-seeds"])
        #expect(dashed.status == 0, "\(dashed.errors)")
        #expect(dashed.created.first == "-seeds")
    }
}

/// The `python3` the scripts' own `#!/usr/bin/env python3` lines would run.
enum Python3 {
    static var url: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
