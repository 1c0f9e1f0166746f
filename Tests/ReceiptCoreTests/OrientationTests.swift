import Testing

@testable import ReceiptCore

/// Pages the OCR stage read turned: analysed upright, reported in original pixels.
@Suite("Orientation")
struct OrientationTests {
    /// The upright fixture page as the OCR stage reports a scan of it turned clockwise
    /// by `turns`: boxes in the turned scan's pixels, and the turn back recorded.
    static func scanned(_ page: OCRPage, turnedClockwise turns: Int) -> OCRPage {
        var turned = page
        if turns % 2 == 1 { (turned.width, turned.height) = (page.height, page.width) }
        turned.words = page.words.map { word in
            var word = word
            word.box = word.box.turnedClockwise(turns, inWidth: page.width, height: page.height)
            return word
        }
        turned.preprocessing.orientationDegrees = (4 - turns) % 4 * 90
        return turned
    }

    @Test(arguments: 0..<4)
    func boxesTurnAndTurnBack(turns: Int) {
        let box = Box(x0: 10, y0: 20, x1: 30, y1: 25)
        let turned = box.turnedClockwise(turns, inWidth: 100, height: 300)
        let (w, h) = turns % 2 == 1 ? (300, 100) : (100, 300)
        #expect(turned.clamped(width: w, height: h) == turned)
        #expect(turned.turnedClockwise(4 - turns, inWidth: w, height: h) == box)
        // The box mapping agrees with the point mapping the OCR stage uses.
        let transform = PageTransform.scaling(1, width: w, height: h).afterQuarterTurns(turns, originalWidth: 100, originalHeight: 300)
        #expect(transform.originalBox(turned, width: 100, height: 300) == box)
    }

    @Test(arguments: [1, 2, 3])
    func aTurnedScanIsExtractedAsItsUprightPageWithBoxesInTheScan(turns: Int) throws {
        let upright = try Repository.dump("bistro-cb-ttc")
        let scan = Self.scanned(upright, turnedClockwise: turns)
        #expect(scan.upright.words == upright.words)
        #expect(scan.upright.width == upright.width && scan.upright.height == upright.height)

        let expected = Extractor.extract(from: upright)
        let extraction = Extractor.extract(from: scan)
        #expect(extraction.fields.mapValues(\.value) == expected.fields.mapValues(\.value))
        #expect(extraction.paper == expected.paper)
        for (name, field) in extraction.fields {
            let uprightBox = try #require(expected.fields[name]).box
            #expect(field.box == uprightBox?.turnedClockwise(turns, inWidth: upright.width, height: upright.height), "\(name)")
        }
        let total = try #require(extraction.fields[.total])
        #expect(
            total.rejected.allSatisfy { candidate in
                candidate.box.map { $0.clamped(width: scan.width, height: scan.height) == $0 } ?? true
            })
    }

    @Test(arguments: [1, 2, 3])
    func aReReadOfATurnedScanLooksWhereTheScanPrintsTheDate(turns: Int) throws {
        let today = CalendarDate(year: 2026, month: 11, day: 30)
        // An unreadable date (`53/05/2018`) and, on another page, only a time: each asks
        // for a closer look, and the box it sends is in the scan's pixels.
        for rows in [["SHOP", "PS3418 53/05/2018", "Total|5.00"], ["SHOP", "TAX INVOICE", "Time: 00:06:00", "Total|5.00"]] {
            let upright = SyntheticPage.make(rows)
            let scan = Self.scanned(upright, turnedClockwise: turns)
            let expected = try #require(
                Rereads.requests(
                    for: Extractor.extract(from: PageAnalysis(page: upright), options: ExtractionOptions(today: today)),
                    analysis: PageAnalysis(page: upright), today: today
                ).first { $0.field == .date })
            let analysis = PageAnalysis(page: scan)
            let requests = Rereads.requests(
                for: Extractor.extract(from: analysis, options: ExtractionOptions(today: today)), analysis: analysis, today: today)
            let request = try #require(requests.first { $0.field == .date })
            #expect(request.box == expected.box.turnedClockwise(turns, inWidth: upright.width, height: upright.height), "\(rows[1])")
        }
    }

    @Test func anUprightPageIsItsOwnUprightForm() throws {
        let page = try Repository.dump("bistro-cb-ttc")
        #expect(page.upright == page)
        #expect(Self.scanned(page, turnedClockwise: 1).upright.upright == page.upright)
    }
}
