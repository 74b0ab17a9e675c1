/// One sentence of a document, as found by ``SentenceSegmenter``.
public struct Sentence: Sendable, Hashable, Codable {
    /// The 0-based position of the sentence in the document.
    public let index: Int
    /// The sentence's UTF-16 span in the original text.
    public let range: Range<Int>
    /// The sentence text, exactly as written.
    public let text: String
    /// The 0-based index of the non-empty line the sentence belongs to.
    public let line: Int
    /// The 0-based index of the paragraph (blank-line separated block) it belongs to.
    public let paragraph: Int
    /// Whether the sentence starts its line.
    public let startsLine: Bool

    /// Creates a sentence.
    /// - Parameters:
    ///   - index: Position in the document.
    ///   - range: UTF-16 span in the original text.
    ///   - text: The sentence text.
    ///   - line: Index of its non-empty line.
    ///   - paragraph: Index of its paragraph.
    ///   - startsLine: Whether it starts its line.
    public init(index: Int, range: Range<Int>, text: String, line: Int, paragraph: Int, startsLine: Bool) {
        self.index = index
        self.range = range
        self.text = text
        self.line = line
        self.paragraph = paragraph
        self.startsLine = startsLine
    }
}
