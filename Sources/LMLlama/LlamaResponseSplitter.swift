import Foundation

/// Decides, as text is decoded, whether a response is an answer (streamed as it comes) or tool
/// calls (held back and parsed at the end), from its first characters (see ``LlamaToolCallFormat``).
struct LlamaResponseSplitter {
    /// What the response has turned out to be so far.
    enum Kind: Equatable {
        /// Not known yet: the text so far is a prefix of the tool-call marker.
        case undecided
        /// An answer: text is streamed.
        case answer
        /// Tool calls: text is held back.
        case toolCalls
    }

    /// Whether tool calls are possible at all; when false, everything is an answer.
    let toolsOffered: Bool
    private(set) var kind: Kind
    /// Text held back while the kind is undecided, or the whole tool-call text.
    private(set) var heldBack = ""

    init(toolsOffered: Bool) {
        self.toolsOffered = toolsOffered
        self.kind = toolsOffered ? .undecided : .answer
    }

    /// Takes newly decoded text and returns the part to stream now (possibly empty).
    mutating func take(_ text: String) -> String {
        switch kind {
        case .answer:
            return text
        case .toolCalls:
            heldBack += text
            return ""
        case .undecided:
            heldBack += text
            if heldBack.hasPrefix(LlamaToolCallFormat.marker) {
                kind = .toolCalls
                return ""
            }
            if LlamaToolCallFormat.marker.hasPrefix(heldBack) { return "" }
            kind = .answer
            defer { heldBack = "" }
            return heldBack
        }
    }

    /// When the response was cut short in the middle of a tool call, drops that unfinished call
    /// and keeps the complete ones before it.
    /// - Returns: Whether complete calls remain (false: there is nothing valid to keep).
    mutating func dropUnfinishedToolCall() -> Bool {
        guard kind == .toolCalls, let end = heldBack.range(of: LlamaToolCallFormat.closing, options: .backwards)
        else { return false }
        heldBack = String(heldBack[..<end.upperBound])
        return true
    }

    /// Ends the response: returns held-back text that turned out to be an answer (the response
    /// ended while still undecided), or nil when the response is tool calls.
    mutating func finish() -> String? {
        switch kind {
        case .answer:
            return ""
        case .toolCalls:
            return nil
        case .undecided:
            kind = .answer
            defer { heldBack = "" }
            return heldBack
        }
    }
}
