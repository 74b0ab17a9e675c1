import Foundation

/// A language model that sessions can use: a light description that names its executor.
///
/// The shape is Apple's Foundation Models 27 contract (``capabilities``,
/// ``executorConfiguration`` and an ``Executor`` type), so a provider written for Apple's
/// framework ports by changing the import. LMCore adds what its sessions, routers and `lmctl`
/// need — availability with a reason, context size, languages, token counts, names — each with
/// a default, so a provider only implements what it knows.
///
/// LMCore ships ``MockLanguageModel`` and ``SystemLanguageModel``; the `LMLlama` and
/// `LMFallback` products add a llama.cpp model and a deterministic, always-available model;
/// ``LanguageModelRouter`` chains models so requests fall back from one to the next.
///
/// ## Implementation requirements
/// - The model is cheap to create and to copy; anything heavy lives in the executor, which
///   sessions share per ``executorConfiguration``.
/// - `availability` is cheap, never blocks, and is only `.available` when a request would not
///   fail for a reason known in advance.
/// - `tokenCount(for:)` counts what the executor would feed for the request.
public protocol LanguageModel: Sendable {
    /// The executor that answers this model's requests.
    associatedtype Executor: LanguageModelExecutor where Executor.Model == Self

    /// What the model can do beyond free text.
    var capabilities: LanguageModelCapabilities { get }
    /// The configuration sessions make (or find) the executor with.
    var executorConfiguration: Executor.Configuration { get }

    /// A short name for the provider, such as `llama`, `fallback` or `mock`.
    var providerName: String { get }
    /// What identifies this model among others of its provider (a file name, a version).
    var modelIdentifier: String { get }
    /// Whether the model can serve requests now, and if not, why.
    var availability: LanguageModelAvailability { get }
    /// The size of the model's context, in tokens.
    var contextSize: Int { get }
    /// The languages the model handles well; empty when unknown.
    var supportedLanguages: Set<Locale.Language> { get }

    /// Counts the tokens a request would feed the model, including instructions, history,
    /// tool definitions and the response schema when it goes into the prompt.
    /// - Throws: ``LanguageModelSession/GenerationError/assetsUnavailable(_:)`` when the model
    ///   can't tokenize now.
    func tokenCount(for request: LanguageModelExecutorGenerationRequest) async throws -> Int

    /// Whether the model has something to load before it can answer quickly (weights not in
    /// memory yet); `false` by default.
    var needsPreparation: Bool { get }

    /// Loads what the model needs (weights, a connection) now rather than on the first request,
    /// without blocking the caller's thread; does nothing by default.
    /// - Parameter progress: Called with the fraction done (0...1) while loading.
    /// - Throws: Why the model can't be prepared.
    func prepare(progress: (@Sendable (Double) -> Void)?) async throws
}

extension LanguageModel {
    /// The model type's name, lowercased.
    public var providerName: String { String(describing: Self.self).lowercased() }

    /// The model type's name.
    public var modelIdentifier: String { String(describing: Self.self) }

    /// Available.
    public var availability: LanguageModelAvailability { .available }

    /// 4,096 tokens.
    public var contextSize: Int { 4096 }

    /// Unknown (empty).
    public var supportedLanguages: Set<Locale.Language> { [] }

    /// An estimate: one token per four bytes of UTF-8, rounded up, over everything the request
    /// contains.
    public func tokenCount(for request: LanguageModelExecutorGenerationRequest) async throws -> Int {
        (LanguageModelSession.textLength(of: request) + 3) / 4
    }

    /// Nothing to load.
    public var needsPreparation: Bool { false }

    /// Nothing to do.
    public func prepare(progress: (@Sendable (Double) -> Void)?) async throws {}

    /// Whether ``availability`` is `.available`.
    public var isAvailable: Bool { availability.isAvailable }

    /// Whether the model supports the language of a locale (any language when the model does
    /// not say).
    public func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
        guard !supportedLanguages.isEmpty else { return true }
        return supportedLanguages.contains { $0.languageCode == locale.language.languageCode }
    }

    /// Counts the tokens of a prompt, as the model would feed it in a request of its own.
    public func tokenCount(for prompt: Prompt) async throws -> Int {
        try await tokenCount(for: Transcript(entries: [.prompt(.init(prompt))]))
    }

    /// Counts the tokens of instructions, as the model would feed them.
    public func tokenCount(for instructions: Instructions) async throws -> Int {
        let entry = Transcript.Instructions(
            segments: [.text(.init(content: instructions.text))],
            toolDefinitions: []
        )
        return try await tokenCount(for: Transcript(entries: [.instructions(entry)]))
    }

    /// Counts the tokens of transcript entries, as the model would feed them.
    public func tokenCount(for entries: some Collection<Transcript.Entry>) async throws -> Int {
        try await tokenCount(for: LanguageModelExecutorGenerationRequest(transcript: Transcript(entries: entries)))
    }

    /// Counts the tokens of a whole transcript, as the model would feed it.
    public func tokenCount(for transcript: Transcript) async throws -> Int {
        try await tokenCount(for: LanguageModelExecutorGenerationRequest(transcript: transcript))
    }

    /// Counts the tokens of a schema's JSON Schema text, as it goes into a prompt.
    public func tokenCount(for schema: GenerationSchema) async throws -> Int {
        try await tokenCount(for: Prompt(schema.jsonSchemaString))
    }

    /// Counts the tokens of tool definitions, as they go into the instructions.
    public func tokenCount(for tools: [any Tool]) async throws -> Int {
        let entry = Transcript.Instructions(segments: [], toolDefinitions: tools.map(Transcript.ToolDefinition.init))
        return try await tokenCount(for: Transcript(entries: [.instructions(entry)]))
    }
}

extension Transcript.Prompt {
    /// Creates a prompt entry from a prompt.
    public init(_ prompt: Prompt, options: GenerationOptions = GenerationOptions()) {
        self.init(segments: [.text(.init(content: prompt.text))], options: options)
    }
}
