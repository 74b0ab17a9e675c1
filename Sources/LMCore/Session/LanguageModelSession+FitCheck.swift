extension LanguageModelSession {
    /// Tokens allowed for what a provider wraps around each transcript entry (role markers, turn
    /// separators) when bounding a request's size without tokenizing it.
    static let tokensPerEntryAllowance = 16

    /// Tokens allowed for what a provider adds to a whole request (a beginning-of-sequence token,
    /// the line that introduces a response schema, a tool list's heading) in the same bound.
    static let tokensPerRequestAllowance = 256

    /// An upper bound on the tokens a request can take, computed without a tokenizer.
    ///
    /// No tokenizer makes more tokens of a text than it has UTF-8 bytes, so the bytes of every
    /// entry, of the response schema and of the tool definitions, plus allowances for a chat
    /// template's own tokens, bound the count. When the bound is below the context size the
    /// request surely fits and ``checkFits(_:)`` need not tokenize it, which for a small request
    /// costs as much as answering it with the fallback model.
    /// - Parameter request: The request.
    /// - Returns: A number of tokens the request can't exceed.
    static func tokenUpperBound(of request: LanguageModelExecutorGenerationRequest) -> Int {
        tokenUpperBound(
            textBytes: textLength(of: request),
            entries: request.transcript.count + request.enabledToolDefinitions.count)
    }

    /// The UTF-8 bytes of everything a request's text holds: its entries, the response schema
    /// and the tool definitions.
    package static func textLength(of request: LanguageModelExecutorGenerationRequest) -> Int {
        var bytes = 0
        for entry in request.transcript {
            bytes += entry.plainText.utf8.count
        }
        if let schema = request.schema { bytes += schema.jsonSchemaString.utf8.count }
        for tool in request.enabledToolDefinitions {
            bytes += tool.name.utf8.count + tool.description.utf8.count
            bytes += tool.parameters.jsonSchemaString.utf8.count
        }
        return bytes
    }

    /// The same bound from the UTF-8 size of everything a request's text holds and its number of
    /// entries (transcript entries and tool definitions), for callers that have not built the
    /// request yet.
    static func tokenUpperBound(textBytes: Int, entries: Int) -> Int {
        tokensPerRequestAllowance + textBytes + entries * tokensPerEntryAllowance
    }
}
