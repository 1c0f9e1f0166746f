import Foundation
import Testing

@testable import ReceiptOCR

/// Files that are not receipts: each gets one error naming the file and the reason.
@Suite("Bad input")
struct BadInputTests {
    func error(reading path: String) throws -> OCRError? {
        do {
            _ = try PageReader().read(path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingFile() throws {
        let error = try #require(try error(reading: "/nonexistent/receipt.jpg"))
        #expect(error == .fileNotFound(path: "/nonexistent/receipt.jpg"))
        #expect(error.description.contains("/nonexistent/receipt.jpg"))
    }

    @Test func emptyFile() throws {
        let path = Paths.inputs.appendingPathComponent("empty.png").path
        #expect(try error(reading: path) == .emptyFile(path: path))
    }

    @Test func textFileNamedJPEG() throws {
        let path = Paths.inputs.appendingPathComponent("text-named.jpg").path
        #expect(try error(reading: path) == .notAnImage(path: path))
    }

    @Test func onePixelImage() throws {
        let path = Paths.inputs.appendingPathComponent("one-pixel.png").path
        #expect(try error(reading: path) == .tooSmall(path: path, width: 1, height: 1))
    }

    @Test func decompressionBombIsRefusedBeforeDecoding() throws {
        let path = Paths.inputs.appendingPathComponent("huge-header.png").path
        let error = try #require(try error(reading: path))
        guard case .tooManyPixels(_, 100_000, 100_000, _) = error else {
            Issue.record("expected tooManyPixels, got \(error)")
            return
        }
        #expect(error.description.contains("refused before decoding"))
    }

    @Test func blankPageHasNoWordsAndNoError() throws {
        let page = try PageReader().read(path: Paths.inputs.appendingPathComponent("blank-page.png").path).page
        #expect(page.words.isEmpty)
    }

    @Test func truncatedJPEG() throws {
        let directory = try Paths.temporaryDirectory()
        let bytes = try Data(contentsOf: Paths.images.appendingPathComponent("photo-diner-jpeg.jpg"))
        let path = directory.appendingPathComponent("truncated.jpg").path
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        let error = try #require(try error(reading: path))
        #expect(error.description.contains("truncated"))
        #expect(error.description.hasPrefix(path))
    }

    @Test func pngWithABrokenChecksum() throws {
        let directory = try Paths.temporaryDirectory()
        var bytes = [UInt8](try Data(contentsOf: Paths.images.appendingPathComponent("pharmacy-58mm-amex.png")))
        // Flip a byte inside the first IDAT chunk's data: its CRC no longer matches.
        let idat = try #require(bytes.indices.first { bytes[$0...].starts(with: Array("IDAT".utf8)) })
        bytes[idat + 40] ^= 0xFF
        let path = directory.appendingPathComponent("bad-crc.png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = try #require(try error(reading: path))
        guard case .decodeFailed(let failed, "PNG", _) = error else {
            Issue.record("expected a PNG decode failure, got \(error)")
            return
        }
        #expect(failed == path)
    }

    @Test func aFolderIsNotAnImage() throws {
        let directory = try Paths.temporaryDirectory()
        #expect(try error(reading: directory.path) == .notARegularFile(path: directory.path))
    }

    // MARK: Files that are not what their names say (hostile-corpus cases cheap enough for every test run)

    @Test func aFIFONamedLikeAnImageIsRefusedWithoutWaitingForAWriter() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("fifo.jpg").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(try error(reading: path) == .notARegularFile(path: path))
    }

    @Test func aLinkToADeviceIsNotARegularFile() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("zero.jpg").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        #expect(try error(reading: path) == .notARegularFile(path: path))
    }

    @Test func aLinkToAReceiptIsReadThrough() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: Paths.image("bistro-cb-ttc.png"))
        #expect(try PageReader.fileBytes(at: path) == [UInt8](try Data(contentsOf: URL(fileURLWithPath: Paths.image("bistro-cb-ttc.png")))))
    }

    @Test func linkLoopsAndDanglingLinksSayWhatTheyAre() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loop = directory.appendingPathComponent("self.jpg").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "self.jpg")
        #expect(try error(reading: loop) == .unreadable(path: loop, reason: "a loop of symbolic links"))
        let dangling = directory.appendingPathComponent("gone.png").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nowhere.png")
        #expect(try error(reading: dangling) == .unreadable(path: dangling, reason: "a symbolic link to a file that does not exist"))
    }

    @Test(.disabled(if: geteuid() == 0, "root reads a file whatever its mode; make robustness checks this as nobody"))
    func aFileWithoutReadPermission() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("locked.png").path
        try FileManager.default.copyItem(atPath: Paths.image("bistro-cb-ttc.png"), toPath: path)
        #expect(chmod(path, 0) == 0)
        #expect(try error(reading: path) == .unreadable(path: path, reason: "permission denied"))
    }

    @Test func aJPEGWhoseFirstSegmentOverrunsTheFileIsRefusedBeforeLibjpegSeesIt() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("garbage.jpg").path
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0xF0, 0x00] + [UInt8](repeating: 0x55, count: 64) + [0xFF, 0xD9])
            .write(to: URL(fileURLWithPath: path))
        let error = try #require(try error(reading: path))
        #expect(error.description == "\(path): the JPEG data is corrupt (truncated: a segment at byte 2 runs past the end of the file)")
    }

    @Test func aKnownFormatWithABrokenHeaderIsNamedAsThatFormat() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bogus.tif").path
        // A TIFF header whose first directory lies far past the end of the file.
        try Data([0x49, 0x49, 0x2A, 0x00, 0x00, 0xFF, 0xFF, 0x7F] + [UInt8](repeating: 0, count: 64))
            .write(to: URL(fileURLWithPath: path))
        #expect(try error(reading: path) == .decodeFailed(path: path, format: "TIFF", reason: "unreadable header"))
    }
}

/// The PNG and JPEG structure walk that runs before the C decoders.
@Suite("Image structure")
struct ImageStructureTests {
    static let png = (try? [UInt8](Data(contentsOf: Paths.images.appendingPathComponent("pharmacy-58mm-amex.png")))) ?? []
    static let jpeg = (try? [UInt8](Data(contentsOf: Paths.images.appendingPathComponent("photo-diner-jpeg.jpg")))) ?? []

    @Test func wholeFilesPass() {
        #expect(!Self.png.isEmpty && !Self.jpeg.isEmpty)
        #expect(ImageStructure.pngProblem(Self.png) == nil)
        #expect(ImageStructure.jpegProblem(Self.jpeg) == nil)
    }

    @Test func crcMatchesZlib() {
        #expect(CRC32.checksum(ArraySlice("IEND".utf8)) == 0xAE42_6082)
        #expect(CRC32.checksum(ArraySlice("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func pngDamageIsNamed() {
        var flipped = Self.png
        flipped[flipped.count / 2] ^= 0x01
        #expect(ImageStructure.pngProblem(flipped)?.hasPrefix("checksum mismatch in chunk IDAT") == true)
        #expect(ImageStructure.pngProblem(Array(Self.png.prefix(Self.png.count - 12))) == "truncated: the file ends before its IEND chunk")
        #expect(ImageStructure.pngProblem(Array(Self.png.prefix(100)))?.hasPrefix("truncated: chunk") == true)
        #expect(ImageStructure.pngProblem(Array(Self.png.prefix(8))) == "no header chunk")
    }

    @Test func everyPrefixOfAJPEGIsJudgedWithoutTrapping() {
        // Cheap exhaustive check of the bounds arithmetic (the fuzzer does the rest).
        for length in stride(from: 0, to: min(Self.jpeg.count, 2000), by: 1) {
            _ = ImageStructure.jpegProblem(Array(Self.jpeg.prefix(length)))
        }
        for length in stride(from: 0, to: min(Self.png.count, 2000), by: 1) {
            #expect(ImageStructure.pngProblem(Array(Self.png.prefix(length))) != nil)
        }
    }
}
