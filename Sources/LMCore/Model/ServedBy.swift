/// Which model produced a response, and why that one.
public struct ServedBy: Sendable, Equatable, Codable, CustomStringConvertible, ConvertibleToGeneratedContent,
    ConvertibleFromGeneratedContent
{
    /// The provider's short name, such as `llama` or `fallback`.
    public var provider: String
    /// The model's identifier within its provider.
    public var model: String
    /// Why this model served the request.
    public var reason: Reason

    /// Why a model served a request.
    public enum Reason: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The session asked for this model directly.
        case requested
        /// A router chose it as its first available model.
        case firstChoice
        /// A router fell back to it after passing over the models before it.
        case fellBack([PassedOver])

        /// Whether the model was a router's fallback.
        public var isFallback: Bool {
            if case .fellBack = self { return true }
            return false
        }

        public var description: String {
            switch self {
            case .requested: "requested"
            case .firstChoice: "first choice"
            case .fellBack(let passed): passed.map(\.description).joined(separator: "; ")
            }
        }
    }

    /// A model a router passed over, and why.
    public struct PassedOver: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The provider's short name.
        public var provider: String
        /// Whether it was unavailable or failed.
        public var kind: Kind
        /// The availability reason or the error's description.
        public var detail: String

        /// How a model was passed over.
        public enum Kind: String, Sendable, Equatable, Codable {
            /// The model was unavailable.
            case unavailable
            /// The model failed in a way the router's policy falls back from.
            case failed
        }

        /// Creates a record.
        public init(provider: String, kind: Kind, detail: String) {
            self.provider = provider
            self.kind = kind
            self.detail = detail
        }

        public var description: String { "\(provider) \(kind.rawValue): \(detail)" }
    }

    /// Creates an attribution.
    public init(provider: String, model: String, reason: Reason = .requested) {
        self.provider = provider
        self.model = model
        self.reason = reason
    }

    /// Attributes a response to a model, served because it was asked for.
    public init(_ model: some LanguageModel, reason: Reason = .requested) {
        self.init(provider: model.providerName, model: model.modelIdentifier, reason: reason)
    }

    /// `used=PROVIDER reason=REASON`, as in lmctl's verbose diagnostics.
    public var description: String {
        "used=\(provider) reason=\(reason)"
    }

    /// The response metadata key under which routers report the model that served a request.
    public static let metadataKey = "lmcore.servedBy"
}
