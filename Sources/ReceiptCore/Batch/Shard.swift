/// One of `count` deterministic slices of a batch, for running an archive as an
/// array job (`receipts scan --shard K/N` on N machines).
///
/// A receipt's slice follows from its content hash alone, so every machine agrees on
/// the slices whatever order it lists the files in, whatever folder they sit in and
/// whichever other files it sees; the slices of one `count` partition any set of
/// receipts exactly, and identical files (same SHA-256) always land in the same slice.
/// Slices are numbered from 1, as people count them (`--shard 1/4` … `--shard 4/4`).
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// Which slice, 1…`count`.
    public let index: Int
    /// How many slices the batch is cut into, at least 1.
    public let count: Int

    /// `nil` unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, for example `2/8`; `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The slice (1…`count`) of the receipt whose SHA-256 is `sha256` (hex).
    ///
    /// The digest's first 64 bits modulo `count`: SHA-256 bits are uniform, so the
    /// slices are even in size (the modulo bias is below 2⁻⁵⁰ for any sane `count`).
    /// Text that is not a hex digest is hashed first, so any key still has one slice.
    public static func slice(ofSHA256 sha256: String, count: Int) -> Int {
        let key = UInt64(sha256.prefix(16), radix: 16) ?? UInt64(SHA256.hex(Array(sha256.utf8)).prefix(16), radix: 16) ?? 0
        return Int(key % UInt64(max(count, 1))) + 1
    }

    /// Whether the receipt whose SHA-256 is `sha256` belongs to this slice.
    public func contains(sha256: String) -> Bool {
        Self.slice(ofSHA256: sha256, count: count) == index
    }
}
