import Foundation
import Testing

@testable import ReceiptCore
@testable import ReceiptOCR

/// The EXIF orientation walk (pure bytes) and the turn it drives, on the phone-photo fixtures.
@Suite("EXIF orientation")
struct ExifOrientationTests {
    static let inputs = Paths.root.appendingPathComponent("Fixtures/inputs")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: inputs.appendingPathComponent(name)))
    }

    /// A JPEG start, then one APP1 segment holding `tiff` after the `Exif\0\0` header.
    static func jpeg(exif tiff: [UInt8]) -> [UInt8] {
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + [0xFF, 0xD9]
    }

    /// A little-endian TIFF header with one IFD entry: tag, type, count and a short value.
    static func tiff(tag: UInt16 = 0x0112, type: UInt16 = 3, count: UInt32 = 1, value: UInt16, entries: UInt16 = 1) -> [UInt8] {
        func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        return [0x49, 0x49] + le16(42) + le32(8) + le16(entries) + le16(tag) + le16(type) + le32(count) + le16(value) + [0, 0]
            + le32(0)
    }

    @Test(arguments: [3, 6, 8])
    func phoneFixturesDeclareTheirOrientation(orientation: Int) throws {
        #expect(ExifOrientation.read(try Self.bytes("corner-market-exif-\(orientation).jpg")) == .value(orientation))
    }

    @Test func aPNGOrAJPEGWithoutEXIFIsUpright() throws {
        #expect(ExifOrientation.read(try Self.bytes("corner-market.png")) == .absent)
        #expect(ExifOrientation.read([0xFF, 0xD8, 0xFF, 0xD9]) == .absent)
    }

    @Test func bigEndianEXIFIsRead() {
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        #expect(ExifOrientation.read(Self.jpeg(exif: tiff)) == .value(6))
    }

    @Test func orientationNineIsNamedAndIgnored() {
        let reading = ExifOrientation.read(Self.jpeg(exif: Self.tiff(value: 9)))
        #expect(reading == .invalid("EXIF orientation 9 is not one of 1–8"))
    }

    @Test func damagedDirectoriesAreInvalidNotFatal() {
        // 60000 entries claimed in a 26-byte block; an entry cut off; the wrong type.
        #expect(ExifOrientation.read(Self.jpeg(exif: Self.tiff(value: 6, entries: 60000))) != .value(6))
        #expect(ExifOrientation.read(Self.jpeg(exif: Array(Self.tiff(value: 6).prefix(16)))) != .value(6))
        #expect(ExifOrientation.read(Self.jpeg(exif: Self.tiff(type: 4, value: 6))) != .value(6))
        // An APP1 length running past the end of the file.
        #expect(ExifOrientation.read([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0x45, 0x78]) == .absent)
    }

    @Test func aMegabyteOfEXIFSegmentsIsWalkedSafely() {
        // Sixteen full APP1 segments of junk before the real one: only the first Exif is read.
        var bytes: [UInt8] = [0xFF, 0xD8]
        for _ in 0..<16 {
            bytes += [0xFF, 0xE1, 0xFF, 0xFF] + Array("Exif".utf8) + [0, 0] + [UInt8](repeating: 0x4D, count: 65535 - 8)
        }
        bytes += Array(Self.jpeg(exif: Self.tiff(value: 6)).dropFirst(2))
        #expect(bytes.count > 1_000_000)
        if case .value = ExifOrientation.read(bytes) { Issue.record("junk EXIF gave an orientation") }
    }

    @Test func turnsMatchTheEXIFDefinitions() {
        #expect(ExifOrientation.turn(for: 6) == .init(quarterTurns: 1))
        #expect(ExifOrientation.turn(for: 8) == .init(quarterTurns: 3))
        #expect(ExifOrientation.turn(for: 3) == .init(quarterTurns: 2))
        #expect(ExifOrientation.turn(for: 5).swapsSides && ExifOrientation.turn(for: 7).swapsSides)
        #expect(ExifOrientation.turn(for: 9) == .init(quarterTurns: 0))
    }

    /// The pages are read upright: the same size as the upright PNG, and the words in the same places.
    @Test(arguments: [3, 6, 8])
    func turnedPhotosAreReadInTheUprightFrame(orientation: Int) throws {
        let reader = try PageReader()
        let upright = try reader.read(path: Self.inputs.appendingPathComponent("corner-market.png").path).page
        let turned = try reader.read(path: Self.inputs.appendingPathComponent("corner-market-exif-\(orientation).jpg").path).page
        #expect(turned.width == upright.width && turned.height == upright.height)
        #expect(turned.preprocessing.steps.first?.hasPrefix("EXIF orientation \(orientation)") == true)
        let total = try #require(upright.words.first { $0.text == "TOTAL" })
        let same = try #require(turned.words.first { $0.text == "TOTAL" })
        #expect(abs(same.box.x0 - total.box.x0) <= 3 && abs(same.box.y0 - total.box.y0) <= 3)
    }

    @Test func orientationNineInARealJPEGIsReadAsStoredWithAStep() throws {
        var bytes = try Self.bytes("corner-market-exif-6.jpg")
        // Pillow writes the tag big-endian: 01 12 00 03 00 00 00 01 00 06.
        let pattern: [UInt8] = [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06]
        let at = try #require((0..<(bytes.count - pattern.count)).first { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) })
        bytes[at + 9] = 9
        let page = try PageReader().read(bytes: bytes, path: "nine.jpg").page
        #expect(page.width > page.height)  // stored sideways, left so
        #expect(page.preprocessing.steps.contains { $0.contains("EXIF orientation 9 is not one of 1–8") })
    }
}
