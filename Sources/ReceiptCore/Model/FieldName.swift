/// The fields Receipts proposes for each receipt.
public enum FieldName: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    case merchant, date, total, subtotal, tax, tip, payment, currency, time

    /// The three fields every receipt is graded on.
    public static let primary: [FieldName] = [.merchant, .date, .total]

    /// Fields whose values are amounts (`"12.30"`).
    public var isAmount: Bool { [.total, .subtotal, .tax, .tip].contains(self) }

    public var description: String { rawValue }

    public static func < (lhs: FieldName, rhs: FieldName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
