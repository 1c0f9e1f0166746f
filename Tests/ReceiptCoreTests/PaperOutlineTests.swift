import Foundation
import Testing

@testable import ReceiptCore

@Suite("Paper outline")
struct PaperOutlineTests {
    /// The pixel corners of a filled quadrilateral's rows, as `PaperFinder` gives them:
    /// a receipt 120 × 200 turned by `degrees` about (200, 200).
    static func rows(degrees: Double) -> [Point] {
        let radians = degrees * .pi / 180
        let corners = [(-60.0, -100.0), (60, -100), (60, 100), (-60, 100)].map {
            Point(x: 200 + $0.0 * cos(radians) - $0.1 * sin(radians), y: 200 + $0.0 * sin(radians) + $0.1 * cos(radians))
        }
        let outline = Quadrilateral(corners: corners)
        var points: [Point] = []
        for y in 80..<320 {
            let inside = (60..<340).filter { outline.contains(Point(x: Double($0) + 0.5, y: Double(y) + 0.5)) }
            guard let left = inside.first, let right = inside.last else { continue }
            points += [
                Point(x: Double(left), y: Double(y)), Point(x: Double(right + 1), y: Double(y)),
                Point(x: Double(left), y: Double(y + 1)), Point(x: Double(right + 1), y: Double(y + 1)),
            ]
        }
        return points
    }

    @Test(arguments: [0.0, 7, -12, 25])
    func aTurnedReceiptsCornersAreFound(degrees: Double) throws {
        let hull = PaperOutline.hull(Self.rows(degrees: degrees))
        let found = try #require(PaperOutline.quadrilateral(hull: hull))
        let size = found.flattenedSize
        #expect(abs(size.width - 120) < 4 && abs(size.height - 200) < 4, "\(size)")
        #expect(abs(found.area - 24_000) < 1_000)
        // Every row's pixels lie inside the outline.
        #expect(Self.rows(degrees: degrees).allSatisfy { found.grown(by: 0.001).contains($0) })
        // Clockwise from the top left.
        #expect(found.corners[0].x < found.corners[1].x && found.corners[0].y < found.corners[3].y)
    }

    @Test func tooFewPointsHaveNoOutline() {
        #expect(PaperOutline.quadrilateral(hull: PaperOutline.hull([Point(x: 0, y: 0), Point(x: 5, y: 5), Point(x: 9, y: 9)])) == nil)
    }

    @Test func aFlattenedPagesBoxesMapToThePhotoAndBack() throws {
        // A receipt seen at an angle: its far (top) edge shorter than its near edge.
        let outline = Quadrilateral(corners: [Point(x: 120, y: 50), Point(x: 280, y: 60), Point(x: 330, y: 560), Point(x: 70, y: 550)])
        let size = outline.flattenedSize
        let flattening = try #require(PaperFlattening(outline: outline, width: Int(size.width), height: Int(size.height)))
        // The page's corners land on the outline's.
        let whole = flattening.photoBox(Box(x0: 0, y0: 0, x1: flattening.width, y1: flattening.height), photoWidth: 400, photoHeight: 600)
        #expect(abs(whole.x0 - 70) <= 1 && abs(whole.y0 - 50) <= 1 && abs(whole.x1 - 330) <= 1 && abs(whole.y1 - 560) <= 1, "\(whole)")
        // A word near the page's top middle sits near the far edge's middle, and maps back.
        let word = Box(x0: flattening.width / 2 - 20, y0: 10, x1: flattening.width / 2 + 20, y1: 30)
        let onPhoto = flattening.photoBox(word, photoWidth: 400, photoHeight: 600)
        #expect(abs(onPhoto.midX - 200) < 12 && onPhoto.y0 > 55 && onPhoto.y1 < 100)
        let back = flattening.pageBox(onPhoto)
        #expect(back.intersection(word) != nil && abs(back.midX - word.midX) < 4 && abs(back.midY - word.midY) < 4)
    }

    @Test func anOutlineIsWrittenAsFourPairs() throws {
        let outline = Quadrilateral(corners: [Point(x: 70, y: 550), Point(x: 120.4, y: 50), Point(x: 330, y: 560), Point(x: 280, y: 60)])
        let text = try JSONLine.encode(outline)
        #expect(text == "[[120,50],[280,60],[330,560],[70,550]]")
        let decoded = try JSONDecoder().decode(Quadrilateral.self, from: Data(text.utf8))
        #expect(decoded.corners.count == 4 && decoded.corners[2] == Point(x: 330, y: 560))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Quadrilateral.self, from: Data("[[1,2],[3,4]]".utf8)) }
    }

    @Test func anOutlinedPhotosHeaderIsTheTopOfItsPaper() throws {
        var preprocessing = Preprocessing()
        preprocessing.paper = Quadrilateral(corners: [Point(x: 100, y: 200), Point(x: 300, y: 200), Point(x: 300, y: 600), Point(x: 100, y: 600)])
        let page = OCRPage(width: 400, height: 800, preprocessing: preprocessing, words: [])
        #expect(Rereads.headerRegion(for: Extraction(), page: page) == Box(x0: 100, y0: 200, x1: 300, y1: 300))
        let plain = OCRPage(width: 400, height: 800, words: [])
        #expect(Rereads.headerRegion(for: Extraction(), page: plain) == Box(x0: 0, y0: 0, x1: 400, y1: 200))
    }
}
