import Foundation
import ReceiptCore

/// `receipts grade SCANS.jsonl`: grade proposals into the ledger, by hand or against truth labels.
public struct GradeCommand: Equatable, Sendable {
    public var scans: String = ""
    public var ledger: String?
    public var truth: String?
    public var overlay: String?
    /// Grade against labels without copying their values into the ledger.
    public var recordTruth = true
    /// With --truth: the paper class of receipts whose label names none.
    public var paper: PaperClass?
    /// Whether the ledger's grades are the household's memory in the prompts (`--no-memory`).
    public var memory = true

    static let help = """
        receipts grade — grade each proposed field correct / close / miss into the ledger

        Usage: receipts grade SCANS.jsonl [--ledger FILE] [--overlay DIR]
               receipts grade SCANS.jsonl --truth DIR [--ledger FILE]

        Shows each receipt of SCANS.jsonl (the output of 'receipts scan') that the
        ledger does not show as fully graded, from where grading stopped: first its
        paper class, then merchant, date and total, and every other field proposed,
        each with the row it was read from. Every key is written to the ledger at once.

        Keys:
          c / l / m     correct (usable as is) / close (a small edit fixes it) / miss;
                        after l or m, type the true value (Enter alone = unknown)
          s             skip the field (recorded as a skip; not asked again)
          Enter or c    at the paper question: accept the suggested class;
                        on a field already graded: keep its grade
          1-9, t        pick a paper class by number / re-tag at any time (a number
                        or a new name)
          u             undo the last event of this session (asked again, on
                        whichever receipt it was)
          b             back to the previous receipt
          o             open the image (or its overlay) with $RECEIPTS_VIEWER
          ?  q          help / quit (Ctrl-C also quits; nothing is lost)

        On a terminal each key acts at once. When standard input is not a terminal,
        give one key or value per line (an empty line is Enter), so grading can be
        scripted: printf '\\nc\\nl\\n12.30\\n' | receipts grade scans.jsonl

        Options:
          --ledger FILE       the ledger to append to (default: $RECEIPTS_LEDGER, or
                              Grading/ledger.jsonl in the current folder)
          --overlay DIR       annotated PNGs from 'receipts scan --overlay DIR': o opens
                              DIR/<image name>.png instead of the image when it exists
          --truth DIR         grade automatically against truth labels DIR/<image name>.json
                              with the written rules, as grader truth:<DIR name> (the parent's
                              name when DIR is called labels), and print
                              the correct / close / miss table and how often the
                              suggested paper class matches the labelled one
          --paper CLASS       with --truth: the paper class of receipts whose label has none
                              (a whole data set of phone photos, say)
          --no-truth-values   with --truth: record the grades but not the labels' values
                              (for label sets whose terms do not allow copying them)
          --no-memory         do not show which of the household's shops a receipt
                              matches, nor offer its confirmed name (by default the
                              screen names the shop the ledger's earlier grades
                              recognise, and '=' at the true merchant takes its name)
          -h, --help          show this help
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> GradeCommand {
        var command = GradeCommand()
        var cursor = ArgumentCursor(arguments, command: "grade")
        var positionals: [String] = []
        while let item = cursor.next() {
            switch item {
            case .positional(let path):
                positionals.append(path)
            case .option("--ledger", let inline):
                command.ledger = try cursor.value(for: "--ledger", inline: inline)
            case .option("--truth", let inline):
                command.truth = try cursor.value(for: "--truth", inline: inline)
            case .option("--overlay", let inline):
                command.overlay = try cursor.value(for: "--overlay", inline: inline)
            case .option("--paper", let inline):
                let text = try cursor.value(for: "--paper", inline: inline)
                guard let paper = PaperClass.normalised(text) else {
                    throw UsageError("The option '--paper' takes a paper class such as photo, not '\(text)'.", command: "grade")
                }
                command.paper = paper
            case .option("--no-memory", let inline):
                try cursor.flag("--no-memory", inline: inline)
                command.memory = false
            case .option("--no-truth-values", let inline):
                try cursor.flag("--no-truth-values", inline: inline)
                command.recordTruth = false
            case .option(let option, _):
                throw cursor.unknown(option)
            }
        }
        guard positionals.count == 1 else {
            throw UsageError("Give exactly one scan file (the JSON lines from 'receipts scan').", command: "grade")
        }
        command.scans = positionals[0]
        if command.truth == nil, !command.recordTruth || command.paper != nil {
            throw UsageError("--no-truth-values and --paper only apply to grading with --truth.", command: "grade")
        }
        if command.truth != nil, command.overlay != nil {
            throw UsageError("--overlay is for grading by hand; it means nothing with --truth.", command: "grade")
        }
        return command
    }

    /// The ledger path: the option, then `$RECEIPTS_LEDGER`, then `Grading/ledger.jsonl`.
    var ledgerPath: String { LedgerCommand.path(ledger) }

    func run(console: Console) -> ExitCode {
        let records: [ScanRecord]
        do {
            records = try ScanFile.read(scans, console: console)
        } catch {
            console.diagnostic("Error: \(error)")
            return .dataError
        }
        guard let truth else { return gradeInteractively(records, console: console) }
        return gradeAgainstTruth(records, labels: truth, console: console)
    }

    func gradeAgainstTruth(_ records: [ScanRecord], labels: String, console: Console) -> ExitCode {
        let ledger = Ledger(path: ledgerPath)
        guard let contents = ledger.read(reportingTo: console) else { return .failure }
        let state = LedgerState(events: contents.events)
        // `sroie/labels` is named after its data set, not after the generic `labels`.
        let folder = URL(fileURLWithPath: labels).standardizedFileURL
        let source =
            folder.lastPathComponent == "labels"
            ? folder.deletingLastPathComponent().lastPathComponent.lowercased() : folder.lastPathComponent
        let grader = "truth:\(source)"
        let timestamp = LedgerEvent.timestamp()
        var table = AccuracyTable()
        var papers = PaperSuggestionTally()
        var events: [LedgerEvent] = []
        var unlabelled = 0
        for record in records where record.error == nil {
            let stem = ((record.file as NSString).lastPathComponent as NSString).deletingPathExtension
            let labelPath = (labels as NSString).appendingPathComponent(stem + ".json")
            guard let data = FileManager.default.contents(atPath: labelPath),
                var label = try? TruthLabel(json: data)
            else {
                unlabelled += 1
                continue
            }
            if label.paper == nil { label.paper = paper }
            if let known = label.paper, let suggested = record.extraction?.paper.paper {
                papers.add(known: known, suggested: suggested)
            }
            let beaten = TruthGrader.beaten(of: record, against: label)
            for (field, grade) in TruthGrader.grades(of: record, against: label) {
                table.add(field, grade, beatCorrectCandidate: beaten.contains(field))
            }
            events += TruthGrader.events(for: record, truth: label, grader: grader, state: state, at: timestamp)
                .filter { recordTruth || $0.kind != .truth }
        }
        // Receipts that could not be read still count: each labelled field is a miss.
        for record in records where record.error != nil {
            let stem = ((record.file as NSString).lastPathComponent as NSString).deletingPathExtension
            let labelPath = (labels as NSString).appendingPathComponent(stem + ".json")
            guard let data = FileManager.default.contents(atPath: labelPath), let label = try? TruthLabel(json: data) else { continue }
            for (field, grade) in TruthGrader.grades(of: record, against: label) { table.add(field, grade) }
        }
        do {
            try ledger.append(events)
        } catch {
            console.diagnostic("Error: \(error)")
            return .failure
        }
        console.line(table.rendered(title: "Graded \(records.count) receipts against \(labels) (\(grader)):"))
        if papers.n > 0 { console.line(papers.rendered()) }
        if unlabelled > 0 { console.diagnostic("note: \(unlabelled) receipt(s) have no label in \(labels) and were not graded") }
        console.diagnostic("\(events.count) event(s) appended to \(ledgerPath).")
        return .success
    }
}

/// Reads the JSON lines written by `receipts scan`.
enum ScanFile {
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String, console: Console) throws -> [ScanRecord] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "\(path): cannot be read")
        }
        var records: [ScanRecord] = []
        let decoder = JSONDecoder()
        for (number, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            guard let record = try? decoder.decode(ScanRecord.self, from: Data(line)) else {
                console.diagnostic("warning: \(path):\(number + 1): not a scan record, skipped")
                continue
            }
            records.append(record)
        }
        return records
    }
}
