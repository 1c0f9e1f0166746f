/// Fixed-width columns of the plain-text tables `grade --truth` prints.
enum TextColumn {
    /// `text` right-aligned in `width` characters (never cut).
    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    static func right(_ value: Int, _ width: Int) -> String { right(String(value), width) }

    /// A rate 0…1 as a percentage with one decimal, without the sign: `83.4`.
    static func percent(_ rate: Double) -> String {
        let tenths = Int((rate * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
