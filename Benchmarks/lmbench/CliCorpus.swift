/// Deterministic English-like documents for the lmctl benchmarks.
enum CliCorpus {
    private static let sentences = [
        "The quarterly planning meeting moved to Thursday afternoon in the main office.",
        "Alice asked the finance team for the updated budget figures before the review.",
        "Our customers reported that the new search feature returns results much faster.",
        "The release candidate passed every test on the build servers overnight.",
        "Please send the signed contract to the legal department by the end of the week.",
        "The design review covered navigation, accessibility and the onboarding flow.",
        "Travel to the Lisbon conference is booked for the second week of June.",
        "Support tickets about login failures dropped by half after the fix shipped.",
    ]

    /// A document of about `bytes` bytes; different indexes give different documents.
    static func document(index: Int, bytes: Int) -> String {
        var text = "Note \(index)\n\n"
        var position = index
        while text.utf8.count < bytes {
            text += sentences[position % sentences.count] + " "
            position = position &* 31 &+ 7
            if position < 0 { position = -position }
        }
        return text
    }
}
