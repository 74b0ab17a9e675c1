import Synchronization

/// A one-line indicator on standard error while a model loads: a bar with the fraction loaded,
/// or a spinner while the fraction is unknown. Drawn only when standard error is a terminal.
///
/// Progress comes from the loading thread, often many times a second; the line is redrawn only
/// when what it shows changes.
final class LoadIndicator: Sendable {
    private struct State {
        var shown = ""
        var frame = 0
        var sawFraction = false
        var finished = false
    }

    private let console: Console
    private let label: String
    private let enabled: Bool
    private let state = Mutex(State())

    /// The spinner's frames, plain ASCII so any terminal shows them.
    static let frames = ["|", "/", "-", "\\"]
    /// The width of the bar, between its brackets.
    static let barWidth = 30

    /// Creates an indicator; it draws nothing unless `enabled` and standard error is a terminal.
    /// - Parameters:
    ///   - console: Where to draw.
    ///   - label: What is loading, such as `loading tiny.gguf`.
    ///   - enabled: Whether drawing is wanted (not with `--quiet`).
    init(console: Console, label: String, enabled: Bool) {
        self.console = console
        self.label = label
        self.enabled = enabled && console.diagnosticsIsTerminal
    }

    /// The line for a fraction loaded, or for a spinner frame when the fraction is unknown.
    /// - Parameters:
    ///   - label: What is loading.
    ///   - fraction: The fraction loaded, 0...1 (clamped), or `nil` when unknown.
    ///   - frame: Which spinner frame to show when the fraction is unknown.
    ///   - width: The bar's width between its brackets.
    ///   - color: Whether to color the label (cyan).
    /// - Returns: The line, without a carriage return or line break.
    static func render(label: String, fraction: Double?, frame: Int, width: Int = barWidth, color: Bool) -> String {
        let name = color ? "\u{1B}[36m\(label)\u{1B}[0m" : label
        guard let fraction, fraction.isFinite else {
            return "\(name) \(frames[((frame % frames.count) + frames.count) % frames.count])"
        }
        let clamped = min(1, max(0, fraction))
        let filled = Int((clamped * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: max(0, width - filled))
        return "\(name) [\(bar)] \(Int((clamped * 100).rounded(.down)))%"
    }

    /// Shows a fraction loaded.
    func update(_ fraction: Double) {
        draw(fraction: fraction)
    }

    /// Shows the next spinner frame; does nothing once a fraction was shown.
    func spin() {
        draw(fraction: nil)
    }

    /// Clears the line; nothing is drawn afterwards.
    func finish() {
        guard enabled else { return }
        state.withLock { state in
            guard !state.finished else { return }
            state.finished = true
            if !state.shown.isEmpty { console.writeDiagnostics("\r\u{1B}[2K") }
        }
    }

    private func draw(fraction: Double?) {
        guard enabled else { return }
        state.withLock { state in
            guard !state.finished else { return }
            if fraction == nil {
                guard !state.sawFraction else { return }
                state.frame += 1
            } else {
                state.sawFraction = true
            }
            let line = Self.render(label: label, fraction: fraction, frame: state.frame, color: console.usesColor)
            guard line != state.shown else { return }
            state.shown = line
            console.writeDiagnostics("\r" + line)
        }
    }
}
