/// A JSON parser that also accepts prefixes of valid documents.
///
/// The parser is iterative: nesting lives in an explicit stack bounded by
/// ``JSONParseError/maximumDepth``, so hostile input such as `[[[[…` cannot overflow the call
/// stack. Values cut off by the end of the input are returned with `isComplete == false`.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// A container whose closing bracket has not been read yet.
    ///
    /// Frames are changed in place on the stack; each mutation first parks a placeholder in the
    /// frame so the payload is uniquely referenced and appends do not copy it.
    private enum Frame {
        case array([GeneratedContent])
        case object(ObjectBuilder)

        mutating func add(_ value: GeneratedContent) {
            switch self {
            case .array(var elements):
                self = .array([])
                elements.append(value)
                self = .array(elements)
            case .object(var object):
                self = .array([])
                object.properties[object.pendingKey] = value
                object.keys.append(object.pendingKey)
                self = .object(object)
            }
        }

        mutating func setPendingKey(_ key: String) {
            guard case .object(var object) = self else { return }
            self = .array([])
            object.pendingKey = key
            self = .object(object)
        }

        func containsKey(_ key: String) -> Bool {
            guard case .object(let object) = self else { return false }
            return object.properties[key] != nil
        }

        var content: GeneratedContent {
            switch self {
            case .array(let elements): return GeneratedContent(kind: .array(elements))
            case .object(let object):
                return GeneratedContent(kind: .structure(properties: object.properties, orderedKeys: object.keys))
            }
        }
    }

    /// The parts of an object read so far.
    private struct ObjectBuilder {
        var properties: [String: GeneratedContent] = [:]
        var keys: [String] = []
        var pendingKey = ""
    }

    /// The outcome of reading something that the end of the input may cut off.
    enum Read<Value> {
        case value(Value)
        case truncated
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses the whole input as one JSON document or a prefix of one.
    mutating func parseDocument() throws -> GeneratedContent {
        skipWhitespace()
        var stack: [Frame] = []
        var value: GeneratedContent
        valueLoop: while true {
            skipWhitespace()
            guard index < bytes.count else { return finish(stack, pending: nil) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try checkDepth(stack.count)
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = GeneratedContent(kind: .structure(properties: [:], orderedKeys: []))
                } else {
                    stack.append(.object(ObjectBuilder()))
                    guard case .value(let key) = try readKey(in: stack[stack.count - 1]) else {
                        return finish(stack, pending: nil)
                    }
                    stack[stack.count - 1].setPendingKey(key)
                    continue valueLoop
                }
            case UInt8(ascii: "["):
                try checkDepth(stack.count)
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = GeneratedContent(kind: .array([]))
                } else {
                    stack.append(.array([]))
                    continue valueLoop
                }
            case UInt8(ascii: "\""):
                let (string, complete) = try readString()
                guard complete else {
                    return finish(stack, pending: GeneratedContent(kind: .string(string), isComplete: false))
                }
                value = GeneratedContent(kind: .string(string))
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                let literal = try readLiteral()
                guard case .value(let kind) = literal.read else {
                    return finish(stack, pending: GeneratedContent(kind: literal.kind, isComplete: false))
                }
                value = GeneratedContent(kind: kind)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = try readNumber()
                guard case .value(let parsed) = number else {
                    if stack.isEmpty {
                        return GeneratedContent(kind: .null, isComplete: false)
                    }
                    return finish(stack, pending: nil)
                }
                if !parsed.complete || (index == bytes.count && !stack.isEmpty) {
                    return finish(stack, pending: GeneratedContent(kind: .number(parsed.value), isComplete: false))
                }
                value = GeneratedContent(kind: .number(parsed.value))
            default:
                throw error(.unexpectedCharacter, "expected a JSON value, found \(describeByte(at: index))")
            }
            attachLoop: while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    guard index == bytes.count else {
                        throw error(.trailingText, "expected the end of the text after a complete JSON value")
                    }
                    return value
                }
                let top = stack.count - 1
                stack[top].add(value)
                skipWhitespace()
                guard index < bytes.count else { return finish(stack, pending: nil) }
                let byte = bytes[index]
                if case .array = stack[top] {
                    switch byte {
                    case UInt8(ascii: ","):
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                            throw error(
                                .unexpectedCharacter, "expected a value after ',' (trailing commas are not JSON)")
                        }
                        continue valueLoop
                    case UInt8(ascii: "]"):
                        index += 1
                        value = stack.removeLast().content
                        continue attachLoop
                    default:
                        throw error(
                            .unexpectedCharacter, "expected ',' or ']' in an array, found \(describeByte(at: index))")
                    }
                }
                switch byte {
                case UInt8(ascii: ","):
                    index += 1
                    guard case .value(let key) = try readKey(in: stack[top]) else { return finish(stack, pending: nil) }
                    stack[top].setPendingKey(key)
                    continue valueLoop
                case UInt8(ascii: "}"):
                    index += 1
                    value = stack.removeLast().content
                    continue attachLoop
                default:
                    throw error(
                        .unexpectedCharacter, "expected ',' or '}' in an object, found \(describeByte(at: index))")
                }
            }
        }
    }

    /// Builds the incomplete value from the containers still open and the value cut off, if any.
    private func finish(_ stack: [Frame], pending: GeneratedContent?) -> GeneratedContent {
        var current = pending
        for frame in stack.reversed() {
            switch frame {
            case .array(var elements):
                if let current { elements.append(current) }
                current = GeneratedContent(kind: .array(elements), isComplete: false)
            case .object(var object):
                if let current {
                    object.properties[object.pendingKey] = current
                    object.keys.append(object.pendingKey)
                }
                current = GeneratedContent(
                    kind: .structure(properties: object.properties, orderedKeys: object.keys),
                    isComplete: false
                )
            }
        }
        return current ?? GeneratedContent(kind: .null, isComplete: false)
    }

    private func checkDepth(_ depth: Int) throws {
        if depth >= JSONParseError.maximumDepth {
            throw error(
                .nestingTooDeep,
                "arrays and objects nest deeper than \(JSONParseError.maximumDepth) levels; flatten the document"
            )
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    /// Reads `"key" :` at the current position, after optional whitespace.
    private mutating func readKey(in frame: Frame) throws -> Read<String> {
        skipWhitespace()
        guard index < bytes.count else { return .truncated }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw error(.unexpectedCharacter, "expected a quoted object key, found \(describeByte(at: index))")
        }
        let keyOffset = index
        let (key, complete) = try readString()
        guard complete else { return .truncated }
        if frame.containsKey(key) {
            throw JSONParser.makeError(
                bytes, .duplicateKey, at: keyOffset, "the key \"\(key)\" appears twice in one object")
        }
        skipWhitespace()
        guard index < bytes.count else { return .truncated }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw error(.unexpectedCharacter, "expected ':' after the key \"\(key)\", found \(describeByte(at: index))")
        }
        index += 1
        return .value(key)
    }

    func error(_ code: JSONParseError.Code, _ message: String) -> JSONParseError {
        JSONParser.makeError(bytes, code, at: index, message)
    }

    static func makeError(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ code: JSONParseError.Code,
        at offset: Int,
        _ message: String
    ) -> JSONParseError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return JSONParseError(code: code, offset: offset, line: line, column: offset - lineStart + 1, message: message)
    }

    private func describeByte(at position: Int) -> String {
        guard position < bytes.count else { return "the end of the text" }
        let byte = bytes[position]
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}

extension JSONParser {
    /// Reads `true`, `false` or `null`, or a prefix of one cut off by the end of the input.
    private mutating func readLiteral() throws -> (kind: GeneratedContent.Kind, read: Read<GeneratedContent.Kind>) {
        let (word, kind): (StaticString, GeneratedContent.Kind)
        switch bytes[index] {
        case UInt8(ascii: "t"): (word, kind) = ("true", .bool(true))
        case UInt8(ascii: "f"): (word, kind) = ("false", .bool(false))
        default: (word, kind) = ("null", .null)
        }
        let length = word.utf8CodeUnitCount
        for offset in 0..<length {
            guard index + offset < bytes.count else {
                index = bytes.count
                return (kind, .truncated)
            }
            if bytes[index + offset] != word.utf8Start[offset] {
                index += offset
                throw error(.unexpectedCharacter, "expected the literal \(word), found \(describeByte(at: index))")
            }
        }
        index += length
        return (kind, .value(kind))
    }

    /// Reads a number; `complete` is false when the end of the input cut off its grammar.
    private mutating func readNumber() throws -> Read<(value: Double, complete: Bool)> {
        let start = index
        var validEnd = index  // end of the longest prefix that is a complete number
        var integer: Int64 = 0
        var digitCount = 0
        var simple = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { return .truncated }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            digitCount = 1
        } else if isDigit(index) {
            while index < bytes.count, isDigit(index) {
                integer = integer &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0"))
                digitCount += 1
                index += 1
            }
        } else {
            throw error(.invalidNumber, "expected a digit after '-', found \(describeByte(at: index))")
        }
        validEnd = index
        var complete = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            simple = false
            index += 1
            if index == bytes.count {
                complete = false
            } else if !isDigit(index) {
                throw error(
                    .invalidNumber, "expected a digit after the decimal point, found \(describeByte(at: index))")
            }
            while index < bytes.count, isDigit(index) { index += 1 }
            if complete { validEnd = index }
        }
        if complete, index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            simple = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if index == bytes.count {
                complete = false
            } else if !isDigit(index) {
                throw error(.invalidNumber, "expected a digit in the exponent, found \(describeByte(at: index))")
            }
            while index < bytes.count, isDigit(index) { index += 1 }
            if complete { validEnd = index }
        }
        if index < bytes.count, isDigit(index) {
            throw error(.invalidNumber, "a number cannot have a leading zero")
        }
        let negative = bytes[start] == UInt8(ascii: "-")
        if simple, digitCount <= 15 {
            let magnitude = Double(integer)
            return .value((negative ? -magnitude : magnitude, complete))
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<validEnd]), as: UTF8.self)
        guard let value = Double(text) else {
            throw JSONParser.makeError(bytes, .invalidNumber, at: start, "the number \(text) cannot be represented")
        }
        // A magnitude beyond Double's range would read as infinity and be written back as null.
        guard value.isFinite else {
            throw JSONParser.makeError(
                bytes, .invalidNumber, at: start,
                "the number \(text.prefix(40)) is out of range for a double (at most ±1.7976931348623157e308)")
        }
        return .value((value, complete))
    }

    private func isDigit(_ position: Int) -> Bool {
        bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
    }
}
