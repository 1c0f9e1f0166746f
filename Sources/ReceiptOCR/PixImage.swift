import CTesseract
import ReceiptCore

/// Owns one Leptonica `Pix`.
///
/// Lifetime rules: the wrapped pointer is valid for as long as this object lives and
/// is destroyed with `pixDestroy` in `deinit`. Never hand the pointer to code that
/// keeps it (Tesseract's `SetImage2` takes its own clone, so passing it there is
/// fine). Not `Sendable`: a `Pix` belongs to the worker that made it.
final class PixImage {
    private(set) var pointer: UnsafeMutablePointer<Pix>

    /// Takes ownership of `pointer`; returns `nil` when Leptonica returned NULL.
    init?(taking pointer: UnsafeMutablePointer<Pix>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit {
        var doomed: UnsafeMutablePointer<Pix>? = pointer
        pixDestroy(&doomed)
    }

    var width: Int { Int(pixGetWidth(pointer)) }
    var height: Int { Int(pixGetHeight(pointer)) }
    var depth: Int { Int(pixGetDepth(pointer)) }
    var samplesPerPixel: Int { Int(pixGetSpp(pointer)) }

    /// A copy of the pixels inside `box` (this image's pixels), or `nil` when the box
    /// is empty or outside the image.
    func cropped(to box: ReceiptCore.Box) -> PixImage? {
        guard box.width > 0, box.height > 0,
            let rectangle = boxCreate(Int32(box.x0), Int32(box.y0), Int32(box.width), Int32(box.height))
        else { return nil }
        var doomed: UnsafeMutablePointer<CTesseract.Box>? = rectangle
        defer { boxDestroy(&doomed) }
        return PixImage(taking: pixClipRectangle(pointer, rectangle, nil))
    }
}

/// Process-wide Leptonica settings, applied once.
enum Leptonica {
    /// Leptonica prints warnings and errors to stderr on its own; Receipts reports
    /// failures itself, one line per file, so the chatter is switched off. The
    /// severity covers Leptonica's `L_ERROR`-style messages; the handler covers what
    /// it prints unconditionally (its TIFF reader's "Bad file: amount too big").
    static let silenced: Void = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
        leptSetStderrHandler { _ in }
    }()
}
