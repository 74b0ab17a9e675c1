extension PartialJSONParser {
    /// How far an escape sequence in a string has been read.
    enum StringEscape: Sendable {
        case none
        /// After `\`.
        case backslash
        /// Inside `\uXXXX`: the digits so far, and the high surrogate this escape must complete.
        case unicode(value: UInt32, digits: Int, high: UInt32?)
        /// After a high surrogate, which a `\u` escape of a low one must follow.
        case highSurrogate(UInt32)
        /// After a high surrogate and `\`.
        case highSurrogateBackslash(UInt32)
    }

    /// How far a number's grammar has been read.
    enum NumberPhase: Sendable {
        case sign, leadingZero, integer, dot, fraction, exponentMark, exponentSign, exponent

        /// Whether the bytes so far are a whole number (one that could end here).
        var isComplete: Bool {
            switch self {
            case .leadingZero, .integer, .fraction, .exponent: return true
            case .sign, .dot, .exponentMark, .exponentSign: return false
            }
        }
    }

    mutating func startString(isKey: Bool, at index: Int) {
        token = .string
        text = ""
        textIsKey = isKey
        textStart = deltaStart + index
        escape = .none
    }

    /// Reads string bytes; returns the index after the last byte read.
    mutating func consumeString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws -> Int {
        var index = start
        while index < bytes.count {
            switch escape {
            case .none:
                var end = index
                while end < bytes.count {
                    let byte = bytes[end]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    end += 1
                }
                if end > index {
                    // Deltas are whole strings, so a run between ASCII delimiters is whole characters.
                    text += String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                }
                index = end
                guard index < bytes.count else { return index }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    try finishString(at: index)
                    return index + 1
                }
                guard byte == UInt8(ascii: "\\") else {
                    throw error(
                        .invalidString, at: index,
                        "a raw control character (0x\(String(byte, radix: 16))) must be escaped in a string")
                }
                escape = .backslash
                index += 1
            case .backslash:
                try readEscape(bytes[index], at: index)
                index += 1
            case .unicode(let value, let digits, let high):
                let combined = value << 4 | (try hexDigit(bytes[index], at: index))
                index += 1
                if digits < 3 {
                    escape = .unicode(value: combined, digits: digits + 1, high: high)
                } else {
                    try finishUnicodeEscape(combined, high: high, endingAt: index)
                }
            case .highSurrogate(let high):
                guard bytes[index] == UInt8(ascii: "\\") else { throw loneHighSurrogate(high, before: index) }
                escape = .highSurrogateBackslash(high)
                index += 1
            case .highSurrogateBackslash(let high):
                guard bytes[index] == UInt8(ascii: "u") else { throw loneHighSurrogate(high, before: index - 1) }
                escape = .unicode(value: 0, digits: 0, high: high)
                index += 1
            }
        }
        return index
    }

    private mutating func readEscape(_ byte: UInt8, at index: Int) throws {
        escape = .none
        switch byte {
        case UInt8(ascii: "\""): text.append("\"")
        case UInt8(ascii: "\\"): text.append("\\")
        case UInt8(ascii: "/"): text.append("/")
        case UInt8(ascii: "b"): text.append("\u{08}")
        case UInt8(ascii: "f"): text.append("\u{0C}")
        case UInt8(ascii: "n"): text.append("\n")
        case UInt8(ascii: "r"): text.append("\r")
        case UInt8(ascii: "t"): text.append("\t")
        case UInt8(ascii: "u"): escape = .unicode(value: 0, digits: 0, high: nil)
        default:
            throw error(
                .invalidString, at: index, "'\\\(Character(Unicode.Scalar(byte)))' is not a JSON escape sequence")
        }
    }

    private mutating func finishUnicodeEscape(_ value: UInt32, high: UInt32?, endingAt index: Int) throws {
        if let high {
            guard value >= 0xDC00, value < 0xE000 else { throw loneHighSurrogate(high, before: index - 12) }
            let scalar = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
            text.unicodeScalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
            escape = .none
        } else if value >= 0xDC00, value < 0xE000 {
            throw error(
                .invalidString, at: index - 6,
                "'\\u\(String(value, radix: 16))' is a lone UTF-16 surrogate, not a character: "
                    + "a low surrogate must follow a high one (\\uD800-\\uDBFF)")
        } else if value >= 0xD800, value < 0xDC00 {
            escape = .highSurrogate(value)
        } else {
            text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            escape = .none
        }
    }

    private func loneHighSurrogate(_ value: UInt32, before index: Int) -> JSONParseError {
        error(
            .invalidString, at: max(index - 6, 0),
            "'\\u\(String(value, radix: 16))' is a lone UTF-16 surrogate, not a character: "
                + "a high surrogate must be followed by a low one (\\uDC00-\\uDFFF)")
    }

    private func hexDigit(_ byte: UInt8, at index: Int) throws -> UInt32 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: throw error(.invalidString, at: index, "'\\u' must be followed by four hex digits")
        }
    }

    /// A string's closing quote: a key waits for its value, a value is attached.
    private mutating func finishString(at index: Int) throws {
        token = .none
        let string = text
        text = ""
        if textIsKey {
            guard let top = stack.last, !top.contains(key: string) else {
                throw error(
                    .duplicateKey, atOffset: textStart, "the key \"\(string)\" appears twice in one object")
            }
            stack[stack.count - 1].setPendingKey(string)
            expectation = .colon
        } else {
            attach(GeneratedContent(kind: .string(string)))
        }
    }

    mutating func startLiteral(_ byte: UInt8) {
        token = .literal
        literalMatched = 1
        switch byte {
        case UInt8(ascii: "t"): (literalWord, literalKind) = ("true", .bool(true))
        case UInt8(ascii: "f"): (literalWord, literalKind) = ("false", .bool(false))
        default: (literalWord, literalKind) = ("null", .null)
        }
        if literalMatched == literalWord.utf8CodeUnitCount { finishLiteral() }
    }

    /// Reads literal bytes; returns the index after the last byte read.
    mutating func consumeLiteral(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws -> Int {
        var index = start
        let length = literalWord.utf8CodeUnitCount
        while index < bytes.count, literalMatched < length {
            guard bytes[index] == literalWord.utf8Start[literalMatched] else {
                throw error(
                    .unexpectedCharacter, at: index,
                    "expected the literal \(literalWord), found \(Self.describe(bytes[index]))")
            }
            literalMatched += 1
            index += 1
        }
        if literalMatched == length { finishLiteral() }
        return index
    }

    private mutating func finishLiteral() {
        token = .none
        attach(GeneratedContent(kind: literalKind))
    }

    mutating func startNumber(_ byte: UInt8, at index: Int) {
        token = .number
        textStart = deltaStart + index
        numberBytes = [byte]
        switch byte {
        case UInt8(ascii: "-"): numberPhase = .sign
        case UInt8(ascii: "0"): numberPhase = .leadingZero
        default: numberPhase = .integer
        }
    }

    /// Reads number bytes; returns the index of the first byte after the number, which the
    /// caller reads next, once the number has ended.
    mutating func consumeNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            let next: NumberPhase?
            switch numberPhase {
            case .sign:
                guard isDigit else {
                    throw error(.invalidNumber, at: index, "expected a digit after '-', found \(Self.describe(byte))")
                }
                next = byte == UInt8(ascii: "0") ? .leadingZero : .integer
            case .leadingZero, .integer:
                if isDigit, numberPhase == .leadingZero {
                    throw error(.invalidNumber, at: index, "a number cannot have a leading zero")
                }
                next = isDigit ? .integer : byte == UInt8(ascii: ".") ? .dot : isExponent ? .exponentMark : nil
            case .dot:
                guard isDigit else {
                    throw error(
                        .invalidNumber, at: index,
                        "expected a digit after the decimal point, found \(Self.describe(byte))")
                }
                next = .fraction
            case .fraction:
                next = isDigit ? .fraction : isExponent ? .exponentMark : nil
            case .exponentMark where byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"):
                next = .exponentSign
            case .exponentMark, .exponentSign:
                guard isDigit else {
                    throw error(
                        .invalidNumber, at: index, "expected a digit in the exponent, found \(Self.describe(byte))")
                }
                next = .exponent
            case .exponent:
                next = isDigit ? .exponent : nil
            }
            guard let next else {
                token = .none
                guard let value = try numberValue() else { return index }
                numberBytes = []
                attach(GeneratedContent(kind: .number(value)))
                return index
            }
            numberPhase = next
            numberBytes.append(byte)
            index += 1
        }
        return index
    }

    /// The value of the number read so far, as ``GeneratedContent/init(json:)`` reads it:
    /// the longest prefix that is a whole number; `nil` for a lone `-`.
    func numberValue() throws -> Double? {
        var end = numberBytes.count
        switch numberPhase {
        case .sign: return nil
        case .dot, .exponentMark: end -= 1
        case .exponentSign: end -= 2
        case .leadingZero, .integer, .fraction, .exponent: break
        }
        let negative = numberBytes.first == UInt8(ascii: "-")
        var integer: Int64 = 0
        var digitCount = 0
        var simple = true
        for byte in numberBytes[(negative ? 1 : 0)...] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                simple = false
                break
            }
            integer = integer &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
            digitCount += 1
        }
        if simple, digitCount <= 15 {
            let magnitude = Double(integer)
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: numberBytes[..<end], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(
                .invalidNumber, atOffset: textStart,
                "the number \(text.prefix(40)) is out of range for a double (at most ±1.7976931348623157e308)")
        }
        return value
    }
}
