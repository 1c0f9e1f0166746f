// swift-tools-version:6.0
// Receipts: receipt OCR and field extraction over Tesseract 5 and Leptonica.
import Foundation
import PackageDescription

// HEIC support links Debian's libheif, which itself links libx265 (GPL-2+) and libde265
// (LGPL-3). `RECEIPTS_NO_HEIF=1 swift build` leaves it out (see README, Inputs).
let withHEIF = ProcessInfo.processInfo.environment["RECEIPTS_NO_HEIF"].map { $0.isEmpty || $0 == "0" } ?? true

let package = Package(
    name: "Receipts",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "receipts", targets: ["receipts"]),
        .library(name: "ReceiptCore", targets: ["ReceiptCore"]),
    ],
    targets: [
        // Pure Swift: vocabulary and every heuristic. No C, no terminal.
        .target(name: "ReceiptCore"),
        // Tesseract's C API and Leptonica, found through pkg-config.
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [
                .apt(["libtesseract-dev", "libleptonica-dev", "pkg-config"]),
                .brew(["tesseract", "leptonica", "pkg-config"]),
            ]
        ),
        // libheif, for HEIC/HEIF photos (LGPL-3, linked dynamically).
        .systemLibrary(
            name: "CHeif",
            pkgConfig: "libheif",
            providers: [.apt(["libheif-dev"]), .brew(["libheif"])]
        ),
        // Tesseract's in-memory line images stored without compression while it
        // recognises (Leptonica's `pixWriteMem`, defined over; see its source).
        .target(name: "CLineImages", linkerSettings: [.linkedLibrary("lept"), .linkedLibrary("dl")]),
        // The only module that touches C pointers.
        .target(
            name: "ReceiptOCR",
            dependencies: ["CTesseract", "CLineImages", "ReceiptCore"] + (withHEIF ? ["CHeif"] : []),
            swiftSettings: withHEIF ? [] : [.define("RECEIPTS_NO_HEIF")]
        ),
        .target(name: "ReceiptsCLI", dependencies: ["ReceiptCore", "ReceiptOCR"]),
        .executableTarget(name: "receipts", dependencies: ["ReceiptsCLI"]),
        // `make bench` only: Tesseract's recognition time alone, in one engine loaded once.
        .executableTarget(name: "receipts-floor", dependencies: ["ReceiptOCR"]),
        .testTarget(name: "ReceiptCoreTests", dependencies: ["ReceiptCore"]),
        .testTarget(name: "ReceiptOCRTests", dependencies: ["ReceiptOCR", "ReceiptCore"], exclude: ["Inputs"]),
        // Golden files are read through #filePath, not bundled as resources.
        .testTarget(name: "ReceiptsCLITests", dependencies: ["ReceiptsCLI", "ReceiptCore"], exclude: ["Golden"]),
    ]
)
