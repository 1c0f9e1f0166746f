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
    case jpeg, png, tiff, bmp, gif, webp, pnm, jp2, unknown

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
    static func readFile(at path: String, limits: ImageLimits) throws(OCRError) -> [UInt8] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        guard !isDirectory.boolValue else { throw .notARegularFile(path: path) }
        // A symbolic link to an image is read like the image (a folder of links is a
        // common way to gather a batch); what it points at must be a regular file.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? manager.attributesOfItem(atPath: target)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw .notARegularFile(path: path)
        }
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= limits.maxFileBytes else {
            throw .fileTooLarge(path: path, bytes: size, limit: limits.maxFileBytes)
        }
        guard manager.isReadableFile(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        guard !data.isEmpty else { throw .emptyFile(path: path) }
        guard data.count <= limits.maxFileBytes else {
            throw .fileTooLarge(path: path, bytes: data.count, limit: limits.maxFileBytes)
        }
        return [UInt8](data)
    }

    /// The header of an encoded image, or the reason it cannot be decoded.
    static func header(of bytes: [UInt8], path: String, limits: ImageLimits) throws(OCRError) -> ImageHeader {
        _ = Leptonica.silenced
        guard !bytes.isEmpty else { throw .emptyFile(path: path) }
        var format: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        var bps: Int32 = 0
        var spp: Int32 = 0
        var isColormapped: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { buffer in
            pixReadHeaderMem(buffer.baseAddress, buffer.count, &format, &width, &height, &bps, &spp, &isColormapped)
        }
        let kind = ImageFormat(leptonicaFormat: format)
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
        // libjpeg "recovers" from a file cut short by painting the missing part grey,
        // which Tesseract would then read as a blank bottom half: refuse it instead.
        if header.format == .jpeg, !endsWithJPEGEndMarker(bytes) {
            throw .decodeFailed(path: path, format: "JPEG", reason: "truncated: the file ends before the image does")
        }
        let pointer: UnsafeMutablePointer<Pix>? = bytes.withUnsafeBufferPointer { buffer in
            pixReadMem(buffer.baseAddress, buffer.count)
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
        guard endsWithJPEGEndMarker(bytes) else {
            throw .decodeFailed(path: path, format: "JPEG", reason: "truncated: the file ends before the image does")
        }
        var warnings: Int32 = 0
        // The call `pixReadMem` makes for a JPEG, with a reduction and a hint.
        let hint = luminanceOnly ? Int32(L_JPEG_READ_LUMINANCE) : 0
        let pointer: UnsafeMutablePointer<Pix>? = bytes.withUnsafeBufferPointer { buffer in
            pixReadMemJpeg(buffer.baseAddress, buffer.count, 0, Int32(reduction), &warnings, hint)
        }
        guard let image = PixImage(taking: pointer) else {
            throw .decodeFailed(path: path, format: "JPEG", reason: "the decoder gave up")
        }
        // libjpeg rounds scaled sizes up.
        let width = (header.width + reduction - 1) / reduction
        let height = (header.height + reduction - 1) / reduction
        guard image.width == width, image.height == height else {
            throw .decodeFailed(
                path: path, format: "JPEG",
                reason: "decoded size \(image.width)×\(image.height) at 1/\(reduction) differs from the header's")
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
}
