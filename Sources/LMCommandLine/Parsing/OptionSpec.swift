/// One option lmctl understands: its spelling, whether it takes a value, and its help line.
public struct OptionSpec: Sendable, Equatable {
    /// The long spelling, with its dashes, such as `--provider`.
    public let name: String
    /// A one-letter alias, with its dash, such as `-q`.
    public let shortName: String?
    /// The value's placeholder in help (such as `PATH`), or `nil` for a flag.
    public let valueName: String?
    /// What the option does, for `--help`.
    public let summary: String

    /// Creates an option.
    /// - Parameters:
    ///   - name: The long spelling, with its dashes.
    ///   - shortName: A one-letter alias, with its dash.
    ///   - valueName: The value's placeholder in help, or `nil` for a flag.
    ///   - summary: What the option does.
    public init(_ name: String, short shortName: String? = nil, value valueName: String? = nil, _ summary: String) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.summary = summary
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }

    /// The option as help shows it, such as `--model PATH`.
    public var synopsis: String {
        let names = [shortName, name].compactMap { $0 }.joined(separator: ", ")
        return valueName.map { "\(names) \($0)" } ?? names
    }
}

extension OptionSpec {
    /// The options every command accepts.
    public static let global: [OptionSpec] = [
        OptionSpec("--provider", value: "NAME", "auto (default), llama, server, fallback or mock"),
        OptionSpec("--model", value: "PATH", "GGUF model file for llama (default: $LMCORE_MODEL)"),
        OptionSpec(
            "--url", value: "URL", "an OpenAI-compatible server; repeat for a fleet (default: $LMCORE_SERVER_URL)"),
        OptionSpec("--server-model", value: "NAME", "the model the server serves (default: $LMCORE_SERVER_MODEL)"),
        OptionSpec(
            "--server-dialect", value: "NAME",
            "auto (default), openai, llama-server, vllm or ollama: how servers take a schema "
                + "(default: $LMCORE_SERVER_DIALECT)"),
        OptionSpec("--json", "print one JSON object per input on stdout"),
        OptionSpec("--stream", "print text as it is generated, one input at a time (JSON prints whole)"),
        OptionSpec("--temperature", value: "T", "sampling temperature, 0 to 2"),
        OptionSpec("--seed", value: "N", "random seed, for reproducible sampling"),
        OptionSpec("--greedy", "always pick the most likely token"),
        OptionSpec("--max-tokens", value: "N", "the most tokens a response may have"),
        OptionSpec("--threads", value: "N", "CPU threads for llama (default: one per core other processes leave free)"),
        OptionSpec("--context-size", value: "N", "context size for llama, in tokens"),
        OptionSpec(
            "--jobs", short: "-j", value: "N",
            "inputs processed at once (default: the core count; 1 with llama; 4 per server)"),
        OptionSpec("--verbose", short: "-v", "print [FM] availability and used=… lines on stderr"),
        OptionSpec("--quiet", short: "-q", "print no notes or warnings, only errors"),
        OptionSpec("--no-cache", "neither read nor write the result cache"),
        OptionSpec("--help", short: "-h", "show help for the command"),
    ]
}
