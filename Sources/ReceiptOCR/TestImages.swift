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
}
