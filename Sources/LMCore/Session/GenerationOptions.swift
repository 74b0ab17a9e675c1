/// Options that control how a model generates a response.
///
/// ```swift
/// let options = GenerationOptions(sampling: .random(top: 40, seed: 7), temperature: 0.7)
/// let reply = try await session.respond(to: "Name three rivers.", options: options)
/// ```
public struct GenerationOptions: Sendable, Equatable, Codable {
    /// How the next token is chosen; `nil` lets the model decide.
    public var sampling: SamplingMode?
    /// How much randomness to allow; `nil` lets the model decide.
    public var temperature: Double?
    /// The most tokens the response may have; `nil` means no limit but the context.
    public var maximumResponseTokens: Int?

    /// Creates generation options.
    /// - Parameters:
    ///   - sampling: How the next token is chosen.
    ///   - temperature: How much randomness to allow, usually between 0 and 2.
    ///   - maximumResponseTokens: The most tokens the response may have.
    public init(
        sampling: SamplingMode? = nil,
        temperature: Double? = nil,
        maximumResponseTokens: Int? = nil
    ) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }
}

extension GenerationOptions {
    /// A strategy for choosing the next token.
    public struct SamplingMode: Sendable, Equatable, Codable {
        /// The strategy's parts; providers read it to configure their samplers.
        public enum Strategy: Sendable, Equatable, Codable {
            /// Always the most likely token.
            case greedy
            /// A random choice among the `k` most likely tokens.
            case topK(Int, seed: UInt64?)
            /// A random choice among the most likely tokens whose probabilities add up to `threshold`.
            case nucleus(Double, seed: UInt64?)
        }

        /// The strategy.
        public let strategy: Strategy

        /// Always chooses the most likely token: the same input gives the same output.
        public static var greedy: SamplingMode { SamplingMode(strategy: .greedy) }

        /// Chooses randomly among the `k` most likely tokens.
        /// - Parameters:
        ///   - k: How many of the most likely tokens to choose from.
        ///   - seed: A seed that makes the choice reproducible.
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(strategy: .topK(k, seed: seed))
        }

        /// Chooses randomly among the most likely tokens whose probabilities add up to a threshold.
        /// - Parameters:
        ///   - probabilityThreshold: The cumulative probability, between 0 and 1.
        ///   - seed: A seed that makes the choice reproducible.
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(strategy: .nucleus(probabilityThreshold, seed: seed))
        }
    }
}
