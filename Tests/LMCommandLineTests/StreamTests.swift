import Foundation
import LMCommandLine
import Synchronization
import Testing

@Suite("lmctl --stream")
struct StreamTests {
    /// Everything written to standard output, piece by piece, with when it was written.
    final class Recorder: Sendable {
        private let writes = Mutex<[(ContinuousClock.Instant, String)]>([])
        var pieces: [(ContinuousClock.Instant, String)] { writes.withLock { $0 } }
        var text: String { pieces.map(\.1).joined() }
        func record(_ text: String) { writes.withLock { $0.append((.now, text)) } }
    }

    static let interval = 60

    /// Runs lmctl in this process with the mock pausing between words.
    static func run(_ arguments: [String], in lmctl: LMCTL) async -> (CommandLineTool.ExitCode, Recorder) {
        let recorder = Recorder()
        let status = await CommandLineTool.run(
            arguments: arguments,
            variables: [
                "LMCORE_CACHE_DIR": lmctl.cacheDirectory.path, "LMCORE_MOCK_CHUNK_INTERVAL_MS": String(interval),
            ],
            output: recorder.record, diagnostics: { _ in })
        return (status, recorder)
    }

    @Test(
        "text arrives piece by piece while the mock generates, and equals the output without --stream",
        arguments: [
            ["title", "--provider", "mock", "--no-cache"],
            ["preview", "--provider", "mock", "--no-cache"],
            ["respond", "--provider", "mock"],
        ]
    )
    func arrivesIncrementally(command: [String]) async throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let operand =
            command[0] == "respond"
            ? "Please name three rivers that flow through France"
            : try lmctl.write("note.txt", "The quarterly budget review is on Monday at ten in Paris.")
        let (status, streamed) = await Self.run(command + ["--stream", operand], in: lmctl)
        #expect(status == .success)
        let pieces = streamed.pieces.filter { !$0.1.isEmpty }
        #expect(pieces.count >= 4, "words are printed as they arrive: \(pieces.map(\.1))")
        if let first = pieces.first, let last = pieces.last {
            #expect(last.0 - first.0 >= .milliseconds(3 * Self.interval), "the pieces came over time, not at once")
        }
        let (plainStatus, plain) = await Self.run(command + [operand], in: lmctl)
        #expect(plainStatus == .success)
        #expect(plain.pieces.count == 1, "without --stream the result is printed at once")
        #expect(streamed.text == plain.text)
    }

    @Test(
        "a batch streams in order with the same lines as without --stream, structured results print whole",
        arguments: ["title", "preview", "summarize", "tags", "conversation"], ["mock", "fallback"]
    )
    func batchMatches(command: String, provider: String) throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        try lmctl.write("notes/a.txt", "The quarterly budget review is on Monday at ten in Paris with Alice.")
        try lmctl.write("notes/b.txt", "Send the signed contract to the legal team before Friday, please.")
        try lmctl.write("notes/c.bin", data: Data([0, 1, 2, 3]))
        let arguments = [command, "--provider", provider, "--no-cache", lmctl.path("notes")]
        let plain = try lmctl.run(arguments)
        let streamed = try lmctl.run(arguments + ["--stream"])
        #expect(plain.status == 0 && streamed.status == 0, "\(streamed.diagnostics)")
        #expect(!plain.output.isEmpty)
        #expect(streamed.output == plain.output)
    }

    @Test("respond --stream with a schema prints the final JSON, the same as without --stream")
    func structuredRespond() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let schema = try lmctl.write("s.json", #"{"type":"object","properties":{"city":{"type":"string"}}}"#)
        for provider in ["mock", "fallback"] {
            let arguments = ["respond", "--provider", provider, "--schema", schema, "Where is the meeting? In Paris."]
            let plain = try lmctl.run(arguments)
            let streamed = try lmctl.run(arguments + ["--stream"])
            #expect(plain.status == 0 && streamed.status == 0, "\(streamed.diagnostics)")
            #expect(streamed.output == plain.output)
            #expect(streamed.output.contains("\"city\""))
        }
    }

    @Test("--stream with --json prints the same records, one per input")
    func json() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("note.txt", "The quarterly budget review is on Monday at ten in Paris.")
        let streamed = try lmctl.run(["title", "--provider", "mock", "--no-cache", "--stream", "--json", file])
        #expect(streamed.status == 0)
        let records = try streamed.jsonLines()
        #expect(records.count == 1)
        #expect(records.first?["result"] as? String == "The quarterly budget review is")
    }
}
