/// One word of a text, as found by ``WordTokenizer``.
public struct Token: Sendable, Hashable, Codable {
    /// The token's UTF-16 span in the original text.
    public let range: Range<Int>
    /// The token exactly as written.
    public let text: String
    /// The token lowercased, with curly apostrophes made straight.
    public let normalized: String
    /// Whether the token starts with an uppercase letter.
    public let isCapitalized: Bool
    /// Whether the token contains a digit.
    public let hasDigit: Bool

    /// Creates a token.
    /// - Parameters:
    ///   - range: UTF-16 span in the original text.
    ///   - text: The token as written.
    ///   - normalized: Lowercased form.
    ///   - isCapitalized: Whether it starts with an uppercase letter.
    ///   - hasDigit: Whether it contains a digit.
    public init(range: Range<Int>, text: String, normalized: String, isCapitalized: Bool, hasDigit: Bool) {
        self.range = range
        self.text = text
        self.normalized = normalized
        self.isCapitalized = isCapitalized
        self.hasDigit = hasDigit
    }
}
