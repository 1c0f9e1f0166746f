/// Text from receipts and folders made safe to print on a terminal.
extension String {
    /// The text with control characters shown as escapes (`\n`, `\u{1B}`), so a file
    /// name or an OCR reading that holds a newline, a terminal escape sequence or a
    /// bidirectional override can neither split a one-line message, drive the terminal,
    /// nor make a line read in a different order than it was written.
    ///
    /// For what a person reads (the grading screen, `explain`, text reports, tables and
    /// diagnostics); JSON, CSV and the ledger keep the exact text.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isEscapedOnTerminals) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.isEscapedOnTerminals:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls and DEL (general category Cc), and the bidirectional
    /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
    /// reorder the rest of a line on screen.
    fileprivate var isEscapedOnTerminals: Bool {
        properties.generalCategory == .control || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
