/// One line of `receipts scan` output: a receipt, what was proposed for it, and how
/// it was read — or, when the file could not be read, the error.
public struct ScanRecord: Sendable, Equatable {
    /// The path as given on the command line (or found in a folder).
    public var file: String
    /// SHA-256 of the file's bytes, lower-case hex: the receipt's identity.
    public var sha256: String?
    /// Version of the extractor that made the proposals.
    public var extractor: String
    public var extraction: Extraction?
    public var ocr: OCRSummary?
    public var timings: StageTimings?
    /// Why the file could not be read; set only for failed receipts.
    public var error: String?
    /// The first read's merchant candidates and their features, when asked for
    /// (`scan --merchant-candidates`): what the merchant scorer is trained on.
    public var merchantCandidates: MerchantTrainingRecord?

    public init(
        file: String, sha256: String?, extractor: String, extraction: Extraction? = nil,
        ocr: OCRSummary? = nil, timings: StageTimings? = nil, error: String? = nil
    ) {
        self.file = file
        self.sha256 = sha256
        self.extractor = extractor
        self.extraction = extraction
        self.ocr = ocr
        self.timings = timings
        self.error = error
    }
}

/// How well the page was read, in a few numbers.
public struct OCRSummary: Sendable, Codable, Equatable {
    public var width: Int
    public var height: Int
    public var words: Int
    public var rows: Int
    /// Mean word confidence, 0…100.
    public var meanConfidence: Double
    public var preprocessing: Preprocessing
    /// The image format, for example `jpeg`.
    public var format: String?
    /// The OCR reads made, when more than the first: `["first", "second pass (…)"]`.
    public var passes: [String]?
    /// Why the first read was not good enough, when a second pass was made.
    public var secondLook: [String]?
    /// Why the overlay picture could not be written, when one was asked for.
    public var overlayError: String?
    /// The reading model that read the page: its name and the start of its file's SHA-256
    /// (`receipts sha256:…`, `eng sha256:…`).
    public var model: String?
    /// Where the words came from when not from OCR: `pdf text layer` (exact text, nothing recognised).
    public var source: String?

    /// The `source` of words taken from a PDF's text layer.
    public static let pdfTextLayer = "pdf text layer"

    public init(
        width: Int, height: Int, words: Int, rows: Int, meanConfidence: Double, preprocessing: Preprocessing,
        format: String? = nil, passes: [String]? = nil, secondLook: [String]? = nil, model: String? = nil
    ) {
        self.width = width
        self.height = height
        self.words = words
        self.rows = rows
        self.meanConfidence = meanConfidence
        self.preprocessing = preprocessing
        self.format = format
        self.passes = passes
        self.secondLook = secondLook
        self.model = model
    }
}

extension ScanRecord: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    // Fields sit at the top level under their own names (`"total": {…}` or
    // `"total": null`), with the reasons for the missing ones under `"missing"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(file, forKey: Key("file"))
        try container.encodeIfPresent(sha256, forKey: Key("sha256"))
        try container.encode(extractor, forKey: Key("extractor"))
        if let error {
            try container.encode(error, forKey: Key("error"))
        }
        if let extraction {
            for name in FieldName.allCases {
                if let field = extraction.fields[name] {
                    try container.encode(field, forKey: Key(name.rawValue))
                } else {
                    try container.encodeNil(forKey: Key(name.rawValue))
                }
            }
            let missing = Dictionary(uniqueKeysWithValues: extraction.missing.map { ($0.key.rawValue, $0.value) })
            try container.encode(missing, forKey: Key("missing"))
            try container.encode(extraction.paper, forKey: Key("paper"))
            try container.encodeIfPresent(extraction.shop, forKey: Key("shop"))
            try container.encodeIfPresent(extraction.memory, forKey: Key("memory"))
        }
        try container.encodeIfPresent(ocr, forKey: Key("ocr"))
        try container.encodeIfPresent(timings, forKey: Key("timings"))
        try container.encodeIfPresent(merchantCandidates, forKey: Key("merchantCandidates"))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        file = try container.decode(String.self, forKey: Key("file"))
        sha256 = try container.decodeIfPresent(String.self, forKey: Key("sha256"))
        extractor = try container.decodeIfPresent(String.self, forKey: Key("extractor")) ?? "unknown"
        error = try container.decodeIfPresent(String.self, forKey: Key("error"))
        ocr = try container.decodeIfPresent(OCRSummary.self, forKey: Key("ocr"))
        timings = try container.decodeIfPresent(StageTimings.self, forKey: Key("timings"))
        merchantCandidates = try container.decodeIfPresent(MerchantTrainingRecord.self, forKey: Key("merchantCandidates"))
        if container.contains(Key("paper")) {
            var extraction = Extraction(paper: try container.decode(PaperGuess.self, forKey: Key("paper")))
            extraction.shop = try container.decodeIfPresent(ShopPrint.self, forKey: Key("shop"))
            extraction.memory = try container.decodeIfPresent(ShopRecognition.self, forKey: Key("memory"))
            for name in FieldName.allCases {
                if let field = try container.decodeIfPresent(Field.self, forKey: Key(name.rawValue)) {
                    extraction.fields[name] = field
                }
            }
            let missing = try container.decodeIfPresent([String: String].self, forKey: Key("missing")) ?? [:]
            for (key, reason) in missing {
                if let name = FieldName(rawValue: key) { extraction.missing[name] = reason }
            }
            self.extraction = extraction
        } else {
            extraction = nil
        }
    }
}
