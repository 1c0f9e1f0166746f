import Testing

@testable import ReceiptOCR

/// The size a page is prepared at: text brought to the target height, within the
/// bounds on the scale and, when enlarging, on the pixels Tesseract is given.
@Suite struct PageScaleTests {
    let options = PreprocessOptions()

    func scale(textHeight: Double, width: Int, height: Int, decodedScale: Double = 1) -> Double {
        Preprocessor.scale(
            for: .init(textHeight: textHeight), decodedScale: decodedScale, pixels: width * height, options: options)
    }

    @Test func smallTextOnASmallPageIsEnlargedToTheTarget() {
        // 8 px text on a 600×1200 page: 3× makes 6.5 megapixels.
        #expect(abs(scale(textHeight: 8, width: 600, height: 1200) - 3) < 1e-9)
    }

    @Test func enlargingStopsAtThePixelCeiling() {
        // 6 px text on a receipt photo 884×1840: 3.5× would make 19.9 megapixels.
        let scale = scale(textHeight: 6, width: 884, height: 1840)
        let pixels = Double(884 * 1840) * scale * scale
        #expect(scale < 3.5)
        #expect(abs(pixels - Double(options.maxEnlargedPixels)) < 1_000)
    }

    @Test func aPageAlreadyPastTheCeilingIsNotEnlargedButNotShrunkEither() {
        // A 20-megapixel scan with small text keeps its size rather than losing it.
        #expect(scale(textHeight: 12, width: 4000, height: 5000) == 1)
    }

    @Test func reducingIgnoresTheCeiling() {
        // A 35-megapixel scan decoded at half size with 60 px text is reduced to 0.4.
        #expect(abs(scale(textHeight: 30, width: 2480, height: 3508, decodedScale: 0.5) - 0.4) < 1e-9)
    }
}
