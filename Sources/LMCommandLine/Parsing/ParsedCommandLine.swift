/// A command line, understood: which command, its options and its operands.
public struct ParsedCommandLine: Sendable, Equatable {
    /// What to do.
    public enum Action: Sendable, Equatable {
        /// Run a command.
        case run(CommandKind)
        /// Show help: for a command, or the overview when `nil`.
        case help(CommandKind?)
        /// Show the version.
        case version
    }

    /// What to do.
    public var action: Action
    /// The global options.
    public var global: GlobalOptions
    /// Values of the command's own options, by long name (such as `--schema`).
    public var values: [String: String]
    /// The command's own flags that were given, by long name (such as `--print`).
    public var flags: Set<String>
    /// The operands, in order.
    public var operands: [String]

    /// Creates a parsed command line.
    public init(
        action: Action,
        global: GlobalOptions = GlobalOptions(),
        values: [String: String] = [:],
        flags: Set<String> = [],
        operands: [String] = []
    ) {
        self.action = action
        self.global = global
        self.values = values
        self.flags = flags
        self.operands = operands
    }
}
