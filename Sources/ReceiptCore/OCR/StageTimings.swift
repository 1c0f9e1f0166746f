/// Seconds spent in each stage of reading one receipt (or summed over a batch).
public struct StageTimings: Sendable, Codable, Equatable {
    public var decode: Double
    public var preprocess: Double
    public var recognize: Double
    public var extract: Double
    public var write: Double

    public init(decode: Double = 0, preprocess: Double = 0, recognize: Double = 0, extract: Double = 0, write: Double = 0) {
        self.decode = decode
        self.preprocess = preprocess
        self.recognize = recognize
        self.extract = extract
        self.write = write
    }

    public var total: Double { decode + preprocess + recognize + extract + write }

    public static func + (lhs: StageTimings, rhs: StageTimings) -> StageTimings {
        StageTimings(
            decode: lhs.decode + rhs.decode, preprocess: lhs.preprocess + rhs.preprocess,
            recognize: lhs.recognize + rhs.recognize, extract: lhs.extract + rhs.extract,
            write: lhs.write + rhs.write)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var inSeconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
