import Foundation

/// A progress bar on standard error for long runs: `[#######······] 120/400 files`.
///
/// It is drawn only when standard error is a terminal (a log file or pipe gets nothing), and
/// only once the run has taken longer than `delay`, so quick runs never flash a bar. `NO_COLOR`
/// takes away its colour, not the bar. Workers on many threads call `advance()`.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let color: Bool
    private let delay: TimeInterval
    private let width = 30
    private let start = Date()
    private let lock = NSLock()
    private var done = 0
    private var drawn = false
    private var lastDrawn = -1

    /// A bar counting up to `total` `label`s; `enabled` false makes every call do nothing.
    init(total: Int, label: String, enabled: Bool, color: Bool, delay: TimeInterval = 0.4) {
        self.total = total
        self.label = label
        self.enabled = enabled && total > 0
        self.color = color
        self.delay = delay
    }

    /// The bar for standard error: drawn when it is a terminal that takes escapes (not
    /// `TERM=dumb`: the bar clears its line with one), coloured unless `NO_COLOR` has a value.
    static func standardError(total: Int, label: String) -> ProgressBar {
        let terminal = Platform.isTerminal(Platform.standardError)
        let ansi = Terminal.allowsANSI()
        return ProgressBar(total: total, label: label, enabled: terminal && Platform.environment("TERM") != "dumb", color: ansi)
    }

    /// Counts one more item done, redrawing when the drawn width would change.
    func advance() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        guard drawn || Date().timeIntervalSince(start) >= delay else { return }
        let filled = done * width / total
        // Redrawing only when the bar or the hundredth changes keeps writes to a few hundred.
        let step = filled * 1000 + done * 100 / total
        guard step != lastDrawn || done == total else { return }
        lastDrawn = step
        drawn = true
        write(line(filled: filled))
    }

    /// Clears the bar's line when it was drawn, so output that follows starts clean.
    func finish() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        if drawn { write("\r\u{1B}[2K") }
        drawn = false
    }

    /// The bar's text for `filled` cells.
    func line(filled: Int) -> String {
        let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
        let painted = color ? "\u{1B}[36m\(bar)\u{1B}[0m" : bar
        return "\r[\(painted)] \(done)/\(total) \(label)"
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { try? Platform.write(Platform.standardError, $0) }
    }
}
