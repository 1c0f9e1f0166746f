import Dispatch
import Foundation
import Synchronization

/// What the household's ledger knows about the shops it buys from, derived afresh from the
/// ledger each time a command starts, so a retracted grade is forgotten with it.
///
/// A shop is a name the household confirmed (typed as the true value, or a proposal graded
/// correct) on receipts whose print (`ShopPrint`) the ledger holds: their phones,
/// registration numbers, web addresses and header words are how the next receipt is
/// recognised, and the total labels, date orders and currencies confirmed on them are what
/// that receipt is expected to print. Names confirmed on receipts without a print (older
/// ledgers) only normalise names, as a catalog does.
public struct HouseholdMemory: Sendable, Equatable {
    /// One shop as the household confirmed it.
    public struct Shop: Sendable, Equatable {
        /// The name as confirmed most often.
        public var name: String
        /// The name's catalog key (`MerchantCatalog.key`).
        var key: String
        /// How many receipts confirmed it.
        public var receipts: Int
        /// The prints of its receipts, latest last (at most ``printsKept``), and whose they are.
        var prints: [ShopPrint]
        var printedOn: [String]
        var phones: Set<String>
        var numbers: Set<String>
        var web: Set<String>
        /// Total labels confirmed by a correct total, with how often.
        public var totalLabels: [String: Int]
        /// Date orders confirmed by a correct date, with how often.
        public var dateOrders: [String: Int]
        /// Currencies confirmed, with how often.
        public var currencies: [String: Int]
        /// Other names the household confirmed it under, that its grading would not take for
        /// this one (`TED HENG` beside `TEO HENG`).
        var otherNames: [String] = []
    }

    public private(set) var shops: [Shop] = []
    /// Names confirmed on receipts the ledger holds no print of: a catalog, no more.
    public private(set) var catalog = MerchantCatalog()
    /// Shops by identifier and by header word, to look at few shops per receipt.
    private var byIdentifier: [String: [Int]] = [:]
    private var byWord: [String: [Int]] = [:]

    /// The confidence at which a field is filled in without asking: a name read this surely
    /// is not overruled by a shop it does not spell.
    public static let sureName = 0.9

    /// A shop's prints kept for recognising it: its latest receipts.
    public static let printsKept = 8

    public init() {}

    public var isEmpty: Bool { shops.isEmpty && catalog.isEmpty }

    /// The memory the ledger's events in force teach.
    public init(state: LedgerState, source: String = "ledger") {
        self.init(receipts: state.receipts, source: source)
    }

    /// The memory the ledger's receipts teach, as `LedgerState` folds them
    /// (`Ledger.readForMemory()`).
    public init(receipts folded: [String: LedgerState.Receipt], source: String = "ledger") {
        self.init(receipts: folded, source: source, runs: nil)
    }

    /// The same, its shops built in `runs` runs side by side (`nil`: one per core when there are
    /// many), which changes nothing but the time taken.
    init(receipts folded: [String: LedgerState.Receipt], source: String, runs: Int?) {
        var names = MerchantCatalog()
        // Each shop's receipts (positions in `receipts`) with the name confirmed on each.
        var members: [String: [(receipt: Int, name: String)]] = [:]
        var order: [String] = []
        let receipts = folded.values.sorted { ($0.firstSeen, $0.sha256) < ($1.firstSeen, $1.sha256) }
        for (position, receipt) in receipts.enumerated() {
            guard let name = Self.confirmedName(receipt) else { continue }
            guard receipt.print != nil else {
                catalog.add(name, source: source)
                continue
            }
            names.add(name, source: source)
            let key = MerchantCatalog.key(name)
            guard key.count >= 3 else { continue }
            if members[key] == nil { order.append(key) }
            members[key, default: []].append((position, name))
        }
        // The shops built and indexed in contiguous runs of `order`, one per core when there are
        // many (a long ledger's start is spent here), and laid end to end: the same shops, in
        // the same order, with the same indexes as built one by one.
        let runs = max(1, runs.map { min($0, order.count) } ?? min(ProcessInfo.processInfo.activeProcessorCount, order.count / Self.shopsPerRun))
        let cuts = (0...runs).map { order.count * $0 / runs }
        let built = Mutex([Int: Self]())
        DispatchQueue.concurrentPerform(iterations: runs) { [order, members, names, receipts] run in
            var part = Self()
            for key in order[cuts[run]..<cuts[run + 1]] {
                guard let group = members[key] else { continue }
                part.add(Self.shop(key: key, group: group, names: names, receipts: receipts), offset: cuts[run])
            }
            built.withLock { $0[run] = part }
        }
        built.withLock { parts in
            for run in 0..<runs {
                guard let part = parts.removeValue(forKey: run) else { continue }
                shops += part.shops
                byIdentifier.merge(part.byIdentifier) { $0 + $1 }
                byWord.merge(part.byWord) { $0 + $1 }
            }
        }
    }

    /// Shops a run of ``init(receipts:source:runs:)`` builds at the least.
    static let shopsPerRun = 256

    /// The shop whose name has the catalog key `key`, from the receipts (positions in
    /// `receipts`, at least one) that confirmed it.
    private static func shop(
        key: String, group: [(receipt: Int, name: String)], names: MerchantCatalog, receipts: [LedgerState.Receipt]
    ) -> Shop {
        var shop = Shop(
            name: names.entry(key: key)?.name ?? group[0].name, key: key, receipts: group.count, prints: [], printedOn: [],
            phones: [], numbers: [], web: [], totalLabels: [:], dateOrders: [:], currencies: [:])
        for spelling in names.entry(key: key)?.spellings ?? []
        where spelling.name != shop.name && GradingRules.grade(.merchant, proposed: spelling.name, truth: shop.name) != .correct {
            shop.otherNames.append(spelling.name)
        }
        for member in group {
            let receipt = receipts[member.receipt]
            guard let print = receipt.print else { continue }
            shop.phones.formUnion(print.phones)
            shop.numbers.formUnion(print.numbers)
            shop.web.formUnion(print.web)
            if let label = print.totalLabel, Self.confirmed(.total, print.total, receipt) { shop.totalLabels[label, default: 0] += 1 }
            if let order = print.dateOrder, Self.confirmed(.date, print.date, receipt) { shop.dateOrders[order, default: 0] += 1 }
            if let currency = print.currency, Self.confirmed(.currency, currency, receipt) { shop.currencies[currency, default: 0] += 1 }
        }
        for member in group.suffix(Self.printsKept) {
            guard let print = receipts[member.receipt].print else { continue }
            shop.prints.append(print)
            shop.printedOn.append(receipts[member.receipt].sha256)
        }
        return shop
    }

    /// `shop` added and indexed by its identifiers and header words, as the shop `offset`
    /// places before its place here (a run of shops built apart is laid after those before it).
    private mutating func add(_ shop: Shop, offset: Int = 0) {
        let index = offset + shops.count
        shops.append(shop)
        for identifier in shop.phones.union(shop.numbers).union(shop.web) { byIdentifier[identifier, default: []].append(index) }
        // Each word once a shop, however many of its prints carry it.
        var words = Set<String>()
        for print in shop.prints { words.formUnion(print.header) }
        for word in words { byWord[word, default: []].append(index) }
    }

    /// The receipt's merchant as the household confirmed it: its true value, or a proposal graded correct.
    static func confirmedName(_ receipt: LedgerState.Receipt) -> String? {
        if let truth = receipt.truth[.merchant] { return truth }
        if let grade = receipt.grades[.merchant], grade.grade == .correct { return grade.proposed }
        return nil
    }

    /// Whether `value`, as proposed when the print was taken, was confirmed right.
    static func confirmed(_ field: FieldName, _ value: String?, _ receipt: LedgerState.Receipt) -> Bool {
        guard let value else { return false }
        if let truth = receipt.truth[field] { return GradingRules.grade(field, proposed: value, truth: truth) == .correct }
        if let grade = receipt.grades[field] { return grade.grade == .correct && grade.proposed == value }
        return false
    }
}

/// A receipt recognised as one of the household's shops, and why.
public struct ShopRecognition: Sendable, Equatable, Codable {
    /// The shop's name as confirmed, and on how many receipts.
    public var name: String
    public var receipts: Int
    /// The identifiers that agree, as printed on this receipt: `phone 0391302672`, `number 000306020352`.
    public var agreeing: [String]
    /// The share of header words this receipt has in common with the shop's closest receipt (0…1).
    public var header: Double
    /// How close the name read on this receipt is to the shop's (0…1).
    public var nameSimilarity: Double
    /// The total labels, date orders and currencies the shop's receipts confirmed.
    public var totalLabels: [String]
    public var dateOrders: [String]
    public var currencies: [String]
    /// Other names the household confirmed the shop under (`TED HENG` beside `TEO HENG`), or
    /// confirmed for a shop of a like name that matched this receipt as well: the household
    /// named it more than one way, so the name it gets is less sure. `nil` when there are none.
    public var otherNames: [String]? = nil

    /// One sentence for the evidence: `matches SAN YU STATIONERY SHOP, confirmed on 4 receipts: …`.
    public var sentence: String {
        var reasons = agreeing.map { "the \($0)" }
        if header >= 0.3 { reasons.append("\(Int((header * 100).rounded()))% of the header's words") }
        if nameSimilarity >= 0.6 { reasons.append(String(format: "the name read (similarity %.2f)", nameSimilarity)) }
        let agree = reasons.isEmpty ? "" : ": " + Self.list(reasons) + (reasons.count > 1 ? " agree" : " agrees")
        let also = otherNames.map { "; the household also named it " + Self.list($0.map { "'\($0)'" }) } ?? ""
        return "matches \(name), confirmed on \(receipts) receipt\(receipts == 1 ? "" : "s")\(agree)\(also)"
    }

    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}

extension HouseholdMemory {
    /// The shop `print` most likely comes from, `proposed` being the name read on it; `nil`
    /// when none is close enough, when what the print identifies contradicts the closest, or
    /// when two shops of different names are about as close.
    ///
    /// A receipt is never recognised by its own grades (`receipt`, its SHA-256): a receipt
    /// scanned again is read as the memory stood without it.
    public func recognise(_ print: ShopPrint, proposed: String?, nameConfidence: Double = 0, receipt: String? = nil) -> ShopRecognition? {
        guard !shops.isEmpty else { return nil }
        var candidates = Set<Int>()
        for identifier in print.phones + print.numbers + print.web { candidates.formUnion(byIdentifier[identifier] ?? []) }
        var shared: [Int: Int] = [:]
        for word in print.header { for index in byWord[word] ?? [] { shared[index, default: 0] += 1 } }
        candidates.formUnion(shared.filter { $0.value >= 2 }.keys)
        let nameKey = proposed.map(MerchantCatalog.key) ?? ""
        var scored: [(score: Double, recognition: ShopRecognition, key: String)] = []
        // Words many shops print (`RESTAURANT`, `GST`, `INVOICE`, a state's name) say nothing of
        // which shop this is: the header is compared by the rest.
        let common = max(Self.commonWordShops, shops.count / 20)
        let distinctive = { (words: [String]) in Set(words.filter { (byWord[$0]?.count ?? 0) <= common }) }
        let header = distinctive(print.header)
        for index in candidates {
            var shop = shops[index]
            if let receipt, let own = shop.printedOn.firstIndex(of: receipt) {
                guard shop.receipts > 1 else { continue }
                shop.receipts -= 1
                shop.prints.remove(at: own)
                shop.printedOn.remove(at: own)
            }
            var agreeing: [String] = []
            if let phone = print.phones.first(where: { Self.agree($0, shop.phones) }) { agreeing.append("phone \(phone)") }
            if let number = print.numbers.first(where: { Self.agree($0, shop.numbers) }) { agreeing.append("number \(number)") }
            if let web = print.web.first(where: shop.web.contains) { agreeing.append("address \(web)") }
            let overlap = shop.prints.map { Self.overlap(header, distinctive($0.header)) }.max() ?? 0
            let name = nameKey.count >= 3 ? MerchantCatalog.similarity(nameKey, shop.key) : 0
            let otherNumber = Self.anotherNumber(print.numbers, shop.numbers)
            let contradicted =
                (!print.phones.isEmpty && !shop.phones.isEmpty && !print.phones.contains { Self.agree($0, shop.phones) })
                || (!print.numbers.isEmpty && !shop.numbers.isEmpty && !print.numbers.contains { Self.agree($0, shop.numbers) })
            let matches: Bool
            if otherNumber {
                // A company is its registration: another number under the same phone or
                // web address (`ECOSWAY.COM SDN BHD` on COSWAY's switchboard) is a sister company.
                matches = false
            } else if !agreeing.isEmpty {
                // A company's number on another branch's receipt (`McDonald's` by its
                // franchisee's number) is not enough: its header or its name must agree too.
                matches = overlap >= 0.5 || name >= 0.6
            } else if contradicted {
                matches = false
            } else {
                matches = (overlap >= 0.6 && name >= 0.5) || overlap >= 0.75
            }
            // A name the page reads surely, that is not the shop's (`CARREFOUR RESTAURANT`
            // under GRANDMA HOMES RESTAURANT's header, `GOLDEN ARCHES` by GERBANG ALAF's
            // number), is another shop: a neighbour, a sister company, a franchise.
            let anotherName = nameConfidence >= Self.sureName && nameKey.count >= 3 && name < MerchantCatalog.threshold
            guard matches, !anotherName else { continue }
            let recognition = ShopRecognition(
                name: shop.name, receipts: shop.receipts, agreeing: agreeing, header: overlap, nameSimilarity: name,
                totalLabels: Self.ranked(shop.totalLabels), dateOrders: Self.ranked(shop.dateOrders),
                currencies: Self.ranked(shop.currencies), otherNames: shop.otherNames.isEmpty ? nil : shop.otherNames)
            scored.append((Double(agreeing.count) + overlap + name / 2, recognition, shop.key))
        }
        scored.sort { ($0.score, $1.recognition.name) > ($1.score, $0.recognition.name) }
        guard var best = scored.first else { return nil }
        if scored.count > 1, scored[1].score > best.score - 0.15,
            MerchantCatalog.similarity(scored[1].key, best.key) < MerchantCatalog.threshold
        {
            return nil
        }
        // A shop of a like name that matched as well is the same one, named another way.
        let others = scored.dropFirst().filter { MerchantCatalog.similarity($0.key, best.key) >= MerchantCatalog.threshold }
        if !others.isEmpty { best.recognition.otherNames = (best.recognition.otherNames ?? []) + others.map(\.recognition.name) }
        return best.recognition
    }

    /// The keys of `counts`, most counted first (ties alphabetically).
    static func ranked(_ counts: [String: Int]) -> [String] {
        counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
    }

    /// Whether `identifier` is one of `known`, allowing one misread character in a long one.
    static func agree(_ identifier: String, _ known: Set<String>) -> Bool {
        if known.contains(identifier) { return true }
        guard identifier.count >= 8 else { return false }
        return known.contains { $0.count == identifier.count && EditDistance.atMost(1, $0, identifier) }
    }

    /// Whether `printed` names another company than `known`: a number of the same kind (as
    /// long, give or take a character) is printed, and none is the shop's but for a slip (one
    /// character misread, added or lost: `0003813899040` for `000381399040`) or is part of one
    /// (`1399040`, the tail of `000381399040` read alone).
    static func anotherNumber(_ printed: [String], _ known: Set<String>) -> Bool {
        guard printed.contains(where: { number in known.contains { abs($0.count - number.count) <= 1 } }) else { return false }
        return !printed.contains { number in
            known.contains { shop in
                shop == number || (min(shop.count, number.count) >= 8 && EditDistance.atMost(1, shop, number))
                    || (min(shop.count, number.count) >= 5 && (shop.contains(number) || number.contains(shop)))
            }
        }
    }

    /// A header word printed by more shops than this (or than one in twenty of the shops
    /// remembered, when more) is too common to tell shops apart.
    static let commonWordShops = 3

    /// The share of the smaller header's words the two have in common; 0 when either has fewer than three.
    static func overlap(_ a: Set<String>, _ b: Set<String>) -> Double {
        guard a.count >= 3, b.count >= 3 else { return 0 }
        return Double(a.intersection(b).count) / Double(min(a.count, b.count))
    }
}
