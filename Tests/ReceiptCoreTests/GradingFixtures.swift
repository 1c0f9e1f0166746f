import ReceiptCore

/// Small scan records with the shape `receipts scan` writes, for the grading tests.
enum GradingFixtures {
    static func field(_ value: String, row: String, rule: String = "test-rule", confidence: Double = 0.8) -> Field {
        Field(value: value, text: value, row: row, confidence: confidence, rule: rule, reason: "because of \(row)")
    }

    /// Three receipts: a full one with a tip, one without a proposed date, and a short one.
    static let records: [ScanRecord] = [
        ScanRecord(
            file: "Fixtures/images/diner.png", sha256: String(repeating: "a", count: 64), extractor: "1.0",
            extraction: Extraction(
                fields: [
                    .merchant: field("DINER 66", row: "DINER 66", rule: "largest-text-near-top"),
                    .date: field("2024-03-04", row: "03/04/2024 12:01"),
                    .total: field("23.45", row: "VISA ****4821 $23.45", rule: "payment-line"),
                    .tip: field("3.00", row: "TIP 3.00"),
                ],
                paper: PaperGuess(paper: .restaurantTip, reason: "a tip line"))
        ),
        ScanRecord(
            file: "Fixtures/images/kiosk.png", sha256: String(repeating: "b", count: 64), extractor: "1.0",
            extraction: Extraction(
                fields: [
                    .merchant: field("KIOSK", row: "KIOSK"),
                    .total: field("4.70", row: "TOTAL 4.70"),
                ],
                missing: [.date: "no date on the page"],
                paper: PaperGuess(paper: .thermalRoll, reason: "a receipt-shaped print"))
        ),
        ScanRecord(
            file: "Fixtures/images/garage.png", sha256: String(repeating: "c", count: 64), extractor: "1.0",
            extraction: Extraction(
                fields: [
                    .merchant: field("GARAGE", row: "GARAGE"),
                    .date: field("2024-02-29", row: "29.02.24"),
                    .total: field("12.00", row: "TOTAL 12.00"),
                ],
                paper: PaperGuess(paper: .faded, reason: "low contrast"))
        ),
    ]

    static func sha(_ index: Int) -> String { records[index].sha256 ?? "" }
}
