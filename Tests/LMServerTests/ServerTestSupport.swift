import Foundation
import LMCore
import LMServerTestSupport
import Synchronization

@testable import LMServer

/// Shared helpers for LMServer's tests.
enum ServerTestSupport {
    /// A model for a stub server, with short timeouts and quick retries; the dialect is fixed
    /// (OpenAI's by default), so the stub sees no detection request unless a test asks for
    /// ``ServerDialect/automatic``.
    static func model(
        _ server: StubHTTPServer,
        model: String = "stub-model",
        idle: Duration = .seconds(10),
        firstByte: Duration = .seconds(10),
        attempts: Int = 3,
        dialect: ServerDialect = .openAI
    ) -> ServerLanguageModel {
        ServerLanguageModel(
            baseURL: server.baseURL,
            model: model,
            apiKeyEnvironmentVariable: nil,
            timeouts: ServerTimeouts(firstByte: firstByte, idle: idle, probe: .seconds(3)),
            retryPolicy: ServerRetryPolicy(
                maximumAttempts: attempts, initialDelay: .milliseconds(20), maximumDelay: .milliseconds(50)),
            dialect: dialect)
    }

    /// Sends a request straight to the model's executor and returns the events it sent.
    static func respond(
        _ model: ServerLanguageModel, to request: LanguageModelExecutorGenerationRequest
    ) async throws -> [LanguageModelExecutorGenerationChannel.Event] {
        let recorder = EventRecorder()
        let executor = try ServerLanguageModelExecutor(configuration: model.executorConfiguration)
        try await executor.respond(to: request, model: model, streamingInto: recorder.channel)
        return recorder.events
    }

    /// A request with one prompt.
    static func request(_ prompt: String) -> LanguageModelExecutorGenerationRequest {
        LanguageModelExecutorGenerationRequest(transcript: Transcript(entries: [.prompt(.init(Prompt(prompt)))]))
    }
}

/// A channel that keeps every event it receives.
final class EventRecorder: Sendable {
    private let storage = Mutex<[LanguageModelExecutorGenerationChannel.Event]>([])

    /// The channel to hand an executor.
    var channel: LanguageModelExecutorGenerationChannel {
        LanguageModelExecutorGenerationChannel { [self] event in storage.withLock { $0.append(event) } }
    }

    /// The events so far.
    var events: [LanguageModelExecutorGenerationChannel.Event] { storage.withLock { $0 } }
}

extension [LanguageModelExecutorGenerationChannel.Event] {
    /// The response text the events append.
    var text: String {
        compactMap { event -> String? in
            if case .response(_, .appendText(let text, _, _)) = event { return text }
            return nil
        }.joined()
    }

    /// The tool calls the events stream, as (id, name, arguments) in the order they opened.
    var toolCalls: [(id: String, name: String, arguments: String)] {
        var calls: [(id: String, name: String, arguments: String)] = []
        for case .toolCalls(_, .toolCall(let id, let name, .appendArguments(let arguments, _))) in self {
            if let index = calls.firstIndex(where: { $0.id == id }) {
                calls[index].arguments += arguments
            } else {
                calls.append((id, name, arguments))
            }
        }
        return calls
    }

    /// The last usage the events report.
    var usage:
        (
            input: LanguageModelExecutorGenerationChannel.InputUsage,
            output: LanguageModelExecutorGenerationChannel.OutputUsage
        )?
    {
        var last:
            (LanguageModelExecutorGenerationChannel.InputUsage, LanguageModelExecutorGenerationChannel.OutputUsage)?
        for event in self {
            switch event {
            case .response(_, .updateUsage(let input, let output, _)),
                .toolCalls(_, .updateUsage(let input, let output, _)):
                last = (input, output)
            default: continue
            }
        }
        return last
    }
}
