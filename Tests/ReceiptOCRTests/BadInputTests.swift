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
}
