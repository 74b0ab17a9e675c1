/// Slips of whole words that the refined reading mends: a word typed twice, a contraction typed as another word
/// (`hell be`, `so were staying`), `form` for `from` before a name, `to` for `too`, and a comma typed without its space.
extension TextCorrector {
    /// Words typed twice by a slip: no sentence writes them twice in a row (`the the`, `to to`). Words that may be
    /// written twice on purpose (`had had`, `that that`, `is is`) are not among them.
    private static let neverDoubled: Set<String> = [
        "the", "a", "an", "to", "of", "in", "on", "at", "for", "with", "from", "by", "and", "my", "your", "our",
        "their",
    ]

    /// Contractions typed without their apostrophe that are also words (`hell`, `shed`), with the contraction each is
    /// before a verb's bare form (`so hell be late`, `id love to`).
    private static let contractionsBeforeVerbs: [String: String] = [
        "hell": "he'll", "shell": "she'll", "well": "we'll", "wed": "we'd", "shed": "she'd", "id": "i'd",
    ]
    /// Bare verbs and adverbs that follow `he'll`, `we'd` and the like, and no noun `hell`, `shed` or `id` does.
    private static let bareVerbs: Set<String> = [
        "be", "have", "need", "get", "go", "come", "see", "make", "take", "bring", "call", "try", "never", "probably",
        "love", "prefer", "rather", "better", "meet", "send", "pick", "drop", "leave", "let", "ring", "text", "sort",
        "definitely", "still", "just", "both", "all", "also", "want", "walk", "drive", "eat", "stay", "head", "start",
        "finish", "wait", "talk", "pay", "buy", "check", "look", "work", "fly", "ride", "book", "cook", "order", "grab",
        "catch", "miss", "find", "tell", "ask", "keep", "put", "give", "show", "help", "move", "sleep", "play", "sit",
        "know", "hear", "write", "read", "bake", "fix", "clean", "share", "split", "swing", "pop", "nip",
    ]
    /// Words after which a `were` before a word in `-ing` is `we're` (`so were staying`, `I think were leaving`): no
    /// subject stands between them and it.
    private static let weAreOpeners: Set<String> = [
        "so", "but", "because", "cause", "cos", "coz", "if", "when", "think", "guess", "hope", "reckon", "now", "then",
        "know", "since", "until", "unless", "while", "whether", "tonight", "today", "tomorrow",
    ]
    /// Words before which `well` is the adverb, not `we'll` (`might as well be`, `very well have`).
    private static let adverbWellOpeners: Set<String> = ["as", "very", "pretty", "quite", "so", "too", "may", "might"]

    /// Words after which `to` before an adjective is `too` (`it's to big`, `was to late`).
    private static let linkingVerbs: Set<String> = [
        "is", "was", "are", "were", "be", "been", "being", "it's", "that's", "he's", "she's", "its", "feels", "felt",
        "looks", "looked", "seems", "seemed", "got", "getting", "way", "far", "much", "bit", "little",
    ]
    /// Adjectives and adverbs of degree that `too` comes before (`too big`, `too late`, `too much`).
    private static let degreeWords: Set<String> = [
        "big", "small", "late", "early", "much", "many", "hot", "cold", "warm", "long", "short", "far", "thin",
        "thick", "tight", "loose", "heavy", "expensive", "cheap", "busy", "tired", "full", "old", "young", "high",
        "low", "loud", "quiet", "dark", "bright", "fast", "slow", "hard", "soft", "sweet", "salty", "spicy", "strong",
        "weak", "wide", "narrow", "deep", "tall", "little", "close", "soon", "risky", "dangerous", "wet", "dry",
        "windy", "crowded", "noisy", "steep", "complicated", "difficult", "easy", "good", "bad", "large", "tiny",
        "sick", "scared", "nervous", "shy", "lazy", "rich", "sweaty", "messy", "tough", "bitter", "sour", "rough",
    ]

    /// The pieces with whole-word slips mended (`the the paper` → `the paper`, `hell be late` → `he'll be late`, `its to
    /// big` → `it's too big`, `six,bring` → `six, bring`). Each rule reads a word's neighbours, so a word alone is
    /// never changed.
    static func mendingWordSlips(_ pieces: [Piece]) -> [Piece] {
        var pieces = pieces
        var index = 0
        while index < pieces.count {
            defer { index += 1 }
            if !pieces[index].isWord {
                // A comma typed without its space between two words (`six,bring`); not between digits (`1,200`).
                if pieces[index].text == ",", index > 0, index + 1 < pieces.count, pieces[index - 1].isWord,
                    pieces[index + 1].isWord, pieces[index - 1].text.last?.isLetter == true,
                    pieces[index + 1].text.first?.isLetter == true
                {
                    pieces[index].text = ", "
                }
                continue
            }
            let lower = pieces[index].text.lowercased()
            let next = neighbourWord(in: pieces, of: index, step: 1)
            let nextLower = next.map { pieces[$0].text.lowercased() }
            let previousLower = neighbourWord(in: pieces, of: index, step: -1).map { pieces[$0].text.lowercased() }
            if let next, nextLower == lower, neverDoubled.contains(lower) {
                pieces.removeSubrange((index + 1)...next)
                continue
            }
            if let contraction = contractionsBeforeVerbs[lower], let nextLower, bareVerbs.contains(nextLower),
                !(lower == "well" && adverbWellOpeners.contains(previousLower ?? ""))
            {
                pieces[index].text = matchCase(contraction, like: pieces[index].text)
                continue
            }
            // `the stairs form Borgo Maggiore`: the verb `form` comes before no name inside a sentence; `from` does.
            if lower == "form", let next, pieces[next].text.first?.isUppercase == true, previousLower != nil {
                pieces[index].text = matchCase("from", like: pieces[index].text)
                continue
            }
            if lower == "were", let previousLower, weAreOpeners.contains(previousLower), let nextLower,
                nextLower.count > 4, nextLower.hasSuffix("ing")
            {
                pieces[index].text = matchCase("we're", like: pieces[index].text)
                continue
            }
            if lower == "to", let previousLower, linkingVerbs.contains(previousLower), let next,
                degreeWords.contains(pieces[next].text.lowercased())
            {
                pieces[index].text = matchCase("too", like: pieces[index].text)
                if previousLower == "its", let previous = neighbourWord(in: pieces, of: index, step: -1) {
                    pieces[previous].text = matchCase("it's", like: pieces[previous].text)
                }
            }
        }
        return pieces
    }
}
