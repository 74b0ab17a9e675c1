import Foundation

extension LanguageModelSession {
    /// An error that stops a model from generating a response.
    public enum GenerationError: Error, LocalizedError, Sendable {
        /// The request needs more tokens than the model's context holds.
        case exceededContextWindowSize(Context)
        /// The model, its runtime or its files are not available.
        case assetsUnavailable(Context)
        /// A safety check rejected the prompt or the response.
        case guardrailViolation(Context)
        /// A schema guide that the model cannot follow.
        case unsupportedGuide(Context)
        /// The model does not support the language of the request.
        case unsupportedLanguageOrLocale(Context)
        /// The model's output could not be turned into the requested type.
        case decodingFailure(Context)
        /// Too many requests in a short time.
        case rateLimited(Context)
        /// The session is already answering a request.
        case concurrentRequests(Context)
        /// The model declined to answer.
        case refusal(Refusal, Context)

        /// What went wrong, for a person to read.
        public struct Context: Sendable {
            /// A description of the failure.
            public let debugDescription: String
            /// The number of tokens the request needs, for context-window errors.
            public let tokenCount: Int?
            /// The model's context size, for context-window errors.
            public let contextSize: Int?
            /// The underlying errors, when there are any.
            public let underlyingErrors: [any Error]

            /// Creates a context.
            public init(
                debugDescription: String,
                tokenCount: Int? = nil,
                contextSize: Int? = nil,
                underlyingErrors: [any Error] = []
            ) {
                self.debugDescription = debugDescription
                self.tokenCount = tokenCount
                self.contextSize = contextSize
                self.underlyingErrors = underlyingErrors
            }
        }

        /// A model's refusal to answer, with its explanation.
        public struct Refusal: Sendable {
            /// The model's explanation, when it gave one.
            public let explanation: String?
            /// Creates a refusal.
            public init(explanation: String? = nil) {
                self.explanation = explanation
            }
        }

        /// The context of the error.
        public var context: Context {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context),
                .guardrailViolation(let context), .unsupportedGuide(let context),
                .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
                .rateLimited(let context), .concurrentRequests(let context),
                .refusal(_, let context):
                context
            }
        }

        /// Builds the error for a request that does not fit a context window.
        /// - Parameters:
        ///   - tokenCount: The tokens the request needs.
        ///   - contextSize: The tokens the model's context holds.
        public static func contextOverflow(tokenCount: Int, contextSize: Int) -> GenerationError {
            .exceededContextWindowSize(
                Context(
                    debugDescription:
                        "The request needs \(tokenCount) tokens but the model's context holds \(contextSize).",
                    tokenCount: tokenCount,
                    contextSize: contextSize
                )
            )
        }

        public var errorDescription: String? {
            context.debugDescription
        }

        public var recoverySuggestion: String? {
            switch self {
            case .exceededContextWindowSize:
                "Start a new session, shorten the prompt, or continue in a condensed session "
                    + "(session.condensed(keepingLastTurns:))."
            case .assetsUnavailable:
                "Check the model's availability and the reason it gives, or use a fallback model."
            case .guardrailViolation:
                "Rephrase the prompt, or serve the request from a fallback model."
            case .unsupportedGuide:
                "Remove or change the guide; see the model's capabilities for what it supports."
            case .unsupportedLanguageOrLocale:
                "Check the model's supportedLanguages and send text in one of them."
            case .decodingFailure:
                "Retry, raise maximumResponseTokens, or simplify the schema."
            case .rateLimited:
                "Wait a moment and try again."
            case .concurrentRequests:
                "Wait until session.isResponding is false, or use a second session."
            case .refusal:
                "Rephrase the request."
            }
        }
    }

    /// An error thrown by a tool the model called.
    public struct ToolCallError: Error, LocalizedError, Sendable {
        /// The tool that failed.
        public let tool: any Tool
        /// The error the tool threw.
        public let underlyingError: any Error

        /// Creates a tool-call error.
        public init(tool: any Tool, underlyingError: any Error) {
            self.tool = tool
            self.underlyingError = underlyingError
        }

        public var errorDescription: String? {
            "The tool '\(tool.name)' failed: \(underlyingError.localizedDescription)"
        }
    }
}
