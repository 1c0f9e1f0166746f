import Foundation

/// A point in image pixels.
public struct Point: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A receipt's outline in a photo: four corners, clockwise from the top left, in the
/// pixels of the upright image. Written to a scan line as `[[x, y], …]`.
public struct Quadrilateral: Sendable, Equatable, Codable {
    public var corners: [Point]

    /// `corners` in any order, put clockwise from the top left (the corner nearest
    /// the image's top-left corner).
    public init(corners unordered: [Point]) {
        precondition(unordered.count == 4, "a quadrilateral has four corners")
        let c = Self.centre(of: unordered)
        // With y growing downwards, increasing angle runs clockwise on screen.
        let clockwise = unordered.sorted { atan2($0.y - c.y, $0.x - c.x) < atan2($1.y - c.y, $1.x - c.x) }
        let first = clockwise.indices.min { clockwise[$0].x + clockwise[$0].y < clockwise[$1].x + clockwise[$1].y } ?? 0
        corners = Array(clockwise[first...] + clockwise[..<first])
    }

    public var area: Double {
        var twice = 0.0
        for index in 0..<4 {
            let (a, b) = (corners[index], corners[(index + 1) % 4])
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    /// The lengths of the top and bottom sides, and of the left and right ones.
    public var oppositeSides: (across: (Double, Double), down: (Double, Double)) {
        func length(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let c = corners
        return ((length(c[0], c[1]), length(c[3], c[2])), (length(c[0], c[3]), length(c[1], c[2])))
    }

    /// The size of the flattened page: the longer of each pair of opposite sides.
    public var flattenedSize: (width: Double, height: Double) {
        let sides = oppositeSides
        return (max(sides.across.0, sides.across.1), max(sides.down.0, sides.down.1))
    }

    /// The mean of `points`.
    static func centre(of points: [Point]) -> Point {
        Point(x: points.map(\.x).reduce(0, +) / Double(points.count), y: points.map(\.y).reduce(0, +) / Double(points.count))
    }

    /// The quadrilateral with every corner moved away from the centre by `fraction`
    /// of its distance from it.
    public func grown(by fraction: Double) -> Quadrilateral {
        let c = Self.centre(of: corners)
        return Quadrilateral(corners: corners.map { Point(x: c.x + ($0.x - c.x) * (1 + fraction), y: c.y + ($0.y - c.y) * (1 + fraction)) })
    }

    /// Every corner multiplied by `factor` (from a thumbnail's pixels to the image's).
    public func scaled(by factor: Double) -> Quadrilateral {
        Quadrilateral(corners: corners.map { Point(x: $0.x * factor, y: $0.y * factor) })
    }

    /// Whether `point` lies inside or on the outline.
    public func contains(_ point: Point) -> Bool {
        var sign = 0.0
        for index in 0..<4 {
            let (a, b) = (corners[index], corners[(index + 1) % 4])
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    public init(from decoder: any Decoder) throws {
        let pairs = try [[Double]](from: decoder)
        guard pairs.count == 4, pairs.allSatisfy({ $0.count == 2 }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an outline is four [x, y] pairs"))
        }
        corners = pairs.map { Point(x: $0[0], y: $0[1]) }
    }

    public func encode(to encoder: any Encoder) throws {
        try corners.map { [$0.x.rounded(), $0.y.rounded()] }.encode(to: encoder)
    }
}

/// A plane projective transform (a homography): how a flattened page's points map to
/// the photo it was cut from.
public struct Homography: Sendable, Equatable {
    /// Row-major 3 × 3 matrix, its last entry 1.
    public var matrix: [Double]

    /// The transform taking each of `from` to the matching point of `to` (four each,
    /// no three in a line), or `nil` when they are degenerate.
    public init?(from: [Point], to: [Point]) {
        guard from.count == 4, to.count == 4 else { return nil }
        // Eight equations in the eight unknowns h0…h7 (h8 = 1).
        var rows: [[Double]] = []
        for (p, q) in zip(from, to) {
            rows.append([p.x, p.y, 1, 0, 0, 0, -q.x * p.x, -q.x * p.y, q.x])
            rows.append([0, 0, 0, p.x, p.y, 1, -q.y * p.x, -q.y * p.y, q.y])
        }
        guard let solution = Self.solve(rows) else { return nil }
        matrix = solution + [1]
    }

    init(matrix: [Double]) { self.matrix = matrix }

    /// Gaussian elimination with partial pivoting on an n × (n + 1) augmented matrix.
    static func solve(_ augmented: [[Double]]) -> [Double]? {
        var a = augmented
        let n = a.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-12 else {
                return nil
            }
            a.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = a[row][column] / a[column][column]
                if factor == 0 { continue }
                for k in column...n { a[row][k] -= factor * a[column][k] }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }

    public func apply(_ point: Point) -> Point {
        let m = matrix
        let w = m[6] * point.x + m[7] * point.y + m[8]
        return Point(x: (m[0] * point.x + m[1] * point.y + m[2]) / w, y: (m[3] * point.x + m[4] * point.y + m[5]) / w)
    }

    /// The inverse transform, or `nil` for a singular one.
    public var inverse: Homography? {
        let m = matrix
        let cofactors = [
            m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        let determinant = m[0] * cofactors[0] + m[1] * cofactors[3] + m[2] * cofactors[6]
        guard abs(determinant) > 1e-12, abs(cofactors[8]) > 1e-12 else { return nil }
        return Homography(matrix: cofactors.map { $0 / cofactors[8] })
    }

    /// The box covering `box`'s four corners once mapped, clamped to `width` × `height`.
    public func mappedBox(_ box: Box, width: Int, height: Int) -> Box {
        box.mapped(apply).clamped(width: width, height: height)
    }
}

/// Finding a receipt's four corners from the bright region a photo's paper makes.
///
/// The region (found in `ReceiptOCR` on a thumbnail) is reduced to its convex hull;
/// the quadrilateral of hull vertices with the largest area is its outline's first
/// guess, and each of its sides is then moved outwards to the hull point farthest
/// beyond it, so that a curled edge or a rounded corner is kept inside.
public enum PaperOutline {
    /// The convex hull of `points`, clockwise on screen (Andrew's monotone chain).
    public static func hull(_ points: [Point]) -> [Point] {
        let sorted = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Point] = []
        for point in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 { lower.removeLast() }
            lower.append(point)
        }
        var upper: [Point] = []
        for point in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 { upper.removeLast() }
            upper.append(point)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// The outline of a convex hull: the largest quadrilateral of (at most 40 evenly
    /// spaced) hull vertices, its sides pushed out over the rest of the hull; `nil`
    /// for a hull of fewer than four vertices or a degenerate one.
    public static func quadrilateral(hull: [Point]) -> Quadrilateral? {
        guard hull.count >= 4 else { return nil }
        let count = min(hull.count, 40)
        let sample = (0..<count).map { hull[$0 * (hull.count - 1) / max(count - 1, 1)] }
        func twiceArea(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
            abs((a.x * b.y - b.x * a.y) + (b.x * c.y - c.x * b.y) + (c.x * d.y - d.x * c.y) + (d.x * a.y - a.x * d.y))
        }
        var best = (area: -1.0, corners: [Point]())
        for i in 0..<count {
            for j in (i + 1)..<count {
                for k in (j + 1)..<count {
                    for l in (k + 1)..<count {
                        let area = twiceArea(sample[i], sample[j], sample[k], sample[l])
                        if area > best.area { best = (area, [sample[i], sample[j], sample[k], sample[l]]) }
                    }
                }
            }
        }
        guard best.area > 0 else { return nil }
        let corners = best.corners
        let centre = Quadrilateral.centre(of: corners)
        // Each side as a point and a direction, moved along its outward normal.
        var sides: [(point: Point, direction: Point)] = []
        for index in 0..<4 {
            let (a, b) = (corners[index], corners[(index + 1) % 4])
            let direction = Point(x: b.x - a.x, y: b.y - a.y)
            let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
            guard length > 0 else { return nil }
            var normal = Point(x: direction.y / length, y: -direction.x / length)
            if (centre.x - a.x) * normal.x + (centre.y - a.y) * normal.y > 0 { normal = Point(x: -normal.x, y: -normal.y) }
            let beyond = hull.map { ($0.x - a.x) * normal.x + ($0.y - a.y) * normal.y }.max() ?? 0
            let offset = max(0, beyond)
            sides.append((Point(x: a.x + normal.x * offset, y: a.y + normal.y * offset), direction))
        }
        var pushed: [Point] = []
        for index in 0..<4 {
            let (p, d) = sides[(index + 3) % 4]
            let (q, e) = sides[index]
            // p + t·d = q + s·e
            let determinant = d.x * (-e.y) - (-e.x) * d.y
            guard abs(determinant) > 1e-9 else { return nil }
            let t = ((q.x - p.x) * (-e.y) - (-e.x) * (q.y - p.y)) / determinant
            pushed.append(Point(x: p.x + d.x * t, y: p.y + d.y * t))
        }
        return Quadrilateral(corners: pushed)
    }
}

/// A photo's paper cut out along its outline and made rectangular: how boxes on the
/// flattened page map to the photo, where every box Receipts reports lives, and back.
public struct PaperFlattening: Sendable, Equatable {
    /// The outline, in the photo's (upright) pixels.
    public var outline: Quadrilateral
    /// The flattened page's size at the photo's resolution.
    public var width: Int
    public var height: Int
    /// From the flattened page's pixels to the photo's, and the other way.
    let back: Homography
    let forward: Homography

    /// The flattening of `outline` into a `width` × `height` page (the photo's
    /// resolution); `nil` for a degenerate outline.
    public init?(outline: Quadrilateral, width: Int, height: Int) {
        let (w, h) = (Double(width), Double(height))
        let rectangle = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
        guard width > 0, height > 0, let back = Homography(from: rectangle, to: outline.corners), let forward = back.inverse else {
            return nil
        }
        self.outline = outline
        self.width = width
        self.height = height
        self.back = back
        self.forward = forward
    }

    /// The photo's box covering a box of the flattened page, clamped to the photo
    /// (`photoWidth` × `photoHeight`).
    public func photoBox(_ box: Box, photoWidth: Int, photoHeight: Int) -> Box {
        back.mappedBox(box, width: photoWidth, height: photoHeight)
    }

    /// The flattened page's box covering a box of the photo.
    public func pageBox(_ box: Box) -> Box {
        forward.mappedBox(box, width: width, height: height)
    }
}
