import Dispatch
import Synchronization

/// The current state of grading, folded from the ledger's events.
public struct LedgerState: Sendable {
    /// What is known about one receipt.
    public struct Receipt: Sendable, Equatable {
        public var sha256: String
        public var file: String
        /// The latest paper-class tag.
        public var paper: PaperClass?
        /// The latest grade of each field (any extractor version, any grader).
        public var grades: [FieldName: LedgerEvent]
        /// Confirmed true values.
        public var truth: [FieldName: String]
        /// What it printed about its shop, when recorded (the latest).
        public var print: ShopPrint?
        /// The position of its first event in force, so receipts can be taken in the order graded.
        public var firstSeen: Int
    }

    /// Events still in force: everything except retract events and what they retracted.
    public var effective: [LedgerEvent]
    public var receipts: [String: Receipt]

    public init(events: [LedgerEvent]) {
        let retracted = Set(events.filter { $0.kind == .retract }.compactMap(\.retracts))
        effective = []
        effective.reserveCapacity(events.count)
        for event in events where event.kind != .retract && !retracted.contains(event.id) { effective.append(event) }
        receipts = Self.fold(effective[...], retracted: [], from: 0)
    }

    /// The receipts the events in `pieces` (the ledger's events in order, in consecutive
    /// pieces) fold to, as ``init(events:)`` folds them: each piece on its own core, then
    /// each later piece's receipts laid over the earlier ones'.
    public static func receipts(folding pieces: [[LedgerEvent]]) -> [String: Receipt] {
        let retracted = Set(pieces.joined().filter { $0.kind == .retract }.compactMap(\.retracts))
        let starts = pieces.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
        let folded = Mutex([Int: [String: Receipt]]())
        DispatchQueue.concurrentPerform(iterations: pieces.count) { piece in
            let receipts = fold(pieces[piece][...], retracted: retracted, from: starts[piece])
            folded.withLock { $0[piece] = receipts }
        }
        return folded.withLock { folded in
            var receipts = folded.removeValue(forKey: 0) ?? [:]
            for piece in pieces.indices.dropFirst() {
                for (sha256, later) in folded.removeValue(forKey: piece) ?? [:] {
                    guard var earlier = receipts[sha256] else {
                        receipts[sha256] = later
                        continue
                    }
                    earlier.file = later.file
                    earlier.paper = later.paper ?? earlier.paper
                    earlier.print = later.print ?? earlier.print
                    earlier.grades.merge(later.grades) { $1 }
                    earlier.truth.merge(later.truth) { $1 }
                    receipts[sha256] = earlier
                }
            }
            return receipts
        }
    }

    /// The receipts `events` fold to, but for retractions and the events they retract; a
    /// receipt's `firstSeen` counts from `start`.
    private static func fold(_ events: ArraySlice<LedgerEvent>, retracted: Set<String>, from start: Int) -> [String: Receipt] {
        var receipts: [String: Receipt] = [:]
        // A graded receipt has a handful of events (and room for its grades is made with it):
        // the tables are sized once, not grown.
        receipts.reserveCapacity(events.count / 4)
        // By index, so that each event is copied once, into its receipt, not into a loop variable too.
        for index in events.indices {
            let position = start + index - events.startIndex
            guard events[index].kind != .retract, retracted.isEmpty || !retracted.contains(events[index].id) else { continue }
            // Changed in place, one look-up per event: a copy taken out and put back would copy
            // its dictionaries every time.
            let receipt = events[index].receipt
            Self.fold(
                events[index],
                into: &receipts[
                    receipt,
                    default: Receipt(sha256: receipt, file: "", paper: nil, grades: .init(minimumCapacity: 4), truth: [:], firstSeen: position)
                ])
        }
        return receipts
    }

    private static func fold(_ event: LedgerEvent, into receipt: inout Receipt) {
        receipt.file = event.file
        switch event.kind {
        case .grade:
            if let field = event.field { receipt.grades[field] = event }
        case .truth:
            if let field = event.field, let value = event.value { receipt.truth[field] = value }
        case .paper:
            if let paper = event.paper { receipt.paper = paper }
        case .shop:
            if let print = event.shop { receipt.print = print }
        case .retract:
            break
        }
    }

    /// The grade events that count, one per receipt, field, extractor version and
    /// grader: the latest, so a re-grade replaces the earlier grade.
    public var latestGrades: [LedgerEvent] {
        var latest: [String: LedgerEvent] = [:]
        var order: [String] = []
        for event in effective where event.kind == .grade {
            let key = "\(event.receipt)|\(event.field?.rawValue ?? "")|\(event.extractor)|\(event.grader)"
            if latest[key] == nil { order.append(key) }
            latest[key] = event
        }
        return order.compactMap { latest[$0] }
    }
}
