import CLlama

extension LlamaModel {
    /// Tokenizes text.
    /// - Parameters:
    ///   - text: UTF-8 text.
    ///   - addSpecial: Add the beginning-of-sequence token when the model wants one.
    ///   - parseSpecial: Read control-token text (such as a chat template's `<|eot_id|>`) as those
    ///     tokens rather than as plain text.
    /// - Returns: The tokens.
    /// - Throws: ``LlamaError/tokenizationFailed(detail:)``.
    public func tokenize(_ text: String, addSpecial: Bool, parseSpecial: Bool = false) throws(LlamaError) -> [Int32] {
        var utf8 = Array(text.utf8)
        guard utf8.count < Int(Int32.max) else {
            throw .tokenizationFailed(detail: "the text has \(utf8.count) bytes, more than llama.cpp accepts")
        }
        let length = Int32(utf8.count)
        var capacity = max(16, utf8.count + 8)
        for _ in 0..<2 {
            var tokens = [Int32](repeating: 0, count: capacity)
            let count = utf8.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters in
                    lmc_tokenize(
                        handle, characters.baseAddress, length, &tokens, Int32(capacity), addSpecial, parseSpecial)
                }
            }
            if count == Int32.min {
                throw .tokenizationFailed(detail: "llama.cpp could not tokenize \(utf8.count) bytes of text")
            }
            if count >= 0 { return Array(tokens.prefix(Int(count))) }
            capacity = Int(-count)
        }
        throw .tokenizationFailed(detail: "the token count changed between two tokenizations of the same text")
    }

    /// The bytes a token stands for. They may be part of a UTF-8 character: use a
    /// ``UTF8StreamDecoder`` to turn a stream of pieces into text.
    /// - Parameters:
    ///   - token: The token.
    ///   - renderSpecial: Render control tokens as their text (otherwise they produce no bytes).
    public func piece(_ token: Int32, renderSpecial: Bool = false) -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: 64)
        var length = lmc_token_to_piece(handle, token, &buffer, Int32(buffer.count), renderSpecial)
        if length < 0 {
            buffer = [CChar](repeating: 0, count: Int(-length))
            length = lmc_token_to_piece(handle, token, &buffer, Int32(buffer.count), renderSpecial)
        }
        guard length > 0 else { return [] }
        return buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
    }

    /// The text of a sequence of tokens (invalid UTF-8 is repaired).
    public func detokenize(_ tokens: [Int32], renderSpecial: Bool = false) -> String {
        var decoder = UTF8StreamDecoder()
        var text = ""
        for token in tokens { text += decoder.append(piece(token, renderSpecial: renderSpecial)) }
        return text + decoder.finish()
    }
}
