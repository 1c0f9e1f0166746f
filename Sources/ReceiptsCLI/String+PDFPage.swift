import Foundation

extension String {
    /// The file behind a scan line's `file`: `a.pdf#page=3` is `a.pdf`; any other name is itself.
    var pdfFilePath: String {
        guard let page = pdfPageNumber, let mark = range(of: "#page=\(page)", options: .backwards) else { return self }
        return String(self[..<mark.lowerBound])
    }

    /// The page of `a.pdf#page=3`, or `nil` for a name that is not a PDF page.
    var pdfPageNumber: Int? {
        guard let mark = range(of: "#page=", options: .backwards) else { return nil }
        let digits = self[mark.upperBound...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }

    /// The name `scan --overlay` gives this receipt's picture: `photo.png`, or `a-page3.png` for a PDF page.
    var overlayName: String {
        let stem = ((pdfFilePath as NSString).lastPathComponent as NSString).deletingPathExtension
        return stem + (pdfPageNumber.map { "-page\($0)" } ?? "") + ".png"
    }
}
