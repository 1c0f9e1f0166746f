// libFuzzer entry point for ReceiptCore's parsers, built by Scripts/fuzz.sh with
// `swiftc -sanitize=fuzzer,address` together with every file of Sources/ReceiptCore,
// as one module named ReceiptCore (so internal API is reachable). Not part of the
// Swift package: SwiftPM never sees this folder.
//
// One binary, several targets; `FUZZ_TARGET` chooses:
//   amount  AmountParser.parse on the input, each of its words, and Amount(decimal:)
//   date    DateParser.dates(in:) and times(in:), every match resolved in every order
//   rows    RowJoiner.rows(from:) on words with boxes and line numbers from the input
//   extract the whole extractor on a page of words built from the input
//   ledger  Ledger.parse on the input, then the fold and the accuracy report
//   grading GradingRules.grade of every field: a proposal and a typed true value
//           (the input split at its first NUL byte), as a person or a label gives them
// Each checks invariants as well as not trapping: a violated one stops with `fatalError`,
// which libFuzzer reports as a crash like any other.

import Foundation

enum FuzzTarget: String {
    case amount, date, rows, extract, ledger, grading

    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("Set FUZZ_TARGET to one of amount, date, rows, extract, ledger, grading (got '\(name)').")
        }
        return target
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    switch FuzzTarget.current {
    case .amount: fuzzAmount(bytes)
    case .date: fuzzDate(bytes)
    case .rows: fuzzRows(bytes)
    case .extract: fuzzExtract(bytes)
    case .ledger: fuzzLedger(bytes)
    case .grading: fuzzGrading(bytes)
    }
    return 0
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant violated: \(message())") }
}

func fuzzAmount(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    for word in [Substring(text)] + text.split(whereSeparator: \.isWhitespace) {
        guard let parsed = AmountParser.parse(word) else { continue }
        // What the parser returns, the canonical form reads back exactly.
        require(Amount(decimal: parsed.amount.decimalString) == parsed.amount, "\(parsed.amount) from \(word.debugDescription)")
    }
    if let amount = Amount(decimal: text) {
        require(Amount(decimal: amount.decimalString) == amount, "round trip of \(text.debugDescription)")
    }
}

func fuzzDate(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    for match in DateParser.dates(in: text) {
        for order in DateOrder.allCases {
            if let date = match.resolved(order) {
                require(CalendarDate(year: date.year, month: date.month, day: date.day) != nil, "impossible \(date)")
                require(CalendarDate(iso: date.iso) == date || date.year < 1000 || date.year > 9999, "ISO round trip \(date)")
            }
        }
    }
    for time in DateParser.times(in: text) {
        require((0..<24).contains(time.hour) && (0..<60).contains(time.minute), "impossible time \(time.value)")
    }
}

/// Reads the input as a stream of small integers.
struct ByteReader {
    var bytes: [UInt8]
    var offset = 0
    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    mutating func uint16() -> Int { Int(byte()) << 8 | Int(byte()) }
}

let vocabulary = [
    "TOTAL", "Total", "SUBTOTAL", "Sub-Total", "TAX", "GST", "VAT", "TVA", "TIP", "Gratuity", "CHANGE", "CASH", "VISA",
    "AMEX", "Card", "BALANCE", "DUE", "AMOUNT", "Rounding", "SAVINGS", "YOU", "SAVED", "Date", "Time", "RM", "$", "€",
    "£", "EUR", "USD", "12.30", "$7.00", "-2.00", "(3.10)", "1,234.56", "12,50", "0.00", "99999999.99", "2024-03-02",
    "03/04/2024", "4 Mar 2024", "31.12.99", "20240302", "14:05", "2:05", "PM", "x", "@", "|", ":", "-", "Merci",
    "HARDWARE", "CO.", "SDN", "BHD", "Invoice", "No.", "#", "Qty", "1", "2", "3",
]

/// Words with boxes, line numbers and texts taken from the input: the first byte
/// chooses plausible page coordinates or the far corners of what a word dump may hold
/// (`Box.coordinateLimit`).
func words(from bytes: [UInt8]) -> [Word] {
    var reader = ByteReader(bytes: bytes)
    let wide = reader.byte() & 1 == 1
    let spread = wide ? Box.coordinateLimit >> 16 : 1
    var words: [Word] = []
    while !reader.isAtEnd, words.count < 400 {
        let x = reader.uint16() * spread
        let y = reader.uint16() * spread
        let w = Int(reader.byte()) * (wide ? Box.coordinateLimit >> 8 : 1)
        let h = Int(reader.byte()) * (wide ? Box.coordinateLimit >> 8 : 1)
        let line = reader.byte()
        let choice = Int(reader.byte())
        let text: String
        if choice < vocabulary.count * 3 {
            text = vocabulary[choice % vocabulary.count]
        } else {
            let length = Int(reader.byte() % 12) + 1
            var raw: [UInt8] = []
            for _ in 0..<length { raw.append(reader.byte()) }
            text = String(decoding: raw, as: UTF8.self)
        }
        let confidence = Double(reader.byte() % 101)
        words.append(
            Word(
                text: text, box: Box(x0: x, y0: y, x1: x + w, y1: y + h), confidence: confidence,
                block: Int(line >> 6) + 1, paragraph: 1, line: Int(line & 0x3F) + 1, index: words.count + 1))
    }
    return words
}

func fuzzRows(_ bytes: [UInt8]) {
    let words = words(from: bytes)
    let rows = RowJoiner.rows(from: words)
    // Every word with a box ends up in exactly one row.
    require(rows.reduce(0) { $0 + $1.words.count } == words.filter { !$0.box.isEmpty }.count, "words lost or duplicated")
    require(rows.enumerated().allSatisfy { $0.offset == $0.element.index }, "row indices out of order")
}

func fuzzExtract(_ bytes: [UInt8]) {
    let words = words(from: bytes)
    let width = (words.map(\.box.x1).max() ?? 0) + 1
    let height = (words.map(\.box.y1).max() ?? 0) + 1
    var page = OCRPage(width: width, height: height, words: words)
    page.preprocessing.orientationDegrees = Int(bytes.first ?? 0) >> 6 * 90
    let extraction = Extractor.extract(from: page, options: ExtractionOptions(today: CalendarDate(year: 2026, month: 11, day: 29)))
    for (name, field) in extraction.fields {
        require((0...1).contains(field.confidence), "\(name) confidence \(field.confidence)")
        if let box = field.box {
            require(box.clamped(width: width, height: height) == box, "\(name) box \(box) outside \(width)×\(height)")
        }
    }
}

func fuzzLedger(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let contents = Ledger.parse(data, path: "fuzz.jsonl")
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    require(contents.events.count + contents.warnings.count <= lines, "more results than lines")
    let state = LedgerState(events: contents.events)
    _ = state.latestGrades
    for grouping in ReportGrouping.allCases {
        _ = AccuracyReport(events: contents.events, grouping: grouping, fields: nil)
    }
}

func fuzzGrading(_ bytes: [UInt8]) {
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let proposed = String(decoding: bytes[..<split], as: UTF8.self)
    let truth = String(decoding: bytes[min(split + 1, bytes.count)...], as: UTF8.self)
    for field in FieldName.allCases {
        _ = GradingRules.grade(field, proposed: proposed, truth: truth)
        _ = GradingRules.grade(field, proposed: nil, truth: truth)
    }
    if let amount = GradingRules.truthAmount(truth) {
        require(GradingRules.gradeAmount(amount, amount) == .correct, "an amount is not correct against itself")
    }
}
