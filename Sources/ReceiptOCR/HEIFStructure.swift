/// The box structure of a HEIF file (ISO base media: `ftyp`, `meta`, `mdat` …), walked in
/// Swift before libheif sees it, so a file cut short or a box whose size lies is named in
/// the file's one error line instead of reaching the C parser.
///
/// Pure byte parsing, no C: it is also a fuzzing target (`images`).
enum HEIFStructure {
    /// The `ftyp` brands of still images in HEIF: HEVC-coded (HEIC) and the generic image brands.
    static let brands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]

    /// Whether `bytes` start with an `ftyp` box naming a HEIF brand (major or compatible).
    static func isHEIF(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 16, fourCC(bytes, at: 4) == "ftyp" else { return false }
        let size = Int(bigEndian32(bytes, at: 0))
        guard size >= 16, size <= bytes.count, size <= 4096 else { return false }
        if brands.contains(fourCC(bytes, at: 8)) { return true }
        var offset = 16
        while offset + 4 <= size {
            if brands.contains(fourCC(bytes, at: offset)) { return true }
            offset += 4
        }
        return false
    }

    /// Most boxes walked: real files hold a handful at the top and a few dozen in `meta`.
    static let maxBoxes = 10_000

    /// Why the boxes of `bytes` are not whole, or `nil`: every top-level box and every box
    /// directly inside `meta` must fit in its parent, and there must be a `meta` box.
    ///
    /// - Complexity: O(boxes), at most `maxBoxes`.
    static func boxProblem(_ bytes: [UInt8]) -> String? {
        var sawMeta = false
        var count = 0
        var offset = 0
        while offset < bytes.count {
            guard let (type, size, header) = box(bytes, at: offset, end: bytes.count) else {
                return "truncated: a box at byte \(offset) runs past the end of the file"
            }
            count += 1
            guard count <= maxBoxes else { return "more than \(maxBoxes) boxes" }
            if offset == 0, type != "ftyp" { return "the first box is not ftyp" }
            if type == "meta" {
                sawMeta = true
                // A full box: version and flags, then child boxes to the end of meta.
                var child = offset + header + 4
                let end = offset + size
                guard child <= end else { return "the meta box is too short" }
                while child < end {
                    guard let (_, childSize, _) = box(bytes, at: child, end: end) else {
                        return "a box inside meta at byte \(child) runs past its parent"
                    }
                    count += 1
                    guard count <= maxBoxes else { return "more than \(maxBoxes) boxes" }
                    child += childSize
                }
            }
            offset += size
        }
        return sawMeta ? nil : "no meta box (no image items)"
    }

    /// The type, total size and header length of the box at `offset`, when it fits before `end`.
    static func box(_ bytes: [UInt8], at offset: Int, end: Int) -> (String, Int, Int)? {
        guard offset >= 0, offset + 8 <= end else { return nil }
        var size = Int(bigEndian32(bytes, at: offset))
        var header = 8
        if size == 1 {
            guard offset + 16 <= end else { return nil }
            let high = Int(bigEndian32(bytes, at: offset + 8))
            guard high == 0 else { return nil }  // over 4 GB: not a receipt, and not in a 256 MB file
            size = Int(bigEndian32(bytes, at: offset + 12))
            header = 16
        } else if size == 0 {
            size = end - offset  // to the end of the file
        }
        guard size >= header, size <= end - offset else { return nil }
        return (fourCC(bytes, at: offset + 4), size, header)
    }

    static func fourCC(_ bytes: [UInt8], at offset: Int) -> String {
        guard offset + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<(offset + 4)].map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
