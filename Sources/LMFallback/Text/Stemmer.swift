/// A light English stemmer: strips plural, `-ing`, `-ed` and `-ly` endings so that related word forms
/// share one key (`lanes`/`lane`, `planning`/`plan`). Deliberately conservative; it is used for
/// matching, never for display.
public enum Stemmer {
    /// Returns the stem of a lowercase word.
    /// - Parameter word: A lowercased token.
    /// - Returns: Its stem (the word itself when no rule applies).
    public static func stem(_ word: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.utf8.count)
        for byte in word.utf8 {
            guard byte >= 97 && byte <= 122 else { return word }
            bytes.append(byte)
        }
        let count = bytes.count
        guard count > 3 else { return word }
        // Plurals.
        if ends(bytes, "ies") && count > 4 {
            bytes.removeLast(3)
            bytes.append(121)  // y
        } else if ends(bytes, "sses") {
            bytes.removeLast(2)
        } else if ends(bytes, "s") && !ends(bytes, "ss") && !ends(bytes, "us") && !ends(bytes, "is") {
            bytes.removeLast()
        }
        // Verb and adverb endings.
        if ends(bytes, "ing") && bytes.count > 5 {
            bytes.removeLast(3)
            undouble(&bytes)
        } else if ends(bytes, "ed") && bytes.count > 4 && !ends(bytes, "eed") {
            bytes.removeLast(2)
            undouble(&bytes)
        } else if ends(bytes, "ly") && bytes.count > 5 {
            bytes.removeLast(2)
        }
        if ends(bytes, "e") && bytes.count > 4 { bytes.removeLast() }
        if bytes.count == count { return word }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the bytes end with an ASCII suffix.
    @inline(__always)
    private static func ends(_ bytes: [UInt8], _ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard bytes.count >= length else { return false }
        return suffix.withUTF8Buffer { suffixBytes in
            var index = 0
            let offset = bytes.count - length
            while index < length {
                if bytes[offset + index] != suffixBytes[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// Removes a doubled final consonant (`stopp` → `stop`), except `l`, `s` and `z`.
    private static func undouble(_ bytes: inout [UInt8]) {
        let count = bytes.count
        guard count > 3, bytes[count - 1] == bytes[count - 2], bytes[count - 1] != 108, bytes[count - 1] != 115,
            bytes[count - 1] != 122
        else { return }
        bytes.removeLast()
    }
}
