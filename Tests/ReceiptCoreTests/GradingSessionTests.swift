import Testing

@testable import ReceiptCore

/// The grading flow, key by key, without a terminal.
@Suite struct GradingSessionTests {
    typealias Input = GradingSession.Input

    /// What a run of inputs produced, in order.
    struct Outcome {
        var events: [LedgerEvent] = []
        var actions: [GradingSession.Action] = []
    }

    /// Feeds inputs written the way a pipe sends them: `⏎` is Enter, one character
    /// is a key, anything longer is a line of text.
    @discardableResult
    func feed(_ session: inout GradingSession, _ inputs: String...) -> Outcome {
        var outcome = Outcome()
        for input in inputs {
            let token: Input =
                input == "⏎" ? .enter : (input.count == 1 && session.inputMode == .key ? .key(Character(input)) : .text(input))
            let response = session.handle(token, at: "2026-11-29T21:00:00.000Z")
            outcome.events += response.events
            outcome.actions += response.actions
        }
        return outcome
    }

    func fresh(_ events: [LedgerEvent] = []) -> GradingSession {
        GradingSession(records: GradingFixtures.records, state: LedgerState(events: events))
    }

    /// Everything needed to finish receipt 1 (paper + merchant, date, total, tip).
    let firstReceipt = ["⏎", "c", "c", "c", "c"]

    @Test func startsAtTheFirstReceiptsPaperQuestion() {
        let session = fresh()
        #expect(session.position == .init(receipt: 0, step: .paper))
        #expect(session.inputMode == .key)
        #expect(session.screen.contains("receipt 1 of 3 · diner.png · 3 left to grade"))
        #expect(session.screen.contains("Paper class? suggested restaurant-tip: a tip line."))
    }

    @Test func enterConfirmsTheSuggestedPaperClass() throws {
        var session = fresh()
        let outcome = feed(&session, "⏎")
        let event = try #require(outcome.events.first)
        #expect(outcome.events.count == 1)
        #expect(event.kind == .paper)
        #expect(event.paper == .restaurantTip)
        #expect(event.grader == "person")
        #expect(event.receipt == GradingFixtures.sha(0))
        #expect(event.file == "diner.png")
        #expect(event.extractor == "1.0")
        #expect(session.position == .init(receipt: 0, step: .field(.merchant)))
    }

    @Test func cAlsoAcceptsAndADigitPicksAClass() {
        var accept = fresh()
        #expect(feed(&accept, "c").events.first?.paper == .restaurantTip)
        var pick = fresh()
        #expect(feed(&pick, "3").events.first?.paper == .driveThrough)
        #expect(pick.position?.step == .field(.merchant))
    }

    @Test func gradeKeysRecordTheProposalWithItsEvidence() throws {
        var session = fresh()
        let outcome = feed(&session, "⏎", "c", "l", "⏎", "m", "23.40", "s")
        let grades = outcome.events.filter { $0.kind == .grade }
        #expect(grades.map(\.field) == [.merchant, .date, .total, .tip])
        #expect(grades.map(\.grade) == [.correct, .close, .miss, .skip])
        let total = try #require(grades.first { $0.field == .total })
        #expect(total.proposed == "23.45")
        #expect(total.rule == "payment-line")
        #expect(total.confidence == 0.8)
        let truths = outcome.events.filter { $0.kind == .truth }
        #expect(truths.count == 1)
        #expect(truths.first?.field == .total)
        #expect(truths.first?.value == "23.40")
        // Receipt 1 is done: on to receipt 2.
        #expect(session.position == .init(receipt: 1, step: .paper))
    }

    @Test(arguments: ["l", "m"]) func closeAndMissAskForTheTrueValue(key: String) {
        var session = fresh()
        feed(&session, "⏎", key)
        #expect(session.inputMode == .line)
        #expect(session.promptText == "true merchant (Enter = unknown): ")
        let typed = feed(&session, "Diner Sixty-Six")
        #expect(typed.events.map(\.kind) == [.truth])
        #expect(typed.events.first?.value == "Diner Sixty-Six")
        #expect(session.inputMode == .key)
        #expect(session.position?.step == .field(.date))
    }

    @Test func anEmptyTrueValueIsUnknownAndRecordsNothing() {
        var session = fresh()
        feed(&session, "⏎", "m")
        let outcome = feed(&session, "⏎")
        #expect(outcome.events.isEmpty)
        #expect(session.position?.step == .field(.date))
        #expect(session.screen.contains("true value left unknown"))
    }

    @Test func aTrueValueTheRulesCannotReadIsAskedAgain() {
        var session = fresh()
        feed(&session, "⏎", "c", "m")
        let outcome = feed(&session, "yesterday")
        #expect(outcome.events.isEmpty)
        #expect(session.inputMode == .line)
        #expect(session.screen.contains("'yesterday' cannot be read as a date"))
        #expect(feed(&session, "2024-03-05").events.first?.value == "2024-03-05")
    }

    @Test func primaryFieldsAreAlwaysAskedOthersOnlyWhenProposed() {
        var session = fresh()
        feed(&session, "⏎", "c", "c", "c", "c", "⏎", "c")
        // Receipt 2 proposes no date: asked anyway, with the reason.
        #expect(session.position == .init(receipt: 1, step: .field(.date)))
        #expect(session.screen.contains("proposed  nothing"))
        #expect(session.screen.contains("no date on the page"))
        feed(&session, "c", "c")
        // No tip, tax or payment proposed: receipt 2 ends after total.
        #expect(session.position == .init(receipt: 2, step: .paper))
    }

    @Test func theFieldScreenShowsProposalEvidenceAndProgress() {
        var session = fresh()
        feed(&session, "⏎", "c", "c")
        let screen = session.screen
        #expect(screen.contains("total — field 3 of 4"))
        #expect(screen.contains("proposed  23.45"))
        #expect(screen.contains("evidence  VISA ****4821 $23.45"))
        #expect(screen.contains("rule      payment-line (80 %)"))
        #expect(screen.contains("merchant correct · date correct · [total] · tip …"))
        #expect(screen.contains("paper: restaurant-tip"))
    }

    @Test func undoRetractsTheLastEventAndAsksAgain() throws {
        var session = fresh()
        let graded = feed(&session, "⏎", "c")
        let merchant = try #require(graded.events.last)
        let undone = feed(&session, "u")
        #expect(undone.events.count == 1)
        #expect(undone.events.first?.kind == .retract)
        #expect(undone.events.first?.retracts == merchant.id)
        #expect(undone.events.first?.receipt == merchant.receipt)
        #expect(session.position == .init(receipt: 0, step: .field(.merchant)))
        #expect(!session.screen.contains("graded    correct"))
        #expect(feed(&session, "m").events.first?.grade == .miss)
    }

    @Test func undoGoesBackAcrossReceipts() throws {
        var session = fresh()
        let first = feed(&session, "⏎", "c", "c", "c", "c")
        #expect(session.position == .init(receipt: 1, step: .paper))
        let tip = try #require(first.events.last)
        let undone = feed(&session, "u")
        #expect(undone.events.first?.retracts == tip.id)
        #expect(session.position == .init(receipt: 0, step: .field(.tip)))
        #expect(session.screen.contains("receipt 1 of 3"))
        // Answering it again carries on to the receipt that was on screen.
        feed(&session, "l", "⏎")
        #expect(session.position == .init(receipt: 1, step: .paper))
        // And further back: undo the grade just given, then the total before it.
        let twice = feed(&session, "u", "u")
        #expect(twice.events.count == 2)
        #expect(session.position == .init(receipt: 0, step: .field(.total)))
    }

    @Test func undoAfterATrueValueTakesBackTheValueThenTheGrade() {
        var session = fresh()
        let graded = feed(&session, "⏎", "m", "DINER SIXTY SIX")
        let truth = graded.events[2]
        let grade = graded.events[1]
        #expect(feed(&session, "u").events.first?.retracts == truth.id)
        #expect(session.position?.step == .field(.merchant))
        #expect(session.screen.contains("graded    miss"))
        #expect(feed(&session, "u").events.first?.retracts == grade.id)
        #expect(!session.screen.contains("graded    miss"))
    }

    @Test func undoWithNothingToUndoSaysSo() {
        var session = fresh()
        #expect(feed(&session, "u").events.isEmpty)
        #expect(session.screen.contains("Nothing to undo"))
        feed(&session, "⏎", "u")
        #expect(feed(&session, "u").events.isEmpty)
        #expect(session.screen.contains("Nothing left to undo"))
    }

    @Test func undoingThePaperTagAsksThePaperClassAgain() {
        var session = fresh()
        feed(&session, "⏎")
        feed(&session, "u")
        #expect(session.position == .init(receipt: 0, step: .paper))
        #expect(session.screen.contains("(not confirmed)"))
    }

    @Test func retagFromAFieldKeepsTheQuestion() {
        var session = fresh()
        feed(&session, "⏎", "c", "t")
        #expect(session.inputMode == .line)
        #expect(session.screen.contains("  1 thermal-roll      2 grocery-tape      3 drive-through"))
        #expect(session.screen.contains("4 restaurant-tip*"))
        let byNumber = feed(&session, "2")
        #expect(byNumber.events.map(\.paper) == [.groceryTape])
        #expect(session.position?.step == .field(.date))
        feed(&session, "t")
        let byName = feed(&session, "  Market Stall ")
        #expect(byName.events.first?.paper == PaperClass("market-stall"))
        #expect(session.classes.last == PaperClass("market-stall"))
        #expect(session.screen.contains("paper: market-stall"))
    }

    @Test func retagRejectsNonsenseAndEnterKeepsTheClass() {
        var session = fresh()
        feed(&session, "⏎", "t")
        #expect(feed(&session, "!!!").events.isEmpty)
        #expect(session.inputMode == .line)
        #expect(feed(&session, "42").events.isEmpty)
        #expect(session.screen.contains("There is no class number 42"))
        #expect(feed(&session, "⏎").events.isEmpty)
        #expect(session.inputMode == .key)
        #expect(session.screen.contains("Paper class unchanged"))
    }

    @Test func retagAtThePaperQuestionAnswersIt() {
        var session = fresh()
        feed(&session, "t")
        #expect(feed(&session, "photo").events.first?.paper == .photo)
        #expect(session.position?.step == .field(.merchant))
    }

    @Test func backShowsThePreviousReceiptAndEnterKeepsItsAnswers() {
        var session = fresh()
        feed(&session, "⏎", "c", "c", "c", "c", "⏎", "c")
        let back = feed(&session, "b")
        #expect(back.events.isEmpty)
        #expect(session.position == .init(receipt: 0, step: .paper))
        #expect(session.screen.contains("(confirmed) — Enter keeps it"))
        // Walk it without changing anything: no event.
        #expect(feed(&session, "⏎", "⏎", "⏎").events.isEmpty)
        #expect(session.position == .init(receipt: 0, step: .field(.total)))
        #expect(session.screen.contains("graded    correct — Enter keeps it"))
        // Re-grade the total, then go on: back to the unfinished receipt 2, where it stopped.
        #expect(feed(&session, "l", "⏎").events.map(\.grade) == [.close])
        feed(&session, "⏎")
        #expect(session.position == .init(receipt: 1, step: .field(.date)))
    }

    @Test func backOnTheFirstReceiptSaysThereIsNone() {
        var session = fresh()
        feed(&session, "b")
        #expect(session.position == .init(receipt: 0, step: .paper))
        #expect(session.screen.contains("This is the first receipt"))
    }

    @Test func skipIsRecordedSoResumeDoesNotAskAgain() {
        var session = fresh()
        let outcome = feed(&session, "⏎", "s")
        #expect(outcome.events.last?.grade == .skip)
        let resumed = fresh(outcome.events)
        #expect(resumed.position == .init(receipt: 0, step: .field(.date)))
    }

    @Test func openAsksTheCLIToShowTheImage() {
        var session = fresh()
        let outcome = feed(&session, "o")
        #expect(outcome.actions == [.open(file: "Fixtures/images/diner.png")])
        #expect(outcome.events.isEmpty)
    }

    @Test func helpListsTheKeys() {
        var session = fresh()
        feed(&session, "?")
        for line in GradingSession.help { #expect(session.screen.contains(line)) }
        feed(&session, "⏎")
        #expect(!session.screen.contains(GradingSession.help[0]))
    }

    @Test func quitRecordsNothing() {
        var session = fresh()
        feed(&session, "⏎")
        let outcome = feed(&session, "q")
        #expect(outcome.actions == [.quit])
        #expect(outcome.events.isEmpty)
    }

    @Test func unknownKeysAndWordsAreExplained() {
        var session = fresh()
        feed(&session, "⏎")
        #expect(feed(&session, "x").events.isEmpty)
        #expect(session.screen.contains("'x' does nothing here"))
        #expect(feed(&session, "correct").events.isEmpty)
        #expect(session.screen.contains("'correct' is not a key"))
        #expect(feed(&session, "4").events.isEmpty)
        #expect(session.screen.contains("Numbers pick a paper class"))
        #expect(feed(&session, "m").events.count == 1)
    }

    @Test func gradeKeysWaitForThePaperClass() {
        var session = fresh()
        #expect(feed(&session, "m").events.isEmpty)
        #expect(session.screen.contains("First the paper class"))
    }

    @Test func resumesWhereTheLedgerSaysGradingStopped() {
        var first = fresh()
        let earlier = feed(&first, "⏎", "c", "c", "c", "c", "⏎", "c")
        let resumed = fresh(earlier.events)
        #expect(resumed.position == .init(receipt: 1, step: .field(.date)))
        #expect(resumed.remainingCount == 2)
        #expect(resumed.screen.contains("receipt 2 of 3 · kiosk.png · 2 left to grade"))
    }

    @Test func onlyThisGradersGradesForThisExtractorCountAsAnswers() {
        let sha = GradingFixtures.sha(0)
        func event(_ kind: LedgerEvent.Kind, grader: String, extractor: String = "1.0") -> LedgerEvent {
            LedgerEvent(receipt: sha, file: "diner.png", extractor: extractor, grader: grader, kind: kind)
        }
        var paper = event(.paper, grader: "person")
        paper.paper = .restaurantTip
        var byLabels = event(.grade, grader: "truth:labels")
        byLabels.field = .merchant
        byLabels.grade = .correct
        var olderVersion = event(.grade, grader: "person", extractor: "0.9")
        olderVersion.field = .merchant
        olderVersion.grade = .correct
        let session = fresh([paper, byLabels, olderVersion])
        #expect(session.position == .init(receipt: 0, step: .field(.merchant)))
    }

    @Test func aTruthLabelsPaperTagIsTheSuggestionButNotAConfirmation() {
        var tag = LedgerEvent(receipt: GradingFixtures.sha(0), file: "diner.png", extractor: "1.0", grader: "truth:labels", kind: .paper)
        tag.paper = .driveThrough
        var session = fresh([tag])
        #expect(session.position == .init(receipt: 0, step: .paper))
        #expect(session.screen.contains("Paper class? drive-through, as tagged by truth:labels."))
        #expect(feed(&session, "⏎").events.first?.paper == .driveThrough)
    }

    @Test func whenEverythingIsGradedTheSessionSaysSoAndBackStillWorks() {
        var session = fresh()
        feed(&session, "⏎", "c", "c", "c", "c", "⏎", "c", "c", "c", "⏎", "c", "c", "c")
        #expect(session.position == nil)
        #expect(session.screen.contains("All 3 receipts are graded."))
        #expect(session.summary.contains("3 of 3 receipts are fully graded."))
        #expect(feed(&session, "c").events.isEmpty)
        feed(&session, "b")
        #expect(session.position == .init(receipt: 2, step: .paper))
    }

    @Test func unreadableAndRepeatedScanLinesAreLeftOut() {
        var records = GradingFixtures.records
        records.append(records[0])
        records.append(ScanRecord(file: "broken.png", sha256: nil, extractor: "1.0", error: "cannot decode"))
        let session = GradingSession(records: records, state: LedgerState(events: []))
        #expect(session.receiptCount == 3)
        #expect(session.ungradable == 1)
    }

    @Test func customClassesFromTheLedgerAreOfferedByNumber() {
        var tag = LedgerEvent(receipt: "other", file: "x.png", extractor: "1.0", grader: "person", kind: .paper)
        tag.paper = PaperClass("parking-ticket")
        var session = fresh([tag])
        #expect(session.classes.count == 9)
        #expect(session.screen.contains("9 parking-ticket"))
        #expect(feed(&session, "9").events.first?.paper == PaperClass("parking-ticket"))
    }

    @Test func theProgressLineWrapsToFitATerminal() {
        let fields = Dictionary(
            uniqueKeysWithValues: FieldName.allCases.map { ($0, GradingFixtures.field("1.00", row: "ROW 1.00")) })
        let record = ScanRecord(file: "all.png", sha256: "dd", extractor: "1.0", extraction: Extraction(fields: fields))
        var session = GradingSession(records: [record], state: LedgerState(events: []))
        feed(&session, "⏎")
        #expect(session.screen.contains("\n[merchant] · date … · total … · subtotal … · tax … · tip … · payment … ·\ncurrency … · time …\n"))
        #expect(session.screen.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func longNamesAndReasonsAreClippedToTheTerminal() {
        let long = String(repeating: "x", count: 120)
        let record = ScanRecord(
            file: long + ".png", sha256: "ee", extractor: "1.0",
            extraction: Extraction(paper: PaperGuess(paper: .faded, reason: long)))
        let session = GradingSession(records: [record], state: LedgerState(events: []))
        #expect(session.screen.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func theCLICanReportWhatHappenedOutside() {
        var session = fresh()
        session.report("Opened diner.png.")
        #expect(session.screen.contains("» Opened diner.png."))
    }

    @Test func textFromReceiptsTheLedgerAndTheKeyboardCannotDriveTheTerminal() throws {
        let clear = "\u{1B}[2J"
        let record = ScanRecord(
            file: "shoebox/two\nlines\(clear).png", sha256: "ff", extractor: "1.0",
            extraction: Extraction(
                fields: [.merchant: GradingFixtures.field("SHOP\(clear)", row: "SHOP\(clear) \u{9B}31m \u{202E}LATOT")],
                paper: PaperGuess(paper: .faded, reason: "read as \(clear)")))
        // A tag and a true value from the ledger, which anyone may have written.
        let tag = LedgerEvent(
            receipt: "ff", file: "two\nlines.png", extractor: "1.0", grader: "truth:x", kind: .paper,
            paper: PaperClass("odd\u{1B}]0;title\u{7}"))
        var session = GradingSession(records: [record], state: LedgerState(events: [tag]))
        // The paper question, then merchant, then its true value as typed (pasted) in.
        let screens =
            [session.screen]
            + ["⏎", "m", "SHOP\(clear)\u{2066}"].map { input in
                feed(&session, input)
                return session.screen
            }
        for screen in screens {
            #expect(!screen.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{7}" || $0 == "\u{202E}" })
            #expect(!screen.contains("two\nlines"), "a name must not start a line of its own")
        }
        #expect(screens[0].contains("receipt 1 of 1 · two\\nlines\\u{1B}[2J.png"))
        #expect(screens[0].contains("odd\\u{1B}]0;title\\u{7}"))
        #expect(screens[1].contains("proposed  SHOP\\u{1B}[2J"))
        #expect(screens[1].contains("evidence  SHOP\\u{1B}[2J \\u{9B}31m \\u{202E}LATOT"))
        #expect(screens[3].contains("true value SHOP\\u{1B}[2J\\u{2066} recorded"))
        // The ledger keeps the value exactly as typed.
        #expect(session.truth(of: .merchant, in: session.receipts[0]) == "SHOP\(clear)\u{2066}")
    }
}
