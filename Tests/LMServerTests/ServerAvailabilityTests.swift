import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

@Suite("LMServer: availability")
struct ServerAvailabilityTests {
    @Test("a served model is available, and availability then reads the cache without waiting")
    func available() async throws {
        let server = try StubHTTPServer { _, _ in StubResponses.models(["a", "stub-model"]) }
        let model = ServerTestSupport.model(server)
        #expect(model.needsPreparation)
        #expect(await model.checkAvailability() == .available)
        #expect(model.availability == .available)
        #expect(!model.needsPreparation)
        #expect(server.requests.first?.path == "/v1/models")
    }

    @Test("the first read returns without waiting for the probe, which runs in the background")
    func firstReadDoesNotWait() async throws {
        // The stub holds the probe until the test lets it go, so a first read that waited for
        // the probe could never return "not checked yet".
        let release = DispatchSemaphore(value: 0)
        let server = try StubHTTPServer { _, _ in
            release.wait()
            return StubResponses.models(["stub-model"])
        }
        defer { release.signal() }
        let model = ServerTestSupport.model(server)
        guard case .unavailable(.serverUnavailable(_, let detail)) = model.availability else {
            Issue.record("expected not checked yet, got \(model.availability)")
            return
        }
        #expect(detail.contains("not checked yet"))
        release.signal()
        let deadline = ContinuousClock.now + .seconds(600)
        while model.availability != .available, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(model.availability == .available)
        #expect(server.requests.map(\.path) == ["/v1/models"])
    }

    @Test("reasons a person can act on: refused connection, refused key, model not served")
    func reasons() async throws {
        let (socket, port) = try StubHTTPServer.listen()
        close(socket)
        let refused = ServerLanguageModel(baseURL: URL(string: "http://127.0.0.1:\(port)")!, model: "m")
        #expect(await Self.detail(refused).contains("connection refused by 127.0.0.1:\(port)"))

        let locked = try StubHTTPServer { _, _ in StubResponses.json(status: 401, #"{"error":"no"}"#) }
        #expect(await Self.detail(ServerTestSupport.model(locked)).contains("check the API key"))

        let other = try StubHTTPServer { _, _ in StubResponses.models(["llama-3", "qwen"]) }
        let detail = await Self.detail(ServerTestSupport.model(other))
        #expect(detail.contains("'stub-model'") && detail.contains("'llama-3', 'qwen'"))

        let any = ServerTestSupport.model(other, model: "")
        #expect(await any.checkAvailability() == .available)
    }

    private static func detail(_ model: ServerLanguageModel) async -> String {
        guard case .unavailable(let reason) = await model.checkAvailability() else { return "available" }
        guard case .serverUnavailable = reason, reason.foundationModelsReason == .modelNotReady else {
            return "unexpected reason \(reason)"
        }
        return reason.description
    }
}
