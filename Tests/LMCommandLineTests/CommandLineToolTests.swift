import LMCommandLine
import LMCore
import Testing

@Suite("lmctl entry point")
struct CommandLineToolTests {
    final class Captured {
        var output: [String] = []
        var diagnostics: [String] = []
    }

    func run(_ arguments: [String]) async -> (CommandLineTool.ExitCode, Captured) {
        let captured = Captured()
        let code = await CommandLineTool.run(
            arguments: arguments,
            output: { captured.output.append($0) },
            diagnostics: { captured.diagnostics.append($0) }
        )
        return (code, captured)
    }

    @Test("--version prints the package version")
    func version() async {
        let (code, captured) = await run(["--version"])
        #expect(code == .success)
        #expect(captured.output == ["lmctl \(LMCoreVersion.current)"])
    }

    @Test("--help documents the exit codes", arguments: [[], ["--help"], ["-h"]])
    func help(arguments: [String]) async {
        let (code, captured) = await run(arguments)
        #expect(code == .success)
        #expect(captured.output.joined().contains("2 usage error"))
    }

    @Test("an unknown option is a usage error on stderr")
    func unknownOption() async {
        let (code, captured) = await run(["--frobnicate"])
        #expect(code == .usage)
        #expect(captured.output.isEmpty)
        #expect(captured.diagnostics.first?.contains("--frobnicate") == true)
    }
}
