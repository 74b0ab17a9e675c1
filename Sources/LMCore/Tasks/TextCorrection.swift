/// Three corrections of hastily typed text.
public struct TextCorrection: Codable, Generable, Equatable {
    /// The closest correction: spelling fixed, nothing else changed.
    public var closest: String
    /// Spelling, grammar, capitalization and punctuation fixed.
    public var refined: String
    /// Another plausible reading of what was meant.
    public var alternative: String

    /// Descriptions and guides for models.
    public static let generationGuides = GenerationGuides(
        CodingKeys.self,
        description: "Three corrections of hastily typed text.",
        [
            .closest: [.description("Spelling fixed, nothing else changed.")],
            .refined: [.description("Spelling, grammar, capitalization and punctuation fixed.")],
            .alternative: [.description("Another plausible reading of what was meant.")],
        ]
    )

    /// Creates a correction.
    public init(closest: String, refined: String, alternative: String) {
        self.closest = closest
        self.refined = refined
        self.alternative = alternative
    }
}
