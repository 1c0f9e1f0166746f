import Foundation
import ReceiptCore
import Testing

/// `receipts scan --shard K/N` run as three machines of an array job would run it,
/// over the fixture images: together the shards read every image exactly once.
@Suite(.serialized) struct ShardEndToEndTests {
    static let images = ReceiptsBinary.root.appendingPathComponent("Fixtures/images")

    static var imagePaths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: images.path)) ?? []
        return names.filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted().map {
            images.appendingPathComponent($0).path
        }
    }

    /// The files named in a scan's JSON lines.
    static func files(in output: String) throws -> [String] {
        try output.split(separator: "\n").map { line in
            try JSONDecoder().decode(ScanRecord.self, from: Data(line.utf8)).file
        }
    }

    @Test func threeShardsPartitionTheFixtures() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = Self.imagePaths
        try #require(all.count >= 30)
        // A file that cannot be read has no content hash; exactly one shard reports it.
        let missing = folder.appendingPathComponent("missing.png").path

        var seen: [String: Int] = [:]
        var errorLines = 0
        for index in 1...3 {
            let result = try ReceiptsBinary.run(
                ["scan", "--shard", "\(index)/3", "--jobs", "2", Self.images.path, missing], in: folder)
            let files = try Self.files(in: result.output)
            for file in files { seen[file, default: 0] += 1 }
            errorLines += result.output.split(separator: "\n").filter { $0.contains("\"error\"") }.count
            #expect(result.errors.contains("left to the other shards (this is shard \(index)/3)"), "\(result.errors)")
            #expect(files.count < all.count, "shard \(index)/3 read everything")
        }
        #expect(Set(seen.keys) == Set(all + [missing]))
        #expect(seen.values.allSatisfy { $0 == 1 }, "read more than once: \(seen.filter { $0.value > 1 }.keys.sorted())")
        #expect(errorLines == 1)
    }

    @Test func theSliceDoesNotDependOnTheOrderOrTheFolder() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The same images, named one by one in reverse order, and one copied elsewhere.
        let all = Self.imagePaths
        let copy = folder.appendingPathComponent("copy-\(UUID().uuidString).png")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: all[0]), to: copy)
        let forward = try ReceiptsBinary.run(["scan", "--shard", "2/3", "--jobs", "2", Self.images.path, copy.path], in: folder)
        let backward = try ReceiptsBinary.run(["scan", "--shard", "2/3", "--jobs", "2"] + all.reversed() + [copy.path], in: folder)
        let forwardFiles = try Self.files(in: forward.output)
        #expect(Set(forwardFiles) == Set(try Self.files(in: backward.output)))
        // A copy has the original's content, so it lands in the original's slice.
        #expect(forwardFiles.contains(all[0]) == forwardFiles.contains(copy.path))
    }

    @Test func aShardThatHoldsNoneOfTheInputsLoadsNoEngine() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Tesseract finds no language in an empty folder: any engine the run made would fail.
        let tessdata = folder.appendingPathComponent("tessdata")
        try FileManager.default.createDirectory(at: tessdata, withIntermediateDirectories: true)
        let all = Self.imagePaths
        let count = 4 * all.count
        let slices = try Set(
            all.map { path in
                Shard.slice(ofSHA256: SHA256.hex([UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))), count: count)
            })
        let empty = try #require((1...count).first { !slices.contains($0) })

        let result = try ReceiptsBinary.run(
            ["scan", "--shard", "\(empty)/\(count)", "--jobs", "2", "--tessdata", tessdata.path, Self.images.path], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("Scanned 0 receipts in "), "\(result.errors)")
        #expect(result.errors.contains("0 read, 0 failed, \(all.count) left to the other shards (this is shard \(empty)/\(count))."))

        // The same folder and tessdata with a shard that has work: its engine cannot load.
        let busy = try #require(slices.first)
        let control = try ReceiptsBinary.run(
            ["scan", "--shard", "\(busy)/\(count)", "--jobs", "2", "--tessdata", tessdata.path, Self.images.path], in: folder)
        #expect(control.status == 1, "\(control.errors)")
    }

    @Test(arguments: ["0/3", "4/3", "2", "a/b"])
    func aBadShardIsAUsageError(shard: String) throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ReceiptsBinary.run(["scan", "--shard", shard, Self.images.path], in: folder)
        #expect(result.status == 64)
        #expect(result.errors.contains("'--shard' takes K/N"))
        #expect(result.output.isEmpty)
    }
}
