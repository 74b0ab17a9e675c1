extension JSONParser {
    /// Reads a string starting at the opening quote.
    ///
    /// - Returns: The string read so far and whether its closing quote was reached. A string cut
    ///   off by the end of the input keeps every complete character; an escape sequence cut off
    ///   in the middle is left out.
    mutating func readString() throws -> (String, Bool) {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return (string, true)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 {
                throw stringError("a raw control character (0x\(String(byte, radix: 16))) must be escaped in a string")
            }
            index += 1
        }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return (String(decoding: buffer, as: UTF8.self), true)
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else {
                    index = bytes.count
                    return (String(decoding: buffer, as: UTF8.self), false)
                }
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    guard case .value(let scalar) = try readUnicodeEscape() else {
                        index = bytes.count
                        return (String(decoding: buffer, as: UTF8.self), false)
                    }
                    buffer.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    index -= 1
                    throw stringError("'\\\(Character(Unicode.Scalar(escape)))' is not a JSON escape sequence")
                }
            default:
                if byte < 0x20 {
                    throw stringError(
                        "a raw control character (0x\(String(byte, radix: 16))) must be escaped in a string")
                }
                buffer.append(byte)
                index += 1
            }
        }
        return (String(decoding: buffer, as: UTF8.self), false)
    }

    /// Reads the hex digits after `\u`, combining a surrogate pair. A lone surrogate (a high one
    /// not followed by `\u` and a low one, or a low one alone) is an error: it is no character.
    private mutating func readUnicodeEscape() throws -> Read<Unicode.Scalar> {
        let escapeStart = index - 2
        guard case .value(let first) = try readHex4() else { return .truncated }
        if first >= 0xDC00, first < 0xE000 {
            throw loneSurrogate(first, at: escapeStart, "a low surrogate must follow a high one (\\uD800-\\uDBFF)")
        }
        guard first >= 0xD800, first < 0xDC00 else { return .value(Unicode.Scalar(first) ?? "\u{FFFD}") }
        // The text may end inside the pair: that is incomplete, not wrong.
        guard index < bytes.count else { return .truncated }
        guard bytes[index] == UInt8(ascii: "\\") else {
            throw loneSurrogate(
                first, at: escapeStart, "a high surrogate must be followed by a low one (\\uDC00-\\uDFFF)")
        }
        guard index + 1 < bytes.count else { return .truncated }
        guard bytes[index + 1] == UInt8(ascii: "u") else {
            throw loneSurrogate(
                first, at: escapeStart, "a high surrogate must be followed by a low one (\\uDC00-\\uDFFF)")
        }
        index += 2
        guard case .value(let second) = try readHex4() else { return .truncated }
        guard second >= 0xDC00, second < 0xE000 else {
            throw loneSurrogate(
                first, at: escapeStart, "a high surrogate must be followed by a low one (\\uDC00-\\uDFFF)")
        }
        let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return .value(Unicode.Scalar(combined) ?? "\u{FFFD}")
    }

    private func loneSurrogate(_ value: UInt32, at offset: Int, _ rule: String) -> JSONParseError {
        let hex = String(value, radix: 16)
        return JSONParser.makeError(
            bytes, .invalidString, at: offset, "'\\u\(hex)' is a lone UTF-16 surrogate, not a character: \(rule)")
    }

    private mutating func readHex4() throws -> Read<UInt32> {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { return .truncated }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw stringError("'\\u' must be followed by four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return .value(value)
    }
}

extension JSONParser {
    fileprivate func stringError(_ message: String) -> JSONParseError {
        error(.invalidString, message)
    }
}
