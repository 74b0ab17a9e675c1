/// Chat style that correction leaves as written, and the questions a refined reading ends with `?`.
extension TextCorrector {
    /// Words that chat stretches for emphasis (`nooo`, `sooo`, `yesss`, `pleeease`): interjections, answers and
    /// intensifiers.
    static let stretchableWords: Set<String> = [
        "no", "so", "yes", "please", "me", "what", "boo", "wow", "oh", "hey", "yay", "ok", "okay", "nice", "love",
        "why", "cool", "good", "too", "very", "really", "hi", "hello", "thanks", "yeah", "now", "sorry", "lol", "omg",
        "soon", "much", "great", "fun", "cute", "yum", "ugh", "ah", "aw", "uh", "um", "whoa", "damn", "finally",
        "bye", "hmm", "mm", "yep", "nope", "yup", "well", "go", "come", "on", "sure", "wait", "stop", "help",
    ]

    /// Whether a lowercase word is a stretched form of a word chat stretches for emphasis: a letter written three times
    /// or more (`sooo`, `pleeease`), which gives one of ``stretchableWords`` when each such run is written once or twice,
    /// or one of ``informalWords`` (`lmaooo`, `lolll`), or any English word whose last letter is so held (`finallyyy`,
    /// `youuu`, `thanksss`): a word's end is where chat draws it out. A held key inside any other word (`weeekend`,
    /// `villlage`) or on a doubled last letter (`brasss`) is a slip.
    static func isStretched(_ word: String) -> Bool {
        // Most words hold no key: they are answered without a string or an array made.
        guard holdsKey(word) else { return false }
        if let last = word.last, word.hasSuffix(String(repeating: last, count: 3)) {
            let stem = word.reversed().drop(while: { $0 == last }).reversed()
            let lexicon = EnglishLexicon.shared
            // Held on a doubled letter, the key is a slip (`brasss` is `brass`, not `bras`).
            if lexicon.isWord(String(stem) + String(last))
                && !lexicon.isWord(String(stem) + String(repeating: last, count: 2))
            {
                return true
            }
        }
        guard let (once, twice) = heldKeysReleased(word) else { return false }
        return stretchableWords.contains(once) || stretchableWords.contains(twice) || informalWords.contains(once)
    }

    /// Whether a lowercase word holds a key (a letter written three times or more) and is an English word when each
    /// such run is written once or twice (`freeeezing`, `loooong`).
    static func isHeldKeyWord(_ word: String) -> Bool {
        guard let (once, twice) = heldKeysReleased(word) else { return false }
        return EnglishLexicon.shared.isWord(once) || EnglishLexicon.shared.isWord(twice)
    }

    /// Whether a lowercase word writes one letter three times or more in a row (`sooo`, `freeeezing`).
    static func holdsKey(_ word: String) -> Bool {
        var previous: Character?
        var run = 0
        for letter in word {
            run = letter == previous ? run + 1 : 1
            if run == 3 { return true }
            previous = letter
        }
        return false
    }

    /// A word with each letter written three times or more written once, and written twice (`pleeease` gives
    /// `please` and `pleease`); `nil` when no letter is written three times.
    private static func heldKeysReleased(_ word: String) -> (once: String, twice: String)? {
        var runs: [(letter: Character, count: Int)] = []
        for letter in word {
            if let last = runs.last, last.letter == letter {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((letter, 1))
            }
        }
        guard runs.contains(where: { $0.count >= 3 }) else { return nil }
        let once = String(runs.flatMap { Array(repeating: $0.letter, count: $0.count >= 3 ? 1 : $0.count) })
        let twice = String(runs.flatMap { Array(repeating: $0.letter, count: $0.count >= 3 ? 2 : $0.count) })
        return (once, twice)
    }

    /// Auxiliaries that open a question, and a clause that asks when a pronoun follows them (`…, have you seen it`).
    static let questionAuxiliaries: Set<String> = [
        "can", "could", "would", "will", "do", "does", "did", "is", "are", "was", "were", "have", "has", "should",
        "shall",
    ]
    /// The pronouns after which ``questionAuxiliaries`` ask.
    private static let askedPronouns: Set<String> = [
        "you", "we", "i", "they", "he", "she", "it", "anyone", "someone", "somebody", "anybody", "u",
    ]

    /// Whether the last clause of a text, after its last comma, asks a question: it opens with a word such as `can`,
    /// `have` or `is` before a pronoun (`I've lost the remote, have you seen it`).
    static func lastClauseAsks(_ text: String) -> Bool {
        guard let comma = text.lastIndex(of: ",") else { return false }
        let words = text[text.index(after: comma)...].split(whereSeparator: { $0 == " " }).prefix(2).map {
            $0.lowercased()
        }
        return words.count == 2 && questionAuxiliaries.contains(words[0]) && askedPronouns.contains(words[1])
    }

    /// Words that ask at a question's start before an auxiliary and a pronoun (`which train are you…`).
    static let questionWords: Set<String> = ["which", "what", "where", "when", "why", "who", "how"]

    /// Whether a sentence typed with a final period asks a question all the same: an auxiliary before a pronoun opens
    /// it (`can you…`, `is it…`), or a question word does with an auxiliary and a pronoun within its next four words
    /// (`which train are you getting tomorrow.`). A question word alone opens clauses too (`where we live is quiet.`).
    static func asksDespitePeriod(_ sentence: String) -> Bool {
        let words = sentence.split(whereSeparator: { $0 == " " }).prefix(6).map {
            $0.lowercased().filter { $0.isLetter || $0 == "'" }
        }
        guard words.count >= 3 else { return false }
        if questionAuxiliaries.contains(words[0]) && askedPronouns.contains(words[1]) && words[1] != "it" {
            return true
        }
        guard questionWords.contains(words[0]) else { return false }
        for index in 1..<(words.count - 1) where questionAuxiliaries.contains(words[index]) {
            return askedPronouns.contains(words[index + 1])
        }
        return false
    }
}
