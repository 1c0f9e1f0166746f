import Foundation
import ReceiptCore
import ReceiptOCR

/// `receipts explain IMAGE`: the rows as read, every candidate, and why each field won.
public struct ExplainCommand: Equatable, Sendable {
    public var image = ""
    public var overlay: String?
    public var dateOrder: DateOrder = .auto
    public var catalogs: [String] = []
    public var ledger: String?
    public var memory = true
    public var singlePass = false
    public var settings = OCRSettings()

    static let help = """
        receipts explain — how Receipts read one receipt and why it chose each field

        Usage: receipts explain IMAGE [--overlay FILE.png] [--date-order O] [OCR options]

        IMAGE may also be a word dump from 'receipts ocr --format json'.

        Prints the rows as read (with the labels and amounts found on each) by the first
        read and by every later read the page took, then for each field the value, its rule,
        confidence and reason, the row it came from, and every candidate it beat with the
        reason that one lost.

        Options:
          --overlay FILE.png  also draw word boxes (grey) and the chosen fields on the image:
                              merchant blue, date green, total red, other amounts orange
          --date-order O      auto (default), dmy, mdy or ymd
          --single-pass       read the page once, without the second look at hard pages
        \(CatalogLoader.help)
        \(CatalogLoader.memoryHelp)
        \(OCRSettings.help)
          -h, --help          show this help
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> ExplainCommand {
        var command = ExplainCommand()
        var cursor = ArgumentCursor(arguments, command: "explain")
        var positionals: [String] = []
        while let item = cursor.next() {
            switch item {
            case .positional(let path):
                positionals.append(path)
            case .option("--overlay", let inline):
                command.overlay = try cursor.value(for: "--overlay", inline: inline)
            case .option("--single-pass", let inline):
                try cursor.flag("--single-pass", inline: inline)
                command.singlePass = true
            case .option("--catalog", let inline):
                command.catalogs.append(try cursor.value(for: "--catalog", inline: inline))
            case .option("--ledger", let inline):
                command.ledger = try cursor.value(for: "--ledger", inline: inline)
            case .option("--no-memory", let inline):
                try cursor.flag("--no-memory", inline: inline)
                command.memory = false
            case .option("--date-order", let inline):
                let text = try cursor.choice(for: "--date-order", inline: inline, from: DateOrder.allCases.map(\.rawValue))
                command.dateOrder = DateOrder(rawValue: text) ?? .auto
            case .option(let option, let inline):
                guard try command.settings.parse(option, inline: inline, cursor: &cursor) else { throw cursor.unknown(option) }
            }
        }
        guard positionals.count == 1 else {
            throw UsageError("Give exactly one image (or word dump) to explain.", command: "explain")
        }
        command.image = positionals[0]
        return command
    }

    func run(console: Console) -> ExitCode {
        let catalog: MerchantCatalog
        let remembered: HouseholdMemory
        do {
            (catalog, remembered) = try CatalogLoader.load(
                catalogs, memoryLedger: memory ? LedgerCommand.path(ledger) : nil, console: console)
        } catch {
            console.diagnostic("Error: \(error)")
            return .dataError
        }
        let options = ExtractionOptions(dateOrder: dateOrder, today: ScanCommand.today(), catalog: catalog, memory: remembered)
        let analysis: PageAnalysis
        let extraction: Extraction
        var passes: [String] = []
        var laterReads: [LaterRead] = []
        var imagePath: String? = image
        do {
            if image.lowercased().hasSuffix(".json") {
                let data = try Data(contentsOf: URL(fileURLWithPath: image))
                let dump = try JSONDecoder().decode(OCRDump.self, from: data)
                analysis = PageAnalysis(page: dump.page)
                extraction = Extractor.proposal(from: analysis, options: options, receipt: dump.sha256)
                imagePath = FileManager.default.fileExists(atPath: dump.file) ? dump.file : nil
            } else {
                // The same reader as 'receipts scan', so the explanation is of what scan proposes.
                let reader = try ReceiptReader(
                    ocr: settings.options, extraction: options,
                    secondPass: singlePass ? nil : ReceiptReader.defaultSecondPass)
                let read = try reader.read(NamedReceipt(image, limits: settings.options.limits))
                analysis = read.analysis
                extraction = read.extraction
                passes = read.passes
                laterReads = read.laterReads
                if !read.secondLookReasons.isEmpty, read.passes.count > 1 {
                    passes[1] += " because: " + read.secondLookReasons.joined(separator: ", ")
                }
            }
        } catch let error as OCRError {
            console.diagnostic("Error: \(error)")
            return .dataError
        } catch {
            console.diagnostic("Error: \(image): not a word dump from 'receipts ocr --format json' (\(error.localizedDescription))")
            return .dataError
        }
        console.raw(
            Explanation.render(
                file: image, analysis: analysis, extraction: extraction, passes: passes,
                laterReads: laterReads, memory: remembered.isEmpty ? nil : remembered.shops.count))
        if let overlay {
            guard let imagePath else {
                console.diagnostic("Error: the image behind \(image) is not at hand, so no overlay was drawn.")
                return .dataError
            }
            do {
                try Overlay.draw(
                    source: imagePath, marks: Overlay.marks(words: analysis.page.words, extraction: extraction),
                    outline: analysis.page.preprocessing.paper, to: overlay)
                console.diagnostic("Overlay written to \(overlay).")
            } catch {
                console.diagnostic("Error: \(error)")
                return .failure
            }
        }
        return .success
    }
}

/// The text of `receipts explain`, built from the analysis and extraction alone.
enum Explanation {
    /// Row text, values, reasons and the file name come from OCR and from the folder, so
    /// every line is escaped whole: a terminal escape read off a receipt is shown, not run.
    /// One line per row: index, top, height, confidence, text, and what was found on it.
    static func rowLines(_ analysis: PageAnalysis) -> [String] {
        analysis.rows.map { row in
            var line = String(format: "  %3d  y=%5d h=%3d c=%3d  ", row.index, row.row.box.y0, row.row.height, Int(row.row.confidence))
            line += row.text
            var notes: [String] = []
            if !row.kinds.isEmpty { notes.append(row.kinds.keys.map(\.rawValue).sorted().joined(separator: ",")) }
            if !row.amounts.isEmpty { notes.append("amounts " + row.amounts.map(\.parsed.amount.decimalString).joined(separator: " ")) }
            if !row.dates.isEmpty { notes.append("date") }
            if !notes.isEmpty { line += "   [" + notes.joined(separator: "; ") + "]" }
            return line
        }
    }

    static func render(
        file: String, analysis: PageAnalysis, extraction: Extraction, passes: [String] = [],
        laterReads: [LaterRead] = [], memory: Int? = nil
    ) -> String {
        let page = analysis.page
        let p = page.preprocessing
        var lines = [file]
        lines.append(
            "  \(page.width)×\(page.height) px, \(page.words.count) words in \(analysis.rows.count) rows, "
                + "mean OCR confidence \(Int(page.meanConfidence.rounded()))")
        var reading = String(
            format: "  read at scale %.2f, deskewed %.2f°, page segmentation mode %d", p.scale, p.deskewDegrees,
            p.pageSegmentationMode)
        if let height = p.textHeight { reading += String(format: ", text %.0f px tall before scaling", height) }
        lines.append(reading)
        if let paper = p.paper {
            let corners = paper.corners.map { "(\(Int($0.x.rounded())), \(Int($0.y.rounded())))" }.joined(separator: " ")
            var note = "  the receipt's outline was found in the photo, its corners at \(corners): "
            if p.steps.contains(where: { $0.hasPrefix("paper outlined and flattened") }) {
                note += "the paper inside it was cut out and flattened"
                if p.unevenLighting == true { note += ", then its lighting evened out (background normalisation on the paper alone)" }
            } else {
                note += "seen square-on, so the page was read whole"
            }
            lines.append(note)
        }
        if passes.count > 1 { lines.append("  reads: " + passes.joined(separator: "; ")) }
        lines += ["", "Rows as read in the first pass (index, top, height, confidence; labels and amounts found):"]
        lines += rowLines(analysis)
        // A field that only a later read found came from rows the first pass does not show.
        for later in laterReads {
            lines += ["", "Rows as read in the \(later.name):"]
            lines += rowLines(later.analysis)
        }
        lines += ["", "Household memory:"]
        if let recognised = extraction.memory {
            lines.append("  this receipt " + recognised.sentence)
            if !recognised.totalLabels.isEmpty {
                lines.append("  its totals were confirmed under " + recognised.totalLabels.map { "'\($0)'" }.joined(separator: ", "))
            }
            if !recognised.dateOrders.isEmpty { lines.append("  its dates were printed " + recognised.dateOrders.joined(separator: ", ")) }
        } else if let memory {
            lines.append("  none of the \(memory) shops the ledger's grades confirm matches this receipt: read as a first visit")
        } else {
            lines.append("  not used (no ledger with graded receipts, or --no-memory)")
        }
        lines += ["", "Fields:"]
        for name in FieldName.allCases {
            let label = name.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            guard let field = extraction.fields[name] else {
                lines.append("  \(label) —  (\(extraction.missing[name] ?? "not found"))")
                continue
            }
            var line = "  \(label) \(field.value)   rule \(field.rule), confidence \(String(format: "%.2f", field.confidence))"
            if field.derived == true { line += ", derived (computed, not read)" }
            if let source = field.source { line += ", from the \(source)" }
            lines.append(line)
            lines.append("            why: \(field.reason)")
            for evidence in ConfidenceModel.evidenceLines(name, field) { lines.append("            " + evidence) }
            for evidence in HouseholdMemory.evidenceLines(name, field) { lines.append("            " + evidence) }
            if let row = field.row {
                lines.append("            from: \"\(row)\"" + (field.box.map { "  at \($0)" } ?? ""))
            } else if let box = field.box {
                lines.append("            at \(box)")
            }
            for candidate in field.rejected.prefix(6) {
                var line = "            beat \(candidate.value) (\(candidate.rule)): \(candidate.lost)"
                if let row = candidate.row { line += " — \"\(row)\"" }
                lines.append(line)
            }
            if field.rejected.count > 6 { lines.append("            … and \(field.rejected.count - 6) more") }
        }
        lines += ["", "Paper class suggested: \(extraction.paper.paper) (\(extraction.paper.reason))"]
        return lines.map(\.escapingControlCharacters).joined(separator: "\n") + "\n"
    }
}
