import Foundation
import Synchronization

/// A scripted language model for unit tests: no weights, exact control over what it answers.
///
/// Script it with a queue of replies, or with a closure over each request; set its availability;
/// read back every request it received:
///
/// ```swift
/// let model = MockLanguageModel(replies: [.text("Paris")])
/// let session = LanguageModelSession(model: model, instructions: "Answer briefly.")
/// let answer = try await session.respond(to: "Capital of France?")
/// #expect(answer.content == "Paris")
/// #expect(model.requests.first?.prompt?.segments.textRepresentation == "Capital of France?")
/// ```
///
/// It counts one token per whitespace-separated word of everything a request contains.
public final class MockLanguageModel: LanguageModel {
    /// The mock's executor.
    public typealias Executor = MockLanguageModelExecutor

    /// How the mock decides what to answer.
    public typealias Responder = @Sendable (LanguageModelExecutorGenerationRequest) async throws -> MockReply

    private let state: Mutex<State>
    private let responder: Responder?
    public let providerName: String
    public let modelIdentifier: String
    public let contextSize: Int
    public let supportedLanguages: Set<Locale.Language>
    public let capabilities: LanguageModelCapabilities

    private struct State {
        var replies: [MockReply]
        var availability: LanguageModelAvailability
        var requests: [LanguageModelExecutorGenerationRequest] = []
    }

    /// Creates a mock that answers from a queue of replies, first in first out.
    /// - Parameters:
    ///   - replies: The replies, in the order requests will get them.
    ///   - availability: What ``availability`` reports.
    ///   - contextSize: The context size, in (word) tokens.
    ///   - providerName: The provider name responses report.
    ///   - modelIdentifier: The model identifier responses report.
    public init(
        replies: [MockReply] = [],
        availability: LanguageModelAvailability = .available,
        contextSize: Int = 4096,
        providerName: String = "mock",
        modelIdentifier: String = "mock-model"
    ) {
        self.state = Mutex(State(replies: replies, availability: availability))
        self.responder = nil
        self.providerName = providerName
        self.modelIdentifier = modelIdentifier
        self.contextSize = contextSize
        self.supportedLanguages = [Locale.Language(identifier: "en")]
        self.capabilities = [.toolCalling]
    }

    /// Creates a mock that computes each reply from the request.
    /// - Parameters:
    ///   - availability: What ``availability`` reports.
    ///   - contextSize: The context size, in (word) tokens.
    ///   - providerName: The provider name responses report.
    ///   - responder: Returns the reply for a request; a thrown error fails the request.
    public init(
        availability: LanguageModelAvailability = .available,
        contextSize: Int = 4096,
        providerName: String = "mock",
        responder: @escaping Responder
    ) {
        self.state = Mutex(State(replies: [], availability: availability))
        self.responder = responder
        self.providerName = providerName
        self.modelIdentifier = "mock-model"
        self.contextSize = contextSize
        self.supportedLanguages = [Locale.Language(identifier: "en")]
        self.capabilities = [.toolCalling]
    }

    /// Whether the model can serve requests; settable, to test how an app handles each state.
    public var availability: LanguageModelAvailability {
        get { state.withLock { $0.availability } }
        set { state.withLock { $0.availability = newValue } }
    }

    /// Every request the model received, oldest first.
    public var requests: [LanguageModelExecutorGenerationRequest] {
        state.withLock { $0.requests }
    }

    /// The replies not used yet.
    public var pendingReplies: Int {
        state.withLock { $0.replies.count }
    }

    /// Adds replies to the end of the queue.
    public func enqueue(_ replies: MockReply...) {
        state.withLock { $0.replies.append(contentsOf: replies) }
    }

    /// Counts one token per whitespace-separated word of everything the request contains.
    public func tokenCount(for request: LanguageModelExecutorGenerationRequest) async throws -> Int {
        Self.wordCount(of: request)
    }

    /// This mock instance: each mock has an executor of its own.
    public var executorConfiguration: MockLanguageModelExecutor.Configuration {
        MockLanguageModelExecutor.Configuration(identity: ObjectIdentifier(self))
    }

    /// Records a request and returns the reply it gets.
    func reply(to request: LanguageModelExecutorGenerationRequest) async throws -> MockReply {
        let queued: MockReply? = state.withLock { state in
            state.requests.append(request)
            return state.replies.isEmpty ? nil : state.replies.removeFirst()
        }
        if let responder { return try await responder(request) }
        guard let queued else {
            let count = requests.count
            throw MockLanguageModelError(
                message:
                    "MockLanguageModel has no reply for request #\(count): enqueue one with enqueue(_:) "
                    + "or pass a responder."
            )
        }
        return queued
    }

    static func wordCount(of request: LanguageModelExecutorGenerationRequest) -> Int {
        var words = 0
        func count(_ text: String) {
            words += text.split(whereSeparator: \.isWhitespace).count
        }
        for entry in request.transcript {
            switch entry {
            case .instructions(let value):
                count(value.segments.textRepresentation)
                for tool in value.toolDefinitions { count(tool.name + " " + tool.description) }
            case .prompt(let value): count(value.segments.textRepresentation)
            case .toolCalls(let value):
                for call in value.calls { count(call.toolName + " " + call.arguments.jsonString) }
            case .toolOutput(let value): count(value.segments.textRepresentation)
            case .response(let value): count(value.segments.textRepresentation)
            case .reasoning(let value): count(value.segments.textRepresentation)
            }
        }
        if request.includesSchemaInPrompt, let schema = request.schema {
            count(schema.jsonSchemaString)
        }
        return words
    }
}

/// An error of the mock model's own, such as running out of scripted replies.
public struct MockLanguageModelError: Error, LocalizedError, Sendable, Equatable {
    /// What went wrong and how to fix the test.
    public let message: String

    /// Creates an error.
    public init(message: String) {
        self.message = message
    }

    public var errorDescription: String? { message }
}
