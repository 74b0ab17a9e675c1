import Foundation
import LMCore
import LMServerTestSupport
import Synchronization
import Testing

/// lmctl with `--provider server`: stub servers for what must happen exactly, and a real
/// llama-server for the whole path.
@Suite("lmctl: inference servers")
struct ServerProcessTests {
    /// Counts the requests a stub holds at once.
    final class InFlight: Sendable {
        private let counts = Mutex((now: 0, most: 0))

        /// Marks a request as started, and returns how many are in flight with it.
        func enter() -> Int {
            counts.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
                return $0.now
            }
        }

        /// Marks a request as finished.
        func leave() { counts.withLock { $0.now -= 1 } }

        /// The most requests that were ever in flight at once.
        var most: Int { counts.withLock { $0.most } }
    }

    /// A stub that lists one model and answers every chat request with a title, holding each
    /// request until `together` are in flight (or 20 s pass), so concurrency shows whatever the
    /// machine's speed.
    static func titleServer(together: Int = 1, inFlight: InFlight = InFlight()) throws -> StubHTTPServer {
        try StubHTTPServer { request, _ in
            if request.path.hasSuffix("/models") { return StubResponses.models(["stub-model"]) }
            let count = inFlight.enter()
            defer { inFlight.leave() }
            let deadline = Date().addingTimeInterval(120)
            var seen = count
            while seen < together, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
                seen = max(seen, inFlight.most)
            }
            return StubResponses.stream([StubResponses.text("Quarterly "), StubResponses.text("Budget Review")])
        }
    }

    @Test("--provider server --url sends the document to the server and prints its title")
    func titleFromServer() throws {
        let server = try Self.titleServer()
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let note = try lmctl.write("note.txt", "The budget committee met on Tuesday to review the quarter's spending.")
        let result = try lmctl.run(["title", "--provider", "server", "--url", server.baseURL.absoluteString, note])
        #expect(result.status == 0, "\(result.diagnostics)")
        #expect(result.output == "Quarterly Budget Review\n")
        let chat = try #require(server.requests.first { $0.path == "/v1/chat/completions" })
        #expect(String(decoding: chat.body, as: UTF8.self).contains("review the quarter"))
        #expect(server.requests.first?.path == "/v1/models")
    }

    @Test("-j N sends at most N requests at once, and N do run together", arguments: [1, 3])
    func jobsBoundConcurrency(jobs: Int) throws {
        let inFlight = InFlight()
        let server = try Self.titleServer(together: jobs, inFlight: inFlight)
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let files = try (1...6).map { try lmctl.write("doc\($0).txt", "Document number \($0) is about the budget.") }
        let result = try lmctl.run(
            ["title", "--provider", "server", "--url", server.baseURL.absoluteString, "-j", "\(jobs)", "--no-cache"]
                + files)
        #expect(result.status == 0, "\(result.diagnostics)")
        #expect(result.output.split(separator: "\n").count == 6)
        #expect(inFlight.most == jobs)
    }

    @Test("LMCORE_SERVER_URL names the servers when --url is not given")
    func environmentURL() throws {
        let server = try Self.titleServer()
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let note = try lmctl.write("note.txt", "Budget notes.")
        let result = try lmctl.run(
            ["title", "--provider", "server", note], environment: ["LMCORE_SERVER_URL": server.baseURL.absoluteString])
        #expect(result.status == 0, "\(result.diagnostics)")
        #expect(result.output == "Quarterly Budget Review\n")
    }

    @Test("doctor probes each server: one line per URL with its own answer")
    func doctorProbesEachServer() throws {
        let server = try Self.titleServer()
        let (socket, port) = try StubHTTPServer.listen()
        close(socket)
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let dead = "http://127.0.0.1:\(port)"
        let result = try lmctl.run(["doctor", "--url", server.baseURL.absoluteString, "--url", dead, "--require-model"])
        #expect(result.status == 0, "\(result.diagnostics)")
        let lines = result.output.split(separator: "\n").filter { $0.hasPrefix("server") }
        #expect(lines.count == 2)
        #expect(lines.first?.contains("available") == true && lines.first?.contains("unavailable") == false)
        #expect(lines.last?.contains("connection refused by 127.0.0.1:\(port)") == true)
        #expect(lines.last?.contains("url=\(dead)") == true)
    }

    @Test("wrong or missing servers are clear errors; auto falls back when the server is down")
    func badServers() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let note = try lmctl.write("note.txt", "The budget committee met on Tuesday.")
        let missing = try lmctl.run(["title", "--provider", "server", note])
        #expect(missing.status == 3)
        #expect(missing.diagnostics.contains("pass --url URL"))
        let wrong = try lmctl.run(["title", "--url", "ftp://example.com", note])
        #expect(wrong.status == 2)
        #expect(wrong.diagnostics.contains("--url must be an http:// or https:// URL"))
        let badVariable = try lmctl.run(
            ["title", "--provider", "server", note], environment: ["LMCORE_SERVER_URL": "localhost:8080"])
        #expect(badVariable.status == 2)
        #expect(badVariable.diagnostics.contains("LMCORE_SERVER_URL: 'localhost:8080'"))

        let (socket, port) = try StubHTTPServer.listen()
        close(socket)
        let down = "http://127.0.0.1:\(port)"
        let required = try lmctl.run(["title", "--provider", "server", "--url", down, note])
        #expect(required.status == 3)
        #expect(required.diagnostics.contains("connection refused"))
        let automatic = try lmctl.run(["title", "--url", down, "-v", "--no-cache", note])
        #expect(automatic.status == 0, "\(automatic.diagnostics)")
        #expect(!automatic.output.isEmpty)
        #expect(automatic.diagnostics.contains("used=fallback"))
        #expect(automatic.diagnostics.contains("server unavailable"))
    }

    @Test(
        "a batch of titles over a real llama-server, four at a time",
        .enabled(if: LlamaServerProcess.canRun, Comment(rawValue: LlamaServerProcess.skipReason)))
    func batchOverLlamaServer() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let topics = ["a budget meeting", "a hiking trip", "a product launch", "a school play", "a kitchen remodel"]
        let files = try topics.enumerated().map { index, topic in
            try lmctl.write("doc\(index).txt", "Notes from \(topic). Everyone agreed on the plan and the dates.")
        }
        let result = try lmctl.run(
            [
                "title", "--provider", "server", "--url", server.baseURL.absoluteString, "-j", "4", "--json",
                "--no-cache",
            ]
                + files, timeout: 300)
        #expect(result.status == 0, "\(result.diagnostics)")
        let records = try result.jsonLines()
        #expect(records.count == topics.count)
        for record in records {
            #expect((record["result"] as? String)?.isEmpty == false, "\(record)")
            #expect((record["provider"] as? String) == "server", "\(record)")
        }
    }
}
