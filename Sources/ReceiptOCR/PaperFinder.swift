import CTesseract
import Foundation
import ReceiptCore

/// Finds a photographed receipt's outline, and flattens the paper inside it.
///
/// A photo's receipt is a bright, colourless quadrilateral on a table, a hand or a car
/// seat. On a thumbnail about 300 pixels across, each pixel's darkest colour channel
/// (brightness × (1 − saturation)) scores it as paper; Otsu's threshold splits paper
/// from the rest, a closing fills the print and an opening cuts thin bridges to other
/// bright things; the largest region is the paper. Its convex hull gives the outline
/// (`PaperOutline`).
///
/// Only a receipt whose four corners are all in view is outlined: the region must not
/// touch the frame, fill at least `minFill` of its quadrilateral (a receipt, not an
/// L-shaped glare), and cover between `minShare` and `maxShare` of the frame. A
/// flatbed scan's paper runs to the frame's edges, and most phone photos are framed
/// tight round the receipt (on the development set's 159 photos, the paper touches the
/// frame on over nine in ten): those are read as before.
enum PaperFinder {
    static let thumbnailSide = 300.0
    static let minShare = 0.08
    static let maxShare = 0.85
    static let minFill = 0.8
    /// How far the outline is grown about its centre, so a corner's curl stays in.
    static let margin = 0.02

    /// The receipt's outline in `image`'s pixels (colour or grey, at any depth), or
    /// `nil` when it has none wholly in view.
    static func outline(in image: PixImage) -> Quadrilateral? {
        let (width, height) = (Double(image.width), Double(image.height))
        guard width >= 32, height >= 32 else { return nil }
        let factor = min(1, thumbnailSide / max(width, height))
        guard let small = PixImage(taking: pixScale(image.pointer, Float(factor), Float(factor))),
            let score = paperScore(small), let threshold = Preprocessor.otsuThreshold(of: score),
            let dark = PixImage(taking: pixThresholdToBinary(score.pointer, threshold)),
            let paper = PixImage(taking: pixInvert(nil, dark.pointer)),
            let closed = PixImage(taking: pixCloseSafeBrick(nil, paper.pointer, 5, 5)),
            let opened = PixImage(taking: pixOpenBrick(nil, closed.pointer, 3, 3)),
            let region = largestRegion(in: opened)
        else { return nil }
        let (thumbWidth, thumbHeight) = (Double(opened.width), Double(opened.height))
        // Touching the frame: a corner, or a whole side, is out of view.
        let box = region.box
        guard box.x0 > 0, box.y0 > 0, box.x1 < opened.width, box.y1 < opened.height else { return nil }
        let share = Double(region.pixels) / (thumbWidth * thumbHeight)
        guard share >= minShare, share <= maxShare,
            let quadrilateral = PaperOutline.quadrilateral(hull: PaperOutline.hull(region.extents)),
            Double(region.pixels) >= minFill * quadrilateral.area,
            // Every corner inside the frame, off its edge: a corner pushed to or past the
            // frame is paper that runs off it.
            quadrilateral.corners.allSatisfy({ $0.x >= 1 && $0.y >= 1 && $0.x <= thumbWidth - 1 && $0.y <= thumbHeight - 1 })
        else { return nil }
        let outline = quadrilateral.grown(by: margin).scaled(by: width / thumbWidth)
        return Quadrilateral(
            corners: outline.corners.map { Point(x: min(max($0.x, 0), width), y: min(max($0.y, 0), height)) })
    }

    /// Whether a camera saw the paper inside `outline` in perspective: one side at least
    /// `perspectiveRatio` times as long as the side opposite it. A flatbed scanner sees its
    /// paper square-on (the three SROIE scans outlined, on a dark lid, have opposite sides
    /// within 0.7 % of each other), and a square-on page is read whole as before: its
    /// straightening is the deskew's, and cutting the table away alone did not read
    /// photos better (experiment 0zzd).
    static func inPerspective(_ outline: Quadrilateral) -> Bool {
        let sides = outline.oppositeSides
        return [sides.across, sides.down].contains { max($0.0, $0.1) > perspectiveRatio * min($0.0, $0.1) }
    }

    static let perspectiveRatio = 1.01

    /// Whether print lies outside `outline` (in `grey`'s pixels): glyph-sized dark marks
    /// (Otsu's threshold on a copy about 1,200 pixels across) whose centres fall outside it
    /// number at least 10 and a twentieth of those inside. A table has next to none (on
    /// the photos outlined at 1.72, 0 to 2 against 114 to 784 inside); an outline that
    /// cuts a receipt (a shaded top scored as table, the logo left outside) has print on
    /// both sides (66 against 672). Rejecting an outline only reads the photo whole.
    static func cutsPrint(_ grey: PixImage, outline: Quadrilateral) -> Bool {
        let factor = min(1, 1200 / Double(max(grey.width, grey.height)))
        guard let small = factor < 1 ? PixImage(taking: pixScale(grey.pointer, Float(factor), Float(factor))) : grey,
            let threshold = Preprocessor.otsuThreshold(of: small),
            let binary = PixImage(taking: pixThresholdToBinary(small.pointer, threshold)),
            let boxes = pixConnCompBB(binary.pointer, 8)
        else { return false }
        var doomed: UnsafeMutablePointer<Boxa>? = boxes
        defer { boxaDestroy(&doomed) }
        let scaled = outline.scaled(by: factor)
        let tallest = Int32(max(8, small.height / 8))
        var (inside, outside) = (0, 0)
        for index in 0..<boxaGetCount(boxes) {
            var (x, y, w, h): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            guard boxaGetBoxGeometry(boxes, index, &x, &y, &w, &h) == 0, h >= 4, h <= tallest, w >= 1, w <= 3 * h else { continue }
            if scaled.contains(Point(x: Double(x) + Double(w) / 2, y: Double(y) + Double(h) / 2)) { inside += 1 } else { outside += 1 }
        }
        return outside >= 10 && 20 * outside >= inside
    }

    /// 8-bit paper score: the darkest channel of a colour pixel, the grey of a grey one.
    private static func paperScore(_ image: PixImage) -> PixImage? {
        if image.depth == 32 { return PixImage(taking: pixConvertRGBToGrayMinMax(image.pointer, Int32(L_CHOOSE_MIN))) }
        if image.depth == 8, pixGetColormap(image.pointer) == nil { return image }
        return PixImage(taking: pixConvertTo8(image.pointer, 0))
    }

    /// The largest 4-connected region of a binary image: its box, its pixel count and
    /// the corners of each of its rows' extents (enough for its convex hull).
    private static func largestRegion(in binary: PixImage) -> (box: ReceiptCore.Box, pixels: Int, extents: [Point])? {
        var pixa: UnsafeMutablePointer<Pixa>? = nil
        guard let boxes = pixConnComp(binary.pointer, &pixa, 4) else { return nil }
        var doomedBoxes: UnsafeMutablePointer<Boxa>? = boxes
        defer {
            boxaDestroy(&doomedBoxes)
            pixaDestroy(&pixa)
        }
        guard let pixa else { return nil }
        var best: (index: Int32, pixels: Int32) = (-1, 0)
        for index in 0..<pixaGetCount(pixa) {
            guard let component = PixImage(taking: pixaGetPix(pixa, index, Int32(L_CLONE))) else { continue }
            var count: Int32 = 0
            if pixCountPixels(component.pointer, &count, nil) == 0, count > best.pixels { best = (index, count) }
        }
        var (x, y, w, h): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        guard best.index >= 0, boxaGetBoxGeometry(boxes, best.index, &x, &y, &w, &h) == 0,
            let component = PixImage(taking: pixaGetPix(pixa, best.index, Int32(L_CLONE)))
        else { return nil }
        var starts = [Int32](repeating: 0, count: Int(w) / 2 + 2)
        var ends = starts
        var extents: [Point] = []
        for row in 0..<h {
            var count: Int32 = 0
            guard pixFindHorizontalRuns(component.pointer, row, &starts, &ends, &count) == 0, count > 0 else { continue }
            let (left, right) = (Double(x + starts[0]), Double(x + ends[Int(count) - 1] + 1))
            let (top, bottom) = (Double(y + row), Double(y + row + 1))
            extents += [Point(x: left, y: top), Point(x: right, y: top), Point(x: left, y: bottom), Point(x: right, y: bottom)]
        }
        return (ReceiptCore.Box(x0: Int(x), y0: Int(y), x1: Int(x + w), y1: Int(y + h)), Int(best.pixels), extents)
    }

    /// The paper inside `outline` (in `grey`'s pixels) cut out and made rectangular, its
    /// size `Quadrilateral.flattenedSize`.
    static func flattened(_ grey: PixImage, outline: Quadrilateral) -> PixImage? {
        let size = outline.flattenedSize
        let (width, height) = (Int(size.width.rounded()), Int(size.height.rounded()))
        guard width >= 16, height >= 16 else { return nil }
        let rectangle = [
            Point(x: 0, y: 0), Point(x: Double(width), y: 0), Point(x: Double(width), y: Double(height)), Point(x: 0, y: Double(height)),
        ]
        // Leptonica's projective warp keeps its source's size: a source smaller than the
        // flattened page (a receipt across the frame's diagonal) is first given room.
        let (extraWidth, extraHeight) = (max(0, width - grey.width), max(0, height - grey.height))
        guard
            let canvas = extraWidth + extraHeight > 0
                ? PixImage(taking: pixAddBorderGeneral(grey.pointer, 0, Int32(extraWidth), 0, Int32(extraHeight), 255)) : grey,
            let destination = points(rectangle), let source = points(outline.corners)
        else { return nil }
        defer {
            var (d, s): (UnsafeMutablePointer<Pta>?, UnsafeMutablePointer<Pta>?) = (destination, source)
            ptaDestroy(&d)
            ptaDestroy(&s)
        }
        guard let warped = PixImage(taking: pixProjectivePtaGray(canvas.pointer, destination, source, 255)) else { return nil }
        return warped.cropped(to: ReceiptCore.Box(x0: 0, y0: 0, x1: width, y1: height))
    }

    private static func points(_ corners: [Point]) -> UnsafeMutablePointer<Pta>? {
        guard let pta = ptaCreate(4) else { return nil }
        for corner in corners { ptaAddPt(pta, Float(corner.x), Float(corner.y)) }
        return pta
    }
}
