/// Merchant names a household has confirmed, for normalising what OCR reads.
///
/// Built from the ledger (typed true values and names graded `correct`) and from a
/// plain list a person keeps (one name per line). A proposed name that is a near
/// match — after folding the characters OCR confuses (`0`/`O`/`D`, `1`/`I`/`l`,
/// `5`/`S`, `8`/`B`) — to exactly one catalog name is replaced by it, and the
/// field's evidence says so. An empty catalog changes nothing.
///
/// Spellings that fold to the same name are one entry, named by the spelling confirmed
/// most often: a household that confirmed `GARDENIA BAKERIES (KL) SDN BHD` on 29 receipts
/// and typed `GARDENIA BAKERIES (KI ) SDN BHD` once gets `(KL)`, whichever came first.
public struct MerchantCatalog: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        let key: String
        /// How often each spelling of the name was confirmed, in the order first seen.
        var spellings: [Spelling]

        /// The spelling confirmed most often; of those tied, the first seen.
        var chosen: Spelling {
            let most = spellings.map(\.count).max() ?? 0
            return spellings.first { $0.count == most } ?? spellings[0]
        }
        /// The name, as it was confirmed most often.
        public var name: String { chosen.name }
        /// Where that spelling came from, for the evidence: `ledger`, a file name, …
        public var source: String { chosen.source }
        /// How many times the name was confirmed, in any spelling.
        public var confirmations: Int { spellings.reduce(0) { $0 + $1.count } }
    }

    /// One spelling of a name, where it was first confirmed, and how often it was.
    struct Spelling: Sendable, Equatable {
        var name: String
        var source: String
        var count: Int
    }

    public private(set) var entries: [Entry] = []
    /// Each entry's position in `entries`, by its folded key.
    private var positions: [String: Int] = [:]

    /// Names at least this similar (0…1, after folding) are taken as the same merchant.
    public static let threshold = 0.82

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    /// The entry whose folded name is `key`.
    func entry(key: String) -> Entry? { positions[key].map { entries[$0] } }

    /// Adds a confirmation of a name. A spelling of a name already in the catalog counts
    /// for it; the entry is named by its most confirmed spelling (``Entry/name``).
    /// Adds `name` as confirmed `count` times.
    public mutating func add(_ name: String, source: String, count: Int = 1) {
        guard count > 0 else { return }
        // Names from the ledger rarely need trimming, and trimming is not free.
        let padded = name.first.map { $0.isWhitespace } == true || name.last.map { $0.isWhitespace } == true
        let trimmed = padded ? name.trimmingCharacters(in: .whitespaces) : name
        let key = Self.key(trimmed)
        guard key.count >= 3 else { return }
        guard let index = positions[key] else {
            positions[key] = entries.count
            entries.append(Entry(key: key, spellings: [Spelling(name: trimmed, source: source, count: count)]))
            return
        }
        if let known = entries[index].spellings.firstIndex(where: { $0.name == trimmed }) {
            entries[index].spellings[known].count += count
        } else {
            entries[index].spellings.append(Spelling(name: trimmed, source: source, count: count))
        }
    }

    /// Reads a plain list: one name per line, `#` starts a comment.
    public mutating func add(list text: String, source: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            add(String(name), source: source)
        }
    }

    /// The merchant names the ledger confirms: typed or labelled truth, and proposals graded correct.
    public mutating func add(ledger state: LedgerState, source: String) {
        for event in state.effective where event.field == .merchant {
            if event.kind == .truth, let value = event.value { add(value, source: source) }
            if event.kind == .grade, event.grade == .correct, let value = event.proposed { add(value, source: source) }
        }
    }

    /// The catalog entry `text` most likely names, with the similarity; `nil` when no
    /// entry is close enough or two entries are equally close.
    public func match(_ text: String) -> (entry: Entry, similarity: Double)? {
        let key = Self.key(text)
        guard key.count >= 3 else { return nil }
        var scored = entries.map { ($0, Self.similarity(key, $0.key)) }
        scored.sort { $0.1 > $1.1 }
        guard let best = scored.first, best.1 >= Self.threshold else { return nil }
        if scored.count > 1, scored[1].1 > best.1 - 0.03 { return nil }
        return best
    }

    /// Similarity of two folded names: edit similarity, or — for a name printed with
    /// more around it (`Dimiliki: NAME SDN BHD 1110644-V`) — how much of the catalog
    /// name appears intact in the text.
    static func similarity(_ text: String, _ name: String) -> Double {
        let whole = EditDistance.similarity(text, name)
        guard text.count > name.count, name.count >= 6 else { return whole }
        // Best alignment of the name inside the longer text.
        let characters = Array(text)
        var best = whole
        for start in 0...(characters.count - name.count) {
            let window = String(characters[start..<(start + name.count)])
            best = max(best, EditDistance.similarity(window, name) * 0.98)
        }
        return best
    }

    /// Lower-case letters and digits, with the characters OCR confuses folded together.
    static func key(_ text: String) -> String {
        if let ascii = asciiKey(text) { return ascii }
        var out = ""
        for character in text.lowercased() {
            switch character {
            case "0", "o", "d", "q": out.append("o")
            case "1", "i", "l", "|", "!": out.append("i")
            case "5", "s", "$": out.append("s")
            case "8", "b": out.append("b")
            case "2", "z": out.append("z")
            case "6", "g": out.append("g")
            case _ where character.isLetter || character.isNumber: out.append(character)
            default: continue
            }
        }
        return out
    }

    /// ``key(_:)`` of an ASCII text, byte by byte (the memory folds every name and header
    /// word of the ledger as a command starts); `nil` for any other text.
    private static func asciiKey(_ text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            switch lower {
            case UInt8(ascii: "0"), UInt8(ascii: "o"), UInt8(ascii: "d"), UInt8(ascii: "q"): out.append(UInt8(ascii: "o"))
            case UInt8(ascii: "1"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "|"), UInt8(ascii: "!"): out.append(UInt8(ascii: "i"))
            case UInt8(ascii: "5"), UInt8(ascii: "s"), UInt8(ascii: "$"): out.append(UInt8(ascii: "s"))
            case UInt8(ascii: "8"), UInt8(ascii: "b"): out.append(UInt8(ascii: "b"))
            case UInt8(ascii: "2"), UInt8(ascii: "z"): out.append(UInt8(ascii: "z"))
            case UInt8(ascii: "6"), UInt8(ascii: "g"): out.append(UInt8(ascii: "g"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): out.append(lower)
            default: continue
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
