/// Walks a command line one argument at a time, the way each command's parser wants it.
///
/// Options are `--name value` or `--name=value`; `--` ends options. Nothing here
/// prints or exits: every mistake is a thrown ``UsageError``.
struct ArgumentCursor {
    private var arguments: [String]
    private var position = 0
    private var optionsEnded = false
    let command: String?

    init(_ arguments: [String], command: String?) {
        self.arguments = arguments
        self.command = command
    }

    /// One parsed argument.
    enum Item: Equatable {
        case option(String, inlineValue: String?)
        case positional(String)
    }

    mutating func next() -> Item? {
        guard position < arguments.count else { return nil }
        let argument = arguments[position]
        position += 1
        if !optionsEnded, argument == "--" {
            optionsEnded = true
            return next()
        }
        if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                return .option(String(argument[..<equals]), inlineValue: String(argument[argument.index(after: equals)...]))
            }
            return .option(argument, inlineValue: nil)
        }
        return .positional(argument)
    }

    /// The value of the option just read: its `=value` part, or the next argument.
    mutating func value(for option: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard position < arguments.count else {
            throw UsageError("The option '\(option)' needs a value.", command: command)
        }
        let value = arguments[position]
        position += 1
        return value
    }

    /// An integer option value within `range`.
    mutating func integer(for option: String, inline: String?, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        let text = try value(for: option, inline: inline)
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                "The option '\(option)' takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'.",
                command: command)
        }
        return number
    }

    /// An option value that must be one of `choices`.
    mutating func choice(for option: String, inline: String?, from choices: [String]) throws(UsageError) -> String {
        let text = try value(for: option, inline: inline)
        guard choices.contains(text) else {
            throw UsageError(
                "The option '\(option)' takes one of \(choices.joined(separator: ", ")), not '\(text)'.",
                command: command)
        }
        return text
    }

    func unknown(_ option: String) -> UsageError {
        UsageError("Unknown option '\(option)'.", command: command)
    }

    /// Options that take no value must not be given one.
    func flag(_ option: String, inline: String?) throws(UsageError) {
        if inline != nil {
            throw UsageError("The option '\(option)' takes no value.", command: command)
        }
    }
}
