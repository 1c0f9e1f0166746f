import CTesseract

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
        _ = Leptonica.silenced
        guard let image = PixImage(taking: pixRead(source)), let grey = PixImage(taking: pixConvertTo8(image.pointer, 0))
        else { return false }
        let (width, height) = (Int32(grey.width), Int32(grey.height))
        let side = max(8, width / 25), edge = max(6, height / 60)
        for (x, y, w, h) in [(width - side, 0, side, height), (0, 0, width, edge), (0, height - edge, width, edge)] {
            // PIX_CLR: all bits off, which in 8-bit grey is black.
            guard pixRasterop(grey.pointer, x, y, w, h, PIX_CLR, nil, 0, 0) == 0 else { return false }
        }
        return pixWrite(destination, grey.pointer, Int32(IFF_PNG)) == 0
    }
}
