import Synchronization
import Testing

@testable import LMCommandLine

@Suite("Progress bars on stderr")
struct ProgressRenderingTests {
    @Test(
        "the load bar fills with the fraction and shows the percentage",
        arguments: [
            (0.0, "loading m.gguf [..........] 0%"),
            (0.42, "loading m.gguf [####......] 42%"),
            (0.999, "loading m.gguf [#########.] 99%"),
            (1.0, "loading m.gguf [##########] 100%"),
            (1.7, "loading m.gguf [##########] 100%"),
            (-0.5, "loading m.gguf [..........] 0%"),
        ]
    )
    func loadBar(fraction: Double, expected: String) {
        #expect(
            LoadIndicator.render(label: "loading m.gguf", fraction: fraction, frame: 0, width: 10, color: false)
                == expected)
    }

    @Test("an unknown fraction shows a spinner frame; color wraps only the label")
    func spinnerAndColor() {
        let frames = (0..<5).map { LoadIndicator.render(label: "loading", fraction: nil, frame: $0, color: false) }
        #expect(frames == ["loading |", "loading /", "loading -", "loading \\", "loading |"])
        #expect(LoadIndicator.render(label: "loading", fraction: .nan, frame: 1, color: false) == "loading /")
        let colored = LoadIndicator.render(label: "loading", fraction: 0.5, frame: 0, width: 4, color: true)
        #expect(colored == "\u{1B}[36mloading\u{1B}[0m [##..] 50%")
    }

    @Test(
        "the batch bar counts finished inputs",
        arguments: [
            (0, 4, "lmctl [........] 0/4"), (1, 4, "lmctl [##......] 1/4"), (3, 4, "lmctl [######..] 3/4"),
            (4, 4, "lmctl [########] 4/4"), (9, 4, "lmctl [########] 4/4"), (0, 0, "lmctl [########] 0/0"),
        ]
    )
    func batchBar(done: Int, total: Int, expected: String) {
        #expect(ProgressBar.render(label: "lmctl", done: done, total: total, width: 8, color: false) == expected)
    }

    /// What a console wrote to standard error.
    final class Written: Sendable {
        private let storage = Mutex("")
        var text: String { storage.withLock { $0 } }
        func add(_ text: String) { storage.withLock { $0 += text } }
    }

    /// A console that records what goes to standard error.
    static func console(terminal: Bool, color: Bool) -> (Console, Written) {
        let written = Written()
        let console = Console(diagnosticsIsTerminal: terminal, usesColor: color) { stream, text in
            if stream == .diagnostics { written.add(text) }
        }
        return (console, written)
    }

    @Test("the load indicator draws only on a terminal, redraws only on change, and clears its line")
    func indicatorDrawing() {
        let (pipe, pipeText) = Self.console(terminal: false, color: true)
        let silent = LoadIndicator(console: pipe, label: "loading", enabled: true)
        silent.spin()
        silent.update(0.5)
        silent.finish()
        #expect(pipeText.text.isEmpty, "nothing is drawn when stderr is not a terminal")

        let (terminal, terminalText) = Self.console(terminal: true, color: false)
        let indicator = LoadIndicator(console: terminal, label: "loading", enabled: true)
        indicator.spin()
        indicator.update(0.5)
        indicator.update(0.501)
        indicator.spin()
        indicator.finish()
        indicator.update(0.9)
        let bar = LoadIndicator.render(label: "loading", fraction: 0.5, frame: 0, color: false)
        #expect(terminalText.text == "\rloading /\r\(bar)\r\u{1B}[2K")
    }

    @Test("NO_COLOR turns color off even on a terminal")
    func noColor() {
        #expect(Console.standard(environment: ["NO_COLOR": "1"]).usesColor == false)
    }
}
