/// Words too vague to name a subject on their own (`thing`, `lot`, `everyone`), and chat fillers.
enum GenericWords {
    /// Vague nouns and verbs that rarely make a good title or tag alone.
    static let vague: Set<String> = Set(
        """
        thing things stuff lot lots bit way ways time times people everyone everybody someone somebody anyone \
        anything something nothing everything part parts kind sort point points case cases day days week weeks \
        month months year years morning afternoon evening night minute minutes hour hours number numbers thanks \
        thank please good great nice sure right left make made take took come came go went get got know think \
        thought see saw look looks looked tell told ask asked use used work works worked able around end side \
        place places fine glad sorry hope hoping sounds sound probably definitely actually pretty less least \
        best better whole half full mostly almost enough plus done
        """.split(separator: " ").map(String.init))

    /// Chat fillers and interjections that never belong in a keyphrase.
    static let fillers: Set<String> = [
        "lol", "haha", "hahaha", "omg", "btw", "tbh", "imo", "pls", "plz", "thx", "ty", "np", "ah", "uh", "um", "hmm",
        "wow", "yay", "ugh", "xx", "xo", "re", "fwd", "cc", "am", "pm", "utc",
    ]

    /// Whether a lowercased word is vague.
    static func contains(_ word: String) -> Bool { vague.contains(word) || fillers.contains(word) }
}
