/// Finds people, places and organizations among capitalized word sequences.
///
/// A candidate is a run of capitalized words joined by single spaces (allowing `of`, `&`, `de`,
/// `van` inside), not starting with a common sentence-initial word, and split at dates, acronyms
/// and figures. It is classified by evidence in this order: organization suffixes and heads
/// (`Ltd`, `University`, `Hotel X`), place words and the gazetteer (`Street`, `Airport`, `Mount X`,
/// `Lisbon`), person evidence (honorifics, speaker labels, email display names and addresses,
/// given names, speech verbs), then context (`in X` → place, email domain → organization).
struct NameRecognizer: Sendable {
    private struct Span {
        var tokens: [Token]
        var honorific: Bool
        var previous: String?
        var next: String?
        var sentenceStart: Bool
        var afterComma: Bool
        var firstLine: Bool
    }

    private static let connectors: Set<String> = ["of", "de", "van", "von", "der", "da", "del", "du", "la", "le"]
    private static let placePrepositions: Set<String> = [
        "in", "at", "to", "from", "near", "around", "via", "towards", "toward", "into", "across", "outside", "visit",
        "visiting", "between", "through",
    ]

    func entities(analysis: DocumentAnalysis, blocked: [Entity]) -> [Entity] {
        let buffer = analysis.buffer
        let lexicon = EnglishLexicon.shared
        var blockedRanges = blocked.map(\.range)
        blockedRanges.sort { $0.lowerBound < $1.lowerBound }
        var emailNames = Set<String>()
        var domainLabels = Set<String>()
        for entity in blocked where entity.kind == .email || entity.kind == .url {
            let lower = entity.text.lowercased()
            if entity.kind == .email, let at = lower.firstIndex(of: "@") {
                for part in lower[..<at].split(whereSeparator: { ".-_".contains($0) }) {
                    emailNames.insert(String(part))
                }
            }
            let host =
                entity.kind == .email
                ? String(lower[(lower.firstIndex(of: "@").map { lower.index(after: $0) } ?? lower.startIndex)...])
                : String(lower.split(separator: "/").dropFirst().first ?? "")
            for label in host.split(separator: ".") {
                domainLabels.insert(label.replacingOccurrences(of: "-", with: ""))
            }
        }
        let speakers = Set(analysis.structure.speakers)
        var spans: [Span] = []
        var blockIndex = 0
        for (sentenceIndex, tokens) in analysis.tokensBySentence.enumerated() {
            let sentence = analysis.sentences[sentenceIndex]
            var current: [Token] = []
            var honorific = false
            var previousWord: String?
            var start = 0
            func flush(_ nextWord: String?) {
                while let last = current.last, Self.connectors.contains(last.normalized) { current.removeLast() }
                if !current.isEmpty {
                    let gapStart = current[0].range.lowerBound
                    var before = gapStart - 1
                    while before >= sentence.range.lowerBound && buffer.units[before] == 32 { before -= 1 }
                    let comma = before >= sentence.range.lowerBound && buffer.units[before] == 44
                    spans.append(
                        Span(
                            tokens: current, honorific: honorific, previous: previousWord, next: nextWord,
                            sentenceStart: start == 0, afterComma: comma, firstLine: sentence.line == 0))
                }
                current = []
                honorific = false
            }
            for (position, token) in tokens.enumerated() {
                while blockIndex < blockedRanges.count && blockedRanges[blockIndex].upperBound <= token.range.lowerBound
                {
                    blockIndex += 1
                }
                let isBlocked =
                    blockIndex < blockedRanges.count
                    && blockedRanges[blockIndex].lowerBound < token.range.upperBound
                let word = token.normalized
                let capitalizedName =
                    token.isCapitalized && !token.hasDigit && !isBlocked
                    && !Self.isAcronym(token.text) && !DateVocabulary.isDateWord(word)
                    && !(DateVocabulary.months[word] != nil && word.count > 3)
                let joins = !current.isEmpty && Self.gapJoins(buffer, current[current.count - 1], token)
                if capitalizedName
                    || (Self.isAcronym(token.text) && joins && Gazetteer.organizationWords.contains(token.text))
                {
                    if Gazetteer.honorifics.contains(token.text) && current.isEmpty {
                        honorific = true
                        previousWord = word
                        continue
                    }
                    if !current.isEmpty && !joins { flush(word) }
                    if current.isEmpty {
                        start = position
                        if position == 0 || previousWord.map({ $0 == "-" }) == true {
                            // Sentence-initial common words are not names.
                            if (Stopwords.contains(word)
                                || (lexicon.contains(word) && !Gazetteer.givenNames.contains(token.text)
                                    && !Gazetteer.places.contains(token.text)))
                                && !speakers.contains(token.text)
                            {
                                previousWord = word
                                continue
                            }
                        }
                    }
                    current.append(token)
                } else if !current.isEmpty && Self.connectors.contains(word) && joins {
                    current.append(token)
                } else if !current.isEmpty && (word == "station" || word == "airport") && joins {
                    current.append(token)
                    flush(nil)
                } else {
                    flush(word)
                    if !honorific { previousWord = word }
                }
            }
            flush(nil)
        }
        return classify(
            spans, analysis: analysis, emailNames: emailNames, domainLabels: domainLabels, speakers: speakers)
    }

    private func classify(
        _ spans: [Span], analysis: DocumentAnalysis, emailNames: Set<String>, domainLabels: Set<String>,
        speakers: Set<String>
    ) -> [Entity] {
        let lexicon = EnglishLexicon.shared
        var result: [Entity] = []
        var knownPersonTokens = Set<String>()
        var kinds: [EntityKind?] = []
        for span in spans {
            let words = span.tokens.map(\.text)
            let lowerWords = words.map { $0.lowercased() }
            guard let first = words.first, let last = words.last else {
                kinds.append(nil)
                continue
            }
            var kind: EntityKind?
            if Gazetteer.organizationWords.contains(last) && words.count >= 2
                || Gazetteer.organizationHeads.contains(first) && words.count >= 2
                || words.count >= 2 && domainLabels.contains(lowerWords.joined())
            {
                kind = .organization
            } else if Gazetteer.places.contains(words.joined(separator: " ")) {
                kind = .place
            } else if words.count >= 2 && (Gazetteer.placeWords.contains(last) || Gazetteer.placeHeads.contains(first))
            {
                kind = .place
            } else if span.honorific || speakers.contains(words.joined(separator: " "))
                || (words.count >= 2 && lowerWords.allSatisfy { emailNames.contains($0) })
                || (words.count >= 2 && words.count <= 3 && Gazetteer.givenNames.contains(first))
                || (span.next.map { Gazetteer.speechVerbs.contains($0) } ?? false)
            {
                kind = .person
            } else if words.count == 1 && domainLabels.contains(lowerWords[0]) {
                kind = .organization
            } else if let previous = span.previous, Self.placePrepositions.contains(previous),
                !Gazetteer.givenNames.contains(first)
            {
                kind = .place
            } else if span.afterComma || (span.firstLine && span.next == nil) {
                kind = words.count == 1 && Gazetteer.givenNames.contains(first) ? .person : .place
            } else if words.count == 1 && Gazetteer.givenNames.contains(first) {
                kind = .person
            } else if words.count >= 2 && words.count <= 3
                && !lowerWords.contains(where: { lexicon.tier($0) ?? 9 <= 2 })
            {
                kind = .person
            }
            if kind == .person { for word in words { knownPersonTokens.insert(word) } }
            if kind == .place && words.count == 1 && lexicon.tier(lowerWords[0]) ?? 9 <= 2 { kind = nil }
            kinds.append(kind)
        }
        for (span, kind) in zip(spans, kinds) {
            var resolved = kind
            if resolved == nil && span.tokens.count == 1 && knownPersonTokens.contains(span.tokens[0].text) {
                resolved = .person
            }
            guard let kind = resolved, let first = span.tokens.first, let last = span.tokens.last else { continue }
            let range = first.range.lowerBound..<last.range.upperBound
            result.append(Entity(kind: kind, text: analysis.buffer.text(range), range: range))
        }
        return result
    }

    private static func isAcronym(_ text: String) -> Bool {
        text.count >= 2 && text.allSatisfy { $0.isUppercase || $0.isNumber }
    }

    /// Whether two tokens are joined by a single space, ` & `, or an apostrophe and a space.
    private static func gapJoins(_ buffer: TextBuffer, _ previous: Token, _ next: Token) -> Bool {
        let gap = buffer.units[previous.range.upperBound..<next.range.lowerBound]
        if gap.count == 1 { return gap.first == 32 }
        let text = String(decoding: gap, as: UTF16.self)
        return text == " & " || text == "' " || text == "’ "
    }
}
