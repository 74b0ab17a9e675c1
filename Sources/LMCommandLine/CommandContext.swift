import LMCore

/// What a command runs with: the parsed command line and the environment.
struct CommandContext: Sendable {
    let line: ParsedCommandLine
    let environment: ToolEnvironment

    var global: GlobalOptions { line.global }
    var console: Console { environment.console }
    var variables: [String: String] { environment.variables }

    /// The value of one of the command's own options.
    func value(_ name: String) -> String? { line.values[name] }

    /// Whether one of the command's own flags was given.
    func flag(_ name: String) -> Bool { line.flags.contains(name) }

    /// A note, unless `--quiet`.
    func note(_ message: String) {
        if !global.quiet { console.diagnose("lmctl: " + message) }
    }

    /// A warning, unless `--quiet`.
    func warn(_ message: String) {
        if !global.quiet { console.diagnose("lmctl: " + console.colored("warning:", 33) + " " + message) }
    }

    /// An error; always printed.
    func error(_ message: String) {
        console.diagnose("lmctl: " + console.colored("error:", 31) + " " + message)
    }

    /// A diagnostic for `--verbose`.
    func verbose(_ message: String) {
        if global.verbose { console.diagnose(message) }
    }

    /// Generation options from the global options.
    var generationOptions: GenerationOptions {
        var sampling: GenerationOptions.SamplingMode?
        if global.greedy {
            sampling = .greedy
        } else if let seed = global.seed {
            sampling = .random(probabilityThreshold: 0.95, seed: seed)
        }
        return GenerationOptions(
            sampling: sampling,
            temperature: global.temperature,
            maximumResponseTokens: global.maximumTokens
        )
    }
}
