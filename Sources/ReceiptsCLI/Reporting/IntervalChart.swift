import ReceiptCore

/// Inline SVG charts of correct rates with their Wilson intervals: no script, no
/// external file, readable with the page saved to disk and opened years later.
///
/// Coordinates are SVG user units (CSS pixels at 100 %). A hollow point marks a
/// cell with too few grades for a verdict; dashed lines mark the flow thresholds,
/// so a reader sees at once whether an interval clears them.
enum IntervalChart {
    /// One point of a chart: a label (version, month, paper class) and its cell.
    struct Point {
        var label: String
        var cell: AccuracyCell
    }

    /// Correct rate of one field over versions or months, left to right.
    static func trend(title: String, points: [Point], policy: ReportPolicy) -> HTML {
        let width = 350.0
        let height = 236.0
        let left = 44.0
        // Room on the right for the threshold names.
        let right = width - 54
        let top = 34.0
        let bottom = 170.0
        func y(_ rate: Double) -> Double { bottom - rate * (bottom - top) }
        func x(_ index: Int) -> Double {
            points.count <= 1
                ? (left + right) / 2 : left + 24 + Double(index) * (right - left - 48) / Double(points.count - 1)
        }
        var body: [HTML] = []
        body.append("<text class=\"chart-title\" x=\"\(n(left))\" y=\"18\">\(title)</text>")
        for tick in [0.0, 0.25, 0.5, 0.75, 1.0] {
            body.append(
                "<line class=\"grid\" x1=\"\(n(left))\" x2=\"\(n(right))\" y1=\"\(n(y(tick)))\" y2=\"\(n(y(tick)))\"/>"
                    + "<text class=\"axis\" x=\"\(n(left - 6))\" y=\"\(n(y(tick) + 4))\" text-anchor=\"end\">\(Int(tick * 100))%</text>"
            )
        }
        body += thresholds(policy) { rate in
            "<line class=\"threshold\" x1=\"\(n(left))\" x2=\"\(n(right))\" y1=\"\(n(y(rate)))\" y2=\"\(n(y(rate)))\"/>"
        }
        // The two thresholds may sit close together (95 % and 70 % are 35 px apart): name them
        // above and below their lines so the names never overlap.
        body.append(
            "<text class=\"threshold-label\" x=\"\(n(right + 4))\" y=\"\(n(y(policy.autoFillLowerBound) - 2))\">auto-fill</text>"
                + "<text class=\"threshold-label\" x=\"\(n(right + 4))\" y=\"\(n(y(policy.confirmLowerBound) + 9))\">confirm</text>"
        )
        if points.count > 1 {
            let path = points.enumerated().map { "\(n(x($0.offset))),\(n(y($0.element.cell.correctRate)))" }
            body.append("<polyline class=\"trend\" points=\"\(path.joined(separator: " "))\"/>")
        }
        // Past eight points the labels would collide: label every k-th, and the last
        // (in place of a k-th label that would stand closer than k points to it).
        let step = max(1, (points.count + 7) / 8)
        // The counts under them are wider (`n=366`, about 6 px a character): every
        // k-th label's when they fit, once for all when every point has the same.
        let counts = Set(points.map(\.cell.n))
        let shared = points.count > 1 && counts.count == 1 ? counts.first : nil
        let countWidth = Double(points.map { "n=\($0.cell.n)".count }.max() ?? 0) * 6 + 6
        let spacing = points.count > 1 ? x(step) - x(0) : countWidth
        let countStep = step * max(1, Int((countWidth / spacing).rounded(.up)))
        if let shared {
            body.append(
                "<text class=\"axis\" x=\"\(n((left + right) / 2))\" y=\"\(n(bottom + 32))\" text-anchor=\"middle\">n=\(shared) at each</text>")
        }
        for (index, point) in points.enumerated() {
            let cx = x(index)
            body.append(
                marker(
                    point, policy: policy, vertical: true, at: cx, low: y(point.cell.interval.lower),
                    high: y(point.cell.interval.upper), rate: y(point.cell.correctRate)))
            let last = index == points.count - 1
            let beforeLast = points.count - 1 - index
            if index % step == 0 && beforeLast >= step || last {
                body.append(
                    "<text class=\"label\" x=\"\(n(cx))\" y=\"\(n(bottom + 18))\" text-anchor=\"middle\">\(shortened(point.label, to: 12))</text>")
            }
            if shared == nil, index % countStep == 0 && beforeLast >= countStep || last {
                body.append(
                    "<text class=\"axis\" x=\"\(n(cx))\" y=\"\(n(bottom + 32))\" text-anchor=\"middle\">n=\(point.cell.n)</text>")
            }
        }
        return svg(width: width, height: height, label: title, body: body)
    }

    /// Correct rate of one field per paper class, one row each, the all-classes row first.
    static func classes(title: String, points: [Point], policy: ReportPolicy) -> HTML {
        let width = 350.0
        let rowHeight = 22.0
        let top = 44.0
        let labelRight = 124.0
        let left = 132.0
        let right = 300.0
        let height = top + rowHeight * Double(points.count) + 8
        func x(_ rate: Double) -> Double { left + rate * (right - left) }
        var body: [HTML] = []
        body.append("<text class=\"chart-title\" x=\"4\" y=\"18\">\(title)</text>")
        let bottom = top + rowHeight * Double(points.count) - 4
        for tick in [0.0, 0.5, 1.0] {
            body.append(
                "<line class=\"grid\" x1=\"\(n(x(tick)))\" x2=\"\(n(x(tick)))\" y1=\"\(n(top - 8))\" y2=\"\(n(bottom))\"/>"
                    + "<text class=\"axis\" x=\"\(n(x(tick)))\" y=\"\(n(top - 12))\" text-anchor=\"middle\">\(Int(tick * 100))%</text>"
            )
        }
        body += thresholds(policy) { rate in
            "<line class=\"threshold\" x1=\"\(n(x(rate)))\" x2=\"\(n(x(rate)))\" y1=\"\(n(top - 8))\" y2=\"\(n(bottom))\"/>"
        }
        for (index, point) in points.enumerated() {
            let cy = top + rowHeight * (Double(index) + 0.5) - 4
            let style = index == 0 ? "label strong" : "label"
            body.append(
                "<text class=\"\(style)\" x=\"\(n(labelRight))\" y=\"\(n(cy + 4))\" text-anchor=\"end\">\(shortened(point.label, to: 18))</text>"
            )
            body.append(
                marker(
                    point, policy: policy, vertical: false, at: cy, low: x(point.cell.interval.lower),
                    high: x(point.cell.interval.upper), rate: x(point.cell.correctRate)))
            body.append("<text class=\"axis\" x=\"\(n(right + 10))\" y=\"\(n(cy + 4))\">n=\(point.cell.n)</text>")
        }
        return svg(width: width, height: height, label: title, body: body)
    }

    private static func svg(width: Double, height: Double, label: String, body: [HTML]) -> HTML {
        "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\" role=\"img\" aria-label=\"\(label)\">\(body)</svg>"
    }

    /// The dashed flow thresholds, drawn by `line` at each rate.
    private static func thresholds(_ policy: ReportPolicy, line: (Double) -> HTML) -> [HTML] {
        [line(policy.confirmLowerBound), line(policy.autoFillLowerBound)]
    }

    /// An interval bar with caps and a point at the rate; the tooltip holds the numbers.
    private static func marker(
        _ point: Point, policy: ReportPolicy, vertical: Bool, at position: Double, low: Double, high: Double,
        rate: Double
    ) -> HTML {
        let cell = point.cell
        let tooltip =
            "\(point.label): \(cell.correct) of \(cell.n) correct (\(ReportNumbers.percent(cell.correctRate))%), "
            + "95% interval \(ReportNumbers.interval(cell.interval)), flow \(cell.flow.rawValue)"
            + (cell.isSmallSample ? ", small n" : "")
        let cap = 4.0
        let bar: HTML =
            vertical
            ? "<line class=\"ci\" x1=\"\(n(position))\" x2=\"\(n(position))\" y1=\"\(n(low))\" y2=\"\(n(high))\"/>"
                + "<line class=\"ci\" x1=\"\(n(position - cap))\" x2=\"\(n(position + cap))\" y1=\"\(n(low))\" y2=\"\(n(low))\"/>"
                + "<line class=\"ci\" x1=\"\(n(position - cap))\" x2=\"\(n(position + cap))\" y1=\"\(n(high))\" y2=\"\(n(high))\"/>"
            : "<line class=\"ci\" x1=\"\(n(low))\" x2=\"\(n(high))\" y1=\"\(n(position))\" y2=\"\(n(position))\"/>"
                + "<line class=\"ci\" x1=\"\(n(low))\" x2=\"\(n(low))\" y1=\"\(n(position - cap))\" y2=\"\(n(position + cap))\"/>"
                + "<line class=\"ci\" x1=\"\(n(high))\" x2=\"\(n(high))\" y1=\"\(n(position - cap))\" y2=\"\(n(position + cap))\"/>"
        let (cx, cy) = vertical ? (position, rate) : (rate, position)
        let style = "pt flow-\(cell.flow.rawValue)" + (cell.isSmallSample ? " small" : "")
        return
            "<g><title>\(tooltip)</title>\(bar)<circle class=\"\(style)\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"4.5\"/></g>"
    }

    /// A coordinate with one decimal: enough for a screen, short in the file.
    private static func n(_ value: Double) -> String {
        ReportNumbers.fixed(value, decimals: 1)
    }

    private static func shortened(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }
}
