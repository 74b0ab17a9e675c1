import Foundation
import LMCore

/// A deterministic language model with no weights: summaries, titles, tags, entities and
/// corrections from classical text analysis, and schema-valid output for any schema.
///
/// It is always available, gives byte-identical answers to identical requests, and is fast, so
/// it is what an app falls back to when no model can run:
///
/// ```swift
/// let model = LanguageModelRouter([llama, FallbackLanguageModel()])
/// ```
///
/// It reads the job from the session's instructions (the ``TextTask`` marker line that
/// ``TextTasks`` writes, or keywords such as "title" or "summarize") and the text from the
/// latest prompt. Structured requests are answered by filling every field of the schema from
/// the analysis, by the field's name, description and type, honouring every guide. It calls no
/// tools. It counts one token per word, and its context holds 1,048,576 of them.
public struct FallbackLanguageModel: LanguageModel {
    /// The executor that answers the fallback model's requests.
    public typealias Executor = FallbackLanguageModelExecutor

    /// The analyzer the model uses.
    public let analyzer: TextAnalyzer

    /// Creates the model.
    /// - Parameter analyzer: The analyzer to use; the default handles inputs up to 4 MiB per request.
    public init(analyzer: TextAnalyzer = TextAnalyzer()) {
        self.analyzer = analyzer
    }

    public var providerName: String { "fallback" }
    public var modelIdentifier: String { "lmfallback-\(LMCoreVersion.current)" }
    public var availability: LanguageModelAvailability { .available }
    public var contextSize: Int { 1_048_576 }

    public var supportedLanguages: Set<Locale.Language> {
        Set(LanguageDetector.supportedLanguages.map { Locale.Language(identifier: $0) })
    }

    /// Guided generation: every structured answer follows its schema by construction. No tool
    /// calling.
    public var capabilities: LanguageModelCapabilities { [.guidedGeneration] }

    /// The analyzer's limits: equal analyzers share an executor.
    public var executorConfiguration: TextAnalyzer { analyzer }

    public func tokenCount(for request: LanguageModelExecutorGenerationRequest) async throws -> Int {
        var words = request.transcript.reduce(0) { $0 + Self.words(in: $1.plainText) }
        if request.includesSchemaInPrompt, let schema = request.schema {
            words += SchemaWordCounts.shared.words(in: schema)
        }
        return words
    }

    /// The number of whitespace-separated words in a text: the model's token count.
    static func words(in text: String) -> Int {
        WordCounter.count(in: text)
    }
}
