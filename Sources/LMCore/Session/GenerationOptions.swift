/// Options that control how a model generates a response.
///
/// ```swift
/// let options = GenerationOptions(samplingMode: .random(top: 40, seed: 7), temperature: 0.7)
/// let reply = try await session.respond(to: "Name three rivers.", options: options)
/// ```
public struct GenerationOptions: Sendable, Equatable, Hashable, Codable {
    /// How the next token is chosen; `nil` lets the model decide.
    public var samplingMode: SamplingMode?
    /// How much randomness to allow; `nil` lets the model decide.
    public var temperature: Double?
    /// The most tokens the response may have; `nil` means no limit but the context.
    public var maximumResponseTokens: Int?
    /// Whether the model may, must or must not call the session's tools; `nil` lets the model
    /// decide (as if ``ToolCallingMode/allowed``).
    public var toolCallingMode: ToolCallingMode?

    /// The same as ``samplingMode``, by its Foundation Models 26 name.
    public var sampling: SamplingMode? {
        get { samplingMode }
        set { samplingMode = newValue }
    }

    /// Creates generation options.
    /// - Parameters:
    ///   - samplingMode: How the next token is chosen.
    ///   - temperature: How much randomness to allow, usually between 0 and 2.
    ///   - maximumResponseTokens: The most tokens the response may have.
    ///   - toolCallingMode: Whether the model may, must or must not call tools.
    public init(
        samplingMode: SamplingMode? = nil,
        temperature: Double? = nil,
        maximumResponseTokens: Int? = nil,
        toolCallingMode: ToolCallingMode? = nil
    ) {
        self.samplingMode = samplingMode
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
        self.toolCallingMode = toolCallingMode
    }

    /// Creates generation options, with the sampling mode by its Foundation Models 26 label.
    /// - Parameters:
    ///   - sampling: How the next token is chosen.
    ///   - temperature: How much randomness to allow, usually between 0 and 2.
    ///   - maximumResponseTokens: The most tokens the response may have.
    public init(sampling: SamplingMode?, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.init(samplingMode: sampling, temperature: temperature, maximumResponseTokens: maximumResponseTokens)
    }

    private enum CodingKeys: String, CodingKey {
        case samplingMode = "sampling"
        case temperature, maximumResponseTokens, toolCallingMode
    }

    /// Whether a model may, must or must not call tools in a response.
    public enum ToolCallingMode: String, Sendable, Hashable, Codable, CaseIterable {
        /// The model decides.
        case allowed
        /// The model must call a tool before it answers (in a turn's first round).
        case required
        /// The model must not call tools.
        case disallowed
    }
}

extension GenerationOptions {
    /// A strategy for choosing the next token.
    public struct SamplingMode: Sendable, Equatable, Hashable, Codable {
        /// The strategy's parts, as stored.
        enum Strategy: Sendable, Equatable, Hashable, Codable {
            /// Always the most likely token.
            case greedy
            /// A random choice among the `k` most likely tokens.
            case topK(Int, seed: UInt64?)
            /// A random choice among the most likely tokens whose probabilities add up to `threshold`.
            case nucleus(Double, seed: UInt64?)
        }

        let strategy: Strategy

        /// What the mode is, for executors to translate into their samplers.
        public enum Kind: Sendable, Hashable {
            /// Always the most likely token.
            case greedy
            /// A random choice among the `k` most likely tokens.
            case randomTopK(Int, seed: UInt64?)
            /// A random choice among the most likely tokens whose probabilities add up to a threshold.
            case randomProbabilityThreshold(Double, seed: UInt64?)
        }

        /// What the mode is.
        public var kind: Kind {
            switch strategy {
            case .greedy: .greedy
            case .topK(let k, let seed): .randomTopK(k, seed: seed)
            case .nucleus(let threshold, let seed): .randomProbabilityThreshold(threshold, seed: seed)
            }
        }

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
