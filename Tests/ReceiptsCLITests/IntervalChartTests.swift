import Foundation
import ReceiptCore
import Testing

@testable import ReceiptsCLI

/// The trend chart's labels under the axis stay readable however many versions it holds.
@Suite struct IntervalChartTests {
    func chart(counts: [Int]) -> String {
        let points = counts.enumerated().map { index, n in
            IntervalChart.Point(label: "1.\(index)", cell: AccuracyCell(correct: n * 3 / 4, close: 0, miss: n - n * 3 / 4))
        }
        return IntervalChart.trend(title: "total by version", points: points, policy: .standard).markup
    }

    /// The x positions of the `n=…` labels, left to right.
    func countPositions(in svg: String) -> [(x: Double, text: String)] {
        let pattern = try! NSRegularExpression(pattern: #"<text class="axis" x="([0-9.]+)"[^>]*>(n=[^<]*)</text>"#)
        return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            let range = { Range(match.range(at: $0), in: svg)! }
            return (Double(svg[range(1)])!, String(svg[range(2)]))
        }
    }

    @Test func oneCountForAllWhenEveryVersionHasTheSame() {
        let labels = countPositions(in: chart(counts: Array(repeating: 366, count: 19)))
        #expect(labels.map(\.text) == ["n=366 at each"])
    }

    /// The x positions of the version labels, left to right.
    func versionPositions(in svg: String) -> [(x: Double, text: String)] {
        let pattern = try! NSRegularExpression(pattern: #"<text class="label" x="([0-9.]+)"[^>]*>([^<]*)</text>"#)
        return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            let range = { Range(match.range(at: $0), in: svg)! }
            return (Double(svg[range(1)])!, String(svg[range(2)]))
        }
    }

    @Test(arguments: 9...60) func countsAndVersionsThatDifferAreSpacedSoTheyNeverOverlap(versions: Int) {
        let svg = chart(counts: (0..<versions).map { 330 + $0 })
        for labels in [countPositions(in: svg), versionPositions(in: svg)] {
            #expect(labels.count >= 3)
            // The last version is always named.
            #expect(labels.last?.x == versionPositions(in: svg).last?.x)
            for (left, right) in zip(labels, labels.dropFirst()) {
                #expect(right.x - left.x >= Double(max(left.text.count, right.text.count)) * 6)
            }
        }
        #expect(versionPositions(in: svg).last?.text == "1.\(versions - 1)")
    }

    @Test func aFewVersionsEachShowTheirCount() {
        #expect(countPositions(in: chart(counts: [20, 25, 31])).map(\.text) == ["n=20", "n=25", "n=31"])
    }
}
