import LMCommandLine
import LMServer
import Testing

@Suite("Argument parser")
struct ArgumentParserTests {
    struct Accepted: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let action: ParsedCommandLine.Action
        let operands: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "command lines that parse to an action and operands",
        arguments: [
            Accepted(arguments: [], action: .help(nil), operands: []),
            Accepted(arguments: ["--help"], action: .help(nil), operands: []),
            Accepted(arguments: ["-h"], action: .help(nil), operands: []),
            Accepted(arguments: ["--version"], action: .version, operands: []),
            Accepted(arguments: ["help", "title"], action: .help(.title), operands: []),
            Accepted(arguments: ["help", "schema", "check"], action: .help(.schemaCheck), operands: []),
            Accepted(arguments: ["title", "--help"], action: .help(.title), operands: []),
            Accepted(arguments: ["schema", "validate", "-h"], action: .help(.schemaValidate), operands: []),
            Accepted(arguments: ["title", "a.txt", "b.txt"], action: .run(.title), operands: ["a.txt", "b.txt"]),
            Accepted(arguments: ["summarize", "-"], action: .run(.summarize), operands: ["-"]),
            Accepted(arguments: ["tags", "--", "--odd-name"], action: .run(.tags), operands: ["--odd-name"]),
            Accepted(arguments: ["schema", "check", "s.json"], action: .run(.schemaCheck), operands: ["s.json"]),
            Accepted(arguments: ["cache", "stats"], action: .run(.cacheStats), operands: []),
            Accepted(arguments: ["cache", "clear"], action: .run(.cacheClear), operands: []),
            Accepted(arguments: ["doctor"], action: .run(.doctor), operands: []),
            Accepted(arguments: ["chat"], action: .run(.chat), operands: []),
            Accepted(arguments: ["respond", "Hello there"], action: .run(.respond), operands: ["Hello there"]),
            Accepted(arguments: ["--provider", "mock", "title", "x"], action: .run(.title), operands: ["x"]),
        ]
    )
    func accepts(_ example: Accepted) throws {
        let line = try ArgumentParser.parse(example.arguments)
        #expect(line.action == example.action)
        #expect(line.operands == example.operands)
    }

    @Test("global options are typed, before or after the command, spaced or with =")
    func globalOptions() throws {
        let line = try ArgumentParser.parse([
            "--provider=mock", "title", "--model", "m.gguf", "--json", "--stream", "--temperature", "0.5",
            "--seed=42", "--greedy", "--max-tokens", "64", "--threads", "2", "--context-size", "2048",
            "-j", "3", "-v", "-q", "--no-cache", "notes.txt",
        ])
        var expected = GlobalOptions()
        expected.provider = .mock
        expected.modelPath = "m.gguf"
        expected.json = true
        expected.stream = true
        expected.temperature = 0.5
        expected.seed = 42
        expected.greedy = true
        expected.maximumTokens = 64
        expected.threads = 2
        expected.contextSize = 2048
        expected.jobs = 3
        expected.verbose = true
        expected.quiet = true
        expected.noCache = true
        #expect(line.global == expected)
        #expect(line.operands == ["notes.txt"])
    }

    @Test(
        "--server-dialect takes each dialect's name, in any case",
        arguments: [
            ("auto", ServerDialect.automatic), ("openai", .openAI), ("llama-server", .llamaServer), ("vllm", .vLLM),
            ("ollama", .ollama), ("VLLM", .vLLM),
        ])
    func serverDialect(_ name: String, _ expected: ServerDialect) throws {
        let line = try ArgumentParser.parse(["title", "--server-dialect", name, "a.txt"])
        #expect(line.global.serverDialect == expected)
        let joined = try ArgumentParser.parse(["--server-dialect=\(name)", "title", "a.txt"])
        #expect(joined.global.serverDialect == expected)
        #expect(try ArgumentParser.parse(["title", "a.txt"]).global.serverDialect == nil)
    }

    @Test("command options land in values and flags")
    func commandOptions() throws {
        let extract = try ArgumentParser.parse(["extract", "--schema", "s.json", "in.txt"])
        #expect(extract.values == ["--schema": "s.json"])
        let check = try ArgumentParser.parse(["schema", "check", "--print", "a.json"])
        #expect(check.flags == ["--print"])
        let doctor = try ArgumentParser.parse(["doctor", "--require-model"])
        #expect(doctor.flags == ["--require-model"])
    }

    struct Rejected: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let mentions: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "bad command lines are usage errors that say what to do",
        arguments: [
            Rejected(arguments: ["title", "--jsn", "a"], mentions: ["'--jsn'", "did you mean '--json'"]),
            Rejected(arguments: ["title", "--provdier", "mock", "a"], mentions: ["did you mean '--provider'"]),
            Rejected(arguments: ["--verison"], mentions: ["did you mean '--version'"]),
            Rejected(arguments: ["titel", "a"], mentions: ["unknown command 'titel'", "did you mean 'title'"]),
            Rejected(arguments: ["schema", "chek", "a"], mentions: ["did you mean 'schema check'"]),
            Rejected(arguments: ["cache"], mentions: ["clear or stats"]),
            Rejected(arguments: ["title"], mentions: ["at least one input"]),
            Rejected(arguments: ["respond"], mentions: ["needs one operand"]),
            Rejected(arguments: ["respond", "a", "b"], mentions: ["takes one operand, but got 2"]),
            Rejected(arguments: ["doctor", "extra"], mentions: ["takes no operands"]),
            Rejected(arguments: ["extract", "in.txt"], mentions: ["needs --schema"]),
            Rejected(arguments: ["title", "--provider", "lama", "a"], mentions: ["did you mean 'llama'"]),
            Rejected(arguments: ["title", "--temperature", "hot", "a"], mentions: ["--temperature", "'hot'"]),
            Rejected(arguments: ["title", "--temperature", "3", "a"], mentions: ["from 0 to 2"]),
            Rejected(arguments: ["title", "--seed", "-1", "a"], mentions: ["--seed"]),
            Rejected(arguments: ["title", "--max-tokens", "0", "a"], mentions: ["above 0"]),
            Rejected(arguments: ["title", "a", "--model"], mentions: ["--model needs a value"]),
            Rejected(arguments: ["title", "--json=yes", "a"], mentions: ["--json takes no value"]),
            Rejected(arguments: ["title", "--schema", "s", "a"], mentions: ["for 'lmctl title'"]),
            Rejected(arguments: ["help", "bogus"], mentions: ["no help for 'bogus'"]),
            Rejected(
                arguments: ["title", "--server-dialect", "vlm", "a"],
                mentions: [
                    "--server-dialect must be one of auto, openai, llama-server, vllm, ollama, not 'vlm'",
                    "did you mean 'vllm'",
                ]),
            Rejected(arguments: ["title", "--server-dialect", "", "a"], mentions: ["--server-dialect must be one of"]),
            Rejected(arguments: ["title", "a", "--server-dialect"], mentions: ["--server-dialect needs a value"]),
        ]
    )
    func rejects(_ example: Rejected) {
        #expect {
            try ArgumentParser.parse(example.arguments)
        } throws: { error in
            guard let usage = error as? UsageError else { return false }
            return example.mentions.allSatisfy { usage.message.contains($0) }
        }
    }

    @Test(
        "edit distance",
        arguments: [("", "", 0), ("json", "json", 0), ("jsn", "json", 1), ("kitten", "sitting", 3), ("", "ab", 2)]
    )
    func distance(_ lhs: String, _ rhs: String, _ expected: Int) {
        #expect(EditDistance.between(lhs, rhs) == expected)
        #expect(EditDistance.between(rhs, lhs) == expected)
    }

    @Test("a far-off word gets no suggestion")
    func noSuggestion() {
        #expect(EditDistance.closest(to: "--zzzzzzzz", in: OptionSpec.global.map(\.name)) == nil)
    }
}
