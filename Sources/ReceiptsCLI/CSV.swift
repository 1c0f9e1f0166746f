import Foundation

/// Cells for every CSV that Receipts writes (`scan --format csv`, `ledger export`,
/// `report --format csv`), which a household opens in a spreadsheet.
enum CSV {
    /// `text` as one CSV cell: disarmed when a spreadsheet would read it as a formula,
    /// then quoted when it must be (RFC 4180).
    ///
    /// Merchants, rows and file names come from OCR and from whatever is in a folder, so
    /// a receipt read as `=HYPERLINK(…)` or a file named `@SUM(…).png` would otherwise run
    /// as a formula. A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
    /// gets a leading `'`, which spreadsheets take as "this is text" (OWASP's advice).
    /// Plain numbers are left alone, so a refund of `-2.00` stays a number to sum.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func cell(_ text: String) -> String {
        var text = text
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first), !isPlainNumber(text) {
            text = "'" + text
        }
        // Scalars, not characters: "\r\n" is one character, equal to neither "\r" nor "\n".
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return text
        }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A sign, digits and at most one decimal point or comma (`-2.00`, `+3`, `-0,5`):
    /// nothing a spreadsheet could run.
    private static func isPlainNumber(_ text: String) -> Bool {
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        return parts.count <= 2 && unsigned.contains(where: \.isWholeNumber)
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }
    }
}
