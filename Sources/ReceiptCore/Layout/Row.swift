/// Words that sit on one printed row of the receipt, left to right.
public struct Row: Sendable, Equatable {
    /// Position of the row from the top of the page, from 0.
    public var index: Int
    /// The row's words, sorted left to right.
    public var words: [Word] {
        didSet { text = Self.text(of: words) }
    }
    /// The union of the words' boxes.
    public var box: Box
    /// The row's text height in pixels (median word height): a proxy for font size.
    public var height: Int

    public init(index: Int, words: [Word]) {
        self.index = index
        self.words = words.sorted { $0.box.x0 < $1.box.x0 }
        self.box = Box.union(of: words.map(\.box)) ?? Box(x0: 0, y0: 0, x1: 0, y1: 0)
        let heights = words.map(\.box.height).sorted()
        self.height = heights.isEmpty ? 0 : heights[heights.count / 2]
        self.text = Self.text(of: self.words)
    }

    /// The words joined by single spaces, as a person would read the row.
    ///
    /// Stored, not computed: extraction reads it for every candidate on the row, which
    /// on a long row made the cost grow with the square of its length.
    public private(set) var text: String

    private static func text(of words: [Word]) -> String { words.map(\.text).joined(separator: " ") }

    /// The union of the boxes of the words that a character range of ``text`` touches.
    public func box(ofCharacters range: Range<Int>) -> Box? {
        Box.union(of: words(ofCharacters: range).map(\.box))
    }

    /// The words that a character range of ``text`` touches.
    public func words(ofCharacters range: Range<Int>) -> [Word] {
        var offset = 0
        var touched: [Word] = []
        for word in words {
            let length = word.text.count
            if offset < range.upperBound, offset + length > range.lowerBound { touched.append(word) }
            offset += length + 1  // the joining space
        }
        return touched
    }

    /// Mean OCR confidence of the row's words, 0…100.
    public var confidence: Double {
        words.isEmpty ? 0 : words.reduce(0) { $0 + $1.confidence } / Double(words.count)
    }
}
