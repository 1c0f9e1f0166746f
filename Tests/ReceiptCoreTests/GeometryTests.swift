import Testing

@testable import ReceiptCore

@Suite("Geometry")
struct GeometryTests {
    @Test func unionAndOverlap() {
        let a = Box(x0: 0, y0: 0, x1: 10, y1: 10)
        let b = Box(x0: 5, y0: 8, x1: 20, y1: 30)
        #expect(a.union(b) == Box(x0: 0, y0: 0, x1: 20, y1: 30))
        #expect(a.verticalOverlap(with: b) == 2)
        #expect(a.horizontalOverlap(with: b) == 5)
        #expect(a.intersection(Box(x0: 10, y0: 0, x1: 12, y1: 5)) == nil)
    }

    @Test func boxesEncodeAsCompactArrays() throws {
        let text = try JSONLine.encode(Box(x0: 1, y0: 2, x1: 3, y1: 4))
        #expect(text == "[1,2,3,4]")
    }

    @Test func scalingMapsBackToOriginalPixels() {
        let transform = PageTransform.scaling(2, width: 300, height: 500)
        let box = transform.originalBox(Box(x0: 100, y0: 200, x1: 160, y1: 240), width: 300, height: 500)
        #expect(box == Box(x0: 50, y0: 100, x1: 80, y1: 120))
    }

    @Test func rotationIsUndoneAboutTheCentre() {
        // Rotating 90° clockwise about the centre of a square: the top-centre point
        // lands at the right-centre; mapping back must return it to the top.
        let transform = PageTransform(
            scale: 1, rotationDegrees: 90, scaledWidth: 100, scaledHeight: 100, processedWidth: 100, processedHeight: 100)
        let point = transform.originalPoint(x: 100, y: 50)
        #expect(abs(point.x - 50) < 1e-9)
        #expect(abs(point.y - 0) < 1e-9)
    }

    @Test func embeddingInALargerCanvasIsUndone() {
        // A 2° deskew embedded in a canvas 20 px larger each way: the canvas centre is the page centre.
        let transform = PageTransform(
            scale: 0.5, rotationDegrees: 0, scaledWidth: 100, scaledHeight: 200, processedWidth: 120, processedHeight: 220)
        let point = transform.originalPoint(x: 60, y: 110)
        #expect(point.x == 100 && point.y == 200)
    }

    /// A page of 100 × 300 pixels with a mark at (10, 20)–(30, 25), turned clockwise by
    /// each number of quarter turns: where the mark lands on the turned page, mapped back.
    @Test(arguments: [
        (0, Box(x0: 10, y0: 20, x1: 30, y1: 25)),
        (1, Box(x0: 275, y0: 10, x1: 280, y1: 30)),  // 300 − 25 … 300 − 20, x becomes y
        (2, Box(x0: 70, y0: 275, x1: 90, y1: 280)),  // 100 − 30 … 100 − 10, 300 − 25 … 300 − 20
        (3, Box(x0: 20, y0: 70, x1: 25, y1: 90)),  // y becomes x, 100 − 30 … 100 − 10
    ])
    func quarterTurnsAreUndone(turns: Int, turnedBox: Box) {
        let (w, h) = turns % 2 == 1 ? (300, 100) : (100, 300)
        let transform = PageTransform.scaling(1, width: w, height: h)
            .afterQuarterTurns(turns, originalWidth: 100, originalHeight: 300)
        #expect(transform.originalBox(turnedBox, width: 100, height: 300) == Box(x0: 10, y0: 20, x1: 30, y1: 25))
    }

    @Test func quarterTurnsComposeWithScaling() {
        // Turned clockwise (300 × 100), then scaled by 2 (600 × 200).
        let transform = PageTransform.scaling(2, width: 300, height: 100)
            .afterQuarterTurns(1, originalWidth: 100, originalHeight: 300)
        #expect(
            transform.originalBox(Box(x0: 550, y0: 20, x1: 560, y1: 60), width: 100, height: 300)
                == Box(x0: 10, y0: 20, x1: 30, y1: 25))
        let corner = transform.originalPoint(x: 0, y: 0)
        #expect(corner.x == 0 && corner.y == 300)
    }

    /// Rows of a receipt photographed at an angle: each printed row rises 5 pixels in
    /// every 100 across, so a value at the right margin sits 10 pixels above its label.
    static func slopedRows(_ rows: [(label: String, value: String)]) -> [Word] {
        rows.enumerated().flatMap { line, row -> [Word] in
            let y = 100 + 20 * line
            let label = row.label.split(separator: " ").enumerated().map { index, text in
                let x = 60 + 70 * index
                let rise = x / 20
                return Word(
                    text: String(text), box: Box(x0: x, y0: y - rise, x1: x + 60, y1: y - rise + 13), confidence: 95,
                    line: line + 1, index: index + 1)
            }
            let value = Word(
                text: row.value, box: Box(x0: 330, y0: y - 330 / 20 + 3, x1: 375, y1: y - 330 / 20 + 15), confidence: 95,
                line: line + 1, index: label.count + 1)
            return label + [value]
        }
    }

    @Test func aSlopedPhotosValueJoinsItsLabelNotTheRowAboveOrBelow() {
        let words = Self.slopedRows([
            ("2 Short Stack", "13.00"), ("1 Denver Omelet", "10.25"), ("3 Coffee", "6.75"),
            ("Subtotal", "30.00"), ("PA Tax 6%", "1.80"), ("TOTAL", "31.80"),
        ])
        #expect(abs(RowJoiner.slope(of: words) + 0.05) < 0.01)
        let rows = RowJoiner.rows(from: words)
        #expect(
            rows.map(\.text) == [
                "2 Short Stack 13.00", "1 Denver Omelet 10.25", "3 Coffee 6.75", "Subtotal 30.00", "PA Tax 6% 1.80", "TOTAL 31.80",
            ])
        // Read level, the same words keep the rows they had: the slope is the page's own.
        let level = words.map { word in
            var word = word
            let rise = word.box.x0 / 20
            word.box = Box(x0: word.box.x0, y0: word.box.y0 + rise, x1: word.box.x1, y1: word.box.y1 + rise)
            return word
        }
        #expect(RowJoiner.slope(of: level) == 0)
        #expect(RowJoiner.rows(from: level).count == 6)
    }

    @Test func aVerticalRuleDownThePageJoinsNoRow() {
        // Tesseract put a `|` 450 px tall (the photo's edge) on the top row's line: the
        // row would reach down the page and sort below the row under it.
        func word(_ text: String, _ box: Box, line: Int, index: Int) -> Word {
            Word(text: text, box: box, confidence: 90, block: 1, paragraph: 1, line: line, index: index, lineHeight: 18)
        }
        let words = [
            word("EAT", Box(x0: 94, y0: 58, x1: 124, y1: 75), line: 1, index: 1),
            word("STREET", Box(x0: 140, y0: 49, x1: 206, y1: 70), line: 1, index: 2),
            word("|", Box(x0: 288, y0: 0, x1: 323, y1: 450), line: 1, index: 3),
            word("HIA", Box(x0: 129, y0: 76, x1: 161, y1: 93), line: 2, index: 1),
        ]
        // The rule is kept, as a mark of its own down the page.
        #expect(RowJoiner.rows(from: words).map(\.text) == ["EAT STREET", "HIA", "|"])
        // A mark of a row's own height stays in it.
        let bar = word("|", Box(x0: 288, y0: 50, x1: 292, y1: 72), line: 1, index: 3)
        #expect(RowJoiner.rows(from: Array(words.prefix(2)) + [bar]).map(\.text) == ["EAT STREET |"])
    }
}
