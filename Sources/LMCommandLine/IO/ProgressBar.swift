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

    /// The bar's line for `done` of `total` items.
    /// - Parameters:
    ///   - label: The label before the bar.
    ///   - done: Items finished (clamped to 0...total).
    ///   - total: Items in all.
    ///   - width: The bar's width between its brackets.
    ///   - color: Whether to color the label (cyan).
    /// - Returns: The line, without a carriage return or line break.
    static func render(label: String, done: Int, total: Int, width: Int = 30, color: Bool) -> String {
        let finished = min(max(0, done), max(0, total))
        let filled = total <= 0 ? width : min(width, finished * width / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let name = color ? "\u{1B}[36m\(label)\u{1B}[0m" : label
        return "\(name) [\(bar)] \(finished)/\(total)"
    }

    /// Redraws the bar with `done` items finished.
    mutating func update(done: Int) {
        guard enabled else { return }
        console.writeDiagnostics("\r" + Self.render(label: label, done: done, total: total, color: console.usesColor))
        drawn = true
    }

    /// Clears the bar's line before other text is written to standard error.
    mutating func clear() {
        guard drawn else { return }
        console.writeDiagnostics("\r\u{1B}[2K")
        drawn = false
    }
}
