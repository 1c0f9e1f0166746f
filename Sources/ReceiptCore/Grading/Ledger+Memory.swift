import Foundation

extension Ledger {
    /// The fields whose grades and true values the household's memory reads.
    static let rememberedFields: Set<String> = ["merchant", "total", "date", "currency"]

    /// The events the household's memory is derived from (`HouseholdMemory`): the shops'
    /// prints, true values and grades of the merchant, total, date and currency, and
    /// retractions, with the ledger's warnings. Every command reads the memory as it starts,
    /// so this skips what the memory does not need (paper tags, the other fields' grades)
    /// without decoding it, and reads the flat lines the ledger writes by looking up their
    /// keys; a line in any other form is decoded whole.
    public func readForMemory() throws(LedgerError) -> Contents {
        var contents = Contents(events: [], warnings: [])
        for file in segmentPaths + [path] {
            guard let data = try Self.bytes(of: file) else { continue }
            let part = Self.parseForMemory(data, path: file)
            contents.events += part.events
            contents.warnings += part.warnings
        }
        return contents
    }

    /// ``readForMemory()`` on bytes; public for tests.
    public static func parseForMemory(_ data: Data, path: String) -> Contents {
        var events: [LedgerEvent] = []
        var warnings: [String] = []
        let decoder = JSONDecoder()
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var start = 0
            var number = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                number += 1
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                defer { start = end + 1 }
                guard line.contains(where: { $0 != 32 && $0 != 13 && $0 != 9 }) else { continue }
                let fast = FlatLine(line)
                if let kind = fast.string("kind") {
                    if kind == "paper" { continue }
                    if kind == "grade" || kind == "truth", let field = fast.string("field"), !rememberedFields.contains(field) { continue }
                    if kind != "shop", let event = fast.event(kind: kind) {
                        events.append(event)
                        continue
                    }
                }
                guard let event = try? decoder.decode(LedgerEvent.self, from: Data(line)) else {
                    warnings.append(
                        end >= bytes.count
                            ? "\(path):\(number): torn last line (an interrupted write) skipped"
                            : "\(path):\(number): unreadable line skipped")
                    continue
                }
                guard event.schema <= LedgerEvent.currentSchema else {
                    warnings.append("\(path):\(number): schema \(event.schema) is newer than this receipts understands; line skipped")
                    continue
                }
                events.append(event)
            }
        }
        return Contents(events: events, warnings: warnings)
    }
}

/// A ledger line as the ledger writes it, a flat `{"key":value,…}`, split into its keys'
/// values in one pass; a lookup finds `nil` for anything else, so the line is decoded whole.
private struct FlatLine {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The keys the memory reads, and each one's value on this line: where it lies (inside
    /// the quotes, for a string), and whether it is a string holding an escape.
    static let keys = ["kind", "field", "schema", "id", "receipt", "grade", "proposed", "value", "retracts"].map { Array($0.utf8) }
    private var values: [(range: Range<Int>, string: Bool, escaped: Bool)?] = Array(repeating: nil, count: FlatLine.keys.count)

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        var index = 0
        func skipSpace() { while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 13 { index += 1 } }
        /// The string starting at `index` (a quote): its inside, and whether it holds an escape.
        func string() -> (Range<Int>, Bool)? {
            guard index < bytes.count, bytes[index] == quote else { return nil }
            let start = index + 1
            var escaped = false
            index += 1
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == backslash {
                    escaped = true
                    index += 1
                }
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            return (start..<(index - 1), escaped)
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return }
        index += 1
        while true {
            skipSpace()
            guard let (keyRange, _) = string() else { return }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
            index += 1
            skipSpace()
            let slot = Self.keys.firstIndex { key in
                key.count == keyRange.count && key.indices.allSatisfy { key[$0] == bytes[keyRange.lowerBound + $0] }
            }
            if index < bytes.count, bytes[index] == quote {
                guard let (range, escaped) = string() else { return }
                if let slot { values[slot] = (range, true, escaped) }
            } else {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "}") {
                    // A nested object or array: not a flat line.
                    if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") || bytes[index] == quote {
                        values = values.map { _ in nil }
                        return
                    }
                    index += 1
                }
                if let slot { values[slot] = (start..<index, false, false) }
            }
            skipSpace()
            guard index < bytes.count else { return }
            if bytes[index] == UInt8(ascii: "}") { return }
            guard bytes[index] == UInt8(ascii: ",") else {
                values = values.map { _ in nil }
                return
            }
            index += 1
        }
    }

    /// The string value of `key`, unescaped; `nil` when absent or not a string.
    func string(_ key: String) -> String? {
        guard let slot = Self.keys.firstIndex(of: Array(key.utf8)), let value = values[slot], value.string else { return nil }
        let inside = UnsafeBufferPointer(rebasing: bytes[value.range])
        guard value.escaped else { return String(decoding: inside, as: UTF8.self) }
        let quoted = UnsafeBufferPointer(rebasing: bytes[(value.range.lowerBound - 1)...value.range.upperBound])
        return try? JSONDecoder().decode(String.self, from: Data(quoted))
    }

    /// The integer value of `key`.
    func integer(_ key: String) -> Int? {
        guard let slot = Self.keys.firstIndex(of: Array(key.utf8)), let value = values[slot], !value.string else { return nil }
        return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[value.range]), as: UTF8.self))
    }

    /// The event, when the line holds what a grade, truth or retraction needs.
    func event(kind text: String) -> LedgerEvent? {
        guard let kind = LedgerEvent.Kind(rawValue: text), let schema = integer("schema"), schema <= LedgerEvent.currentSchema,
            let id = string("id"), let receipt = string("receipt")
        else { return nil }
        // When, from what file, by which extractor and grader: nothing the memory reads.
        var event = LedgerEvent(id: id, at: "", receipt: receipt, file: "", extractor: "", grader: "", kind: kind)
        switch kind {
        case .grade:
            guard let field = string("field").flatMap(FieldName.init(rawValue:)), let grade = string("grade").flatMap(Grade.init(rawValue:))
            else { return nil }
            event.field = field
            event.grade = grade
            event.proposed = string("proposed")
        case .truth:
            guard let field = string("field").flatMap(FieldName.init(rawValue:)), let value = string("value") else { return nil }
            event.field = field
            event.value = value
        case .retract:
            guard let retracts = string("retracts") else { return nil }
            event.retracts = retracts
        case .paper, .shop:
            return nil
        }
        return event
    }
}
