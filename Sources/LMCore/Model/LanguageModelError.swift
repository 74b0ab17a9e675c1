import Foundation

/// A failure any language model may report, as Apple's Foundation Models 27 names them.
///
/// Executors throw these. A session passes them on as the matching
/// ``LanguageModelSession/GenerationError`` where Foundation Models 26 has one (so code written
/// for 26 keeps catching what it caught; the original stays in the context's
/// `underlyingErrors` and in ``LanguageModelSession/GenerationError/languageModelError``), and
/// as themselves otherwise (``timeout(_:)``, ``unsupportedCapability(_:)``,
/// ``unsupportedTranscriptContent(_:)``).
public enum LanguageModelError: Error, Sendable, LocalizedError, CustomDebugStringConvertible {
    /// The request needs more tokens than the model's context holds.
    case contextSizeExceeded(ContextSizeExceeded)
    /// The provider is throttling requests.
    case rateLimited(RateLimited)
    /// The model declined to answer, for reasons other than safety.
    case refusal(Refusal)
    /// The request did not finish in time.
    case timeout(Timeout)
    /// A safety check flagged the prompt or the response.
    case guardrailViolation(GuardrailViolation)
    /// The request needs a capability the model does not have.
    case unsupportedCapability(UnsupportedCapability)
    /// The transcript holds content the model can't read.
    case unsupportedTranscriptContent(UnsupportedTranscriptContent)
    /// The schema uses a guide the model can't follow.
    case unsupportedGenerationGuide(UnsupportedGenerationGuide)
    /// The prompt's language is one the model does not support.
    case unsupportedLanguageOrLocale(UnsupportedLanguageOrLocale)

    /// The developer-facing description of the failure.
    public var debugDescription: String {
        switch self {
        case .contextSizeExceeded(let value): value.debugDescription
        case .rateLimited(let value): value.debugDescription
        case .refusal(let value): value.debugDescription
        case .timeout(let value): value.debugDescription
        case .guardrailViolation(let value): value.debugDescription
        case .unsupportedCapability(let value): value.debugDescription
        case .unsupportedTranscriptContent(let value): value.debugDescription
        case .unsupportedGenerationGuide(let value): value.debugDescription
        case .unsupportedLanguageOrLocale(let value): value.debugDescription
        }
    }

    public var errorDescription: String? { debugDescription }

    public var recoverySuggestion: String? {
        switch self {
        case .contextSizeExceeded:
            "Shorten the prompt or the transcript, or use a model with a larger context."
        case .rateLimited(let value):
            value.resetDate.map { "Try again after \($0)." } ?? "Try again later."
        case .refusal:
            "Rephrase the request."
        case .timeout:
            "Try again, or raise the provider's timeout."
        case .guardrailViolation:
            "Rephrase the prompt, or use a model whose guardrails allow the content."
        case .unsupportedCapability(let value):
            "Use a model with the \(value.capability) capability, or don't ask for it."
        case .unsupportedTranscriptContent:
            "Remove the content the model can't read from the transcript."
        case .unsupportedGenerationGuide:
            "Simplify the schema's guides, or use a model that supports them."
        case .unsupportedLanguageOrLocale:
            "Use a supported language, or a model that supports this one."
        }
    }

    /// The request needs more tokens than the model's context holds.
    public struct ContextSizeExceeded: Sendable {
        /// The model's context size, in tokens.
        public var contextSize: Int
        /// The tokens the request needs.
        public var tokenCount: Int
        /// The developer-facing description.
        public var debugDescription: String
        /// Extra context, such as a provider's error code.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(
            contextSize: Int, tokenCount: Int, debugDescription: String = "", metadata: [String: any Sendable] = [:]
        ) {
            self.contextSize = contextSize
            self.tokenCount = tokenCount
            self.debugDescription =
                debugDescription.isEmpty
                ? "The request needs \(tokenCount) tokens but the context holds \(contextSize)." : debugDescription
            self.metadata = metadata
        }
    }

    /// The provider is throttling requests.
    public struct RateLimited: Sendable {
        /// When requests will be accepted again, if the provider said.
        public var resetDate: Date?
        /// The developer-facing description.
        public var debugDescription: String
        /// Extra context.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(resetDate: Date? = nil, debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.resetDate = resetDate
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The model declined to answer.
    public struct Refusal: Sendable {
        /// The model's explanation.
        public var explanation: String
        /// The developer-facing description.
        public var debugDescription: String
        /// Extra context.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(explanation: String, debugDescription: String = "", metadata: [String: any Sendable] = [:]) {
            self.explanation = explanation
            self.debugDescription = debugDescription.isEmpty ? "The model refused: \(explanation)" : debugDescription
            self.metadata = metadata
        }
    }

    /// A failure that carries only a description: the payload of ``timeout(_:)`` and
    /// ``guardrailViolation(_:)``.
    public struct Described: Sendable {
        /// The developer-facing description.
        public var debugDescription: String
        /// Extra context.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The payload of ``timeout(_:)``.
    public typealias Timeout = Described
    /// The payload of ``guardrailViolation(_:)``.
    public typealias GuardrailViolation = Described

    /// The request needs a capability the model does not have.
    public struct UnsupportedCapability: Sendable {
        /// The capability.
        public var capability: LanguageModelCapabilities.Capability
        /// The developer-facing description.
        public var debugDescription: String
        /// Extra context.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(
            capability: LanguageModelCapabilities.Capability, debugDescription: String = "",
            metadata: [String: any Sendable] = [:]
        ) {
            self.capability = capability
            self.debugDescription =
                debugDescription.isEmpty ? "The model does not support \(capability)." : debugDescription
            self.metadata = metadata
        }
    }

    /// The transcript holds content the model can't read.
    public struct UnsupportedTranscriptContent: Sendable {
        /// The entries the model can't read.
        public var unsupportedContent: [Transcript.Entry]
        /// The developer-facing description.
        public var debugDescription: String
        /// Extra context.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(
            unsupportedContent: [Transcript.Entry], debugDescription: String, metadata: [String: any Sendable] = [:]
        ) {
            self.unsupportedContent = unsupportedContent
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The schema uses a guide the model can't follow.
    public struct UnsupportedGenerationGuide: Sendable {
        /// The name of the schema, when known.
        public var schemaName: String?
        /// The developer-facing description.
        public var debugDescription: String
        /// Extra context.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(schemaName: String? = nil, debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.schemaName = schemaName
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// The prompt's language is one the model does not support.
    public struct UnsupportedLanguageOrLocale: Sendable {
        /// The language, when known.
        public var languageCode: Locale.LanguageCode?
        /// The developer-facing description.
        public var debugDescription: String
        /// Extra context.
        public var metadata: [String: any Sendable]

        /// Creates the payload.
        public init(
            languageCode: Locale.LanguageCode? = nil, debugDescription: String, metadata: [String: any Sendable] = [:]
        ) {
            self.languageCode = languageCode
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }
}
