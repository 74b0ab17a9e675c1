/// What a schema field asks for, read from its name and description.
enum FieldRole: Equatable {
    case title, summary, preview, keyPoints, tags, category, sentiment
    case people, places, organizations, dates, emails, urls, phones, money, currency, time
    case wordCount, readingTime, closest, refined, alternative, language
    case none

    /// Splits a field name into lowercase words: `readingTimeMinutes`, `reading_time` → words.
    static func words(of name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(of: name) }
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if !character.isLetter && !character.isNumber {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase && previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// ``words(of:)`` for ASCII text, on bytes (the same rules without Unicode property look-ups).
    private static func asciiWords(of name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousWasLower = false
        for byte in name.utf8 {
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isLower = byte >= 0x61 && byte <= 0x7A
            let isDigit = byte >= 0x30 && byte <= 0x39
            if !isUpper && !isLower && !isDigit {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previousWasLower = false
                continue
            }
            if isUpper && previousWasLower, !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(isUpper ? byte | 0x20 : byte)
            previousWasLower = isLower || isDigit
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// The role of a field, from its name first and its description second.
    static func of(name: String?, description: String?) -> FieldRole {
        let nameWords = words(of: name ?? "")
        if let role = role(of: nameWords) { return role }
        let descriptionWords = words(of: description ?? "").prefix(12)
        return role(of: Array(descriptionWords)) ?? .none
    }

    private static let table: [(FieldRole, Set<String>)] = [
        (.wordCount, ["wordcount"]),
        (.readingTime, ["readingtime", "readingtimeminutes", "readtime"]),
        (.keyPoints, ["keypoints", "highlights", "takeaways", "bullets", "points"]),
        (.closest, ["closest"]),
        (.refined, ["refined", "corrected", "correction", "fixed"]),
        (.alternative, ["alternative"]),
        (.title, ["title", "headline", "heading", "subject"]),
        (.preview, ["preview", "snippet", "excerpt", "teaser"]),
        (.summary, ["summary", "abstract", "overview", "synopsis", "gist", "tldr", "description", "notes"]),
        (.tags, ["tags", "tag", "keywords", "keyword", "topics", "topic", "labels", "themes", "hashtags"]),
        (.category, ["category", "genre", "domain"]),
        (.sentiment, ["sentiment", "tone", "mood", "emotion", "feeling", "polarity"]),
        (.emails, ["email", "emails", "mail"]),
        (.urls, ["url", "urls", "link", "links", "website", "homepage", "web"]),
        (.phones, ["phone", "phones", "telephone", "mobile", "tel", "fax"]),
        (.currency, ["currency"]),
        (
            .money,
            [
                "money", "amount", "amounts", "price", "prices", "cost", "costs", "total", "budget", "fee", "salary",
                "subtotal", "tax",
            ]
        ),
        (.time, ["time", "clock"]),
        (.dates, ["date", "dates", "deadline", "due", "day", "when", "birthday", "published", "year"]),
        (
            .people,
            [
                "people", "person", "persons", "participants", "attendees", "speakers", "speaker", "author", "authors",
                "assignee", "owner", "contact", "patient", "doctor", "reviewer", "organizer", "manager", "names",
                "who", "sender", "recipient", "customer", "passenger",
            ]
        ),
        (
            .places,
            [
                "places", "place", "location", "locations", "city", "cities", "venue", "address", "destination",
                "origin", "country", "where",
            ]
        ),
        (
            .organizations,
            [
                "organizations", "organization", "organisation", "company", "companies", "org", "employer", "vendor",
                "merchant", "hospital", "clinic", "airline", "store", "school", "university", "brand",
            ]
        ),
        (.language, ["language", "lang", "locale"]),
    ]

    private static func role(of words: [String]) -> FieldRole? {
        guard !words.isEmpty else { return nil }
        let joined = words.joined()
        for (role, keys) in table where keys.contains(joined) { return role }
        // The last word names the thing (startDate, attendeeNames, totalAmount), then the first.
        for word in [words.last, words.first].compactMap({ $0 }) {
            for (role, keys) in table where keys.contains(word) { return role }
        }
        return nil
    }
}
