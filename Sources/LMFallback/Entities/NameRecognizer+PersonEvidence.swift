/// Evidence that a run of capitalized words is a person's name: known given names and surnames, initials,
/// double-barrelled surnames and surname particles, and where outside English a name may stand.
extension NameRecognizer {
    /// Particles that join a given name to a surname and never an organization's words (`Marijke van den
    /// Broek`, `Hafiz bin Osman`, the Iban `Jimbun anak Sabang`); the Romance `de`, `da`, `du` join both (`Les Amis
    /// du Jazz`).
    static let surnameParticles: Set<String> = [
        "van", "von", "den", "der", "ter", "bin", "binti", "bint", "ibn", "ap", "ten", "anak",
    ]

    /// Whether a German word is a compound naming a job or an office (`Küchenchef`, `Projektleiterin`,
    /// `Vereinspräsident`), written as a title before a name.
    static func isGermanJobTitle(_ word: String) -> Bool {
        word.utf16.count >= 7 && germanJobEndings.matches(word.lowercased(), stem: 3)
    }

    /// ``isGermanJobTitle(_:)``'s endings grouped for matching.
    private static let germanJobEndings = WordEndings([
        "chef", "chefin", "leiter", "leiterin", "direktor", "direktorin", "meister", "meisterin", "präsident",
        "präsidentin", "sprecher", "sprecherin", "trainer", "trainerin", "inhaber", "inhaberin", "arzt", "ärztin",
        "berater", "beraterin", "vorsitzender", "vorsitzende",
    ])

    /// Particles of Spanish and Portuguese surnames (`Peña de los Santos`, `dos Reis`), which also join the names
    /// of institutions and places: evidence of a person only after a known given name.
    static let romanceSurnameParticles: Set<String> = ["de", "la", "las", "los", "del", "da", "das", "do", "dos"]

    /// Whether a name's lowercase words are all surname particles, and there is at least one.
    /// - Parameter romance: Whether the particles of Romance surnames count too.
    static func hasSurnameParticles(_ words: [String], romance: Bool = false) -> Bool {
        let lowercase = words.filter { $0.first?.isLowercase ?? false }
        return !lowercase.isEmpty
            && lowercase.allSatisfy {
                surnameParticles.contains($0) || (romance && romanceSurnameParticles.contains($0))
            }
    }

    /// Whether a run of words carries evidence of a person's name: a known given name first, a known
    /// surname last, or an initial first (`K. Lindqvist`).
    /// - Parameter surnames: Whether a known surname counts (the Census surnames include many German,
    ///   French and Spanish nouns: `Sommer`, `Koch`, `Rousseau`, so they count in English text only).
    static func hasNameEvidence(_ words: [String], surnames: Bool) -> Bool {
        guard let first = words.first, let last = words.last else { return false }
        let lastBare = last.hasSuffix("'s") || last.hasSuffix("’s") ? String(last.dropLast(2)) : last
        let initial = first.count == 2 && first.hasSuffix(".") && first.first?.isUppercase == true
        return Gazetteer.isGivenName(first) || (surnames && Gazetteer.surnames.contains(lastBare)) || initial
            || (words.count >= 2 && isDoubleBarrelledSurname(lastBare)) || hasMiddleInitial(words)
    }

    /// Whether a run of three or more words has an initial between its first and last words, after a first word
    /// that is no English word (`Stoyan P. Kanchev`, `Harrison J. Le Fevre`): a given name, a middle initial and a
    /// surname. Not `Terminal B. Arrivals`, whose first word is a word.
    static func hasMiddleInitial(_ words: [String]) -> Bool {
        guard words.count >= 3, let first = words.first, first.count >= 2,
            !first.hasSuffix("."), !EnglishLexicon.shared.contains(first.lowercased())
        else { return false }
        return words.dropFirst().dropLast().contains {
            $0.count == 2 && $0.hasSuffix(".") && $0.first?.isUppercase == true
        }
    }

    /// Whether a word is two capitalized names joined by a hyphen, one of them a known surname (`Fashanu-Reid`,
    /// `Auer-Mairhofer`) or neither an English word nor a place (`Zammit-Agius`): a double-barrelled surname.
    static func isDoubleBarrelledSurname(_ word: String) -> Bool {
        let parts = word.split(separator: "-")
        guard parts.count == 2, parts.allSatisfy({ $0.count >= 2 && $0.first?.isUppercase == true }) else {
            return false
        }
        let lexicon = EnglishLexicon.shared
        // Either part a known surname, or neither an English word (`Zammit-Agius`; not `Coca-Cola`… whose parts
        // are no words either, but which follows no given name in a run of two).
        return
            (parts.contains { Gazetteer.surnames.contains(String($0)) }
            && !parts.allSatisfy { lexicon.contains($0.lowercased()) })
            || parts.allSatisfy {
                $0.count >= 3 && !lexicon.contains($0.lowercased()) && !Gazetteer.isPlace(String($0))
            }
    }

    /// Articles of LMFallback's languages other than English: a capitalized run after one is a noun
    /// phrase (`die Offene Liste`, `le Budget Prévisionnel`), not a person's name.
    static let articles: Set<String> = [
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "le", "la",
        "les", "l", "un", "une", "du", "au", "aux", "el", "los", "las", "una", "unos", "unas", "al", "il", "lo",
        "gli", "uno", "o", "os", "as", "um", "uma", "uns", "umas", "het", "een",
    ]

    /// Outside English, where nouns may be capitalized, whether a run's position lets it be a person's name
    /// without other evidence: inside a sentence (not its start, not right after a colon), not after an article,
    /// and not after the language's word for in, to or from (`excursión a Teotitlán del Valle`, `para a Criação
    /// Velha`; a person after `a` has a known given name: `llamé a Ana Ruiz`).
    static func mayNamePerson(_ span: Span, language: String) -> Bool {
        guard !span.sentenceStart, let previous = span.previous else { return false }
        if ["es", "pt"].contains(language) && previous == "a" { return false }
        return !articles.contains(previous) && foreignPlacePrepositions[language]?.contains(previous) != true
    }

    /// What a person has that a place or firm has not, after a possessive (`Tsering's mum`, `Ruaridh's birthday`).
    static let personalPossessions: Set<String> = [
        "mum", "mom", "mother", "dad", "father", "sister", "brother", "cousin", "wife", "husband", "son", "daughter",
        "aunt", "uncle", "gran", "grandma", "grandmother", "grandfather", "boyfriend", "girlfriend", "fiancé",
        "fiancée", "kids", "baby", "birthday", "wedding", "funeral", "christening", "graduation", "retirement",
    ]
    /// Verbs whose object is a person (`ask Cerys`, `meet Ren`); a firm is not asked or met by name in a note.
    static let personalVerbs: Set<String> = ["ask", "tell", "meet", "thank", "remind", "invite"]
    /// Verbs whose object may be a person or a firm (`call Faizal`, `pay Telstra`): a person when a given name.
    static let contactVerbs: Set<String> = ["call", "pay", "text", "ring", "email", "message", "phone"]

    /// Whether a run's context marks a person: a possessive before a word for family or a life event, a verb that
    /// takes a person, a relative's or neighbour's word before one word (`my neighbour Rosario`, also a town), or a
    /// contact verb or a word for a person before a given name.
    static func contextMarksPerson(_ span: Span, givenFirst: Bool) -> Bool {
        guard let last = span.tokens.last?.text else { return false }
        if last.hasSuffix("'s") || last.hasSuffix("’s"), let next = span.next, personalPossessions.contains(next) {
            return true
        }
        guard let previous = span.previous else { return false }
        // Two words after such a verb may be a firm (`ask Läänemere Pank`) unless the first is a given name.
        if personalVerbs.contains(previous) && (span.tokens.count == 1 || givenFirst) { return true }
        // A relative or neighbour is a person even when the name is also a town's (`my neighbour Rosario`): given
        // names that are places are not in the list of given names.
        if span.tokens.count == 1 && closeRelations.contains(previous) { return true }
        return givenFirst && (contactVerbs.contains(previous) || personNouns.contains(previous))
    }

    /// Words for relatives, friends and neighbours before a name.
    static let closeRelations: Set<String> = [
        "neighbour", "neighbor", "friend", "cousin", "brother", "sister", "mother", "father", "mum", "mom", "dad",
        "son", "daughter", "wife", "husband", "partner", "colleague", "uncle", "aunt", "niece", "nephew", "flatmate",
        "roommate", "boyfriend", "girlfriend",
    ]

    /// Whether the word after a job written as a title opens a person's name: a given name, or a capitalized word
    /// that is no English word (`Analyst Lee`, `Owner Tafadzwa`; not `Volunteer Fire Brigade`, `Vet Clinic`).
    static func isNameAfterJobTitle(_ next: Token, lexicon: EnglishLexicon) -> Bool {
        guard next.isCapitalized, !next.hasDigit else { return false }
        return Gazetteer.isGivenName(next.text) || !lexicon.contains(next.normalized)
    }

    /// Whether a comma and a word for what a person does, or `who`, follow a run (`…, coordinator`, `…, présidente
    /// de…`, `…, who runs…`).
    static func isFollowedByRole(_ span: Span, analysis: DocumentAnalysis) -> Bool {
        let units = analysis.buffer.units
        guard let last = span.tokens.last else { return false }
        var position = last.range.upperBound
        guard position + 2 < units.count, units[position] == 44, units[position + 1] == 32 else { return false }
        position += 2
        var end = position
        while end < units.count && CharClass.isLetter(units[end]) && end - position < 20 { end += 1 }
        guard end > position, CharClass.isLower(units[position]) else { return false }
        let word = String(decoding: units[position..<end], as: UTF16.self)
        return word == "who" || personNouns.contains(word)
    }

    /// Verbs of a byline before `by` (`Prepared by`, `Reviewed by`).
    private static let bylineVerbs: Set<String> = [
        "prepared", "reviewed", "posted", "written", "reported", "submitted", "compiled", "edited", "photographed",
    ]

    /// Whether a run of two to four capitalized words follows a byline's verb and `by` at a line's start (`Prepared by
    /// Hiroyuki Kanno, Oshika…`, `Reviewed by Henrietta Quaile`), with none of the words an organization's or a
    /// place's: an author, so a person.
    static func isBylineName(_ span: Span, analysis: DocumentAnalysis) -> Bool {
        guard span.first >= 2, span.first <= 3, (2...4).contains(span.tokens.count) else { return false }
        let tokens = analysis.tokensBySentence[span.sentence]
        guard tokens[span.first - 1].normalized == "by", bylineVerbs.contains(tokens[span.first - 2].normalized),
            analysis.sentences[span.sentence].startsLine
        else { return false }
        return span.tokens.allSatisfy { token in
            token.isCapitalized && !Gazetteer.organizationWords.contains(token.text)
                && !Gazetteer.placeWords.contains(token.text) && !OrganizationLexicon.heads.contains(token.text)
        }
    }
}

extension NameRecognizer {
    /// Titles that French, Spanish, Italian and Portuguese write in lowercase inside a sentence (`signora
    /// Locatelli`, `don Aurelio`, `madame Pantel`, `dona Graça`), by language.
    static let lowercaseHonorifics: [String: Set<String>] = [
        "it": [
            "signora", "signor", "signore", "signorina", "dottor", "dottore", "dottoressa", "avvocato", "professore",
            "professoressa", "ingegnere",
        ],
        "es": ["señor", "señora", "señorita", "don", "doña", "doctor", "doctora"],
        "pt": ["senhor", "senhora", "dona", "doutor", "doutora"],
        "fr": ["madame", "monsieur", "mademoiselle", "maître", "docteur"],
    ]
}
