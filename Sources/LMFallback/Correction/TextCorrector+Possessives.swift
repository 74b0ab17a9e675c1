/// Possessives typed without their apostrophe (`my sisters flight`, `from sundays match`), restored in the refined
/// readings only: the closest reading never adds what a writer may have meant as a plural.
extension TextCorrector {
    /// People and animals whose plural, typed before a noun, is likely a possessive without its apostrophe.
    static let possessors: Set<String> = [
        "sister", "brother", "mum", "mom", "mother", "dad", "father", "son", "daughter", "aunt", "uncle", "cousin",
        "nephew", "niece", "friend", "neighbour", "neighbor", "kid", "parent", "wife", "husband", "boss", "teacher",
        "doctor", "patient", "farmer", "client", "customer", "dog", "cat", "horse", "partner", "grandma", "grandpa",
        "gran", "nan", "grandmother", "grandfather", "boyfriend", "girlfriend", "colleague", "student", "baby",
        "landlord", "vet", "plumber", "builder", "tenant", "guest", "owner", "manager", "pupil", "child", "twin",
        "puppy", "kitten", "nurse", "driver", "coach", "player", "family", "bride", "groom",
    ]
    /// Words that open a noun phrase before such a plural (`my sisters flight`, `the kids school`).
    private static let possessiveDeterminers: Set<String> = ["my", "your", "his", "her", "our", "their", "the"]
    /// Words before a weekday's plural that make it a possessive before a noun (`from sundays match`).
    private static let weekdayPrepositions: Set<String> = [
        "from", "at", "after", "before", "since", "for", "until", "in", "last", "next", "this", "about",
    ]
    /// Words after a plural that show it is a plural (a verb, an adverb, a word of time): `my sisters live`, `the
    /// kids always`. A possessive is only restored before another word.
    private static let pluralFollowers: Set<String> = [
        "love", "like", "want", "need", "live", "play", "say", "go", "come", "get", "make", "know", "think", "see",
        "look", "eat", "sleep", "run", "bark", "keep", "start", "stop", "stay", "leave", "take", "bring", "call",
        "visit", "help", "hate", "miss", "use", "work", "walk", "talk", "tell", "give", "find", "feel", "seem",
        "always", "never", "often", "still", "also", "just", "really", "usually", "sometimes", "both", "all",
        "together", "too", "again", "already", "now", "today", "tonight", "tomorrow", "yesterday", "here", "there",
        "home", "back", "away", "out", "up", "down", "off", "over", "went", "came", "got", "made", "said", "saw",
        "ate", "ran", "took", "gave", "told", "found", "felt", "kept", "left", "brought", "thought", "bought",
        "grow", "grew", "fight", "fought", "cry", "sing", "sang", "swim", "swam", "dance", "laugh", "wait",
        "arrive", "travel", "move", "pay", "drive", "fly", "return", "join", "meet", "ask", "agree", "expect", "hope",
        "plan", "prefer", "wish", "share", "spend", "buy", "sell", "speak", "read", "write", "learn", "teach",
        "study", "watch", "wear", "enjoy", "remember", "forget", "sit", "stand", "wake", "rest", "win", "lose",
    ]

    /// A text with possessives restored where a person's or an animal's plural after a determiner (or a weekday's
    /// after a preposition) stands before a dictionary word that is no function word, verb or adverb: `my sisters
    /// flight` → `my sister's flight` (or `my sisters' flight` when `plural`), `from Sundays match` → `from Sunday's
    /// match`.
    static func restoringPossessives(_ text: String, plural: Bool) -> String {
        var pieces = split(text)
        let lexicon = EnglishLexicon.shared
        var previous: String?
        var changed = false
        for index in pieces.indices where pieces[index].isWord {
            let word = pieces[index].text
            let lower = word.lowercased()
            defer { previous = lower }
            guard lower.count > 3, lower.hasSuffix("s"), !lower.hasSuffix("ss"), let previous,
                index + 2 < pieces.count, pieces[index + 1].text == " ", pieces[index + 2].isWord
            else { continue }
            let next = pieces[index + 2].text
            let nextLower = next.lowercased()
            guard next.first?.isLowercase == true, lexicon.contains(nextLower), !Stopwords.contains(nextLower),
                !pluralFollowers.contains(nextLower), !nextLower.hasSuffix("ed"), !nextLower.hasSuffix("ly")
            else { continue }
            let singular = String(word.dropLast())
            let isWeekday = DateVocabulary.weekdays.contains(singular.lowercased()) && singular.count > 3
            if isWeekday && weekdayPrepositions.contains(previous) {
                pieces[index].text = singular + "'s"
                changed = true
            } else if possessiveDeterminers.contains(previous), possessors.contains(singular.lowercased()),
                // `my sons playing`: a verb's form; a weekday's `meeting` or `wedding` is a noun.
                !nextLower.hasSuffix("ing")
            {
                pieces[index].text = plural ? word + "'" : singular + "'s"
                changed = true
            }
        }
        return changed ? pieces.map(\.text).joined() : text
    }
}
