import Foundation
import Testing

@testable import ReceiptCore
@testable import ReceiptOCR

/// Decoding only as much as preparation needs (big JPEGs decoded reduced, as grey,
/// by libjpeg), and files reached through symbolic links.
@Suite("JPEG decode")
struct JPEGDecodeTests {
    /// Big SROIE scans from the development set (not in the repository).
    static let scans = Paths.root.deletingLastPathComponent().appendingPathComponent("shared/receipts/sroie/images")
    /// 4945 × 6981, text about 70 px tall: scaled to a third, well below half size.
    static let smallTextScan = scans.appendingPathComponent("X51006414733.jpg").path
    /// 4961 × 7016, text about 45 px tall: about half size, which libjpeg's reduction
    /// alone would give.
    static let halfSizeScan = scans.appendingPathComponent("X51006414483.jpg").path

    @Test(.enabled(if: FileManager.default.fileExists(atPath: smallTextScan), "needs ../shared/receipts"))
    func aBigScanScaledWellDownIsDecodedReducedAndItsBoxesComeBackToTheFullImage() throws {
        let page = try PageReader().read(path: Self.smallTextScan).page
        #expect(
            page.preprocessing.steps.prefix(3) == ["JPEG decoded at 1/2 size", "grey from JPEG luminance", "scale 0.34"],
            "\(page.preprocessing.steps)")
        #expect(abs(page.preprocessing.scale - 0.34) < 0.01)
        #expect(page.width == 4945 && page.height == 6981)
        #expect(page.words.count > 50)
        let fractions = try #require(InkProbe.inkFractions(path: Self.smallTextScan, boxes: page.words.map(\.box)))
        let inked = fractions.filter { ($0 ?? 0) > 0.04 }
        #expect(Double(inked.count) >= 0.9 * Double(page.words.count))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: halfSizeScan), "needs ../shared/receipts"))
    func aBigScanNeedingAboutHalfSizeIsReadFromItsColourHalfDecode() throws {
        let page = try PageReader().read(path: Self.halfSizeScan).page
        // Within the tolerance of half size: the half-size colour decode, in Leptonica's grey, is the page.
        #expect(page.preprocessing.steps.prefix(2) == ["JPEG decoded at 1/2 size", "grey from 32-bit"], "\(page.preprocessing.steps)")
        #expect(page.preprocessing.scale == 0.5)
        // Measured on the half-size decode, in the file's pixels.
        #expect(abs((page.preprocessing.textHeight ?? 0) - 24 / 0.53) < 2)
        let fractions = try #require(InkProbe.inkFractions(path: Self.halfSizeScan, boxes: page.words.map(\.box)))
        #expect(Double(fractions.filter { ($0 ?? 0) > 0.04 }.count) >= 0.9 * Double(page.words.count))
    }

    @Test func aSmallJPEGIsDecodedWhole() throws {
        let read = try PageReader().read(path: Paths.image("photo-coffee-cart-small.jpg"))
        #expect(read.format == .jpeg)
        #expect(!read.page.preprocessing.steps.contains { $0.hasPrefix("JPEG decoded at") })
        #expect(read.page.preprocessing.steps.contains("grey from 32-bit"))
    }

    @Test func theReducedSizeIsRoundedUpAsLibjpegDoes() throws {
        let path = Paths.image("photo-coffee-cart-small.jpg")
        let bytes = try ImageLoader.readFile(at: path, limits: .init())
        let header = try ImageLoader.header(of: bytes, path: path, limits: .init())
        for reduction in [2, 4, 8] {
            let image = try ImageLoader.decodeJPEG(bytes, header: header, path: path, reduction: reduction)
            #expect(image.width == (header.width + reduction - 1) / reduction)
            #expect(image.height == (header.height + reduction - 1) / reduction)
        }
        #expect(throws: OCRError.self) {
            try ImageLoader.decodeJPEG(bytes, header: header, path: path, reduction: 3)
        }
    }

    @Test func aSymbolicLinkToAnImageIsReadAndOneToAFolderIsNot() throws {
        let directory = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("linked.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Paths.image("bistro-cb-ttc.png"))
        let words = try PageReader().read(path: link).page.words
        #expect(words.count > 20)
        let folderLink = directory.appendingPathComponent("folder.png").path
        try FileManager.default.createSymbolicLink(atPath: folderLink, withDestinationPath: directory.path)
        #expect(throws: OCRError.notARegularFile(path: folderLink)) { try PageReader().read(path: folderLink) }
    }
}
