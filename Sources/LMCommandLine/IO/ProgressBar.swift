/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
struct ProgressBar {
    private let console: Console
    private let total: Int
    private let label: String
    private let enabled: Bool
    private var drawn = false

    /// Creates a bar; it draws nothing unless standard error is a terminal and `enabled` is true.
    init(console: Console, total: Int, label: String, enabled: Bool) {
        self.console = console
        self.total = total
        self.label = label
        self.enabled = enabled && console.diagnosticsIsTerminal && total > 1
    }

    /// Redraws the bar with `done` items finished.
    mutating func update(done: Int) {
        guard enabled else { return }
        let width = 30
        let filled = total == 0 ? width : min(width, done * width / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        console.writeDiagnostics("\r\(console.colored(label, 36)) [\(bar)] \(done)/\(total)")
        drawn = true
    }

    /// Clears the bar's line before other text is written to standard error.
    mutating func clear() {
        guard drawn else { return }
        console.writeDiagnostics("\r\u{1B}[2K")
        drawn = false
    }
}
