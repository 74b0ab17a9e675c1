import Foundation
import Testing

/// Paths that are not regular files — a named pipe nobody writes to, a device, an empty
/// directory — given to every path argument: each is refused at once with a clear line, never
/// opened for a read that would block. Every run has a time limit, so a hang fails the test.
@Suite("Named pipes, devices and empty directories as path arguments")
struct SpecialFileProcessTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The arguments; `PIPE` is replaced by the named pipe's path.
        let arguments: [String]
        let status: Int32
        let environment: [String: String]
        var testDescription: String { name }

        init(_ name: String, _ arguments: [String], status: Int32, environment: [String: String] = [:]) {
            self.name = name
            self.arguments = arguments
            self.status = status
            self.environment = environment
        }
    }

    static let cases: [Case] = [
        Case("input operand", ["title", "--provider", "mock", "PIPE"], status: 4),
        Case("extract --schema", ["extract", "--provider", "mock", "--schema", "PIPE", "ok.txt"], status: 4),
        Case("respond --schema", ["respond", "--provider", "mock", "--schema", "PIPE", "hello"], status: 4),
        Case("schema validate --schema", ["schema", "validate", "--schema", "PIPE", "ok.txt"], status: 4),
        Case("schema validate instance", ["schema", "validate", "--schema", "schema.json", "PIPE"], status: 4),
        Case("schema check operand", ["schema", "check", "PIPE"], status: 4),
        Case("tokens operand", ["tokens", "--provider", "fallback", "PIPE"], status: 4),
        Case("chat --transcript", ["chat", "--provider", "mock", "--transcript", "PIPE"], status: 4),
        Case("--model", ["title", "--provider", "llama", "--model", "PIPE", "ok.txt"], status: 3),
        Case(
            "LMCORE_MODEL", ["title", "--provider", "llama", "ok.txt"], status: 3, environment: ["LMCORE_MODEL": "PIPE"]
        ),
    ]

    @Test("a named pipe is refused without blocking", arguments: cases)
    func namedPipe(_ testCase: Case) throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        try lmctl.write("ok.txt", "The budget review is on Monday.")
        try lmctl.write("schema.json", #"{"type": "object"}"#)
        let pipe = lmctl.path("pipe")
        try #require(mkfifo(pipe, 0o600) == 0)
        let arguments = testCase.arguments.map { $0 == "PIPE" ? pipe : $0 }
        let environment = testCase.environment.mapValues { $0 == "PIPE" ? pipe : $0 }
        let result = try lmctl.run(arguments, stdin: "", environment: environment, timeout: 30)
        #expect(!result.timedOut, "lmctl blocked on the pipe")
        #expect(result.status == testCase.status, "\(result.status): \(result.diagnostics)")
        #expect(result.diagnostics.contains(pipe), "the error doesn't name the pipe: \(result.diagnostics)")
        #expect(result.diagnostics.contains("not a regular file"), "\(result.diagnostics)")
    }

    @Test("a device as --schema is refused")
    func device() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        try lmctl.write("ok.txt", "The budget review is on Monday.")
        let result = try lmctl.run(
            ["extract", "--provider", "mock", "--schema", "/dev/zero", "ok.txt"], timeout: 30)
        #expect(!result.timedOut && result.status == 4)
        #expect(result.diagnostics.contains("/dev/zero: is not a regular file"))
    }

    @Test("an empty directory is a note on stderr and exit 4")
    func emptyDirectory() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let folder = lmctl.path("nothing")
        try FileManager.default.createDirectory(atPath: folder + "/.hidden", withIntermediateDirectories: true)
        let result = try lmctl.run(["title", "--provider", "fallback", folder], timeout: 30)
        #expect(result.status == 4)
        #expect(result.output.isEmpty)
        #expect(result.diagnostics.contains("\(folder): is a directory with no files to process"))
    }
}
