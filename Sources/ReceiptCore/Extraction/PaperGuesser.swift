/// Suggests a paper class from what the page shows, for the person grading.
///
/// A suggestion accepted with Enter files the receipt's grades under its class, so no
/// single word decides it: each class needs converging evidence, and a page that shows
/// none is a plain `thermal-roll`. The first class whose evidence holds wins, in this order:
///
/// 1. `photo`: the image has a camera frame's shape (height at most 1.8 × width, as 4:3,
///    1:1 or 16:9 frames are), not a crop that follows the receipt, *and* it shows a
///    camera's light: unevenly lit paper on a darker background, or colour (a mean
///    saturation of at least `photoSaturation`, where a flatbed scan of a paper receipt is
///    all but neutral). How the receipt was captured comes first: a photo of a restaurant
///    bill reads like a photo.
/// 2. `drive-through`: `DRIVE THRU` (or `THROUGH`, `DRIVE-THRU`) as a phrase; a lone
///    `THRU` (`valid thru 03/16`) is no drive-through.
/// 3. `restaurant-tip`: a tip line (or a tip proposed) *and* a restaurant on the page: table
///    service (`TABLE`, `SERVER`, `GUESTS`, `COVERS` …) or an eating place's name (`DINER`,
///    `BISTRO`, `CAFE` …); a taxi's `TIP` alone is not enough.
/// 4. `faded`: mean OCR confidence under 55 over the whole page.
/// 5. `grocery-tape`: an image more than 4 × taller than wide.
/// 6. `printed-invoice`: a page-shaped image (under 1.6 × taller than wide) whose text
///    spans most of its width (≥ 70 %) in lines of 60 characters or more; a receipt
///    scanned on an A4 bed fills a third of its width, and thermal rolls print 32–48.
enum PaperGuesser {
    /// Words of table service and of eating places' names: half of a restaurant tip's evidence.
    static let restaurantWords: Set<String> = [
        "TABLE", "TBL", "SERVER", "WAITER", "WAITRESS", "GUEST", "GUESTS", "COVERS", "PAX", "DINE", "DINING",
        "RESTAURANT", "DINER", "BISTRO", "CAFE", "GRILL", "PIZZERIA", "TRATTORIA", "BRASSERIE", "TAVERN", "PUB",
    ]

    /// The mean colour saturation from which an image counts as carrying a camera's colour.
    static let photoSaturation = 0.08

    static func guess(analysis: PageAnalysis, extraction: Extraction) -> PaperGuess {
        let page = analysis.page
        let aspect = Double(page.height) / Double(max(page.width, 1))
        if aspect <= 1.8, let light = cameraLight(page.preprocessing) {
            return PaperGuess(paper: .photo, reason: String(format: "%@, in a camera-shaped frame (%.2f× taller than wide)", light, aspect))
        }
        // Label words in reading order across rows, so a phrase broken over two lines still reads.
        let words = analysis.rows.flatMap(\.labelWords)
        if let phrase = driveThroughPhrase(in: words) {
            return PaperGuess(paper: .driveThrough, reason: "the page prints '\(phrase)'")
        }
        let tipLine = analysis.rows.first { $0.has(.tip) }
        let restaurant = words.first(where: restaurantWords.contains)
        if let restaurant, let tip = extraction.fields[.tip]?.row ?? tipLine?.text {
            return PaperGuess(paper: .restaurantTip, reason: "a tip line ('\(tip)') at a restaurant ('\(restaurant)')")
        }
        if page.meanConfidence > 0, page.meanConfidence < 55 {
            return PaperGuess(
                paper: .faded, reason: "low OCR confidence (\(Int(page.meanConfidence))): faded or hard to read")
        }
        if aspect > 4 {
            return PaperGuess(paper: .groceryTape, reason: String(format: "a long tape (%.1f× taller than wide)", aspect))
        }
        if aspect < 1.6, let print = printWidth(of: page), print.fill >= 0.7, print.characters >= 60 {
            return PaperGuess(
                paper: .printedInvoice,
                reason: String(
                    format: "a page-shaped print: lines of %d characters across %d %% of its width",
                    Int(print.characters), Int((print.fill * 100).rounded())))
        }
        return PaperGuess(paper: .thermalRoll, reason: "a receipt-shaped print with no special features")
    }

    /// What shows a camera's light on the page, or `nil`: paper unevenly lit on a darker
    /// background, or colour a flatbed scan of a paper receipt does not have.
    static func cameraLight(_ preprocessing: Preprocessing) -> String? {
        if preprocessing.unevenLighting == true { return "unevenly lit paper on a darker background" }
        if let saturation = preprocessing.saturation, saturation >= photoSaturation {
            return String(format: "colour (mean saturation %.2f)", saturation)
        }
        return nil
    }

    /// `DRIVE THRU` and its spellings as printed, or `nil`.
    static func driveThroughPhrase(in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word == "DRIVETHRU" || word == "DRIVETHROUGH" { return word }
            if word == "DRIVE", index + 1 < words.count, ["THRU", "THROUGH"].contains(words[index + 1]) {
                return "DRIVE \(words[index + 1])"
            }
        }
        return nil
    }

    /// How wide the text is printed: the share of the page's width its words span (5th to
    /// 95th percentile of their edges, so a speck in the margin does not count) and that
    /// span in characters (over the median width of a character in words of three or more
    /// letters read with confidence above 50). `nil` when too few words tell.
    ///
    /// - Complexity: O(*n* log *n*) in the page's words.
    static func printWidth(of page: OCRPage) -> (fill: Double, characters: Double)? {
        let words = page.words.filter { !$0.box.isEmpty }
        let characterWidths = words.filter { $0.text.count >= 3 && $0.confidence > 50 }
            .map { Double($0.box.width) / Double($0.text.count) }.sorted()
        guard words.count >= 10, !characterWidths.isEmpty, page.width > 0 else { return nil }
        let character = characterWidths[characterWidths.count / 2]
        let lefts = words.map(\.box.x0).sorted()
        let rights = words.map(\.box.x1).sorted()
        let span = Double(rights[rights.count * 95 / 100 - 1] - lefts[lefts.count * 5 / 100])
        guard span > 0, character > 0 else { return nil }
        return (span / Double(page.width), span / character)
    }
}
