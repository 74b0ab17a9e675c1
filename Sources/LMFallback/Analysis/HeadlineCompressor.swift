/// Compresses a lead sentence into a headline: subject + verb + object, in present tense.
///
/// `Penmarrow Town Council voted on Tuesday to approve a plan for protected cycle lanes` becomes
/// `Council Approves Protected Cycle Lanes`: the subject is the noun phrase before the main verb
/// (cut before a preposition; `a team of biologists` → `biologists`), the main verb is the first
/// past tense or participle (a control verb such as `voted to approve` yields its complement), and
/// the object is the best-ranked keyphrase after the verb. Passives keep the participle
/// (`Appointment Moved`); `will X` becomes `to X`. Without a recognisable verb there is no headline.
struct HeadlineCompressor: Sendable {
    /// Nouns of quantity or grouping whose `of` phrase carries the real subject (`a team of biologists`).
    static let collectives: Set<String> = [
        "team", "group", "panel", "pair", "number", "couple", "coalition", "community", "consortium", "set",
        "series", "majority", "handful", "dozen", "crowd", "board", "committee", "network", "alliance",
    ]
    /// Words that close a subject noun phrase on the left (determiners and possessives).
    static let determiners: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "my", "our", "your", "their", "his", "her", "its",
    ]
    /// Auxiliaries that make a following participle passive.
    static let passiveAuxiliaries: Set<String> = ["is", "are", "was", "were", "been", "be", "being", "got", "get"]
    /// Auxiliaries that may sit between the subject and the main verb.
    static let auxiliaries: Set<String> = [
        "has", "have", "had", "is", "are", "was", "were", "been", "be", "being", "just", "also", "finally",
        "now", "already", "recently", "officially", "reportedly", "unanimously", "formally", "quietly",
    ]
    /// Verbs that report another clause (`said on Monday that it had won`): the reported verb is the news.
    static let reportingVerbs: Set<String> = [
        "say", "announce", "confirm", "tell", "report", "state", "add", "reveal", "disclose",
    ]
    /// Subjects of a reported clause that stand for the main subject.
    static let reportedSubjects: Set<String> = ["it", "they", "he", "she", "we"]
    /// Words between a reporting verb and its clause's subject (`said on Monday that`).
    static let reportingFillers: Set<String> = ["that", "on", "in", "this", "late", "early"]
    /// Legal forms that end a company's name and say nothing in a headline (`Orwell Gantry Services Ltd`).
    static let legalSuffixes: Set<String> = ["inc", "ltd", "llc", "llp", "plc", "co", "corp", "pty", "ltda"]
    /// How far into the clause the main verb may be.
    var maximumSubjectLength = 10

    /// The headline words, or `nil` when the clause has no recognisable subject and verb.
    /// - Parameters:
    ///   - tokens: The clause's words.
    ///   - commaBefore: For each token, whether a comma or dash separates it from the previous one.
    ///   - keyphrases: The document's keyphrases, best first.
    ///   - limit: The most words.
    func headline(tokens: [Token], commaBefore: [Bool], keyphrases: [Keyphrase], limit: Int) -> [String]? {
        guard let (mainIndex, auxStart) = mainVerb(tokens) else { return nil }
        var verbIndex = mainIndex
        if let base = VerbForms.baseOfPast(tokens[verbIndex].normalized), Self.reportingVerbs.contains(base),
            let reported = reportedVerb(tokens, after: verbIndex, commaBefore: commaBefore)
        {
            verbIndex = reported
        }
        var subjectStart = 0
        for index in stride(from: auxStart - 1, through: 1, by: -1) where commaBefore[index] {
            subjectStart = index
            break
        }
        guard var subject = subjectPhrase(Array(tokens[subjectStart..<auxStart])) else { return nil }
        while subject.count > 1, let last = subject.last,
            Self.legalSuffixes.contains(last.normalized) || OrganizationLexicon.legalForms.isForm(last.text)
        {
            subject.removeLast()
        }
        let word = tokens[verbIndex].normalized
        let passive = auxStart < verbIndex && Self.passiveAuxiliaries.contains(tokens[verbIndex - 1].normalized)
        var verb: [String]
        var objectFrom = verbIndex + 1
        if word == "will" || word == "would" {
            guard verbIndex + 1 < tokens.count else { return nil }
            verb = ["to", tokens[verbIndex + 1].normalized]
            objectFrom = verbIndex + 2
        } else if passive {
            verb = [word]
        } else {
            guard var base = VerbForms.baseOfPast(word) else { return nil }
            // Control verbs: `voted (on Tuesday) to approve X` is news about approving X.
            if let complement = complementVerb(tokens, after: verbIndex, commaBefore: commaBefore) {
                base = tokens[complement].normalized
                objectFrom = complement + 1
            }
            let plural = subject.last.map { Self.isPlural($0) } ?? false
            verb = [plural ? base : VerbForms.thirdPerson(base)]
        }
        var object =
            passive
            ? []
            : objectPhrase(
                tokens: tokens, commaBefore: commaBefore, from: objectFrom, keyphrases: keyphrases, subject: subject)
        while subject.count + verb.count + object.count > limit {
            if subject.count > 2 {
                subject.removeFirst()
            } else if object.count > 2 {
                object.removeFirst()
            } else if subject.count > 1 {
                subject.removeFirst()
            } else if !object.isEmpty {
                object.removeFirst()
            } else {
                return nil
            }
        }
        let words = subject.map(\.text) + verb + object
        return words.count >= 3 ? words : nil
    }

    /// The main verb's index and where its auxiliaries start.
    private func mainVerb(_ tokens: [Token]) -> (Int, Int)? {
        let end = min(tokens.count, maximumSubjectLength + 4)
        guard end > 1 else { return nil }
        for index in 1..<end {
            let token = tokens[index]
            let word = token.normalized
            let previous = tokens[index - 1].normalized
            guard !token.isCapitalized, !token.hasDigit else { continue }
            if Self.determiners.contains(previous) || HeadingTitle.prepositions.contains(previous) { continue }
            let isVerb = word == "will" || VerbForms.baseOfPast(word) != nil
            guard isVerb else { continue }
            var auxStart = index
            while auxStart > 1 && Self.auxiliaries.contains(tokens[auxStart - 1].normalized) { auxStart -= 1 }
            return (index, auxStart)
        }
        return nil
    }

    /// The verb of a clause reported by the verb at `verb` (`said on Monday that it had won` → `won`, `said it
    /// will open` → `will`), when the clause's subject is a pronoun standing for the main subject.
    private func reportedVerb(_ tokens: [Token], after verb: Int, commaBefore: [Bool]) -> Int? {
        var index = verb + 1
        var subjectSeen = false
        while index < min(tokens.count, verb + 10) {
            let token = tokens[index]
            let word = token.normalized
            if index > verb + 1 && commaBefore[index] { return nil }
            if !subjectSeen {
                if Self.reportedSubjects.contains(word) {
                    subjectSeen = true
                } else if !(Self.reportingFillers.contains(word) || DateVocabulary.isDateWord(word) || token.hasDigit) {
                    return nil
                }
            } else if word == "will" || word == "would" || VerbForms.baseOfPast(word) != nil {
                return index
            } else if !Self.auxiliaries.contains(word) {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The subject's head phrase: determiners dropped, cut before a preposition, `team of X` → `X`.
    private func subjectPhrase(_ tokens: [Token]) -> [Token]? {
        var words = tokens
        if let cut = words.firstIndex(where: { HeadingTitle.prepositions.contains($0.normalized) }) {
            let before = words[..<cut].filter { !Self.determiners.contains($0.normalized) }
            if cut == words.count - 1 { return nil }
            if before.count == 1, Self.collectives.contains(before[0].normalized) {
                words = Array(words[(cut + 1)...])
                if let next = words.firstIndex(where: { HeadingTitle.prepositions.contains($0.normalized) }) {
                    words = Array(words[..<next])
                }
            } else {
                words = Array(words[..<cut])
            }
        }
        if let last = words.lastIndex(where: { Self.determiners.contains($0.normalized) }) {
            words = Array(words[(last + 1)...])
        }
        words = HeadingTitle.trimmed(words)
        // A long name keeps its last words (`Meru Highlands Coffee Cooperative Union` → `Coffee Cooperative Union`).
        if words.count > 4 && words.allSatisfy({ $0.isCapitalized || Stopwords.contains($0.normalized) }) {
            words = HeadingTitle.trimmed(Array(words.suffix(3)))
        }
        guard !words.isEmpty, words.count <= 4,
            words.contains(where: { !Stopwords.contains($0.normalized) && !GenericWords.contains($0.normalized) })
        else { return nil }
        return words
    }

    /// The index of the verb in a `to VERB` complement within a few words after the main verb.
    private func complementVerb(_ tokens: [Token], after verb: Int, commaBefore: [Bool]) -> Int? {
        var index = verb + 1
        while index + 1 < tokens.count && index <= verb + 8 {
            if index > verb + 1 && commaBefore[index] { return nil }
            let next = tokens[index + 1]
            if tokens[index].normalized == "to" && !next.hasDigit && !next.isCapitalized {
                let word = next.normalized
                let isBase =
                    EnglishLexicon.shared.contains(word) && !Stopwords.contains(word)
                    && VerbForms.baseOfPast(word) == nil && !word.hasSuffix("ing") && !word.hasSuffix("s")
                return isBase ? index + 1 : nil
            }
            index += 1
        }
        return nil
    }

    /// The object: the best-ranked keyphrase in the verb's clause (up to the next comma), widened to the
    /// whole run of content words around it (`cycle lanes` → `protected cycle lanes`), as written.
    private func objectPhrase(
        tokens: [Token], commaBefore: [Bool], from start: Int, keyphrases: [Keyphrase], subject: [Token]
    ) -> [String] {
        guard start < tokens.count else { return [] }
        var end = start + 1
        while end < tokens.count && !commaBefore[end] { end += 1 }
        let clause = tokens[start..<end].map(\.normalized)
        let subjectWords = Set(subject.map(\.normalized))
        for phrase in keyphrases.prefix(20) {
            if phrase.words.contains(where: { subjectWords.contains($0) || $0.first?.isNumber ?? false }) { continue }
            if phrase.words.contains(where: { DateVocabulary.isDateWord($0) || GenericWords.contains($0) }) { continue }
            guard let at = Self.find(phrase.words, in: clause) else { continue }
            var lower = start + at
            var upper = lower + phrase.words.count
            while lower > start && !commaBefore[lower] && Self.isObjectWord(tokens[lower - 1]) && upper - lower < 4 {
                lower -= 1
            }
            while upper < end && !commaBefore[upper] && Self.isObjectWord(tokens[upper]) && upper - lower < 4 {
                upper += 1
            }
            // A currency code before its amount (`members TSh 1.8 billion`) is not part of the object.
            while upper - lower > 1 && upper < tokens.count && tokens[upper].hasDigit
                && Self.isCurrencyCodeShaped(tokens[upper - 1].text)
            {
                upper -= 1
            }
            return tokens[lower..<upper].map(\.text)
        }
        return []
    }

    /// Whether a word looks like a currency code (`USD`, `TSh`, `KES`): up to four letters, two or more capitals.
    private static func isCurrencyCodeShaped(_ text: String) -> Bool {
        text.count <= 4 && text.filter(\.isUppercase).count >= 2
    }

    /// Whether a word can widen an object noun phrase (a content word that isn't a verb form or number).
    private static func isObjectWord(_ token: Token) -> Bool {
        KeyphraseExtractor.isContent(token) && !token.hasDigit && !DateVocabulary.isDateWord(token.normalized)
            && !token.normalized.hasSuffix("ing") && VerbForms.irregular[token.normalized] == nil
    }

    private static func find(_ needle: [String], in haystack: [String]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle
        {
            return start
        }
        return nil
    }

    /// Whether a subject head is plural (`biologists`, `Rovers`), so the verb takes its base form.
    private static func isPlural(_ token: Token) -> Bool {
        let word = token.normalized
        guard word.count > 3, word.hasSuffix("s") else { return false }
        return !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") && !word.hasSuffix("'s")
    }
}
