/// Writes ``GeneratedContent`` as compact JSON text.
struct JSONWriter {
    private(set) var output = ""

    private enum Step {
        case value(GeneratedContent)
        case text(String)
    }

    /// Appends a value; nesting is handled with an explicit stack, so depth is not limited by
    /// the call stack.
    mutating func write(_ content: GeneratedContent) {
        var steps: [Step] = [.value(content)]
        while let step = steps.popLast() {
            switch step {
            case .text(let text):
                output += text
            case .value(let value):
                switch value.kind {
                case .null: output += "null"
                case .bool(let flag): output += flag ? "true" : "false"
                case .number(let number): output += JSONWriter.format(number)
                case .string(let string): JSONWriter.appendQuoted(string, to: &output)
                case .array(let elements):
                    output += "["
                    steps.append(.text("]"))
                    for (offset, element) in elements.enumerated().reversed() {
                        steps.append(.value(element))
                        if offset > 0 { steps.append(.text(",")) }
                    }
                case .structure(let properties, let keys):
                    output += "{"
                    steps.append(.text("}"))
                    var members: [Step] = []
                    for key in keys {
                        guard let member = properties[key] else { continue }
                        if !members.isEmpty { members.append(.text(",")) }
                        var quoted = ""
                        JSONWriter.appendQuoted(key, to: &quoted)
                        members.append(.text(quoted + ":"))
                        members.append(.value(member))
                    }
                    steps.append(contentsOf: members.reversed())
                }
            }
        }
    }

    /// Formats a number as JSON: whole numbers below 10¹⁵ without a fraction, non-finite as `null`.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// Appends a string in quotes, escaping what JSON requires, and U+2028 and U+2029 (line and
    /// paragraph separators, which JavaScript reads as line ends).
    static func appendQuoted(_ string: String, to output: inout String) {
        output += "\""
        var needsEscaping = false
        // 0xE2 starts U+2028 and U+2029, which are escaped so the text is also valid JavaScript.
        for byte in string.utf8
        where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 {
            needsEscaping = true
            break
        }
        guard needsEscaping else {
            output += string
            output += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
