/// A request to a model, in the words of the person or program asking.
///
/// Build one from a string, or with ``PromptBuilder`` in a closure:
///
/// ```swift
/// let prompt = Prompt {
///     "Summarize the following note."
///     note
/// }
/// ```
public struct Prompt: Sendable, Equatable, PromptRepresentable {
    /// The text of the prompt; parts from a builder are joined by newlines.
    public let text: String

    /// Creates a prompt from any prompt-representable value.
    public init(_ content: some PromptRepresentable) {
        self = content.promptRepresentation
    }

    /// Creates a prompt from text.
    public init(_ text: String) {
        self.text = text
    }

    /// Creates a prompt with a builder.
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows {
        self = try content()
    }

    public var promptRepresentation: Prompt { self }
}

/// A value that can be used as a prompt.
public protocol PromptRepresentable {
    /// The value as a prompt.
    var promptRepresentation: Prompt { get }
}

extension String {
    /// The string itself, as a prompt.
    public var promptRepresentation: Prompt { Prompt(self) }
}

extension Array: PromptRepresentable where Element: PromptRepresentable {
    /// The elements, joined by newlines.
    public var promptRepresentation: Prompt {
        Prompt(map(\.promptRepresentation.text).joined(separator: "\n"))
    }
}

/// A result builder that assembles a ``Prompt`` from strings and other representable parts.
@resultBuilder
public enum PromptBuilder {
    public static func buildBlock(_ components: any PromptRepresentable...) -> Prompt {
        join(components)
    }
    public static func buildArray(_ components: [any PromptRepresentable]) -> Prompt {
        join(components)
    }
    public static func buildEither(first component: some PromptRepresentable) -> Prompt {
        component.promptRepresentation
    }
    public static func buildEither(second component: some PromptRepresentable) -> Prompt {
        component.promptRepresentation
    }
    public static func buildOptional(_ component: Prompt?) -> Prompt {
        component ?? Prompt("")
    }
    public static func buildLimitedAvailability(_ component: some PromptRepresentable) -> Prompt {
        component.promptRepresentation
    }
    public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> P {
        expression
    }
    public static func buildExpression(_ expression: Prompt) -> Prompt {
        expression
    }

    private static func join(_ components: [any PromptRepresentable]) -> Prompt {
        Prompt(
            components.map(\.promptRepresentation.text).filter { !$0.isEmpty }.joined(separator: "\n")
        )
    }
}
