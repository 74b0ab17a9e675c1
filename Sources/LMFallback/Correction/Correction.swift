/// Three corrected versions of a text typed with errors.
public struct Correction: Sendable, Hashable, Codable {
    /// The closest correction: spelling fixed word by word, run-together words split, nothing else. It makes only
    /// the corrections the corrector is sure of: in a sentence of foreign or specialist words, an unknown word is
    /// kept as written, and ``alternative`` holds the guess.
    public let closest: String
    /// The closest correction refined: capitalization (sentence start, `I`, days, months, known places),
    /// apostrophes in contractions, and final punctuation (`?` for questions).
    public let refined: String
    /// An alternative reading: the refined text with the doubtful corrections made when there are any (cheap slips
    /// in a sentence of foreign or specialist words), else the runner-up spelling for ambiguous words, or else a
    /// different punctuation reading (a comma before a joining `so` or `but`).
    public let alternative: String

    /// Creates a correction.
    /// - Parameters:
    ///   - closest: Spelling-only correction.
    ///   - refined: Spelling, capitalization and punctuation.
    ///   - alternative: An alternative reading.
    public init(closest: String, refined: String, alternative: String) {
        self.closest = closest
        self.refined = refined
        self.alternative = alternative
    }
}
