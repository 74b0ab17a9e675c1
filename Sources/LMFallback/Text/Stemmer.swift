/// A light English stemmer: strips plural, `-ing`, `-ed` and `-ly` endings so that related word forms
/// share one key (`lanes`/`lane`, `planning`/`plan`). Deliberately conservative; it is used for
/// matching, never for display.
public enum Stemmer {
    /// Returns the stem of a lowercase word.
    /// - Parameter word: A lowercased token.
    /// - Returns: Its stem (the word itself when no rule applies).
    public static func stem(_ word: String) -> String {
        let count = word.utf8.count
        guard count > 3, word.utf8.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { return word }
        var base = word
        if base.hasSuffix("ies") && count > 4 {
            base = String(base.dropLast(3)) + "y"
        } else if base.hasSuffix("sses") {
            base = String(base.dropLast(2))
        } else if base.hasSuffix("s") && !base.hasSuffix("ss") && !base.hasSuffix("us") && !base.hasSuffix("is") {
            base = String(base.dropLast())
        }
        if base.hasSuffix("ing") && base.utf8.count > 5 {
            base = undouble(String(base.dropLast(3)))
        } else if base.hasSuffix("ed") && base.utf8.count > 4 && !base.hasSuffix("eed") {
            base = undouble(String(base.dropLast(2)))
        } else if base.hasSuffix("ly") && base.utf8.count > 5 {
            base = String(base.dropLast(2))
        }
        if base.hasSuffix("e") && base.utf8.count > 4 { base = String(base.dropLast()) }
        return base
    }

    private static func undouble(_ word: String) -> String {
        let bytes = Array(word.utf8)
        guard bytes.count > 3, bytes[bytes.count - 1] == bytes[bytes.count - 2],
            !"lsz".utf8.contains(bytes[bytes.count - 1])
        else { return word }
        return String(word.dropLast())
    }
}
