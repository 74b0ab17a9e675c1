/// A JSON parser fed piece by piece, as a model streams its output, that gives the value so far
/// after any piece.
///
/// ``GeneratedContent/init(json:)`` parses a whole prefix each time, so re-parsing after every
/// streamed delta costs time quadratic in the length of the response. This parser keeps its
/// place instead: each byte is read once, values that are complete are kept as finished
/// ``GeneratedContent`` that later snapshots share, and a snapshot is built from the open
/// containers only. Appending a delta and taking a snapshot costs time proportional to the delta
/// plus the depth of the open path, as long as the caller has let go of the previous snapshot
/// (a snapshot still held makes the next one copy the open containers and strings it shares,
/// which is what value semantics require).
///
/// Every snapshot equals what ``GeneratedContent/init(json:)`` gives for the text appended so
/// far, and an error is reported for exactly the prefixes it rejects. In addition, every object
/// and array gets a ``GenerationID`` when its opening bracket is read, which all later snapshots
/// of it (and the finished value) carry, so a user interface can follow one generated object
/// from snapshot to snapshot.
///
/// ```swift
/// var parser = PartialJSONParser()
/// for delta in [#"{"title": "Swift"#, #" on Linux", "#, #""rating": 4}"#] {
///     try parser.append(delta)
///     print(try parser.snapshot().jsonString)
/// }
/// ```
package struct PartialJSONParser: Sendable {
    /// What the next byte outside a token may be.
    enum Expectation: Sendable {
        /// A value (at the start, after `:` or after `,` in an array).
        case value
        /// A value or `]`, right after `[`.
        case valueOrClose
        /// A key or `}`, right after `{`.
        case keyOrClose
        /// A key, after `,` in an object.
        case key
        /// The `:` after a key.
        case colon
        /// `,` or the container's closing bracket, after a value.
        case commaOrClose
        /// Nothing but whitespace: the document is complete.
        case end
    }

    /// The token being read, whose bytes may continue in the next delta.
    enum Token: Sendable {
        case none
        case string
        case number
        case literal
    }

    var stack: [PartialJSONFrame] = []
    var expectation = Expectation.value
    var token = Token.none
    /// The whole value, once the document is complete.
    var root: GeneratedContent?
    var failure: JSONParseError?
    private var cached: GeneratedContent?

    /// Bytes consumed before the current delta; the line and the offset where it starts.
    var deltaStart = 0
    var line = 1
    var lineStart = 0

    /// Where the string or number being read starts, from the start of the document.
    var textStart = 0
    /// The string being read (a value, or a key when `textIsKey`), and the escape in progress.
    var text = ""
    var textIsKey = false
    var escape = StringEscape.none
    /// The number being read and how far its grammar has got.
    var numberBytes: [UInt8] = []
    var numberPhase = NumberPhase.sign
    /// The literal being read (`true`, `false` or `null`) and how many of its bytes matched.
    var literalWord: StaticString = "null"
    var literalKind = GeneratedContent.Kind.null
    var literalMatched = 0

    /// Creates a parser that has read nothing yet.
    package init() {}

    /// Whether a complete JSON document has been read.
    package var isComplete: Bool { root != nil }

    /// Reads the next piece of the document.
    ///
    /// - Parameter delta: The text that follows everything appended so far.
    /// - Throws: ``JSONParseError`` when the text so far is not a prefix of any valid JSON
    ///   document, or nests deeper than ``JSONParseError/maximumDepth``; once thrown, every later
    ///   call throws the same error.
    package mutating func append(_ delta: String) throws {
        if let failure { throw failure }
        cached = nil
        for index in stack.indices where stack[index].hasSlot {
            stack[index].clearSlot()
        }
        var delta = delta
        do {
            try delta.withUTF8 { bytes in
                try consume(bytes)
                deltaStart += bytes.count
            }
        } catch let error as JSONParseError {
            failure = error
            throw error
        }
    }

    /// The value read so far, as ``GeneratedContent/init(json:)`` would give it for the text
    /// appended so far.
    ///
    /// - Returns: The content; incomplete (``GeneratedContent/isComplete`` `false`) on the root
    ///   and every value still open until the document is complete.
    /// - Throws: ``JSONParseError`` when the text so far was rejected, or ends in a number that
    ///   is out of range for a `Double`.
    package mutating func snapshot() throws -> GeneratedContent {
        if let failure { throw failure }
        if let cached { return cached }
        if let root { return root }
        var current: GeneratedContent?
        do {
            current = try pendingValue()
        } catch let error as JSONParseError {
            failure = error
            throw error
        }
        for index in stack.indices.reversed() {
            if let child = current { stack[index].setSlot(child) }
            current = stack[index].content(isComplete: false)
        }
        let result = current ?? GeneratedContent(kind: .null, isComplete: false)
        cached = result
        return result
    }

    /// The token cut off by the end of the text so far, as content, if it has a value yet.
    private func pendingValue() throws -> GeneratedContent? {
        switch token {
        case .none:
            return nil
        case .string:
            return textIsKey ? nil : GeneratedContent(kind: .string(text), isComplete: false)
        case .literal:
            return GeneratedContent(kind: literalKind, isComplete: false)
        case .number:
            guard let value = try numberValue() else { return nil }
            return GeneratedContent(kind: .number(value), isComplete: stack.isEmpty && numberPhase.isComplete)
        }
    }

    private mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        var index = 0
        while index < bytes.count {
            switch token {
            case .string:
                index = try consumeString(bytes, from: index)
            case .number:
                index = try consumeNumber(bytes, from: index)
            case .literal:
                index = try consumeLiteral(bytes, from: index)
            case .none:
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    break
                case UInt8(ascii: "\n"):
                    line += 1
                    lineStart = deltaStart + index + 1
                default:
                    try structural(byte, bytes, at: index)
                }
                index += 1
            }
        }
    }

    /// Handles a byte outside any token.
    private mutating func structural(_ byte: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws {
        switch expectation {
        case .value, .valueOrClose:
            if byte == UInt8(ascii: "]"), stack.last?.isObject == false {
                guard expectation == .valueOrClose else {
                    throw error(
                        .unexpectedCharacter, at: index, "expected a value after ',' (trailing commas are not JSON)")
                }
                try close()
            } else {
                try startValue(byte, bytes, at: index)
            }
        case .keyOrClose, .key:
            if byte == UInt8(ascii: "\"") {
                startString(isKey: true, at: index)
            } else if byte == UInt8(ascii: "}"), expectation == .keyOrClose {
                try close()
            } else {
                throw error(
                    .unexpectedCharacter, at: index,
                    "expected a quoted object key, found \(Self.describe(byte))")
            }
        case .colon:
            guard byte == UInt8(ascii: ":") else {
                let key = stack.last?.pendingKey ?? ""
                throw error(
                    .unexpectedCharacter, at: index,
                    "expected ':' after the key \"\(key)\", found \(Self.describe(byte))")
            }
            expectation = .value
        case .commaOrClose:
            let isObject = stack.last?.isObject ?? false
            switch byte {
            case UInt8(ascii: ","):
                expectation = isObject ? .key : .value
            case UInt8(ascii: "]") where !isObject, UInt8(ascii: "}") where isObject:
                try close()
            default:
                let expected = isObject ? "',' or '}' in an object" : "',' or ']' in an array"
                throw error(.unexpectedCharacter, at: index, "expected \(expected), found \(Self.describe(byte))")
            }
        case .end:
            throw error(.trailingText, at: index, "expected the end of the text after a complete JSON value")
        }
    }

    private mutating func startValue(_ byte: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < JSONParseError.maximumDepth else {
                throw error(
                    .nestingTooDeep, at: index,
                    "arrays and objects nest deeper than \(JSONParseError.maximumDepth) levels; flatten the document")
            }
            let isObject = byte == UInt8(ascii: "{")
            stack.append(PartialJSONFrame(isObject: isObject))
            expectation = isObject ? .keyOrClose : .valueOrClose
        case UInt8(ascii: "\""):
            startString(isKey: false, at: index)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            startLiteral(byte)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            startNumber(byte, at: index)
        default:
            throw error(.unexpectedCharacter, at: index, "expected a JSON value, found \(Self.describe(byte))")
        }
    }

    /// Closes the innermost container and attaches it to its parent.
    private mutating func close() throws {
        let frame = stack.removeLast()
        attach(frame.content(isComplete: true))
    }

    /// Adds a finished value to the innermost container, or makes it the root.
    mutating func attach(_ value: GeneratedContent) {
        guard !stack.isEmpty else {
            root = value
            expectation = .end
            return
        }
        stack[stack.count - 1].add(value)
        expectation = .commaOrClose
    }

    /// An error at a byte of the current delta.
    func error(_ code: JSONParseError.Code, at index: Int, _ message: String) -> JSONParseError {
        error(code, atOffset: deltaStart + index, message)
    }

    /// An error at an offset from the start of the document.
    func error(_ code: JSONParseError.Code, atOffset offset: Int, _ message: String) -> JSONParseError {
        JSONParseError(
            code: code, offset: offset, line: line, column: max(offset - lineStart, 0) + 1, message: message)
    }

    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
