import Foundation
import ReceiptCore

/// Renders scan records as JSON lines, CSV rows or a terminal table.
struct ScanRenderer {
    let format: ScanCommand.Format
    static let columns: [FieldName] = FieldName.allCases

    var header: String? {
        switch format {
        case .jsonl: nil
        case .csv: (["file", "sha256"] + Self.columns.map(\.rawValue) + ["paper", "error"]).joined(separator: ",")
        case .table: Self.tableRow(["file", "merchant", "date", "total", "payment", "paper"])
        }
    }

    func render(_ record: ScanRecord) -> String {
        switch format {
        case .jsonl:
            return (try? JSONLine.encode(record)) ?? #"{"file":"?","error":"could not encode the record"}"#
        case .csv:
            let fields = Self.columns.map { record.extraction?.fields[$0]?.value ?? "" }
            let cells = [record.file, record.sha256 ?? ""] + fields + [record.extraction?.paper.paper.rawValue ?? "", record.error ?? ""]
            return cells.map(CSV.cell).joined(separator: ",")
        case .table:
            if let error = record.error {
                // The file is in the first column: show the reason, which the cell would otherwise clip away.
                let reason = error.hasPrefix(record.file + ": ") ? String(error.dropFirst(record.file.count + 2)) : error
                return Self.tableRow([record.file, "error: \(reason)"], widths: [34, 80])
            }
            let value = { (name: FieldName) in record.extraction?.fields[name]?.value ?? "—" }
            return Self.tableRow([
                record.file, value(.merchant), value(.date), value(.total), value(.payment),
                record.extraction?.paper.paper.rawValue ?? "",
            ])
        }
    }

    static func tableRow(_ cells: [String], widths: [Int] = [34, 30, 10, 10, 10, 14]) -> String {
        cells.enumerated().map { index, cell in
            let width = index < widths.count ? widths[index] : 20
            let cell = cell.escapingControlCharacters
            let clipped = cell.count > width ? String(cell.prefix(width - 1)) + "…" : cell
            return clipped.padding(toLength: width, withPad: " ", startingAt: 0)
        }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
