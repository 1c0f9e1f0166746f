import CTesseract
import Foundation
import Testing

@testable import ReceiptOCR

/// The preprocessor counts its own grey histogram for the text measurement's Otsu
/// threshold; it must find exactly the threshold Leptonica's own histogram gives.
@Suite("Otsu threshold")
struct OtsuThresholdTests {
    /// Leptonica's threshold for the whole image (one tile, score fraction 0.1).
    static func leptonicaThreshold(_ grey: PixImage) -> Int32 {
        var threshold: Int32 = -1
        _ = pixSplitDistributionFgBg(grey.pointer, 0.1, 1, &threshold, nil, nil, nil)
        return threshold
    }

    static func grey(_ name: String) throws -> PixImage {
        let path = Paths.image(name)
        let bytes = try ImageLoader.readFile(at: path, limits: .init())
        let header = try ImageLoader.header(of: bytes, path: path, limits: .init())
        var steps: [String] = []
        return try Preprocessor.greyscale(ImageLoader.decode(bytes, header: header, path: path), path: path, steps: &steps)
    }

    @Test(arguments: Paths.fixtureImages)
    func theSameThresholdAsLeptonica(name: String) throws {
        let grey = try Self.grey(name)
        #expect(Preprocessor.otsuThreshold(of: grey) == Self.leptonicaThreshold(grey))
    }

    /// Widths that leave 0 to 3 pixels in a line's last word.
    @Test(arguments: [0, 1, 2, 3])
    func linesThatEndInAPartWord(extra: Int) throws {
        let grey = try Self.grey("bistro-cb-ttc.png")
        let width = grey.width / 4 * 4 - 4 + extra
        let box = try #require(boxCreate(0, 0, Int32(width), Int32(grey.height)))
        var doomed: UnsafeMutablePointer<CTesseract.Box>? = box
        defer { boxDestroy(&doomed) }
        let clipped = try #require(PixImage(taking: pixClipRectangle(grey.pointer, box, nil)))
        #expect(clipped.width % 4 == extra)
        #expect(Preprocessor.otsuThreshold(of: clipped) == Self.leptonicaThreshold(clipped))
    }
}
