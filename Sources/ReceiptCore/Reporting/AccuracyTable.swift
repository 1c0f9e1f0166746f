/// Correct / close / miss counts per field.
public struct AccuracyTable: Sendable, Equatable {
    public struct Counts: Sendable, Equatable {
        public var correct = 0
        public var close = 0
        public var miss = 0
        /// Close or missed proposals that beat a candidate holding the true value.
        public var beaten = 0

        public init(correct: Int = 0, close: Int = 0, miss: Int = 0, beaten: Int = 0) {
            self.correct = correct
            self.close = close
            self.miss = miss
            self.beaten = beaten
        }

        public var n: Int { correct + close + miss }
        public var correctRate: Double { n == 0 ? 0 : Double(correct) / Double(n) }
        /// The rate a perfect choice among the candidates read would reach.
        public var reachRate: Double { n == 0 ? 0 : Double(correct + beaten) / Double(n) }

        public mutating func add(_ grade: Grade, beatCorrectCandidate: Bool = false) {
            if beatCorrectCandidate, grade != .correct, grade != .skip { beaten += 1 }
            switch grade {
            case .correct: correct += 1
            case .close: close += 1
            case .miss: miss += 1
            case .skip: break
            }
        }
    }

    public var counts: [FieldName: Counts] = [:]

    public init() {}

    public mutating func add(_ field: FieldName, _ grade: Grade, beatCorrectCandidate: Bool = false) {
        counts[field, default: Counts()].add(grade, beatCorrectCandidate: beatCorrectCandidate)
    }

    /// A fixed-width text table, fields in their usual order. `beaten` counts the close
    /// and missed proposals whose evidence holds a candidate with the true value (a
    /// ranking miss; the rest were never read right); `reach%` is the correct rate a
    /// perfect choice among the candidates read would give.
    public func rendered(title: String) -> String {
        var lines = [title, "field       n  correct  close  miss  correct%  beaten  reach%"]
        for field in FieldName.allCases {
            guard let c = counts[field], c.n > 0 else { continue }
            let name = field.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            let grades = "\(pad(c.n, 4))  \(pad(c.correct, 7))  \(pad(c.close, 5))  \(pad(c.miss, 4))"
            lines.append("\(name) \(grades)  \(pad(percent(c.correctRate), 8))  \(pad(c.beaten, 6))  \(pad(percent(c.reachRate), 6))")
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ value: Int, _ width: Int) -> String { TextColumn.right(value, width) }
    private func pad(_ text: String, _ width: Int) -> String { TextColumn.right(text, width) }
    private func percent(_ rate: Double) -> String { TextColumn.percent(rate) }
}
