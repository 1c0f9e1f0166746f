/// Groups words into the visual rows of the receipt.
///
/// Tesseract's own lines are the starting point, but it often splits one printed
/// row into several lines or blocks — the label at the left margin, the amount at
/// the right — and on a photo the row may slope. Line segments are merged into a
/// row when they overlap vertically by at least half the smaller height, measured
/// against the row's nearest word horizontally (so a gentle slope is followed) and
/// levelled along the slope the page's own lines show (``slope(of:)``: a photo taken
/// at an angle, whose right-hand values sit above or below their labels), and when
/// they do not collide horizontally with words already in the row.
public enum RowJoiner {
    /// The rows of a page, top to bottom.
    ///
    /// - Complexity: O(n log n) in the number of words for pages whose rows do not
    ///   all overlap each other; each segment is compared only with the rows still
    ///   open around its height.
    public static func rows(from words: [Word]) -> [Row] {
        let (words, rules) = separatingRules(words)
        let slope = slope(of: words)
        let segments = lineSegments(of: words, slope: slope)
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
                guard let overlap = overlapRatio(of: segment, with: rows[row], slope: slope) else { continue }
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
        // A rule is a mark of its own, kept (nothing read is lost) but on no printed row.
        for rule in rules {
            rows.append([rule])
            rowBoxes.append(rule.box)
        }
        let ordered = zip(rows, rowBoxes).sorted { ($0.1.midY, $0.1.x0) < ($1.1.midY, $1.1.x0) }
        return ordered.enumerated().map { index, pair in Row(index: index, words: pair.0) }
    }

    /// The page's words apart from its vertical rules: a mark with no letter or digit
    /// standing over four times as tall as the page's typical word (`|` read down a
    /// photo's edge) belongs to no printed row, and would stretch any it joined down
    /// the page, below the rows under it.
    static func separatingRules(_ words: [Word]) -> (words: [Word], rules: [Word]) {
        let heights = words.filter { $0.text.contains { $0.isLetter || $0.isNumber } }.map(\.box.height).sorted()
        guard !heights.isEmpty else { return (words, []) }
        let typical = heights[heights.count / 2]
        var kept: [Word] = []
        var rules: [Word] = []
        for word in words {
            if word.box.height > 4 * typical, !word.box.isEmpty, !word.text.contains(where: { $0.isLetter || $0.isNumber }) {
                rules.append(word)
            } else {
                kept.append(word)
            }
        }
        return (kept, rules)
    }

    struct Segment {
        var words: [Word]
        var box: Box
    }

    /// How far the page's rows fall per pixel across (negative: they rise), measured on
    /// Tesseract's own lines: the median over neighbouring words of one line that
    /// clearly share a row. A receipt photographed at an angle slopes its rows, so the
    /// value at the right margin sits higher or lower than its label at the left
    /// (`Subtotal` … `30.00` ten pixels up) than the words' overlap alone allows.
    /// Zero with fewer than five such pairs; never past one pixel in ten.
    static func slope(of words: [Word]) -> Double {
        var samples: [Double] = []
        for (a, b) in zip(words, words.dropFirst())
        where a.block == b.block && a.paragraph == b.paragraph && a.line == b.line {
            let height = Double(min(a.box.height, b.box.height))
            let across = b.box.midX - a.box.midX
            guard height >= 4, across >= 2 * height, Double(max(a.box.height, b.box.height)) <= 2 * height,
                levelledOverlap(a.box, b.box, slope: 0) >= 0.5 * height
            else { continue }
            samples.append((b.box.midY - a.box.midY) / across)
        }
        guard samples.count >= 5 else { return 0 }
        samples.sort()
        return min(max(samples[samples.count / 2], -0.1), 0.1)
    }

    /// The vertical overlap of `a` and `b` in pixels once `b` is moved along the page's
    /// `slope` to `a`'s place across the page.
    static func levelledOverlap(_ a: Box, _ b: Box, slope: Double) -> Double {
        func overlap(shift: Double) -> Double {
            max(0, min(Double(a.y1), Double(b.y1) - shift) - max(Double(a.y0), Double(b.y0) - shift))
        }
        // Levelling only ever joins: words that overlap as they stand still do. And only
        // words of a size: a speck beside a word is no evidence of where its row runs.
        guard slope != 0, 2 * min(a.height, b.height) >= max(a.height, b.height) else { return overlap(shift: 0) }
        return max(overlap(shift: 0), overlap(shift: slope * (b.midX - a.midX)))
    }

    /// Tesseract's text lines, each as one segment.
    static func lineSegments(of words: [Word], slope: Double = 0) -> [Segment] {
        var segments: [Segment] = []
        var current: [Word] = []
        for word in words where !word.box.isEmpty {
            if let last = current.last,
                last.block != word.block || last.paragraph != word.paragraph || last.line != word.line
                    || !sameLine(last, word, slope: slope)
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
    static func sameLine(_ a: Word, _ b: Word, slope: Double = 0) -> Bool {
        levelledOverlap(a.box, b.box, slope: slope) >= 0.3 * Double(min(a.box.height, b.box.height))
    }

    /// Vertical overlap between `segment` and the row's words nearest to it, as a
    /// fraction of the smaller height; `nil` when the segment collides with the row.
    static func overlapRatio(of segment: Segment, with row: [Word], slope: Double = 0) -> Double? {
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
        let overlap = levelledOverlap(nearest.box, closest.box, slope: slope)
        let smaller = Double(max(1, min(nearest.box.height, closest.box.height)))
        return overlap / smaller
    }
}
