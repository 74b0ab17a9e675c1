import Foundation
import LMCore

/// Runs a task over the inputs of a batch, several at a time, and prints the results in input
/// order as they become ready.
///
/// At most `--jobs` inputs (default: the core count; 1 with llama; 4 per inference server) are in
/// flight at once. A failed input is reported and the batch goes on; the exit status is the most
/// serious failure's.
///
/// With `--stream` (and without `--json`), a task whose result is text prints it as it is
/// generated; the inputs then run one at a time, so the lines come out whole and in order.
struct BatchRunner {
    let context: CommandContext
    let task: DocumentTask
    let provider: ResolvedProvider
    let cache: ResultCache?

    init(context: CommandContext, task: DocumentTask, provider: ResolvedProvider) {
        self.context = context
        self.task = task
        self.provider = provider
        let useCache = task.cacheable && !context.global.noCache
        self.cache =
            useCache ? ResultCache(directory: ResultCache.defaultDirectory(environment: context.variables)) : nil
    }

    /// Runs the batch.
    /// - Parameter items: The inputs, in order.
    /// - Returns: The exit status: success, or the most serious failure's.
    func run(_ items: [InputItem]) async -> CommandLineTool.ExitCode {
        let streams = streaming
        let width = streams ? 1 : max(1, context.global.jobs ?? defaultJobs)
        var printer = BatchPrinter(context: context, total: items.count, showsProgress: !streams)
        var pending: [Int: ItemOutcome] = [:]
        var nextToPrint = 0
        await withTaskGroup(of: (Int, ItemOutcome).self) { group in
            var started = 0
            func startNext() {
                // Once the command is cancelled (Ctrl-C, SIGTERM) no new input is started.
                guard started < items.count, !Task.isCancelled else { return }
                let index = started
                let item = items[index]
                started += 1
                let total = items.count
                group.addTask { (index, await process(item, total: total)) }
            }
            for _ in 0..<min(width, items.count) { startNext() }
            while let (index, outcome) = await group.next() {
                pending[index] = outcome
                while let ready = pending.removeValue(forKey: nextToPrint) {
                    printer.emit(ready)
                    nextToPrint += 1
                }
                startNext()
            }
        }
        // Interrupted: what finished after an unfinished input is printed too, in order.
        for index in pending.keys.sorted() {
            if let outcome = pending[index] { printer.emit(outcome) }
        }
        return printer.finish()
    }

    /// Inputs in flight when `--jobs` is not given: four per inference server when servers serve
    /// first (llama-server's default slot count; the server queues the rest), else one per core,
    /// but one at a time when llama may serve, since a llama context already keeps every core
    /// busy and each session in flight would hold a context of its own.
    var defaultJobs: Int {
        if provider.serverCount > 0 { return 4 * provider.serverCount }
        return provider.model.needsPreparation ? 1 : context.environment.coreCount
    }

    /// Whether results print as they stream: `--stream` without `--json`, for a text task.
    var streaming: Bool {
        context.global.stream && !context.global.json && task.streamingRun != nil
    }

    /// Reads one input, looks it up in the cache, and runs the task on a miss.
    private func process(_ item: InputItem, total: Int) async -> ItemOutcome {
        let source: InputSource
        switch item {
        case .failure(let error):
            return ItemOutcome(
                path: error.path, result: .failed(code: .input, kind: error.kind.rawValue, message: error.description))
        case .source(let value):
            source = value
        }
        let clock = ContinuousClock()
        let readStart = clock.now
        let document: InputDocument
        do {
            switch try InputReader.read(source, standardInput: context.environment.input) {
            case .skipped(let note):
                return ItemOutcome(path: source.path, result: .skipped(note: note))
            case .document(let read):
                document = read
            }
        } catch {
            return ItemOutcome(
                path: source.path, result: .failed(code: .input, kind: error.kind.rawValue, message: error.description))
        }
        var outcome = ItemOutcome(path: document.path, result: .skipped(note: ""), warnings: document.warnings)
        outcome.readTime = clock.now - readStart
        let taskStart = clock.now
        defer { outcome.taskTime = clock.now - taskStart }
        let key = CacheKey(
            input: document.identity,
            task: "\(task.name):\(task.parameters):lmcore-\(LMCoreVersion.current)",
            provider: provider.requested.rawValue,
            model: provider.identity,
            options: CacheOptions.describe(context.global)
        )
        if let cache {
            switch cache.lookup(key) {
            case .hit(let payload):
                if let output = try? JSONDecoder().decode(TaskOutput.self, from: Data(payload.utf8)) {
                    outcome.result = .done(output, cached: true)
                    outcome.taskTime = clock.now - taskStart
                    return outcome
                }
                outcome.warnings.append("\(document.path): the cached result could not be read; it will be rewritten")
            case .damaged(let reason):
                outcome.warnings.append("cache: \(reason); it will be rewritten")
            case .miss:
                break
            }
        }
        let line =
            streaming ? StreamedLine(console: context.console, prefix: total > 1 ? "\(document.path): " : "") : nil
        do {
            var output: TaskOutput
            if let line, let streamingRun = task.streamingRun {
                output = try await streamingRun(document, provider, context.generationOptions, line.show)
                line.finish(with: output.text)
                outcome.streamed = true
            } else {
                output = try await task.run(document, provider, context.generationOptions)
            }
            if let reason = provider.autoReason, output.servedBy.reason == .requested {
                output.servedBy.reason = reason
            }
            outcome.result = .done(output, cached: false)
            if let cache {
                do {
                    try cache.store(try JSONText.encode(output), for: key)
                } catch {
                    outcome.warnings.append(
                        "cache: could not store the result for \(document.path) (\(error.localizedDescription))")
                }
            }
        } catch is CancellationError {
            line?.abandon()
            outcome.result = .interrupted
        } catch  where Task.isCancelled {
            line?.abandon()
            outcome.result = .interrupted
        } catch {
            line?.abandon()
            outcome.result = .failed(
                code: GenerationFailure.exitCode(for: error), kind: "generation",
                message: "\(document.path): \(GenerationFailure.describe(error))")
        }
        outcome.taskTime = clock.now - taskStart
        return outcome
    }
}
