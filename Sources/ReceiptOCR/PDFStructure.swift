/// What Receipts reads of a PDF in Swift: the file's first and last bytes, and the text
/// Poppler's `pdfinfo` and `pdftotext -bbox-layout` print about it.
///
/// Pure parsing, no C and no processes: it is also a fuzzing target (`images`).
enum PDFStructure {
    /// Whether `bytes` are a PDF: `%PDF-` within the first kilobyte, as readers allow.
    static func isPDF(_ bytes: [UInt8]) -> Bool {
        headerOffset(bytes) != nil
    }

    static func headerOffset(_ bytes: [UInt8]) -> Int? {
        let marker = Array("%PDF-".utf8)
        let end = min(bytes.count, 1024) - marker.count
        guard end >= 0 else { return nil }
        return (0...end).first { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }

    /// Why a PDF's bytes cannot be whole, or `nil`: a file cut short loses its last
    /// `%%EOF` (Poppler would rebuild what it can and read half a receipt).
    static func truncationProblem(_ bytes: [UInt8]) -> String? {
        let marker = Array("%%EOF".utf8)
        let start = max(0, bytes.count - 2048)
        guard bytes.count >= marker.count else { return "truncated: the file ends before its %%EOF marker" }
        let found = (start...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
        return found ? nil : "truncated: the file ends before its %%EOF marker"
    }

    /// What `pdfinfo -f 1 -l N` says.
    struct Info: Equatable {
        var pages: Int
        var encrypted: Bool
        /// Page number → width and height in points, as displayed (after the page's rotation).
        var sizes: [Int: (width: Double, height: Double)]

        static func == (lhs: Info, rhs: Info) -> Bool {
            lhs.pages == rhs.pages && lhs.encrypted == rhs.encrypted
                && lhs.sizes.keys.sorted() == rhs.sizes.keys.sorted()
                && lhs.sizes.allSatisfy { key, value in rhs.sizes[key].map { $0 == value } ?? false }
        }
    }

    /// Parses `pdfinfo` output; `nil` when it gives no page count.
    static func info(fromPdfinfo text: String) -> Info? {
        var pages: Int?
        var encrypted = false
        var sizes: [Int: (width: Double, height: Double)] = [:]
        var rotations: [Int: Int] = [:]
        for line in text.split(separator: "\n").prefix(100_000) {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces }
            guard parts.count == 2 else { continue }
            let (key, value) = (parts[0], parts[1])
            if key == "Pages" {
                pages = Int(value)
            } else if key == "Encrypted" {
                encrypted = value.hasPrefix("yes")
            } else if key.hasPrefix("Page "), key.hasSuffix(" size"), let number = Int(key.dropFirst(5).dropLast(5).trimmingSpaces) {
                // "226.4 x 180 pts" (maybe followed by a paper name such as "(A4)").
                let words = value.split(separator: " ")
                if words.count >= 3, words[1] == "x", let width = Double(words[0]), let height = Double(words[2]),
                    width.isFinite, height.isFinite
                {
                    sizes[number] = (width, height)
                }
            } else if key.hasPrefix("Page "), key.hasSuffix(" rot"), let number = Int(key.dropFirst(5).dropLast(4).trimmingSpaces) {
                rotations[number] = Int(value) ?? 0
            }
        }
        guard let pages, pages >= 0 else { return nil }
        for (number, rotation) in rotations where (rotation / 90) % 2 != 0 {
            if let size = sizes[number] { sizes[number] = (size.height, size.width) }
        }
        return Info(pages: pages, encrypted: encrypted, sizes: sizes)
    }

    /// One word of a PDF's text layer, in points from the page's top-left corner.
    struct TextWord: Equatable {
        var text: String
        var x0: Double, y0: Double, x1: Double, y1: Double
        var block: Int, line: Int, index: Int
        var lineHeight: Double
    }

    /// A page of `pdftotext -bbox-layout` output: its size in points and its words.
    struct TextPage: Equatable {
        var width: Double
        var height: Double
        var words: [TextWord]
    }

    /// Most words kept from one page: a receipt holds hundreds; a hostile page, millions.
    static let maxWords = 20_000

    /// Parses the XHTML of `pdftotext -bbox-layout` for one page. Tag by tag, without an
    /// XML library: Poppler writes one element a line and escapes text as XML.
    ///
    /// - Complexity: O(n) in the text's length.
    static func textPage(fromBBoxLayout text: String) -> TextPage? {
        var page: TextPage?
        var block = 0
        var line = 0
        var index = 0
        var lineHeight = 0.0
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("page ") {
                if page != nil { break }  // one page asked for: a second is not ours
                guard let width = attribute("width", in: tag), let height = attribute("height", in: tag) else { return nil }
                page = TextPage(width: width, height: height, words: [])
            } else if tag.hasPrefix("block ") || tag == "block" {
                block += 1
                line = 0
            } else if tag.hasPrefix("line ") {
                line += 1
                index = 0
                if let y0 = attribute("yMin", in: tag), let y1 = attribute("yMax", in: tag) { lineHeight = y1 - y0 }
            } else if tag.hasPrefix("word "), page != nil {
                guard let end = rest.firstIndex(of: "<"),
                    let x0 = attribute("xMin", in: tag), let y0 = attribute("yMin", in: tag),
                    let x1 = attribute("xMax", in: tag), let y1 = attribute("yMax", in: tag)
                else { continue }
                let word = unescaped(rest[..<end]).trimmingSpaces
                rest = rest[end...]
                guard !word.isEmpty, page?.words.count ?? 0 < maxWords else { continue }
                index += 1
                page?.words.append(
                    TextWord(
                        text: word, x0: x0, y0: y0, x1: x1, y1: y1, block: max(block, 1), line: max(line, 1), index: index,
                        lineHeight: lineHeight > 0 ? lineHeight : y1 - y0))
            }
        }
        return page
    }

    /// The number in `name="…"` inside a tag, when it is a finite number.
    static func attribute(_ name: String, in tag: Substring) -> Double? {
        let key = Array(" \(name)=\"".utf8)
        let bytes = Array(tag.utf8)
        guard bytes.count >= key.count,
            let start = (0...(bytes.count - key.count)).first(where: { bytes[$0..<($0 + key.count)].elementsEqual(key) })
        else { return nil }
        let value = String(decoding: bytes[(start + key.count)...].prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
        guard let number = Double(value), number.isFinite else { return nil }
        return number
    }

    static func unescaped(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&#39;": "'", "&amp;": "&"]
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            if let (entity, character) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += character
                rest = rest.dropFirst(entity.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
