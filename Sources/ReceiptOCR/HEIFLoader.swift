#if !RECEIPTS_NO_HEIF
    import CHeif
    import CTesseract

    /// Reads HEIC/HEIF photos (an iPhone's default) with libheif.
    ///
    /// Lifetime rules: every call makes its own `heif_context`, reads the file's bytes in
    /// place (`read_from_memory_without_copy`, inside `withUnsafeBufferPointer`, so the bytes
    /// outlive the context), and releases the image, the handle and the context before it
    /// returns, on every path. Nothing libheif owns escapes this file: the pixels are copied
    /// into a Leptonica `Pix`. The size is read from the image item's properties before any
    /// pixel is decoded, so a bomb is refused as cheaply as any other format's header.
    enum HEIFLoader {
        /// The header of HEIF data: its primary image's size, after the file's own turn and
        /// mirror (libheif applies them, as a viewer does).
        static func header(of bytes: [UInt8], path: String, limits: ImageLimits) throws(OCRError) -> ImageHeader {
            if let problem = HEIFStructure.boxProblem(bytes) { throw .decodeFailed(path: path, format: "HEIF", reason: problem) }
            let (width, height) = try withPrimaryImage(bytes, path: path) { handle throws(OCRError) in
                (Int(heif_image_handle_get_width(handle)), Int(heif_image_handle_get_height(handle)))
            }
            guard width > 0, height > 0 else { throw .decodeFailed(path: path, format: "HEIF", reason: "the header gives no size") }
            if width.multipliedReportingOverflow(by: height).overflow || width * height > limits.maxPixels {
                throw .tooManyPixels(path: path, width: width, height: height, limit: limits.maxPixels)
            }
            guard width >= limits.minSide, height >= limits.minSide else { throw .tooSmall(path: path, width: width, height: height) }
            return ImageHeader(format: .heif, width: width, height: height, bitsPerSample: 8, samplesPerPixel: 3)
        }

        /// Decodes the primary image of HEIF data whose header has been checked, as 32-bit RGB.
        static func decode(_ bytes: [UInt8], header: ImageHeader, path: String) throws(OCRError) -> PixImage {
            try withPrimaryImage(bytes, path: path) { handle throws(OCRError) -> PixImage in
                var decoded: OpaquePointer?
                let status = heif_decode_image(handle, &decoded, heif_colorspace_RGB, heif_chroma_interleaved_RGB, nil)
                defer { if let decoded { heif_image_release(decoded) } }
                guard status.code == heif_error_Ok, let decoded else {
                    throw .decodeFailed(path: path, format: "HEIF", reason: message(status, doing: "decoding"))
                }
                let width = Int(heif_image_get_width(decoded, heif_channel_interleaved))
                let height = Int(heif_image_get_height(decoded, heif_channel_interleaved))
                guard width == header.width, height == header.height else {
                    throw .decodeFailed(
                        path: path, format: "HEIF", reason: "decoded size \(width)×\(height) differs from the header")
                }
                var stride: Int32 = 0
                guard let plane = heif_image_get_plane_readonly(decoded, heif_channel_interleaved, &stride), stride >= width * 3,
                    let image = PixImage(taking: pixCreate(Int32(width), Int32(height), 32)),
                    let data = pixGetData(image.pointer)
                else {
                    throw .decodeFailed(path: path, format: "HEIF", reason: "the decoded image has no pixels")
                }
                let wordsPerLine = Int(pixGetWpl(image.pointer))
                for y in 0..<height {
                    let source = plane + y * Int(stride)
                    let target = data + y * wordsPerLine
                    for x in 0..<width {
                        // Leptonica's RGB word: red in the top byte, then green, blue, alpha.
                        let red = UInt32(source[3 * x])
                        let green = UInt32(source[3 * x + 1])
                        let blue = UInt32(source[3 * x + 2])
                        target[x] = red << 24 | green << 16 | blue << 8 | 0xFF
                    }
                }
                pixSetSpp(image.pointer, 3)
                return image
            }
        }

        /// Runs `body` with the primary image handle of HEIF data, releasing everything after.
        private static func withPrimaryImage<T>(
            _ bytes: [UInt8], path: String, _ body: (OpaquePointer) throws(OCRError) -> T
        ) throws(OCRError) -> T {
            let result: Result<T, OCRError> = bytes.withUnsafeBufferPointer { buffer in
                guard let context = heif_context_alloc() else {
                    return .failure(.decodeFailed(path: path, format: "HEIF", reason: "libheif could not start"))
                }
                defer { heif_context_free(context) }
                let read = heif_context_read_from_memory_without_copy(context, buffer.baseAddress, buffer.count, nil)
                guard read.code == heif_error_Ok else {
                    return .failure(.decodeFailed(path: path, format: "HEIF", reason: message(read, doing: "reading the boxes")))
                }
                var handle: OpaquePointer?
                let primary = heif_context_get_primary_image_handle(context, &handle)
                defer { if let handle { heif_image_handle_release(handle) } }
                guard primary.code == heif_error_Ok, let handle else {
                    return .failure(.decodeFailed(path: path, format: "HEIF", reason: message(primary, doing: "finding the image")))
                }
                do throws(OCRError) {
                    return .success(try body(handle))
                } catch {
                    return .failure(error)
                }
            }
            return try result.get()
        }

        /// libheif's reason, copied out of its static message string.
        private static func message(_ error: heif_error, doing: String) -> String {
            let text = error.message.map { String(cString: $0) } ?? ""
            return "libheif failed \(doing)" + (text.isEmpty ? "" : ": \(text.escapingControlCharacters)")
        }
    }
#else
    /// This build leaves HEIC out (`RECEIPTS_NO_HEIF`): a HEIC file gets one error line saying so.
    enum HEIFLoader {
        static func header(of bytes: [UInt8], path: String, limits: ImageLimits) throws(OCRError) -> ImageHeader {
            throw .unreadable(path: path, reason: "a HEIC image, and this receipts was built without HEIC support, with RECEIPTS_NO_HEIF")
        }

        static func decode(_ bytes: [UInt8], header: ImageHeader, path: String) throws(OCRError) -> PixImage {
            _ = try self.header(of: bytes, path: path, limits: ImageLimits())
            throw .unreadable(path: path, reason: "no HEIC support in this build")
        }
    }
#endif
