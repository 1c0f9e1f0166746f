import Foundation
import ReceiptCore

/// The report as one JSON document: everything the core computed, for other tools.
///
/// Rates and bounds are proportions (0…1); a row without `paper` covers every paper class.
struct ReportJSONRenderer {
    var source: String
    var report: AccuracyReport

    private struct Document: Encodable {
        var ledger: String
        var report: AccuracyReport
    }

    func render() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(ledger: source, report: report))
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
