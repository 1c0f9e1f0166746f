/// Groups words into the visual rows of the receipt.
///
/// Tesseract's own lines are the starting point, but it often splits one printed
/// row into several lines or blocks — the label at the left margin, the amount at
/// the right — and on a photo the row may slope. Line segments are merged into a
/// row when they overlap vertically by at least half the smaller height, measured
/// against the row's nearest word horizontally (so a gentle slope is followed),
/// and when they do not collide horizontally with words already in the row.
public enum RowJoiner {
    /// The rows of a page, top to bottom.
    ///
    /// - Complexity: O(n log n) in the number of words for pages whose rows do not
    ///   all overlap each other; each segment is compared only with the rows still
    ///   open around its height.
    public static func rows(from words: [Word]) -> [Row] {
        let segments = lineSegments(of: words)
        var rows: [[Word]] = []
        var rowBoxes: [Box] = []
        // Rows still open to new segments; rows that end well above the current
        // segment are closed for good, which keeps the work near-linear.
        var open: [Int] = []

        for segment in segments.sorted(by: { $0.box.midY < $1.box.midY }) {
            let height = max(1, segment.box.height)
            open.removeAll { rowBoxes[$0].y1 < segment.box.y0 - 2 * height }
            var best: (row: Int, overlap: Double)?
            for row in open {
                guard rowBoxes[row].verticalOverlap(with: segment.box) > 0 else { continue }
                guard let overlap = overlapRatio(of: segment, with: rows[row]) else { continue }
                if overlap >= 0.5, overlap > (best?.overlap ?? 0) { best = (row, overlap) }
            }
            if let best {
                rows[best.row].append(contentsOf: segment.words)
                rowBoxes[best.row] = rowBoxes[best.row].union(segment.box)
            } else {
                rows.append(segment.words)
                rowBoxes.append(segment.box)
                open.append(rows.count - 1)
            }
        }
        let ordered = zip(rows, rowBoxes).sorted { ($0.1.midY, $0.1.x0) < ($1.1.midY, $1.1.x0) }
        return ordered.enumerated().map { index, pair in Row(index: index, words: pair.0) }
    }

    struct Segment {
        var words: [Word]
        var box: Box
    }

    /// Tesseract's text lines, each as one segment.
    static func lineSegments(of words: [Word]) -> [Segment] {
        var segments: [Segment] = []
        var current: [Word] = []
        for word in words where !word.box.isEmpty {
            if let last = current.last,
                last.block != word.block || last.paragraph != word.paragraph || last.line != word.line
                    || !sameLine(last, word)
            {
                segments.append(Segment(words: current, box: Box.union(of: current.map(\.box))!))
                current = []
            }
            current.append(word)
        }
        if !current.isEmpty {
            segments.append(Segment(words: current, box: Box.union(of: current.map(\.box))!))
        }
        return segments
    }

    /// Tesseract sometimes puts words of two printed rows in one "line" (psm 6 on a
    /// slanted photo); consecutive words that do not overlap vertically are split.
    static func sameLine(_ a: Word, _ b: Word) -> Bool {
        let overlap = a.box.verticalOverlap(with: b.box)
        return Double(overlap) >= 0.3 * Double(min(a.box.height, b.box.height))
    }

    /// Vertical overlap between `segment` and the row's words nearest to it, as a
    /// fraction of the smaller height; `nil` when the segment collides with the row.
    static func overlapRatio(of segment: Segment, with row: [Word]) -> Double? {
        var nearest: Word?
        var nearestDistance = Int.max
        for word in row {
            let collision = word.box.horizontalOverlap(with: segment.box)
            if Double(collision) > 0.25 * Double(min(word.box.width, segment.box.width)) { return nil }
            let distance = max(segment.box.x0 - word.box.x1, word.box.x0 - segment.box.x1, 0)
            if distance < nearestDistance {
                nearestDistance = distance
                nearest = word
            }
        }
        guard let nearest else { return nil }
        // Compare with the segment's word nearest to that row word.
        let closest = segment.words.min {
            abs($0.box.midX - nearest.box.midX) < abs($1.box.midX - nearest.box.midX)
        }!
        let overlap = Double(nearest.box.verticalOverlap(with: closest.box))
        let smaller = Double(max(1, min(nearest.box.height, closest.box.height)))
        return overlap / smaller
    }
}
