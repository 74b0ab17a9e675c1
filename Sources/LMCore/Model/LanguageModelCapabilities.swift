/// What a model can do beyond free text, as Apple's Foundation Models 27 names it.
///
/// ```swift
/// var capabilities: LanguageModelCapabilities { LanguageModelCapabilities([.toolCalling, .guidedGeneration]) }
/// ```
///
/// LMCore sessions validate structured answers themselves, so a model without
/// ``Capability/guidedGeneration`` still answers with a schema (unconstrained, then checked);
/// a model without ``Capability/toolCalling`` is not offered the session's tools, and a request
/// that requires a tool call fails with ``LanguageModelError/unsupportedCapability(_:)``.
public struct LanguageModelCapabilities: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// One thing a model can do.
    public struct Capability: Sendable, Hashable, CustomStringConvertible {
        /// The capability's name.
        public let name: String

        /// Creates a capability with a name of its own.
        public init(_ name: String) {
            self.name = name
        }

        /// Output that strictly follows a JSON schema (constrained decoding or server-side
        /// enforcement).
        public static let guidedGeneration = Capability("guidedGeneration")
        /// Calling the session's tools.
        public static let toolCalling = Capability("toolCalling")
        /// Reasoning streamed apart from the answer.
        public static let reasoning = Capability("reasoning")
        /// Images in prompts.
        public static let vision = Capability("vision")

        public var description: String { name }
    }

    /// The capabilities.
    public let capabilities: Set<Capability>

    /// Creates a capability set.
    public init(_ capabilities: some Sequence<Capability>) {
        self.capabilities = Set(capabilities)
    }

    public init(arrayLiteral elements: Capability...) {
        self.init(elements)
    }

    /// Whether the model has a capability.
    public func contains(_ capability: Capability) -> Bool {
        capabilities.contains(capability)
    }
}
