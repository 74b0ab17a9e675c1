import Synchronization

/// One input's text result printed as it streams, for `--stream`: what each partial value adds,
/// then the rest of the final value and a line break.
///
/// The printed text is exactly what the batch would print without `--stream`: `PATH: ` first
/// when the batch has several inputs, and nothing at all until the first partial value (so an
/// input that fails before any text prints nothing on standard output).
final class StreamedLine: Sendable {
    private let console: Console
    private let prefix: String
    private let printed = Mutex<String?>(nil)

    /// Creates the line of one input.
    /// - Parameters:
    ///   - console: Where to print.
    ///   - prefix: What goes before the text, such as `notes.txt: ` in a batch.
    init(console: Console, prefix: String) {
        self.console = console
        self.prefix = prefix
    }

    /// Prints what a partial value adds to what was printed.
    func show(_ partial: String) {
        printed.withLock { printed in
            let done = printed ?? ""
            guard partial.count > done.count, partial.hasPrefix(done) else { return }
            console.write((printed == nil ? prefix : "") + String(partial.dropFirst(done.count)))
            printed = partial
        }
    }

    /// Prints the rest of the final value and ends the line.
    ///
    /// A final value that doesn't extend what was printed (the text jobs never make one) is
    /// printed whole on a line of its own, so the result is never lost.
    func finish(with value: String) {
        printed.withLock { printed in
            guard let done = printed else {
                console.write(prefix + value + "\n")
                printed = value
                return
            }
            if value.hasPrefix(done) {
                console.write(String(value.dropFirst(done.count)) + "\n")
            } else {
                console.write("\n" + prefix + value + "\n")
            }
            printed = value
        }
    }

    /// Ends a line that was started, after a failure.
    func abandon() {
        printed.withLock { printed in
            if printed != nil { console.write("\n") }
        }
    }
}
