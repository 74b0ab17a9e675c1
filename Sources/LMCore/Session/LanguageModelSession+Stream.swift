extension LanguageModelSession {
    /// Streams a text answer as cumulative snapshots.
    ///
    /// ```swift
    /// let stream = session.streamResponse(to: "Tell me a story.")
    /// for try await snapshot in stream { print(snapshot.content) }
    /// let final = try await stream.collect()
    /// ```
    /// - Parameters:
    ///   - prompt: What to answer.
    ///   - options: How to generate.
    /// - Returns: A stream of snapshots; errors are thrown while iterating or collecting.
    public func streamResponse(
        to prompt: Prompt,
        options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<String> {
        streamCore(prompt: prompt, format: .text, options: options) { $0.text }
    }

    /// Streams a text answer as cumulative snapshots.
    public func streamResponse(
        to prompt: String,
        options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<String> {
        streamResponse(to: Prompt(prompt), options: options)
    }

    /// Streams a text answer to a prompt built by a closure.
    public func streamResponse(
        options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> ResponseStream<String> {
        streamResponse(to: try prompt(), options: options)
    }

    /// Streams a value of a generable type as cumulative snapshots of its partial form.
    /// - Parameters:
    ///   - prompt: What to answer.
    ///   - type: The type to generate.
    ///   - includeSchemaInPrompt: Whether the model also reads the type's schema as text.
    ///   - options: How to generate.
    /// - Returns: A stream of snapshots whose content has the fields generated so far.
    @_disfavoredOverload  // text answers win when `generating:` is not written
    public func streamResponse<Content: Generable>(
        to prompt: Prompt,
        generating type: Content.Type = Content.self,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<Content> {
        streamCore(
            prompt: prompt,
            format: Self.structuredFormat(type, includeSchemaInPrompt: includeSchemaInPrompt),
            options: options
        ) { try Self.decode(type, from: $0) }
    }

    /// Streams a value of a generable type as cumulative snapshots of its partial form.
    @_disfavoredOverload  // text answers win when `generating:` is not written
    public func streamResponse<Content: Generable>(
        to prompt: String,
        generating type: Content.Type = Content.self,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<Content> {
        streamResponse(
            to: Prompt(prompt),
            generating: type,
            includeSchemaInPrompt: includeSchemaInPrompt,
            options: options
        )
    }

    /// Streams a value of a generable type, for a prompt built by a closure.
    @_disfavoredOverload  // text answers win when `generating:` is not written
    public func streamResponse<Content: Generable>(
        generating type: Content.Type = Content.self,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> ResponseStream<Content> {
        streamResponse(
            to: try prompt(),
            generating: type,
            includeSchemaInPrompt: includeSchemaInPrompt,
            options: options
        )
    }

    /// Streams content that follows a schema built at run time.
    public func streamResponse(
        to prompt: Prompt,
        schema: GenerationSchema,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<GeneratedContent> {
        streamCore(
            prompt: prompt,
            format: .structured(name: "response", schema: schema, includeSchemaInPrompt: includeSchemaInPrompt),
            options: options
        ) { $0.rawContent }
    }

    /// Streams content that follows a schema built at run time.
    public func streamResponse(
        to prompt: String,
        schema: GenerationSchema,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<GeneratedContent> {
        streamResponse(
            to: Prompt(prompt),
            schema: schema,
            includeSchemaInPrompt: includeSchemaInPrompt,
            options: options
        )
    }

    /// Streams content that follows a schema, for a prompt built by a closure.
    public func streamResponse(
        schema: GenerationSchema,
        includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> ResponseStream<GeneratedContent> {
        streamResponse(
            to: try prompt(),
            schema: schema,
            includeSchemaInPrompt: includeSchemaInPrompt,
            options: options
        )
    }
}
