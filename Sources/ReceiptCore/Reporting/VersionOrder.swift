/// Orders extractor versions the way people number them: `1.9` before `1.10`.
///
/// Ledger order is not used because ledgers merged from several machines, or
/// a rescore of an old image set, do not append versions in release order.
public enum VersionOrder {
    /// Compares dot- or dash-separated components, numbers numerically and before
    /// words (`1.0` < `1.0-beta` < `unknown`); equal components fall back to the text.
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let left = components(a)
        let right = components(b)
        for (x, y) in zip(left, right) where x != y {
            switch (Int(x), Int(y)) {
            case (let i?, let j?): if i != j { return i < j }
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return x < y
            }
        }
        if left.count != right.count { return left.count < right.count }
        return a < b
    }

    private static func components(_ version: String) -> [String] {
        version.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "+" || $0 == "_" }).map(String.init)
    }
}
