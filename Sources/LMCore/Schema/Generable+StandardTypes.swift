import Foundation

extension String: Generable {
    /// A string is generated as itself while it streams.
    public typealias PartiallyGenerated = String

    /// Any string.
    public static var generationSchema: GenerationSchema { GenerationSchema(unchecked: .string) }

    /// The string itself; any other content becomes its JSON text (an incomplete `null`, which
    /// is what an empty prefix parses to, becomes the empty string).
    public init(_ content: GeneratedContent) {
        switch content.kind {
        case .string(let value): self = value
        case .null where !content.isComplete: self = ""
        default: self = content.jsonString
        }
    }

    /// The string as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
}

extension Bool: Generable {
    /// A Boolean is only reported once complete.
    public typealias PartiallyGenerated = Bool

    /// `true` or `false`.
    public static var generationSchema: GenerationSchema { GenerationSchema(unchecked: .boolean) }

    /// Reads a Boolean.
    ///
    /// - Parameter content: The content.
    /// - Throws: ``GeneratedContentError`` when the content is not a Boolean.
    public init(_ content: GeneratedContent) throws {
        guard case .bool(let value) = content.kind else {
            throw GeneratedContentError(code: .typeMismatch, message: "expected a Boolean, found \(content.kindName)")
        }
        self = value
    }

    /// The Boolean as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

extension Int: Generable {
    /// An integer is only reported once complete.
    public typealias PartiallyGenerated = Int

    /// Any whole number.
    public static var generationSchema: GenerationSchema { GenerationSchema(unchecked: .integer) }

    /// Reads a whole number.
    ///
    /// - Parameter content: The content.
    /// - Throws: ``GeneratedContentError`` when the content is not a whole number that fits `Int`.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else {
            throw GeneratedContentError(code: .typeMismatch, message: "expected an integer, found \(content.kindName)")
        }
        guard let exact = Int(exactly: value) else {
            throw GeneratedContentError(
                code: .numberOutOfRange, message: "\(JSONWriter.format(value)) is not a whole number that fits Int")
        }
        self = exact
    }

    /// The integer as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Double: Generable {
    /// A number is only reported once complete.
    public typealias PartiallyGenerated = Double

    /// Any number.
    public static var generationSchema: GenerationSchema { GenerationSchema(unchecked: .number) }

    /// Reads a number.
    ///
    /// - Parameter content: The content.
    /// - Throws: ``GeneratedContentError`` when the content is not a number.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else {
            throw GeneratedContentError(code: .typeMismatch, message: "expected a number, found \(content.kindName)")
        }
        self = value
    }

    /// The number as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
}

extension Float: Generable {
    /// A number is only reported once complete.
    public typealias PartiallyGenerated = Float

    /// Any number.
    public static var generationSchema: GenerationSchema { GenerationSchema(unchecked: .number) }

    /// Reads a number.
    ///
    /// - Parameter content: The content.
    /// - Throws: ``GeneratedContentError`` when the content is not a number.
    public init(_ content: GeneratedContent) throws {
        self = Float(try Double(content))
    }

    /// The number as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Decimal: Generable {
    /// A number is only reported once complete.
    public typealias PartiallyGenerated = Decimal

    /// Any number.
    public static var generationSchema: GenerationSchema { GenerationSchema(unchecked: .number) }

    /// Reads a number, exactly as it is written in JSON.
    ///
    /// - Parameter content: The content.
    /// - Throws: ``GeneratedContentError`` when the content is not a finite number.
    public init(_ content: GeneratedContent) throws {
        let value = try Double(content)
        guard value.isFinite, let decimal = Decimal(string: JSONWriter.format(value)) else {
            throw GeneratedContentError(code: .numberOutOfRange, message: "\(value) is not a finite number")
        }
        self = decimal
    }

    /// The number as content.
    public var generatedContent: GeneratedContent {
        GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue))
    }
}

extension GeneratedContent: Generable {
    /// Content is its own partial form.
    public typealias PartiallyGenerated = GeneratedContent

    /// Any JSON value.
    public static var generationSchema: GenerationSchema { GenerationSchema(unchecked: GenerationSchema.Node(.any)) }

    /// The content itself.
    public init(_ content: GeneratedContent) { self = content }

    /// The content itself.
    public var generatedContent: GeneratedContent { self }
}

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    /// Reads every element.
    ///
    /// In an array cut off while it streams, a last element that is a number, Boolean or `null`
    /// still being written is left out (`[1, 2, 3` reads as `[1, 2]`: the 3 may become 34);
    /// strings, arrays and structures cut off are read as far as they go.
    ///
    /// - Parameter content: An array.
    /// - Throws: ``GeneratedContentError`` when the content is not an array; an element's error.
    public init(_ content: GeneratedContent) throws {
        var elements = try content.elements()[...]
        if let last = elements.last, !last.isComplete {
            switch last.kind {
            case .null, .bool, .number: elements = elements.dropLast()
            case .string, .array, .structure: break
            }
        }
        self = try elements.map { try Element($0) }
    }
}

extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
    /// The elements as an array.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Array: Generable where Element: Generable {
    /// An array streams as the partial forms of its elements.
    public typealias PartiallyGenerated = [Element.PartiallyGenerated]

    /// An array of the element's schema.
    public static var generationSchema: GenerationSchema {
        let element = Element.generationSchema
        return GenerationSchema(
            unchecked: GenerationSchema.Node(.array(.init(element: element.root))),
            definitions: element.definitions,
            derivationError: element.derivationError
        )
    }
}

extension Optional: ConvertibleFromGeneratedContent where Wrapped: ConvertibleFromGeneratedContent {
    /// `nil` for `null`, otherwise the wrapped value.
    ///
    /// - Parameter content: The content.
    /// - Throws: The wrapped type's error.
    public init(_ content: GeneratedContent) throws {
        if case .null = content.kind {
            self = nil
        } else {
            self = try Wrapped(content)
        }
    }
}

extension Optional: PromptRepresentable where Wrapped: ConvertibleToGeneratedContent {}
extension Optional: InstructionsRepresentable where Wrapped: ConvertibleToGeneratedContent {}

extension Optional: ConvertibleToGeneratedContent where Wrapped: ConvertibleToGeneratedContent {
    /// The wrapped value, or `null`.
    public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}

extension Optional: Generable where Wrapped: Generable {
    /// An optional streams as the wrapped type's partial form.
    public typealias PartiallyGenerated = Wrapped.PartiallyGenerated?

    /// The wrapped schema or `null`. As a property of a derived type, an optional is simply not
    /// required instead.
    public static var generationSchema: GenerationSchema {
        let wrapped = Wrapped.generationSchema
        return GenerationSchema(
            unchecked: GenerationSchema.Node(.anyOf([wrapped.root, .null])),
            definitions: wrapped.definitions,
            derivationError: wrapped.derivationError
        )
    }
}
