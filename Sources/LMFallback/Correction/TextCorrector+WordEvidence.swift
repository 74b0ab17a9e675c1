/// What a word as typed says about itself and its sentence: a name no list knows, another language's short word or
/// letters, or a regular plural of an English word.
extension TextCorrector {
    /// Whether a capitalized word of ASCII letters is no common English word (a rarer one may be a name: `Kibo`), no
    /// given name common in English text (the Census's and LMFallback's own), no surname and no place but a small
    /// town (`Barafu`): a name of somewhere or someone English text seldom writes.
    static func isUnknownName(_ word: String) -> Bool {
        guard word.count >= 3, word.first?.isUppercase == true, word.allSatisfy({ $0.isASCII && $0.isLetter }),
            !word.dropFirst().contains(where: \.isUppercase)
        else { return false }
        return !EnglishLexicon.shared.contains(word.lowercased()) && !Gazetteer.givenNames.contains(word)
            && !Gazetteer.surnames.contains(word) && (!Gazetteer.isPlace(word) || Gazetteer.isOnlyTown(word))
    }

    /// Whether a lowercase word of two letters is no English word, chat word or contraction (`yu` in `tank yu tumas`,
    /// `na`, `ka`): like a name no list knows, a sign that the sentence holds another language's words.
    static func isForeignShortWord(_ word: String) -> Bool {
        guard word.count == 2, word.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return !EnglishLexicon.shared.isWord(word) && !informalWords.contains(word) && apostropheFree[word] == nil
    }

    /// Whether a word is written with a letter outside English and is not an English word (`Šabac`, `Époisses`, but
    /// not `café`).
    static func hasForeignLetters(_ word: String) -> Bool {
        WordProtection.hasLetterOutsideEnglish(word) && !EnglishLexicon.shared.isWord(word.lowercased())
    }

    /// Whether a word the list lacks is the regular plural of an English word (`throughs`, `stuffies`): likelier a
    /// trade's or a region's noun (`lay throughs every metre`, `a plate of stuffies`) than a slip, since a stray final `s`
    /// is a rare slip. Words that take `-es`, `-ies` or `-ves` are left out (`boxs`, `potatos`, `carrys`, `shelfs` are
    /// slips), and so are doubled `s` (`startss`).
    static func isRegularPlural(_ lower: String) -> Bool {
        guard lower.count >= 5, lower.hasSuffix("s"), !lower.hasSuffix("ss") else { return false }
        let lexicon = EnglishLexicon.shared
        if lower.hasSuffix("ies"), lexicon.isWord(String(lower.dropLast(3)) + "y") { return true }
        let stem = String(lower.dropLast())
        guard !["s", "x", "z", "o", "ch", "sh"].contains(where: { stem.hasSuffix($0) }) else { return false }
        // A consonant's `y` takes `-ies` (`carrys` is a slip).
        if stem.hasSuffix("y"), let before = stem.dropLast().last, !"aeiou".contains(before) { return false }
        // A word that changes its `f` takes `-ves` (`shelfs` is a slip).
        if let plural = SpellingCorrector.regularizedPlural(lower), lexicon.contains(plural) { return false }
        return lexicon.isWord(stem)
    }
}
