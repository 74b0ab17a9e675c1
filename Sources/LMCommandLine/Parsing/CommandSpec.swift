/// How a command is called: its options, its operands and its help.
public struct CommandSpec: Sendable {
    /// How many operands a command takes.
    public enum Operands: Sendable, Equatable {
        /// None.
        case none
        /// Exactly one.
        case one
        /// One or more.
        case oneOrMore
        /// Any number, including none.
        case any
    }

    /// The command.
    public let kind: CommandKind
    /// The operands in the usage line, such as `FILE... | -`.
    public let operandSynopsis: String
    /// How many operands it takes.
    public let operands: Operands
    /// What the command does, in one line.
    public let summary: String
    /// More about the command, for its `--help`.
    public let discussion: String
    /// The options only this command accepts.
    public let options: [OptionSpec]
    /// The options of `options` the command can't run without.
    public let requiredOptions: [String]

    /// Creates a command description.
    public init(
        _ kind: CommandKind,
        operands: Operands,
        synopsis operandSynopsis: String,
        summary: String,
        discussion: String = "",
        options: [OptionSpec] = [],
        required requiredOptions: [String] = []
    ) {
        self.kind = kind
        self.operands = operands
        self.operandSynopsis = operandSynopsis
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.requiredOptions = requiredOptions
    }

    /// Every option the command accepts: its own, then the global ones.
    public var allOptions: [OptionSpec] { options + OptionSpec.global }

    /// The option spelled `spelling` (long or short), if the command accepts it.
    public func option(named spelling: String) -> OptionSpec? {
        allOptions.first { $0.name == spelling || $0.shortName == spelling }
    }

    /// The usage line, such as `lmctl title [options] FILE... | -`.
    public var usage: String {
        var parts = ["lmctl", kind.rawValue]
        for name in requiredOptions {
            if let option = option(named: name) { parts.append(option.synopsis) }
        }
        parts.append("[options]")
        if !operandSynopsis.isEmpty { parts.append(operandSynopsis) }
        return parts.joined(separator: " ")
    }
}
