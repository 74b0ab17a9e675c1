/// A given name or a town's name that is also a common noun, opening sentences, where the document shows it is the
/// noun.
extension DocumentAnalysis {
    /// Drops people named by one common word that only ever opens a sentence or a list item, when the document
    /// also writes that word in lowercase or inside an organization's name: `Rose growers…` beside `Tundzha Valley
    /// Rose Growers' Association`, `Cherry price…` beside `deliver cherry here`. A speaker or a label's name
    /// (`Iris:`), or the same word as a person inside a sentence, keeps it a person. A town named by such a word is
    /// dropped the same way when a noun follows it (`Cocoa farmers…` beside `cocoa prices`).
    /// - Parameter mentions: The document's mentions.
    /// - Returns: The mentions without those people and places.
    func withoutAttributiveNouns(_ mentions: [Entity]) -> [Entity] {
        let lexicon = EnglishLexicon.shared
        let speakers = Set(structure.speakers).union(structure.speakerOfSentence.compactMap { $0 })
        var candidates = Set<String>()
        var keep = Set<String>()
        for mention in mentions where mention.kind == .person || mention.kind == .place {
            let text = mention.text
            guard !text.contains(" "), lexicon.contains(text.lowercased()) || isPluralOfWord(text),
                !speakers.contains(text)
            else { continue }
            // A town named by a common word is that noun only before another noun (`Cocoa farmers`; `Bath is…`), or
            // when it is the noun's plural (`Fishers on Caye Caulker say…` beside `lobster fishers`).
            if mention.kind == .place && !isBeforeNoun(mention.range) && !isPluralOfWord(text) {
                keep.insert(text)
                continue
            }
            // A name before a colon is a speaker's label (`Iris: are we still on?`), even where the chat is too short
            // for its speakers to be known.
            let labelled = mention.range.upperBound < buffer.count && buffer.units[mention.range.upperBound] == 58
            if opensSentence(mention.range) && !labelled { candidates.insert(text) } else { keep.insert(text) }
        }
        candidates.subtract(keep)
        guard !candidates.isEmpty else { return mentions }
        let organizations = mentions.filter { $0.kind == .organization }.map { $0.text.split(separator: " ") }
        let nouns = candidates.filter { word in
            buffer.containsWord(word.lowercased()) || organizations.contains { $0.contains(Substring(word)) }
        }
        guard !nouns.isEmpty else { return mentions }
        return mentions.filter { !(($0.kind == .person || $0.kind == .place) && nouns.contains($0.text)) }
    }

    /// Whether a word is the plural of a dictionary word (`Fishers`).
    private func isPluralOfWord(_ word: String) -> Bool {
        let lower = word.lowercased()
        return lower.count > 4 && lower.hasSuffix("s") && EnglishLexicon.shared.contains(String(lower.dropLast()))
    }

    /// Whether a lowercase word that is no function word follows a span after one space (`Cocoa farmers`).
    private func isBeforeNoun(_ range: Range<Int>) -> Bool {
        let units = buffer.units
        let start = range.upperBound + 1
        guard start < units.count, units[range.upperBound] == 32, CharClass.isLower(units[start]) else { return false }
        var end = start
        while end < units.count && CharClass.isLetter(units[end]) { end += 1 }
        return !Stopwords.contains(String(decoding: units[start..<end], as: UTF16.self))
    }

    /// Whether a span opens its sentence, its line after a list marker (`- Cherry price…`), or a clause after a
    /// dateline's dash (`PLOVDIV, June 9 — Rose growers…`).
    private func opensSentence(_ range: Range<Int>) -> Bool {
        // The last sentence starting at or before the span (sentences are in text order).
        var low = 0
        var high = sentences.count
        while low < high {
            let middle = (low + high) / 2
            if sentences[middle].range.lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return false }
        let sentence = sentences[low - 1]
        guard sentence.range.contains(range.lowerBound) else { return false }
        let before = buffer.units[sentence.range.lowerBound..<range.lowerBound]
        if before.allSatisfy({ !CharClass.isLetter($0) }) { return true }
        let previous = before.last { $0 != 32 && $0 != 0xA0 }
        return previous == 0x2014 || previous == 0x2013
    }
}
