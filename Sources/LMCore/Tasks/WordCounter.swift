/// Counts whitespace-separated words, the measure LMCore uses for reading time and the fallback
/// model's tokens.
package enum WordCounter {
    /// The number of whitespace-separated words in a text.
    ///
    /// ASCII scalars are classified directly; only other scalars consult Unicode properties,
    /// which are far slower to look up.
    package static func count(in text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isSpace =
                value < 0x80 ? (value == 0x20 || (value >= 0x09 && value <= 0x0D)) : scalar.properties.isWhitespace
            if !isSpace && !inWord { count += 1 }
            inWord = !isSpace
        }
        return count
    }
}
