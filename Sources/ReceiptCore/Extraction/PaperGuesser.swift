/// Suggests a paper class from what the page shows, for the person grading.
enum PaperGuesser {
    static func guess(analysis: PageAnalysis, extraction: Extraction) -> PaperGuess {
        let page = analysis.page
        let aspect = Double(page.height) / Double(max(page.width, 1))
        let words = Set(analysis.rows.flatMap(\.labelWords))
        if words.contains("DRIVE") || words.contains("THRU") || words.contains("DRIVETHRU") {
            return PaperGuess(paper: .driveThrough, reason: "the page mentions a drive-through")
        }
        if extraction.fields[.tip] != nil || words.contains("GRATUITY") || words.contains("TIP") {
            return PaperGuess(paper: .restaurantTip, reason: "a tip line is printed")
        }
        if page.preprocessing.unevenLighting == true {
            return PaperGuess(paper: .photo, reason: "unevenly lit paper on a darker background: a photo")
        }
        if page.meanConfidence > 0, page.meanConfidence < 55 {
            return PaperGuess(
                paper: .faded, reason: "low OCR confidence (\(Int(page.meanConfidence))): faded or hard to read")
        }
        if aspect > 4 {
            return PaperGuess(paper: .groceryTape, reason: String(format: "a long tape (%.1f× taller than wide)", aspect))
        }
        if aspect < 1.6, page.width > 1100 {
            return PaperGuess(paper: .printedInvoice, reason: "a wide, page-shaped print")
        }
        return PaperGuess(paper: .thermalRoll, reason: "a receipt-shaped print with no special features")
    }
}
