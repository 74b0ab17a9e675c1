/// Entity extraction.
extension DocumentAnalysis {
    /// Every entity mention with its exact UTF-16 span, in text order.
    ///
    /// Emails, URLs, phones, money and dates come from patterns; people, places and organizations
    /// from capitalized sequences classified by gazetteers, suffixes and context. Speakers of a
    /// chat or meeting are people.
    /// - Returns: The mentions, sorted by position.
    public func entities() -> [Entity] {
        let patterns = PatternEntityRecognizer().entities(in: buffer)
        var mentions = patterns
        mentions += NameRecognizer().entities(analysis: self, blocked: patterns)
        for (index, sentence) in sentences.enumerated() where sentence.startsLine {
            guard let speaker = structure.speakerOfSentence[index] else { continue }
            let lower = sentence.range.lowerBound
            let range = lower..<(lower + speaker.utf16.count)
            mentions.append(Entity(kind: .person, text: speaker, range: range))
        }
        mentions.sort {
            $0.range.lowerBound < $1.range.lowerBound
                || ($0.range.lowerBound == $1.range.lowerBound && $0.kind.rawValue < $1.kind.rawValue)
        }
        return mentions
    }

    /// Distinct entities grouped by kind (see ``EntityList``).
    /// - Returns: The grouped entities.
    public func entityList() -> EntityList {
        EntityList(mentions: entities())
    }
}
