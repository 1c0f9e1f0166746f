/// What the extractor proposes for one receipt.
public struct Extraction: Sendable, Equatable {
    /// The proposed fields; a field absent here is in `missing` with the reason.
    public var fields: [FieldName: Field]
    /// Why each field without a proposal has none.
    public var missing: [FieldName: String]
    /// The suggested paper class, for the person grading to confirm.
    public var paper: PaperGuess
    /// What the receipt printed about its shop, for the household's memory (`ShopPrint`).
    public var shop: ShopPrint?
    /// The household's shop the receipt was recognised as, when the memory was used and knew it.
    public var memory: ShopRecognition?

    public init(
        fields: [FieldName: Field] = [:], missing: [FieldName: String] = [:], paper: PaperGuess = .init(), shop: ShopPrint? = nil,
        memory: ShopRecognition? = nil
    ) {
        self.fields = fields
        self.missing = missing
        self.paper = paper
        self.shop = shop
        self.memory = memory
    }

    public subscript(field: FieldName) -> Field? {
        get { fields[field] }
        set { fields[field] = newValue }
    }

    /// The headline fields a person should be asked about rather than have filled in: the
    /// merchant, date and total, each missing or proposed with confidence under `bar`
    /// (by default what `report` counts as confident).
    public func fieldsToCheck(bar: Double = ReportPolicy.standard.highConfidence) -> [FieldName] {
        [.merchant, .date, .total].filter { (fields[$0]?.confidence ?? 0) < bar }
    }
}

/// The extractor's suggestion of a receipt's paper class, and what it saw.
public struct PaperGuess: Sendable, Codable, Equatable {
    public var paper: PaperClass
    public var reason: String

    public init(paper: PaperClass = .thermalRoll, reason: String = "") {
        self.paper = paper
        self.reason = reason
    }

    private enum CodingKeys: String, CodingKey {
        case paper = "class"
        case reason
    }
}
