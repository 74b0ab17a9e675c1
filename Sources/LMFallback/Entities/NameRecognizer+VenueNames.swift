/// Where people meet and how they reach each other: names that keep their English article, pubs and inns (`The
/// Ormonde Arms`, `The Keelman's Rest`) and names of two things joined by `&` (`The Otter & Oar`), whose `The` is part
/// of the name as their signs write it (institutions, teams and shops are named without it: `the Ministry of Health`);
/// and messaging services and grape varieties, which name no entity of the text's.
extension NameRecognizer {
    /// Messaging and payment services that text names as a channel (`call me on WhatsApp`, `pay via Pix`): no place,
    /// person or organization of the text's.
    static let messagingServices: Set<String> = [
        "WhatsApp", "Whatsapp", "Telegram", "Viber", "WeChat", "Signal", "Slack", "Skype", "Zoom", "Messenger",
        "Pix", "PIX", "M-Pesa", "Bizum", "Venmo", "iMessage", "FaceTime",
    ]

    /// Whether a name opens with a capitalized `The` inside a sentence and names a venue or a band, common words or
    /// not: after `at` or `from` (`drinks at The Crooked Spoon`), or after any lowercase word or a comma before two
    /// words or more that are no place's (`gigs by The Salt Ghosts`, `and The White Swan in…`; not `to The Harbour
    /// Steps`, nor a title after a label's colon, `Reading notes: The Salt Roads`).
    static func isVenueAfterThe(_ span: Span, _ words: [String], analysis: DocumentAnalysis) -> Bool {
        guard words.count >= 2, words[0] == "The", !span.sentenceStart, let last = words.last else { return false }
        if span.previous == "at" || span.previous == "from" { return true }
        return words.count >= 3 && !Gazetteer.placeWords.contains(last)
            && EntitySpanRules.followsLowercaseWordOrComma(span.tokens[0].range.lowerBound, analysis.buffer.units)
            && !Gazetteer.isPlace(words.dropFirst().joined(separator: " "))
    }

    /// Grape varieties, which wine notes capitalize like names (`Chenin Blanc`, `Merlot`, `Touriga Nacional`).
    /// Left out: grapes named like towns, people or cities (`Montepulciano`, `Greco`, `Muscat`, `Shiraz`).
    static let grapeVarieties: Set<String> = [
        "Sauvignon Blanc", "Chenin Blanc", "Pinot Blanc", "Pinot Noir", "Pinot Gris", "Pinot Grigio", "Pinot Meunier",
        "Cabernet Sauvignon", "Cabernet Franc", "Cabernet Gernischt", "Merlot", "Chardonnay", "Syrah", "Riesling",
        "Malbec", "Tempranillo", "Grenache", "Garnacha", "Zinfandel", "Primitivo", "Sangiovese", "Nebbiolo",
        "Viognier", "Marselan", "Carménère", "Carmenere", "Sémillon", "Semillon", "Gewürztraminer", "Grüner Veltliner",
        "Albariño", "Verdejo", "Touriga Nacional", "Mourvèdre", "Cinsault", "Pinotage", "Gamay", "Moscato",
        "Vermentino", "Aglianico", "Nero d'Avola", "Trebbiano", "Lambrusco", "Tannat", "Petit Verdot",
        "Spätburgunder", "Silvaner", "Müller-Thurgau", "Saperavi", "Rkatsiteli", "Xinomavro", "Assyrtiko", "Furmint",
        "Blaufränkisch", "Zweigelt", "Welschriesling", "Godello", "Mencía", "Monastrell", "Alvarinho", "Arinto",
        "Falanghina",
    ]

    /// Words of facilities that text names after a person written with an initial (`V. C. Bird International
    /// Airport`, `Clayton J. Lloyd International Airport`): the name is the facility's, a place.
    static let facilityWords: Set<String> = ["Airport", "Station", "Terminal", "Stadium", "Bridge", "Highway"]

    /// Last words of a pub's or an inn's name.
    static let pubWords: Set<String> = ["Arms", "Inn", "Tavern", "Rest", "Tap", "Taphouse", "Alehouse"]

    /// Whether an organization's name keeps a `The` written before it, wherever it stands: a pub's or an inn's name,
    /// or one that joins two things with `&`.
    static func keepsArticle(_ name: String) -> Bool {
        guard var last = name.split(separator: " ").last else { return false }
        if last.hasSuffix("'s") || last.hasSuffix("’s") { last = last.dropLast(2) }
        return pubWords.contains(String(last)) || name.contains(" & ")
    }
}
