/// The folded ledger as a flat table, for a spreadsheet: `receipts ledger export`.
extension LedgerState {
    /// One receipt and field as the ledger stands: the latest grade in force (any
    /// grader, any extractor version — later lines win), its proposal, the confirmed
    /// truth and the receipt's paper class.
    public struct Row: Sendable, Equatable, Codable {
        public var sha256: String
        public var file: String
        /// Empty for a receipt that has a paper tag but no field graded yet, so the tag is not lost.
        public var field: String
        public var proposed: String?
        public var grade: Grade?
        public var grader: String?
        public var extractor: String?
        public var truth: String?
        public var paper: PaperClass?

        public static let columns = ["sha256", "file", "field", "proposed", "grade", "grader", "extractor", "truth", "paper"]

        /// The cells in ``columns`` order; absent values are empty.
        public var cells: [String] {
            [
                sha256, file, field, proposed ?? "", grade?.rawValue ?? "", grader ?? "", extractor ?? "", truth ?? "",
                paper?.rawValue ?? "",
            ]
        }

        // Every key is written, `null` when absent, so each JSON row has the same shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sha256, forKey: .sha256)
            try container.encode(file, forKey: .file)
            try container.encode(field, forKey: .field)
            try container.encode(proposed, forKey: .proposed)
            try container.encode(grade, forKey: .grade)
            try container.encode(grader, forKey: .grader)
            try container.encode(extractor, forKey: .extractor)
            try container.encode(truth, forKey: .truth)
            try container.encode(paper, forKey: .paper)
        }
    }

    /// Every receipt and field with a grade or a truth, ordered by file name, then
    /// receipt, then field.
    ///
    /// - Complexity: O(*r* log *r*) for *r* receipts, after the fold.
    public var rows: [Row] {
        var rows: [Row] = []
        let ordered = receipts.values.sorted { ($0.file, $0.sha256) < ($1.file, $1.sha256) }
        for receipt in ordered {
            let fields = Set(receipt.grades.keys).union(receipt.truth.keys).sorted()
            if fields.isEmpty {
                rows.append(Row(sha256: receipt.sha256, file: receipt.file, field: "", paper: receipt.paper))
                continue
            }
            for field in fields {
                let graded = receipt.grades[field]
                rows.append(
                    Row(
                        sha256: receipt.sha256, file: receipt.file, field: field.rawValue, proposed: graded?.proposed,
                        grade: graded?.grade, grader: graded?.grader, extractor: graded?.extractor,
                        truth: receipt.truth[field], paper: receipt.paper))
            }
        }
        return rows
    }
}
