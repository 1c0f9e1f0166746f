import CTesseract
import Foundation
import ReceiptCore

/// Draws word boxes and chosen fields on a copy of a receipt image, for a person to check.
public enum Overlay {
    /// One rectangle to draw.
    public struct Mark: Sendable {
        public var box: ReceiptCore.Box
        /// Red, green, blue.
        public var color: (UInt8, UInt8, UInt8)
        public var width: Int

        public init(box: ReceiptCore.Box, color: (UInt8, UInt8, UInt8), width: Int) {
            self.box = box
            self.color = color
            self.width = width
        }
    }

    /// Colours for each field, so the overlay reads without a legend.
    public static func color(for field: FieldName) -> (UInt8, UInt8, UInt8) {
        switch field {
        case .merchant: (0, 90, 220)
        case .date: (0, 160, 60)
        case .total: (220, 0, 0)
        case .subtotal, .tax, .tip: (230, 130, 0)
        case .payment, .currency, .time: (150, 0, 170)
        }
    }

    /// The marks for an extraction: thin grey word boxes, then each field's box.
    public static func marks(words: [Word], extraction: Extraction?) -> [Mark] {
        var marks = words.map { Mark(box: $0.box, color: (170, 170, 170), width: 1) }
        for (name, field) in extraction?.fields ?? [:] {
            guard let box = field.box else { continue }
            marks.append(Mark(box: box, color: color(for: name), width: name == .total ? 4 : 3))
        }
        return marks
    }

    /// Colour of a photo's paper outline (`Preprocessing.paper`).
    public static let outlineColor: (UInt8, UInt8, UInt8) = (0, 190, 190)

    /// Writes `source` with `marks` drawn on it as a PNG at `destination`, in the
    /// upright frame the boxes are reported in (a JPEG turned as its EXIF says), and
    /// the receipt's `outline` when its paper was found.
    public static func draw(source: String, marks: [Mark], outline: Quadrilateral? = nil, to destination: String) throws(OCRError) {
        let bytes = try ImageLoader.readFile(at: source, limits: ImageLimits())
        try draw(imageBytes: bytes, name: source, marks: marks, outline: outline, to: destination)
    }

    /// Writes the encoded image `imageBytes` (named `name` in errors) with `marks` drawn
    /// on it as a PNG at `destination`: a PDF page's rendering, or an image file's bytes.
    public static func draw(
        imageBytes: [UInt8], name source: String, marks: [Mark], outline: Quadrilateral? = nil, to destination: String
    ) throws(OCRError) {
        _ = Leptonica.silenced
        let limits = ImageLimits()
        let stored = try ImageLoader.header(of: imageBytes, path: source, limits: limits)
        let decoded = try ImageLoader.decode(imageBytes, header: stored, path: source)
        let image = try ImageLoader.turned(decoded, by: ImageLoader.exifTurn(imageBytes, header: stored).0, path: source)
        guard let colour = PixImage(taking: pixConvertTo32(image.pointer)) else {
            throw .preprocessingFailed(path: source, step: "colour copy for the overlay")
        }
        for mark in marks {
            let clamped = mark.box.clamped(width: colour.width, height: colour.height)
            guard clamped.width > 0, clamped.height > 0,
                let box = boxCreate(Int32(clamped.x0), Int32(clamped.y0), Int32(clamped.width), Int32(clamped.height))
            else { continue }
            var doomed: UnsafeMutablePointer<CTesseract.Box>? = box
            pixRenderBoxArb(colour.pointer, box, Int32(mark.width), mark.color.0, mark.color.1, mark.color.2)
            boxDestroy(&doomed)
        }
        if let outline {
            let width = Int32(max(3, min(colour.width, colour.height) / 200))
            for index in 0..<4 {
                let (a, b) = (outline.corners[index], outline.corners[(index + 1) % 4])
                pixRenderLineArb(
                    colour.pointer, Int32(a.x.rounded()), Int32(a.y.rounded()), Int32(b.x.rounded()), Int32(b.y.rounded()), width,
                    outlineColor.0, outlineColor.1, outlineColor.2)
            }
        }
        guard pixWrite(destination, colour.pointer, Int32(IFF_PNG)) == 0 else {
            throw .unreadable(path: destination, reason: "the overlay could not be written")
        }
    }
}
