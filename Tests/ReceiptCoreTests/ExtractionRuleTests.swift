import Testing

@testable import ReceiptCore

/// One test per extraction rule, on small synthetic pages: what each rule does and
/// that the evidence names the rule that decided.
@Suite("Extraction rules")
struct ExtractionRuleTests {
    func extract(_ rows: [String], firstRowHeight: Int? = nil, order: DateOrder = .auto) -> Extraction {
        Extractor.extract(
            from: SyntheticPage.make(rows, firstRowHeight: firstRowHeight),
            options: ExtractionOptions(dateOrder: order, today: CalendarDate(year: 2026, month: 11, day: 29)))
    }

    /// Why the row printed `text` cannot be a merchant's name, as the rows' rules say.
    func rejection(of text: String, in rows: [String]) -> String? {
        let analysis = PageAnalysis(page: SyntheticPage.make(rows))
        guard let row = analysis.rows.first(where: { $0.text == text }) else { return "no row '\(text)'" }
        return MerchantField(analysis: analysis).reject(row)?.reason
    }

    /// The merchant candidates the page gives, by value.
    func candidates(_ rows: [String], firstRowHeight: Int? = nil) -> [String] {
        let field = MerchantField(analysis: PageAnalysis(page: SyntheticPage.make(rows, firstRowHeight: firstRowHeight)))
        return field.candidates(on: MerchantPage(field: field)).map(\.value)
    }

    // MARK: Total

    @Test func paymentLineBeatsTheTotalLabelAndIncludesTheTip() throws {
        let extraction = extract(["DINER", "Subtotal|18.00", "Tax|1.50", "Total|19.50", "Tip|3.50", "VISA ****1234|$23.00"])
        let total = try #require(extraction[.total])
        #expect(total.value == "23.00")
        #expect(total.rule == "payment-line")
        #expect(total.rejected.contains { $0.value == "19.50" && $0.lost.contains("tip") })
        #expect(extraction[.tip]?.value == "3.50")
        #expect(extraction[.payment]?.value == "visa")
    }

    @Test func aServiceChargeIsNeitherAPaymentNorChange() throws {
        let extraction = extract([
            "SUSHI BAR SDN BHD", "Total (Excluding GST):|61.80", "Serv. Charge (10%):|6.18",
            "Total (Inclusive of GST):|67.98", "Rounding Adj:|0.02", "VISA|68.00",
        ])
        let total = try #require(extraction[.total])
        #expect(total.value == "68.00")
        #expect(total.rule == "payment-line")
        // The card paid the rounded total: no tip, and the charge gave no change back.
        #expect(total.rejected.contains { $0.value == "67.98" && $0.lost == "the payment line shows the amount actually paid, rounded" })
        #expect(!total.rejected.contains { $0.value == "6.18" })
        let charge = try #require(PageAnalysis(page: SyntheticPage.make(["Serv. Charge (10%):|6.18"])).rows.first)
        #expect(charge.has(.serviceCharge) && !charge.has(.payment) && !charge.has(.change))
    }

    @Test func aServiceChargeCountsInTheArithmetic() throws {
        let total = try #require(extract(["CAFE", "Subtotal|40.00", "Service Charge 10%|4.00", "GST 6%|2.64", "|46.64"])[.total])
        #expect(total.value == "46.64")
        #expect(total.reason.contains("subtotal 40.00 + service charge 4.00 + tax 2.64"))
    }

    @Test func aSubtotalPrintedAgainAfterTheRoundingIsTheTotal() throws {
        let extraction = extract([
            "WATSONS", "BABY WIPES|7.90", "SUBTOTAL (QTY 4)|RM41.43", "ROUNDING|RM0.02", "SUBTOTAL (QTY 4)|RM41.45",
            "CASH|RMD 80", "CHANGE CASH|RM10.05",
        ])
        let total = try #require(extraction[.total])
        #expect(total.value == "41.45")
        #expect(total.rule == "arithmetic")
        #expect(total.reason.hasPrefix("subtotal 41.43 with rounding 0.02, printed again as 41.45"))
        #expect(!total.reason.contains("41.45; subtotal 41.43"))
        #expect(extraction[.subtotal]?.value == "41.43")
    }

    @Test func suppliesByTaxRateArePartsOfTheTotal() throws {
        let extraction = extract([
            "TAX INVOICE", "Total 0% supplies:|19.83", "Total 6% supplies (excl. GST):|30.24",
            "Total 6% supplies (Inc. GST):|32.05", "Total 0% supplies:|19.83", "Total Payable:|- S148",
        ])
        let total = try #require(extraction[.total])
        #expect(total.value == "51.88")
        #expect(total.derived == true)
        #expect(total.reason.contains("supplies at 0% 19.83 + supplies with GST 32.05"))
    }

    @Test func aRoundingLinePrintingAWholeTotalGivesTheRoundedTotal() throws {
        let total = try #require(
            extract([
                "SPEED MART", "Total Sales (Inclusive GST) RM|52.08", "Rounding Adjustment RK 02", "Rounding RM|52.10", "CASH RM|60.00",
            ])[.total])
        #expect(total.value == "52.10")
        #expect(total.rule == "rounded-total-label")
        #expect(total.reason.hasPrefix("a rounding line printing a whole total"))
    }

    @Test func aRoundingLinePrintingAWholeTotalIsARealTotalLabel() throws {
        // Nothing else confirms 14.40 (the cash and change are unreadable): the
        // rounding line's own amount, printed after the total, is the rounded total.
        let total = try #require(
            extract([
                "SPEED MART", "Total Sales (Inclusive GST) RM|14.38", "Rounding Adjustment RM UZ", "Rounding RN|14.40", "CASH RN 20. Ot",
            ])[.total])
        #expect(total.value == "14.40")
        #expect(total.rule == "rounded-total-label")
        #expect(total.rejected.contains { $0.value == "14.38" && $0.lost.contains("earlier total") })
    }

    @Test func aRoundingLineFarFromEveryTotalIsNoRoundedTotal() throws {
        // `ROUNDING 0.00` misread as 9.00, printed after `TOTAL 48.00`.
        let total = try #require(extract(["CASH & CARRY", "TAX|0.90", "TOTAL|48.00", "ROUNDING|9.00", "CASH|50.00"])[.total])
        #expect(total.value == "48.00")
        #expect(total.rule == "total-label")
        // The total unread (`TOTAL 42.004`), the subtotal stands in for it.
        let unread = extract(["CASH & CARRY", "SUB-TOTAL|45.28", "TAX|0.90", "ROUNDING|9.00", "TOTAL 42.004", "CASH|48.00"])[.total]
        #expect(unread?.value != "9.00")
        // With no total or subtotal read, the amounts above are the yardstick: `BOUNDING
        // 2.00` rounds nothing printed, `Rounding RM 14.40` rounds the 14.38 above it.
        #expect(extract(["HARDWARE", "Nails|7.00", "Screws|7.00", "BOUNDING|2.00"])[.total]?.value != "2.00")
        let rounded = try #require(extract(["HARDWARE", "Nails|14.38", "Rounding RM|14.40"])[.total])
        #expect(rounded.value == "14.40")
        #expect(rounded.rule == "rounded-total-label")
    }

    @Test func aTotalUnderHalfTheSubtotalLostDigits() throws {
        // `TOTAL 17.90` read as `1.62`... and as `TOTAL 3.35` for 153.35 under its subtotal.
        let rows = ["SHOP", "Pen|105.66", "Ink|17.45", "Pad|21.57", "SUB-TOTAL|144.68", "TAX|8.68", "TOTAL|3.35", "CASH|200.00"]
        let total = extract(rows)[.total]
        #expect(total?.value != "3.35")
        #expect(total?.rejected.contains { $0.value == "3.35" && $0.lost.contains("under half the subtotal 144.68") } == true)
        // A subtotal larger than everything printed above it is itself misread: no yardstick.
        let misread = try #require(extract(["SHOP", "Chicken|21.00", "Lager|3.00", "Pork|26.00", "Subtotal|40009.00", "Grand Total|60.00"])[.total])
        #expect(misread.value == "60.00")
    }

    @Test func aZeroReadAsTheLetterBeforeSeparatedDecimalsIsRead() throws {
        let total = try #require(extract(["CAFE", "Total Sales(incl. GST 6%) RM 64 13", "Rounding Adjustment RM O 02"])[.total])
        #expect(total.value == "64.15")
        #expect(total.rule == "total-label+rounding")
    }

    @Test(arguments: [
        (["RESTORAN", "MAKSUSTATAV SUMMA:|63.00", "KM 20%:|10.50", "SUMMA ILMA KM-ta:|52.50"], "63.00"),
        (["BRASSERIE", "TOTAL TTC|24.00", "TVA 10%|2.18", "TOTAL HT|21.82"], "24.00"),
    ])
    func aTotalBeforeTaxInOtherLanguagesIsNoTotal(rows: [String], total: String) {
        #expect(extract(rows)[.total]?.value == total)
    }

    @Test func mcIsAMastercardOnlyAtTheStartOfItsLine() {
        #expect(Label(text: "MC ****1234").has(.payment))
        #expect(Label(text: "MC CARD").has(.payment))
        #expect(!Label(text: "Signature MC x 3").has(.payment))
        #expect(Label(text: "Paid by VISA").has(.payment))
    }

    @Test(arguments: [
        (["BISTROT", "Plat du jour|14,50", "TOTAL TTC|34,80", "CB|34,80"], "card", "CB"),
        (["BOULANGERIE", "Baguette|1,20", "TOTAL|11,20", "Espèces EUR|20,00", "Rendu EUR|8,80"], "cash", "ESPÈCES"),
        (["BOULANGERIE", "Baguette|1,20", "TOTAL|11,20", "Espéces EUR|20,00", "Rendu EUR|8,80"], "cash", "ESPÉCES"),
        (["TANKSTELLE", "Super E10|76,12", "SUMME EUR|79,02", "Girocard EUR|79,02"], "debit", "GIROCARD"),
        (["HAWKER", "Rice|4.00", "TOTAL|$59.95", "PAYNOW QR|$59.95"], "ewallet", "PAYNOW"),
        (["PIZZERIA", "Margherita|7,50", "TOTALE|27,50", "CONTANTI|30,00", "RESTO|2,50"], "cash", "CONTANTI"),
        (["BAR PEPE", "Cafe|1,50", "TOTAL|24,80", "EFECTIVO|30,00", "CAMBIO|5,20"], "cash", "EFECTIVO"),
        // Its amount printed below it: change given back says the CASH row is a payment.
        (["NEWSAGENT", "Gum|0.89", "TOTAL|£10.68", "CASH", "£20.00", "CHANGE|£9.32"], "cash", "CASH"),
    ])
    func paymentWordsOfOtherCountriesNameTheMethod(rows: [String], method: String, word: String) throws {
        let payment = try #require(extract(rows)[.payment])
        #expect(payment.value == method)
        #expect(payment.text == word)
    }

    @Test func aCashOrCBWordWithoutAnAmountIsNoPayment() {
        // A till named CASH SALES, or CB in a reference, pays nothing; without change
        // given back, neither does a CASH row with no amount.
        #expect(extract(["SHOP", "Tea|2.50", "TOTAL|2.50", "CASH SALES COUNTER"])[.payment] == nil)
        #expect(extract(["SHOP", "Tea|2.50", "TOTAL|2.50", "Ref CB 4410"])[.payment] == nil)
        // With change given, a cash row printing its amount is the evidence, before one that does not.
        let cash = extract(["SHOP", "Tea|2.50", "CASH SALES COUNTER", "TOTAL|2.50", "Cash|5.00", "Change|2.50"])[.payment]
        #expect(cash?.row == "Cash 5.00")
    }

    @Test func aCurrencyMarkReadWithDoubtOrOutvotedIsDoubted() throws {
        let clear = try #require(extract(["CAFE", "Tea|£2.50", "Total|£2.50"])[.currency])
        #expect(clear.value == "GBP")
        #expect(clear.confidence == 0.85)
        var page = SyntheticPage.make(["eee ae", "Toted Iter|¥0.06", "ictal Sales|12.06"])
        for index in page.words.indices { page.words[index].confidence = 30 }
        let garbled = try #require(Extractor.extract(from: page)[.currency])
        #expect(garbled.confidence < 0.5)
        #expect(garbled.reason.hasSuffix("none read with confidence"))
        let split = try #require(extract(["SHOP", "Tea|£2.50", "Cake|€3.00"])[.currency])
        #expect(split.confidence < 0.5)
    }

    @Test func aMarkBeforeAnIdentifierIsNoPrice() throws {
        // `£0514` on a page whose money prints cents is a code with a speck before it.
        let identifier = extract(["KEDAI", "Ref|£0514", "Total|12.50"])
        #expect(identifier[.currency] == nil)
        #expect(identifier.missing[.currency] == "no currency mark or country hint")
        // A whole price is still a price.
        #expect(extract(["DINER", "Coupon|$2", "Total|12.50"])[.currency]?.value == "USD")
    }

    @Test func aMalaysianPageOutweighsALoneForeignMark() throws {
        let lone = try #require(extract(["KEDAI SDN BHD", "Tea|£7.00", "Total|12.50"])[.currency])
        #expect(lone.value == "MYR" && lone.confidence == 0.6)
        #expect(lone.reason == "1 amount printed with a GBP mark; outweighed by a Malaysian page: ringgit")
        // Marks printed again and read surely are the page's currency.
        #expect(extract(["KEDAI SDN BHD", "Tea|£2.50", "Total|£2.50"])[.currency]?.value == "GBP")
    }

    @Test func aVocabularyWordIsNoMisreadOfAnother() {
        #expect(!Label(text: "Charge").has(.change))
        #expect(Label(text: "Chanqe").has(.change))
    }

    @Test func totalLabelSeparatedFromItsValueIsPaired() throws {
        // The drive-through case: OCR reads `Total` and its value as separate lines and blocks.
        let total = try #require(extract(["BURGER BARN", "Burger|5.00", "Fries|2.50", "Total¦7.50", "THANK YOU"])[.total])
        #expect(total.value == "7.50")
        #expect(total.rule == "total-label")
    }

    @Test func valueOnTheRowBelowTheLabelIsPaired() throws {
        let total = try #require(extract(["NASI KANDAR", "Nasi|6.00", "TOTAL", "|6.00", "CASH|10.00", "CHANGE|4.00"])[.total])
        #expect(total.value == "6.00")
        #expect(total.reason.contains("value on row"))
    }

    @Test func aTotalRowEndingInAMisreadAmountIsNotPairedWithTheRowBelow() throws {
        // `20.00` read `207`: the row prints its own value, and the cash row's `1.31` under
        // it is not that value. What is left is weaker evidence, proposed as unsure (on the
        // photo this comes from, the first read's `20.00` wins over it).
        let page = ["NASI CAMPUR", "1 WHITE RICE|1.00", "1 MUTTON CURRY|5.50", "3 SEAFOOD|13.50", "5 TOTAL 207", "bash 4|1.31"]
        let total = try #require(extract(page)[.total])
        #expect(total.value != "1.31")
        #expect(!total.reason.contains("value on row"))
        #expect(total.confidence < 0.5)
        // A row whose last word is no amount still takes the value printed under it.
        let below = try #require(extract(["NASI CAMPUR", "1 WHITE RICE|1.00", "5 TOTAL RM", "|1.00"])[.total])
        #expect(below.value == "1.00" && below.reason.contains("value on row"))
    }

    @Test func theLastTotalPrintedIsFinal() throws {
        let total = try #require(
            extract(["SHOP", "Total Incl GST|33.92", "Rounding Adj|-0.02", "Rounded Total|33.90", "Cash|50.00", "Change|16.10"])[.total])
        #expect(total.value == "33.90")
        #expect(total.rejected.contains { $0.value == "33.92" })
    }

    @Test func aTaxLabelledTotalTheSumsConfirmIsNoTaxUnderAMisreadLargerOne() throws {
        // `426.11` is `26.11` with a digit misread into it; the payment's arithmetic confirms the
        // total after the rounding, however far below the misread one it lies.
        let total = try #require(
            extract([
                "SHOP", "Total Sales Incl GST|426.11", "Rounding Adj|-0.01", "Total After Adj Incl GST|26.10", "CASH|50.00",
                "Change Amt|23.90",
            ])[.total])
        #expect(total.value == "26.10")
        #expect(total.reason.contains("cash 50.00 − change 23.90"))
        // Printed on three rows against the larger one's once, a digit apart: the same.
        let repeated = try #require(
            extract([
                "SHOP", "2 PKTS x 52.00|104.00", "Subtotal :|104.00", "Total Incl. of GST|104.00", "Total Amt Rounded|304.00",
                "Payment :|104.00",
            ])[.total])
        #expect(repeated.value == "104.00")
        #expect(repeated.rejected.contains { $0.value == "304.00" && $0.lost.contains("misread") })
        // A tax amount stays the tax, however its label names the total.
        let tax = try #require(extract(["SHOP", "Total|8.48", "TOTAL INCLUDES 6% GST|0.48", "Cash|10.00", "Change|1.52"])[.total])
        #expect(tax.value == "8.48")
        #expect(tax.rejected.contains { $0.value == "0.48" && $0.lost.contains("the tax") })
    }

    @Test func aRoundedTotalOffTheFiveCentStepIsMisread() throws {
        let total = try #require(
            extract(["SPEED MART", "MILK 1L|13.58", "Total Sales (Inclusive GST) RM|13.58", "Rounding RM|13.64", "CASH RM|14.00"])[.total])
        #expect(total.value == "13.60")
        #expect(total.derived == true && total.confidence <= 0.75)
        #expect(total.rejected.contains { $0.value == "13.64" && $0.lost.contains("5-cent step") })
        // A payable total is not rounded: its cents stand.
        let payable = try #require(extract(["CAFE", "Total Incl GST|36.36", "Total Payable:|36.36", "VISA|36.36"])[.total])
        #expect(payable.value == "36.36")
    }

    @Test func aTotalUnderARoundingLineReadOffTheFiveCentStepIsCorrectedByTheSums() throws {
        // Read as surely as the sums that correct it: off the step, it is the misread one.
        let total = try #require(
            extract([
                "HARDWARE", "Sub Total (RM) :|706.10", "Total GST (RM) :|6.37", "Rounding (RM) :|-0.02", "Total (RM) :|112.46",
                "GST SUMMARY", "SR 6|106.10 6.37",
            ])[.total])
        #expect(total.value == "112.45")
        #expect(total.derived == true)
        #expect(total.reason.contains("net 106.10 + tax 6.37 of the tax summary + rounding -0.02 = 112.45"))
    }

    @Test func aSubtotalThatIsTheNetAboveItPlusTheTaxHasTheTaxInIt() throws {
        // The total's amount was not read: the bill is the net plus the tax, which the
        // subtotal already is, not the subtotal plus the tax again.
        let total = try #require(
            extract([
                "HARDWARE", "2 2.6500|5.30", "1 30.7400|30.74", "Gross Amount :|40.00", "Total GST Amt :|2.40", "Sub Total :|42.40",
                "Total (RM): 2.", "Amount Change :|0.00",
            ])[.total])
        #expect(total.value == "42.40")
        #expect(total.reason.contains("subtotal 40.00 + tax 2.40"))
    }

    @Test func suppliesAtOneRateCutShortAreStillNoTotal() throws {
        let total = try #require(extract(["KEDAI", "Total 0% suppli:|9.62", "Total Payable:|5.90", "CASH|10.00"])[.total])
        #expect(total.value == "5.90")
        #expect(!total.rejected.contains { $0.value == "9.62" && $0.lost.contains("earlier total") })
    }

    @Test func aPageSayingItsTotalIncludesTheTaxAddsNoTax() throws {
        // The total's amount was not read; its subtotal is the bill, the tax inside it.
        let total = try #require(
            extract(["SPEED MART", "ROTI|2.00", "AIR|0.50", "SUB-TOTAL (GST)|2.50", "TOTAL 2.550", "TAX TOTAL:|0.14", "GST @ 6% INCLUDED IN TOTAL"])[
                .total])
        #expect(total.value == "2.50")
        #expect(total.reason.contains("its tax included ('GST @ 6% INCLUDED IN TOTAL')"))
    }
    @Test func aPagePricedInWholeNumbersHasAWholeTotal() throws {
        // Rupees printed without decimals: the items end in whole numbers, and so does the total.
        let bill = [
            "ARHAM RESTAURANT LLP", "Date : 14/02/18", "TOMATO BASIL SOUP 1 199 199", "CRISPY ALOO CUP 1 250 250",
            "STUFFED PANEER 1 275 275", "DAL PAKWAAN 1 250 250", "Total Qty 12", "Grand Total : 974",
        ]
        let total = try #require(extract(bill)[.total])
        #expect(total.value == "974.00")
        #expect(total.rule == "total-label")
        #expect(total.reason.contains("a whole amount, as the page prints its prices"))
        // The count of items is no total, however it is printed.
        #expect(!PageAnalysis(page: SyntheticPage.make(bill)).rows.contains { $0.text == "Total Qty 12" && !$0.amounts.isEmpty })
        // Where prices carry decimals, a total read without its point is not taken whole.
        let lost = extract(["DINER", "Burger|9.50", "Fries|3.25", "Soda|2.00", "TOTAL 1475"])[.total]
        #expect(lost?.value != "1475.00")
        // Counted on the items alone: a zip code, a tax and change read without their
        // points do not make a dollar receipt a whole-number one (`TOTAL 82` for `.82`).
        let pharmacy = extract([
            "PHARMACY", "SAN JOSE, CA 95118", "PRETZEL|1.14", "GREEN TEA|2.19", "CA 9.25% TAX 82", "TOTAL 82", "CASH|1.00", "CHANGE 18",
        ])
        #expect(pharmacy[.total]?.value != "82.00")
        // Nor where fewer than three rows print a whole price.
        #expect(extract(["STALL", "NASI LEMAK 1 450", "TOTAL 450"])[.total] == nil)
    }

    @Test func aWholeAmountOwedIsATotalAndADueDateIsNot() throws {
        // Rupiah without decimals: `Total Due` is what is owed, and a mark after the amount
        // is not its last word.
        let items = ["WARUNG SARI", "NASI GORENG 1 25000", "ES TEH 2 10000", "KERUPUK 1 5000"]
        let total = try #require(extract(items + ["Total Due 40000 :"])[.total])
        #expect(total.value == "40000.00")
        #expect(total.reason.contains("a whole amount, as the page prints its prices"))
        // A date's due (`Due Date`) or a due that is not owed (`Valid until`) has no whole total.
        #expect(extract(items + ["Due Date 20190312"])[.total] == nil)
        #expect(extract(items + ["Total valid until due 40000"])[.total] == nil)
    }

    @Test func roundingPrintedAfterTheLastTotalIsApplied() throws {
        let total = try #require(extract(["SHOP", "Total Sales Incl GST|64.13", "Rounding Adjustment|0.02", "Thank you"])[.total])
        #expect(total.value == "64.15")
        #expect(total.rule == "total-label+rounding")
        #expect(total.derived == true)
    }

    @Test(arguments: [
        (["PHARMACY", "SUBTOTAL|13.78", "TOTAL (GST INCL)|13.78", "CASH|20.00", "ROUNDING ADJUSTMENTS|0.02", "CHANGE DUE|6.20"], "13.78"),
        (["STATIONERY", "CASH|73.00", "Subtotal|62.55", "Total:|72.93", "RND ADJ|0.02", "Change Due|0.05"], "72.93"),
    ])
    func roundingPrintedAfterTheCashSettlesTheChangeNotTheBill(rows: [String], printed: String) throws {
        let total = try #require(extract(rows)[.total])
        #expect(total.value == printed)
        #expect(total.derived != true)
        #expect(!total.reason.contains("rounding"))
        // The same rounding before any cash is handed over rounds the bill.
        let beforeCash = rows.filter { !$0.hasPrefix("CASH") } + ["CASH|100.00"]
        #expect(extract(beforeCash)[.total]?.rule == "total-label+rounding")
    }

    @Test func aRoundedTotalADigitOffTheTotalItRoundsIsMisread() throws {
        // `Total Rounded 11.10` read as 13.10: no rounding moves a bill by 2.00.
        let total = try #require(extract(["CAFE", "1 Fillet|11.10", "Eat-In Total (incl GST)|11.10", "Total Rounded|13.10", "Thank you"])[.total])
        #expect(total.value == "11.10")
        #expect(total.rejected.contains { $0.value == "13.10" && $0.lost.contains("more than a rounding step") })
        // Within a rounding step it is the rounding itself.
        #expect(extract(["CAFE", "Fillet|11.12", "Total|11.12", "Total Rounded|11.10"])[.total]?.value == "11.10")
        // Further off but not a digit apart, it is another total (`Total Payable` of all supplies).
        let supplies = extract(["BAKERY", "Bread|25.32", "Total 0% supplies|25.32", "Total Payable|65.50"])[.total]
        #expect(supplies?.value == "65.50")
    }

    @Test func anUnreadTotalIsTheSumItsOwnDigitsSpell() throws {
        // `Total Payable: 51.88` read as `- 5128`: of the page's sums (32.05 with its GST,
        // 51.88 with the zero-rated supplies), the one its digits spell but for one.
        let rows = [
            "BAKERY", "White loaf|19.83", "Total 6% supplies (excl. GST):|30.24", "GST:|1.81",
            "Total 6% supplies (Inc. GST):|32.05", "Total 0% supplies:|19.83", "Total Payable: - 5128",
        ]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "51.88")
        #expect(total.derived == true)
        #expect(total.reason.contains("the one its unreadable value '5128' spells"))
    }

    @Test func aTaxSummarysNetAndTaxAddUpToTheBill() throws {
        // No total label read; the summary's net and tax make the bill printed three times.
        let rows = ["BAKERY", "2 PASTRY 24PCS @12.50|25.00", "Subtotal|25.00", "Cs GE|25.00", "SR: inclusive of GST @6%|23.58 1.42"]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "25.00")
        #expect(total.reason.contains("net 23.58 + tax 1.42 of the tax summary"))
    }

    @Test func tenderedCashIsNotTheTotal() throws {
        let extraction = extract(["SHOP", "Item|159.00", "Total Amt Payable|159.00", "Paid Amount|200.00", "Change|41.00"])
        #expect(extraction[.total]?.value == "159.00")
        #expect(extraction[.total]?.rejected.contains { $0.value == "200.00" && $0.lost.contains("tendered") } == true)
    }

    @Test func aTotalLessTheChangeBelowItThatLandsOnAnEarlierTotalWasTendered() throws {
        // A parking machine prints what it accepted as a total.
        let rows = ["PARKING", "Pay parking ticket|5.00", "Amount Incl. GST|5.00", "Accepted total|10.00", "Change|5.00", "GST 6%|0.28"]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "5.00")
        #expect(total.rejected.contains { $0.value == "10.00" && $0.lost.hasPrefix("tendered") })
        // Change that leaves no earlier total, or printed far below, says nothing about the total.
        #expect(extract(["SHOP", "Pen|4.00", "Sub Total|5.00", "TOTAL|10.00", "Change|2.00"])[.total]?.value == "10.00")
        #expect(extract(["SHOP", "Amount|5.00", "TOTAL|10.00", "Items|3", "Thank you", "Change|5.00"])[.total]?.value == "10.00")
    }

    @Test func taxNamedBeforeTheTotalWordIsTheTax() throws {
        let extraction = extract(["SHOP", "Total Incl. GST@6% RM|10.60", "GST @6% included in total RM|0.60"])
        #expect(extraction[.total]?.value == "10.60")
        #expect(extraction[.tax]?.value == "0.60")
    }

    @Test(arguments: ["Total GST", "TOTAL TAX"])
    func aTotalTaxLineIsTaxEvenWhenTheTotalIsUnreadable(label: String) throws {
        // The total's value was misread (`11.6¢`): the tax line must not stand in for it.
        let extraction = extract(["SHOP", "(Excluded GST) Sub Total|10.94", "\(label)|0.66", "TOTAL 11.6¢", "Thank you"])
        #expect(extraction[.tax]?.value == "0.66")
        // The unreadable total is what the subtotal and tax add up to, and says it is derived.
        let derived = try #require(extraction[.total])
        #expect(derived.value == "11.60")
        #expect(derived.derived == true)
        #expect(derived.reason.contains("subtotal 10.94 + tax 0.66"))
        // Read, the total wins; the tax line is never among its rivals.
        let read = try #require(extract(["SHOP", "(Excluded GST) Sub Total|10.94", "\(label)|0.66", "TOTAL|11.60"])[.total])
        #expect(read.value == "11.60")
        #expect(!read.rejected.contains { $0.value == "0.66" && $0.rule == "total-label" })
    }

    @Test(arguments: ["Total Excluded Tax :", "Total Exctuded Tax :"])
    func aTotalBeforeTaxPrintedLastIsNotTheTotal(label: String) throws {
        let total = try #require(extract(["SHOP", "Total|13.10", "\(label)|12.36", "GST 6%|0.74"])[.total])
        #expect(total.value == "13.10")
    }

    @Test func aTotalLabelWithItsValueLostTakesTheArithmeticAsDerived() throws {
        let rows = ["THAI KITCHEN", "PLAIN RICE 4 1.80|7.20", "COCONUT WATER 1|6.50", "Grand Total", "Cash Received|100.00", "Change|7.20"]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "92.80")
        #expect(total.rule == "arithmetic")
        #expect(total.derived == true)
        #expect(total.reason.contains("with no readable value; cash 100.00 − change 7.20"))
        // The change matching an item's price is no repeat of a total.
        #expect(!total.reason.contains("printed"))
        // Read unsurely, the cash is not trusted to derive from.
        let unsure = Extractor.extract(
            from: SyntheticPage.make(rows, confidence: 70),
            options: ExtractionOptions(today: CalendarDate(year: 2026, month: 11, day: 29)))
        #expect(unsure[.total]?.value != "92.80")
        #expect(unsure[.total]?.rule != "repeated-amount")
    }

    @Test func withNoTotalReadCashMinusChangeIsTheTotalDerived() throws {
        // A till that prints the change as money leaving the drawer, and no total line.
        let rows = ["BAKERY", "2 BUNUELOS|2.00", "3 PAN DEBONO|3.00", "2 PAN DE UVA|2.00", "Cash Tendered:|40.00", "CHANGE :|-9.55"]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "30.45")
        #expect(total.rule == "arithmetic")
        #expect(total.derived == true)
        #expect(total.reason == "no total read; cash 40.00 − change 9.55")
        #expect(total.row == "Cash Tendered: 40.00")
        // The change's sign aside, a total line read is the total and the cash only tendered.
        let read = try #require(extract(["BAKERY", "2 BUNUELOS|2.00", "TOTAL|30.45", "Cash Tendered:|40.00", "CHANGE :|-9.55"])[.total])
        #expect(read.value == "30.45")
        #expect(read.derived != true)
        #expect(read.reason.contains("cash 40.00 − change 9.55"))
    }

    @Test func aLabelWhoseAmountIsUnreadDoesNotTakeTheValueUnderTheLabelAbove() throws {
        // `dont TVA 5,5% ?,58 €`: the tax's amount unread; `11,20` under `TOTAL TTC` is the total's.
        let extraction = extract(["BOULANGERIE", "2 x Croissant|2,40 €", "1 x Baguette|8,80 €", "TOTAL TTC", "|11,20 €", "dont TVA 5,5% ?,58 €"])
        #expect(extraction[.total]?.value == "11.20")
        #expect(extraction[.tax] == nil)
        // Nothing printed under a label of its own, the row above is still the value's.
        #expect(extract(["SHOP", "Item|3.00", "|11.20", "TOTAL", "Thank you"])[.total]?.value == "11.20")
    }

    @Test(arguments: ["Net", "Netto", "Net EUR", "Netto(1) Eur", "Netto A"])
    func aNetLineBeforeVATIsTheSubtotal(label: String) throws {
        let extraction = extract(["HOTEL", "Room|135.00", "Dinner|46.50", "\(label)|181.50", "VAT @ 20%|36.30", "Total|217.80"])
        #expect(extraction[.subtotal]?.value == "181.50")
        #expect(extraction[.total]?.value == "217.80")
        #expect(extraction[.total]?.reason.contains("subtotal 181.50 + tax 36.30") == true)
        // `NET TOTAL`, as Malaysian receipts print it, is the total.
        #expect(extract(["KEDAI", "Item|7.40", "NET TOTAL|7.40", "Cash|10.00", "Change|2.60"])[.subtotal] == nil)
    }

    @Test func aFaintTotalOneDigitOffTheCleanItemsAboveItIsCorrected() throws {
        // A large, bold total read at 67 over prices read at 96: the items add up to 30.45.
        let rows = [
            "COSITAS RICAS", "1 PAN CACHO|2.50", "2 BUNUELOS|2.00", "1 HAMBURGUESA|6.75", "1 CALDO|6.45",
            "1 MARACUYA|3.50", "2 PAN QUESO|9.25", "TOTAL:|$30.46", "Cash Tendered:|40.00",
        ]
        func total(confidence: Double) throws -> Field {
            var page = SyntheticPage.make(rows, confidence: 96)
            page.words = page.words.map { word in
                var word = word
                if word.text == "$30.46" { word.confidence = confidence }
                return word
            }
            return try #require(
                Extractor.extract(from: page, options: ExtractionOptions(today: CalendarDate(year: 2026, month: 11, day: 29)))[.total])
        }
        let faint = try total(confidence: 67)
        #expect(faint.value == "30.45")
        #expect(faint.reason.contains("the 6 items above it = 30.45: one misread digit corrected"))
        #expect(faint.rejected.first?.value == "30.46")
        // Read as surely as its items, the total stands: one of them may be the misread one.
        #expect(try total(confidence: 90).value == "30.46")
    }

    @Test func aTotalOneDigitOffTheNetAndItsVATIsCorrected() throws {
        // A German bill's net for VAT class 1 (`Netto(1) Eur`) and its VAT: the faint
        // total's `5` read as `6`.
        let rows = ["TAVERNE", "1x Gyros|8,90", "Netto(1) Eur|129,75", "+ 19,0% MwSt:|24,65", "Summe: Eur|164,40"]
        var page = SyntheticPage.make(rows)
        page.words = page.words.map { word in
            var word = word
            if word.text == "164,40" { word.confidence = 59 }
            return word
        }
        let total = try #require(
            Extractor.extract(from: page, options: ExtractionOptions(today: CalendarDate(year: 2026, month: 11, day: 29)))[.total])
        #expect(total.value == "154.40")
        #expect(total.reason.contains("subtotal 129.75 + tax 24.65 = 154.40"))
    }

    @Test func aTipWithItsRateAboveTheTotalIsTheTipAndASuggestionTableIsNot() throws {
        let rows = [
            "THE COPPER KETTLE", "1 Lobster Roll|28.00", "Subtotal|91.00", "Meals Tax 8%|7.28", "Tip (18%)|16.38", "TOTAL|$114.66",
            "-- Gratuity guide --", "15%|13.65", "18%|16.38", "20%|18.20",
        ]
        let tip = try #require(extract(rows)[.tip])
        #expect(tip.value == "16.38")
        #expect(tip.reason == "tip label 'Tip (18%) 16.38'")
        // With no tip on the bill, the guide's lines are no tip.
        #expect(extract(rows.filter { !$0.hasPrefix("Tip") })[.tip] == nil)
    }

    @Test func aTipWrittenByHandIsWhatTheCardChargedOverTheTotal() throws {
        let rows = ["BIG SKY BURGERS", "Subtotal|18.65", "Tax 8.25%|1.54", "Total|$20.19", "Tip: 326", "VISA ****4821|$23.45"]
        let tip = try #require(extract(rows)[.tip])
        #expect(tip.value == "3.26")
        #expect(tip.derived == true && tip.rule == "tip-arithmetic" && tip.confidence == 0.6)
        #expect(tip.reason.hasSuffix("the payment line charged 23.45 against the total 20.19, and the line's digits read 326"))
        // Its figure lost entirely, the tip is still the difference, less surely.
        var blank = rows
        blank[4] = "Tip:"
        #expect(extract(blank)[.tip]?.confidence == 0.45)
        // No tip line, no tip: the difference may be anything.
        #expect(extract(rows.filter { !$0.hasPrefix("Tip") })[.tip] == nil)
    }

    @Test func belowTheTotalALineTotallingTheTaxesIsTheTax() throws {
        let rows = [
            "BISTROT", "2 Formule midi|29,00", "1 Carafe de vin|5,80", "TOTAL TTC|34,80 EUR", "TVA 10%|2,64", "TVA 20%|0,97", "Total TVA|3,61",
        ]
        let tax = try #require(extract(rows)[.tax])
        #expect(tax.value == "3.61")
        // Without it, the first tax line under the total, as before.
        #expect(extract(Array(rows.dropLast()))[.tax]?.value == "2.64")
    }

    @Test func aPaymentLineDoesNotAgreeWithItself() throws {
        // `Total Paid` is a payment line and a total label at once: one print, no agreement.
        let alone = try #require(extract(["KEDAI RUNCIT", "Roti|3.50", "Susu|4.20", "Total Paid RM|7.70"])[.total])
        #expect(alone.value == "7.70")
        #expect(!alone.reason.contains("the total label agrees"))
        // A total printed above it is another print that does, said once: not again as
        // `printed 2 times`.
        let twice = try #require(extract(["KEDAI RUNCIT", "Roti|3.50", "Susu|4.20", "TOTAL|7.70", "Total Paid RM|7.70"])[.total])
        #expect(twice.reason.contains("the total label agrees"))
        #expect(!twice.reason.contains("printed 2 times"))
        #expect(twice.confidence > alone.confidence)
        // A third print is more.
        let thrice = try #require(
            extract(["KEDAI RUNCIT", "Roti|3.50", "Susu|4.20", "TOTAL|7.70", "Total Paid RM|7.70", "Amount charged|7.70"])[.total])
        #expect(thrice.reason.contains("printed 3 times"))
    }

    @Test func columnsHeadedWithTheirCurrencyAreATableNotATotal() throws {
        // `Amt (RM) Tax (RM)` heads the tax summary: the net under it is no total, however late.
        let rows = [
            "KEDAI RUNCIT", "Roti|7.50", "Total Sales (Excluding GST)|7.50", "GST|0.45",
            "Total Sales (Inclusive of GST)|7.95", "Cash|10.00", "Change|2.05", "I 1 Amt (RM) Tax (RM)",
            "S 7.50", "Thank you",
        ]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "7.95")
    }

    @Test func netOfTaxIsBeforeIt() throws {
        // `Nett of Tax` is the amount before the tax, not the `Nett` total Malaysian tills print.
        let extraction = extract(["KEDAI RUNCIT", "Beras|31.98", "Nett of Tax: RM|31.98", "GST @ 6%: RM|1.92", "Cash|100.00", "Change|66.10"])
        #expect(extraction[.subtotal]?.value == "31.98")
        #expect(extraction[.total]?.value == "33.90")
        #expect(extract(["KEDAI RUNCIT", "Beras|31.98", "Nett Total: RM|31.98"])[.total]?.value == "31.98")
    }

    @Test func aTaxIsAPartOfTheTotal() throws {
        // A VAT number read as an amount is no tax: no tax is 100 % of what it is levied on.
        let shop = extract(["CORNER SHOP", "Milk|4.00", "Bread|3.00", "VAT No: GB 733|1294.55", "TOTAL|7.00"])
        #expect(shop[.total]?.value == "7.00")
        #expect(shop[.tax] == nil)
        #expect(shop.missing[.tax]?.contains("not under half of 7.00") == true)
        // A tax summary's row prints the base, the tax and the gross: the tax is the one that can be.
        let bar = try #require(extract(["BAR CENTRAL", "Menu del dia|17,78", "TOTAL|19,20", "IVA 8% = 17,78 1,42|19,20"])[.tax])
        #expect(bar.value == "1.42")
        #expect(bar.reason.contains("the row's last amount 19.20 is not under half of 19.20"))
        // An ordinary tax line is untouched.
        #expect(extract(["CORNER SHOP", "Milk|4.00", "VAT 20%|0.80", "TOTAL|4.80"])[.tax]?.value == "0.80")
    }

    @Test func aHeadingOverTheItemsLabelsNoAmount() throws {
        // `ITEM TOTAL` under `QTY` heads a column; the row below it is the first item.
        let rows = ["BURGER PLACE", "QTY ITEM TOTAL", "1 M Coke|3.50", "1 McChicken|5.00", "Takeout Total (incl GST)|8.50"]
        let extraction = extract(rows)
        #expect(extraction[.subtotal] == nil)
        #expect(extraction[.total]?.value == "8.50")
        // A subtotal printed over its value still pairs with it.
        #expect(extract(["BURGER PLACE", "Coke|3.50", "Burger|5.00", "ITEM TOTAL", "8.50", "TOTAL|8.50"])[.subtotal]?.value == "8.50")
    }

    @Test func aTaxInvoicesTitleIsNoTaxLine() throws {
        #expect(extract(["CAFE ROMA", "TAX INVOICE", "$5", "Coffee|5.00", "TOTAL|5.00"])[.tax] == nil)
    }

    @Test func aFreeItemIsNoGratuity() throws {
        // French, Italian and Spanish for free are words, not misread `GRATUITY`s.
        #expect(Vocabulary.kinds(in: ["ARTICLE", "GRATUIT"])[.tip] == nil)
        #expect(Vocabulary.kinds(in: ["OMAGGIO", "GRATUITO"])[.tip] == nil)
        #expect(Vocabulary.kinds(in: ["GRATUTY"])[.tip] != nil)
        let bill = extract(["LA BOUTIQUE", "Croissant|1.99", "article gratuit|1.99", "Remise|-1.99", "TOTAL|1.99"])
        #expect(bill[.tip] == nil)
    }

    @Test func twoTaxesUnderTheSubtotalAddUpWithIt() throws {
        // India's central and state GST, printed as two lines of equal tax.
        let rows = ["DOSA PLAZA", "Masala Dosa|180.00", "Sub Total|180.00", "CGST 2.5%|4.50", "SGST 2.5%|4.50", "Grand Total|189.00"]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "189.00")
        #expect(total.reason.contains("subtotal 180.00 + tax 4.50 + tax 4.50"))
        // A total one digit off that sum is corrected to it, and says so.
        var misread = rows
        misread[misread.count - 1] = "Grand Total|139.00"
        let corrected = try #require(extract(misread)[.total])
        #expect(corrected.value == "189.00")
        #expect(corrected.derived == true)
    }

    @Test func anUnlabelledAmountUnderItsItemsThatIsTheirSumIsTheTotal() throws {
        let rows = [
            "GASTROBAR", "Fecha: 14-11-2013 15:20", "2 COPA RIOJA|4,00", "2 CAFES CON LECHE|2,40", "1 TAPA MOJAMA|2,50",
            "1 SALMOREJO|4,00", "|12,90",
        ]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "12.90")
        #expect(total.rule == "item-sum")
        #expect(total.derived != true)
        #expect(total.reason.contains("the sum of the 4 item amounts above it (4.00 + 2.40 + 2.50 + 4.00)"))
        // One short of the sum, the amount is no total the items confirm.
        #expect(extract(rows.dropLast() + ["|12,80"])[.total]?.rule != "item-sum")
        // A tax line below it makes it the subtotal, not the bill.
        #expect(extract(rows + ["IVA 10%|1,29"])[.total]?.rule != "item-sum")
    }

    @Test func aMisreadDigitIsCorrectedToTheRoundedSumWhenRoundingIsPrinted() throws {
        var page = SyntheticPage.make(["SHOP", "Sub Total|106.10", "Total GST|6.37", "Rounding|-0.02", "Total|112.46"])
        // The total's print was read less surely than the lines that add up to it.
        let totalLine = page.words.map(\.line).max()
        page.words = page.words.map { word in
            var word = word
            if word.line == totalLine { word.confidence = 50 }
            return word
        }
        let total = try #require(Extractor.extract(from: page, options: ExtractionOptions())[.total])
        #expect(total.value == "112.45")
        #expect(total.derived == true)
        #expect(total.reason.contains("subtotal 106.10 + tax 6.37 + rounding -0.02 = 112.45"))
    }

    @Test func aPrintWhoseZerosReadAsEightsHasItsTotalRestoredByItsOwnSum() throws {
        // A slashed 0 reads as 8: the date cannot be 83/82/24, and the items only add
        // up with their 8s taken for 0s (23.40 + 2.50 + 5.00), to 30.90, not 38.98.
        let rows = ["METRO CAB", "DATE 83/82/24", "FARE|$23.48", "EXTRAS|$2.58", "TIP|$5.88", "TOTAL|$38.98", "AMEX ****3885|$38.98"]
        let extraction = extract(rows)
        let total = try #require(extraction[.total])
        #expect(total.value == "30.90")
        #expect(total.derived == true)
        #expect(total.rule == "payment-line+arithmetic")
        #expect(total.reason.contains("the date '83/82/24'); with the 8s of its amounts taken for 0s, 23.40 + 2.50 + 5.00 = 30.90"))
        #expect(total.rejected.first?.value == "38.98")
        #expect(total.confidence < 0.9)
        // The tip the sum restored is the tip: read as the total was, and said so.
        let tip = try #require(extraction[.tip])
        #expect(tip.value == "5.00" && tip.derived == true)
        #expect(tip.reason == "tip label 'TIP $5.88', read as 5.88; with its 8s taken for 0s as the total's were (the date '83/82/24'), 5.00")
        #expect(tip.rejected.first?.value == "5.88")

        // The date's 0s read as 6, the amounts' as 6 and 8: cash − change closes on 27.50.
        let italian = [
            "PIZZERIA", "64-63-2024 20:41", "1 Margherita|7,58", "TOTALE COMPLESSIVO|27,58", "di cui IVA|2,56", "CONTANTI|30,86", "RESTO|2,50",
        ]
        let restored = try #require(extract(italian)[.total])
        #expect(restored.value == "27.50")
        #expect(extract(italian)[.tax]?.value == "2.50")
        #expect(restored.reason.contains("with the 6s, 8s and 9s of its amounts taken for 0s, cash 30.00 − change 2.50 = 27.50"))
    }

    @Test func aTotalHoldingTheDigitsAPrintsZerosReadAsIsOnlyDoubtedWhenNothingClosesOnIt() throws {
        // Nothing adds up either way: the 8 may be a 0, so the total is doubted, not changed.
        let doubted = try #require(extract(["METRO CAB", "DATE 83/82/24", "FARE 12 MILES|$23.48", "TOTAL|$38.98", "VISA|$38.98"])[.total])
        #expect(doubted.value == "38.98")
        #expect(doubted.derived != true)
        #expect(doubted.confidence <= 0.7)
        #expect(doubted.reason.contains("this print's 0s read as 8 (the date '83/82/24'), and 38.98 holds an 8"))
        // A sum that closes on the total as read once one other amount's 8s are 0s says
        // the total's own 8s are real: restoring every 8 would close on 41.20 by chance.
        let noodles = extract(["NOODLE BAR", "Mon 83/82/24", "Beef Noodle Soup|14.58", "Subtotal|38,88", "Tax 8.625%|3.28", "TOTAL|41.28"])
        let real = try #require(noodles[.total])
        #expect(real.value == "41.28")
        #expect(real.derived != true)
        #expect(real.reason.hasSuffix("with those of '38,88' taken for 0s, subtotal 38.00 + tax 3.28 = 41.28"))
        // The subtotal is then read as that sum read it; the tax, which it used as printed, stays.
        let subtotal = try #require(noodles[.subtotal])
        #expect(subtotal.value == "38.00" && subtotal.derived == true)
        #expect(subtotal.reason.hasSuffix("read as 38.88; with the 0s the sum confirming the total reads it with (the date '83/82/24'), 38.00"))
        #expect(noodles[.tax]?.value == "3.28" && noodles[.tax]?.derived != true)
        // Its parts are left as read when the total was not restored.
        #expect(extract(["METRO CAB", "DATE 83/82/24", "TIP|$5.88", "TOTAL|$38.98", "VISA|$38.98"])[.tip]?.value == "5.88")
        // A total the page's sums confirm as read keeps its 8s, and one without them is not doubted.
        let summed = try #require(extract(["CAB", "DATE 83/82/24", "SUBTOTAL|18.00", "TAX|0.80", "TOTAL|18.80"])[.total])
        #expect(summed.value == "18.80")
        #expect(!summed.reason.contains("0s read as"))
        let clear = try #require(extract(["CAB", "DATE 83/82/24", "TOTAL|$31.25", "VISA|$31.25"])[.total])
        // Not held at the doubt's 0.7: the card line with the total label agreeing.
        #expect(clear.confidence > 0.8 && !clear.reason.contains("0s read as"))
        // Without a date repaired from its 0s, an 8 is an 8.
        let plain = try #require(extract(["CAB", "DATE 03/02/24", "FARE 12 MILES|$23.48", "TOTAL|$38.98", "VISA|$38.98"])[.total])
        #expect(plain.confidence > doubted.confidence)
        #expect(!plain.reason.contains("0s read as"))
    }

    @Test func twoItemsAtOnePriceAreNoTotal() throws {
        let rows = ["CAFE", "Table 4", "Guests 2", "2 BUNUELOS|2.00", "1 CAFE SOLO|2.00", "1 PAELLA MIXTA|26.45", "Thank you"]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "26.45")
        #expect(total.rule == "largest-amount")
        // Printed three times, or close to the largest amount, a repeat still counts.
        let thrice = try #require(
            extract(["GARAGE", "In 08:02", "Out 17:45", "Parking|18.00", "a|$18.00", "x|$18.00", "Lost ticket fee|$40.00"])[.total])
        #expect(thrice.value == "18.00")
        #expect(thrice.rule == "repeated-amount")
    }

    @Test func aLabelWithoutItsValueDoesNotBorrowALabelledRowsAmount() throws {
        // `Amount Due: AED 105.` lost its decimals; `Food: AED 80.00` below it is its own line.
        let total = try #require(extract(["CAFE", "TOTAL:|AED 105.00", "Amount Due: AED 105.", "Food:|AED 80.00", "Beverage:|AED 25.00"])[.total])
        #expect(total.value == "105.00")
    }

    @Test func aGiftCardsRemainingBalanceIsNoTotal() throws {
        let total = try #require(
            extract(["BURGERS", "Sub Total|$11.08", "Sales Tax|$0.87", "Order Total|$11.95", "Gift Card|$11.95", "Balance Remaining:|$18.05"])[.total]
        )
        #expect(total.value == "11.95")
        #expect(!total.rejected.contains { $0.value == "18.05" && $0.rule == "total-label" })
    }

    @Test func taxSummaryTableTotalIsIgnored() throws {
        let total = try #require(
            extract([
                "SHOP", "Total Sales (Inclusive of GST)|5.30", "CASH|5.30", "Change|0.00", "GST SUMMARY",
                "Tax Code % Amt Tax", "SR 6|5.00 0.30", "Total :|5.00 0.30",
            ])[.total])
        #expect(total.value == "5.30")
    }

    @Test func aTaxSummaryHeadersAmountColumnIsNoTotal() throws {
        // `Amount` heads a column of the table (`GST` misread): the net amount under it,
        // its tax code misread too, is no later total.
        let total = try #require(
            extract([
                "SHOP", "Total Sales (Inclusive GST)|14.38", "Rounding|14.40", "CASH|20.00", "Change|5.60",
                "G5) summary Amount (RM) Tax(RA)", "$ = §/ 13.57 Oe",
            ])[.total])
        #expect(total.value == "14.40")
        #expect(!total.rejected.contains { $0.value == "13.57" && $0.rule == "total-label" })
    }

    @Test func savingsAndQuantitiesNeverWin() throws {
        let extraction = extract([
            "FRESH EVERY DAY!", "GREENFIELD MARKET", "Milk|2.00", "Bread|3.00", "TOTAL|5.00",
            "Total Qty|2", "YOUR ANNUAL SAVINGS:|$412.67",
        ])
        #expect(extraction[.total]?.value == "5.00")
        #expect(extraction[.merchant]?.value == "GREENFIELD MARKET")
    }

    @Test func arithmeticDecidesWhenNoTotalIsLabelled() throws {
        let total = try #require(extract(["SHOP", "Sub Total|20.00", "Tax|1.20", "xxxx|21.20", "Cash|50.00", "Change|28.80"])[.total])
        #expect(total.value == "21.20")
        #expect(total.rule == "arithmetic")
    }

    @Test func aTotalThatLostItsLeadingDigitsIsRestoredByTheSumEndingInThem() throws {
        let rows = ["SHOP", "Item|28.00", "Item|7.14", "SUB-TOTAL (EX)|26.00", "TOTAL TAX|1.56", "ROUNDING|-0.01", "TOTAL|7.55"]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "27.55" && total.derived == true && total.rule == "total-label+arithmetic")
        #expect(total.reason.hasSuffix("read as 7.55, its leading digits lost; subtotal 26.00 + tax 1.56 + rounding -0.01 = 27.55"))
        // No sum ending in the digits read: the read total is still only rejected.
        #expect(extract(["SHOP", "Item|28.00", "SUB-TOTAL|26.00", "TOTAL TAX|1.56", "TOTAL|7.45"])[.total]?.value != "27.55")
    }

    @Test func anUnreadTotalIsTheItemsWhenTheyAddUpToTheCashPaid() throws {
        let rows = [
            "BAKERY", "TAX INVOICE", "Doublecoco Slice 1|12.60", "Mother's Slices 1|13.50", "Tiramisu Slice 1|12.60",
            "Cheese Slice 1|12.60", "Grand Total RMD 1 : 30", "Cash|51.30",
        ]
        let total = try #require(extract(rows)[.total])
        #expect(total.value == "51.30" && total.derived == true && total.rule == "item-sum")
        #expect(total.reason.hasSuffix("the 4 items above (12.60 + 13.50 + 12.60 + 12.60) = cash 51.30"))
        // Cash that is not the items' sum to the cent says nothing.
        let rounded = extract(["BAKERY", "Slice 1|12.60", "Slice 2|13.50", "Grand Total RMD 1 : 30", "Cash|50.00"])[.total]
        #expect(rounded?.value != "26.10" && rounded?.rule != "item-sum")
    }

    @Test func aTotalHalvedByAPrintedDiscountLostNoDigits() throws {
        let rows = [
            "SANDWICHES", "6in SUB|15.60", "Sub-Total :|15.60", "Coupon Discount :|8.40", "Grand Total :|7.20",
            "Payment :|10.00", "Change Due :|2.80",
        ]
        #expect(extract(rows)[.total]?.value == "7.20")
        // Without the discount, a total under half the subtotal is digits lost to the read.
        let lost = try #require(extract(["SHOP", "Pen|144.68", "SUB-TOTAL|144.68", "TOTAL|3.35"])[.total])
        #expect(lost.value != "3.35")
    }

    @Test func aTaxOverAThirdOfTheSubtotalMakesNoSum() throws {
        // The total's label lost, its amount taken for the tax: 55.48 + 59.97 is no bill.
        let total = try #require(extract(["GRILL", "Subtotal|55.48", "Tax|4.49", "|59.97", "Tip|"])[.total])
        #expect(total.value == "59.97")
        #expect(
            AmountFields(analysis: PageAnalysis(page: SyntheticPage.make(["GRILL", "Subtotal|55.48", "Tax|59.97"])))
                .arithmetic()[Amount(decimal: "115.45")!] == nil)
        #expect(
            AmountFields(analysis: PageAnalysis(page: SyntheticPage.make(["GRILL", "Subtotal|55.48", "Tax|4.49"])))
                .arithmetic()[Amount(decimal: "59.97")!] != nil)
    }

    @Test func repeatedAmountDecidesWithoutLabelsOrArithmetic() throws {
        // Printed twice, and not what the items add up to (a discount or an unread item between).
        let total = try #require(extract(["SHOP", "Pen|3.00", "Ink|9.40", "xx|11.40", "yy|11.40"])[.total])
        #expect(total.value == "11.40")
        #expect(total.rule == "repeated-amount")
    }

    @Test func largestAmountIsTheLastResortAndNeverASavingsFigure() throws {
        let total = try #require(extract(["SHOP", "a", "b", "Pen|3.00", "Ink|9.40", "You saved|99.00"])[.total])
        #expect(total.value == "9.40")
        #expect(total.rule == "largest-amount")
        #expect(total.confidence < 0.5)
    }

    @Test func aSubtotalWithNoTaxIsTheTotalWhenNoTotalIsRead() throws {
        // The total's row lost to the read, a stray larger amount below (`JOR 8.80`).
        let extraction = extract(["SHOP", "a", "b", "Pen|3.00", "Ink|1.00", "SUB-TOTAL|4.00", "JOR|8.80"])
        let total = try #require(extraction[.total])
        #expect(total.value == "4.00")
        #expect(total.rule == "untaxed-subtotal")
        #expect(total.confidence < 0.5)
        #expect(total.rejected.contains { $0.value == "8.80" && $0.rule == "largest-amount" })
        // The row stays the subtotal it prints.
        #expect(extraction[.subtotal]?.value == "4.00")
        // A tax amount read means the subtotal is not what was paid; nor is one that leaves tax out.
        #expect(extract(["SHOP", "a", "b", "Pen|3.00", "Ink|1.00", "SUB-TOTAL|4.00", "GST 6%|0.24", "JOR|8.80"])[.total]?.rule != "untaxed-subtotal")
        #expect(extract(["SHOP", "a", "b", "Pen|3.00", "Ink|1.00", "Total excl. GST|4.00", "JOR|8.80"])[.total]?.rule != "untaxed-subtotal")
    }

    @Test func aSubtotalAboveEveryAmountLeftIsTheTotalsFloor() throws {
        // No total read: the items under the subtotal are no total; its taxes are added.
        let taxed = extract(["DINER", "a", "b", "Shrimp|7.77", "Soda|2.99", "Subtotal|21.52", "Tax|1.74"])
        let total = try #require(taxed[.total])
        #expect(total.value == "23.26" && total.rule == "taxed-subtotal" && total.derived == true)
        #expect(total.reason.hasPrefix("no total read; subtotal 21.52 + tax 1.74 = 23.26"))
        #expect(total.confidence < 0.5)
        #expect(total.rejected.contains { $0.value == "7.77" && $0.lost == "under the subtotal 21.52: an item, not the total" })
        #expect(taxed[.subtotal]?.value == "21.52")
        // A tax the page says is included adds nothing.
        let included = extract(["KEDAI", "a", "b", "Nasi lemak|9.80", "Teh|4.30", "SUBTOTAL|28.70", "INC 6% GST|1.62"])
        let inclusive = try #require(included[.total])
        #expect(inclusive.value == "28.70" && inclusive.rule == "taxed-subtotal" && inclusive.derived == nil)
        #expect(included[.subtotal]?.value == "28.70")
        // An amount above the subtotal is not passed over for it.
        #expect(extract(["DINER", "a", "b", "Shrimp|7.77", "Subtotal|21.52", "Tax|1.74", "JOR|88.80"])[.total]?.rule != "taxed-subtotal")
    }

    @Test func noAmountMeansNoTotalWithAReason() {
        let extraction = extract(["HELLO", "WORLD"])
        #expect(extraction[.total] == nil)
        #expect(extraction.missing[.total] != nil)
    }

    // MARK: Date

    @Test func aComponentAboveTwelveDecidesTheOrderForTheWholeReceipt() throws {
        let date = try #require(extract(["SHOP", "Date 03/04/2018", "Printed 12/25/2018"])[.date])
        #expect(date.value == "2018-03-04")
    }

    @Test func countryHintsDecideAmbiguousDates() throws {
        #expect(extract(["KEDAI SDN BHD", "Date 03/04/2018", "Total|RM5.00"])[.date]?.value == "2018-04-03")
        #expect(extract(["DINER", "03/04/2018 12:30", "Total|$5.00"])[.date]?.value == "2018-03-04")
        #expect(extract(["DINER", "03/04/2018 12:30", "Total|$5.00"], order: .dmy)[.date]?.value == "2018-04-03")
    }

    @Test(arguments: ["77 Depot Street, Bend OR 97701", "2210 E Colfax Ave, Denver CO", "Mayfield Hts, OH 44123-1234"])
    func aUSAddressMakesAmbiguousDatesMonthFirst(_ address: String) throws {
        let date = try #require(extract(["IRONSIDE HARDWARE", address, "03/04/24 10:02", "Total|5.00"])[.date])
        #expect(date.value == "2024-03-04")
        #expect(date.reason.contains("a US address: month-first"))
    }

    @Test func aStateLikeWordIsNoUSAddressWithoutItsZIPOrStreet() throws {
        // `OR` and `IN` are words too; neither a street nor a ZIP code follows them here.
        let date = try #require(extract(["CAFE", "Dine IN or Take OUT", "Tea OR Coffee", "03/04/24 10:02", "Total|5.00"])[.date])
        #expect(date.value == "2024-04-03")
    }

    @Test func aMonthFirstOnlyDateOnADayFirstPageIsDoubted() throws {
        let doubted = try #require(extract(["KEDAI SDN BHD", "Date: 05/16/2017 10:00", "Total|RM5.00"])[.date])
        #expect(doubted.value == "2017-05-16")
        #expect(doubted.reason.contains("only readable month-first, yet 'BHD'"))
        let plain = try #require(extract(["DINER", "Date: 05/16/2017 10:00", "Total|$5.00"])[.date])
        #expect(plain.confidence >= doubted.confidence + 0.15)
        #expect(!plain.reason.contains("only readable"))
    }

    @Test func twoDatesOneDigitApartAreDoubtedAsAMisread() throws {
        let doubted = try #require(extract(["SHOP", "Date : 19-06-2018 11:35:35", "Item|5.00", "Closed: 15-06-2018"])[.date])
        #expect(doubted.value == "2018-06-19")
        #expect(doubted.reason.contains("'15-06-2018' on another row differs by one digit"))
        #expect(doubted.confidence < Rereads.confidenceBelow)
        #expect(Rereads.requests(for: extract(["SHOP", "Date : 19-06-2018 11:35:35", "Closed: 15-06-2018"])).contains { $0.field == .date })
        let distinct = try #require(extract(["SHOP", "Date : 19-06-2018 11:35:35", "Item|5.00", "Since: 01-01-1999"])[.date])
        #expect(!distinct.reason.contains("differs by one digit"))
        #expect(DateFields.oneDigitApart("13/03/2017", "18/03/2017"))
        #expect(!DateFields.oneDigitApart("13/03/2017", "18/04/2017"))
        #expect(!DateFields.oneDigitApart("13/03/2017", "13/03/2017 "))
    }

    @Test func expiryAndFutureDatesAreRejected() throws {
        let extraction = extract(["SHOP", "Card EXP 08/27/2025", "Valid until 31/12/2031", "Date 05/03/2024 10:00"])
        #expect(extraction[.date]?.value == "2024-03-05")
        #expect(extraction[.date]?.rejected.isEmpty == false)
    }

    @Test func labelledDateWinsOverAnEarlierOne() throws {
        let date = try #require(extract(["SHOP", "Since 1998-01-01", "Invoice 2024-02-29", "Date: 2024-03-04"])[.date])
        #expect(date.value == "2024-03-04")
        #expect(date.rule == "date-label")
        #expect(extract(["SHOP", "Date: 2024-03-04 13:45"])[.time]?.value == "13:45")
    }

    // MARK: Merchant

    @Test func merchantSkipsAddressPhoneAndGreetings() throws {
        let merchant = try #require(
            extract([
                "WELCOME", "Tel 03-1234 5678", "MAPLE LEAF DINER", "12 Main Street", "Total|5.00",
            ])[.merchant])
        #expect(merchant.value == "MAPLE LEAF DINER")
        #expect(merchant.rejected.contains { $0.value == "WELCOME" })
    }

    @Test func aStreetWordWithOneMisreadLetterIsStillAnAddress() throws {
        // `TAMAN` read `TAHAN`, `JALAN` read `JAIAN`: a street, taken only as the last,
        // doubted guess, and beaten by any name.
        let rows = ["TAHAN BERKELEY", "JAIAN SUNGAI BULOH", "Total|5.00"]
        #expect(rejection(of: "TAHAN BERKELEY", in: rows) == "an address ('TAHAN')")
        #expect(rejection(of: "JAIAN SUNGAI BULOH", in: rows) == "an address ('JAIAN')")
        #expect(try #require(extract(rows)[.merchant]).confidence < 0.5)
        #expect(MerchantField.isMisreadAddressWord("TAHAN") && MerchantField.isMisreadAddressWord("JAIAN"))
        // Two letters off, a confusion OCR does not make, or a street word itself is no misreading.
        #expect(!MerchantField.isMisreadAddressWord("SALAM"))
        #expect(!MerchantField.isMisreadAddressWord("TAMAR"))
        #expect(!MerchantField.isMisreadAddressWord("TAMAN"))
    }

    @Test func aRowBetweenTwoAddressRowsIsPartOfTheAddress() throws {
        // The name read with doubt; the street's second row misread past knowing.
        var page = SyntheticPage.make(["PETRODELI ENJERPRISE", "LOT 485. TMN LEMBAH KERAMAT", "JEN ULU KELANG", "54200 KUALA LUMPUR", "Total|5.00"])
        for index in page.words.indices where page.words[index].line == 1 {
            page.words[index].confidence = page.words[index].text == "PETRODELI" ? 75 : 40
        }
        let merchant = try #require(Extractor.extract(from: page)[.merchant])
        #expect(merchant.value == "PETRODELI ENTERPRISE")
    }

    @Test func theNameAfterWelcomeToIsTheMerchant() throws {
        let merchant = try #require(extract(["Welcome to Chick-fil-A", "Order 12", "Total|5.00"])[.merchant])
        #expect(merchant.value == "Chick-fil-A")
        #expect(merchant.reason.contains("welcome"))
        // Greetings alone name no one: ruled out as names, and anything proposed is doubted.
        #expect(rejection(of: "THANK YOU", in: ["WELCOME", "THANK YOU", "Total|5.00"])?.contains("greeting") == true)
        #expect(try #require(extract(["WELCOME", "THANK YOU", "Total|5.00"])[.merchant]).confidence < 0.6)
    }

    @Test func theNameAFooterThanksTheCustomerForVisitingReplacesADoubtfulGuess() throws {
        // The logo is unreadable; the row under it is a slogan, not the store's name.
        let merchant = try #require(
            extract([
                "DRESS FOR LESS", "SANTA CLARA, CA", "Subtotal|11.98", "Total|12.87", "Thank you for shopping at Ross!",
            ])[.merchant])
        // The scorer weighs the slogan at the top against the thanked name; both stand.
        #expect(
            candidates(["DRESS FOR LESS", "SANTA CLARA, CA", "Subtotal|11.98", "Total|12.87", "Thank you for shopping at Ross!"])
                .contains("Ross"))
        #expect(merchant.value == "Ross" || merchant.rejected.first?.value == "Ross")
        // Nothing near the top reads as a name at all.
        let only = try #require(extract(["Table: 21 - 4 Guests", "Burger|9.00", "Total|9.00", "Thank You for Visiting, PYT"])[.merchant])
        #expect(only.value == "PYT")
    }

    @Test func aThankedNameConfirmsTheRowThatPrintsIt() throws {
        let merchant = try #require(
            extract([
                "ORDER 55", "HOLLYBROOK FARM MARKET", "Milk|3.00", "Total|3.00", "Thank you for shopping at Hollybrook",
            ])[.merchant])
        #expect(merchant.value == "HOLLYBROOK FARM MARKET")
        // The evidence says what the names it beat lacked: the thanks line's word for it.
        #expect(merchant.rejected.contains { $0.lost.contains("named-in-thanks -") })
    }

    @Test func aLabelledDateIsSurerWhenItsOwnDigitsReadSurely() throws {
        // The same labelled date on a row read well: printed digits read at 92 earn more
        // than digits read at 88, however well the label beside them reads.
        func date(wordConfidence: Double) throws -> Field {
            var page = SyntheticPage.make(["CAFE 7", "DATE 03/02/2024", "Coffee|3.00", "TOTAL|3.00"], confidence: 92)
            for index in page.words.indices where page.words[index].text == "03/02/2024" { page.words[index].confidence = wordConfidence }
            let options = ExtractionOptions(dateOrder: .dmy, today: CalendarDate(year: 2026, month: 11, day: 29))
            return try #require(Extractor.extract(from: page, options: options)[.date])
        }
        let sure = try date(wordConfidence: 92)
        let doubtful = try date(wordConfidence: 88)
        #expect(sure.value == "2024-02-03" && doubtful.value == sure.value)
        #expect(sure.confidence >= 0.9)
        #expect(doubtful.confidence < sure.confidence)
        #expect(sure.reason.contains("its digits read surely (OCR confidence 92)"))
        #expect(!doubtful.reason.contains("read surely"))
    }

    @Test func aDateRepairedFromImpossibleDigitsIsDoubtedAndNeverTakenFromAPhoneRow() throws {
        let date = try #require(extract(["TAXI 7", "DATE 83/82/24", "Fare|12.00"])[.date])
        #expect(date.value == "2024-02-03")
        #expect(date.confidence < 0.85)
        #expect(date.reason.contains("taken for the 0s they resemble"))
        let phone = extract(["TAXI 7", "TEL 83/82/24", "Fare|12.00"])
        #expect(phone[.date] == nil)
    }

    @Test func aOneReadAsAFourIsRepairedAndDoubted() throws {
        // A day that cannot be: its 4 is the 1 it resembles.
        let day = try #require(extract(["SHOP", "PS8418 41/05/2018", "Total|5.00"])[.date])
        #expect(day.value == "2018-05-11")
        #expect(day.confidence < 0.5)
        #expect(day.reason.contains("read '41/05/2018', whose impossible digits are taken for the 1s they resemble"))
        // A year not yet come: `2044` printed in 2014.
        let year = try #require(extract(["SHOP", "11/10/2044 9:41 AM", "Total|5.00"], order: .mdy)[.date])
        #expect(year.value == "2014-11-10")
        #expect(year.confidence < 0.85)
        #expect(year.reason.contains("taken for the 1s they resemble"))
        // A future year that is no such misread stays rejected, and so does an expiry.
        #expect(extract(["SHOP", "11/10/2031 9:41 AM", "Total|5.00"])[.date] == nil)
        #expect(extract(["SHOP", "Card EXP 11/10/2044", "Total|5.00"])[.date] == nil)
    }

    @Test func aWordOfBusinessNamesIsSpeltRightWhenOneLetterIsMisread() throws {
        let merchant = try #require(extract(["HERO OISTRIBUTION SDN BHD", "Lot 5, Jalan Kuchai", "Total|3.00"])[.merchant])
        #expect(merchant.value == "HERO DISTRIBUTION SDN BHD")
        #expect(merchant.reason.contains("'OISTRIBUTION' spelt DISTRIBUTION"))
        #expect(MerchantField.spellingNameWords("99 SPEED WART S/B").0 == "99 SPEED MART S/B")
        #expect(MerchantField.spellingNameWords("Gardenia Bakerles").0 == "Gardenia Bakeries")
        #expect(MerchantField.spellingNameWords("AIK HUAT HARUWARE. ENTERPRISE").0 == "AIK HUAT HARDWARE. ENTERPRISE")
        // A short word needs a letter pair OCR confuses; names that are words of their own stay.
        #expect(MerchantField.spellingNameWords("AUTO PART").0 == "AUTO PART")
        #expect(MerchantField.spellingNameWords("DELL OUTLET").0 == "DELL OUTLET")
        #expect(MerchantField.spellingNameWords("MARKS & SPENCER").1.isEmpty)
        // A stationer's shop is no misread stationery shop: both are words of names.
        #expect(MerchantField.spellingNameWords("ARTRANGE STATIONERS & PRINT SDN BHD").1.isEmpty)
        #expect(MerchantField.spellingNameWords("LIAN HING STATLONERY SDN BHD").0 == "LIAN HING STATIONERY SDN BHD")
        #expect(MerchantField.spellingNameWords("LIAN HING STATIONERV SDN BHD").1.isEmpty)
    }

    @Test func aCouponAboveTheShopsNameIsReadPast() throws {
        // A survey coupon fills the top of the receipt; the name follows, with its store number.
        let merchant = try #require(
            extract([
                "WANT YOUR FEEDBACK!", "GET A FREE McCHICKEN", "Tell us about your visit", "Validation Code:",
                "Expires 30 days after receipt date", "Valid at participating US McDonald's", "Survey Code:",
                "10249-1327 1-006 18-08394", "McDonald's Restaurant #10249", "CLAYTON, GA 30525", "10/06/2018 09:39 AM",
                "Big Mac|5.55", "Total|5.94",
            ])[.merchant])
        // The scorer refitted to the 1.39 reading model's reads ranks the coupon's first row
        // above the name (p 0.41 against 0.13): known, and not fixed by a rule for one page.
        withKnownIssue("extractor 1.39's weights take the survey coupon's first row") {
            #expect(merchant.value == "McDonald's Restaurant #10249")
        }
        #expect(rejection(of: "10200 George Town", in: ["NOODLE HOUSE", "10200 George Town", "Total|3.00"]) == "a postcode")
    }

    @Test func aStreetLikeNameWithoutANumberIsTakenOnlyWhenNothingElseIs() throws {
        let merchant = try #require(extract(["ONE MILL STREET", "(978) 738-8900", "Calamari|16.00", "Total|16.00"])[.merchant])
        #expect(merchant.value == "ONE MILL STREET")
        // Doubted: well below a name of a kind of business in the same place.
        let grill = try #require(extract(["HARBOUR GRILL", "(978) 738-8900", "Calamari|16.00", "Total|16.00"])[.merchant])
        #expect(merchant.confidence < 0.6 && merchant.confidence < grill.confidence - 0.3)
        #expect(try #require(extract(["12 MILL STREET", "(978) 738-8900", "Calamari|16.00", "Total|16.00"])[.merchant]).confidence < 0.5)
        #expect(extract(["ONE MILL STREET", "HARBOUR GRILL", "Calamari|16.00", "Total|16.00"])[.merchant]?.value == "HARBOUR GRILL")
    }

    @Test func anAmpersandBetweenRowsJoinsANamePrintedOverTwo() throws {
        // The name in large type, its second row in the body's size.
        func merchant(_ rows: [String]) -> Field? {
            Extractor.extract(from: PageAnalysis(page: SyntheticPage.make(rows, firstRowHeight: 30)))[.merchant]
        }
        let below = try #require(merchant(["NORTHGATE NEWS", "& FOOD STORE", "41 Northgate, Chester", "Total|3.00"]))
        #expect(below.value == "NORTHGATE NEWS & FOOD STORE")
        // The evidence says what the name alone lacked: the join.
        #expect(below.rejected.first { $0.value == "NORTHGATE NEWS" }?.lost.contains("ampersand-join -") == true)
        let trailing = try #require(merchant(["NORTHGATE NEWS &", "FOOD STORE", "41 Northgate, Chester", "Total|3.00"]))
        #expect(trailing.value == "NORTHGATE NEWS & FOOD STORE")
        let above = try #require(merchant(["IRONSIDE HARDWARE", "& SUPPLY CO.", "77 Depot Street", "Total|3.00"]))
        #expect(above.value == "IRONSIDE HARDWARE & SUPPLY CO.")
        #expect(above.rejected.first { $0.value == "IRONSIDE HARDWARE" }?.lost.contains("ampersand-join -") == true)
        // No ampersand, no join.
        #expect(merchant(["NORTHGATE NEWS", "FOOD STORE OPEN DAILY", "41 Northgate, Chester", "Total|3.00"])?.value == "NORTHGATE NEWS")
    }

    @Test func aRowClosingTheBracketTheNameOpenedFinishesIt() throws {
        // The bracket read as a brace, the last row taller than the rest.
        let merchant = try #require(
            extract(["AIK HUAT HARDWARE", "ENTERPRISE {SETIA", "ALAM) SDN BHD", "NO. 17-G, JALAN SETIA INDAH", "Total|3.00"])[.merchant])
        #expect(merchant.value.hasSuffix("ENTERPRISE {SETIA ALAM) SDN BHD"))
        #expect(MerchantField.openBrackets("ENTERPRISE {SETIA") == 1)
        #expect(MerchantField.openBrackets("[SETIA ALAM)") == 0)
    }

    @Test func aKindOfBusinessEndsANameBegunOnTheRowAbove() throws {
        let merchant = try #require(extract(["GOLDEN LOTUS", "NOODLE BAR", "58 Grant Ave, San Francisco", "Total|3.00"])[.merchant])
        #expect(merchant.value == "GOLDEN LOTUS NOODLE BAR")
        // Not across an address, nor from a row read with little confidence.
        #expect(extract(["12 HIGH STREET", "NOODLE BAR", "Total|3.00"])[.merchant]?.value == "NOODLE BAR")
        let page = SyntheticPage.make(["GOLDEN LOTUS", "NOODLE BAR", "Total|3.00"])
        var words = page.words
        // Under the bar at which a row is a name's candidate at all (a word of three letters read at 40, `MerchantRows`): at
        // the bar itself, whether the row joins is the learned ranking's to weigh.
        for index in words.indices where words[index].line == 1 { words[index].confidence = 30 }
        let doubtful = OCRPage(width: page.width, height: page.height, preprocessing: page.preprocessing, words: words)
        #expect(Extractor.extract(from: PageAnalysis(page: doubtful))[.merchant]?.value == "NOODLE BAR")
    }

    @Test func aNameWordIsSpeltAsThePagesOtherPrintsOfTheNameSpellIt() throws {
        // The logo font's U reads as O, surely; the registered name and the web
        // address print it twice more.
        // The registered name is printed below the header, past where a name is looked for.
        let header = [
            "SANYO STATIONERY SHOP", "NO. 31G, JALAN SETIA", "40170 SETIA ALAM", "Tel: +603-3362 4137", "GST ID No: 00153176040",
            "TAX INVOICE", "Mobile : +6012-918 7937", "CASH SALES COUNTER", "Owned By :",
        ]
        let merchant = try #require(
            extract(
                header + ["SANYU SUPPLY SDN BHD (4135772-K)", "POMPOM|10.00", "Total|10.00", "Follow us in Facebook: Sanyu.Stationery"],
                firstRowHeight: 34)[.merchant])
        #expect(merchant.value == "SANYU STATIONERY SHOP")
        #expect(merchant.reason.contains("'SANYO' (printed so 1 time, against 2) spelt 'SANYU'"))
        #expect(merchant.rejected.first?.value == "SANYO STATIONERY SHOP")
        // One other print, as sure as the name's own, does not outvote it.
        let once = try #require(extract(header + ["SANYU SUPPLY SDN BHD", "POMPOM|10.00", "Total|10.00"], firstRowHeight: 34)[.merchant])
        #expect(once.value == "SANYO STATIONERY SHOP")
        // Items and slogans are no prints of the name.
        let item = try #require(
            extract(["REAL INDIAN FOOD", "SET MEAL|5.00", "MEAL OFFERS TODAY", "ASK ABOUT OUR MEAL PLAN", "Total|5.00"], firstRowHeight: 34)[
                .merchant])
        #expect(item.value == "REAL INDIAN FOOD")
    }

    @Test func aWornThanksStillNamesThePlaceAfterAt() {
        let words = SyntheticPage.make(["THANIC Ql FOR: SHO2°T US AT STOP & SHOP."]).words
        #expect(MerchantField.thankedName(in: words) == "STOP & SHOP")
        // A clean thanks behind specks still names the place.
        #expect(MerchantField.thankedName(in: SyntheticPage.make(["Pc ahed Thanks for visiting Subway. Please let"]).words) == "Subway")
    }

    @Test(arguments: ["Thanks for shopping wth us!", "THANK YOU FOR VISITING", "Thank you for shopping at", "THANK YOU FOR CHOOSING US."])
    func aThanksWithoutANameNamesNoOne(_ line: String) {
        let words = SyntheticPage.make([line]).words
        #expect(MerchantField.thankedName(in: words) == nil)
    }

    @Test func aNameReadDoubtfullyIsStillACandidateForTheScorerToWeigh() {
        // A name read at 45: one the learned ranking weighs by its confidence,
        // not one ruled out before it is seen; under 40 the row is unreadable.
        func reason(at confidence: Double) -> String? {
            let analysis = PageAnalysis(page: SyntheticPage.make(["MERCADONA S.A.", "Total|5.00"], confidence: confidence))
            return MerchantField(analysis: analysis).reject(analysis.rows[0])?.reason
        }
        #expect(reason(at: 45) == nil)
        #expect(reason(at: 40) == nil)
        #expect(reason(at: 35) == "no word read with confidence")
    }

    @Test func aPageWhoseTopReadsAsNoNameIsNamedByItsWebAddress() throws {
        // Every word read unsurely (under 40): no row near the top is a name; the footer's address names the shop.
        let rows = ["TELNR gp Dery Roh aia", "Milch 3,5%|1,19", "SUMME|1,19", "uiw.netto-online.de"]
        let merchant = try #require(Extractor.extract(from: SyntheticPage.make(rows, confidence: 30))[.merchant])
        #expect(merchant.value == "NETTO")
        #expect(merchant.rule == "web-address-name")
        #expect(merchant.reason.contains("uiw.netto-online.de"))
        func webName(_ row: String) -> String? {
            MerchantField(analysis: PageAnalysis(page: SyntheticPage.make(["x", row])), catalog: .init()).webName()?.name
        }
        #expect(webName("SIGN UP AT itsugar.com/ena") == "ITSUGAR")
        #expect(webName("www.TuscanyRistorante.com.au") == "TUSCANYRISTORANTE")
        // A tax number, a mail host and a survey site name no shop.
        #expect(webName("Steuer-Nr.DE 123") == nil)
        #expect(webName("shop@gmail.com") == nil)
        #expect(webName("www.pizzahutsurvey.com.my") == nil)
        // A name read surely near the top keeps its place whatever the footer's address.
        let named = try #require(extract(["LONE STAR CAFE", "Coffee|3.00", "Total|3.00", "www.example-shop.com"], firstRowHeight: 36)[.merchant])
        #expect(named.value == "LONE STAR CAFE")
    }

    @Test func aSureNameNearTheTopIsKeptWhateverTheFooterThanks() throws {
        let merchant = try #require(
            extract(
                ["LONE STAR CAFE", "Coffee|3.00", "Total|3.00", "Thank you for dining with us at Riverside"],
                firstRowHeight: 36)[.merchant])
        #expect(merchant.value == "LONE STAR CAFE")
    }

    @Test(arguments: [
        ("EDWARDS DRIVE IN", "Feb 11, 2012 10:03am"), ("Pizza Hut #744007", "870 W Rusk St"),
        ("Woolworths @) |", "The fresh food people"), ("China Mobile Hong Kong Co. Ltd.", "Shop 12, 3 Queen's Road"),
        ("BOULEVARD STATION", "BRONX, New York"),
    ])
    func namesThatLookLikeContactOrAddressLinesAreStillNames(name: String, next: String) throws {
        // None of these rows is ruled out of a name; which extent wins (`Woolworths` or with
        // its slogan below) is the learned ranking's call.
        // (`|` in a synthetic row pushes what follows to the margin: the row reads without it.)
        let printed = name.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)
        #expect(rejection(of: printed, in: [name, next, "Total|5.00"]) == nil)
        let merchant = try #require(extract([name, next, "Total|5.00"])[.merchant])
        #expect(merchant.value.hasPrefix(MerchantField.clean(name)))
        #expect(MerchantField.clean(name) != "")
    }

    @Test func contactAddressAndFormLinesAreStillRejected() throws {
        let merchant = try #require(
            extract([
                "STATION: 02", "Mobile 012-345 6789", "12 Drive Lane", "info@shop.example", "14-15 Hoxton Market", "HOLLY CAFE",
                "Total|5.00",
            ])[.merchant])
        let rows = ["STATION: 02", "Mobile 012-345 6789", "12 Drive Lane", "info@shop.example", "14-15 Hoxton Market", "HOLLY CAFE", "Total|5.00"]
        #expect(rejection(of: "14-15 Hoxton Market", in: rows)?.contains("house numbers") == true)
        #expect(rejection(of: "STATION: 02", in: rows) == "a labelled field")
        #expect(rejection(of: "info@shop.example", in: rows) == "a web or e-mail address")
        #expect(rejection(of: "Mobile 012-345 6789", in: rows)?.contains("MOBILE") == true)
        #expect(rejection(of: "HOLLY CAFE", in: rows) == nil)
        #expect(merchant.confidence < 0.9)
    }

    @Test func citiesWithTheirStateAndStreetsInOtherLanguagesAreAddresses() throws {
        let merchant = try #require(
            extract([
                "OMAHA, NE #1012", "PIAZZA CADORNA N.23", "CL ATOCHA, 22", "Bretonischer Ring 7", "CAFFE TORINO", "Total|5.00",
            ])[.merchant])
        #expect(merchant.value == "CAFFE TORINO")
        let rows = ["OMAHA, NE #1012", "PIAZZA CADORNA N.23", "CL ATOCHA, 22", "Bretonischer Ring 7", "CAFFE TORINO", "Total|5.00"]
        #expect(rejection(of: "OMAHA, NE #1012", in: rows) == "an address (city and state 'OMAHA, NE')")
        #expect(rejection(of: "PIAZZA CADORNA N.23", in: rows) == "an address ('PIAZZA')")
        #expect(rejection(of: "CL ATOCHA, 22", in: rows) == "an address ('CL')")
        #expect(rejection(of: "Bretonischer Ring 7", in: rows) == "an address ('RING')")
        // A comma before a word that is no state's code is no city line; a registered name keeps its place.
        #expect(try #require(extract(["BURGERS, INK", "Total|5.00"])[.merchant]).value == "BURGERS, INK")
        #expect(try #require(extract(["ACME (OMAHA, NE) LLC", "Total|5.00"])[.merchant]).value == "ACME (OMAHA, NE) LLC")
    }

    @Test func greetingAndSloganWordsInNamesAndLocationLines() throws {
        #expect(try #require(extract(["WELCOME TO BEST BUY #478", "50-01 NORTHERN BOULEVARD", "Total|5.00"])[.merchant]).value == "BEST BUY #478")
        #expect(try #require(extract(["Fresh Foods", "1234 Main Street", "Total|5.00"])[.merchant]).value == "Fresh Foods")
        #expect(try #require(extract(["B & BEST RESTAURANT", "Lot 5 Jalan 2", "Total|5.00"])[.merchant]).value == "B & BEST RESTAURANT")
        // Still slogans: a long line, or one naming no kind of business.
        #expect(rejection(of: "FRESH EVERY DAY, THE BEST PRICES", in: ["FRESH EVERY DAY, THE BEST PRICES", "Total|5.00"]) != nil)
        #expect(rejection(of: "BEST PRICES", in: ["BEST PRICES", "Total|5.00"]) != nil)
        #expect(try #require(extract(["FRESH EVERY DAY, THE BEST PRICES", "Total|5.00"])[.merchant]).confidence < 0.4)
        let rows = ["Welcome To The Grand Wok", "At the MGM GRAND Hotel", "Total|5.00"]
        #expect(candidates(rows).first == "The Grand Wok")
        #expect(rejection(of: "At the MGM GRAND Hotel", in: rows) == "a location ('at …')")
        // Behind a speck read as a lower-case word, still a location.
        #expect(rejection(of: "cove At the MGM GRAND Hotel", in: ["cove At the MGM GRAND Hotel", "Total|5.00"]) == "a location ('at …')")
    }

    @Test func headersLegalFormsAloneAndMallsNameNoShop() throws {
        // A column header alone is doubted: far below a name alone in the same place.
        let header = try #require(extract(["AMOUNT", "Total|5.00"])[.merchant]).confidence
        #expect(header < 0.6 && header < (extract(["HARBOUR GRILL", "Total|5.00"])[.merchant]?.confidence ?? 0) - 0.3)
        #expect(rejection(of: "Bren Mall", in: ["Bren Mall", "Total|5.00"]) == "an address ('MALL')")
        // `COMPANY` alone, larger than the rest, still loses to the name in body text.
        let merchant = try #require(extract(["COMPANY", "ADVANCO TRADING", "Total|5.00"], firstRowHeight: 30)[.merchant])
        // Whether the heading is joined to the name below it is the learned weights' near-tie
        // (p 0.45 against 0.30 at 1.66); the heading alone is far behind either.
        #expect(merchant.value.hasSuffix("ADVANCO TRADING"))
        #expect(merchant.rejected.contains { $0.value == "COMPANY" })
    }

    @Test func aNameEndedByAKindOfBusinessOnTheNextRowIsJoined() throws {
        // The name a little larger than its kind, as printed.
        #expect(
            candidates(["Vihar", "Vegetarian Restaurant", "12 Queens Road", "Total|5.00"], firstRowHeight: 24)
                .contains("Vihar Vegetarian Restaurant"))
    }

    @Test func aKindOfBusinessAloneLosesToTheNameAboveIt() throws {
        let merchant = try #require(extract(["*IBERIA RESTAURANT*", "12 Lunch", "Aug17'16 11:54AM", "Restaurant", "1 Caesar Sal|10.50"])[.merchant])
        #expect(merchant.value == "IBERIA RESTAURANT")
        #expect(merchant.rejected.contains { $0.value == "Restaurant" })
    }

    @Test func aRegistrationNumberIsNoPartOfTheName() throws {
        func stripped(_ name: String) -> String? { MerchantField.withoutRegistrationNumber(name)?.name }
        // Glued to the legal form, or in brackets with its label (cut off or not).
        #expect(stripped("Farmasi Maluri S/B(587969-U)") == "Farmasi Maluri S/B")
        #expect(stripped("Dion Realties Sdn Bhd (Co. No:20154-T)") == "Dion Realties Sdn Bhd")
        #expect(stripped("Dion Realties Sdn Bhd (Co.") == "Dion Realties Sdn Bhd")
        #expect(MerchantField.withoutRegistrationNumber("Dion Realties Sdn Bhd (Co. No:20154-T)")?.number == "(Co. No:20154-T)")
        // With no legal form, in brackets at the end.
        #expect(stripped("Best Denki Malaysia (308282-A)") == "Best Denki Malaysia")
        // A bracket of the name going on to the next row stays, and so do a branch and a number that is the name.
        #expect(stripped("AIK HUAT HARDWARE ENTERPRISE (SETIA") == nil)
        #expect(stripped("MR D.I.Y. (M) SDN BHD") == nil)
        #expect(stripped("GARDENIA BAKERIES (KL) SDN BHD") == nil)
        #expect(stripped("Kedai 88 (M)") == nil)
        // The proposal says what it left out.
        let merchant = try #require(
            extract(["Farmasi Maluri S/B(587969-U)", "12, Jalan Maluri, 55100 Kuala Lumpur", "Panadol|12.90", "TOTAL|12.90"])[.merchant])
        #expect(merchant.value == "Farmasi Maluri S/B")
        #expect(merchant.reason.contains("the registration number '(587969-U)' left out"))
    }

    @Test func aLegalFormCutShortAfterSdnIsCompleted() throws {
        #expect(MerchantField.withLegalFormCompleted("ONE ONE THREE SEAFOOD RESTAURANT SDN") == "ONE ONE THREE SEAFOOD RESTAURANT SDN BHD")
        #expect(MerchantField.withLegalFormCompleted("BEMED (SP) SDN.") == "BEMED (SP) SDN. BHD.")
        #expect(MerchantField.withLegalFormCompleted("Golden Scoop Sdn") == "Golden Scoop Sdn Bhd")
        // Whole already, or no legal form at its end, or nothing but the form: left alone.
        #expect(MerchantField.withLegalFormCompleted("GARDENIA BAKERIES (KL) SDN BHD") == nil)
        #expect(MerchantField.withLegalFormCompleted("SDN") == nil)
        #expect(MerchantField.withLegalFormCompleted("SDN CAFE") == nil)
        // The proposal says what it completed.
        let merchant = try #require(
            extract(["BEMED (SP) SDN.", "No.49, Jalan Dinar G 03/6, Subang Perdana", "Panadol|12.90", "TOTAL|12.90"])[.merchant])
        #expect(merchant.value == "BEMED (SP) SDN. BHD.")
        #expect(merchant.reason.contains("'SDN.' completed to 'SDN. BHD.'"))
    }

    @Test func aNameIsFinishedAlikeWhicheverReadItCameFrom() {
        // The page's chosen name and a crop's re-read of it go through the same clean-up:
        // the number left out first, then the form completed, each change noted.
        let (name, notes) = MerchantField.finished("KEDAI RUNCIT SDN (1101083-T)")
        #expect(name == "KEDAI RUNCIT SDN BHD")
        #expect(notes.count == 2)
        #expect(notes.first == "the registration number '(1101083-T)' left out")
        #expect(notes.last?.hasPrefix("'SDN' completed to 'SDN BHD'") == true)
        let plain = MerchantField.finished("GARDENIA BAKERIES (KL) SDN BHD")
        #expect(plain.name == "GARDENIA BAKERIES (KL) SDN BHD" && plain.notes.isEmpty)
    }

    @Test func fragmentsAroundACapitalisedNameAreDropped() {
        #expect(MerchantField.clean("Mw Po si EL CHICO MEXICAN RESTAURANT ee es Or Re") == "EL CHICO MEXICAN RESTAURANT")
        #expect(MerchantField.clean("aaa JAWED HABIB") == "JAWED HABIB")
        #expect(MerchantField.clean("Ue EL CHICO MEXICAN RESTAURANT 2 % Pa") == "EL CHICO MEXICAN RESTAURANT")
        #expect(MerchantField.clean("7: FIVE GUYS") == "FIVE GUYS")
        #expect(MerchantField.clean("99 Ranch Market") == "99 Ranch Market")
        #expect(MerchantField.clean("57 EXPRESS") == "57 EXPRESS")
        // One word in capitals: a lower-case fragment after it goes, a word does not.
        #expect(MerchantField.clean("GROCERY nae") == "GROCERY")
        #expect(MerchantField.clean("TESCO extra") == "TESCO extra")
        #expect(MerchantField.clean("IGA Fr") == "IGA Fr")
        #expect(MerchantField.clean("KEDAI ABC Sdn Bhd") == "KEDAI ABC Sdn Bhd")
        #expect(MerchantField.clean("El Farol") == "El Farol")
        #expect(MerchantField.clean("Vihar ‘ Vegetarian Restaurant") == "Vihar Vegetarian Restaurant")
        #expect(MerchantField.clean("B & BEST RESTAURANT") == "B & BEST RESTAURANT")
    }

    @Test func legalNameBeatsALargerLogoAndIsCleaned() throws {
        let merchant = try #require(
            extract(["tan woon yann", "MR D.1.¥. (JOHOR) SDN BHD (860671-D)", "Lot 1851-A Jalan KPB 6"], firstRowHeight: 32)[.merchant])
        #expect(merchant.value == "MR D.I.Y. (JOHOR) SDN BHD")
        #expect(merchant.rule == "legal-name-near-top")
    }

    @Test(arguments: ["GARDENIA BAKERIES (KL) SDN BIID (139386 X)", "GARDENIA BAKERIES (KL) SDN BELD (139386 X)"])
    func aSplitBHDIsRepairedAndTheRegistrationNumberDropped(row: String) throws {
        let merchant = try #require(extract([row, "Lot 3 Jalan 1", "Total|5.00"])[.merchant])
        #expect(merchant.value == "GARDENIA BAKERIES (KL) SDN BHD")
        #expect(merchant.rule == "legal-name-near-top")
        #expect(MerchantField.clean("TAN SON BIRD") == "TAN SON BIRD")
        // Only BHD ends a name after a clean SDN, whatever its three letters were read as.
        #expect(MerchantField.clean("Guardian Health And Beauty Sdn pnd") == "Guardian Health And Beauty Sdn Bhd")
        #expect(MerchantField.clean("SDN ABC TRADING") == "SDN ABC TRADING")
        // Before a clean BHD, a three-letter S-word is the SDN it has to be.
        #expect(MerchantField.clean("LIGHTROOM GALLERY SUP BHD") == "LIGHTROOM GALLERY SDN BHD")
        #expect(MerchantField.clean("KEDAI SUP BHO") == "KEDAI SUP BHO")
    }

    @Test func aGarbledSdnBhdIsALegalFormAndTheRowAboveStartsTheName() throws {
        let merchant = try #require(extract(["3180404", "WESTERN EASTERN", "STATIONERY SON. BHO", "CO REG NO : 21003B-K", "Total|5.00"])[.merchant])
        #expect(merchant.value == "WESTERN EASTERN STATIONERY SDN BHD")
        #expect(merchant.rule == "legal-name-near-top")
    }

    @Test func aNameStartingWithItsLegalFormTakesTheRowAboveThoughItMeasuresTaller() throws {
        // A skewed page's rows measure unevenly: 28 px over 20 px is still one name when
        // the lower row cannot start one (`CO.`), but not when it can.
        let merchant = try #require(extract(["POPULAR BOOK", "CO. (M) SDN BHD", "(Co. No. 113825-W)", "Total|5.00"], firstRowHeight: 28)[.merchant])
        #expect(merchant.value == "POPULAR BOOK CO. (M) SDN BHD")
        // Chosen for its legal form: the feature `legal-form` or `first-legal-row` (the
        // page's first row printing one) among those that decided.
        #expect(merchant.reason.contains("legal-form") || merchant.reason.contains("first-legal-row"))
        #expect(
            candidates(["MYDIN MART", "TRI SHAAS SDN BHD", "(Co. No. 728515-M)", "Total|5.00"], firstRowHeight: 28)
                .contains("TRI SHAAS SDN BHD"))
    }

    @Test func aNameSplitInsideItsBracketIsJoinedBackToItsStart() throws {
        var page = SyntheticPage.make([
            "AIK HUAT HARDWARE", "ENTERPRISE (SETIA", "ALAM) SUN BHO", "922737-X", "NO. 17-G, JALAN SETIA INDAH", "Total|5.00",
        ])
        // The middle row read with doubt, so the bracket's closing row scores best.
        for index in page.words.indices where ["ENTERPRISE", "(SETIA"].contains(page.words[index].text) {
            page.words[index].confidence = page.words[index].text == "ENTERPRISE" ? 62 : 30
        }
        let field = MerchantField(analysis: PageAnalysis(page: page))
        #expect(field.candidates(on: MerchantPage(field: field)).map(\.value).contains("AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD"))
        #expect(MerchantField.clean("AIK HUAT HARDWARE / ENTERPRISE SDN BHD") == "AIK HUAT HARDWARE ENTERPRISE SDN BHD")
    }

    @Test func aGreetingLeadsIntoTheNameAndIsNoPartOfIt() throws {
        let rows = ["THANK YOU FOR VISITING", "KOBE SUSHI BISTRO", "6375 South Rainbow Blvd", "Las Vegas, NV 89118", "Total|42.10"]
        let found = candidates(rows)
        #expect(found.contains("KOBE SUSHI BISTRO"))
        #expect(!found.contains { $0.hasPrefix("THANK YOU FOR VISITING ") })
        #expect(extract(rows)[.merchant]?.value == "KOBE SUSHI BISTRO")
    }

    @Test func aCompanyNumberIsNoLegalFormAndATillNumberNoPartOfTheName() throws {
        let baifu = try #require(extract(["#000002 BAIFU (M) Sdn Bhd", "COMPANY NO(814198-X)", "DAISO JAPAN, IOI MALL", "Total|5.00"])[.merchant])
        #expect(baifu.value == "BAIFU (M) Sdn Bhd")
        #expect(
            rejection(of: "COMPANY NO(814198-X)", in: ["#000002 BAIFU (M) Sdn Bhd", "COMPANY NO(814198-X)", "Total|5.00"])?
                .hasPrefix("a registration number") == true)
        let prosper = try #require(extract(["PROSPER NIAGA", "Company No ; SA0099552-P", "LOT PT 1138 ,PT 33122,", "Total|5.00"])[.merchant])
        #expect(prosper.value == "PROSPER NIAGA")
    }

    @Test(arguments: ["5/8", "$/B"])
    func anSBReadAsDigitsOrADollarIsStillALegalForm(_ form: String) throws {
        let merchant = try #require(
            extract(["99 SPEED MART \(form) (519537-X)", "LOT P.7. 2811, JALAN ANGSA,", "TAMAN BERKELEY f", "Total|5.00"])[.merchant])
        #expect(merchant.value == "99 SPEED MART S/B")
        #expect(merchant.rule == "legal-name-near-top")
    }

    @Test func aStateCalledCOIsNoCompany() throws {
        let merchant = try #require(
            extract(["TACO TUMBLEWEED", "ORDER 42", "2210 E Colfax Ave, Denver CO", "Total|5.00"], firstRowHeight: 30)[.merchant])
        #expect(merchant.value == "TACO TUMBLEWEED")
        for (words, company) in [
            (["POPULAR", "BOOK", "CO.", "(M)"], true), (["TAN", "&", "CO"], true), (["HONG", "KONG", "CO", "LTD"], true), (["Denver", "CO"], false),
        ] {
            #expect(MerchantField.isCompany(words) == company, "\(words)")
        }
    }

    @Test func aRegistrationNumberDoesNotMakeALegalNameANumber() throws {
        let merchant = try #require(
            extract(["ee se ee", "99 SPEED MART S/B (519537-x)", "LOT P.T. 2811, JALAN ANGSA,", "Total|5.00"])[.merchant])
        #expect(merchant.value == "99 SPEED MART S/B")
        #expect(merchant.rule == "legal-name-near-top")
        // Without a legal form, digits still outweigh the letters.
        #expect(rejection(of: "1181 2811 519537 ABC", in: ["1181 2811 519537 ABC", "Total|5.00"]) == "mostly digits")
    }

    @Test func aCashAndCarryIsAMerchantNotAPayment() throws {
        let merchant = try #require(
            extract(["GOODS SOLD ARE NOT RETURNABLE", "SLF CASH & CARRY", "NO. 15 JLN TSJ2, TMN SUBANG JASA,", "CASH|5.00", "Total|5.00"])[.merchant])
        #expect(merchant.value == "SLF CASH & CARRY")
        #expect(extract(["SHOP", "CASH|5.00", "Total|5.00"])[.merchant]?.value == "SHOP")
        // Its `&` lost to the read, it is still the trade.
        #expect(extract(["(4A", "FIVE STAR CASH CARRY", "(1365643-P)", "Total|5.00"])[.merchant]?.value == "FIVE STAR CASH CARRY")
    }

    @Test func nameOverTwoRowsIsJoined() throws {
        let merchant = try #require(extract(["S.H.H. MOTOR (SUNGAI RENGIT)", "SDN. BHD.", "Lot 5 Jalan 2"])[.merchant])
        #expect(merchant.value == "S.H.H. MOTOR (SUNGAI RENGIT) SDN. BHD.")
    }

    @Test func aSpeckAtTheEndOfANamesFirstRowIsDroppedWhenTheNameGoesOn() throws {
        // `The Wild i` / `Restaurant`: the `i` is a speck at its row's end, not a word of the name.
        let merchant = try #require(extract(["The Wild i", "Restaurant", "27 Westcoast Way", "Total|5.00"], firstRowHeight: 28)[.merchant])
        #expect(merchant.value == "The Wild Restaurant")
        // An `&` ending a row is the name going on, kept.
        let joined = try #require(extract(["NORTHGATE NEWS &", "FOOD STORE", "41 Northgate, Chester", "Total|3.00"], firstRowHeight: 30)[.merchant])
        #expect(joined.value == "NORTHGATE NEWS & FOOD STORE")
    }

    @Test func europesShortLegalFormsEndARegisteredName() throws {
        #expect(MerchantField.endsWithShortLegalForm(["Premier", "Restaurants", "Eesti", "AS"]))
        #expect(MerchantField.endsWithShortLegalForm(["MERCADONA", "S.A."]))
        // Too common as words to count anywhere else, in lower case, or after no name.
        #expect(!MerchantField.endsWithShortLegalForm(["AS", "SEEN", "ON", "TV"]))
        #expect(!MerchantField.endsWithShortLegalForm(["Pay", "as"]))
        #expect(!MerchantField.endsWithShortLegalForm(["AS"]))
        #expect(!MerchantField.endsWithShortLegalForm(["GATE", "12", "SA"]))
        // The registered name wins over the branch name printed larger above it.
        let rows = ["Viru restoran", "Premier Restaurants Eesti AS", "Reg 10190065", "Total|5.00"]
        #expect(candidates(rows).contains("Premier Restaurants Eesti AS"))
        #expect(try #require(extract(rows)[.merchant]).rule == "legal-name-near-top")
    }

    @Test func aLastInitialReadTwiceIsOneInitial() {
        #expect(MerchantField.clean("MR. D.I.YY. (M) SDN BHD") == "MR. D.I.Y. (M) SDN BHD")
        #expect(MerchantField.singleInitials("D.I.YY") == "D.I.Y")
        // Not initials, or not one letter doubled: left as read.
        #expect(MerchantField.singleInitials("D.I.YZ.") == "D.I.YZ.")
        #expect(MerchantField.singleInitials("WWW.EE.COM") == "WWW.EE.COM")
        #expect(MerchantField.singleInitials("CO.LL") == "CO.LL")
    }

    @Test func aNamesSmallerSecondRowRightUnderItIsJoined() throws {
        let rows = ["SUDSY SUDS", "CAR WASH & DETAIL", "4400 Sunset Blvd, Mesa AZ 85201", "Total|5.00"]
        let merchant = try #require(extract(rows, firstRowHeight: 34)[.merchant])
        #expect(merchant.value.hasPrefix("SUDSY SUDS"))
        #expect(candidates(rows, firstRowHeight: 34).contains("SUDSY SUDS CAR WASH & DETAIL"))
        // Not a street number's row, not under a registered name, not in another style.
        #expect(extract(["IN-N-OUT BURGER", "3001 MISSION COLLEGE", "Total|5.00"], firstRowHeight: 34)[.merchant]?.value == "IN-N-OUT BURGER")
        #expect(
            extract(["TRI SHAAS SDN BHD", "MYDIN MART", "Lot 5 Jalan 2", "Total|5.00"], firstRowHeight: 34)[.merchant]?.value
                == "TRI SHAAS SDN BHD")
        #expect(extract(["HOLLYBROOK", "Fine foods since", "Total|5.00"], firstRowHeight: 34)[.merchant]?.value == "HOLLYBROOK")
    }

    // MARK: Others

    @Test func currencyComesFromMarksAndCountryHints() {
        #expect(extract(["SHOP", "Total|€12,50"])[.currency]?.value == "EUR")
        #expect(extract(["KEDAI SDN BHD", "MALAYSIA", "Total|12.50"])[.currency]?.value == "MYR")
    }

    @Test(arguments: [
        (["KEDAI SDN BHD", "Total|$12.50"], "MYR", "on a Malaysian page: ringgit"),
        (["HAWKER", "Singapore 460085", "TOTAL|$59.95"], "SGD", "'SINGAPORE' on the page: SGD"),
        (["CAFE", "ABN 12 345 678 901", "TOTAL|$9.50"], "AUD", "'ABN' on the page: AUD"),
        (["DINER", "TOTAL|$9.50"], "USD", "1 amount printed with a USD mark"),
    ])
    func aDollarMarkIsTheDollarOfTheCountryThePageNames(rows: [String], code: String, reason: String) throws {
        let currency = try #require(extract(rows)[.currency])
        #expect(currency.value == code)
        #expect(currency.reason.hasSuffix(reason))
    }

    @Test func withoutAMarkAUSAddressOrVATInEuropeanWordsOverDecimalCommasNamesTheCurrency() throws {
        let us = try #require(extract(["HARDWARE", "61 NW Oregon Ave", "Bend OR 97701", "TOTAL|36.21"])[.currency])
        #expect(us.value == "USD" && us.rule == "country-hint")
        #expect(us.reason == "'OR 97701' on the page, a US address")
        let italian = try #require(extract(["PIZZERIA", "Margherita|7,50", "TOTALE|27,50", "di cui IVA|2,50"])[.currency])
        #expect(italian.value == "EUR")
        #expect(italian.confidence < 0.6)
        // IVA over decimal points (Mexico) or nothing at all names no currency.
        #expect(extract(["TAQUERIA", "Tacos|75.50", "TOTAL|87.58", "IVA|12.08"])[.currency] == nil)
        #expect(extract(["SHOP", "Tea|2.50", "TOTAL|2.50"])[.currency] == nil)
    }

    @Test func withoutAMarkANorthAmericanTelephoneNumberNamesTheDollar() throws {
        let us = try #require(extract(["NOODLE BAR", "58 Grant Ave, San Francisco", "(415) 555-8176", "TOTAL|41.28"])[.currency])
        #expect(us.value == "USD" && us.rule == "country-hint" && us.confidence == 0.5)
        #expect(us.reason == "'(415) 555-8176' on the page, a North American telephone number")
        let canadian = try #require(extract(["CAFE", "(604) 555-0199", "HST|1.30", "TOTAL|11.30"])[.currency])
        #expect(canadian.value == "CAD")
        // A Malaysian number is no such hint.
        #expect(extract(["KEDAI", "Tel: 03-5555 8176", "TOTAL|41.28"])[.currency] == nil)
    }

    @Test func paperGuessReadsTheShapeAndTheTipLine() {
        #expect(extract(["DINER", "Total|19.50", "Tip|3.50"]).paper.paper == .restaurantTip)
        var long = Array(repeating: "Item|1.00", count: 100)
        long.insert("MARKET", at: 0)
        #expect(extract(long).paper.paper == .groceryTape)
    }
}
