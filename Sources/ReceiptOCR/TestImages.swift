import CTesseract
import ReceiptCore

/// Test support: images made on the fly with Leptonica, so OCR tests need neither
/// committed variants of the fixtures nor C pointers of their own.
package enum TestImages {
    /// Writes `source` turned clockwise by `quarterTurns` as a PNG at `destination`;
    /// returns whether it worked.
    package static func writeTurned(_ source: String, quarterTurns: Int, to destination: String) -> Bool {
        _ = Leptonica.silenced
        guard let image = PixImage(taking: pixRead(source)),
            let turned = PixImage(taking: pixRotateOrth(image.pointer, Int32(quarterTurns)))
        else { return false }
        return pixWrite(destination, turned.pointer, Int32(IFF_PNG)) == 0
    }

    /// Writes `source` in grey with black bands along its right, top and bottom edges,
    /// as a scanner's lid frames a narrow receipt, as a PNG at `destination`.
    package static func writeFramed(_ source: String, to destination: String) -> Bool {
        guard let grey = readGrey(source) else { return false }
        let (width, height) = (Int32(grey.width), Int32(grey.height))
        let side = max(8, width / 25)
        let edge = max(6, height / 60)
        for (x, y, w, h) in [(width - side, 0, side, height), (0, 0, width, edge), (0, height - edge, width, edge)] {
            // PIX_CLR: all bits off, which in 8-bit grey is black.
            guard pixRasterop(grey.pointer, x, y, w, h, PIX_CLR, nil, 0, 0) == 0 else { return false }
        }
        return pixWrite(destination, grey.pointer, Int32(IFF_PNG)) == 0
    }

    /// Writes a page of noise (every pixel an independent random grey level) as a
    /// PNG at `destination`, from a fixed seed.
    package static func writeNoise(width: Int, height: Int, to destination: String) -> Bool {
        _ = Leptonica.silenced
        guard let page = PixImage(taking: pixCreate(Int32(width), Int32(height), 8)) else { return false }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                pixSetPixel(page.pointer, Int32(x), Int32(y), UInt32(state >> 56))
            }
        }
        return pixWrite(destination, page.pointer, Int32(IFF_PNG)) == 0
    }

    /// Whether `Preprocessor.clearingEdgeBands` finds bands to clear on the image at
    /// `path` read as grey; `nil` when it cannot be read.
    package static func hasEdgeBands(_ path: String, solidOnly: Bool) -> Bool? {
        readGrey(path).map { Preprocessor.clearingEdgeBands($0, solidOnly: solidOnly) != nil }
    }

    /// Writes `source` as a small photo of a dot-matrix receipt on a dark table, as a PNG
    /// at `destination`: shrunk to `longSide` pixels with a margin, its ink kept only on
    /// every other pixel of every other row (dots, grey 140) on grey paper (210), framed
    /// in near-black.
    package static func writeDottedOnTable(_ source: String, longSide: Int, to destination: String) -> Bool {
        guard let grey = readGrey(source) else { return false }
        let factor = Float(longSide) * 0.9 / Float(max(grey.width, grey.height))
        guard let small = PixImage(taking: pixScaleGeneral(grey.pointer, factor, factor, 0, 0)) else { return false }
        let (width, height) = (small.width, small.height)
        let (canvasWidth, canvasHeight) = (width * 5 / 4, height * 10 / 9)
        guard let canvas = PixImage(taking: pixCreate(Int32(canvasWidth), Int32(canvasHeight), 8)),
            pixSetAllArbitrary(canvas.pointer, 25) == 0
        else { return false }
        let (left, top) = (width / 8, height / 20)
        for y in 0..<height {
            for x in 0..<width {
                var value: UInt32 = 0
                pixGetPixel(small.pointer, Int32(x), Int32(y), &value)
                let dot = value < 128 && x % 2 == 0 && y % 2 == 0
                pixSetPixel(canvas.pointer, Int32(left + x), Int32(top + y), dot ? 140 : 210)
            }
        }
        return pixWrite(destination, canvas.pointer, Int32(IFF_PNG)) == 0
    }

    /// Writes `source` as a phone's photo of it on a grey table (grey 90), seen from
    /// below its foot: the paper's far (top) edge shorter than its near one, as a PNG at
    /// `destination` 1.6 times as wide and 1.4 times as tall as the source.
    package static func writeInPerspective(_ source: String, to destination: String) -> Bool {
        guard let grey = readGrey(source) else { return false }
        let (width, height) = (Double(grey.width), Double(grey.height))
        let (canvasWidth, canvasHeight) = (Int32(width * 1.6), Int32(height * 1.4))
        let (w, h) = (Double(canvasWidth), Double(canvasHeight))
        // The source padded with table to the canvas's size, then its corners sent to the paper's.
        guard
            let padded = PixImage(
                taking: pixAddBorderGeneral(grey.pointer, 0, canvasWidth - Int32(grey.width), 0, canvasHeight - Int32(grey.height), 90)),
            let from = ptaCreate(4), let to = ptaCreate(4)
        else { return false }
        var (doomedFrom, doomedTo): (UnsafeMutablePointer<Pta>?, UnsafeMutablePointer<Pta>?) = (from, to)
        defer {
            ptaDestroy(&doomedFrom)
            ptaDestroy(&doomedTo)
        }
        for (x, y) in [(0.0, 0.0), (width, 0), (width, height), (0, height)] { ptaAddPt(from, Float(x), Float(y)) }
        for (x, y) in [(0.25 * w, 0.12 * h), (0.75 * w, 0.14 * h), (0.85 * w, 0.88 * h), (0.15 * w, 0.86 * h)] { ptaAddPt(to, Float(x), Float(y)) }
        guard let photo = PixImage(taking: pixProjectivePtaGray(padded.pointer, to, from, 90)) else { return false }
        return pixWrite(destination, photo.pointer, Int32(IFF_PNG)) == 0
    }

    /// Whether `PaperFinder.cutsPrint` finds print outside `outline` on the image at
    /// `path` read as grey; `nil` when it cannot be read.
    package static func cutsPrint(_ path: String, outline: Quadrilateral) -> Bool? {
        readGrey(path).map { PaperFinder.cutsPrint($0, outline: outline) }
    }

    /// The image at `path` in 8-bit grey, or `nil` when it cannot be read.
    private static func readGrey(_ path: String) -> PixImage? {
        _ = Leptonica.silenced
        return PixImage(taking: pixRead(path)).flatMap { PixImage(taking: pixConvertTo8($0.pointer, 0)) }
    }
}
