import Foundation
import Synchronization

/// A one-line progress bar on standard error: count, rate and time left.
/// Drawn only when standard error is a terminal.
final class Progress: Sendable {
    private let total: Int
    private let console: Console
    private let enabled: Bool
    private let state: Mutex<(done: Int, started: ContinuousClock.Instant, drawn: Bool)>

    init(total: Int, console: Console, enabled: Bool) {
        self.total = total
        self.console = console
        self.enabled = enabled
        self.state = Mutex((0, ContinuousClock.now, false))
    }

    func advance() {
        guard enabled else { return }
        let line: String = state.withLock { state in
            state.done += 1
            state.drawn = true
            let elapsed = (ContinuousClock.now - state.started).inSeconds
            let rate = elapsed > 0 ? Double(state.done) / elapsed : 0
            let left = rate > 0 ? Double(total - state.done) / rate : 0
            let width = 24
            let filled = total > 0 ? width * state.done / total : width
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
            return String(format: "\r[%@] %d/%d  %.1f/s  ETA %d:%02d ", bar, state.done, total, rate, Int(left) / 60, Int(left) % 60)
        }
        console.status(line)
    }

    /// Erases the bar so a diagnostic line can be printed cleanly.
    func clear() {
        guard enabled else { return }
        let drawn = state.withLock { $0.drawn }
        if drawn { console.status("\r\u{1B}[K") }
    }
}
