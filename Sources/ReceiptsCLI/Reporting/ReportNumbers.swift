import ReceiptCore

/// How report numbers are written, the same in every format: fixed decimals and
/// no locale, so a golden file is the same on every machine.
enum ReportNumbers {
    /// `87.5` for 0.875: a proportion in percent, one decimal.
    static func percent(_ proportion: Double) -> String {
        fixed(proportion * 100, decimals: 1)
    }

    /// `+6.3` / `−12.0`: a change in percentage points, signed.
    static func points(_ difference: Double) -> String {
        let text = fixed(abs(difference) * 100, decimals: 1)
        if text == "0.0" { return "±0.0" }
        return (difference < 0 ? "−" : "+") + text
    }

    /// `51.0–100.0%`.
    static func interval(_ interval: WilsonInterval) -> String {
        "\(percent(interval.lower))–\(percent(interval.upper))%"
    }

    /// `12 (87.5%)`: a count and its share of `n`.
    static func count(_ count: Int, of n: Int) -> String {
        n == 0 ? String(count) : "\(count) (\(percent(Double(count) / Double(n)))%)"
    }

    /// `95 %` for 0.95, `97.5 %` for 0.975: a threshold, without a needless decimal.
    static func threshold(_ proportion: Double) -> String {
        let tenths = fixed(proportion * 100, decimals: 1)
        return (tenths.hasSuffix(".0") ? String(tenths.dropLast(2)) : tenths) + " %"
    }

    /// A proportion with four decimals, for CSV.
    static func proportion(_ value: Double) -> String {
        fixed(value, decimals: 4)
    }

    /// Rounds half away from zero on the decimal value; `String(format:)` would
    /// round the binary one and print `-0.0`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled.isFinite, scaled < 1e15 else { return value.isFinite ? String(value) : "n/a" }
        let whole = Int(scaled)
        let unit = Int(scale)
        var text = String(whole / unit)
        if decimals > 0 {
            let fraction = String(whole % unit)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return (value < 0 && whole != 0 ? "-" : "") + text
    }
}
