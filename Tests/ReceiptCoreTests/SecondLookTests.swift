import Testing

@testable import ReceiptCore

/// The second look at hard pages: the catalog, combining two reads, re-reads and
/// arithmetic that corrects one digit.
@Suite("Second look")
struct SecondLookTests {
    let today = CalendarDate(year: 2026, month: 11, day: 29)

    func extract(_ rows: [String], catalog: MerchantCatalog = .init()) -> Extraction {
        Extractor.extract(from: SyntheticPage.make(rows), options: ExtractionOptions(today: today, catalog: catalog))
    }

    /// One read of a page naming `merchant`, the name proposed with `confidence`.
    func read(merchant: String, confidence: Double) -> Extraction {
        var read = extract([merchant, "Total|5.00"])
        read.fields[.merchant]?.confidence = confidence
        return read
    }

    // MARK: Catalog

    @Test func aNearMatchIsNormalisedToTheCatalogNameWithEvidence() throws {
        var catalog = MerchantCatalog()
        catalog.add(list: "# confirmed names\nGARDENIA BAKERIES (KL) SDN BHD\nSANYU STATIONERY SHOP\n", source: "merchants.txt")
        let merchant = try #require(extract(["GARDENIA BAKERIS (Kb.) SDN BHD", "Lot 3 Jalan 1", "Total|5.00"], catalog: catalog)[.merchant])
        #expect(merchant.value == "GARDENIA BAKERIES (KL) SDN BHD")
        #expect(merchant.rule == "catalog")
        #expect(merchant.reason.contains("merchants.txt"))
        #expect(merchant.rejected.first?.value == "GARDENIA BAKERIS (Kb.) SDN BHD")
    }

    @Test func aNameIsSpeltAsItWasConfirmedMostOften() throws {
        // `(KI )` and `(KL)` fold to one name: one typo, typed first, must not respell the
        // name confirmed on three receipts.
        var catalog = MerchantCatalog()
        catalog.add("GARDENIA BAKERIES (KI ) SDN BHD", source: "typed")
        for _ in 0..<3 { catalog.add("GARDENIA BAKERIES (KL) SDN BHD", source: "ledger") }
        #expect(catalog.entries.count == 1)
        #expect(catalog.entries.first?.name == "GARDENIA BAKERIES (KL) SDN BHD")
        #expect(catalog.entries.first?.source == "ledger")
        let merchant = try #require(extract(["GARDENIA BAKERIS (Kb.) SDN BHD", "Lot 3 Jalan 1", "Total|5.00"], catalog: catalog)[.merchant])
        #expect(merchant.value == "GARDENIA BAKERIES (KL) SDN BHD")
        #expect(merchant.reason.contains("from ledger, confirmed 4 times"))
        // A tie keeps the spelling seen first.
        var tied = MerchantCatalog()
        tied.add("Sanyu Stationery Shop", source: "a")
        tied.add("SANYU STATIONERY SHOP", source: "b")
        #expect(tied.entries.first?.name == "Sanyu Stationery Shop")
    }

    @Test func ocrConfusionsFoldTogether() {
        #expect(MerchantCatalog.key("SDN BHO") == MerchantCatalog.key("SDN BHD"))
        #expect(MerchantCatalog.key("C0FFEE 5HOP") == MerchantCatalog.key("COFFEE SHOP"))
    }

    @Test func anEmptyCatalogChangesNothing() {
        let rows = ["MAPLE LEAF DINER", "12 Main Street", "Total|5.00"]
        #expect(extract(rows) == extract(rows, catalog: MerchantCatalog()))
    }

    @Test func unrelatedOrAmbiguousNamesAreLeftAlone() throws {
        var catalog = MerchantCatalog()
        catalog.add("GARDENIA BAKERIES (KL) SDN BHD", source: "test")
        #expect(extract(["MAPLE LEAF DINER", "Total|5.00"], catalog: catalog)[.merchant]?.value == "MAPLE LEAF DINER")
        var twins = MerchantCatalog()
        twins.add("KEDAI ABC", source: "test")
        twins.add("KEDAI ABE", source: "test")
        #expect(twins.match("KEDAI ABX") == nil)
    }

    @Test func theLedgerConfirmsNames() {
        let events = [
            LedgerEvent(receipt: "a", file: "a.png", extractor: "1.2", grader: "person", kind: .truth, field: .merchant, value: "TINY BEAN"),
            LedgerEvent(
                receipt: "b", file: "b.png", extractor: "1.2", grader: "person", kind: .grade, field: .merchant, proposed: "OAK HOLLOW PHARMACY",
                grade: .correct),
            LedgerEvent(
                receipt: "c", file: "c.png", extractor: "1.2", grader: "person", kind: .grade, field: .merchant, proposed: "GARBAGE", grade: .miss),
        ]
        var catalog = MerchantCatalog()
        catalog.add(ledger: LedgerState(events: events), source: "ledger")
        #expect(catalog.entries.map(\.name) == ["TINY BEAN", "OAK HOLLOW PHARMACY"])
    }

    // MARK: Two reads

    @Test func agreeingReadsRaiseConfidenceAndAMissingFieldIsTakenFromTheSecond() throws {
        let first = extract(["SHOP", "Total|12.30"])
        let second = extract(["SHOP", "Date 05/03/2024 10:00", "Total|12.30"])
        let combined = SecondLook.combine(first, second, secondName: "second pass")
        let before = try #require(first[.total]).confidence
        #expect(try #require(combined[.total]).confidence > before)
        #expect(combined[.date]?.value == "2024-03-05")
        #expect(combined[.date]?.source == "second pass")
        #expect(combined.missing[.date] == nil)
    }

    @Test func disagreeingReadsKeepTheBetterSupportedValueAndRecordTheOther() throws {
        let first = extract(["SHOP", "x", "y", "a|12.30"])
        #expect(first[.total]?.value == "12.30")
        let second = extract(["SHOP", "Sub Total|10.00", "Tax|2.80", "Total|12.80", "Cash|20.00", "Change|7.20"])
        let combined = SecondLook.combine(first, second, secondName: "second pass")
        let total = try #require(combined[.total])
        #expect(total.value == "12.80")
        #expect(total.rejected.first?.value == "12.30")
    }

    @Test func theSameNameReadTwiceKeepsTheSurerReadingHoweverSlightly() throws {
        let first = read(merchant: "99 SPEED HART S/B", confidence: 0.64)
        let second = read(merchant: "99 SPEED MART S/B", confidence: 0.68)
        #expect(SecondLook.combine(first, second, secondName: "second pass")[.merchant]?.value == "99 SPEED MART S/B")
        // Different names need a clear margin to displace the first read's.
        let other = read(merchant: "LOTUS GARDEN", confidence: 0.68)
        #expect(SecondLook.combine(first, other, secondName: "second pass")[.merchant]?.value == "99 SPEED HART S/B")
    }

    @Test func aTotalUnderHalfTheSubtotalLosesToTheReadThatSawItWhole() throws {
        // The first read found the subtotal and tax but not the total's value; the second
        // read the total without its first digits.
        var first = extract(["BOOKS", "SUB-TOTAL|144.68", "TAX|8.68", "TOTAL ~~", "CASH|200.00"])
        var second = extract(["BOOKS", "TOTAL|3.35", "CASH|200.00"])
        first.fields[.total]?.confidence = 0.5
        second.fields[.total]?.confidence = 0.6
        #expect(first[.total]?.value == "153.36")
        for (a, b) in [(first, second), (second, first)] {
            let total = try #require(SecondLook.combine(a, b, secondName: "second pass")[.total])
            #expect(total.value == "153.36")
            #expect(total.rejected.first?.lost == "under half the subtotal: digits lost to the read")
        }
    }

    @Test func theReadThatKeptTheCentsGivesTheTotal() throws {
        // A photo's first read lost the total's decimal point and cents (`TOTAL $98 : . 5`),
        // the second read saw them; the first read is the surer of the two.
        var first = extract(["DINER", "Burger|$59.58", "Wings|$38.84", "TOTAL|$98"])
        var second = extract(["DINER", "TOTAL|$98.42"])
        #expect(first[.total]?.value == "98.00")
        first.fields[.total]?.confidence = 0.7
        second.fields[.total]?.confidence = 0.6
        for (a, b) in [(first, second), (second, first)] {
            let total = try #require(SecondLook.combine(a, b, secondName: "second pass")[.total])
            #expect(total.value == "98.42")
            #expect(total.rejected.first?.lost == "the same amount with its cents lost to the read")
        }
        // Printed with its cents, `98.00` is a reading like any other: the surer read's stands.
        var printed = extract(["DINER", "TOTAL|$98.00"])
        printed.fields[.total]?.confidence = 0.7
        #expect(SecondLook.combine(printed, second, secondName: "second pass")[.total]?.value == "98.00")
        #expect(SecondLook.centsKept(try #require(printed[.total]), try #require(second[.total])) == nil)
    }

    @Test func theReadThatFoundTheRoundingGivesTheTotal() throws {
        // The second read lost the rounded total's first digits (`Rounding RA 2.10`).
        let first = extract(["SPEED MART", "Total Sales (Inclusive GST) RM|52.08", "Rounding RM|52.10"])
        let second = extract(["SPEED MART", "Total Sales (Inclusive GST) RM|52.08", "Rounding RA|2.10"])
        #expect(first[.total]?.value == "52.10")
        #expect(second[.total]?.value == "52.08")
        for (a, b) in [(first, second), (second, first)] {
            let total = try #require(SecondLook.combine(a, b, secondName: "second pass")[.total])
            #expect(total.value == "52.10")
            #expect(total.rejected.first?.lost == "the other read found the rounding applied to it")
        }
    }

    @Test func theReadThatFoundAWholeWordMoreOfTheNameWins() throws {
        let first = read(merchant: "Vihar Vegetarian Restaurant", confidence: 0.47)
        let second = read(merchant: "Vegetarian Restaurant", confidence: 0.51)
        let merchant = try #require(SecondLook.combine(first, second, secondName: "second pass")[.merchant])
        #expect(merchant.value == "Vihar Vegetarian Restaurant")
        #expect(merchant.rejected.first?.lost == "the other read found more of the same name")
        #expect(SecondLook.fullerName("Caffe Nero yas", "Caffe Nero") == nil)
        #expect(SecondLook.fullerName("Waitrose", "Wait") == "Waitrose")
        // A name in capitals goes on in capitals: artwork read as a capitalised word is no more of it.
        #expect(SecondLook.fullerName("GROCERY Ceara", "GROCERY") == nil)
        #expect(SecondLook.fullerName("GOLDEN LOTUS NOODLE BAR", "GOLDEN LOTUS") == "GOLDEN LOTUS NOODLE BAR")
        // A mark alone between words is no speck of a word.
        #expect(
            SecondLook.fullerName("AIK HUAT HARDWARE ENTERPRISE (SETIA - ALAM) SDN BHD", "ENTERPRISE {SETIA")
                == "AIK HUAT HARDWARE ENTERPRISE (SETIA - ALAM) SDN BHD")
    }

    @Test func onlyADoubtfulOrMissingMerchantHasItsHeaderReadAgain() throws {
        let page = SyntheticPage.make(["a| x", "Ice tea|3.00", "Total|3.00"])
        var extraction = Extractor.extract(from: page)
        extraction.fields[.merchant] = nil
        #expect(Rereads.headerRegion(for: extraction, page: page) == Box(x0: 0, y0: 0, x1: page.width, y1: page.height / 4))
        extraction.fields[.merchant] = Field(value: "SHOP", text: "SHOP", confidence: 0.3, rule: "largest-text-near-top", reason: "")
        #expect(Rereads.headerRegion(for: extraction, page: page) != nil)
        extraction.fields[.merchant]?.confidence = 0.6
        #expect(Rereads.headerRegion(for: extraction, page: page) == nil)
        extraction.fields[.merchant]?.confidence = 0.3
        extraction.fields[.merchant]?.rule = "catalog"
        #expect(Rereads.headerRegion(for: extraction, page: page) == nil)
    }

    @Test func theHeadersCloserReadDisplacesOnlyAClearlyWeakerName() throws {
        var first = extract(["Ice tea|3.00", "Total|3.00"])
        first.fields[.merchant] = Field(
            value: "8001 Annie Ch", text: "8001 Annie Ch", confidence: 0.07, rule: "largest-text-near-top", reason: "row 5 from the top")
        let header = SyntheticPage.make(["PizzaExpress", "121 Level 1"])
        let merchant = try #require(Rereads.applyHeader(header, to: first, options: ExtractionOptions(today: today))[.merchant])
        #expect(merchant.value == "PizzaExpress")
        #expect(merchant.source == "header")
        #expect(merchant.rejected.first?.value == "8001 Annie Ch")
        // A name the page itself read about as surely stays.
        first.fields[.merchant]?.confidence = merchant.confidence
        #expect(Rereads.applyHeader(header, to: first, options: ExtractionOptions(today: today))[.merchant]?.value == "8001 Annie Ch")
    }

    @Test func onlyPoorFirstReadsAskForASecondLook() {
        let good = SyntheticPage.make(["SHOP", "Date 05/03/2024 10:00", "Sub Total|10.00", "Tax|2.80", "Total|12.80"])
        let analysis = PageAnalysis(page: good)
        #expect(SecondLook.reasons(analysis: analysis, extraction: Extractor.extract(from: analysis)).isEmpty)
        let poor = PageAnalysis(page: SyntheticPage.make(["SHOP", "Pen|3.00"]))
        #expect(SecondLook.reasons(analysis: poor, extraction: Extractor.extract(from: poor)).contains("no date"))
    }

    // MARK: Arithmetic and re-reads

    @Test func arithmeticReadMoreSurelyCorrectsOneDigitAndMarksItDerived() throws {
        var page = SyntheticPage.make(["SHOP", "TOTAL|18.00", "CASH|50.00", "CHANGE|31.20"])
        // The total's print was read with low confidence; cash and change cleanly.
        page.words = page.words.map { word in
            var word = word
            if word.text == "18.00" { word.confidence = 70 }
            return word
        }
        let total = try #require(Extractor.extract(from: page, options: ExtractionOptions(today: today))[.total])
        #expect(total.value == "18.80")
        #expect(total.derived == true)
        #expect(total.rule.hasSuffix("+arithmetic"))
        #expect(total.rejected.first?.value == "18.00")
    }

    @Test func aSumWhosePartsArePrintedAgainCorrectsATotalPrintedOnce() throws {
        // Every print read equally surely; the GST summary repeats the net and the tax.
        let rows = [
            "RESTORAN", "Sub Total|10.94", "Total GST|0.66", "TOTAL|11.66", "GST SUMMARY", "SR 6 10.94|0.66", "Total : 10.94|0.66",
        ]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "11.60")
        #expect(total.derived == true)
        #expect(total.rejected.first?.lost == "one digit off what the arithmetic pins down")
        // Printed once each, the parts say no more than the total does.
        #expect(extract(["RESTORAN", "Sub Total|10.94", "Total GST|0.66", "TOTAL|11.66"])[.total]?.value == "11.66")
    }

    @Test func aConfidentTotalIsNotOverruledByArithmetic() throws {
        let total = try #require(extract(["SHOP", "TOTAL|18.00", "CASH|50.00", "CHANGE|31.20"])[.total])
        #expect(total.value == "18.00")
    }

    /// The page's extraction with its total re-read from the total's own box as `text`,
    /// and the page's analysis.
    func totalReRead(_ rows: [String], as text: String) throws -> (Extraction, PageAnalysis) {
        let analysis = PageAnalysis(page: SyntheticPage.make(rows))
        let extraction = Extractor.extract(from: analysis)
        let request = Rereads.Request(field: .total, box: try #require(extraction[.total]?.box), kind: .amount)
        return (Rereads.apply([.init(request: request, text: text, confidence: 90)], to: extraction, analysis: analysis, options: .init()), analysis)
    }

    @Test func aReReadReplacesTheValueOnlyWhenTheArithmeticAgrees() throws {
        let rows = ["SHOP", "Sub Total|10.00", "Tax|2.80", "Total|13.80", "Pen|3.00"]
        let (agreeing, _) = try totalReRead(rows, as: "12.80")
        #expect(agreeing[.total]?.value == "12.80")
        #expect(agreeing[.total]?.source == "re-read")
        let (unsupported, _) = try totalReRead(rows, as: "19.80")
        #expect(unsupported[.total]?.value == "13.80")
        // The reading it did not take stays in the evidence, with why.
        let kept = try #require(unsupported[.total]?.rejected.first)
        #expect(kept.value == "19.80" && kept.rule == "amount-reread")
        #expect(kept.lost == "a closer re-read of the same print; neither the page's sums nor another print of it agree")
    }

    @Test func aReReadThatLostTheLeadingDigitsIsTheCropsEdge() throws {
        // `35.00` is printed elsewhere, which would otherwise make the re-read credible.
        let (cut, analysis) = try totalReRead(["SHOP", "Item|594.34", "Svc|35.00", "Total|635.00"], as: "35.00")
        #expect(cut[.total]?.value == "635.00")
        #expect(cut[.total]?.rejected.first?.lost == "a closer re-read of the same print, its leading digits cut off by the crop's edge")
        #expect(Rereads.isCredible(Amount(decimal: "35.00")!, over: Amount(decimal: "635.00")!, analysis: analysis) == false)
    }

    @Test func aDateWhoseYearCannotBeIsReReadWhereverItIsSpelledOut() throws {
        let page = SyntheticPage.make(["SHOP", "Date 18 Mar 2098 18:25", "Total|5.00"])
        let analysis = PageAnalysis(page: page)
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: today))
        #expect(extraction[.date] == nil)
        let requests = Rereads.requests(for: extraction, analysis: analysis, today: today)
        let request = try #require(requests.first { $0.field == .date })
        // The value's box covers the three words of the date and not the label or the
        // time; what is read again is the whole row, label and time included.
        let row = try #require(analysis.rows.first { $0.text.contains("Mar") }).row
        #expect(request.box == Box.union(of: row.words.filter { ["18", "Mar", "2098"].contains($0.text) }.map(\.box)))
        #expect(request.row == row.box)
        let reread = Rereads.apply(
            [.init(request: request, text: "18 Mar 2018", confidence: 88)], to: extraction, analysis: analysis,
            options: ExtractionOptions(today: today))
        #expect(reread[.date]?.value == "2018-03-18")
        #expect(reread[.date]?.rule == "date-reread")
    }

    @Test func aNameReReadMustBeSurerThanTheSurestReadOfIt() throws {
        // The first read saw the name unsurely, a later read surely; a closer re-read
        // between the two in confidence does not replace it.
        let unsure = PageAnalysis(page: SyntheticPage.make(["CosTco", "RICHMOND, CA #482", "Total|5.00"], confidence: 30, firstRowHeight: 40))
        let sure = PageAnalysis(page: SyntheticPage.make(["CosTco", "RICHMOND, CA #482", "Total|5.00"], confidence: 79, firstRowHeight: 40))
        let extraction = Extractor.extract(from: sure)
        #expect(extraction[.merchant]?.value == "CosTco")
        // The name's box read again (whether the scan asks for it depends on how sure the
        // learned ranking is; what a re-read may replace does not).
        let request = Rereads.Request(field: .merchant, box: try #require(extraction[.merchant]?.box), kind: .text)
        let result = Rereads.Result(request: request, text: "CosTrco", confidence: 60)
        let kept = Rereads.apply([result], to: extraction, analysis: unsure, laterReads: [sure], options: .init())
        #expect(kept[.merchant]?.value == "CosTco")
        // Against the unsure read alone, the surer re-read replaces it and says so.
        let replaced = Rereads.apply([result], to: extraction, analysis: unsure, options: .init())
        #expect(replaced[.merchant]?.value == "CosTrco")
        #expect(replaced[.merchant]?.reason.contains("confidence 60 against 30") == true)
    }

    @Test func aDatePrintedButUnreadIsNotCalledAbsent() throws {
        let unread = Extractor.extract(
            from: SyntheticPage.make(["SHOP", "PS3418 53/05/2018", "Total|5.00"]), options: ExtractionOptions(today: today))
        #expect(unread.missing[.date] == "'53/05/2018' is printed like a date but is not one")
        let labelled = Extractor.extract(
            from: SyntheticPage.make(["SHOP", "Date: poi2i201?", "Total|5.00"]), options: ExtractionOptions(today: today))
        #expect(labelled.missing[.date] == "the date row 'Date: poi2i201?' holds no readable date")
        let absent = Extractor.extract(from: SyntheticPage.make(["SHOP", "Total|5.00"]), options: ExtractionOptions(today: today))
        #expect(absent.missing[.date] == "no date printed")
    }

    @Test func aDateWhoseSlashesReadAsDigitsIsReadAgain() throws {
        // `17/01/2018` read as `171012018`: the first slash became a 1, the second was lost.
        let analysis = PageAnalysis(page: SyntheticPage.make(["SHOP", "CB#: 389720 171012018 4 2153", "Tel 0341312018", "Total|5.00"]))
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: today))
        #expect(extraction[.date] == nil)
        #expect(extraction.missing[.date] == "'171012018' is printed like a date but is not one")
        let request = try #require(Rereads.requests(for: extraction, analysis: analysis, today: today).first { $0.field == .date })
        let word = try #require(analysis.rows.flatMap(\.row.words).first { $0.text == "171012018" })
        #expect(request.box == word.box)
        #expect(request.row == analysis.rows.first { $0.text.contains("171012018") }?.row.box)
        let reread = Rereads.apply(
            [.init(request: request, text: "17/01/2018 4 21:53", confidence: 85)], to: extraction, analysis: analysis,
            options: ExtractionOptions(today: today))
        #expect(reread[.date]?.value == "2018-01-17")
        #expect(reread[.date]?.rule == "date-reread")
        #expect(reread[.date]?.source == "re-read")
    }

    @Test func onlyNumbersShapedLikeARunTogetherDateAreTakenForOne() {
        #expect(Rereads.looksLikeRunTogetherDate("171012018"))
        #expect(Rereads.looksLikeRunTogetherDate("1710112018"))
        #expect(Rereads.looksLikeRunTogetherDate("030172018."))
        // A phone number ending like a year has no slash where one would stand.
        #expect(!Rereads.looksLikeRunTogetherDate("0341312018"))
        // No day to open with, no year to end with, too short, not digits.
        #expect(!Rereads.looksLikeRunTogetherDate("451012018"))
        #expect(!Rereads.looksLikeRunTogetherDate("171012345"))
        #expect(!Rereads.looksLikeRunTogetherDate("17102018"))
        #expect(!Rereads.looksLikeRunTogetherDate("17I012018"))
    }

    @Test func aFailedDateReReadIsReportedWithWhatItSaw() throws {
        let analysis = PageAnalysis(page: SyntheticPage.make(["SHOP", "PS3418 53/05/2018", "Total|5.00"]))
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: today))
        let request = try #require(Rereads.requests(for: extraction, analysis: analysis, today: today).first { $0.field == .date })
        let reread = Rereads.apply(
            [.init(request: request, text: "58/05/2018", confidence: 80)], to: extraction, analysis: analysis,
            options: ExtractionOptions(today: today))
        #expect(reread[.date] == nil)
        #expect(reread.missing[.date] == "'53/05/2018' is printed like a date but is not one; a closer re-read saw '58/05/2018'")
        // A re-read that needs a repair to be a date is taken, doubted, and says so.
        let repaired = Rereads.apply(
            [.init(request: request, text: "13/05/2048", confidence: 85)], to: extraction, analysis: analysis,
            options: ExtractionOptions(today: today))
        let date = try #require(repaired[.date])
        #expect(date.value == "2018-05-13")
        #expect(date.confidence < 0.5)
        #expect(date.reason.hasSuffix("says 13/05/2048, whose impossible digits are taken for the 1s they resemble"))
    }

    @Test func withNoDateTheRowsAroundATimeAreReadAgain() throws {
        // Skew hid the date on the row above the time; the page read shows none.
        let analysis = PageAnalysis(page: SyntheticPage.make(["SHOP", "TAX INVOICE poi2i201?", "Cashier : EIRA Time: 00:06:00", "Total|5.00"]))
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: today))
        #expect(extraction[.date] == nil)
        let request = try #require(Rereads.requests(for: extraction, analysis: analysis, today: today).first { $0.field == .date })
        #expect(request.around == "the rows around the time 00:06:00")
        #expect(request.lines == 3)
        // Across the page, from above the invoice row down to the time's own row.
        let invoice = try #require(analysis.rows.first { $0.text.hasPrefix("TAX") }).row.box
        let time = try #require(analysis.rows.first { $0.text.contains("00:06:00") }).row.box
        #expect(request.box.x0 == 0 && request.box.x1 == analysis.page.width)
        #expect(request.box.y0 <= invoice.y0 && request.box.y1 == time.y1)

        // The first plausible date the block holds, not an impossible one before it.
        let found = Rereads.apply(
            [.init(request: request, text: "TAX INVOICE Doc 53/13/2017 Date: 22/12/2017 Cashier : EIRA Time: 00:06:00", confidence: 84)],
            to: extraction, analysis: analysis, options: ExtractionOptions(today: today))
        let date = try #require(found[.date])
        #expect(date.value == "2017-12-22")
        #expect(date.rule == "date-reread" && date.source == "re-read")
        #expect(date.text == "22/12/2017")
        #expect(date.confidence == 0.6)
        #expect(date.reason == "no date read on the page; a closer re-read of the rows around the time 00:06:00 says 22/12/2017")

        let none = Rereads.apply(
            [.init(request: request, text: "TAX INVOICE Cashier : EIRA Time: 00:06:00", confidence: 84)],
            to: extraction, analysis: analysis, options: ExtractionOptions(today: today))
        #expect(none[.date] == nil)
        #expect(none.missing[.date]?.hasSuffix("; a closer re-read of the rows around the time 00:06:00 found none") == true)
    }

    @Test func aLabelledDateIsReReadUpToTheFillInBar() throws {
        // A labelled date read with some doubt stops at 0.85: a closer re-read decides
        // whether it reaches 0.9.
        let analysis = PageAnalysis(page: SyntheticPage.make(["SHOP", "DATE: 20/09/2018", "Total|5.00"], confidence: 80))
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: today))
        let date = try #require(extraction[.date])
        #expect(date.confidence == 0.85)
        let request = try #require(Rereads.requests(for: extraction, analysis: analysis, today: today).first { $0.field == .date })
        let agreeing = Rereads.apply(
            [.init(request: request, text: "DATE: 20/09/2018", confidence: 90)], to: extraction, analysis: analysis, options: .init())
        #expect(agreeing[.date]?.confidence == 0.9)
        let differing = Rereads.apply(
            [.init(request: request, text: "DATE: 20/03/2018", confidence: 90)], to: extraction, analysis: analysis, options: .init())
        #expect(differing[.date]?.value == "2018-09-20")
        #expect(try #require(differing[.date]).confidence < 0.9)
        #expect(differing[.date]?.rejected.first?.value == "2018-03-20")
    }

    @Test func aReReadReadingItsOneDifferingDigitSurelyIsBelieved() throws {
        let analysis = PageAnalysis(page: SyntheticPage.make(["SHOP", "DATE: 20/09/2018", "Total|5.00"], confidence: 80))
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: today))
        let request = try #require(Rereads.requests(for: extraction, analysis: analysis, today: today).first { $0.field == .date })
        func reread(_ three: ReadCharacter) -> Extraction {
            // `DATE: 20/03/2018`: the `3` at offset 10.
            let result = Rereads.Result(request: request, text: "DATE: 20/03/2018", confidence: 85, characters: [10: three])
            return Rereads.apply([result], to: extraction, analysis: analysis, options: .init())
        }
        let sure = try #require(reread(ReadCharacter(character: "3", confidence: 93, others: ["9": 51]))[.date])
        #expect(sure.value == "2018-03-20" && sure.source == "re-read" && sure.confidence <= 0.8)
        #expect(sure.reason.hasSuffix("re-read as 2018-03-20, its one differing digit read surely: '3' at 93, the page's '9' weighed at 51"))
        #expect(sure.rejected.first?.value == "2018-09-20")
        // Read with doubt, or with the page's digit weighed nearly as much: the page's date stays.
        #expect(reread(ReadCharacter(character: "3", confidence: 72))[.date]?.value == "2018-09-20")
        #expect(reread(ReadCharacter(character: "3", confidence: 93, others: ["9": 78]))[.date]?.value == "2018-09-20")
    }

    @Test func readCharactersArePlacedAtTheirOffsetsOrNotAtAll() throws {
        let symbols: [ReadCharacter.Symbol] = [
            ("0", 99, [("O", 62), ("0", 60), ("6", 37)]), ("4", 99, []), ("-", 99, [("-", 90)]), ("2", 98, [("2", 93), ("8", 47)]),
        ]
        let placed = ReadCharacter.aligned(symbols, to: "04 -2")
        #expect(placed.count == 4)
        // A look-alike listed first does not hide the symbol's own weight.
        #expect(placed[0] == ReadCharacter(character: "0", confidence: 60, others: ["O": 62, "6": 37]))
        #expect(placed[1]?.confidence == 99)
        #expect(placed[4]?.weight(of: "8") == 47 && placed[4]?.weight(of: "3") == 0)
        // Symbols that do not spell the text are placed nowhere.
        #expect(ReadCharacter.aligned(symbols, to: "04-3").isEmpty)
        #expect(ReadCharacter.aligned(symbols, to: "04-2X").isEmpty)
    }

    @Test func aPageWithNeitherDateNorTimeAsksNoDateReRead() {
        let analysis = PageAnalysis(page: SyntheticPage.make(["SHOP", "Cashier : EIRA", "Total|5.00"]))
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: today))
        #expect(!Rereads.requests(for: extraction, analysis: analysis, today: today).contains { $0.field == .date })
    }

    @Test func aReReadDateSaysWhereElseItIsPrinted() throws {
        // The second pass read the date as 06-04-16; the first read and a close re-read say 04-04-16.
        let second = Extractor.extract(
            from: SyntheticPage.make(["SHOP SDN BHD", "06-04-16 11:53", "Total|5.00"]), options: ExtractionOptions(today: today))
        let box = try #require(second[.date]?.box)
        let request = Rereads.Request(field: .date, box: box, kind: .date)
        let samePrint = PageAnalysis(page: SyntheticPage.make(["SHOP SDN BHD", "04-04-16 11:53", "Total|5.00"]))
        let onlyHere = Rereads.apply(
            [.init(request: request, text: "04-04-16", confidence: 90)], to: second, analysis: samePrint,
            options: ExtractionOptions(today: today))
        #expect(onlyHere[.date]?.value == "2016-04-04")
        #expect(onlyHere[.date]?.reason.hasSuffix("re-read as 2016-04-04, as the first read of this print had it") == true)
        let twice = PageAnalysis(page: SyntheticPage.make(["SHOP SDN BHD", "04-04-16 11:53", "Total|5.00", "Valid from 04-04-16"]))
        let elsewhere = Rereads.apply(
            [.init(request: request, text: "04-04-16", confidence: 90)], to: second, analysis: twice,
            options: ExtractionOptions(today: today))
        #expect(elsewhere[.date]?.reason.hasSuffix("the date printed elsewhere on the receipt") == true)
    }

    @Test func aReReadDateThatDiffersUnsupportedStaysInTheEvidence() throws {
        let analysis = PageAnalysis(page: SyntheticPage.make(["SHOP SDN BHD", "Date: 03/09/2017", "Total|5.00"]))
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: today))
        let box = try #require(extraction[.date]?.box)
        let request = Rereads.Request(field: .date, box: box, kind: .date)
        let reread = try #require(
            Rereads.apply(
                [.init(request: request, text: "08/09/2017", confidence: 56)], to: extraction, analysis: analysis,
                options: ExtractionOptions(today: today))[.date])
        // Printed nowhere else, the re-read's date does not replace the first reading, but is shown.
        #expect(reread.value == "2017-09-03")
        let lost = try #require(reread.rejected.first)
        #expect(lost.value == "2017-09-08")
        #expect(lost.rule == "date-reread")
        #expect(lost.score == 0.56)
        #expect(lost.lost.hasPrefix("a closer re-read of the same print; its date is printed nowhere else"))
    }

    @Test func aDateIsReReadInTheOrderItsOwnPrintWasRead() throws {
        // A later read found the page's `$` and read `6/9/2016` month-first; the first read,
        // with no hint, would read it day-first. The re-read of the same print agrees.
        let first = PageAnalysis(page: SyntheticPage.make(["SHOP", "6/9/2016 5:21 PM", "Total|5.00"]))
        let date = Field(
            value: "2016-06-09", text: "6/9/2016", box: Box(x0: 10, y0: 50, x1: 90, y1: 70), row: "6/9/2016 5:21 PM",
            confidence: 0.55, rule: "date-with-time", reason: "printed with a time")
        #expect(Rereads.order(of: date, otherwise: .dmy) == .mdy)
        var extraction = Extraction()
        extraction.fields[.date] = date
        let request = Rereads.Request(field: .date, box: try #require(date.box), kind: .date)
        let reread = Rereads.apply([.init(request: request, text: "6/9/2016", confidence: 80)], to: extraction, analysis: first, options: .init())
        #expect(reread[.date]?.value == "2016-06-09")
        #expect(reread[.date]?.reason.hasSuffix("a re-read of the date agrees") == true)
        // A print that reads the same either way leaves the page's order.
        let same = Field(value: "2016-06-06", text: "6/6/2016", confidence: 0.5, rule: "first-date", reason: "")
        #expect(Rereads.order(of: same, otherwise: .dmy) == .dmy)
    }

    @Test func ofTwoPrintsOfTheDateOneDigitApartThePrintThatReadsTheSameTwiceWins() throws {
        let analysis = PageAnalysis(
            page: SyntheticPage.make(["SHOP SDN BHD", "Date : 18/03/2017 03:00:42PM", "Total|5.00", "Print Date: 13/03/2017 03:00:44PM"]))
        let extraction = Extractor.extract(from: analysis, options: ExtractionOptions(today: today))
        #expect(extraction[.date]?.value == "2017-03-18")
        let requests = Rereads.requests(for: extraction, analysis: analysis, today: today).filter { $0.field == .date }
        let own = try #require(requests.first { $0.rival == nil })
        let rival = try #require(requests.first { $0.rival != nil })
        #expect(rival.rival == "2017-03-13")
        func reread(own ownText: String, rival rivalText: String) -> Field? {
            Rereads.apply(
                [.init(request: own, text: ownText, confidence: 70), .init(request: rival, text: rivalText, confidence: 70)],
                to: extraction, analysis: analysis, options: ExtractionOptions(today: today))[.date]
        }
        let switched = try #require(reread(own: "19/03/2017", rival: "13/03/2017"))
        #expect(switched.value == "2017-03-13")
        #expect(switched.rule == "date-reread")
        #expect(switched.row == "Print Date: 13/03/2017 03:00:44PM")
        #expect(switched.rejected.first?.value == "2017-03-18")
        // The field's own print reading the same again, or the rival not, keeps the field.
        #expect(reread(own: "18/03/2017", rival: "13/03/2017")?.value == "2017-03-18")
        #expect(reread(own: "19/03/2017", rival: "16/03/2017")?.value == "2017-03-18")
        #expect(reread(own: "", rival: "13/03/2017")?.value == "2017-03-18")
    }

    @Test func anotherReadOfTheSamePrintIsNoSecondPrintOfTheDate() {
        let own = Box(x0: 95, y0: 180, x1: 144, y1: 191)
        var field = Field(value: "1995-06-08", text: "08.06.95", box: own, row: "Date : 08.06.95", confidence: 0.7, rule: "date-label", reason: "")
        field.rejected = [Candidate(value: "1995-06-06", text: "06.06.95", box: Box(x0: 96, y0: 180, x1: 144, y1: 191), rule: "date", score: 0.7)]
        #expect(Rereads.oneDigitTwin(of: field) == nil)
        field.rejected[0].box = Box(x0: 96, y0: 900, x1: 144, y1: 911)
        #expect(Rereads.oneDigitTwin(of: field)?.value == "1995-06-06")
    }

    @Test func compactDayFirstDatesCountNextToATime() throws {
        let date = try #require(extract(["SHOP", "00440010036 25032018 13:11:54", "Total|5.00"])[.date])
        #expect(date.value == "2018-03-25")
        // Bare, eight digits are any number while the page prints a date elsewhere…
        let elsewhere = try #require(extract(["SHOP", "Ref 25032018", "Date 24/03/2018", "Total|5.00"])[.date])
        #expect(elsewhere.value == "2018-03-24")
        #expect(elsewhere.rejected.contains { $0.lost == "eight digits without a date label or a time" })
        // …and a guess, said to be one, where it prints none.
        let alone = try #require(extract(["SHOP", "Ref 25032018", "Total|5.00"])[.date])
        #expect(alone.value == "2018-03-25" && alone.rule == "digits-date" && alone.confidence <= 0.4)
        #expect(extract(["SHOP", "Ref 99032018", "Total|5.00"])[.date] == nil)
    }
}
