/// Pages the OCR stage turned upright: their words keep original-image boxes, and
/// the extractor reads them the way the text runs.
///
/// A receipt scanned on its side has its printed rows running down the original
/// image. The OCR stage reads it upright (`Preprocessing.orientationDegrees`) but,
/// as everywhere, reports boxes in the original image. Row joining needs rows that
/// run across, so ``PageAnalysis`` works on the ``upright`` page and the extractor
/// turns the boxes it proposes back.
extension OCRPage {
    /// Clockwise quarter turns (0–3) that make the page's text upright.
    public var uprightQuarterTurns: Int {
        ((preprocessing.orientationDegrees / 90) % 4 + 4) % 4
    }

    /// The page turned so its text runs across: every word box turned with it, width
    /// and height swapped for a quarter turn, and `orientationDegrees` 0 (its boxes
    /// are now in the upright frame). The page itself when already upright.
    ///
    /// - Complexity: O(words).
    public var upright: OCRPage {
        let turns = uprightQuarterTurns
        guard turns != 0 else { return self }
        var page = self
        if turns % 2 == 1 { (page.width, page.height) = (height, width) }
        page.preprocessing.orientationDegrees = 0
        page.words = words.map { word in
            var turned = word
            turned.box = word.box.turnedClockwise(turns, inWidth: width, height: height)
            return turned
        }
        return page
    }
}

extension Box {
    /// Where this box lands when its image, `width` × `height` pixels, is turned
    /// clockwise by `quarterTurns` quarter turns (as Leptonica's `pixRotateOrth`).
    public func turnedClockwise(_ quarterTurns: Int, inWidth width: Int, height: Int) -> Box {
        switch ((quarterTurns % 4) + 4) % 4 {
        case 1: Box(x0: height - y1, y0: x0, x1: height - y0, y1: x1)
        case 2: Box(x0: width - x1, y0: height - y1, x1: width - x0, y1: height - y0)
        case 3: Box(x0: y0, y0: width - x1, x1: y1, y1: width - x0)
        default: self
        }
    }
}

extension Extraction {
    /// The extraction with every box — each field's and each rejected candidate's —
    /// passed through `transform`.
    public func mappingBoxes(_ transform: (Box) -> Box) -> Extraction {
        var mapped = self
        for (name, field) in fields {
            var field = field
            field.box = field.box.map(transform)
            field.rejected = field.rejected.map { candidate in
                var candidate = candidate
                candidate.box = candidate.box.map(transform)
                return candidate
            }
            mapped.fields[name] = field
        }
        return mapped
    }
}
