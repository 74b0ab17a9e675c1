/// Splits text into word tokens: runs of letters and digits, keeping inner apostrophes (`don't`),
/// hyphens (`hot-desk`), ampersands between capitals (`B&B`), and periods or commas between digits (`3.5`, `1,200`,
/// `2.3.1`).
///
/// Runs in time linear in the text length.
public struct WordTokenizer: Sendable {
    /// Creates a tokenizer.
    public init() {}

    /// Tokenizes a text.
    /// - Parameter text: Any text.
    /// - Returns: The word tokens in order.
    public func tokens(in text: String) -> [Token] {
        let buffer = TextBuffer(text)
        return tokens(in: buffer, range: 0..<buffer.count)
    }

    /// The tokens of one range of a buffer.
    /// - Parameters:
    ///   - buffer: The text.
    ///   - range: The UTF-16 range to tokenize.
    ///   - exactCapacity: Whether to count the words first and allocate exactly that many tokens: a kept
    ///     analysis holds every sentence's tokens, and arrays grown by appending waste a quarter of their
    ///     room on average (a token is 56 bytes).
    func tokens(in buffer: TextBuffer, range: Range<Int>, exactCapacity: Bool = false) -> [Token] {
        let units = buffer.units
        var result: [Token] = []
        if exactCapacity { result.reserveCapacity(wordCount(units, range)) }
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            guard CharClass.isWordChar(units[index]) else {
                index += 1
                continue
            }
            let start = index
            let (wordEnd, hasDigit) = Self.wordEnd(units, from: start, limit: end)
            index = wordEnd
            result.append(Self.makeToken(buffer, start..<index, hasDigit: hasDigit))
        }
        return result
    }

    /// How many words a range holds (the count ``tokens(in:range:exactCapacity:)`` returns).
    private func wordCount(_ units: [UInt16], _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            guard CharClass.isWordChar(units[index]) else {
                index += 1
                continue
            }
            index = Self.wordEnd(units, from: index, limit: range.upperBound).0
            count += 1
        }
        return count
    }

    /// Where the word that starts at `start` (a word character) ends, and whether it has a digit.
    /// - Parameters:
    ///   - units: UTF-16 code units.
    ///   - start: The offset of the word's first unit.
    ///   - limit: The offset the word may not reach past.
    /// - Returns: The offset just after the word, and whether it contains a digit.
    @inline(__always)
    static func wordEnd(_ units: [UInt16], from start: Int, limit end: Int) -> (Int, Bool) {
        var index = start
        var hasDigit = false
        while index < end {
            let unit = units[index]
            if CharClass.isWordChar(unit) {
                if CharClass.isDigit(unit) { hasDigit = true }
                index += 1
                continue
            }
            guard index + 1 < end, CharClass.isWordChar(units[index + 1]) else { break }
            if CharClass.isApostrophe(unit) || unit == 45 {
                index += 1
            } else if unit == 38 && index > start && CharClass.isUpper(units[index - 1])
                && CharClass.isUpper(units[index + 1])
            {
                // `B&B`, `AT&T`: an ampersand between capitals inside a word.
                index += 1
            } else if (unit == 46 || unit == 44) && CharClass.isDigit(units[index + 1])
                && CharClass.isDigit(units[index - 1])
            {
                index += 1
            } else {
                break
            }
        }
        return (index, hasDigit)
    }

    static func makeToken(_ buffer: TextBuffer, _ range: Range<Int>, hasDigit: Bool) -> Token {
        let text = buffer.text(range)
        var normalized = text.lowercased()
        if normalized.utf16.contains(0x2019) { normalized = normalized.replacingOccurrences(of: "\u{2019}", with: "'") }
        return Token(
            range: range, text: text, normalized: normalized,
            isCapitalized: CharClass.isUpper(buffer.units[range.lowerBound])
                || hasArticleBeforeCapital(buffer.units, range),
            hasDigit: hasDigit)
    }

    /// Arabic's article as names write it in Latin letters, before a hyphen (`al-`, `el-`, `ash-`), as UTF-16 words.
    private static let arabicArticles: Set<[UInt16]> = Set(
        ["al", "el", "ad", "ar", "as", "ash", "at", "az", "an", "ul"].map { Array($0.utf16) })

    /// Whether a word is a name after Arabic's lowercase article (`al-Khaseeb`, `el-Sharqi`): capitalized as a name is.
    /// Only a word of five units or more whose third or fourth unit is a hyphen before a capital is looked up.
    static func hasArticleBeforeCapital(_ units: [UInt16], _ range: Range<Int>) -> Bool {
        guard range.count >= 5 else { return false }
        for hyphen in (range.lowerBound + 2)...(range.lowerBound + 3)
        where units[hyphen] == 45 && CharClass.isUpper(units[hyphen + 1]) {
            return arabicArticles.contains(Array(units[range.lowerBound..<hyphen]))
        }
        return false
    }
}
