/// A capability the model can call during a response: look something up, act, compute.
///
/// The session runs the tool when the model asks for it, records the call and its output in the
/// transcript, and lets the model continue with the output.
///
/// ```swift
/// struct WeatherTool: Tool {
///     let description = "Gets today's weather for a city."
///     struct Arguments: Codable, Generable { var city: String }
///     func call(arguments: Arguments) async throws -> String {
///         "Sunny in \(arguments.city)"
///     }
/// }
/// ```
public protocol Tool<Arguments, Output>: Sendable {
    /// The arguments the model provides.
    associatedtype Arguments: ConvertibleFromGeneratedContent
    /// What the tool returns to the model.
    associatedtype Output: PromptRepresentable

    /// The tool's unique name; by default the type's name.
    var name: String { get }
    /// What the tool does, in words the model reads.
    var description: String { get }
    /// The schema of ``Arguments``.
    var parameters: GenerationSchema { get }
    /// Whether the tool's schema goes into the instructions; `true` by default.
    var includesSchemaInInstructions: Bool { get }

    /// Runs the tool.
    /// - Parameter arguments: The arguments the model provided.
    /// - Returns: The output the model reads next.
    /// - Throws: Any error; the session wraps it in ``LanguageModelSession/ToolCallError``.
    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    public var name: String { String(describing: Self.self) }
    public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
    public var parameters: GenerationSchema { Arguments.generationSchema }
}

extension Tool {
    /// Decodes the arguments, runs the tool and returns its output as text.
    package func callWithContent(_ arguments: GeneratedContent) async throws -> String {
        let decoded = try Arguments(arguments)
        return try await call(arguments: decoded).promptRepresentation.text
    }
}
