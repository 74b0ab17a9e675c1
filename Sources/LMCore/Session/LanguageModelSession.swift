import Observation
import Synchronization

/// A conversation with a language model: instructions, a transcript that grows turn by turn,
/// tools the model may call, and responses as text or typed structured output.
///
/// ```swift
/// let session = LanguageModelSession(model: model, instructions: "You are a concise assistant.")
/// let answer = try await session.respond(to: "Name a river in France.")
/// print(answer.content)
/// let summary = try await session.respond(to: note, generating: Summary.self)
/// print(summary.content.title)
/// ```
///
/// A session answers one request at a time: a second request while one is running throws
/// ``GenerationError/concurrentRequests(_:)``. Turns are atomic: a turn that fails or is
/// cancelled leaves the transcript as it was before the turn.
///
/// Sessions are `Observable`: ``transcript`` and ``isResponding`` drive SwiftUI views (or any
/// `withObservationTracking` observer) as on Apple platforms. A session made without a model
/// uses ``SystemLanguageModel/default``.
public final class LanguageModelSession: Sendable, Observable {
    /// The model this session talks to.
    public let model: any LanguageModel
    /// The tools the model may call.
    public let tools: [any Tool]
    /// The most tool-calling rounds one turn may take before it fails.
    public let maximumToolRounds: Int

    let state: Mutex<SessionState>
    let executorLease: Mutex<LanguageModelExecutorLease?>
    let observationRegistrar = ObservationRegistrar()

    struct SessionState: Sendable {
        var transcript: Transcript
        var isResponding = false
    }

    /// Creates a session.
    /// - Parameters:
    ///   - model: The model to talk to.
    ///   - tools: Tools the model may call.
    ///   - instructions: What the model should do and how.
    public convenience init(
        model: any LanguageModel = SystemLanguageModel.default,
        tools: [any Tool] = [],
        instructions: String? = nil
    ) {
        self.init(model: model, tools: tools, instructions: instructions.map(Instructions.init))
    }

    /// Creates a session with instructions built by a closure.
    public convenience init(
        model: any LanguageModel = SystemLanguageModel.default,
        tools: [any Tool] = [],
        @InstructionsBuilder instructions: () throws -> Instructions
    ) rethrows {
        self.init(model: model, tools: tools, instructions: try instructions())
    }

    /// Creates a session with instructions.
    public convenience init(
        model: any LanguageModel = SystemLanguageModel.default,
        tools: [any Tool] = [],
        instructions: Instructions?
    ) {
        var entries: [Transcript.Entry] = []
        if let instructions {
            entries.append(
                .instructions(
                    Transcript.Instructions(
                        segments: [.text(.init(content: instructions.text))],
                        toolDefinitions: tools.map(Transcript.ToolDefinition.init(tool:))
                    )
                )
            )
        } else if !tools.isEmpty {
            entries.append(
                .instructions(
                    Transcript.Instructions(
                        segments: [],
                        toolDefinitions: tools.map(Transcript.ToolDefinition.init(tool:))
                    )
                )
            )
        }
        self.init(model: model, tools: tools, transcript: Transcript(entries: entries))
    }

    /// Rehydrates a session from a transcript, for example one saved earlier as JSON.
    /// - Parameters:
    ///   - model: The model to talk to.
    ///   - tools: Tools the model may call.
    ///   - transcript: The conversation so far.
    public init(model: any LanguageModel = SystemLanguageModel.default, tools: [any Tool] = [], transcript: Transcript)
    {
        self.model = model
        self.tools = tools
        self.maximumToolRounds = 8
        self.state = Mutex(SessionState(transcript: transcript))
        self.executorLease = Mutex(nil)
    }

    /// The conversation so far.
    public var transcript: Transcript {
        observationRegistrar.access(self, keyPath: \.transcript)
        return state.withLock { $0.transcript }
    }

    /// Whether the session is answering a request now.
    public var isResponding: Bool {
        observationRegistrar.access(self, keyPath: \.isResponding)
        return state.withLock { $0.isResponding }
    }

    /// Starts loading what the first request will need (weights, a cache of the transcript), so
    /// that it starts faster. Returns at once; loading happens in the background.
    /// - Parameter promptPrefix: The start of the next prompt, when it is known.
    public func prewarm(promptPrefix: Prompt? = nil) {
        guard let lease = try? currentExecutor() else { return }
        var transcript = state.withLock { $0.transcript }
        if let promptPrefix { transcript.append(.prompt(.init(promptPrefix))) }
        lease.prewarm(transcript: transcript)
    }

    /// The session's executor, shared with every session whose model has the same configuration.
    func currentExecutor() throws -> LanguageModelExecutorLease {
        try executorLease.withLock { lease in
            if let existing = lease { return existing }
            let made = try model.leaseExecutor()
            lease = made
            return made
        }
    }

    /// Marks the session as responding, or throws when it already is.
    func beginResponding() throws {
        try observationRegistrar.withMutation(of: self, keyPath: \.isResponding) {
            try state.withLock { state in
                if state.isResponding {
                    throw GenerationError.concurrentRequests(
                        .init(debugDescription: "The session is already answering a request.")
                    )
                }
                state.isResponding = true
            }
        }
    }

    /// Ends a turn, appending its entries when it succeeded.
    func endResponding(appending entries: [Transcript.Entry]?) {
        let update = {
            self.observationRegistrar.withMutation(of: self, keyPath: \.isResponding) {
                self.state.withLock { state in
                    if let entries { state.transcript.append(contentsOf: entries) }
                    state.isResponding = false
                }
            }
        }
        if entries != nil {
            observationRegistrar.withMutation(of: self, keyPath: \.transcript, update)
        } else {
            update()
        }
    }
}
