import CTesseract
import ReceiptCore

/// Test support: how much of a box in an image file is ink, so tests can check
/// that word boxes land on printed text without a person looking.
package enum InkProbe {
    /// The fraction (0…1) of pixels inside `box` darker than mid-grey, or `nil`
    /// when the image cannot be read.
    package static func inkFraction(path: String, box: ReceiptCore.Box) -> Double? {
        inkFractions(path: path, boxes: [box])?.first ?? nil
    }

    /// The ink fraction of each box, decoding the image once; `nil` when the image
    /// cannot be read, and a `nil` entry for a box that cannot be clipped.
    package static func inkFractions(path: String, boxes: [ReceiptCore.Box]) -> [Double?]? {
        _ = Leptonica.silenced
        guard let source = PixImage(taking: pixRead(path)),
            let grey = PixImage(taking: pixConvertTo8(source.pointer, 0))
        else { return nil }
        return boxes.map { fraction(in: grey, box: $0) }
    }

    private static func fraction(in grey: PixImage, box: ReceiptCore.Box) -> Double? {
        guard let clip = grey.cropped(to: box),
            let binary = PixImage(taking: pixThresholdToBinary(clip.pointer, 128))
        else { return nil }
        var count: Int32 = 0
        guard pixCountPixels(binary.pointer, &count, nil) == 0 else { return nil }
        return Double(count) / Double(clip.width * clip.height)
    }
}
