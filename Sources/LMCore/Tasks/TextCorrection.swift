/// Three corrections of hastily typed text.
public struct TextCorrection: Codable, Generable, Equatable {
    /// The closest correction: spelling fixed, nothing else changed.
    public var closest: String
    /// Spelling, grammar, capitalization and punctuation fixed.
    public var refined: String
    /// Another plausible reading of what was meant.
    public var alternative: String

    /// Creates a correction.
    public init(closest: String, refined: String, alternative: String) {
        self.closest = closest
        self.refined = refined
        self.alternative = alternative
    }
}
