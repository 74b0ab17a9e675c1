import LMCore

/// How tool calls look in a llama model's prompt and output.
///
/// A model calls tools by answering with one block per call and nothing else:
///
/// ```text
/// <tool_call>
/// {"name": "getWeather", "arguments": {"city": "Lyon"}}
/// </tool_call>
/// ```
///
/// This is the convention many open instruction-tuned models were trained on. Under the
/// grammar of ``LlamaGrammarCompiler/compileToolChoice(tools:answer:requireToolCall:)`` every
/// block names one of the session's tools and its arguments follow that tool's schema, and an
/// answer can't start with `<tool_call>`, so the first characters of a response decide which it is.
public enum LlamaToolCallFormat {
    /// What every tool-call block starts with; a response that starts with it is a tool call.
    public static let marker = "<tool_call>"
    /// The opening of a block, up to its JSON.
    static let opening = marker + "\n"
    /// The end of a block, after its JSON.
    static let closing = "\n</tool_call>"
    /// What goes between two blocks.
    static let separator = "\n"

    /// The instructions the system message gives after listing the tools.
    static let instructions =
        "To call tools, answer with one block per call and nothing else, like this:\n"
        + opening + #"{"name": "TOOL NAME", "arguments": {ARGUMENTS}}"# + closing
        + "\nOtherwise, answer normally."

    /// The blocks of some calls, as the model would write them.
    /// - Parameter calls: The calls.
    /// - Returns: The blocks, one per call.
    public static func render(_ calls: some Sequence<Transcript.ToolCall>) -> String {
        calls.map { call in
            opening + #"{"name": "# + LlamaChatFormatter.quoted(call.toolName) + #", "arguments": "#
                + call.arguments.jsonString + "}" + closing
        }.joined(separator: separator)
    }

    /// Reads the calls out of a response made of tool-call blocks.
    /// - Parameter text: The response.
    /// - Returns: The calls, in order.
    /// - Throws: ``LlamaError/malformedToolCall(detail:)`` when the text is not a sequence of blocks
    ///   each holding a JSON object with a `name` string and an `arguments` object.
    public static func parse(_ text: String) throws(LlamaError) -> [Transcript.ToolCall] {
        var rest = Substring(text)
        var calls: [Transcript.ToolCall] = []
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.isEmpty { break }
            guard rest.hasPrefix(marker) else {
                throw .malformedToolCall(detail: "expected \(marker) at “\(rest.prefix(40))”")
            }
            rest = rest.dropFirst(marker.count)
            guard let end = rest.range(of: "</tool_call>") else {
                throw .malformedToolCall(detail: "a \(marker) block has no closing </tool_call>")
            }
            calls.append(try call(from: String(rest[..<end.lowerBound])))
            rest = rest[end.upperBound...]
        }
        guard !calls.isEmpty else { throw .malformedToolCall(detail: "the response holds no tool call") }
        return calls
    }

    private static func call(from json: String) throws(LlamaError) -> Transcript.ToolCall {
        let content: GeneratedContent
        do {
            content = try GeneratedContent(json: json)
        } catch {
            throw .malformedToolCall(detail: "a tool call is not JSON: \(error)")
        }
        guard case .structure(let properties, _) = content.kind,
            case .string(let name)? = properties["name"]?.kind,
            let arguments = properties["arguments"], case .structure = arguments.kind
        else {
            throw .malformedToolCall(detail: #"a tool call must be {"name": "...", "arguments": {...}}"#)
        }
        return Transcript.ToolCall(toolName: name, arguments: arguments)
    }
}
