/// Prints a batch's outcomes in input order: results on stdout, everything else on stderr.
struct BatchPrinter {
    private let context: CommandContext
    private let total: Int
    private var progress: ProgressBar
    private var done = 0
    private var failures = 0
    private var skipped = 0
    private var status = CommandLineTool.ExitCode.success

    /// Creates the printer of a batch.
    /// - Parameters:
    ///   - context: The command's context.
    ///   - total: How many inputs the batch has.
    ///   - showsProgress: Whether a progress bar may be drawn (not while results stream).
    init(context: CommandContext, total: Int, showsProgress: Bool = true) {
        self.context = context
        self.total = total
        self.progress = ProgressBar(
            console: context.console, total: total, label: "lmctl", enabled: showsProgress && !context.global.quiet)
    }

    /// Prints one outcome and advances the progress bar.
    mutating func emit(_ outcome: ItemOutcome) {
        progress.clear()
        for warning in outcome.warnings { context.warn(warning) }
        switch outcome.result {
        case .done(let output, let cached):
            context.verbose(
                "[FM] \(outcome.path) \(output.servedBy) cached=\(cached) pieces=\(output.pieces)")
            if context.global.json {
                context.console.print(record(outcome, output: output, cached: cached))
            } else if !outcome.streamed {
                printText(output.text, path: outcome.path)
            }
        case .skipped(let note):
            skipped += 1
            context.note(note)
        case .interrupted:
            break
        case .failed(let code, let kind, let message):
            failures += 1
            status = status.worst(code)
            context.error(message)
            if context.global.json {
                let error = JSONText.object([
                    ("status", String(code.rawValue)), ("kind", JSONText.string(kind)),
                    ("message", JSONText.string(message)),
                ])
                context.console.print(JSONText.object([("input", JSONText.string(outcome.path)), ("error", error)]))
            }
        }
        done += 1
        progress.update(done: done)
    }

    /// Clears the progress bar, reports how many inputs failed, and returns the exit status.
    mutating func finish() -> CommandLineTool.ExitCode {
        progress.clear()
        if failures > 0, total > 1 {
            let skippedNote = skipped > 0 ? " (\(skipped) skipped)" : ""
            context.error("\(failures) of \(total - skipped) inputs failed\(skippedNote).")
        }
        return status
    }

    private func printText(_ text: String, path: String) {
        guard total > 1 else {
            context.console.print(text)
            return
        }
        if text.contains("\n") {
            context.console.print("==> \(path) <==\n\(text)\n")
        } else {
            context.console.print("\(path): \(text)")
        }
    }

    private func record(_ outcome: ItemOutcome, output: TaskOutput, cached: Bool) -> String {
        let timings = JSONText.object([
            ("readMilliseconds", JSONText.milliseconds(outcome.readTime)),
            ("taskMilliseconds", JSONText.milliseconds(outcome.taskTime)),
            ("totalMilliseconds", JSONText.milliseconds(outcome.readTime + outcome.taskTime)),
        ])
        let usage = JSONText.object([
            ("promptTokens", String(output.usage.promptTokens)),
            ("cachedPromptTokens", String(output.usage.cachedPromptTokens)),
            ("responseTokens", String(output.usage.responseTokens)),
        ])
        return JSONText.object([
            ("input", JSONText.string(outcome.path)),
            ("provider", JSONText.string(output.servedBy.provider)),
            ("model", JSONText.string(output.servedBy.model)),
            ("reason", JSONText.string(output.servedBy.reason.description)),
            ("cached", cached ? "true" : "false"),
            ("pieces", String(output.pieces)),
            ("timings", timings),
            ("usage", usage),
            ("result", output.resultJSON),
        ])
    }
}
