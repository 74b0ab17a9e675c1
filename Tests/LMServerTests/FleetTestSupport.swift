import Foundation
import LMCore
import LMServerTestSupport
import Synchronization

@testable import LMServer

/// Helpers for the fleet's tests.
enum FleetTestSupport {
    /// A fleet over URLs, with short timeouts, quick retries and quick re-admission probes, in
    /// OpenAI's dialect (so stubs see no detection requests).
    static func fleet(
        _ urls: [URL],
        model: String = "stub-model",
        attempts: Int = 2,
        readmissionProbeDelay: Duration = .milliseconds(50)
    ) -> ServerFleetLanguageModel {
        let endpoints = urls.map { url in
            ServerConfiguration(
                baseURL: url, model: model, apiKeyEnvironmentVariable: nil,
                timeouts: ServerTimeouts(firstByte: .seconds(600), idle: .seconds(600), probe: .seconds(3)),
                retryPolicy: ServerRetryPolicy(
                    maximumAttempts: attempts, initialDelay: .milliseconds(10), maximumDelay: .milliseconds(20)),
                dialect: .openAI)
        }
        return ServerFleetLanguageModel(
            configuration: ServerFleetConfiguration(
                endpoints: endpoints, readmissionProbeDelay: readmissionProbeDelay,
                readmissionProbeMaximumDelay: max(readmissionProbeDelay, .milliseconds(200))))
    }

    /// Sends a request straight to the fleet's executor and returns the events it sent.
    static func respond(
        _ fleet: ServerFleetLanguageModel, to prompt: String = "hi", recorder: EventRecorder = EventRecorder()
    ) async throws -> [LanguageModelExecutorGenerationChannel.Event] {
        let executor = try ServerFleetLanguageModelExecutor(configuration: fleet.executorConfiguration)
        try await executor.respond(
            to: ServerTestSupport.request(prompt), model: fleet, streamingInto: recorder.channel)
        return recorder.events
    }

    /// A stub that serves `stub-model` and answers every chat request with `text`, after
    /// `gate` (if any) opens.
    static func server(answering text: String, gate: Gate? = nil) throws -> StubHTTPServer {
        try StubHTTPServer { request, _ in
            if request.method == "GET" { return StubResponses.models(["stub-model"]) }
            gate?.wait()
            return StubResponses.stream([StubResponses.text(text)])
        }
    }

    /// The URL of a reserved port, where connections are refused.
    static func url(of reserved: (socket: Int32, port: UInt16)) -> URL {
        URL(string: "http://127.0.0.1:\(reserved.port)")!
    }

    /// Waits (up to 10 minutes, ending as soon as it holds) for a condition.
    static func wait(until condition: () async -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(600)
        while await !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    }
}

extension StubHTTPServer {
    /// How many chat requests (POSTs) arrived, probes left out.
    var chatRequests: Int { requests.filter { $0.method == "POST" }.count }
}

/// A gate that holds the stub's connection threads until the test opens it (or 10 minutes pass, so a
/// failed test can't hang).
final class Gate: Sendable {
    private let isOpen = Mutex(false)

    /// Lets every waiting and future caller through.
    func open() {
        isOpen.withLock { $0 = true }
    }

    /// Blocks the calling thread until the gate opens.
    func wait() {
        let deadline = Date().addingTimeInterval(600)
        while !isOpen.withLock({ $0 }), Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    }
}
