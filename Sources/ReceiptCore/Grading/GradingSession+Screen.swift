import Foundation

/// What the grading session shows: one compact screen per question, as plain text
/// the CLI prints as is (it only adds clearing the terminal), control characters escaped.
extension GradingSession {
    /// The screen for the current question, without the prompt line.
    public var screen: String {
        var lines: [String] = []
        guard let position else {
            lines.append("All \(receiptCount) receipt\(receiptCount == 1 ? " is" : "s are") graded.")
            if ungradable > 0 { lines.append("(\(ungradable) scan line(s) could not be read and are not graded.)") }
            lines.append("This session recorded \(recordedCount) event\(recordedCount == 1 ? "" : "s").")
            lines.append(Self.rule)
            lines += showingHelp ? Self.help : ["b back to the last receipt · u undo · ? help · q quit"]
            if let message { lines.append("» " + message) }
            return Self.screenText(lines)
        }
        let receipt = receipts[position.receipt]
        let left = remainingCount
        lines.append("receipt \(position.receipt + 1) of \(receiptCount) · \(Self.clip(receipt.file, 40)) · \(left) left to grade")
        let confirmed = confirmedPaper(receipt)
        if let confirmed {
            lines.append("paper: \(confirmed)")
        } else {
            lines.append("paper: \(suggestedPaper(receipt))? (not confirmed)")
        }
        if let shop = recognised?.receipt == position.receipt ? recognised?.shop : nil {
            lines.append("shop: \(Self.clip(shop.sentence, 72))")
        }
        lines.append(Self.rule)
        switch position.step {
        case .paper: lines += paperQuestion(receipt, confirmed: confirmed)
        case .field(let field):
            lines += fieldQuestion(field, of: receipt)
            // Re-tagging from a field: the numbers must be on screen.
            if prompt == .tag { lines += classGrid(marking: confirmed ?? suggestedPaper(receipt)) }
        }
        lines.append(Self.rule)
        lines += progressLines(receipt, current: position.step)
        if showingHelp {
            lines += Self.help
        } else {
            lines.append(keyLine(position.step))
        }
        if let message { lines.append("» " + message) }
        return Self.screenText(lines)
    }

    /// The line under the screen where the input goes.
    public var promptText: String {
        switch prompt {
        case .truth(let field):
            if field == .merchant, let shop = recognised?.shop {
                "true merchant (= for '\(Self.clip(shop.name, 40).escapingControlCharacters)', Enter = unknown): "
            } else {
                "true \(field) (Enter = unknown): "
            }
        case .tag: "paper class — number or new name (Enter = keep): "
        case nil: "> "
        }
    }

    /// One paragraph for the end of a session: what was recorded and what is left.
    public var summary: String {
        let left = remainingCount
        var text = "This session recorded \(recordedCount) event\(recordedCount == 1 ? "" : "s"). "
        text += "\(receiptCount - left) of \(receiptCount) receipt\(receiptCount == 1 ? " is" : "s are") fully graded"
        text += left == 0 ? "." : "; \(left) left — run the same command to resume."
        return text
    }

    /// Every key, for `?` and for the documentation.
    public static let help: [String] = [
        "c  correct — usable as is          l  close — a small edit fixes it",
        "m  miss — wrong or absent          s  skip this field (recorded as skip)",
        "   after l or m: type the true value and Enter (Enter alone = unknown)",
        "Enter  paper question: accept the suggested class (c does too);",
        "       a field already graded: keep its grade and go on",
        "1–9  paper question: pick that class   t  re-tag the paper class any time",
        "u  undo the last event of this session; its question is asked again",
        "b  back to the previous receipt    o  open the image ($RECEIPTS_VIEWER)",
        "?  this help                       q  quit — everything is already saved",
    ]

    static let rule = String(repeating: "─", count: 64)

    private func paperQuestion(_ receipt: Receipt, confirmed: PaperClass?) -> [String] {
        var lines: [String] = []
        let suggested = suggestedPaper(receipt)
        if let confirmed {
            lines.append("Paper class: \(confirmed) (confirmed) — Enter keeps it.")
        } else if let tagged = events(of: receipt).last(where: { $0.kind == .paper }) {
            lines.append("Paper class? \(suggested), as tagged by \(tagged.grader).")
        } else if let guess = receipt.record.extraction?.paper {
            let question = "Paper class? suggested \(guess.paper)"
            lines.append(question + (guess.reason.isEmpty ? "." : ": \(Self.clip(guess.reason, 76 - question.count))."))
        } else {
            lines.append("Paper class? suggested \(suggested).")
        }
        return lines + classGrid(marking: confirmed ?? suggested)
    }

    /// The classes by number, a few to a row, the current one starred.
    private func classGrid(marking current: PaperClass) -> [String] {
        var lines: [String] = []
        var row = "  "
        func finish() { lines.append(String(row.reversed().drop(while: { $0 == " " }).reversed())) }
        for (index, paper) in classes.enumerated() {
            let cell = "\(index + 1) \(paper)\(paper == current ? "*" : "")"
            if row.count + cell.count + 2 > 66, row.count > 2 {
                finish()
                row = "  "
            }
            row += cell.padding(toLength: max(cell.count + 2, 20), withPad: " ", startingAt: 0)
        }
        if row.count > 2 { finish() }
        return lines
    }

    private func fieldQuestion(_ field: FieldName, of receipt: Receipt) -> [String] {
        var lines: [String] = []
        let number = (receipt.fields.firstIndex(of: field) ?? 0) + 1
        lines.append("\(field) — field \(number) of \(receipt.fields.count)")
        if let proposal = receipt.record.extraction?.fields[field] {
            var proposed = "  proposed  \(proposal.value)"
            if proposal.text != proposal.value { proposed += "   (printed \"\(Self.clip(proposal.text, 30))\")" }
            lines.append(proposed)
            if let row = proposal.row {
                lines.append("  evidence  \(Self.clip(row, 66))")
            }
            let confidence = Int((proposal.confidence * 100).rounded())
            lines.append("  rule      \(proposal.rule) (\(confidence) %)\(proposal.derived == true ? ", computed" : "")")
            if !proposal.reason.isEmpty { lines.append("  why       \(Self.clip(proposal.reason, 66))") }
        } else {
            lines.append("  proposed  nothing")
            if let reason = receipt.record.extraction?.missing[field] {
                lines.append("  why       \(Self.clip(reason, 66))")
            }
        }
        if let graded = grade(of: field, in: receipt), let value = graded.grade {
            lines.append("  graded    \(value)" + (prompt == nil ? " — Enter keeps it, or grade again" : ""))
        }
        if let truth = truth(of: field, in: receipt) {
            lines.append("  truth     \(truth)")
        }
        return lines
    }

    /// `merchant correct · date close · [total] · tip …`: the receipt at a glance,
    /// wrapped to fit an 80-column terminal.
    private func progressLines(_ receipt: Receipt, current: Step) -> [String] {
        let cells = receipt.fields.map { field -> String in
            let mark = grade(of: field, in: receipt)?.grade?.rawValue ?? "…"
            return current == .field(field) ? "[\(field)]" : "\(field) \(mark)"
        }
        var lines: [String] = []
        var line = ""
        for cell in cells {
            if line.isEmpty {
                line = cell
            } else if line.count + 3 + cell.count > 78 {
                lines.append(line + " ·")
                line = cell
            } else {
                line += " · " + cell
            }
        }
        return lines + [line]
    }

    private func keyLine(_ step: Step) -> String {
        switch step {
        case .paper:
            return "Enter/c accept · 1–\(min(9, classes.count)) pick · t new name │ u undo  b back  o open  ?  q"
        case .field:
            return "c correct · l close · m miss · s skip │ u undo  t tag  b back  o open  ?  q"
        }
    }

    /// File names, OCR text, typed values and tags from the ledger all reach the screen,
    /// and any of them may hold a terminal escape (`ESC [2J` clears the screen) or a
    /// newline: each line is escaped whole, so no value can drive the terminal or fake a line.
    private static func screenText(_ lines: [String]) -> String {
        lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }

    static func clip(_ text: String, _ width: Int) -> String {
        text.count > width ? String(text.prefix(width - 1)) + "…" : text
    }
}
