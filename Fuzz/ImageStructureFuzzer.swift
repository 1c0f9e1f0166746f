// libFuzzer entry point for the PNG and JPEG structure walk that runs before the C
// decoders, built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address` together
// with Sources/ReceiptOCR/ImageStructure.swift, ExifOrientation.swift, HEIFStructure.swift and
// PDFStructure.swift (pure Swift, no C), as a module named
// ReceiptOCR. FUZZ_TARGET is `images`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if ImageStructure.pngProblem(bytes) == nil {
        // Accepted PNG data starts with the signature and holds an IEND chunk.
        guard bytes.starts(with: ImageStructure.pngSignature),
            bytes.indices.contains(where: { bytes[$0...].starts(with: Array("IEND".utf8)) })
        else { fatalError("invariant violated: PNG accepted without signature or IEND") }
    }
    if ImageStructure.jpegProblem(bytes) == nil {
        guard bytes.starts(with: [0xFF, 0xD8]) else { fatalError("invariant violated: JPEG accepted without SOI") }
    }
    // The EXIF walk on the same bytes: any answer, never a crash, and only orientations 1…8.
    if case .value(let orientation) = ExifOrientation.read(bytes), !(1...8).contains(orientation) {
        fatalError("invariant violated: EXIF orientation \(orientation) accepted")
    }
    // HEIF boxes: an accepted structure starts with ftyp.
    if HEIFStructure.boxProblem(bytes) == nil, HEIFStructure.fourCC(bytes, at: 4) != "ftyp" {
        fatalError("invariant violated: HEIF boxes accepted without ftyp")
    }
    _ = HEIFStructure.isHEIF(bytes)
    // What Poppler prints, parsed as text: never a crash, never a negative page count.
    _ = PDFStructure.isPDF(bytes)
    _ = PDFStructure.truncationProblem(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    if let info = PDFStructure.info(fromPdfinfo: text), info.pages < 0 { fatalError("invariant violated: negative page count") }
    if let page = PDFStructure.textPage(fromBBoxLayout: text), page.words.count > PDFStructure.maxWords {
        fatalError("invariant violated: more words than the cap")
    }
    return 0
}
