/// One character of a re-read as Tesseract's recogniser weighed it: the character it
/// read, how surely (its choice confidence, 0…100), and the other characters it weighed
/// for the same place with theirs (`3` at 93, `9` at 51: a `3` read surely over a `9`).
public struct ReadCharacter: Sendable, Equatable {
    public var character: Character
    public var confidence: Double
    public var others: [Character: Double]

    public init(character: Character, confidence: Double, others: [Character: Double] = [:]) {
        self.character = character
        self.confidence = confidence
        self.others = others
    }

    /// One symbol as Tesseract's recogniser gives it: its text, its confidence, and the
    /// choices it weighed for it with theirs.
    public typealias Symbol = (text: String, confidence: Double, choices: [(text: String, confidence: Double)])

    /// How surely `other` was weighed for this place: 0 when it was not.
    public func weight(of other: Character) -> Double { others[other] ?? 0 }

    /// The recogniser's symbols, each its text and the choices it weighed (best first, as
    /// Tesseract lists them), placed at their character offsets in `text`, the line as read
    /// with its spaces. A symbol's own confidence is its choice's among them (Tesseract may
    /// list a look-alike first, `O` for the `0` it settled on), else the symbol's own.
    /// Empty when the symbols do not spell `text`: no guess at where they belong.
    public static func aligned(_ symbols: [Symbol], to text: String) -> [Int: ReadCharacter] {
        var placed: [Int: ReadCharacter] = [:]
        var characters = Array(text).enumerated().makeIterator()
        for symbol in symbols {
            guard symbol.text.count == 1, let character = symbol.text.first else { return [:] }
            var next = characters.next()
            while let skipped = next, skipped.element.isWhitespace { next = characters.next() }
            guard let (offset, candidate) = next.map({ ($0.offset, $0.element) }), candidate == character else { return [:] }
            var others: [Character: Double] = [:]
            var own: Double?
            for choice in symbol.choices where choice.text.count == 1 {
                guard let other = choice.text.first else { continue }
                if other == character {
                    own = max(own ?? 0, choice.confidence)
                } else {
                    others[other] = max(others[other] ?? 0, choice.confidence)
                }
            }
            placed[offset] = ReadCharacter(character: character, confidence: own ?? symbol.confidence, others: others)
        }
        // Every printed character accounted for.
        while let rest = characters.next() {
            if !rest.element.isWhitespace { return [:] }
        }
        return placed
    }
}
