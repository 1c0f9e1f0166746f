import Foundation
import Testing

@testable import ReceiptCore

/// The household's memory on frozen word dumps: what a receipt's print holds, how a shop is
/// recognised and when it is not, what a recognised shop changes, and that a retracted grade
/// is forgotten.
@Suite struct HouseholdMemoryTests {
    /// The Malaysian grocery fixture: a phone, a GST number, a company number, a rounded total.
    let grocery = "kedai-runcit-gst-rounding"
    let confirmedName = "KEDAI RUNCIT SRI JAYA SDN. BHD."

    func analysis(_ name: String) throws -> PageAnalysis { PageAnalysis(page: try Repository.dump(name)) }

    func proposal(_ name: String, memory: HouseholdMemory = .init(), receipt: String? = nil) throws -> Extraction {
        Extractor.proposal(from: try analysis(name), options: ExtractionOptions(memory: memory), receipt: receipt)
    }

    /// A ledger in which `receipt`'s print was recorded and its merchant typed as `name`, its
    /// total graded correct.
    func ledger(receipt: String, print: ShopPrint, name: String) -> [LedgerEvent] {
        func event(_ kind: LedgerEvent.Kind) -> LedgerEvent {
            LedgerEvent(receipt: receipt, file: "\(receipt).jpg", extractor: Extractor.version, grader: "person", kind: kind)
        }
        var shop = event(.shop)
        shop.shop = print
        var truth = event(.truth)
        truth.field = .merchant
        truth.value = name
        var total = event(.grade)
        total.field = .total
        total.proposed = print.total
        total.grade = .correct
        return [shop, truth, total]
    }

    @Test func aPrintHoldsWhatEveryReceiptOfTheShopPrints() throws {
        let print = try #require(try proposal(grocery).shop)
        #expect(print.phones == ["0387361122"])
        #expect(print.numbers.contains("001234567890"))
        #expect(print.totalLabel == "ROUNDED TOTAL RM")
        #expect(print.dateOrder == "day-first")
        #expect(print.header.contains("runcit"))
        // Invoice numbers, dates and times change from receipt to receipt: not in the header.
        #expect(!print.header.contains { $0.hasPrefix("csooo") })
        #expect(!print.header.contains("o3o4zoi7"))
    }

    @Test func aShopGradedOnceIsRecognisedByItsPhoneAndNumbersAndNamedAsConfirmed() throws {
        let print = try #require(try proposal(grocery).shop)
        let memory = HouseholdMemory(state: LedgerState(events: ledger(receipt: "first", print: print, name: confirmedName)))
        let read = try proposal(grocery, memory: memory, receipt: "second")
        let shop = try #require(read.memory)
        #expect(shop.name == confirmedName)
        #expect(shop.agreeing.contains("phone 0387361122"))
        #expect(shop.sentence.hasPrefix("matches \(confirmedName), confirmed on 1 receipt: the phone 0387361122"))
        let merchant = try #require(read[.merchant])
        #expect(merchant.value == confirmedName)
        #expect(merchant.rule == "memory")
        #expect(merchant.rejected.first?.value == "KEDAI RUNCIT SRI JAYA SDN BHD")
        #expect(merchant.features?["memory-identifiers"] == 2)
        // Only re-punctuated: the name was read as confirmed, not replaced.
        #expect(merchant.features?["memory-renamed"] == 0)
        // The total sits under the label the shop's total was confirmed under.
        #expect(read[.total]?.features?["memory-label-agrees"] == 1)
        #expect(read.shop?.total == "66.50")
    }

    @Test func aNameWhoseLettersTheMemoryChangedIsRenamed() throws {
        let print = try #require(try proposal(grocery).shop)
        let typed = "KEDAI RUNCIT SRI JAYA (KL) SDN BHD"
        let memory = HouseholdMemory(state: LedgerState(events: ledger(receipt: "first", print: print, name: typed)))
        let merchant = try #require(try proposal(grocery, memory: memory, receipt: "second")[.merchant])
        #expect(merchant.value == typed)
        #expect(merchant.features?["memory-renamed"] == 1)
    }

    @Test func aNameReadSurelyThatIsNotTheShopsKeepsItsOwnShop() throws {
        // A sister company printing the same number and header: its name, read surely, stands.
        let print = try #require(try proposal(grocery).shop)
        let memory = HouseholdMemory(state: LedgerState(events: ledger(receipt: "first", print: print, name: "SUNWAY HARDWARE TRADING")))
        #expect(memory.recognise(print, proposed: "KEDAI RUNCIT SRI JAYA SDN BHD", nameConfidence: 0.95, receipt: "second") == nil)
        // Read unsurely, the same name is the page's guess, and the shop's evidence wins.
        #expect(
            memory.recognise(print, proposed: "KEDAI RUNCIT SRI JAYA SDN BHD", nameConfidence: 0.6, receipt: "second")?.name
                == "SUNWAY HARDWARE TRADING")
        // A name read surely that spells the shop's is the shop.
        let same = HouseholdMemory(state: LedgerState(events: ledger(receipt: "first", print: print, name: confirmedName)))
        #expect(same.recognise(print, proposed: "KEDAI RUNCIT SRI JAYA SDN BHD", nameConfidence: 0.95, receipt: "second")?.name == confirmedName)
    }

    @Test func aSisterCompanyOnTheSamePhoneIsAnotherShop() throws {
        // The same switchboard and building, another company's registration and GST numbers:
        // the phone agrees, the numbers say it is not the shop remembered.
        let print = try #require(try proposal(grocery).shop)
        let memory = HouseholdMemory(state: LedgerState(events: ledger(receipt: "first", print: print, name: confirmedName)))
        var sister = print
        sister.numbers = ["509213A", "000212623360"]
        #expect(memory.recognise(sister, proposed: "KEDAI RUNCIT SRI JAYA SDN BHD", nameConfidence: 0.6, receipt: "second") == nil)
        // One of its numbers misread by a character is still the shop's.
        var misread = print
        misread.numbers = print.numbers.map { number in
            number.count >= 8 ? String(number.dropLast()) + (number.last == "0" ? "8" : "0") : number
        }
        #expect(memory.recognise(misread, proposed: "KEDAI RUNCIT SRI JAYA SDN BHD", nameConfidence: 0.6, receipt: "second")?.name == confirmedName)
        // A digit read twice is a slip, not another number.
        var doubled = print
        doubled.numbers = ["0012345667890"]
        #expect(memory.recognise(doubled, proposed: "KEDAI RUNCIT SRI JAYA SDN BHD", nameConfidence: 0.6, receipt: "second")?.name == confirmedName)
        // A number read only in part (the GST number's tail) is the shop's too.
        var partial = print
        partial.numbers = ["4567890"]
        #expect(memory.recognise(partial, proposed: "KEDAI RUNCIT SRI JAYA SDN BHD", nameConfidence: 0.6, receipt: "second")?.name == confirmedName)
    }

    @Test func aReceiptIsNeverRecognisedByItsOwnGrades() throws {
        let print = try #require(try proposal(grocery).shop)
        let memory = HouseholdMemory(state: LedgerState(events: ledger(receipt: "first", print: print, name: confirmedName)))
        let again = try proposal(grocery, memory: memory, receipt: "first")
        #expect(again.memory == nil)
        #expect(again[.merchant] == (try proposal(grocery))[.merchant])
    }

    @Test func aRetractedGradeIsForgotten() throws {
        let print = try #require(try proposal(grocery).shop)
        var events = ledger(receipt: "first", print: print, name: confirmedName)
        events.append(
            LedgerEvent(
                receipt: "first", file: "first.jpg", extractor: Extractor.version, grader: "person", kind: .retract,
                retracts: events[1].id))
        let memory = HouseholdMemory(state: LedgerState(events: events))
        #expect(memory.shops.isEmpty)
        let read = try proposal(grocery, memory: memory, receipt: "second")
        #expect(read.memory == nil)
        #expect(read[.merchant]?.value == "KEDAI RUNCIT SRI JAYA SDN BHD")
    }

    @Test func aFirstVisitIsReadAsWithoutTheMemory() throws {
        let other = try #require(try proposal("drive-through-order-number").shop)
        let memory = HouseholdMemory(state: LedgerState(events: ledger(receipt: "taco", print: other, name: "TACO TUMBLEWEED")))
        var remembered = try proposal(grocery, memory: memory, receipt: "second")
        let plain = try proposal(grocery)
        #expect(remembered.memory == nil)
        remembered.memory = plain.memory
        #expect(remembered == plain)
    }

    @Test func aShopWithASimilarNameButOtherNumbersKeepsItsOwnName() throws {
        let print = try #require(try proposal(grocery).shop)
        // Another branch or another shop on the street: the same words in its name, its own
        // phone and registration numbers.
        var neighbour = print
        neighbour.phones = ["0355512345"]
        neighbour.numbers = ["998877W", "000111222333"]
        neighbour.header = ["keoai", "runcit", "sri", "jaya", "son", "bho", "jaian", "bukit", "bintang", "kuaia", "iumpur"]
        let memory = HouseholdMemory(
            state: LedgerState(events: ledger(receipt: "first", print: neighbour, name: "KEDAI RUNCIT SRI JAYA (BUKIT BINTANG)")))
        let read = try proposal(grocery, memory: memory, receipt: "second")
        #expect(read.memory == nil)
        #expect(read[.merchant]?.value == "KEDAI RUNCIT SRI JAYA SDN BHD")
    }

    @Test func aShopTheHouseholdNamedTwoWaysSaysSo() throws {
        // The same stationer, confirmed twice as `TEO HENG` and once as `TED HENG`.
        let header = ["teo", "heng", "stationery", "jalan", "kuchai", "iama"]
        var events: [LedgerEvent] = []
        for (index, name) in ["TEO HENG STATIONERY & BOOKS", "TEO HENG STATIONERY & BOOKS", "TED HENG STATIONERY & BOOKS"].enumerated() {
            events += ledger(receipt: "r\(index)", print: ShopPrint(header: header, phones: ["0379831234"]), name: name)
        }
        let memory = HouseholdMemory(state: LedgerState(events: events))
        let shop = try #require(
            memory.recognise(ShopPrint(header: header, phones: ["0379831234"]), proposed: "TEO HENG STATIONERY", receipt: "new"))
        #expect(shop.name == "TEO HENG STATIONERY & BOOKS")
        #expect(shop.otherNames == ["TED HENG STATIONERY & BOOKS"])
        #expect(shop.sentence.hasSuffix("; the household also named it 'TED HENG STATIONERY & BOOKS'"))
        // A shop named one way says nothing of the kind.
        let once = HouseholdMemory(state: LedgerState(events: Array(events.prefix(6))))
        let named = try #require(once.recognise(ShopPrint(header: header, phones: ["0379831234"]), proposed: "TEO HENG", receipt: "new"))
        #expect(named.otherNames == nil)
    }

    @Test func wordsManyShopsPrintDoNotMakeTwoShopsOne() {
        // Five restaurants remembered, each printing `restaurant` and `gst` in its header, one `lunch`.
        let names = ["best", "golden", "lucky", "garden", "palace"]
        var events: [LedgerEvent] = []
        for (index, name) in names.enumerated() {
            let print = ShopPrint(header: [name, "restaurant", "gst", index == 0 ? "lunch" : "dinner", "street\(index)", "town\(index)"])
            events += ledger(receipt: "r\(index)", print: print, name: "\(name.uppercased()) RESTAURANT")
        }
        let memory = HouseholdMemory(state: LedgerState(events: events))
        // Another restaurant's lunch bill: its name alike in its last word, its header in its common words.
        let other = ShopPrint(header: ["iberia", "restaurant", "gst", "lunch", "chk"])
        #expect(memory.recognise(other, proposed: "IBERIA RESTAURANT", nameConfidence: 0.8, receipt: "new") == nil)
        // A receipt from one of them still matches by the words that are its own.
        let again = ShopPrint(header: ["best", "restaurant", "gst", "lunch", "street0", "town0"])
        #expect(memory.recognise(again, proposed: "BEST RESTAURANT", nameConfidence: 0.8, receipt: "new")?.name == "BEST RESTAURANT")
    }

    @Test func agreementRaisesAndDisagreementLowersThroughTheModel() throws {
        let print = try #require(try proposal(grocery).shop)
        var elsewhere = print
        elsewhere.totalLabel = "NETT TOTAL"
        // A model that weighs agreement as the fitted one may: a confirmed label raises a total,
        // another label lowers it.
        let model = ConfidenceModel(
            features: HouseholdMemory.featureNames[.total] ?? [], weights: [1, 0, 0, 2, -2], means: [0, 0, 0, 0, 0], intercept: 0,
            fittedTo: "a test")
        let plain = try #require(try proposal(grocery)[.total])
        for (taught, rises) in [(print, true), (elsewhere, false)] {
            let memory = HouseholdMemory(state: LedgerState(events: ledger(receipt: "first", print: taught, name: confirmedName)))
            let read = memory.applied(to: try proposal(grocery), analysis: try analysis(grocery), receipt: "second", models: [.total: model])
            let total = try #require(read[.total])
            #expect(total.value == plain.value)
            // The page's own evidence has this total at the top already; agreement keeps it there.
            #expect(rises ? total.confidence >= plain.confidence : total.confidence < plain.confidence)
            #expect(total.features?["memory-label-agrees"] == (rises ? 1 : 0))
            #expect(total.reason.contains("the household's memory"))
        }
    }

    @Test func theMemoryReadsTheLedgerAsTheWholeParseDoes() throws {
        let print = try #require(try proposal(grocery).shop)
        var events = ledger(receipt: "first", print: print, name: "Café \"Quote\" \\ back")
        var paper = LedgerEvent(receipt: "first", file: "first.jpg", extractor: "1.70", grader: "person", kind: .paper)
        paper.paper = .thermalRoll
        var tax = LedgerEvent(receipt: "first", file: "first.jpg", extractor: "1.70", grader: "person", kind: .grade)
        tax.field = .tax
        tax.grade = .miss
        events += [paper, tax, LedgerEvent(receipt: "first", file: "f", extractor: "1.70", grader: "person", kind: .retract, retracts: tax.id)]
        let text = try events.map { try JSONLine.encode($0) }.joined(separator: "\n") + "\n"
        let fast = Ledger.parseForMemory(Data(text.utf8), path: "ledger.jsonl")
        let whole = Ledger.parse(Data(text.utf8), path: "ledger.jsonl")
        #expect(fast.warnings.isEmpty)
        #expect(fast.events.map(\.kind) == [.shop, .truth, .grade, .retract])
        #expect(fast.events[1].value == "Café \"Quote\" \\ back")
        #expect(fast.events[0].shop == whole.events[0].shop)
        #expect(fast.events[0].id == whole.events[0].id)
        let memory = HouseholdMemory(state: LedgerState(events: fast.events))
        let wholeMemory = HouseholdMemory(state: LedgerState(events: whole.events))
        #expect(memory == wholeMemory)
        #expect(memory.shops.first?.name == "Café \"Quote\" \\ back")
    }

    @Test func linesTheMemoryNeverReadsAreLeftUnsplitButATornOneIsStillReported() throws {
        var paper = LedgerEvent(receipt: "first", file: "first.jpg", extractor: "1.73", grader: "person", kind: .paper)
        paper.paper = .thermalRoll
        var tip = LedgerEvent(receipt: "first", file: "first.jpg", extractor: "1.73", grader: "person", kind: .truth)
        tip.field = .tip
        tip.value = "2.00"
        var date = tip
        date.field = .date
        date.value = "2018-03-20"
        let whole = try [paper, tip, date].map { try JSONLine.encode($0) }
        let torn = String(whole[0].prefix(whole[0].count - 3))
        let text = (whole + [torn]).joined(separator: "\n")
        let fast = Ledger.parseForMemory(Data(text.utf8), path: "ledger.jsonl")
        // The paper tag and the tip's true value are not the memory's; the date's is.
        #expect(fast.events.map(\.field) == [.date])
        #expect(fast.warnings == ["ledger.jsonl:4: torn last line (an interrupted write) skipped"])
    }

    @Test func aLongLedgerReadInPiecesKeepsItsOrderAndItsLineNumbers() throws {
        var print = try #require(try proposal(grocery).shop)
        // A label the fast reader leaves to the decoder, and an escape it must not misread.
        print.totalLabel = "TOTAL \"RM\""
        var lines: [String] = []
        var early: [LedgerEvent] = []
        for number in 0..<6000 {
            // Each receipt graded four times over the ledger, its name typed anew each time.
            let events = ledger(receipt: "r\(number % 1500)", print: print, name: "Shop \(number)")
            for event in events { lines.append(try JSONLine.encode(event)) }
            if (3000..<3100).contains(number) || (4500..<4600).contains(number) { early.append(events[1]) }
            if number == 3000 { lines.append("{\"kind\":\"grade\",") }
            // Near the end, retractions of the last two names typed for r0 to r99: the one typed
            // before them, in an earlier piece, is in force again.
            if number >= 5800, let target = early.popLast() {
                lines.append(
                    try JSONLine.encode(
                        LedgerEvent(receipt: target.receipt, file: "f", extractor: "1.71", grader: "person", kind: .retract, retracts: target.id)))
            }
        }
        lines.append("{\"kind\":\"truth\"")
        let text = lines.joined(separator: "\n")
        #expect(text.utf8.count > 2 << 20, "long enough to be read in pieces")
        let fast = Ledger.parseForMemory(Data(text.utf8), path: "ledger.jsonl")
        let whole = Ledger.parse(Data(text.utf8), path: "ledger.jsonl")
        #expect(fast.events.map(\.id) == whole.events.map(\.id))
        #expect(fast.events.map(\.shop) == whole.events.map(\.shop))
        #expect(fast.warnings == ["ledger.jsonl:9004: unreadable line skipped", "ledger.jsonl:18202: torn last line (an interrupted write) skipped"])
        let wholeState = LedgerState(events: whole.events)
        let pieces = Ledger.piecesForMemory(Data(text.utf8), path: "ledger.jsonl").pieces
        #expect(pieces.count > 1)
        let folded = LedgerState.receipts(folding: pieces)
        #expect(folded.mapValues(\.truth) == wholeState.receipts.mapValues(\.truth))
        #expect(folded["r5"]?.truth[.merchant] == "Shop 1505")
        #expect(folded.mapValues(\.firstSeen).count == 1500)
        #expect(HouseholdMemory(receipts: folded) == HouseholdMemory(state: wholeState))
        #expect(HouseholdMemory(state: LedgerState(events: fast.events)) == HouseholdMemory(state: wholeState))
    }

    @Test func theShopsBuiltInRunsSideBySideAreTheShopsBuiltOneByOne() throws {
        let base = try #require(try proposal(grocery).shop)
        var events: [LedgerEvent] = []
        for number in 0..<700 {
            // 350 shops, two receipts each, each its own phone and number; every shop prints the
            // same address words and neighbours share more, so a word's shops run across the cut
            // between runs.
            var print = base
            print.phones = ["03\(number / 2)"]
            print.numbers = ["N\(number / 2)"]
            print.header = base.header + ["word\(number / 6)", "shop\(number / 2)"]
            events += ledger(receipt: "r\(number)", print: print, name: "SHOP \(number / 2)")
        }
        let state = LedgerState(events: events)
        let oneByOne = HouseholdMemory(receipts: state.receipts, source: "ledger", runs: 1)
        #expect(oneByOne.shops.count == 350)
        for runs in [2, 3, 7] { #expect(HouseholdMemory(receipts: state.receipts, source: "ledger", runs: runs) == oneByOne, "\(runs) runs") }
        #expect(HouseholdMemory(receipts: state.receipts) == oneByOne)
        // Recognised alike: a third receipt of a shop built in a later run.
        var third = base
        third.phones = ["03\(601 / 2)"]
        third.numbers = ["N\(601 / 2)"]
        third.header = base.header + ["word\(601 / 6)", "shop\(601 / 2)"]
        let recognised = HouseholdMemory(receipts: state.receipts, source: "ledger", runs: 3).recognise(third, proposed: "SHOP 300")
        #expect(recognised?.name == "SHOP 300")
        #expect(recognised == oneByOne.recognise(third, proposed: "SHOP 300"))
    }

    @Test func gradingRecordsThePrintOnceWithTheReceiptsFirstJudgement() throws {
        let extraction = try proposal(grocery)
        var record = ScanRecord(file: "a.jpg", sha256: "aaa", extractor: Extractor.version, extraction: extraction)
        record.extraction?.paper = PaperGuess(paper: .thermalRoll)
        var session = GradingSession(records: [record], state: LedgerState(events: []))
        let first = session.handle(.enter)
        #expect(first.events.map(\.kind) == [.shop, .paper])
        #expect(first.events[0].shop == extraction.shop)
        let second = session.handle(.key("c"))
        #expect(second.events.map(\.kind) == [.grade])
    }

    @Test func gradingOffersTheNameTheHouseholdConfirmedForTheShop() throws {
        let extraction = try proposal(grocery)
        let print = try #require(extraction.shop)
        let record = ScanRecord(file: "b.jpg", sha256: "second", extractor: Extractor.version, extraction: extraction)
        var session = GradingSession(
            records: [record], state: LedgerState(events: ledger(receipt: "first", print: print, name: confirmedName)))
        #expect(session.screen.contains("shop: matches \(confirmedName)"))
        _ = session.handle(.enter)  // paper
        _ = session.handle(.key("l"))  // merchant: close
        #expect(session.promptText.contains("= for '\(confirmedName)'"))
        let typed = session.handle(.text("="))
        #expect(typed.events.last?.kind == .truth)
        #expect(typed.events.last?.value == confirmedName)
        let forgetful = GradingSession(
            records: [record], state: LedgerState(events: ledger(receipt: "first", print: print, name: confirmedName)), remembers: false)
        #expect(!forgetful.screen.contains("shop:"))
    }

    @Test func gradingAgainstTruthRecordsThePrintOnce() throws {
        let extraction = try proposal(grocery)
        let record = ScanRecord(file: "Fixtures/images/\(grocery).png", sha256: "aaa", extractor: Extractor.version, extraction: extraction)
        let label = try Repository.label(grocery)
        let events = TruthGrader.events(for: record, truth: label, grader: "truth:fixtures", state: LedgerState(events: []), at: "t")
        #expect(events.filter { $0.kind == .shop }.count == 1)
        let again = TruthGrader.events(for: record, truth: label, grader: "truth:fixtures", state: LedgerState(events: events), at: "t")
        #expect(again.isEmpty)
        let memory = HouseholdMemory(state: LedgerState(events: events))
        #expect(memory.shops.map(\.name) == [label[.merchant]])
    }
}
