import Testing

@testable import ReceiptCore

/// The one-slip check label matching uses agrees with the full edit distance.
@Suite struct EditDistanceTests {
    static let words = [
        "TOTAL", "TOTAI", "SUBT0TAL", "SUBTOTAL", "CASH", "CHANGE", "CHANG", "CHANGES", "RÜCKGELD", "RUCKGELD", "", "A", "AB", "BA", "ÉTÉ", "ETE",
    ]

    /// Every word with each single deletion, substitution (by `X`) and insertion.
    static var variants: [String] {
        words.flatMap { word -> [String] in
            let characters = Array(word)
            var result = [word]
            for index in characters.indices {
                var deleted = characters
                deleted.remove(at: index)
                var substituted = characters
                substituted[index] = "X"
                result += [String(deleted), String(substituted)]
            }
            for index in 0...characters.count {
                var inserted = characters
                inserted.insert("Y", at: index)
                result.append(String(inserted))
            }
            return result
        }
    }

    @Test func atMostOneAgreesWithTheDistance() {
        let all = Self.variants
        for a in Self.words {
            for b in all {
                #expect(EditDistance.atMost(1, a, b) == (EditDistance.distance(a, b) <= 1), "\(a) / \(b)")
                #expect(EditDistance.atMost(1, b, a) == (EditDistance.distance(b, a) <= 1), "\(b) / \(a)")
            }
        }
    }
}
