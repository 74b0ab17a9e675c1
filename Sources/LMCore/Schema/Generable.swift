/// A type that can be created from generated content.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    /// Creates a value from generated content.
    /// - Throws: an error when the content does not have the expected shape.
    init(_ content: GeneratedContent) throws
}

/// A type that can be expressed as generated content.
public protocol ConvertibleToGeneratedContent: PromptRepresentable, InstructionsRepresentable {
    /// The value as generated content.
    var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
    /// The value's JSON, as a prompt.
    public var promptRepresentation: Prompt { Prompt(generatedContent.jsonString) }
    /// The value's JSON, as instructions.
    public var instructionsRepresentation: Instructions { Instructions(generatedContent.jsonString) }
}

/// A type a model can generate, guided by its schema.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent, Sendable {
    /// The form of the type while it is still being generated.
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent & Sendable = Self
    /// The schema that guides generation of this type.
    static var generationSchema: GenerationSchema { get }
}

extension Generable {
    /// Converts content to the partially generated form.
    package static func partial(from content: GeneratedContent) throws -> PartiallyGenerated {
        try PartiallyGenerated(content)
    }
}

extension String: Generable {
    public static var generationSchema: GenerationSchema {
        GenerationSchema(placeholderJSONSchema: #"{"type":"string"}"#)
    }
    public init(_ content: GeneratedContent) throws {
        switch content.kind {
        case .string(let value): self = value
        default: self = content.jsonString
        }
    }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
}

extension GeneratedContent: Generable {
    public static var generationSchema: GenerationSchema {
        GenerationSchema(placeholderJSONSchema: "{}")
    }
    public init(_ content: GeneratedContent) throws { self = content }
    public var generatedContent: GeneratedContent { self }
}
