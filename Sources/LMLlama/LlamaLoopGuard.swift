/// Notices when a structured response's string value starts repeating itself, so the executor can
/// close the string instead of letting the loop run to the token limit.
///
/// Small models sampled greedily or at low temperature fall into loops inside free-text values
/// ("The plan will also include a new road … The plan will also include a new road …"). A loop
/// never becomes a better answer: it only uses up the budget until the structure can't be
/// completed. The guard follows the JSON text token by token (whether it is inside a string, and
/// which tokens the current string holds) and reports a loop when the last ``window`` tokens of a
/// string already occurred earlier in the same string.
struct LlamaLoopGuard {
    /// How many tokens must repeat, in order, to count as a loop.
    static let window = 8

    private var inString = false
    private var escaped = false
    private var stringTokens: [Int32] = []

    /// Where a JSON text ends: inside a string or not, and right after a backslash in one.
    struct Position: Equatable {
        /// Inside a string.
        var inString: Bool
        /// Right after a backslash inside a string.
        var escaped: Bool
    }

    /// Whether the text so far ends inside a string.
    var isInString: Bool { inString }

    /// Where the text so far ends.
    var position: Position { Position(inString: inString, escaped: escaped) }

    /// Follows one generated token.
    /// - Parameters:
    ///   - token: The token.
    ///   - piece: Its bytes.
    mutating func append(_ token: Int32, piece: [UInt8]) {
        let wasInString = inString
        for byte in piece {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                stringTokens.removeAll(keepingCapacity: true)
            }
        }
        if inString && wasInString { stringTokens.append(token) }
        if !inString { stringTokens.removeAll(keepingCapacity: true) }
    }

    /// Whether the current string's last ``window`` tokens already occurred earlier in it.
    var isLooping: Bool {
        let count = stringTokens.count
        let window = Self.window
        guard inString, count >= 2 * window else { return false }
        let tail = stringTokens[(count - window)...]
        var start = 0
        while start + window <= count - window {
            if stringTokens[start..<(start + window)].elementsEqual(tail) { return true }
            start += 1
        }
        return false
    }
}
