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
}
