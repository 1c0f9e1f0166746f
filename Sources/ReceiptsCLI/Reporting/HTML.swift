/// A fragment of HTML whose interpolated strings are escaped unless they are
/// themselves `HTML`.
///
/// The report shows merchant names, file names, paper tags, grader names and
/// versions straight from the ledger, any of which a person (or an OCR misread)
/// may have made `<script>…`. Escaping by default means forgetting to escape is
/// impossible; only markup built by this type is inserted as is.
struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible, Equatable {
    private(set) var markup: String

    init(stringLiteral value: String) {
        markup = value
    }

    init(stringInterpolation: Interpolation) {
        markup = stringInterpolation.markup
    }

    var description: String { markup }

    struct Interpolation: StringInterpolationProtocol {
        var markup = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity * 2)
        }

        mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Text: escaped.
        mutating func appendInterpolation(_ text: String) {
            markup += HTML.escape(text)
        }

        /// Anything printable (numbers, enums): escaped as text.
        mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            markup += HTML.escape(value.description)
        }

        /// Markup built by this type: as is.
        mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments { markup += fragment.markup }
        }
    }

    static func + (lhs: HTML, rhs: HTML) -> HTML {
        var result = lhs
        result.markup += rhs.markup
        return result
    }

    static func += (lhs: inout HTML, rhs: HTML) {
        lhs.markup += rhs.markup
    }

    /// Text safe in element content and in quoted attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}

extension Array where Element == HTML {
    /// The fragments one after another, `separator` between them.
    func joined(separator: HTML = "") -> HTML {
        var result: HTML = ""
        for (index, fragment) in enumerated() {
            if index > 0 { result += separator }
            result += fragment
        }
        return result
    }
}
