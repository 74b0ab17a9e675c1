import Foundation
import LMCore
import Testing

@testable import LMServer

@Suite("LMServer: faults from a stub server")
struct ServerFaultTests {
    @Test("503 with Retry-After is rateLimited with the date, and is not retried")
    func rateLimitedWithRetryAfter() async throws {
        let server = try StubHTTPServer { _, _ in
            StubResponses.json(status: 503, #"{"error":{"message":"busy"}}"#, headers: ["Retry-After": "120"])
        }
        let started = Date()
        await #expect {
            _ = try await ServerTestSupport.respond(
                ServerTestSupport.model(server), to: ServerTestSupport.request("hi"))
        } throws: { error in
            guard case .rateLimited(let value) = error as? LanguageModelError, let date = value.resetDate else {
                return false
            }
            return abs(date.timeIntervalSince(started) - 120) < 10 && value.debugDescription.contains("busy")
        }
        #expect(server.requests.count == 1)
    }

    @Test("a 500 is retried and the retry's answer arrives")
    func serverErrorIsRetried() async throws {
        let server = try StubHTTPServer { _, number in
            number == 0
                ? StubResponses.json(status: 500, #"{"error":{"message":"oops"}}"#)
                : StubResponses.stream([StubResponses.text("recovered")])
        }
        let events = try await ServerTestSupport.respond(
            ServerTestSupport.model(server), to: ServerTestSupport.request("hi"))
        #expect(events.text == "recovered")
        #expect(server.requests.count == 2)
    }

    @Test("a connection dropped before the first byte is retried")
    func droppedConnectionIsRetried() async throws {
        let server = try StubHTTPServer { _, number in
            number == 0 ? [] : StubResponses.stream([StubResponses.text("second try")])
        }
        let events = try await ServerTestSupport.respond(
            ServerTestSupport.model(server), to: ServerTestSupport.request("hi"))
        #expect(events.text == "second try")
        #expect(server.requests.count == 2)
    }

    @Test("a stream cut off after part of the answer arrived is an error, not a retry")
    func cutOffStreamIsNotRetried() async throws {
        let server = try StubHTTPServer { _, _ in StubResponses.stream([StubResponses.text("partial")], done: false) }
        let recorder = EventRecorder()
        let model = ServerTestSupport.model(server)
        let executor = try ServerLanguageModelExecutor(configuration: model.executorConfiguration)
        await #expect {
            try await executor.respond(
                to: ServerTestSupport.request("hi"), model: model, streamingInto: recorder.channel)
        } throws: { error in
            (error as? ServerError)?.code == .incompleteResponse && "\(error)".contains("[DONE]")
        }
        #expect(recorder.events.text == "partial")
        #expect(server.requests.count == 1)
    }

    @Test("500s beyond the attempts fail with the status and the server's message")
    func serverErrorsRunOut() async throws {
        let server = try StubHTTPServer { _, _ in StubResponses.json(status: 500, #"{"error":{"message":"oops"}}"#) }
        await #expect {
            _ = try await ServerTestSupport.respond(
                ServerTestSupport.model(server, attempts: 2), to: ServerTestSupport.request("hi"))
        } throws: { error in
            (error as? ServerError)?.code == .httpStatus(500) && "\(error)".contains("oops")
        }
        #expect(server.requests.count == 2)
    }

    @Test("a stream that stalls past the idle timeout is a timeout")
    func stalledStream() async throws {
        let server = try StubHTTPServer { _, _ in
            // The stub stays silent far longer than the idle limit, so only the watchdog can end it.
            [.send(StubResponses.streamHead + StubResponses.event(StubResponses.text("Hel"))), .pause(.seconds(20))]
        }
        let started = ContinuousClock.now
        await #expect {
            _ = try await ServerTestSupport.respond(
                ServerTestSupport.model(server, idle: .milliseconds(300)), to: ServerTestSupport.request("hi"))
        } throws: { error in
            guard case .timeout = error as? LanguageModelError else { return false }
            return true
        }
        // 0.3 s of silence ends it; the margin is for a machine busy with other tests.
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test("a malformed event-stream line is an error that quotes it")
    func malformedStream() async throws {
        let server = try StubHTTPServer { _, _ in
            [
                .send(
                    StubResponses.streamHead + StubResponses.event(StubResponses.text("ok"))
                        + "<html>Bad Gateway</html>\n\n")
            ]
        }
        await #expect {
            _ = try await ServerTestSupport.respond(
                ServerTestSupport.model(server), to: ServerTestSupport.request("hi"))
        } throws: { error in
            (error as? ServerError)?.code == .malformedStream && "\(error)".contains("<html>Bad Gateway</html>")
        }
        let notJSON = try StubHTTPServer { _, _ in StubResponses.stream(["{not json"]) }
        await #expect {
            _ = try await ServerTestSupport.respond(
                ServerTestSupport.model(notJSON), to: ServerTestSupport.request("hi"))
        } throws: { error in
            (error as? ServerError)?.code == .malformedStream && "\(error)".contains("{not json")
        }
    }

    @Test("401 says to check the API key, and names the variable")
    func unauthorized() async throws {
        let server = try StubHTTPServer { _, _ in StubResponses.json(status: 401, #"{"error":{"message":"bad key"}}"#) }
        let model = ServerLanguageModel(
            baseURL: server.baseURL, model: "m", apiKeyEnvironmentVariable: "LMSERVER_TEST_KEY_THAT_IS_NOT_SET")
        await #expect {
            _ = try await ServerTestSupport.respond(model, to: ServerTestSupport.request("hi"))
        } throws: { error in
            (error as? ServerError)?.code == .unauthorized(status: 401)
                && "\(error)".contains("check the API key: LMSERVER_TEST_KEY_THAT_IS_NOT_SET is not set")
        }
        #expect(server.requests.count == 1)
    }

    @Test("cancelling the task closes the connection")
    func cancellationClosesTheConnection() async throws {
        let server = try StubHTTPServer { _, _ in
            [.send(StubResponses.streamHead + StubResponses.event(StubResponses.text("first"))), .waitForClientClose]
        }
        let recorder = EventRecorder()
        let model = ServerTestSupport.model(server)
        let task = Task {
            let executor = try ServerLanguageModelExecutor(configuration: model.executorConfiguration)
            try await executor.respond(
                to: ServerTestSupport.request("hi"), model: model, streamingInto: recorder.channel)
        }
        let deadline = ContinuousClock.now + .seconds(5)
        while recorder.events.isEmpty, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(recorder.events.text == "first")
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        while server.clientCloses == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(server.clientCloses == 1)
    }
}
