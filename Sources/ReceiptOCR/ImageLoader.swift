import CTesseract
import Foundation

/// Limits that keep a hostile or absurd file from exhausting the machine.
public struct ImageLimits: Sendable, Equatable {
    /// Largest file read into memory, in bytes.
    public var maxFileBytes: Int
    /// Largest pixel count decoded; checked from the header before decoding.
    public var maxPixels: Int
    /// Smallest width and height that can hold a line of text.
    public var minSide: Int

    public init(maxFileBytes: Int = 256 << 20, maxPixels: Int = 120_000_000, minSide: Int = 16) {
        self.maxFileBytes = maxFileBytes
        self.maxPixels = maxPixels
        self.minSide = minSide
    }
}

/// An image format Leptonica recognises from the file header.
public enum ImageFormat: String, Sendable, Codable {
    case jpeg, png, tiff, bmp, gif, webp, pnm, jp2, heif, pdf, unknown

    init(leptonicaFormat format: Int32) {
        switch format {
        case 1: self = .bmp
        case 2: self = .jpeg
        case 3: self = .png
        case 4, 5, 6, 7, 8, 9, 10, 17: self = .tiff
        case 11: self = .pnm
        case 13: self = .gif
        case 14: self = .jp2
        case 15: self = .webp
        default: self = .unknown
        }
    }

    var displayName: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .tiff: "TIFF"
        case .bmp: "BMP"
        case .gif: "GIF"
        case .webp: "WebP"
        case .pnm: "PNM"
        case .jp2: "JPEG 2000"
        case .heif: "HEIF"
        case .pdf: "PDF"
        case .unknown: "unknown"
        }
    }
}

/// What an image header says, read without decoding the pixels.
public struct ImageHeader: Sendable, Equatable {
    public var format: ImageFormat
    public var width: Int
    public var height: Int
    public var bitsPerSample: Int
    public var samplesPerPixel: Int
}

/// Reads image files into Leptonica, refusing what should not be decoded.
enum ImageLoader {
    /// The bytes of the file at `path`, after checking that it is a readable,
    /// non-empty regular file within the size limit.
    ///
    /// The checks are made on the open descriptor, not on the path, so what is
    /// checked is what is read. Opening does not block: a FIFO named `x.jpg` is
    /// refused instead of waiting forever for a writer. Symbolic links are followed
    /// (a link to a receipt is a receipt); a link to a device is not a regular file.
    static func readFile(at path: String, limits: ImageLimits) throws(OCRError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw openError(path: path, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
        let size = Int(status.st_size)
        guard size <= limits.maxFileBytes else {
            throw .fileTooLarge(path: path, bytes: size, limit: limits.maxFileBytes)
        }
        guard size > 0 else { throw .emptyFile(path: path) }
        // Read until end of file, never more than the limit: the file may have grown
        // since `fstat`. One spare byte tells end of file from a full buffer.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard bytes.count <= limits.maxFileBytes else {
                    throw .fileTooLarge(path: path, bytes: bytes.count, limit: limits.maxFileBytes)
                }
                bytes += [UInt8](repeating: 0, count: min(bytes.count, limits.maxFileBytes + 1 - bytes.count))
            }
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return read(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        guard !bytes.isEmpty else { throw .emptyFile(path: path) }
        return bytes
    }

    /// The error for a failed `open` of `path`.
    static func openError(path: String, errno code: Int32) -> OCRError {
        switch code {
        case ENOENT:
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                return .unreadable(path: path, reason: "a symbolic link to a file that does not exist")
            }
            return .fileNotFound(path: path)
        case ELOOP: return .unreadable(path: path, reason: "a loop of symbolic links")
        case EACCES, EPERM: return .unreadable(path: path, reason: "permission denied")
        case ENOTDIR: return .fileNotFound(path: path)
        default: return .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// The header of an encoded image, or the reason it cannot be decoded.
    static func header(of bytes: [UInt8], path: String, limits: ImageLimits) throws(OCRError) -> ImageHeader {
        _ = Leptonica.silenced
        guard !bytes.isEmpty else { throw .emptyFile(path: path) }
        // HEIC/HEIF, which Leptonica does not know: libheif reads its header.
        if HEIFStructure.isHEIF(bytes) { return try HEIFLoader.header(of: bytes, path: path, limits: limits) }
        if PDFStructure.isPDF(bytes) {
            // Read page by page by `receipts scan`, not as one image.
            throw .pdf(path: path, reason: "a PDF is read page by page by 'receipts scan'; this command takes one image")
        }
        // The format from the magic bytes alone, so a known format with a broken header
        // is reported as that format's damage rather than as "not an image".
        var magic: Int32 = 0
        if bytes.count >= 12 {
            _ = bytes.withUnsafeBufferPointer { buffer in findFileFormatBuffer(buffer.baseAddress, &magic) }
        }
        // libjpeg reads the header, and prints its complaints about damaged ones itself.
        if ImageFormat(leptonicaFormat: magic) == .jpeg, let problem = ImageStructure.jpegProblem(bytes) {
            throw .decodeFailed(path: path, format: "JPEG", reason: problem)
        }
        var format: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        var bps: Int32 = 0
        var spp: Int32 = 0
        var isColormapped: Int32 = 0
        let status = DecoderChatter.silenced {
            bytes.withUnsafeBufferPointer { buffer in
                pixReadHeaderMem(buffer.baseAddress, buffer.count, &format, &width, &height, &bps, &spp, &isColormapped)
            }
        }
        let kind = ImageFormat(leptonicaFormat: status == 0 ? format : magic)
        guard status == 0 else {
            if kind == .unknown { throw .notAnImage(path: path) }
            throw .decodeFailed(path: path, format: kind.displayName, reason: "unreadable header")
        }
        switch kind {
        case .unknown: throw .notAnImage(path: path)
        case .pnm, .jp2: throw .unsupportedFormat(path: path, format: kind.displayName)
        default: break
        }
        let header = ImageHeader(
            format: kind, width: Int(width), height: Int(height),
            bitsPerSample: Int(bps), samplesPerPixel: Int(spp))
        guard header.width > 0, header.height > 0 else {
            throw .decodeFailed(path: path, format: kind.displayName, reason: "the header gives no size")
        }
        // Multiply in a type that cannot overflow on 100000 × 100000.
        if header.width.multipliedReportingOverflow(by: header.height).overflow
            || header.width * header.height > limits.maxPixels
        {
            throw .tooManyPixels(path: path, width: header.width, height: header.height, limit: limits.maxPixels)
        }
        guard header.width >= limits.minSide, header.height >= limits.minSide else {
            throw .tooSmall(path: path, width: header.width, height: header.height)
        }
        return header
    }

    /// Decodes an image whose header has been checked.
    static func decode(_ bytes: [UInt8], header: ImageHeader, path: String) throws(OCRError) -> PixImage {
        _ = Leptonica.silenced
        switch header.format {
        case .png:
            if let problem = ImageStructure.pngProblem(bytes) {
                throw .decodeFailed(path: path, format: "PNG", reason: problem)
            }
        case .jpeg:
            return try decodeJPEG(bytes, header: header, path: path, reduction: 1)
        case .heif:
            return try HEIFLoader.decode(bytes, header: header, path: path)
        default:
            break
        }
        let pointer: UnsafeMutablePointer<Pix>? = DecoderChatter.silenced {
            bytes.withUnsafeBufferPointer { buffer in pixReadMem(buffer.baseAddress, buffer.count) }
        }
        guard let image = PixImage(taking: pointer) else {
            throw .decodeFailed(path: path, format: header.format.displayName, reason: "the decoder gave up")
        }
        guard image.width == header.width, image.height == header.height else {
            throw .decodeFailed(
                path: path, format: header.format.displayName,
                reason: "decoded size \(image.width)×\(image.height) differs from the header")
        }
        return image
    }

    /// Decodes a JPEG whose header has been checked at 1/`reduction` of its size
    /// (1, 2, 4 or 8) and, when `luminanceOnly`, as 8-bit grey.
    ///
    /// libjpeg does both inside its inverse DCT: a 35-megapixel scan that would be
    /// scaled down anyway decodes at half size as grey in a seventh of the time of a
    /// full colour decode, and in a sixteenth of the memory (140 MB at 4 bytes a
    /// pixel in full). The luminance is JPEG's own (0.299 R + 0.587 G + 0.114 B), not
    /// Leptonica's grey (0.3, 0.5, 0.2).
    static func decodeJPEG(
        _ bytes: [UInt8], header: ImageHeader, path: String, reduction: Int, luminanceOnly: Bool = false
    ) throws(OCRError) -> PixImage {
        _ = Leptonica.silenced
        guard header.format == .jpeg, [1, 2, 4, 8].contains(reduction) else {
            throw .decodeFailed(path: path, format: header.format.displayName, reason: "no reduced decode for this format")
        }
        // libjpeg "recovers" from a file cut short by painting the missing part grey,
        // which Tesseract would then read as a blank bottom half: refuse it instead.
        guard endsWithJPEGEndMarker(bytes) else {
            throw .decodeFailed(path: path, format: "JPEG", reason: "truncated: the file ends before the image does")
        }
        var warnings: Int32 = 0
        // The call `pixReadMem` makes for a JPEG, with a reduction and a hint.
        let hint = luminanceOnly ? Int32(L_JPEG_READ_LUMINANCE) : 0
        let pointer: UnsafeMutablePointer<Pix>? = DecoderChatter.silenced {
            bytes.withUnsafeBufferPointer { buffer in
                pixReadMemJpeg(buffer.baseAddress, buffer.count, 0, Int32(reduction), &warnings, hint)
            }
        }
        guard let image = PixImage(taking: pointer) else {
            throw .decodeFailed(path: path, format: "JPEG", reason: "the decoder gave up")
        }
        // libjpeg rounds scaled sizes up.
        let width = (header.width + reduction - 1) / reduction
        let height = (header.height + reduction - 1) / reduction
        guard image.width == width, image.height == height else {
            let reduced = reduction == 1 ? "" : " at 1/\(reduction)"
            throw .decodeFailed(
                path: path, format: "JPEG",
                reason: "decoded size \(image.width)×\(image.height)\(reduced) differs from the header")
        }
        return image
    }

    /// Whether JPEG data ends with its end-of-image marker `FF D9`, allowing the
    /// zero or 0xFF padding some cameras and scanners append.
    static func endsWithJPEGEndMarker(_ bytes: [UInt8]) -> Bool {
        var end = bytes.count
        while end > 2, bytes[end - 1] == 0x00 || (bytes[end - 1] == 0xFF && bytes[end - 2] == 0xFF) {
            end -= 1
        }
        return end >= 2 && bytes[end - 2] == 0xFF && bytes[end - 1] == 0xD9
    }

    /// How the JPEG `bytes` must be turned to stand as a viewer shows them, and the
    /// page steps that say so (an unusable tag is named there and ignored).
    static func exifTurn(_ bytes: [UInt8], header: ImageHeader) -> (ExifOrientation.Turn, [String]) {
        guard header.format == .jpeg else { return (ExifOrientation.turn(for: 1), []) }
        switch ExifOrientation.read(bytes) {
        case .absent: return (ExifOrientation.turn(for: 1), [])
        case .value(let value):
            return (ExifOrientation.turn(for: value), value == 1 ? [] : [ExifOrientation.step(for: value)])
        case .invalid(let reason): return (ExifOrientation.turn(for: 1), ["\(reason): ignored, read as stored"])
        }
    }

    /// `image` turned by `turn` (the same object when there is nothing to do).
    static func turned(_ image: PixImage, by turn: ExifOrientation.Turn, path: String) throws(OCRError) -> PixImage {
        var result = image
        if turn.quarterTurns % 4 != 0 {
            guard let rotated = PixImage(taking: pixRotateOrth(result.pointer, Int32(turn.quarterTurns % 4))) else {
                throw .preprocessingFailed(path: path, step: "EXIF orientation turn")
            }
            result = rotated
        }
        if turn.flipLeftRight {
            guard let flipped = PixImage(taking: pixFlipLR(nil, result.pointer)) else {
                throw .preprocessingFailed(path: path, step: "EXIF orientation mirror")
            }
            result = flipped
        }
        if turn.flipTopBottom {
            guard let flipped = PixImage(taking: pixFlipTB(nil, result.pointer)) else {
                throw .preprocessingFailed(path: path, step: "EXIF orientation mirror")
            }
            result = flipped
        }
        return result
    }
}
