import ReceiptCore
import Testing

/// File names and OCR text are printed on terminals: what could act on the terminal is
/// shown as an escape, and everything else is left as it was read.
@Suite struct ControlCharacterTests {
    @Test func controlCharactersInNamesCannotBreakALineOrDriveTheTerminal() {
        #expect("a\nb\u{1B}[2J\tc\u{7F}".escapingControlCharacters == "a\\nb\\u{1B}[2J\\tc\\u{7F}")
        #expect("plain café.png".escapingControlCharacters == "plain café.png")
    }

    @Test func c1ControlsAndBidiOverridesAreShownAsEscapes() {
        // U+009B is a one-character CSI on terminals that read C1 controls.
        #expect("\u{9B}2J\u{85}".escapingControlCharacters == "\\u{9B}2J\\u{85}")
        // A right-to-left override makes `invoice‮gnp.exe` read as `invoiceexe.png`.
        #expect("invoice\u{202E}gnp.exe".escapingControlCharacters == "invoice\\u{202E}gnp.exe")
        #expect(
            "\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}".escapingControlCharacters
                == "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{2066}\\u{2067}\\u{2068}\\u{2069}")
        // Right-to-left text itself, and the marks inside ordinary words, stay as they are.
        #expect("مطعم 12.50 שלום ZÜRICH".escapingControlCharacters == "مطعم 12.50 שלום ZÜRICH")
    }
}
