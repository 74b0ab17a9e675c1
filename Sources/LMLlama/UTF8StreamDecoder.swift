/// Turns a stream of byte chunks into text without ever splitting a UTF-8 character.
///
/// Tokens often stand for part of a character (a byte-level BPE token may hold the first two
/// bytes of an emoji). The decoder returns the text of every complete character and keeps an
/// incomplete one until the bytes that finish it arrive; bytes that can never form a character
/// become U+FFFD.
///
/// ```swift
/// var decoder = UTF8StreamDecoder()
/// decoder.append([0xF0, 0x9F])        // ""
/// decoder.append([0x98, 0x80, 0x21])  // "😀!"
/// ```
public struct UTF8StreamDecoder: Sendable, Equatable {
    private var pending: [UInt8] = []

    /// Creates a decoder.
    public init() {}

    /// Whether bytes of an incomplete character are waiting.
    public var hasPendingBytes: Bool { !pending.isEmpty }

    /// Adds bytes and returns the text of the characters they complete.
    public mutating func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        pending.append(contentsOf: bytes)
        let cut = Self.completePrefixLength(pending)
        guard cut > 0 else { return "" }
        let text = String(decoding: pending[..<cut], as: UTF8.self)
        pending.removeFirst(cut)
        return text
    }

    /// Returns what is left (an incomplete character becomes U+FFFD) and empties the decoder.
    public mutating func finish() -> String {
        defer { pending.removeAll() }
        return pending.isEmpty ? "" : String(decoding: pending, as: UTF8.self)
    }

    /// The length of the longest prefix that does not end inside a character that later bytes
    /// could still complete.
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        let count = bytes.count
        // A character is at most 4 bytes, so only the last 3 can belong to an unfinished one.
        var index = count - 1
        let lowest = max(0, count - 4)
        while index >= lowest {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                // The lead byte of the last character (or an ASCII byte / invalid byte).
                let expected: Int =
                    switch byte {
                    case 0xC2...0xDF: 2
                    case 0xE0...0xEF: 3
                    case 0xF0...0xF4: 4
                    default: 1
                    }
                return count - index < expected ? index : count
            }
            index -= 1
        }
        return count
    }
}
