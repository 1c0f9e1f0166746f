import Foundation

/// One JSON value per line: the format of scan output, word dumps and the ledger.
public enum JSONLine {
    /// Encodes `value` as compact JSON with sorted keys, without a trailing newline.
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }

    /// Decodes one line of JSON.
    public static func decode<T: Decodable>(_ type: T.Type, from line: some StringProtocol) throws -> T {
        try JSONDecoder().decode(type, from: Data(line.utf8))
    }
}
