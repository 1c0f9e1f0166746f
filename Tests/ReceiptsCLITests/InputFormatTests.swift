import Foundation
import ReceiptCore
import Testing

/// One receipt in every form it reaches a household (Fixtures/inputs): each gives the
/// upright PNG's merchant, date and total; a text PDF is read without OCR.
@Suite("Input formats")
struct InputFormatTests {
    static let inputs = ReceiptsBinary.root.appendingPathComponent("Fixtures/inputs")

    struct Label: Decodable {
        var merchant: String
        var date: String
        var total: String
    }

    static func label() throws -> Label {
        try JSONDecoder().decode(Label.self, from: Data(contentsOf: inputs.appendingPathComponent("labels/corner-market.json")))
    }

    static func scan(_ arguments: [String]) throws -> (ReceiptsBinary.Result, [String: ScanRecord]) {
        let folder = try ReceiptsBinary.temporaryFolder()
        let result = try ReceiptsBinary.run(["scan"] + arguments, in: folder)
        var records: [String: ScanRecord] = [:]
        for line in result.output.split(separator: "\n") {
            let record = try JSONLine.decode(ScanRecord.self, from: line)
            records[(record.file as NSString).lastPathComponent] = record
        }
        return (result, records)
    }

    @Test func everyFormOfTheReceiptGivesTheUprightPNGsFields() throws {
        let label = try Self.label()
        let (result, records) = try Self.scan([Self.inputs.path])
        let expected = [
            "corner-market.png", "corner-market-exif-3.jpg", "corner-market-exif-6.jpg", "corner-market-exif-8.jpg",
            "corner-market.heic", "corner-market-scan.pdf#page=1", "corner-market-text.pdf#page=1",
        ]
        #expect(result.status == 0, "\(result.errors)")
        for name in expected {
            let record = try #require(records[name], "no line for \(name)")
            #expect(record.error == nil, "\(name): \(record.error ?? "")")
            #expect(record.extraction?.fields[.merchant]?.value == label.merchant, "\(name)")
            #expect(record.extraction?.fields[.date]?.value == label.date, "\(name)")
            #expect(record.extraction?.fields[.total]?.value == label.total, "\(name)")
        }
        // Pages are receipts of their own by default: the two-page PDF gives two lines,
        // each with its own identity.
        let first = try #require(records["corner-market-two-pages.pdf#page=1"])
        let second = try #require(records["corner-market-two-pages.pdf#page=2"])
        #expect(first.sha256 != second.sha256 && first.sha256 != nil)
        #expect(second.extraction?.fields[.total]?.value == label.total)
    }

    @Test func aTextPDFIsReadFromItsTextLayerWithoutOCR() throws {
        let (result, records) = try Self.scan([Self.inputs.appendingPathComponent("corner-market-text.pdf").path])
        #expect(result.status == 0)
        let record = try #require(records["corner-market-text.pdf#page=1"])
        #expect(record.ocr?.source == "pdf text layer")
        #expect(record.ocr?.format == "pdf")
        #expect(record.timings?.recognize == 0)
        #expect(record.ocr?.meanConfidence == 100)
        // Exact: the field's text is the PDF's own.
        #expect(record.extraction?.fields[.total]?.text.contains("15.26") == true)
        #expect(record.extraction?.fields[.merchant]?.text == "CORNER MARKET")
    }

    @Test func aScannedPDFPageIsDrawnAndRead() throws {
        let (_, records) = try Self.scan([Self.inputs.appendingPathComponent("corner-market-scan.pdf").path, "--single-pass"])
        let record = try #require(records["corner-market-scan.pdf#page=1"])
        #expect(record.ocr?.source == nil)
        #expect(record.ocr?.preprocessing.steps.first == "PDF page drawn at 300 dpi (no text layer)")
        #expect((record.timings?.recognize ?? 0) > 0)
        #expect(record.extraction?.fields[.total]?.value == "15.26")
    }

    @Test func aReceiptSpanningPagesIsOneReceiptWhenAsked() throws {
        let label = try Self.label()
        let pdf = Self.inputs.appendingPathComponent("corner-market-two-pages.pdf")
        let (result, records) = try Self.scan([pdf.path, "--pdf-pages", "together"])
        #expect(result.status == 0)
        #expect(records.count == 1)
        let record = try #require(records["corner-market-two-pages.pdf"])
        #expect(record.extraction?.fields[.merchant]?.value == label.merchant)
        #expect(record.extraction?.fields[.date]?.value == label.date)
        #expect(record.extraction?.fields[.total]?.value == label.total)
        #expect(record.sha256 == SHA256.hex([UInt8](try Data(contentsOf: pdf))))
    }

    @Test func pagesResumeOneByOneFromOut() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let out = folder.appendingPathComponent("scans.jsonl").path
        let pdf = Self.inputs.appendingPathComponent("corner-market-two-pages.pdf").path
        #expect(try ReceiptsBinary.run(["scan", pdf, "--out", out], in: folder).status == 0)
        let again = try ReceiptsBinary.run(["scan", pdf, "--out", out], in: folder)
        #expect(again.status == 0)
        #expect(again.errors.contains("2 skipped"))
        #expect(try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").count == 2)
    }

    @Test func overlaysOfPDFPagesAndTurnedPhotosAreDrawnUpright() throws {
        let folder = try ReceiptsBinary.temporaryFolder()
        let overlays = folder.appendingPathComponent("overlays")
        let result = try ReceiptsBinary.run(
            [
                "scan", Self.inputs.appendingPathComponent("corner-market-text.pdf").path,
                Self.inputs.appendingPathComponent("corner-market-exif-6.jpg").path, "--overlay", overlays.path,
                "--single-pass",
            ], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        let records = try result.output.split(separator: "\n").map { try JSONLine.decode(ScanRecord.self, from: $0) }
        #expect(records.allSatisfy { $0.ocr?.overlayError == nil })
        for (name, record) in zip(["corner-market-text-page1.png", "corner-market-exif-6.png"], records) {
            let png = try Data(contentsOf: overlays.appendingPathComponent(name))
            // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == record.ocr?.width && height == record.ocr?.height, "\(name)")
            #expect(height > width, "\(name) is upright")
        }
    }
}
