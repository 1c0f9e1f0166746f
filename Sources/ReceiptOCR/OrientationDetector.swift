import CTesseract
import Foundation
import ReceiptCore

/// Tesseract's orientation detection (OSD): which way up the text on a page is.
///
/// Lifetime rules: a second `TessBaseAPI`, initialised with the legacy `osd` model in
/// page segmentation mode 0 (OSD only), created in `init` (deleted again before
/// throwing) and ended and deleted in `deinit`. Like ``TesseractEngine`` it is not
/// `Sendable` and belongs to the worker that made it.
final class OrientationDetector {
    private let handle: OpaquePointer

    /// What OSD says about one page.
    struct Finding: Equatable {
        /// Clockwise quarter turns (0–3) that make the text upright.
        var quarterTurns: Int
        /// OSD's confidence in the orientation: how far the best one beats the next
        /// (0 = a coin toss; above about 2 it is rarely wrong on printed text).
        var confidence: Double
    }

    /// Loads `osd.traineddata` from `dataPath` (or Tesseract's default folder).
    init(dataPath: String?) throws(OCRError) {
        _ = Leptonica.silenced
        let model = dataPath.map { ($0 as NSString).appendingPathComponent("osd.traineddata") }
        if let dataPath, let model, !FileManager.default.fileExists(atPath: model) {
            throw .languageUnavailable(language: "osd", dataPath: dataPath)
        }
        guard let handle = TessBaseAPICreate() else {
            throw .recognitionFailed(path: "-", reason: "could not create a Tesseract instance for orientation detection")
        }
        guard TessBaseAPIInit2(handle, dataPath, "osd", OEM_TESSERACT_ONLY) == 0 else {
            TessBaseAPIDelete(handle)
            throw .languageUnavailable(language: "osd", dataPath: dataPath)
        }
        for (name, value) in [("debug_file", "/dev/null"), ("user_defined_dpi", "300")] {
            guard TessBaseAPISetVariable(handle, name, value) != 0 else {
                TessBaseAPIEnd(handle)
                TessBaseAPIDelete(handle)
                throw .settingRejected(name: name, value: value)
            }
        }
        TessBaseAPISetPageSegMode(handle, PSM_OSD_ONLY)
        self.handle = handle
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// The turns that make `image`'s text upright, or `nil` when OSD cannot tell
    /// (too little text, or no text at all).
    func detect(_ image: PixImage) -> Finding? {
        TessBaseAPISetImage2(handle, image.pointer)
        defer { TessBaseAPIClear(handle) }
        var degrees: Int32 = 0
        var confidence: Float = 0
        // The script name is left out: capi.h says to free it with TessDeleteText, but
        // Tesseract 5 returns a pointer into its own character set, which must not be freed.
        guard TessBaseAPIDetectOrientationScript(handle, &degrees, &confidence, nil, nil) != 0,
            confidence.isFinite, [0, 90, 180, 270].contains(degrees)
        else { return nil }
        // OSD reports how far the page is turned clockwise from upright (a page given a
        // quarter turn clockwise reports 90); turning it on clockwise to a full turn undoes that.
        return Finding(quarterTurns: ((360 - Int(degrees)) % 360) / 90, confidence: Double(confidence))
    }
}
