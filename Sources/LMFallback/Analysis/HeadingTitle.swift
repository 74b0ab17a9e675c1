/// Builds a title from a heading line or an email subject.
///
/// Headings are usually made of segments joined by dashes, colons, bars, commas or brackets
/// (`Q1 2026 budget review — Brightwater Analytics Inc.`, `Lab notebook — soil phosphatase assay`).
/// Each segment is cleaned of dates, times, identifiers and ratings; the segment with the most
/// topical content (words that recur in the body) becomes the subject of the title, and a segment
/// naming the kind of document (`Results Report`, `Summary of Findings`) completes it. Segments that
/// are only an organization's name (`HeatWise Home Ltd`) say who wrote the text, not what it is
/// about, and never lead.
struct HeadingTitle: Sendable {
    /// Nouns that name a kind of document or exchange rather than a topic.
    static let kindNouns: Set<String> = [
        "report", "reports", "review", "notes", "note", "minutes", "summary", "notebook", "transcript", "memo",
        "recap", "agenda", "update", "updates", "plan", "plans", "proposal", "meeting", "call", "chat", "offer",
        "results", "findings", "log", "announcement", "newsletter", "brief", "briefing", "invitation", "reminder",
        "confirmation", "request", "feedback", "overview", "checklist", "outline", "draft", "digest",
    ]

    /// Modifiers that only say who a document is for or from (`staff meeting`, `customer care`).
    static let kindModifiers: Set<String> = [
        "staff", "team", "customer", "care", "support", "internal", "weekly", "daily", "monthly", "annual",
        "planning", "general", "quick", "official", "service", "services",
    ]

    /// Words that end an organization's name.
    static let organizationSuffixes: Set<String> = [
        "inc", "ltd", "llc", "llp", "plc", "gmbh", "ag", "sa", "sarl", "bv", "co", "corp", "corporation", "company",
        "group", "clinic", "hospital", "university", "college", "school", "agency", "council", "bank", "airlines",
        "airways", "hotel", "centre", "center", "foundation", "association", "institute", "trust", "ministry",
    ]

    /// Prepositions that end a noun phrase's head (`summary of findings` → `summary`).
    static let prepositions: Set<String> = [
        "of", "for", "from", "with", "after", "before", "about", "on", "in", "at", "by", "to", "into", "over",
        "under", "between", "during", "via", "per", "across",
    ]

    /// One cleaned segment of a heading.
    struct Segment {
        var words: [Token]
        var contentWeight: Double
        var contentCount: Int
        var isOrganization: Bool
        var kindNoun: String?
    }

    /// The title words drawn from the heading, and the kind noun it mentions (for callers that fill up).
    struct Result {
        var words: [String]
        var kindNoun: String?
    }

    let evidence: TitleEvidence
    /// Whether the heading heads a meeting transcript (its kind is then always `Meeting`, added by the caller).
    var isMeeting = false

    /// Builds title words from a heading.
    /// - Parameters:
    ///   - heading: The heading or subject line.
    ///   - limit: The most words.
    /// - Returns: The words (empty when the heading names no topic) and any kind noun it mentions.
    func title(_ heading: String, limit: Int) -> Result {
        let segments = Self.split(Self.stripReplyPrefix(heading)).compactMap(segment)
        let kindNoun = segments.compactMap(\.kindNoun).first
        let candidates = segments.indices.filter { segments[$0].contentCount > 0 && !segments[$0].isOrganization }
        guard
            let main = candidates.max(by: {
                segments[$0].contentWeight < segments[$1].contentWeight
                    || (segments[$0].contentWeight == segments[$1].contentWeight && $0 > $1)
            })
        else { return Result(words: [], kindNoun: kindNoun) }
        var words = Self.compress(segments[main].words, limit: limit)
        let hasKind = words.contains { Self.kindNouns.contains($0.normalized) }
        // A later segment naming the document's kind completes the title; an earlier one lends its head noun.
        if !hasKind && !isMeeting,
            let other = segments.indices.first(where: { $0 != main && segments[$0].kindNoun != nil })
        {
            let whole = Self.trimmed(segments[other].words)
            if other > main && words.count + whole.count <= limit && segments[other].contentCount == 0 {
                words += whole
            } else if words.count < limit, let head = Self.head(of: segments[other].words) {
                // The head noun goes before the phrase's own prepositional part (`Laptop Request for Design Team`).
                let at = words.indices.dropFirst().first { Self.prepositions.contains(words[$0].normalized) }
                words.insert(head, at: at ?? words.count)
            }
        }
        let text = words.map(\.text)
        return Result(words: text, kindNoun: kindNoun)
    }

    /// Removes `Re:`, `Fwd:` and similar prefixes.
    static func stripReplyPrefix(_ line: String) -> String {
        var heading = line
        var changed = true
        while changed {
            changed = false
            for prefix in ["re:", "fwd:", "fw:", "aw:", "re :"] where heading.lowercased().hasPrefix(prefix) {
                heading = String(heading.dropFirst(prefix.count)).trimmingSpaces()
                changed = true
            }
        }
        return heading
    }

    /// Splits a heading at dashes, colons, bars, commas, semicolons and brackets.
    static func split(_ heading: String) -> [String] {
        var parts = [heading]
        for separator in [" — ", " – ", " - ", ": ", " | ", ", ", "; ", " (", ")", "("] {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        return parts.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// Cleans a segment: drops dates, times, identifiers, bare numbers and ratings; trims stopwords.
    private func segment(_ text: String) -> Segment? {
        let tokens = WordTokenizer().tokens(in: text)
        var kept: [Token] = []
        for (position, token) in tokens.enumerated() {
            if DateVocabulary.isDateWord(token.normalized) { continue }
            if token.hasDigit {
                let letters = token.normalized.unicodeScalars.filter { $0.properties.isAlphabetic }.count
                // Short codes such as Q1 or T3 name things; IDs (INV-20931) and years don't.
                if letters > 0 && token.normalized.utf16.count <= 3 && !token.normalized.contains("-") {
                    kept.append(token)
                    continue
                }
                // A small number right after a capitalized word belongs to a name (Sprint 42, Tempo 4).
                let afterName = position > 0 && tokens[position - 1].isCapitalized && letters == 0
                if afterName && token.normalized.utf16.count <= 3 && kept.last == tokens[position - 1] {
                    kept.append(token)
                }
                continue
            }
            kept.append(token)
        }
        let words = Self.trimmed(kept)
        guard !words.isEmpty else { return nil }
        var weight = 0.0
        var contentCount = 0
        for token in words where !Stopwords.contains(token.normalized) {
            let word = token.normalized
            if Self.kindNouns.contains(word) || Self.kindModifiers.contains(word) || GenericWords.contains(word) {
                continue
            }
            contentCount += 1
            weight += token.hasDigit ? 1 : evidence.weight(word)
        }
        let last = words[words.count - 1].normalized
        let capitalized = words.allSatisfy { $0.isCapitalized || $0.hasDigit || Stopwords.contains($0.normalized) }
        let isOrganization = capitalized && words.count >= 2 && Self.organizationSuffixes.contains(last)
        let kind = words.last { Self.kindNouns.contains($0.normalized) }?.normalized
        return Segment(
            words: words, contentWeight: weight, contentCount: contentCount, isOrganization: isOrganization,
            kindNoun: kind)
    }

    /// The tokens without leading or trailing stopwords.
    static func trimmed(_ tokens: [Token]) -> [Token] {
        var words = tokens[...]
        while let first = words.first, Stopwords.contains(first.normalized) { words.removeFirst() }
        while let last = words.last, Stopwords.contains(last.normalized) { words.removeLast() }
        return Array(words)
    }

    /// The head noun of a phrase: the last word before its first preposition, if that names a document kind.
    static func head(of tokens: [Token]) -> Token? {
        let words = trimmed(tokens)
        let cut = words.firstIndex { prepositions.contains($0.normalized) } ?? words.count
        guard cut > 0, kindNouns.contains(words[cut - 1].normalized) else { return nil }
        return words[cut - 1]
    }

    /// Shortens a phrase to `limit` words: a long `X for the Y` keeps `Y X`, otherwise the phrase is cut
    /// before its first preposition, and as a last resort keeps its last words (English heads come last).
    static func compress(_ tokens: [Token], limit: Int) -> [Token] {
        guard tokens.count > limit else { return tokens }
        if let cut = tokens.firstIndex(where: { prepositions.contains($0.normalized) }), cut > 0 {
            let head = Array(tokens[..<cut])
            let tail = trimmed(Array(tokens[(cut + 1)...]))
            if head.count == 1 && tail.count + 1 <= limit && !tail.isEmpty { return tail + head }
            if head.count >= 2 && head.count <= limit { return head }
        }
        return Array(tokens.suffix(limit))
    }
}
