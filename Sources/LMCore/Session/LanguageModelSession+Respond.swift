extension LanguageModelSession {
    /// Answers a prompt with text.
    ///
    /// ```swift
    /// let reply = try await session.respond(to: "Name a river in France.")
    /// print(reply.content)
    /// ```
    /// - Parameters:
    ///   - prompt: What to answer.
    ///   - options: How to generate.
    /// - Returns: The answer, with the entries it added to the transcript.
    /// - Throws: ``GenerationError`` when the model can't answer; ``ToolCallError`` when a tool fails.
    @discardableResult
    public func respond(
        to prompt: Prompt,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<String> {
        try await respondCore(prompt: prompt, format: .text, options: options) { $0.text }
    }

    /// Answers a prompt with text.
    @discardableResult
    public func respond(
        to prompt: String,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<String> {
        try await respond(to: Prompt(prompt), options: options)
    }

    /// Answers a prompt built by a closure with text.
    @discardableResult
    public func respond(
        options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<String> {
        try await respond(to: try prompt(), options: options)
    }

    /// Answers a prompt with a value of a generable type.
    ///
    /// ```swift
    /// let summary = try await session.respond(to: note, generating: Summary.self)
    /// print(summary.content.title)
    /// ```
    /// - Parameters:
    ///   - prompt: What to answer.
    ///   - type: The type to generate.
    ///   - includeSchemaInPrompt: Whether the model also reads the type's schema as text.
    ///   - options: How to generate.
    /// - Returns: The answer as a `Content` value.
    /// - Throws: ``GenerationError/decodingFailure(_:)`` when the output doesn't fit the type.
    @discardableResult
    @_disfavoredOverload  // text answers win when `generating:` is not written
    public func respond<Content: Generable>(
        to prompt: Prompt,
        generating type: Content.Type = Content.self,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> {
        try await respondCore(
            prompt: prompt,
            format: Self.structuredFormat(type, includeSchemaInPrompt: includeSchemaInPrompt),
            options: options
        ) { try Self.decode(type, from: $0) }
    }

    /// Answers a prompt with a value of a generable type.
    @discardableResult
    @_disfavoredOverload  // text answers win when `generating:` is not written
    public func respond<Content: Generable>(
        to prompt: String,
        generating type: Content.Type = Content.self,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> {
        try await respond(
            to: Prompt(prompt),
            generating: type,
            includeSchemaInPrompt: includeSchemaInPrompt,
            options: options
        )
    }

    /// Answers a prompt built by a closure with a value of a generable type.
    @discardableResult
    @_disfavoredOverload  // text answers win when `generating:` is not written
    public func respond<Content: Generable>(
        generating type: Content.Type = Content.self,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<Content> {
        try await respond(
            to: try prompt(),
            generating: type,
            includeSchemaInPrompt: includeSchemaInPrompt,
            options: options
        )
    }

    /// Answers a prompt with content that follows a schema built at run time.
    /// - Parameters:
    ///   - prompt: What to answer.
    ///   - schema: The schema the content must follow.
    ///   - includeSchemaInPrompt: Whether the model also reads the schema as text.
    ///   - options: How to generate.
    /// - Returns: The answer as generated content that validates against `schema`.
    @discardableResult
    public func respond(
        to prompt: Prompt,
        schema: GenerationSchema,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<GeneratedContent> {
        try await respondCore(
            prompt: prompt,
            format: .structured(name: "response", schema: schema, includeSchemaInPrompt: includeSchemaInPrompt),
            options: options
        ) { $0.rawContent }
    }

    /// Answers a prompt with content that follows a schema built at run time.
    @discardableResult
    public func respond(
        to prompt: String,
        schema: GenerationSchema,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<GeneratedContent> {
        try await respond(
            to: Prompt(prompt),
            schema: schema,
            includeSchemaInPrompt: includeSchemaInPrompt,
            options: options
        )
    }

    /// Answers a prompt built by a closure with content that follows a schema.
    @discardableResult
    public func respond(
        schema: GenerationSchema,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<GeneratedContent> {
        try await respond(
            to: try prompt(),
            schema: schema,
            includeSchemaInPrompt: includeSchemaInPrompt,
            options: options
        )
    }
}
