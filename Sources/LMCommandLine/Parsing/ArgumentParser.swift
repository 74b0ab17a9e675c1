import LMServer

/// lmctl's argument parser: pure, so every case can be checked in a table.
///
/// Options may come before or after the command and its operands, as `--name value` or
/// `--name=value`; `--` ends the options; `-` is an operand (standard input). Unknown options
/// and commands are usage errors that suggest the closest spelling.
///
/// ```swift
/// let line = try ArgumentParser.parse(["title", "--provider", "mock", "notes.txt"])
/// // line.action == .run(.title), line.global.provider == .mock, line.operands == ["notes.txt"]
/// ```
public enum ArgumentParser {
    /// Parses a command line.
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: What to do, with the options and operands.
    /// - Throws: ``UsageError`` naming the problem and what to do instead.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        var state = State()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                try state.take(word: argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "--version", state.command == nil {
                state.wantsVersion = true
                continue
            }
            guard let option = state.option(named: name) else {
                throw unknownOption(name, state: state)
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("\(option.name) needs a value (\(option.valueName ?? "VALUE")). \(state.helpHint)")
                }
                try state.set(option, value: value)
            } else {
                if inlineValue != nil {
                    throw UsageError("\(option.name) takes no value. \(state.helpHint)")
                }
                try state.set(option, value: nil)
            }
        }
        return try state.finish()
    }

    private static func unknownOption(_ name: String, state: State) -> UsageError {
        let candidates = state.allowedOptions.map(\.name) + (state.command == nil ? ["--version"] : [])
        var message = "unknown option '\(name)'"
        if let command = state.command { message += " for 'lmctl \(command.rawValue)'" }
        if let closest = EditDistance.closest(to: name, in: candidates) {
            message += "; did you mean '\(closest)'?"
        } else {
            message += "."
        }
        return UsageError("\(message) \(state.helpHint)")
    }

    /// What has been read so far.
    private struct State {
        var command: CommandKind?
        var pendingGroup: String?
        var helpWordSeen = false
        var helpTopic: [String] = []
        var wantsHelp = false
        var wantsVersion = false
        var global = GlobalOptions()
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var operands: [String] = []

        var allowedOptions: [OptionSpec] {
            command.map { CommandSpec.spec(for: $0).allOptions } ?? OptionSpec.global
        }

        var helpHint: String {
            command.map { "Run 'lmctl \($0.rawValue) --help'." } ?? "Run 'lmctl --help'."
        }

        func option(named name: String) -> OptionSpec? {
            allowedOptions.first { $0.name == name || $0.shortName == name }
        }

        mutating func take(word: String) throws(UsageError) {
            if command != nil {
                operands.append(word)
                return
            }
            if helpWordSeen {
                helpTopic.append(word)
                return
            }
            if let group = pendingGroup {
                guard let kind = CommandKind.named(group, word) else {
                    let choices = CommandKind.subcommands(of: group)
                    var message = "'\(word)' is not a '\(group)' command (choose \(choices.joined(separator: " or ")))"
                    if let closest = EditDistance.closest(to: word, in: choices) {
                        message += "; did you mean '\(group) \(closest)'?"
                    }
                    throw UsageError(message + " Run 'lmctl --help'.")
                }
                command = kind
                pendingGroup = nil
                return
            }
            if word == "help" {
                helpWordSeen = true
                return
            }
            if CommandKind.isGroup(word) {
                pendingGroup = word
                return
            }
            guard let kind = CommandKind.named(word, nil) else {
                var message = "unknown command '\(word)'"
                if let closest = EditDistance.closest(to: word, in: CommandKind.firstWords) {
                    message += "; did you mean '\(closest)'?"
                }
                throw UsageError(message + " Run 'lmctl --help' for the commands.")
            }
            command = kind
        }

        mutating func set(_ option: OptionSpec, value: String?) throws(UsageError) {
            switch option.name {
            case "--help": wantsHelp = true
            case "--provider":
                guard let choice = ProviderChoice(rawValue: value ?? "") else {
                    let names = ProviderChoice.allCases.map(\.rawValue)
                    var message = "--provider must be one of \(names.joined(separator: ", ")), not '\(value ?? "")'"
                    if let closest = EditDistance.closest(to: value ?? "", in: names) {
                        message += "; did you mean '\(closest)'?"
                    }
                    throw UsageError(message)
                }
                global.provider = choice
            case "--model": global.modelPath = value
            case "--url":
                guard let url = ServerEndpoints.parse(value ?? "") else {
                    throw UsageError(
                        "--url must be an http:// or https:// URL with a host, such as http://127.0.0.1:8080, "
                            + "not '\(value ?? "")'.")
                }
                global.serverURLs.append(url)
            case "--server-model": global.serverModel = value
            case "--server-dialect":
                guard let dialect = ServerDialect(name: value ?? "") else {
                    throw UsageError(ServerEndpoints.dialectAdvice(for: value ?? "", origin: "--server-dialect"))
                }
                global.serverDialect = dialect
            case "--json": global.json = true
            case "--stream": global.stream = true
            case "--greedy": global.greedy = true
            case "--verbose": global.verbose = true
            case "--quiet": global.quiet = true
            case "--no-cache": global.noCache = true
            case "--temperature":
                guard let number = Double(value ?? ""), number >= 0, number <= 2 else {
                    throw UsageError("--temperature must be a number from 0 to 2, not '\(value ?? "")'.")
                }
                global.temperature = number
            case "--seed":
                guard let number = UInt64(value ?? "") else {
                    throw UsageError("--seed must be a whole number from 0 to \(UInt64.max), not '\(value ?? "")'.")
                }
                global.seed = number
            case "--max-tokens": global.maximumTokens = try positive(option, value)
            case "--threads": global.threads = try positive(option, value)
            case "--context-size": global.contextSize = try positive(option, value)
            case "--jobs": global.jobs = try positive(option, value)
            default:
                if let value {
                    values[option.name] = value
                } else {
                    flags.insert(option.name)
                }
            }
        }

        func positive(_ option: OptionSpec, _ value: String?) throws(UsageError) -> Int {
            guard let number = Int(value ?? ""), number > 0 else {
                throw UsageError("\(option.name) must be a whole number above 0, not '\(value ?? "")'.")
            }
            return number
        }

        func finish() throws(UsageError) -> ParsedCommandLine {
            if helpWordSeen {
                guard let first = helpTopic.first else { return ParsedCommandLine(action: .help(nil)) }
                guard let kind = CommandKind.named(first, helpTopic.dropFirst().first) else {
                    if CommandKind.isGroup(first) { return ParsedCommandLine(action: .help(nil)) }
                    throw UsageError(
                        "no help for '\(helpTopic.joined(separator: " "))': run 'lmctl --help' for the commands.")
                }
                return ParsedCommandLine(action: .help(kind))
            }
            if let group = pendingGroup {
                if wantsHelp { return ParsedCommandLine(action: .help(nil)) }
                let choices = CommandKind.subcommands(of: group).joined(separator: " or ")
                throw UsageError("'\(group)' needs a command: \(choices). Run 'lmctl --help'.")
            }
            if wantsHelp { return ParsedCommandLine(action: .help(command), global: global) }
            guard let command else {
                if wantsVersion { return ParsedCommandLine(action: .version, global: global) }
                return ParsedCommandLine(action: .help(nil), global: global)
            }
            let spec = CommandSpec.spec(for: command)
            for name in spec.requiredOptions where values[name] == nil {
                throw UsageError("'lmctl \(command.rawValue)' needs \(name). Usage: \(spec.usage)")
            }
            try check(operands: spec)
            return ParsedCommandLine(
                action: .run(command), global: global, values: values, flags: flags, operands: operands)
        }

        func check(operands spec: CommandSpec) throws(UsageError) {
            let count = operands.count
            let usage = "Usage: \(spec.usage)"
            switch spec.operands {
            case .none where count > 0:
                throw UsageError("'lmctl \(spec.kind.rawValue)' takes no operands, but got '\(operands[0])'. \(usage)")
            case .one where count != 1:
                let problem = count == 0 ? "needs one operand" : "takes one operand, but got \(count)"
                throw UsageError("'lmctl \(spec.kind.rawValue)' \(problem). \(usage)")
            case .oneOrMore where count == 0:
                throw UsageError(
                    "'lmctl \(spec.kind.rawValue)' needs at least one input (a file, a directory or '-'). \(usage)")
            default:
                return
            }
        }
    }
}
