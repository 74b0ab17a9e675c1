import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

@Suite("LMServer: faults from a stub server")
struct ServerFaultTests {
    @Test("503 with Retry-After in seconds is rateLimited with the date, and is not retried")
    func rateLimitedWithRetryAfterSeconds() async throws {
        let server = try StubHTTPServer { _, _ in
            StubResponses.json(status: 503, #"{"error":{"message":"busy"}}"#, headers: ["Retry-After": "120"])
        }
        // The date is 120 s after the answer arrived, which lies between these two instants.
        let before = Date()
        let error = await #expect(throws: LanguageModelError.self) {
            _ = try await ServerTestSupport.respond(
                ServerTestSupport.model(server), to: ServerTestSupport.request("hi"))
        }
        let after = Date()
        guard case .rateLimited(let value) = error, let date = value.resetDate else {
            Issue.record("expected rateLimited with a date, got \(String(describing: error))")
            return
        }
        #expect(date >= before.addingTimeInterval(119) && date <= after.addingTimeInterval(121))
        #expect(value.debugDescription.contains("busy"))
        #expect(server.requests.count == 1)
    }

    @Test("429 with Retry-After as an HTTP date is rateLimited with that date")
    func rateLimitedWithRetryAfterDate() async throws {
        let server = try StubHTTPServer { _, _ in
            StubResponses.json(
                status: 429, #"{"error":{"message":"slow down"}}"#,
                headers: ["Retry-After": "Wed, 21 Oct 2037 07:28:00 GMT"])
        }
        let error = await #expect(throws: LanguageModelError.self) {
            _ = try await ServerTestSupport.respond(
                ServerTestSupport.model(server), to: ServerTestSupport.request("hi"))
        }
        guard case .rateLimited(let value) = error else {
            Issue.record("expected rateLimited, got \(String(describing: error))")
            return
        }
        #expect(value.resetDate == Date(timeIntervalSince1970: 2_139_722_880))
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

    @Test("a stream that stalls past the idle timeout is a timeout that closes the connection")
    func stalledStream() async throws {
        // The stub sends one delta and then holds the connection open until the client closes it:
        // only the idle watchdog can end this answer, and only with a timeout.
        let server = try StubHTTPServer { _, _ in
            [.send(StubResponses.streamHead + StubResponses.event(StubResponses.text("Hel"))), .waitForClientClose]
        }
        let recorder = EventRecorder()
        let model = ServerTestSupport.model(server, idle: .milliseconds(300))
        let executor = try ServerLanguageModelExecutor(configuration: model.executorConfiguration)
        await #expect {
            try await executor.respond(
                to: ServerTestSupport.request("hi"), model: model, streamingInto: recorder.channel)
        } throws: { error in
            guard case .timeout(let context) = error as? LanguageModelError else { return false }
            return context.debugDescription.contains("stalled")
        }
        #expect(recorder.events.text == "Hel")
        let deadline = ContinuousClock.now + .seconds(600)
        while server.clientCloses == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(server.clientCloses == 1)
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
            baseURL: server.baseURL, model: "m", apiKeyEnvironmentVariable: "LMSERVER_TEST_KEY_THAT_IS_NOT_SET",
            dialect: .openAI)
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
        // The test is about cancellation: no timeout may end the request first, however loaded the machine.
        let model = ServerTestSupport.model(server, idle: .seconds(600), firstByte: .seconds(600))
        let task = Task {
            let executor = try ServerLanguageModelExecutor(configuration: model.executorConfiguration)
            try await executor.respond(
                to: ServerTestSupport.request("hi"), model: model, streamingInto: recorder.channel)
        }
        // Generous bounds: the loops end as soon as the event arrives; a busy machine only slows them.
        let firstDelta = ContinuousClock.now + .seconds(600)
        while recorder.events.isEmpty, ContinuousClock.now < firstDelta { try await Task.sleep(for: .milliseconds(10)) }
        #expect(recorder.events.text == "first")
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        let closed = ContinuousClock.now + .seconds(600)
        while server.clientCloses == 0, ContinuousClock.now < closed { try await Task.sleep(for: .milliseconds(10)) }
        #expect(server.clientCloses == 1)
    }
}
