import Foundation

/// Maps points between the original image and the image Tesseract read.
///
/// The OCR stage may turn a sideways or upside-down page upright by quarter turns,
/// then scale the page, straighten it by a small angle about its centre, and embed
/// it in a larger canvas so no corner is cut off. Words come back in the processed
/// image's pixels; this transform takes them home to the original image, where
/// every `Box` in Receipts lives.
public struct PageTransform: Sendable, Codable, Equatable {
    /// Clockwise quarter turns (0–3) applied to the original image first, to make its
    /// text upright (Leptonica's `pixRotateOrth`). Scale and rotation apply to the
    /// turned image.
    public var quarterTurns = 0
    /// Size of the original image, before the quarter turns; only needed to undo them.
    public var originalWidth = 0.0
    public var originalHeight = 0.0
    /// Scale factor applied to both axes before rotation.
    public var scale: Double
    /// Rotation applied after scaling, in degrees, clockwise positive as seen on
    /// screen (y grows downwards): Leptonica's `pixRotate` convention.
    public var rotationDegrees: Double
    /// Size of the scaled image, before rotation.
    public var scaledWidth: Double
    public var scaledHeight: Double
    /// Size of the processed (rotated, possibly enlarged) image.
    public var processedWidth: Double
    public var processedHeight: Double

    public init(
        scale: Double, rotationDegrees: Double,
        scaledWidth: Double, scaledHeight: Double,
        processedWidth: Double, processedHeight: Double
    ) {
        self.scale = scale
        self.rotationDegrees = rotationDegrees
        self.scaledWidth = scaledWidth
        self.scaledHeight = scaledHeight
        self.processedWidth = processedWidth
        self.processedHeight = processedHeight
    }

    /// A transform that only scales.
    public static func scaling(_ scale: Double, width: Int, height: Int) -> PageTransform {
        let w = Double(width) * scale
        let h = Double(height) * scale
        return PageTransform(
            scale: scale, rotationDegrees: 0,
            scaledWidth: w, scaledHeight: h, processedWidth: w, processedHeight: h)
    }

    /// This transform, preceded by `turns` clockwise quarter turns of an original image
    /// of `width` × `height` pixels.
    public func afterQuarterTurns(_ turns: Int, originalWidth width: Int, originalHeight height: Int) -> PageTransform {
        var turned = self
        turned.quarterTurns = ((turns % 4) + 4) % 4
        turned.originalWidth = Double(width)
        turned.originalHeight = Double(height)
        return turned
    }

    /// The original-image point that the processed-image point `(x, y)` shows.
    public func originalPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        let upright = uprightPoint(x: x, y: y)
        // Undo the quarter turns. A clockwise turn maps (x, y) of a W × H image to
        // (H − y, x); half a turn to (W − x, H − y); three quarters to (y, W − x).
        let (w, h) = (originalWidth, originalHeight)
        switch quarterTurns {
        case 1: return (upright.y, h - upright.x)
        case 2: return (w - upright.x, h - upright.y)
        case 3: return (w - upright.y, upright.x)
        default: return upright
        }
    }

    /// The point of the upright (turned, unscaled) image that the processed-image
    /// point `(x, y)` shows.
    func uprightPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        // Undo the rotation about the processed centre, landing on the scaled
        // image's centre (the embedding is symmetric), then undo the scale.
        let radians = rotationDegrees * .pi / 180
        let dx = x - processedWidth / 2
        let dy = y - processedHeight / 2
        // A clockwise turn by θ maps (dx, dy) to (dx cosθ − dy sinθ, dx sinθ + dy cosθ);
        // this is its inverse.
        let sx = dx * cos(radians) + dy * sin(radians) + scaledWidth / 2
        let sy = -dx * sin(radians) + dy * cos(radians) + scaledHeight / 2
        return (sx / scale, sy / scale)
    }

    /// The original-image box covering a processed-image box, clamped to the
    /// original image of `width` × `height` pixels.
    public func originalBox(_ box: Box, width: Int, height: Int) -> Box {
        box.mapped { point in
            let original = originalPoint(x: point.x, y: point.y)
            return Point(x: original.x, y: original.y)
        }.clamped(width: width, height: height)
    }
}
