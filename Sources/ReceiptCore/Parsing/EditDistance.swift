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
        guard abs(a.count - b.count) <= limit else { return false }
        return distance(a, b) <= limit
    }

    /// 1 − distance / longer length: 1 for equal strings, 0 for nothing in common.
    public static func similarity(_ a: String, _ b: String) -> Double {
        let longest = max(a.count, b.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(distance(a, b)) / Double(longest)
    }
}
