import Foundation

/// A language model that sessions can use: loaded once, shared by every session that uses it.
///
/// LMCore ships ``MockLanguageModel``; the `LMLlama` and `LMFallback` products add a llama.cpp
/// model and a deterministic, always-available model; ``LanguageModelRouter`` chains models so
/// requests fall back from one to the next.
///
/// ## Implementation requirements
/// - `availability` is cheap, never blocks, and is only `.available` when a request would not
///   fail for a reason known in advance.
/// - `makeExecutor()` returns a new executor for each session; executors may keep state between
///   turns (such as a KV cache) and are used by one session at a time.
/// - `tokenCount(for:)` counts exactly what the executor would feed for the request.
public protocol LanguageModel: Sendable {
    /// A short name for the provider, such as `llama`, `fallback` or `mock`.
    var providerName: String { get }
    /// What identifies this model among others of its provider (a file path, a version).
    var modelIdentifier: String { get }
    /// Whether the model can serve requests now, and if not, why.
    var availability: LanguageModelAvailability { get }
    /// The size of the model's context, in tokens.
    var contextSize: Int { get }
    /// The languages the model handles well.
    var supportedLanguages: Set<Locale.Language> { get }
    /// What the model can do.
    var capabilities: LanguageModelCapabilities { get }

    /// Counts the tokens a request would feed the model, including instructions, history,
    /// tool definitions and the response schema when it goes into the prompt.
    /// - Throws: ``LanguageModelSession/GenerationError/assetsUnavailable(_:)`` when the model
    ///   can't tokenize now.
    func tokenCount(for request: GenerationRequest) async throws -> Int

    /// Creates the executor that serves one session.
    /// - Throws: ``LanguageModelSession/GenerationError/assetsUnavailable(_:)`` when the model
    ///   is unavailable.
    func makeExecutor() throws -> any LanguageModelExecutor
}

extension LanguageModel {
    /// Whether ``availability`` is `.available`.
    public var isAvailable: Bool { availability.isAvailable }

    /// Whether the model supports the language of a locale.
    public func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
        supportedLanguages.contains { $0.languageCode == locale.language.languageCode }
    }

    /// Counts the tokens of a prompt, as the model would feed it in a request of its own.
    public func tokenCount(for prompt: Prompt) async throws -> Int {
        try await tokenCount(for: GenerationRequest(transcript: Transcript(entries: [.prompt(.init(prompt))])))
    }

    /// Counts the tokens of instructions, as the model would feed them.
    public func tokenCount(for instructions: Instructions) async throws -> Int {
        let entry = Transcript.Instructions(
            segments: [.text(.init(content: instructions.text))],
            toolDefinitions: []
        )
        return try await tokenCount(for: GenerationRequest(transcript: Transcript(entries: [.instructions(entry)])))
    }

    /// Counts the tokens of a whole transcript, as the model would feed it.
    public func tokenCount(for transcript: Transcript) async throws -> Int {
        try await tokenCount(for: GenerationRequest(transcript: transcript))
    }

    /// Counts the tokens of a schema's JSON Schema text, as it goes into a prompt.
    public func tokenCount(for schema: GenerationSchema) async throws -> Int {
        try await tokenCount(for: Prompt(schema.jsonSchemaString))
    }
}

extension Transcript.Prompt {
    /// Creates a prompt entry from a prompt.
    public init(_ prompt: Prompt, options: GenerationOptions = GenerationOptions()) {
        self.init(segments: [.text(.init(content: prompt.text))], options: options)
    }
}
