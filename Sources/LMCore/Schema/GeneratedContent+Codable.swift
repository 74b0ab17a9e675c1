extension GeneratedContent: Codable {
    /// Decodes content from its JSON text, as written by ``encode(to:)``.
    ///
    /// - Parameter decoder: A decoder whose single value is a string of JSON text.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a complete JSON document.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let parsed: GeneratedContent
        do {
            parsed = try GeneratedContent(json: text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "Generated content is not valid JSON: \(error)")
            )
        }
        guard parsed.isComplete else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "Generated content is an incomplete JSON document"
                )
            )
        }
        self = parsed
    }

    /// Encodes the content as one string of compact JSON text.
    ///
    /// Encoders do not keep the order of object keys, so the content travels as JSON text, which
    /// does; ``jsonString`` is that text.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(jsonString)
    }
}

extension GeneratedContent: CustomDebugStringConvertible, CustomStringConvertible {
    /// The content as JSON text.
    public var description: String { jsonString }

    /// The content as JSON text, marked when it is incomplete.
    public var debugDescription: String {
        isComplete ? jsonString : jsonString + " (incomplete)"
    }
}
