/// The text of `lmctl --help` and of each command's `--help`.
public enum HelpText {
    /// The overview: commands, global options, environment and exit statuses.
    public static var overview: String {
        var lines = [
            "lmctl — summaries, titles, tags, extraction, correction and chat over any LMCore provider",
            "",
            "USAGE: lmctl <command> [options] [FILE... | -]",
            "",
            "COMMANDS:",
        ]
        let width = (CommandSpec.all.map(\.kind.rawValue.count).max() ?? 0) + 2
        for spec in CommandSpec.all {
            lines.append("  " + pad(spec.kind.rawValue, width) + spec.summary)
        }
        lines += ["", "GLOBAL OPTIONS:"] + optionLines(OptionSpec.global)
        lines.append("  " + pad("--version", optionWidth) + "show the LMCore version")
        lines += ["", "Run 'lmctl <command> --help' for a command's options.", ""] + footer
        return lines.joined(separator: "\n")
    }

    /// A command's help: usage, what it does, its options, the global options, exit statuses.
    /// - Parameter spec: The command.
    /// - Returns: The help text.
    public static func command(_ spec: CommandSpec) -> String {
        var lines = ["USAGE: \(spec.usage)", "", spec.summary]
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        if !spec.options.isEmpty { lines += ["", "OPTIONS:"] + optionLines(spec.options) }
        lines += ["", "GLOBAL OPTIONS:"] + optionLines(OptionSpec.global) + [""] + footer
        return lines.joined(separator: "\n")
    }

    static var footer: [String] {
        [
            "ENVIRONMENT:",
            "  LMCORE_MODEL        GGUF model file, when --model is not given",
            "  LMCORE_SERVER_URL   server base URLs, comma-separated, when --url is not given",
            "  LMCORE_SERVER_MODEL the model a server serves, when --server-model is not given",
            "  LMCORE_SERVER_DIALECT  auto, openai, llama-server, vllm or ollama, when --server-dialect is not given",
            "  LMCORE_SERVER_API_KEY  API key sent to servers as a bearer token (never printed)",
            "  LMCORE_CACHE_DIR    result cache directory (default: $XDG_CACHE_HOME/lmcore or ~/.cache/lmcore)",
            "  NO_COLOR            no color in diagnostics",
            "  LMCORE_MOCK_CHUNK_INTERVAL_MS  pause before each word of a --provider mock text answer",
            "",
            "EXIT STATUS:",
        ] + CommandLineTool.ExitCode.allCases.map { "  \($0.rawValue)  \($0.meaning)" }
    }

    private static let optionWidth = 24

    private static func optionLines(_ options: [OptionSpec]) -> [String] {
        options.map { "  " + pad($0.synopsis, optionWidth) + $0.summary }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + "  " : text + String(repeating: " ", count: width - text.count)
    }
}
