import Foundation
import ReceiptCore

/// Renders scan records as JSON lines, CSV rows or a terminal table. CSV and the table
/// name, under `check`, the headline fields to ask about rather than fill in
/// (`Extraction.fieldsToCheck`); a JSON line carries every confidence instead.
struct ScanRenderer {
    let format: ScanCommand.Format
    static let columns: [FieldName] = FieldName.allCases

    var header: String? {
        switch format {
        case .jsonl: nil
        case .csv: (["file", "sha256"] + Self.columns.map(\.rawValue) + ["paper", "check", "error"]).joined(separator: ",")
        case .table: Self.tableRow(["file", "merchant", "date", "total", "payment", "paper", "check"])
        }
    }

    func render(_ record: ScanRecord) -> String {
        switch format {
        case .jsonl:
            return (try? JSONLine.encode(record)) ?? #"{"file":"?","error":"could not encode the record"}"#
        case .csv:
            let fields = Self.columns.map { record.extraction?.fields[$0]?.value ?? "" }
            let check = record.extraction.map(Self.check) ?? ""
            let cells = [record.file, record.sha256 ?? ""] + fields + [record.extraction?.paper.paper.rawValue ?? "", check, record.error ?? ""]
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
                record.extraction?.paper.paper.rawValue ?? "", record.extraction.map(Self.check) ?? "",
            ])
        }
    }

    /// The fields to ask about, by name: `merchant date`, or empty when all three are sure.
    static func check(_ extraction: Extraction) -> String {
        extraction.fieldsToCheck().map(\.rawValue).joined(separator: " ")
    }

    static func tableRow(_ cells: [String], widths: [Int] = [34, 30, 10, 10, 10, 14, 20]) -> String {
        cells.enumerated().map { index, cell in
            let width = index < widths.count ? widths[index] : 20
            let cell = cell.escapingControlCharacters
            let clipped = cell.count > width ? String(cell.prefix(width - 1)) + "…" : cell
            return clipped.padding(toLength: width, withPad: " ", startingAt: 0)
        }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
