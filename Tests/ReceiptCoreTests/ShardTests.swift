import Testing

@testable import ReceiptCore

/// `--shard K/N` slices: parsing, and that the N slices partition any batch exactly.
@Suite struct ShardTests {
    @Test(arguments: [("1/1", 1, 1), ("2/8", 2, 8), ("8/8", 8, 8), ("03/10", 3, 10)])
    func parsesKOfN(text: String, index: Int, count: Int) {
        #expect(Shard(parsing: text) == Shard(index: index, count: count))
        #expect(Shard(parsing: text)?.description == "\(index)/\(count)")
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "-1/3", "3", "/3", "1/", "a/b", " 1/3", "1/3/4", "1.5/3", "99999999999999999999/1"])
    func refusesWhatIsNotAShard(text: String) {
        #expect(Shard(parsing: text) == nil)
    }

    /// Digests of 2,000 distinct contents, as `receipts scan` computes them.
    static let digests = (0..<2_000).map { SHA256.hex(Array("receipt \($0)".utf8)) }

    @Test(arguments: 1...9)
    func slicesPartitionTheBatchExactly(count: Int) throws {
        let shards = (1...count).map { Shard(index: $0, count: count)! }
        var sizes = [Int](repeating: 0, count: count)
        for digest in Self.digests {
            let owners = shards.filter { $0.contains(sha256: digest) }
            #expect(owners.count == 1, "\(digest) is in \(owners.count) slices")
            if let owner = owners.first { sizes[owner.index - 1] += 1 }
        }
        #expect(sizes.reduce(0, +) == Self.digests.count)
        // Uniform hash bits: no slice is empty or more than half again its fair share.
        let fair = Double(Self.digests.count) / Double(count)
        #expect(sizes.allSatisfy { $0 > 0 && Double($0) < 1.5 * fair }, "\(sizes)")
    }

    @Test func theSliceDependsOnlyOnTheDigest() {
        // Upper- and lower-case hex name the same digest; any other key still gets a slice.
        let digest = Self.digests[7]
        #expect(Shard.slice(ofSHA256: digest, count: 5) == Shard.slice(ofSHA256: digest.uppercased(), count: 5))
        #expect((1...5).contains(Shard.slice(ofSHA256: "not a digest", count: 5)))
        #expect(Shard.slice(ofSHA256: digest, count: 1) == 1)
    }
}
