/// Entity extraction.
extension DocumentAnalysis {
    /// Every entity mention with its exact UTF-16 span, in text order.
    ///
    /// Emails, URLs, phones, money and dates come from patterns; then people and places from the
    /// shape of lines (attendee lists, speaker labels, initials before a surname, datelines); then
    /// people, places and organizations from capitalized sequences classified by gazetteers, cue words
    /// and context, with the whole document's evidence (a name seen as a person once is a person
    /// everywhere). Speakers of a chat or meeting are people.
    /// - Returns: The mentions, sorted by position.
    public func entities() -> [Entity] {
        var patterns = PatternEntityRecognizer(language: language.code).entities(in: buffer)
        let found = ContextEntityRecognizer().entities(analysis: self)
        // A place named for a date holds it (`Avenida 5 de Outubro`): the longer span wins.
        Self.removeDates(inside: found.filter { $0.kind == .place }, from: &patterns)
        let context = found.filter { entity in !patterns.contains { $0.range.overlaps(entity.range) } }
        var mentions = patterns + context
        mentions += NameRecognizer().entities(
            analysis: self, blocked: mentions, knownPeople: Set(context.filter { $0.kind == .person }.map(\.text)))
        // A club's founding year inside its name (`Kanuverein Saalfeld 1908 e.V.`) is no date of its own.
        Self.removeDates(inside: mentions.filter { $0.kind == .organization }, from: &mentions)
        var seen = Set<String>()
        for entity in mentions where entity.kind == .person { seen.insert("\(entity.range)") }
        for (index, sentence) in sentences.enumerated() where sentence.startsLine {
            // A family word used as a label (`Mum:`) names no one, nor does a party's role (`Guest:`, `Cliente:`).
            guard let speaker = structure.speakerOfSentence[index], !Gazetteer.kinshipWords.contains(speaker),
                !Self.roleLabels.contains(speaker.lowercased())
            else { continue }
            let lower = sentence.range.lowerBound
            let range = lower..<(lower + speaker.utf16.count)
            guard seen.insert("\(range)").inserted else { continue }
            // A speaker label is a person, whatever its words looked like.
            mentions.removeAll {
                $0.range.overlaps(range) && ($0.kind == .place || $0.kind == .organization || $0.kind == .person)
            }
            mentions.append(Entity(kind: .person, text: speaker, range: range))
        }
        mentions = withoutAttributiveNouns(EntitySpanRules.merged(mentions, buffer: buffer, language: language.code))
        mentions.sort {
            $0.range.lowerBound < $1.range.lowerBound
                || ($0.range.lowerBound == $1.range.lowerBound && $0.kind.rawValue < $1.kind.rawValue)
        }
        return mentions
    }

    /// Removes the dates that lie inside a longer name written with a number (`Avenida 5 de Outubro`, `Kanuverein Saalfeld
    /// 1911 e.V.`): the name holds them.
    private static func removeDates(inside names: [Entity], from mentions: inout [Entity]) {
        let numbered = names.filter { $0.text.contains(where: \.isNumber) }
        guard !numbered.isEmpty else { return }
        mentions.removeAll { date in
            date.kind == .date
                && numbered.contains {
                    $0.range.count > date.range.count && $0.range.clamped(to: date.range) == date.range
                }
        }
    }

    /// Distinct entities grouped by kind (see ``EntityList``).
    /// - Returns: The grouped entities.
    public func entityList() -> EntityList {
        EntityList(mentions: entities())
    }

    /// The roles that label the parties of a chat or a ticket, in LMFallback's languages (`Guest:`, `Host:`,
    /// `Cliente:`): what a party is, not who.
    static let roleLabels: Set<String> = [
        "guest", "host", "customer", "client", "agent", "staff", "support", "operator", "recipient", "sender",
        "caller", "tenant", "landlord", "buyer", "seller", "user", "visitor", "owner", "reception", "bot", "system",
        "cliente", "huésped", "anfitrión", "anfitrião", "hóspede", "ospite", "invité", "hôte", "kunde", "kundin",
        "gast", "gastgeber", "klant", "gastheer", "vermieter", "mieter", "locataire", "propriétaire", "inquilino",
    ]
}
