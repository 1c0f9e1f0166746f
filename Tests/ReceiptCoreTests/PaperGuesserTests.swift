import Testing

@testable import ReceiptCore

/// The paper-class suggestion on the frozen fixture dumps and on synthetic pages: no
/// single word decides a class.
@Suite("Paper suggestion")
struct PaperGuesserTests {
    func suggestion(_ name: String) throws -> PaperGuess {
        Extractor.extract(from: try Repository.dump(name), options: ExtractionOptions(today: CalendarDate(year: 2026, month: 11, day: 29)))
            .paper
    }

    func suggestion(_ page: OCRPage) -> PaperGuess {
        Extractor.extract(from: page).paper
    }

    @Test func groceryTapeWhoseOfferIsValidThruADateIsNoDriveThrough() throws {
        let paper = try suggestion("grocery-tape-annual-savings")
        #expect(paper.paper == .groceryTape, "\(paper.reason)")
        #expect(paper.reason.contains("long tape"))
    }

    @Test(arguments: ["drive-through-order-number", "drive-through-handwritten-tip"])
    func driveThroughPrintingThePhraseStillIsOne(name: String) throws {
        let paper = try suggestion(name)
        #expect(paper.paper == .driveThrough, "\(paper.reason)")
        #expect(paper.reason.contains("DRIVE THRU"))
    }

    @Test func taxiTipWithoutTableServiceIsNoRestaurantTip() throws {
        let paper = try suggestion("taxi-meter-tip")
        #expect(paper.paper == .thermalRoll, "\(paper.reason)")
    }

    @Test(arguments: ["pub-blank-tip-line", "restaurant-suggested-tip"])
    func tipLineAtAServedTableIsARestaurantTip(name: String) throws {
        let paper = try suggestion(name)
        #expect(paper.paper == .restaurantTip, "\(paper.reason)")
        #expect(paper.reason.contains("tip line") && paper.reason.contains("at a restaurant"))
    }

    @Test(arguments: ["hotel-invoice-gbp", "invoice-eur-decimal-comma", "plumber-invoice-due-date"])
    func pagePrintedEdgeToEdgeInLongLinesIsAnInvoice(name: String) throws {
        #expect(try suggestion(name).paper == .printedInvoice)
        #expect(try Repository.label(name).paper == .printedInvoice)
    }

    @Test(arguments: ["photo-coffee-cart-small", "photo-diner-jpeg"])
    func unevenlyLitFrameIsAPhoto(name: String) throws {
        #expect(try suggestion(name).paper == .photo)
    }

    @Test func loneThruOrDriveIsNoDriveThroughButThePhraseOverTwoRowsIs() {
        #expect(suggestion(SyntheticPage.make(["CORNER SHOP", "OFFER VALID THRU 03/16", "TOTAL|12.00"])).paper == .thermalRoll)
        #expect(suggestion(SyntheticPage.make(["CORNER SHOP", "DRIVE SAFELY", "TOTAL|12.00"])).paper == .thermalRoll)
        #expect(suggestion(SyntheticPage.make(["BURGER BARN", "DRIVE", "THRU", "TOTAL|12.00"])).paper == .driveThrough)
        #expect(suggestion(SyntheticPage.make(["BURGER BARN", "DRIVE-THRU #4", "TOTAL|12.00"])).paper == .driveThrough)
    }

    @Test func tipNeedsARestaurantAndARestaurantNeedsATip() {
        #expect(suggestion(SyntheticPage.make(["CITY CAB", "FARE|20.00", "TIP|4.00", "TOTAL|24.00"])).paper == .thermalRoll)
        #expect(suggestion(SyntheticPage.make(["NOODLE HOUSE", "TABLE 4", "TOTAL|24.00"])).paper == .thermalRoll)
        #expect(suggestion(SyntheticPage.make(["NOODLE HOUSE", "TABLE 4", "FOOD|20.00", "TIP|4.00", "TOTAL|24.00"])).paper == .restaurantTip)
        #expect(suggestion(SyntheticPage.make(["PARK DINER", "FOOD|20.00", "TIP|4.00", "TOTAL|24.00"])).paper == .restaurantTip)
    }

    @Test func unevenLightingOnAReceiptTallCropIsNoPhoto() {
        var page = SyntheticPage.make(["CORNER SHOP", "MILK|1.20", "TOTAL|1.20"])
        page.preprocessing.unevenLighting = true
        page.height = page.width * 3
        #expect(suggestion(page).paper != .photo)
        page.height = page.width * 4 / 3
        #expect(suggestion(page).paper == .photo)
    }

    @Test func colourInACameraShapedFrameIsAPhotoAndNeutralOrTallIsNot() {
        var page = SyntheticPage.make(["CORNER SHOP", "MILK|1.20", "TOTAL|1.20"])
        page.height = page.width * 4 / 3
        page.preprocessing.saturation = 0.2
        let photo = suggestion(page)
        #expect(photo.paper == .photo)
        #expect(photo.reason.contains("colour (mean saturation 0.20)"))
        // A scan of a paper receipt is all but neutral; a grey file says nothing either way.
        page.preprocessing.saturation = 0.01
        #expect(suggestion(page).paper != .photo)
        page.preprocessing.saturation = nil
        #expect(suggestion(page).paper != .photo)
        // Colour alone, on a crop that follows a long receipt, is no photo.
        page.preprocessing.saturation = 0.2
        page.height = page.width * 3
        #expect(suggestion(page).paper != .photo)
    }

    @Test func tallyCountsMatchesAndWhatWasSuggestedInstead() {
        var tally = PaperSuggestionTally()
        for _ in 0..<3 { tally.add(known: .photo, suggested: .photo) }
        tally.add(known: .photo, suggested: .thermalRoll)
        tally.add(known: .thermalRoll, suggested: .faded)
        #expect(tally.n == 5)
        #expect(tally.matched == 3)
        let lines = tally.rendered().split(separator: "\n").map(String.init)
        #expect(lines[0] == "paper suggestion: 3 of 5 match the known class (60.0 %)")
        #expect(lines[2].hasPrefix("photo") && lines[2].hasSuffix("4      3    75.0  thermal-roll 1"))
        #expect(lines[3].hasPrefix("thermal-roll") && lines[3].hasSuffix("1      0     0.0  faded 1"))
    }
}
