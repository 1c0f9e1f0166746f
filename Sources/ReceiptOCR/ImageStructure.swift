/// Structural checks of PNG and JPEG data, made in Swift before a C decoder sees it.
///
/// libpng and libjpeg report damage by printing to standard error themselves (Leptonica
/// gives them no handler), then give up with no reason we can show. Walking the chunks
/// and markers first catches the damage files really suffer — a copy cut short, a
/// flipped bit — names it in the file's one error line, and keeps the C libraries on
/// their quiet path. It does not decode: a file that passes may still fail to decode.
///
/// Pure byte parsing, no C: it is also a fuzzing target (`Scripts/fuzz.sh`).
enum ImageStructure {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why `bytes` are not a whole PNG file, or `nil` when every chunk up to `IEND`
    /// is complete and its checksum matches.
    ///
    /// - Complexity: O(n) in the file size (one CRC-32 pass).
    static func pngProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(pngSignature) else { return "no PNG signature" }
        var offset = 8
        var index = 0
        var sawImageData = false
        while true {
            guard offset + 12 <= bytes.count else {
                return index == 0 ? "no header chunk" : "truncated: the file ends before its IEND chunk"
            }
            let length = Int(bigEndian32(bytes, at: offset))
            let type = bytes[(offset + 4)..<(offset + 8)]
            let name = String(decoding: type, as: UTF8.self)
            guard type.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                return "a chunk at byte \(offset) has no valid type"
            }
            // Lengths above 2^31 − 1 are invalid in PNG; the subtraction cannot overflow.
            guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else {
                return "truncated: chunk \(name) runs past the end of the file"
            }
            if index == 0, name != "IHDR" || length != 13 { return "the first chunk is not a valid IHDR" }
            let stored = bigEndian32(bytes, at: offset + 8 + length)
            guard CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) == stored else {
                return "checksum mismatch in chunk \(name) at byte \(offset)"
            }
            if name == "IDAT" { sawImageData = true }
            if name == "IEND" { return sawImageData ? nil : "no image data (IDAT) before IEND" }
            offset += 12 + length
            index += 1
        }
    }

    /// Why `bytes` are not a plausible JPEG file, or `nil`: the markers from the start
    /// to the first scan must be whole, with a frame header before the scan.
    /// (The scan data itself is checked only for its end marker, by the caller.)
    ///
    /// - Complexity: O(number of header segments).
    static func jpegProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return "no JPEG start marker" }
        var offset = 2
        var sawFrame = false
        while offset < bytes.count {
            // libjpeg skips stray bytes between segments (with a warning) and so do we:
            // some cameras write them, and their photos decode.
            while offset < bytes.count, bytes[offset] != 0xFF { offset += 1 }
            // Any number of 0xFF fill bytes may precede a marker.
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { break }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0xD9:
                return "the image ends before any image data"
            case 0x01, 0xD0...0xD7:
                continue  // standalone markers: no length
            case 0x00, 0xD8:
                return "an unexpected marker at byte \(offset - 2)"
            default:
                break
            }
            guard offset + 2 <= bytes.count else { break }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else { return "a segment at byte \(offset - 2) has an invalid length" }
            guard length <= bytes.count - offset else {
                return "truncated: a segment at byte \(offset - 2) runs past the end of the file"
            }
            // Frame headers: every SOFn except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard length >= 8 else { return "the frame header is too short" }
                sawFrame = true
            }
            if marker == 0xDA { return sawFrame ? nil : "image data comes before any frame header" }
            offset += length
        }
        return "truncated: the file ends before the image data"
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}

/// CRC-32 as PNG and zlib define it (polynomial 0xEDB88320, reflected).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
