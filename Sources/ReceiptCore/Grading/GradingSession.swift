import Foundation

/// The interactive grading flow as a pure state machine: feed it what the person
/// typed, get back the ledger events to append, actions for the CLI and the next screen.
///
/// It is pure so that every key is tested without a terminal, and a value type so
/// that the CLI adopts the next state only once the ledger append succeeded: a
/// failed write leaves the session exactly where it was, and nothing the screen
/// shows as recorded is missing from disk.
///
/// The walk: receipts in scan order, starting at the first one the ledger does not
/// show as fully graded. Each receipt asks its paper class first (a person must
/// confirm it once), then merchant, date and total always, and every other field the
/// extractor proposed. A step is *answered* when the ledger holds an event in force
/// from this grader for it — a grade (including `skip`) for the receipt's extractor
/// version, or a paper tag — so quitting and starting again resumes at the first
/// unanswered step.
public struct GradingSession: Sendable {
    /// What the person typed: one key, Enter, or a line of text.
    public enum Input: Sendable, Equatable {
        case key(Character)
        case enter
        case text(String)
    }

    /// Whether the session waits for a single key or for a line (a true value, a class name).
    public enum InputMode: Sendable, Equatable {
        case key
        case line
    }

    /// Side effects only the CLI may perform.
    public enum Action: Sendable, Equatable {
        /// Show this receipt image (the path as written in the scan file).
        case open(file: String)
        case quit
    }

    /// The outcome of one input: events to append to the ledger, in order, and actions.
    public struct Response: Sendable, Equatable {
        public var events: [LedgerEvent] = []
        public var actions: [Action] = []
    }

    /// One question asked about a receipt.
    public enum Step: Sendable, Hashable {
        case paper
        case field(FieldName)
    }

    /// Where the session stands: a receipt (index in scan order) and the question on it.
    public struct Position: Sendable, Equatable {
        public var receipt: Int
        public var step: Step
    }

    /// A line of text being asked for.
    enum Prompt: Sendable, Equatable {
        case truth(FieldName)
        case tag
    }

    /// A receipt that can be graded, with the fields it asks.
    struct Receipt: Sendable {
        var record: ScanRecord
        var sha256: String
        /// The file's base name, as ledger events name it.
        var file: String
        var fields: [FieldName]
        var steps: [Step] { [.paper] + fields.map { .field($0) } }
    }

    /// An event this session recorded and where it was asked, so undo can go back there.
    struct Recorded: Sendable {
        var event: LedgerEvent
        var position: Position
    }

    let receipts: [Receipt]
    /// Who the events are from: `person`.
    public let grader: String
    /// Scan lines that cannot be graded: unreadable images, lines without a hash.
    public let ungradable: Int
    /// Events in force, per receipt hash: the ledger's, plus this session's, minus retracted ones.
    var effective: [String: [LedgerEvent]]
    /// This session's events not yet undone, oldest first.
    var history: [Recorded] = []
    /// The question on screen; `nil` when every receipt is graded.
    public internal(set) var position: Position?
    var prompt: Prompt?
    /// Set when the person went back with `b`: every step is shown in turn, not only unanswered ones.
    var reviewing = false
    /// One-shot feedback shown under the question, cleared by the next input.
    var message: String?
    var showingHelp = false
    /// The paper classes offered by number: the known ones, then any others seen in the ledger or typed.
    public internal(set) var classes: [PaperClass]
    /// How many events this session appended (retractions included).
    public internal(set) var recordedCount = 0
    /// Whether the ledger's grades are the household's memory: the shop a receipt comes from
    /// is shown, and its confirmed name offered as the true merchant.
    let remembers: Bool
    /// The household's shop the receipt on screen was recognised as, by the ledger as it
    /// stands (this session's grades included), and which receipt that was worked out for.
    var recognised: (receipt: Int, shop: ShopRecognition?)?
    /// The memory as the ledger stood after how many of this session's events: rebuilt only
    /// when grading has added to the ledger since, not each time the screen moves.
    private var memory: (recorded: Int, memory: HouseholdMemory)?
    private var pending = Response()

    /// - Parameters:
    ///   - records: the scan lines, in the order to grade them.
    ///   - state: the ledger, folded.
    ///   - remembers: whether the ledger is the household's memory (`--no-memory` turns it off).
    public init(records: [ScanRecord], state: LedgerState, grader: String = "person", remembers: Bool = true) {
        var seen = Set<String>()
        var receipts: [Receipt] = []
        var ungradable = 0
        for record in records {
            guard record.error == nil, let extraction = record.extraction, let sha256 = record.sha256 else {
                ungradable += 1
                continue
            }
            // The same image scanned twice is one receipt.
            guard seen.insert(sha256).inserted else { continue }
            let fields = FieldName.allCases.filter { FieldName.primary.contains($0) || extraction.fields[$0] != nil }
            let file = record.file.split(separator: "/").last.map(String.init) ?? record.file
            receipts.append(Receipt(record: record, sha256: sha256, file: file, fields: fields))
        }
        self.receipts = receipts
        self.grader = grader
        self.ungradable = ungradable
        self.remembers = remembers
        effective = Dictionary(grouping: state.effective, by: \.receipt)
        let custom = Set(state.effective.compactMap(\.paper)).subtracting(PaperClass.known).sorted()
        classes = PaperClass.known + custom
        if let first = receipts.indices.first(where: { !isComplete(receipts[$0]) }) {
            position = Position(receipt: first, step: firstUnanswered(receipts[first]))
        }
        recognise()
    }

    /// The number of receipts in the walk.
    public var receiptCount: Int { receipts.count }

    /// How many receipts still have an unanswered question.
    public var remainingCount: Int { receipts.filter { !isComplete($0) }.count }

    /// Whether the session waits for a key or for a line of text.
    public var inputMode: InputMode { prompt == nil ? .key : .line }

    /// Shows `text` under the question until the next input: how the CLI reports
    /// what happened outside the session (a viewer launched, a write that failed).
    public mutating func report(_ text: String) {
        message = text
    }

    /// Takes one input. `timestamp` stamps the events it records.
    public mutating func handle(_ input: Input, at timestamp: String = LedgerEvent.timestamp()) -> Response {
        message = nil
        showingHelp = false
        pending = Response()
        switch (inputMode, input) {
        case (.line, .text(let text)): answerPrompt(text, at: timestamp)
        case (.line, .enter): answerPrompt("", at: timestamp)
        case (.line, .key(let key)): answerPrompt(String(key), at: timestamp)
        case (.key, .enter): pressEnter(at: timestamp)
        case (.key, .key(let key)): press(key, at: timestamp)
        case (.key, .text(let text)):
            // Line input (a pipe) sends one key per line.
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty {
                pressEnter(at: timestamp)
            } else if trimmed.count == 1, let key = trimmed.first {
                press(key, at: timestamp)
            } else {
                message = "'\(trimmed)' is not a key: give one key per line (? lists them)."
            }
        }
        return pending
    }

    // MARK: - Keys

    private mutating func press(_ key: Character, at timestamp: String) {
        switch key.lowercased() {
        case "q":
            pending.actions.append(.quit)
            return
        case "?", "h":
            showingHelp = true
            return
        case "u":
            undo(at: timestamp)
            return
        case "b":
            back()
            return
        case "t":
            if position == nil {
                message = "Every receipt is graded: b goes back to the last one to re-tag it."
            } else {
                prompt = .tag
            }
            return
        case "o":
            if let position {
                pending.actions.append(.open(file: receipts[position.receipt].record.file))
            } else {
                message = "There is no receipt on screen: b goes back to the last one."
            }
            return
        default:
            break
        }
        guard let position else {
            message = "Every receipt is graded: b goes back, u undoes the last event, q quits."
            return
        }
        let receipt = receipts[position.receipt]
        switch position.step {
        case .paper:
            if key.lowercased() == "c" {
                pressEnter(at: timestamp)
            } else if let number = key.wholeNumberValue, number >= 1, number <= min(9, classes.count) {
                tag(classes[number - 1], at: timestamp)
            } else if ["l", "m", "s"].contains(key.lowercased()) {
                message = "First the paper class: Enter or c accepts \(suggestedPaper(receipt)), a number picks one, t types a new name."
            } else {
                message = "'\(key)' does nothing here; ? lists the keys."
            }
        case .field(let field):
            switch key.lowercased() {
            case "c": recordGrade(.correct, of: field, at: timestamp)
            case "l": recordGrade(.close, of: field, at: timestamp)
            case "m": recordGrade(.miss, of: field, at: timestamp)
            case "s": recordGrade(.skip, of: field, at: timestamp)
            default:
                if key.wholeNumberValue != nil {
                    message = "Numbers pick a paper class at the paper question; t re-tags from here."
                } else {
                    message = "'\(key)' does nothing here; ? lists the keys."
                }
            }
        }
    }

    /// Enter accepts: the suggested paper class, or a field's grade already given.
    private mutating func pressEnter(at timestamp: String) {
        guard let position else {
            message = "Every receipt is graded: b goes back, u undoes the last event, q quits."
            return
        }
        let receipt = receipts[position.receipt]
        switch position.step {
        case .paper:
            if confirmedPaper(receipt) != nil {
                moveOn()
            } else {
                tag(suggestedPaper(receipt), at: timestamp)
            }
        case .field(let field):
            if grade(of: field, in: receipt) != nil {
                moveOn()
            } else {
                message = "Grade \(field): c correct, l close, m miss, or s to skip it."
            }
        }
    }

    private mutating func answerPrompt(_ text: String, at timestamp: String) {
        guard let position, let prompt else { return }
        var value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // `=` takes the name the household confirmed for this shop.
        if value == "=", prompt == .truth(.merchant), let shop = recognised?.shop { value = shop.name }
        let receipt = receipts[position.receipt]
        self.prompt = nil
        switch prompt {
        case .truth(let field):
            if value.isEmpty {
                message = "\(field): true value left unknown."
                moveOn()
                return
            }
            // A value the written rules cannot read would never grade anything: ask again.
            guard GradingRules.grade(field, proposed: nil, truth: value) != nil else {
                self.prompt = .truth(field)
                message = "'\(value)' cannot be read as a \(field) (\(Self.example(for: field))); type it again, or Enter for unknown."
                return
            }
            var event = newEvent(.truth, for: receipt, at: timestamp)
            event.field = field
            event.value = value
            record(event)
            message = "\(field): true value \(value) recorded."
            moveOn()
        case .tag:
            if value.isEmpty {
                message = "Paper class unchanged."
                return
            }
            let chosen: PaperClass
            if let number = Int(value) {
                guard number >= 1, number <= classes.count else {
                    self.prompt = .tag
                    message = "There is no class number \(number); pick 1 to \(classes.count) or type a name."
                    return
                }
                chosen = classes[number - 1]
            } else if let named = PaperClass.normalised(value) {
                chosen = named
            } else {
                self.prompt = .tag
                message = "'\(value)' has no letters or digits to make a class name; type another, or Enter to keep the class."
                return
            }
            tag(chosen, at: timestamp)
        }
    }

    // MARK: - Recording

    private mutating func recordGrade(_ grade: Grade, of field: FieldName, at timestamp: String) {
        guard let position else { return }
        let receipt = receipts[position.receipt]
        let proposal = receipt.record.extraction?.fields[field]
        var event = newEvent(.grade, for: receipt, at: timestamp)
        event.field = field
        event.proposed = proposal?.value
        event.confidence = proposal?.confidence
        event.rule = proposal?.rule
        event.grade = grade
        record(event)
        message = "\(field): \(grade)."
        if grade == .close || grade == .miss {
            prompt = .truth(field)
        } else {
            moveOn()
        }
    }

    /// Tags the receipt on screen; at the paper question that also answers it.
    private mutating func tag(_ paper: PaperClass, at timestamp: String) {
        guard let position else { return }
        let receipt = receipts[position.receipt]
        var event = newEvent(.paper, for: receipt, at: timestamp)
        event.paper = paper
        record(event)
        if !classes.contains(paper) { classes.append(paper) }
        message = "Paper class: \(paper)."
        if position.step == .paper { moveOn() }
    }

    private func newEvent(_ kind: LedgerEvent.Kind, for receipt: Receipt, at timestamp: String) -> LedgerEvent {
        LedgerEvent(
            at: timestamp, receipt: receipt.sha256, file: receipt.file, extractor: receipt.record.extractor,
            grader: grader, kind: kind)
    }

    private mutating func record(_ event: LedgerEvent) {
        guard let position else { return }
        // The receipt's print goes to the ledger with its first judgement, once: a fact
        // about the paper that the grades beside it turn into memory. Undo takes back the
        // grades, not the print, and a print with no grade in force teaches nothing.
        let receipt = receipts[position.receipt]
        if let print = receipt.record.extraction?.shop, !events(of: receipt).contains(where: { $0.kind == .shop }) {
            var printEvent = newEvent(.shop, for: receipt, at: event.at)
            printEvent.shop = print
            effective[event.receipt, default: []].append(printEvent)
            pending.events.append(printEvent)
            recordedCount += 1
        }
        effective[event.receipt, default: []].append(event)
        history.append(Recorded(event: event, position: position))
        pending.events.append(event)
        recordedCount += 1
    }

    /// Retracts this session's latest event still in force and asks its question again,
    /// on whichever receipt it was.
    private mutating func undo(at timestamp: String) {
        guard let last = history.popLast() else {
            message =
                recordedCount == 0
                ? "Nothing to undo: this session has recorded nothing yet."
                : "Nothing left to undo in this session."
            return
        }
        let target = last.event
        let retraction = LedgerEvent(
            at: timestamp, receipt: target.receipt, file: target.file, extractor: target.extractor,
            grader: grader, kind: .retract, retracts: target.id)
        effective[target.receipt]?.removeAll { $0.id == target.id }
        pending.events.append(retraction)
        recordedCount += 1
        position = last.position
        prompt = nil
        reviewing = false
        recognised = nil
        recognise()
        message = "Undone: \(Self.describe(target))."
    }

    // MARK: - Memory

    /// Works out, when the receipt on screen changed, which of the household's shops it
    /// comes from by the ledger as it now stands, this receipt's own grades left out.
    mutating func recognise() {
        guard remembers, let position else { return }
        guard recognised?.receipt != position.receipt else { return }
        let receipt = receipts[position.receipt]
        guard let print = receipt.record.extraction?.shop else {
            recognised = (position.receipt, nil)
            return
        }
        if memory?.recorded != recordedCount {
            let events = effective.values.flatMap { $0 }.sorted { $0.id < $1.id }
            memory = (recordedCount, HouseholdMemory(state: LedgerState(events: events)))
        }
        guard let memory = memory?.memory else { return }
        let merchant = receipt.record.extraction?[.merchant]
        let shop = memory.recognise(print, proposed: merchant?.value, nameConfidence: merchant?.confidence ?? 0, receipt: receipt.sha256)
        recognised = (position.receipt, shop)
    }

    // MARK: - Moving

    /// After a question is answered: the next unanswered one on this receipt (every
    /// one in turn when reviewing), else the next receipt that is not fully graded.
    private mutating func moveOn() {
        guard let current = position else { return }
        let receipt = receipts[current.receipt]
        let steps = receipt.steps
        let index = steps.firstIndex(of: current.step) ?? 0
        if reviewing, index + 1 < steps.count {
            position?.step = steps[index + 1]
            return
        }
        if let next = steps[(index + 1)...].first(where: { !isAnswered($0, in: receipt) })
            ?? steps.first(where: { !isAnswered($0, in: receipt) })
        {
            reviewing = false
            position?.step = next
            return
        }
        reviewing = false
        let after = Array(receipts.indices.dropFirst(current.receipt + 1)) + Array(receipts.indices.prefix(current.receipt))
        if let next = after.first(where: { !isComplete(receipts[$0]) }) {
            position = Position(receipt: next, step: firstUnanswered(receipts[next]))
        } else {
            position = nil
        }
        recognise()
    }

    /// Shows the previous receipt from its first question, every question in turn.
    private mutating func back() {
        guard let current = position else {
            guard !receipts.isEmpty else { return }
            position = Position(receipt: receipts.count - 1, step: .paper)
            reviewing = true
            recognise()
            return
        }
        guard current.receipt > 0 else {
            message = "This is the first receipt; there is none before it."
            return
        }
        position = Position(receipt: current.receipt - 1, step: .paper)
        reviewing = true
        recognise()
    }

    // MARK: - What the ledger says

    func events(of receipt: Receipt) -> [LedgerEvent] { effective[receipt.sha256] ?? [] }

    /// The class this grader confirmed for the receipt, if any.
    func confirmedPaper(_ receipt: Receipt) -> PaperClass? {
        events(of: receipt).last { $0.kind == .paper && $0.grader == grader }?.paper
    }

    /// The latest tag from anyone (a truth label's tag counts as a suggestion), else the extractor's guess.
    func suggestedPaper(_ receipt: Receipt) -> PaperClass {
        events(of: receipt).last { $0.kind == .paper }?.paper ?? receipt.record.extraction?.paper.paper ?? .thermalRoll
    }

    /// This grader's grade in force for the field, for the receipt's extractor version.
    func grade(of field: FieldName, in receipt: Receipt) -> LedgerEvent? {
        events(of: receipt).last {
            $0.kind == .grade && $0.grader == grader && $0.field == field && $0.extractor == receipt.record.extractor
        }
    }

    /// The confirmed true value of the field, from anyone.
    func truth(of field: FieldName, in receipt: Receipt) -> String? {
        events(of: receipt).last { $0.kind == .truth && $0.field == field }?.value
    }

    func isAnswered(_ step: Step, in receipt: Receipt) -> Bool {
        switch step {
        case .paper: confirmedPaper(receipt) != nil
        case .field(let field): grade(of: field, in: receipt) != nil
        }
    }

    func isComplete(_ receipt: Receipt) -> Bool {
        receipt.steps.allSatisfy { isAnswered($0, in: receipt) }
    }

    func firstUnanswered(_ receipt: Receipt) -> Step {
        receipt.steps.first { !isAnswered($0, in: receipt) } ?? .paper
    }

    static func describe(_ event: LedgerEvent) -> String {
        switch event.kind {
        case .grade: "\(event.field?.rawValue ?? "field") graded \(event.grade?.rawValue ?? "?") on \(event.file)"
        case .truth: "true \(event.field?.rawValue ?? "value") \(event.value ?? "") on \(event.file)"
        case .paper: "paper class \(event.paper?.rawValue ?? "?") on \(event.file)"
        case .retract: "a retraction on \(event.file)"
        case .shop: "the shop's print on \(event.file)"
        }
    }

    static func example(for field: FieldName) -> String {
        switch field {
        case .date: "for example 2024-03-04"
        case .time: "for example 14:05"
        case .total, .subtotal, .tax, .tip: "for example 12.30"
        case .merchant, .payment, .currency: "some letters"
        }
    }
}
