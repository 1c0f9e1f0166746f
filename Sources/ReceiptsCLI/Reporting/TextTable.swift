import ReceiptCore

/// A plain-text table with columns sized to their contents, for terminals and golden files.
struct TextTable {
    enum Alignment { case left, right }

    var columns: [(title: String, alignment: Alignment)]
    var rows: [[String]] = []

    init(_ columns: [(String, Alignment)]) {
        self.columns = columns.map { (title: $0.0, alignment: $0.1) }
    }

    /// Cells are escaped here, before the columns are measured: paper classes, versions
    /// and graders come from the ledger, and an escape sequence must neither run on the
    /// terminal nor throw the columns out of line.
    mutating func append(_ row: [String]) {
        rows.append(row.map(\.escapingControlCharacters))
    }

    /// The lines of the table, header first, columns two spaces apart, no trailing spaces.
    ///
    /// - Complexity: O(cells).
    func lines(indent: String = "") -> [String] {
        var widths = columns.map { $0.title.count }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, column) in columns.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                parts.append(column.alignment == .left ? cell + padding : padding + cell)
            }
            var text = indent + parts.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        return [line(columns.map(\.title))] + rows.map(line)
    }
}
