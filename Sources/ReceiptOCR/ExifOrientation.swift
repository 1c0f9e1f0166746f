/// The EXIF `Orientation` tag of a JPEG, read in Swift from its APP1 segment.
///
/// A phone stores most photos as the sensor saw them and writes in the tag how a viewer
/// must turn them. Only the first `Exif` APP1 segment before the first scan is read, and
/// only its first IFD (where the tag lives); every offset is checked against that
/// segment, which is at most 64 KB, so a damaged or hostile block costs nothing.
///
/// Pure byte parsing, no C: it is also a fuzzing target (`images`, `Scripts/fuzz.sh`).
enum ExifOrientation {
    /// What the file says.
    enum Reading: Equatable, Sendable {
        /// No EXIF block, or one without an orientation tag: the pixels are upright.
        case absent
        /// A valid orientation, 1…8.
        case value(Int)
        /// A tag that cannot be used (the reason, for the page's steps); ignored.
        case invalid(String)
    }

    /// Most IFD entries looked at: real cameras write a few dozen.
    static let maxEntries = 512

    /// The orientation the JPEG data `bytes` declare.
    ///
    /// - Complexity: O(header segments + IFD entries), bounded by `maxEntries`.
    static func read(_ bytes: [UInt8]) -> Reading {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .absent }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return .absent }  // no stray-byte hunting: header only
            var markerAt = offset + 1
            while markerAt < bytes.count, bytes[markerAt] == 0xFF { markerAt += 1 }
            guard markerAt + 2 < bytes.count else { return .absent }
            let marker = bytes[markerAt]
            if marker == 0xDA || marker == 0xD9 { return .absent }  // the scan: no EXIF after it
            if (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset = markerAt + 1
                continue
            }
            let length = Int(bytes[markerAt + 1]) << 8 | Int(bytes[markerAt + 2])
            let start = markerAt + 3
            let end = markerAt + 1 + length
            guard length >= 2, end <= bytes.count else { return .absent }
            if marker == 0xE1, end - start >= 6, bytes[start..<(start + 6)].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) {
                return orientation(inTIFF: bytes[(start + 6)..<end])
            }
            offset = end
        }
        return .absent
    }

    /// The orientation in a TIFF structure (the EXIF payload), whose offsets count from its start.
    static func orientation(inTIFF tiff: ArraySlice<UInt8>) -> Reading {
        let base = tiff.startIndex
        let count = tiff.count
        guard count >= 8 else { return .invalid("EXIF block too short") }
        let littleEndian: Bool
        switch (tiff[base], tiff[base + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return .invalid("EXIF block has no byte order")
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= count else { return nil }
            let a = Int(tiff[base + at])
            let b = Int(tiff[base + at + 1])
            return littleEndian ? a | b << 8 : a << 8 | b
        }
        func u32(_ at: Int) -> Int? {
            guard let low = u16(littleEndian ? at : at + 2), let high = u16(littleEndian ? at + 2 : at) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let ifd = u32(4), ifd >= 8, let entries = u16(ifd) else {
            return .invalid("EXIF block has no readable first directory")
        }
        guard entries <= maxEntries else { return .invalid("EXIF directory claims \(entries) entries") }
        for entry in 0..<entries {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at), let type = u16(at + 2), let values = u32(at + 4) else {
                return .invalid("EXIF directory runs past its block")
            }
            guard tag == 0x0112 else { continue }
            // SHORT (3), one value, stored in the first two bytes of the value field.
            guard type == 3, values == 1, let value = u16(at + 8) else {
                return .invalid("EXIF orientation tag is not one short value")
            }
            guard (1...8).contains(value) else { return .invalid("EXIF orientation \(value) is not one of 1–8") }
            return .value(value)
        }
        return .absent
    }

    /// How a viewer turns an image stored with `orientation` upright: first a clockwise
    /// turn of `quarterTurns` × 90°, then a left–right or top–bottom flip of the result.
    struct Turn: Equatable, Sendable {
        var quarterTurns: Int
        var flipLeftRight = false
        var flipTopBottom = false

        /// Whether width and height swap.
        var swapsSides: Bool { quarterTurns % 2 == 1 }
    }

    /// The turn for an orientation 1…8 (identity for anything else).
    static func turn(for orientation: Int) -> Turn {
        switch orientation {
        case 2: Turn(quarterTurns: 0, flipLeftRight: true)
        case 3: Turn(quarterTurns: 2)
        case 4: Turn(quarterTurns: 0, flipTopBottom: true)
        case 5: Turn(quarterTurns: 1, flipLeftRight: true)  // transpose
        case 6: Turn(quarterTurns: 1)
        case 7: Turn(quarterTurns: 1, flipTopBottom: true)  // transverse
        case 8: Turn(quarterTurns: 3)
        default: Turn(quarterTurns: 0)
        }
    }

    /// The step recorded on the page for an orientation, e.g. `EXIF orientation 6: turned 90° clockwise`.
    static func step(for orientation: Int) -> String {
        let turn = turn(for: orientation)
        var parts: [String] = []
        if turn.quarterTurns > 0 { parts.append("turned \(turn.quarterTurns * 90)° clockwise") }
        if turn.flipLeftRight { parts.append("mirrored left–right") }
        if turn.flipTopBottom { parts.append("mirrored top–bottom") }
        return "EXIF orientation \(orientation): " + (parts.isEmpty ? "upright" : parts.joined(separator: ", "))
    }
}
