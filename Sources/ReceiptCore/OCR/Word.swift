/// One word as the OCR stage read it, with where it sits on the page.
///
/// Indices follow Tesseract's own TSV numbering so a dump can be compared with
/// `tesseract IMG out tsv`: `block` counts from 1 over the page, `paragraph` from 1
/// within its block, `line` from 1 within its paragraph and `index` from 1 within
/// its line.
public struct Word: Sendable, Codable, Equatable {
    /// The recognised text, never empty.
    public var text: String
    /// Where the word is, in original-image pixels (see ``Box``).
    public var box: Box
    /// Tesseract's word confidence, 0…100.
    public var confidence: Double
    public var block: Int
    public var paragraph: Int
    public var line: Int
    public var index: Int
    /// Height in pixels of the text line the word belongs to: a proxy for font size.
    public var lineHeight: Int

    public init(
        text: String, box: Box, confidence: Double,
        block: Int = 1, paragraph: Int = 1, line: Int = 1, index: Int = 1, lineHeight: Int? = nil
    ) {
        self.text = text
        self.box = box
        self.confidence = confidence
        self.block = block
        self.paragraph = paragraph
        self.line = line
        self.index = index
        self.lineHeight = lineHeight ?? box.height
    }

    private enum CodingKeys: String, CodingKey {
        case text, box
        case confidence = "conf"
        case block
        case paragraph = "par"
        case line
        case index = "word"
        case lineHeight
    }
}
