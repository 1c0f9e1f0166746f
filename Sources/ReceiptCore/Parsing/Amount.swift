/// A sum of money in minor units (cents), exact.
public struct Amount: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The value in hundredths: 1230 is 12.30.
    public var cents: Int

    public init(cents: Int) {
        self.cents = cents
    }

    /// Parses a plain decimal string such as `"12.30"`, `"-2"` or `"7.5"`; `nil` otherwise.
    public init?(decimal text: some StringProtocol) {
        var text = Substring(text)
        var negative = false
        if text.first == "-" {
            negative = true
            text = text.dropFirst()
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]), !parts[0].isEmpty,
            parts[0].allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        var fraction = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits)
            else { return nil }
            fraction = digits.count == 1 ? value * 10 : value
        }
        let (product, overflow) = whole.multipliedReportingOverflow(by: 100)
        let (sum, sumOverflow) = product.addingReportingOverflow(fraction)
        guard !overflow, !sumOverflow else { return nil }
        cents = negative ? -sum : sum
    }

    /// The canonical decimal string, `"12.30"`.
    public var decimalString: String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    public var description: String { decimalString }

    public static func < (lhs: Amount, rhs: Amount) -> Bool { lhs.cents < rhs.cents }
    public static func + (lhs: Amount, rhs: Amount) -> Amount { Amount(cents: lhs.cents &+ rhs.cents) }
    public static func - (lhs: Amount, rhs: Amount) -> Amount { Amount(cents: lhs.cents &- rhs.cents) }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let amount = Amount(decimal: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an amount: \(text)"))
        }
        self = amount
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(decimalString)
    }
}
