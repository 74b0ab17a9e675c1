/// What a session's model should do and how: its role, rules and the job at hand.
///
/// Instructions come first in a transcript and take precedence over prompts:
///
/// ```swift
/// let session = LanguageModelSession(model: model) {
///     "You write three-to-five word titles."
///     "Answer with the title only."
/// }
/// ```
public struct Instructions: Sendable, Equatable, InstructionsRepresentable {
    /// The text of the instructions; parts from a builder are joined by newlines.
    public let text: String

    /// Creates instructions from any instructions-representable value.
    public init(_ content: some InstructionsRepresentable) {
        self = content.instructionsRepresentation
    }

    /// Creates instructions from text.
    public init(_ text: String) {
        self.text = text
    }

    /// Creates instructions with a builder.
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {
        self = try content()
    }

    public var instructionsRepresentation: Instructions { self }
}

/// A value that can be used as instructions.
public protocol InstructionsRepresentable {
    /// The value as instructions.
    var instructionsRepresentation: Instructions { get }
}

extension String {
    /// The string itself, as instructions.
    public var instructionsRepresentation: Instructions { Instructions(self) }
}

extension Array: InstructionsRepresentable where Element: InstructionsRepresentable {
    /// The elements, joined by newlines.
    public var instructionsRepresentation: Instructions {
        Instructions(map(\.instructionsRepresentation.text).joined(separator: "\n"))
    }
}

/// A result builder that assembles ``Instructions`` from strings and other representable parts.
@resultBuilder
public enum InstructionsBuilder {
    public static func buildBlock(_ components: any InstructionsRepresentable...) -> Instructions {
        join(components)
    }
    public static func buildArray(_ components: [any InstructionsRepresentable]) -> Instructions {
        join(components)
    }
    public static func buildEither(first component: some InstructionsRepresentable) -> Instructions {
        component.instructionsRepresentation
    }
    public static func buildEither(second component: some InstructionsRepresentable) -> Instructions {
        component.instructionsRepresentation
    }
    public static func buildOptional(_ component: Instructions?) -> Instructions {
        component ?? Instructions("")
    }
    public static func buildLimitedAvailability(
        _ component: some InstructionsRepresentable
    ) -> Instructions {
        component.instructionsRepresentation
    }
    public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> I {
        expression
    }
    public static func buildExpression(_ expression: Instructions) -> Instructions {
        expression
    }

    private static func join(_ components: [any InstructionsRepresentable]) -> Instructions {
        Instructions(
            components.map(\.instructionsRepresentation.text).filter { !$0.isEmpty }
                .joined(separator: "\n")
        )
    }
}
