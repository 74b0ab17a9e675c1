import Foundation

extension TextTasks {
    /// Minutes to read a text at 230 words a minute, clamped to what ``DocumentSummary``'s schema
    /// allows (``DocumentSummary/readingTimeRange``). Words are counted in one pass over the
    /// scalars, without collecting them.
    static func readingTimeMinutes(of text: String) -> Int {
        let words = WordCounter.count(in: text)
        let minutes = Int((Double(words) / 230).rounded(.up))
        return min(
            max(minutes, DocumentSummary.readingTimeRange.lowerBound), DocumentSummary.readingTimeRange.upperBound)
    }

    /// A model's title without quotes, labels or final punctuation, at most five words.
    static func cleanTitle(_ raw: String) -> String {
        let decoration = CharacterSet(charactersIn: "\"'“”‘’*#`").union(.whitespaces)
        var line = firstLine(of: raw).trimmingCharacters(in: decoration)
        if line.lowercased().hasPrefix("title:") { line = String(line.dropFirst("title:".count)) }
        let trimmed = line.trimmingCharacters(in: decoration)
        let words = trimmed.split(whereSeparator: \.isWhitespace).prefix(5)
        return words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?"))
    }

    /// The first non-empty line of a text, trimmed.
    static func firstLine(of text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty } ?? ""
    }
}

extension DocumentTags {
    /// Combines the tags of several pieces of one document: the most frequent tags, the most
    /// frequent category, and a sentiment that is `mixed` when pieces disagree.
    package static func combining(_ parts: [DocumentTags]) -> DocumentTags {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for tag in parts.flatMap(\.tags) {
            if counts[tag] == nil { order.append(tag) }
            counts[tag, default: 0] += 1
        }
        let tags = order.enumerated()
            .sorted { (counts[$0.element, default: 0], -$0.offset) > (counts[$1.element, default: 0], -$1.offset) }
            .prefix(6).map(\.element)
        let category = mostFrequent(parts.map(\.category)) ?? .work
        let sentiments = Set(parts.map(\.sentiment)).subtracting([.neutral])
        let sentiment: Sentiment =
            sentiments.count > 1 ? .mixed : sentiments.first ?? .neutral
        return DocumentTags(tags: Array(tags), category: category, sentiment: sentiment)
    }

    private static func mostFrequent<T: Hashable>(_ values: [T]) -> T? {
        var counts: [T: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return values.max { counts[$0, default: 0] < counts[$1, default: 0] }
    }
}

extension ConversationSummary {
    /// Combines the summaries of several pieces of one conversation.
    package static func combining(_ parts: [ConversationSummary]) -> ConversationSummary {
        func union(_ lists: [[String]]) -> [String] {
            var seen = Set<String>()
            return lists.flatMap { $0 }.filter { seen.insert($0).inserted }
        }
        return ConversationSummary(
            topics: union(parts.map(\.topics)),
            decisions: union(parts.map(\.decisions)),
            actionItems: parts.flatMap(\.actionItems),
            participants: union(parts.map(\.participants)),
            nextSteps: union(parts.map(\.nextSteps))
        )
    }
}

extension GeneratedContent {
    /// Merges content extracted from two pieces of one text: arrays are joined without
    /// duplicates, structures are merged field by field, and a null takes the other's value.
    func mergedForExtraction(with other: GeneratedContent) -> GeneratedContent {
        switch (kind, other.kind) {
        case (.null, _):
            return other
        case (.array(let mine), .array(let theirs)):
            var seen = Set(mine.map(\.jsonString))
            return GeneratedContent(kind: .array(mine + theirs.filter { seen.insert($0.jsonString).inserted }))
        case (.structure(let mine, let keys), .structure(let theirs, _)):
            var merged = mine
            for key in keys {
                if let value = mine[key], let otherValue = theirs[key] {
                    merged[key] = value.mergedForExtraction(with: otherValue)
                }
            }
            return GeneratedContent(kind: .structure(properties: merged, orderedKeys: keys))
        default:
            return self
        }
    }
}
