import Foundation

/// The analysed text as UTF-16 code units, the shared substrate of every analyzer.
///
/// All spans reported by LMFallback are UTF-16 offsets into the original string, the same unit
/// as `NSRange`. Use ``TextBuffer/stringRange(_:in:)`` to turn one into a `Range<String.Index>`.
struct TextBuffer: Sendable {
    /// The original text.
    let string: String
    /// The text as UTF-16 code units.
    let units: [UInt16]

    /// Wraps a string.
    init(_ string: String) {
        self.string = string
        self.units = Array(string.utf16)
    }

    /// The number of UTF-16 code units.
    var count: Int { units.count }

    /// The text of a span.
    func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, units.count))
        let upper = max(lower, min(range.upperBound, units.count))
        return String(decoding: units[lower..<upper], as: UTF16.self)
    }

    /// Whether the text contains `needle` (compared as UTF-16 code units): a fast test before running a
    /// regular expression that needs it.
    func contains(_ needle: String) -> Bool {
        let pattern = Array(needle.utf16)
        guard let first = pattern.first, pattern.count <= units.count else { return pattern.isEmpty }
        return units.withUnsafeBufferPointer { text in
            let last = text.count - pattern.count
            var index = 0
            while index <= last {
                if text[index] == first {
                    var matched = 1
                    while matched < pattern.count && text[index + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Whether the text contains `word` with no letter on either side (compared as UTF-16 code units).
    func containsWord(_ word: String) -> Bool { Self.containsWord(Array(word.utf16), in: units) }

    /// Whether `word` occurs in `units` with no letter on either side.
    static func containsWord(_ word: [UInt16], in units: [UInt16]) -> Bool {
        guard let first = word.first, word.count <= units.count else { return false }
        return units.withUnsafeBufferPointer { text in
            let last = text.count - word.count
            var index = 0
            while index <= last {
                if text[index] == first, index == 0 || !CharClass.isLetter(text[index - 1]),
                    index + word.count == text.count || !CharClass.isLetter(text[index + word.count])
                {
                    var matched = 1
                    while matched < word.count && text[index + matched] == word[matched] { matched += 1 }
                    if matched == word.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Converts a UTF-16 span into a string range of `string`, or `nil` when out of bounds.
    static func stringRange(_ range: Range<Int>, in string: String) -> Range<String.Index>? {
        let utf16 = string.utf16
        guard range.lowerBound >= 0, range.upperBound <= utf16.count else { return nil }
        let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let upper = utf16.index(lower, offsetBy: range.count)
        return lower..<upper
    }
}

/// Character classes on single UTF-16 code units (surrogates count as symbols).
enum CharClass {
    /// Whether the unit is whitespace (including newlines).
    @inline(__always)
    static func isSpace(_ unit: UInt16) -> Bool {
        if unit < 128 { return unit == 32 || (unit >= 9 && unit <= 13) }
        return unit == 0xA0 || unit == 0x2028 || unit == 0x2029 || (unit >= 0x2000 && unit <= 0x200A)
            || unit == 0x3000 || unit == 0x202F
    }

    /// Whether the unit is an ASCII digit.
    @inline(__always)
    static func isDigit(_ unit: UInt16) -> Bool { unit >= 48 && unit <= 57 }

    /// Whether the unit is a letter.
    @inline(__always)
    static func isLetter(_ unit: UInt16) -> Bool {
        if unit < 128 { return (unit | 0x20) >= 97 && (unit | 0x20) <= 122 }
        guard unit < 0xD800 || unit > 0xDFFF, let scalar = Unicode.Scalar(UInt32(unit)) else { return false }
        return scalar.properties.isAlphabetic
    }

    /// Whether the unit is an uppercase letter.
    @inline(__always)
    static func isUpper(_ unit: UInt16) -> Bool {
        if unit < 128 { return unit >= 65 && unit <= 90 }
        guard unit < 0xD800 || unit > 0xDFFF, let scalar = Unicode.Scalar(UInt32(unit)) else { return false }
        return scalar.properties.isUppercase
    }

    /// Whether the unit is a lowercase letter.
    @inline(__always)
    static func isLower(_ unit: UInt16) -> Bool {
        if unit < 128 { return unit >= 97 && unit <= 122 }
        guard unit < 0xD800 || unit > 0xDFFF, let scalar = Unicode.Scalar(UInt32(unit)) else { return false }
        return scalar.properties.isLowercase
    }

    /// Whether the unit is a letter or a digit.
    @inline(__always)
    static func isWordChar(_ unit: UInt16) -> Bool { isDigit(unit) || isLetter(unit) }

    /// Whether the unit is an apostrophe (straight or curly).
    @inline(__always)
    static func isApostrophe(_ unit: UInt16) -> Bool { unit == 39 || unit == 0x2019 }

    /// Whether the unit closes a quotation or a bracket.
    @inline(__always)
    static func isClosing(_ unit: UInt16) -> Bool {
        unit == 34 || unit == 39 || unit == 41 || unit == 93 || unit == 125 || unit == 0x201D || unit == 0x2019
            || unit == 0xBB
    }

    /// Whether the unit opens a quotation or a bracket.
    @inline(__always)
    static func isOpening(_ unit: UInt16) -> Bool {
        unit == 34 || unit == 39 || unit == 40 || unit == 91 || unit == 123 || unit == 0x201C || unit == 0x2018
            || unit == 0xAB
    }

    /// Whether the unit ends a sentence (`.`, `!`, `?`, `…`).
    @inline(__always)
    static func isTerminal(_ unit: UInt16) -> Bool { unit == 46 || unit == 33 || unit == 63 || unit == 0x2026 }
}
