import Dispatch
import Foundation
import Synchronization

extension Ledger {
    /// The fields whose grades and true values the household's memory reads.
    static let rememberedFields: Set<String> = ["merchant", "total", "date", "currency"]

    /// What the household's memory is derived from (`HouseholdMemory`): each receipt as
    /// `LedgerState` folds the ledger's events in force, from the shops' prints, the true
    /// values and grades of the merchant, total, date and currency, and retractions, with the
    /// ledger's warnings. Every command reads the memory as it starts, so this skips what the
    /// memory does not need (paper tags, the other fields' grades) without decoding it, reads
    /// the flat lines the ledger writes by looking up their keys (a line in any other form is
    /// decoded whole), and reads and folds a long ledger in pieces, one per core.
    public func readForMemory() throws(LedgerError) -> (receipts: [String: LedgerState.Receipt], warnings: [String]) {
        var pieces: [[LedgerEvent]] = []
        var warnings: [String] = []
        for file in segmentPaths + [path] {
            // Mapped, not copied: the pieces are read where the file lies, and a ledger only
            // grows, so the mapped bytes stay as they were.
            guard let data = try Self.bytes(of: file, mapped: true) else { continue }
            let part = Self.piecesForMemory(data, path: file)
            pieces += part.pieces
            warnings += part.warnings
        }
        return (LedgerState.receipts(folding: pieces), warnings)
    }

    /// ``readForMemory()``'s events on bytes, in order, for tests.
    static func parseForMemory(_ data: Data, path: String) -> Contents {
        let part = piecesForMemory(data, path: path)
        return Contents(events: Array(part.pieces.joined()), warnings: part.warnings)
    }

    /// The events of `data` in pieces split at line ends, about one per core, in order, and
    /// the warnings with their line numbers in the whole file.
    static func piecesForMemory(_ data: Data, path: String) -> (pieces: [[LedgerEvent]], warnings: [String]) {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            // Piece boundaries: just past a line end, about evenly spaced.
            let pieces = max(1, min(ProcessInfo.processInfo.activeProcessorCount, bytes.count / (1 << 20)))
            var bounds = [0]
            for piece in 1..<pieces {
                var cut = max(bytes.count * piece / pieces, bounds[bounds.count - 1])
                while cut < bytes.count, bytes[cut - 1] != UInt8(ascii: "\n") { cut += 1 }
                bounds.append(cut)
            }
            bounds.append(bytes.count)
            let parts = Mutex([Int: Piece]())
            let cuts = bounds
            // Read only, and alive until every piece is done: concurrentPerform returns after them.
            nonisolated(unsafe) let whole = bytes
            DispatchQueue.concurrentPerform(iterations: pieces) { piece in
                let part = Self.parsePiece(UnsafeBufferPointer(rebasing: whole[cuts[piece]..<cuts[piece + 1]]), last: piece == pieces - 1)
                parts.withLock { $0[piece] = part }
            }
            var events: [[LedgerEvent]] = []
            var warnings: [String] = []
            var linesBefore = 0
            parts.withLock { parts in
                for piece in 0..<pieces {
                    guard let part = parts.removeValue(forKey: piece) else { continue }
                    events.append(part.events)
                    warnings += part.warnings.map { "\(path):\(linesBefore + $0.line): \($0.text)" }
                    linesBefore += part.lines
                }
            }
            return (events, warnings)
        }
    }

    /// One piece's events, its warnings by line number within it, and how many lines it holds.
    private struct Piece: Sendable {
        var events: [LedgerEvent] = []
        var warnings: [(line: Int, text: String)] = []
        var lines = 0
    }

    private static func parsePiece(_ bytes: UnsafeBufferPointer<UInt8>, last: Bool) -> Piece {
        var piece = Piece()
        // About one event in two lines of 300 bytes, reserved at once: growing a long array
        // copies it, and every copy touches fresh memory.
        piece.events.reserveCapacity(bytes.count / 500 + 16)
        let decoder = JSONDecoder()
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            piece.lines += 1
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            defer { start = end + 1 }
            guard line.contains(where: { $0 != 32 && $0 != 13 && $0 != 9 }) else { continue }
            let fast = FlatLine(line)
            if fast.unread { continue }
            if let kind = fast.string(.kind) {
                if kind == "paper" { continue }
                if kind == "grade" || kind == "truth", let field = fast.string(.field), !rememberedFields.contains(field) { continue }
                if let event = fast.event(kind: kind) {
                    piece.events.append(event)
                    continue
                }
            }
            guard let event = try? decoder.decode(LedgerEvent.self, from: Data(line)) else {
                let torn = last && end >= bytes.count
                piece.warnings.append((piece.lines, torn ? "torn last line (an interrupted write) skipped" : "unreadable line skipped"))
                continue
            }
            guard event.schema <= LedgerEvent.currentSchema else {
                piece.warnings.append((piece.lines, "schema \(event.schema) is newer than this receipts understands; line skipped"))
                continue
            }
            piece.events.append(event)
        }
        return piece
    }
}

/// A ledger line as the ledger writes it, a flat `{"key":value,…}`, split into its keys'
/// values in one pass; a lookup finds `nil` for anything else, so the line is decoded whole.
private struct FlatLine {
    /// The keys the memory reads.
    enum Key: Int, CaseIterable {
        case kind, field, schema, id, receipt, grade, proposed, value, retracts
        /// The one key whose value may be an object: a shop's print, itself flat but for arrays of strings.
        case shop
    }
    static let names = Key.allCases.map { Array("\($0)".utf8) }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Each key's value on this line: where it lies (inside the quotes, for a string), and
    /// whether it is a string holding an escape.
    private var values: [(range: Range<Int>, string: Bool, escaped: Bool)?] = Array(repeating: nil, count: Key.allCases.count)

    /// A whole line the memory never reads, told from its kind or field as soon as the split
    /// reaches them (the ledger writes its keys in order, `field` and `kind` early): a paper tag,
    /// or a grade or true value of a field the memory does not remember. Not split further.
    private(set) var unread = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        switch Self.split(bytes) {
        case .values(let found): values = found
        case .unread: unread = true
        case .notFlat: break
        }
    }

    private enum Split {
        case values([(range: Range<Int>, string: Bool, escaped: Bool)?])
        /// See ``unread``.
        case unread
        case notFlat
    }

    /// The values of `field` the memory reads, and the `kind` it never does, as bytes.
    private static let rememberedFieldBytes = Ledger.rememberedFields.map { Array($0.utf8) }
    private static let paperBytes = Array("paper".utf8)

    private static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> Split {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let names = Self.names
        var values: [(range: Range<Int>, string: Bool, escaped: Bool)?] = Array(repeating: nil, count: names.count)
        let count = bytes.count
        var index = 0
        // Only a whole line is left unread: a torn one is still reported.
        var last = count - 1
        while last > 0, bytes[last] == 32 || bytes[last] == 9 || bytes[last] == 13 { last -= 1 }
        let complete = last >= 0 && bytes[last] == UInt8(ascii: "}")
        func skipSpace(_ index: inout Int) { while index < count, bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 13 { index += 1 } }
        /// The string starting at `index` (a quote): its inside, and whether it holds an escape.
        func string(_ index: inout Int) -> (Range<Int>, Bool)? {
            guard index < count, bytes[index] == quote else { return nil }
            var at = index + 1
            var escaped = false
            while at < count, bytes[at] != quote {
                if bytes[at] == backslash {
                    escaped = true
                    at += 1
                }
                at += 1
            }
            guard at < count else { return nil }
            defer { index = at + 1 }
            return (index + 1..<at, escaped)
        }
        skipSpace(&index)
        guard index < count, bytes[index] == UInt8(ascii: "{") else { return .notFlat }
        index += 1
        while true {
            skipSpace(&index)
            guard let (key, _) = string(&index) else { return .notFlat }
            skipSpace(&index)
            guard index < count, bytes[index] == UInt8(ascii: ":") else { return .notFlat }
            index += 1
            skipSpace(&index)
            var slot: Int?
            for (position, name) in names.enumerated() where name.count == key.count && name.first == bytes[key.lowerBound] {
                if name.indices.allSatisfy({ name[$0] == bytes[key.lowerBound + $0] }) {
                    slot = position
                    break
                }
            }
            if index < count, bytes[index] == quote {
                guard let (range, escaped) = string(&index) else { return .notFlat }
                if let slot { values[slot] = (range, true, escaped) }
                if complete, !escaped, slot == Key.kind.rawValue || slot == Key.field.rawValue {
                    let value = UnsafeBufferPointer(rebasing: bytes[range])
                    let unread =
                        slot == Key.kind.rawValue ? value.elementsEqual(paperBytes) : !rememberedFieldBytes.contains { value.elementsEqual($0) }
                    if unread { return .unread }
                }
            } else if slot == Key.shop.rawValue, index < count, bytes[index] == UInt8(ascii: "{") {
                // The shop's print: to its closing brace, strings skipped whole.
                let start = index
                var depth = 0
                repeat {
                    if bytes[index] == quote {
                        guard string(&index) != nil else { return .notFlat }
                        continue
                    }
                    if bytes[index] == UInt8(ascii: "{") { depth += 1 }
                    if bytes[index] == UInt8(ascii: "}") { depth -= 1 }
                    index += 1
                } while index < count && depth > 0
                guard depth == 0 else { return .notFlat }
                values[Key.shop.rawValue] = (start..<index, false, false)
            } else {
                let start = index
                while index < count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "}") {
                    // A nested object or array: not a flat line.
                    if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") || bytes[index] == quote { return .notFlat }
                    index += 1
                }
                if let slot { values[slot] = (start..<index, false, false) }
            }
            skipSpace(&index)
            guard index < count else { return .values(values) }
            if bytes[index] == UInt8(ascii: "}") { return .values(values) }
            guard bytes[index] == UInt8(ascii: ",") else { return .notFlat }
            index += 1
        }
    }

    /// The string value of `key`, unescaped; `nil` when absent or not a string.
    func string(_ key: Key) -> String? {
        guard let value = values[key.rawValue], value.string else { return nil }
        let inside = UnsafeBufferPointer(rebasing: bytes[value.range])
        guard value.escaped else { return String(decoding: inside, as: UTF8.self) }
        let quoted = UnsafeBufferPointer(rebasing: bytes[(value.range.lowerBound - 1)...value.range.upperBound])
        return try? JSONDecoder().decode(String.self, from: Data(quoted))
    }

    /// The integer value of `key`.
    func integer(_ key: Key) -> Int? {
        guard let value = values[key.rawValue], !value.string else { return nil }
        return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[value.range]), as: UTF8.self))
    }

    /// The event, when the line holds what a grade, truth, retraction or shop's print needs.
    func event(kind text: String) -> LedgerEvent? {
        guard let kind = LedgerEvent.Kind(rawValue: text), let schema = integer(.schema), schema <= LedgerEvent.currentSchema,
            let id = string(.id), let receipt = string(.receipt)
        else { return nil }
        // When, from what file, by which extractor and grader: nothing the memory reads.
        var event = LedgerEvent(id: id, at: "", receipt: receipt, file: "", extractor: "", grader: "", kind: kind)
        switch kind {
        case .grade:
            guard let field = string(.field).flatMap(FieldName.init(rawValue:)), let grade = string(.grade).flatMap(Grade.init(rawValue:))
            else { return nil }
            event.field = field
            event.grade = grade
            event.proposed = string(.proposed)
        case .truth:
            guard let field = string(.field).flatMap(FieldName.init(rawValue:)), let value = string(.value) else { return nil }
            event.field = field
            event.value = value
        case .retract:
            guard let retracts = string(.retracts) else { return nil }
            event.retracts = retracts
        case .shop:
            guard let range = values[Key.shop.rawValue]?.range, let print = ShopPrint(flat: UnsafeBufferPointer(rebasing: bytes[range])) else {
                return nil
            }
            event.shop = print
        case .paper:
            return nil
        }
        return event
    }
}

extension ShopPrint {
    /// A print as the ledger writes it: an object of strings, `null`s and arrays of strings,
    /// read in one pass; `nil` for anything else (an escape, a number, a missing list), which
    /// is then decoded whole.
    fileprivate init?(flat bytes: UnsafeBufferPointer<UInt8>) {
        let quote = UInt8(ascii: "\"")
        var index = 0
        func skipSpace() { while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 13 { index += 1 } }
        func expect(_ character: Unicode.Scalar) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }
        func peek(_ character: Unicode.Scalar) -> Bool {
            skipSpace()
            return index < bytes.count && bytes[index] == UInt8(ascii: character)
        }
        func string() -> String? {
            skipSpace()
            guard index < bytes.count, bytes[index] == quote else { return nil }
            let start = index + 1
            index += 1
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "\\") { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
        }
        func strings() -> [String]? {
            guard expect("[") else { return nil }
            var list: [String] = []
            if expect("]") { return list }
            repeat {
                guard let item = string() else { return nil }
                list.append(item)
            } while expect(",")
            return expect("]") ? list : nil
        }
        var header: [String]?
        var phones: [String]?
        var numbers: [String]?
        var web: [String]?
        var texts: [String?] = Array(repeating: nil, count: 5)
        let textKeys = ["totalLabel", "total", "date", "dateOrder", "currency"]
        guard expect("{") else { return nil }
        if !expect("}") {
            repeat {
                guard let key = string(), expect(":") else { return nil }
                if peek("[") {
                    guard let list = strings() else { return nil }
                    switch key {
                    case "header": header = list
                    case "phones": phones = list
                    case "numbers": numbers = list
                    case "web": web = list
                    default: break
                    }
                } else if peek("n") {
                    guard index + 4 <= bytes.count,
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + 4)]), as: UTF8.self) == "null"
                    else { return nil }
                    index += 4
                } else {
                    guard let text = string() else { return nil }
                    if let slot = textKeys.firstIndex(of: key) { texts[slot] = text }
                }
            } while expect(",")
            guard expect("}") else { return nil }
        }
        guard let header, let phones, let numbers, let web else { return nil }
        self.init(
            header: header, phones: phones, numbers: numbers, web: web, totalLabel: texts[0], total: texts[1], date: texts[2], dateOrder: texts[3],
            currency: texts[4])
    }
}
