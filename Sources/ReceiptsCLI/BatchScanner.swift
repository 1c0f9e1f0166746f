import Foundation
import ReceiptCore
import ReceiptOCR
import Synchronization

/// Reads a batch of receipts on several worker threads, one Tesseract engine per
/// worker, and hands finished records to a sink in input order.
///
/// Output is streamed: a record is written as soon as every record before it is,
/// and workers never run more than a small window ahead of the writer, so memory
/// stays flat however many receipts a batch holds.
final class BatchScanner: Sendable {
    struct Settings: Sendable {
        var ocr: OCROptions
        var extraction: ExtractionOptions
        var jobs: Int
        var cache: OCRCache?
        /// Receipts (by SHA-256) already scanned, to skip.
        var skip: Set<String>
        /// The second read of hard pages; `nil` reads every page once.
        var secondPass: PreprocessOptions? = ReceiptReader.defaultSecondPass
        /// Which later looks a hard page may get.
        var looks: ReceiptReader.Looks = .all
        /// Where to write an annotated PNG of each receipt, if anywhere.
        var overlayDirectory: String? = nil
        /// Only the receipts in this slice are read; the others are passed over unreported.
        var shard: Shard? = nil
        /// Limits for PDFs, checked before any page is read.
        var pdf = PDFLimits()
        /// Each PDF is one receipt spanning its pages, instead of one receipt a page.
        var wholePDF = false
        /// Each record carries its first read's merchant candidates and their features.
        var merchantCandidates = false
    }

    /// What happened to one input.
    enum Outcome: Sendable {
        case scanned(ScanRecord)
        case failed(ScanRecord)
        case skipped(path: String)
        /// In another shard's slice: no line, no count beyond the summary's.
        case otherShard(path: String)
    }

    let settings: Settings
    let inputs: [InputCollector.Input]
    private let state: Mutex<State>
    private let condition = NSCondition()

    private struct State {
        var next = 0
        var written = 0
        var finished: [Int: [Outcome]] = [:]
        var engineError: String?
    }

    init(inputs: [InputCollector.Input], settings: Settings) {
        self.inputs = inputs
        self.settings = settings
        self.state = Mutex(State())
    }

    /// Runs the batch; `sink` is called on worker threads, one outcome at a time,
    /// in input order. Returns an error message if no engine could be started.
    func run(sink: @escaping @Sendable (Int, Outcome) -> Void) -> String? {
        let workers = max(1, min(settings.jobs, inputs.count))
        // How far workers may run ahead of the writer. A slow page (a page of noise read
        // three ways takes seconds) holds the writer back; with a window of 8, the other
        // worker idled once 8 pages past it: 2 % of a 366-receipt batch's time. A record
        // waiting to be written is a few kilobytes, so 64 of them keep memory flat.
        let window = max(64, 16 * workers)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread { [self] in
                work(window: window, sink: sink)
                group.leave()
            }
            // Tesseract recursion on noisy pages needs more than the default 512 KB.
            thread.stackSize = 16 << 20
            thread.start()
        }
        group.wait()
        return state.withLock { $0.engineError }
    }

    private func work(window: Int, sink: @escaping @Sendable (Int, Outcome) -> Void) {
        // Each worker owns its reader: Tesseract handles are not shared between threads.
        // It is made for the first image this worker must recognise, after the shard and
        // the skip list had their say: a shard that holds none of the inputs, or a rerun
        // that has them all, loads no engine (and cannot fail for want of one).
        var reader: Result<ReceiptReader, EngineError>?
        func engine() -> Result<ReceiptReader, EngineError> {
            if let reader { return reader }
            let made: Result<ReceiptReader, EngineError>
            do {
                made = .success(
                    try ReceiptReader(
                        ocr: settings.ocr, extraction: settings.extraction, secondPass: settings.secondPass,
                        looks: settings.looks, cache: settings.cache))
            } catch {
                state.withLock { $0.engineError = "\(error)" }
                made = .failure(EngineError(description: "\(error)"))
            }
            reader = made
            return made
        }
        while let index = claim(window: window) {
            let input = inputs[index]
            let outcomes: [Outcome]
            if let problem = input.problem {
                outcomes = [.failed(ScanRecord(file: input.path, sha256: nil, extractor: Extractor.version, error: problem))]
            } else if input.isWordDump {
                outcomes = [scanDump(input.path)]
            } else {
                outcomes = scanFile(input.path, engine: engine)
            }
            deliver(index, outcomes, sink: sink)
        }
    }

    /// Why a worker has no Tesseract engine (a missing language, a bad --tessdata).
    private struct EngineError: Error, CustomStringConvertible {
        var description: String
    }

    /// Hands out no further inputs; those being read are still delivered. Call from the sink.
    func stop() {
        state.withLock { $0.next = inputs.count }
    }

    /// The next input to work on, waiting while the writer is a window behind.
    private func claim(window: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            let (next, written) = state.withLock { ($0.next, $0.written) }
            if next >= inputs.count { return nil }
            if next < written + window {
                state.withLock { $0.next += 1 }
                return next
            }
            condition.wait()
        }
    }

    /// Hands over every outcome that is now next in line (a PDF's pages, in order, count as one input).
    private func deliver(_ index: Int, _ outcomes: [Outcome], sink: @Sendable (Int, Outcome) -> Void) {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        state.withLock { $0.finished[index] = outcomes }
        while let ready = state.withLock({ state -> (Int, [Outcome])? in
            guard let outcomes = state.finished.removeValue(forKey: state.written) else { return nil }
            return (state.written, outcomes)
        }) {
            for outcome in ready.1 { sink(ready.0, outcome) }
            state.withLock { $0.written += 1 }
        }
    }

    /// Reads the file, then decides from its digest whether it is this run's to recognise;
    /// only then asks `engine` for the worker's reader. A PDF gives one outcome a page.
    private func scanFile(_ path: String, engine: () -> Result<ReceiptReader, EngineError>) -> [Outcome] {
        let clock = ContinuousClock()
        let start = clock.now
        let bytes: [UInt8]
        do {
            bytes = try PageReader.fileBytes(at: path, limits: settings.ocr.limits)
        } catch {
            // No content to hash: the path decides which one shard reports the error.
            if !isInShard(path: path) { return [.otherShard(path: path)] }
            return [.failed(ScanRecord(file: path, sha256: nil, extractor: Extractor.version, error: "\(error)"))]
        }
        // Hashed once: the digest both picks the shard and identifies the receipt.
        let sha256 = SHA256.hex(bytes)
        let readSeconds = (clock.now - start).inSeconds
        if let shard = settings.shard, !shard.contains(sha256: sha256) { return [.otherShard(path: path)] }
        if PDFDocument.isPDF(bytes) { return scanPDF(path, bytes: bytes, sha256: sha256, engine: engine) }
        if let problem = PDFDocument.misnamedProblem(path: path, bytes: bytes) {
            return [.failed(ScanRecord(file: path, sha256: sha256, extractor: Extractor.version, error: "\(problem)"))]
        }
        if settings.skip.contains(sha256) { return [.skipped(path: path)] }
        let reader: ReceiptReader
        switch engine() {
        case .success(let made): reader = made
        case .failure(let error):
            return [.failed(ScanRecord(file: path, sha256: sha256, extractor: Extractor.version, error: error.description))]
        }
        do {
            let read = try reader.read(bytes: bytes, sha256: sha256, path: path)
            var record = record(read, file: path, sha256: sha256, readSeconds: readSeconds, reader: reader)
            if let directory = settings.overlayDirectory {
                drawOverlay(&record, read: read, image: bytes, name: path, to: (directory as NSString).appendingPathComponent(path.overlayName))
            }
            return [.scanned(record)]
        } catch {
            return [.failed(ScanRecord(file: path, sha256: sha256, extractor: Extractor.version, error: "\(error)"))]
        }
    }

    /// A PDF: one receipt a page (`file.pdf#page=N`, identified by the file's digest and
    /// the page number), or, with `wholePDF`, one receipt for the file.
    private func scanPDF(
        _ path: String, bytes: [UInt8], sha256: String, engine: () -> Result<ReceiptReader, EngineError>
    ) -> [Outcome] {
        if settings.wholePDF, settings.skip.contains(sha256) { return [.skipped(path: path)] }
        let pages: [PDFPage]
        do {
            pages = try PDFDocument.pages(path: path, bytes: bytes, limits: settings.pdf)
        } catch {
            return [.failed(ScanRecord(file: path, sha256: sha256, extractor: Extractor.version, error: "\(error)"))]
        }
        let pageDigests = pages.map { SHA256.hex(bytes + Array("#page=\($0.number)".utf8)) }
        if !settings.wholePDF, pageDigests.allSatisfy(settings.skip.contains) {
            return pages.map { .skipped(path: PDFPage.name(path, page: $0.number)) }
        }
        let reader: ReceiptReader
        switch engine() {
        case .success(let made): reader = made
        case .failure(let error):
            return [.failed(ScanRecord(file: path, sha256: sha256, extractor: Extractor.version, error: error.description))]
        }
        if settings.wholePDF {
            do {
                let result = try reader.read(pdfPages: pages, in: path, limits: settings.pdf)
                return [.scanned(record(result.read, file: path, sha256: sha256, readSeconds: 0, textLayer: result.fromTextLayer, reader: reader))]
            } catch {
                return [.failed(ScanRecord(file: path, sha256: sha256, extractor: Extractor.version, error: "\(error)"))]
            }
        }
        return zip(pages, pageDigests).map { page, digest in
            let name = PDFPage.name(path, page: page.number)
            if settings.skip.contains(digest) { return .skipped(path: name) }
            do {
                let result = try reader.read(pdfPage: page, in: path, sha256: digest, limits: settings.pdf)
                var record = record(result.read, file: name, sha256: digest, readSeconds: 0, textLayer: result.fromTextLayer, reader: reader)
                if let directory = settings.overlayDirectory {
                    let target = (directory as NSString).appendingPathComponent(name.overlayName)
                    do {
                        let image = try result.rendering ?? PDFDocument.drawing(path: path, page: page, limits: settings.pdf)
                        drawOverlay(&record, read: result.read, image: image, name: name, to: target)
                    } catch {
                        record.ocr?.overlayError = "\(error)"
                    }
                }
                return .scanned(record)
            } catch {
                return .failed(ScanRecord(file: name, sha256: digest, extractor: Extractor.version, error: "\(error)"))
            }
        }
    }

    /// The scan line for a receipt read.
    private func record(
        _ read: ReceiptRead, file: String, sha256: String, readSeconds: Double, textLayer: Bool = false,
        reader: ReceiptReader
    ) -> ScanRecord {
        var timings = read.timings
        timings.decode += readSeconds
        var summary = OCRSummary(
            width: read.page.width, height: read.page.height, words: read.page.words.count,
            rows: read.analysis.rows.count, meanConfidence: (read.page.meanConfidence * 10).rounded() / 10,
            preprocessing: read.page.preprocessing, format: read.format?.rawValue,
            passes: read.passes.count > 1 ? read.passes : nil,
            secondLook: read.secondLookReasons.isEmpty || read.passes.count < 2 ? nil : read.secondLookReasons)
        // Words from a PDF's text layer were read by no model.
        if textLayer { summary.source = OCRSummary.pdfTextLayer } else { summary.model = reader.reader.engine.modelIdentity }
        var record = ScanRecord(
            file: file, sha256: sha256, extractor: Extractor.version, extraction: read.extraction, ocr: summary,
            timings: timings)
        if settings.merchantCandidates { record.merchantCandidates = MerchantTrainingRecord(analysis: read.analysis) }
        return record
    }

    /// Draws the receipt's overlay from the encoded `image`; a failure is noted on the record, which stands.
    private func drawOverlay(_ record: inout ScanRecord, read: ReceiptRead, image: [UInt8], name: String, to target: String) {
        do {
            try Overlay.draw(
                imageBytes: image, name: name, marks: Overlay.marks(words: read.page.words, extraction: read.extraction),
                outline: read.page.preprocessing.paper, to: target)
        } catch {
            // The receipt was read; only its picture is missing, so say so and keep the fields.
            record.error = nil
            record.ocr?.overlayError = "\(error)"
        }
    }

    /// Whether an input that has no content hash (it could not be read) is this shard's.
    private func isInShard(path: String) -> Bool {
        guard let shard = settings.shard else { return true }
        return shard.contains(sha256: SHA256.hex(Array(path.utf8)))
    }

    private func scanDump(_ path: String) -> Outcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            if !isInShard(path: path) { return .otherShard(path: path) }
            return .failed(ScanRecord(file: path, sha256: nil, extractor: Extractor.version, error: "\(path): cannot be read"))
        }
        guard let dump = try? JSONDecoder().decode(OCRDump.self, from: data) else {
            if !isInShard(path: path) { return .otherShard(path: path) }
            return .failed(
                ScanRecord(
                    file: path, sha256: nil, extractor: Extractor.version,
                    error: "\(path): not a word dump from 'receipts ocr --format json'"))
        }
        // The image's digest, as its scan line will carry: a dump and its image share a slice.
        let sha256 = dump.sha256 ?? SHA256.hex([UInt8](data))
        if let shard = settings.shard, !shard.contains(sha256: sha256) { return .otherShard(path: path) }
        if settings.skip.contains(sha256) { return .skipped(path: path) }
        var record = extract(dump.page, file: dump.file, sha256: sha256, format: nil, timings: StageTimings())
        record.ocr?.model = dump.model
        return .scanned(record)
    }

    private func extract(_ page: OCRPage, file: String, sha256: String, format: String?, timings: StageTimings) -> ScanRecord {
        let clock = ContinuousClock()
        let start = clock.now
        let analysis = PageAnalysis(page: page)
        let extraction = Extractor.proposal(from: analysis, options: settings.extraction, receipt: sha256)
        var timings = timings
        timings.extract = (clock.now - start).inSeconds
        let summary = OCRSummary(
            width: page.width, height: page.height, words: page.words.count, rows: analysis.rows.count,
            meanConfidence: (page.meanConfidence * 10).rounded() / 10, preprocessing: page.preprocessing, format: format)
        var record = ScanRecord(
            file: file, sha256: sha256, extractor: Extractor.version, extraction: extraction, ocr: summary,
            timings: timings)
        if settings.merchantCandidates { record.merchantCandidates = MerchantTrainingRecord(analysis: analysis) }
        return record
    }
}
