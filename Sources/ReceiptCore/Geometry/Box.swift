/// An axis-aligned rectangle in image pixels.
///
/// Geometry convention for all of Receipts: pixels, origin at the top-left corner,
/// x grows to the right and y grows downwards, and a box is half-open:
/// it covers `x0 ..< x1` and `y0 ..< y1`. Boxes are always expressed in the
/// coordinates of the ORIGINAL image file, whatever scaling or deskewing the OCR
/// stage applied.
public struct Box: Sendable, Codable, Hashable, CustomStringConvertible {
    public var x0: Int
    public var y0: Int
    public var x1: Int
    public var y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = min(x0, x1)
        self.y0 = min(y0, y1)
        self.x1 = max(x0, x1)
        self.y1 = max(y0, y1)
    }

    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var midX: Double { Double(x0 + x1) / 2 }
    public var midY: Double { Double(y0 + y1) / 2 }
    public var area: Int { width * height }

    /// The smallest box holding both.
    public func union(_ other: Box) -> Box {
        Box(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The overlap of the two boxes, or `nil` when they do not overlap.
    public func intersection(_ other: Box) -> Box? {
        let box = Box(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        guard max(x0, other.x0) < min(x1, other.x1), max(y0, other.y0) < min(y1, other.y1) else { return nil }
        return box
    }

    /// Height of the vertical overlap of the two boxes, 0 when they do not overlap.
    public func verticalOverlap(with other: Box) -> Int {
        max(0, min(y1, other.y1) - max(y0, other.y0))
    }

    /// Width of the horizontal overlap of the two boxes, 0 when they do not overlap.
    public func horizontalOverlap(with other: Box) -> Int {
        max(0, min(x1, other.x1) - max(x0, other.x0))
    }

    /// The box clamped to `0 ..< width`, `0 ..< height`.
    /// The smallest whole-pixel box covering `points` (at least one).
    public init(covering points: [Point]) {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        self.init(
            x0: Int((xs.min() ?? 0).rounded(.down)), y0: Int((ys.min() ?? 0).rounded(.down)),
            x1: Int((xs.max() ?? 0).rounded(.up)), y1: Int((ys.max() ?? 0).rounded(.up)))
    }

    /// The smallest box covering this box's four corners once each is moved by `move`.
    public func mapped(_ move: (Point) -> Point) -> Box {
        Box(covering: [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { move(Point(x: Double($0.0), y: Double($0.1))) })
    }

    public func clamped(width: Int, height: Int) -> Box {
        Box(
            x0: min(max(x0, 0), width), y0: min(max(y0, 0), height),
            x1: min(max(x1, 0), width), y1: min(max(y1, 0), height))
    }

    /// The box in an image `factor` times the size: edges rounded outwards, so the
    /// scaled box still covers what the box covered.
    public func scaled(by factor: Double) -> Box {
        guard factor != 1 else { return self }
        return Box(
            x0: Int((Double(x0) * factor).rounded(.down)), y0: Int((Double(y0) * factor).rounded(.down)),
            x1: Int((Double(x1) * factor).rounded(.up)), y1: Int((Double(y1) * factor).rounded(.up)))
    }

    /// The union of a non-empty list of boxes, or `nil` for an empty one.
    public static func union<S: Sequence>(of boxes: S) -> Box? where S.Element == Box {
        boxes.reduce(nil) { partial, box in partial?.union(box) ?? box }
    }

    public var description: String { "(\(x0),\(y0))-(\(x1),\(y1))" }
}

extension Box {
    /// Largest coordinate magnitude a decoded box may have: far beyond any image the
    /// OCR stage accepts, small enough that widths, areas and sums of them cannot
    /// overflow. A word dump is a file like any other and may hold anything.
    public static let coordinateLimit = 1 << 30

    // Encoded as a compact array `[x0, y0, x1, y1]`: word dumps hold thousands of them.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let x0 = try container.decode(Int.self)
        let y0 = try container.decode(Int.self)
        let x1 = try container.decode(Int.self)
        let y1 = try container.decode(Int.self)
        guard [x0, y0, x1, y1].allSatisfy({ $0.magnitude <= Self.coordinateLimit }) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a box coordinate is beyond ±\(Self.coordinateLimit)"))
        }
        self.init(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x0)
        try container.encode(y0)
        try container.encode(x1)
        try container.encode(y1)
    }
}
