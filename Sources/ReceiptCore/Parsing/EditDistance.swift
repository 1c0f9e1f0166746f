/// Levenshtein distance and similarity between short strings.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions
    /// turning `a` into `b`.
    ///
    /// - Complexity: O(m × n) for strings of lengths m and n.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = Array(repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// Whether the distance is at most `limit`, without computing more than needed.
    public static func atMost(_ limit: Int, _ a: String, _ b: String) -> Bool {
        let (m, n) = (a.count, b.count)
        guard abs(m - n) <= limit else { return false }
        // Label matching asks this of every word against every keyword of a similar
        // length: one slip is checked in one pass, without the full table's arrays.
        if limit == 1 { return m >= n ? isWithinOneEdit(longer: a, m, shorter: b, n) : isWithinOneEdit(longer: b, n, shorter: a, m) }
        return distance(a, b) <= limit
    }

    /// Whether deleting or substituting at most one character of `longer` gives
    /// `shorter`; `m` and `n` are their lengths, `m - n` is 0 or 1.
    ///
    /// - Complexity: O(m).
    static func isWithinOneEdit(longer: String, _ m: Int, shorter: String, _ n: Int) -> Bool {
        var i = longer.startIndex
        var j = shorter.startIndex
        while i < longer.endIndex, j < shorter.endIndex, longer[i] == shorter[j] {
            longer.formIndex(after: &i)
            shorter.formIndex(after: &j)
        }
        guard i < longer.endIndex else { return true }
        // The first difference: skip it in the longer string, and in both when the
        // lengths are equal (a substitution); the rest must then match exactly.
        longer.formIndex(after: &i)
        if m == n { shorter.formIndex(after: &j) }
        return longer[i...].elementsEqual(shorter[j...])
    }

    /// 1 − distance / longer length: 1 for equal strings, 0 for nothing in common.
    public static func similarity(_ a: String, _ b: String) -> Double {
        let longest = max(a.count, b.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(distance(a, b)) / Double(longest)
    }
}
