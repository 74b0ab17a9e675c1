/// Titles and tags.
extension DocumentAnalysis {
    /// A title of 3–5 words, title-cased, without trailing punctuation.
    ///
    /// The title names the main subject, tried in this order:
    /// 1. the heading, email subject or meeting header, cleaned of dates, identifiers and ratings
    ///    (see ``HeadingTitle``), when it names a topic;
    /// 2. a headline compressed from the lead sentence (news) or first turn (chats): subject, verb in
    ///    the present tense, and the best keyphrase after the verb (see ``HeadlineCompressor``);
    /// 3. the top keyphrases, with at most one name and no dates;
    /// 4. as a last resort, the first content words of the text.
    /// Meeting headers get `Meeting` when there is room and the title doesn't already say what it is.
    /// - Parameter maxWords: The longest title in words (3 to 8; default 5).
    /// - Returns: The title; empty only for a text without words.
    public func title(maxWords: Int = 5) -> String {
        let limit = min(8, max(3, maxWords))
        var words: [String] = []
        var kindNoun: String?
        let heading = headingLine()
        var isMeeting = false
        if let heading {
            // A conversation under a header is a meeting, unless the header names another kind (`chat transcript`).
            let headingKinds = Set(WordTokenizer().tokens(in: heading).map(\.normalized)).intersection(
                HeadingTitle.kindNouns)
            isMeeting =
                structure.kind == .conversation
                && headingKinds.isSubset(of: ["meeting", "minutes", "call", "planning", "review", "agenda"])
            let evidence = TitleEvidence(sentences: sentences, tokens: tokensBySentence, structure: structure)
            let result = HeadingTitle(evidence: evidence, isMeeting: isMeeting).title(heading, limit: limit)
            kindNoun = result.kindNoun
            if result.words.count >= 2 { words = result.words }
        }
        if words.isEmpty, let (tokens, commas) = leadClause() {
            words =
                HeadlineCompressor().headline(tokens: tokens, commaBefore: commas, keyphrases: keyphrases, limit: limit)
                ?? []
        }
        var stems = Set(words.map { Stemmer.stem($0.lowercased()) })
        let reserve = isMeeting || kindNoun != nil ? 1 : 0
        if words.count + reserve < 3 { fillFromKeyphrases(&words, stems: &stems, limit: max(3, limit - reserve)) }
        let lowered = Set(words.map { $0.lowercased() })
        if isMeeting && words.count < limit && !lowered.contains("meeting") {
            words.append("Meeting")
        } else if let kindNoun, words.count < 3, !lowered.contains(kindNoun) {
            words.append(kindNoun)
        }
        if words.count < 3 {
            for word in firstWords(limit: limit)
            where words.count < 3 && !stems.contains(Stemmer.stem(word.lowercased())) {
                words.append(word)
                stems.insert(Stemmer.stem(word.lowercased()))
            }
        }
        let chosen = Array(words.prefix(limit))
        return language.code == "en" || language.code == "und" ? Self.titleCase(chosen) : Self.sentenceCase(chosen)
    }

    /// A title in a language that does not title-case its headings (German, French, Spanish, ...): every
    /// word as written, so German nouns keep their capitals and other words their lowercase, and the first
    /// letter capitalized.
    static func sentenceCase(_ words: [String]) -> String {
        var title = words.joined(separator: " ")
        while let last = title.last, ".,;:!?-–—".contains(last) { title.removeLast() }
        guard let first = title.first else { return title }
        return String(first).uppercased() + title.dropFirst()
    }

    /// Adds the top keyphrases (at most one name, no dates or bare numbers) until there are three words.
    private func fillFromKeyphrases(_ words: inout [String], stems: inout Set<String>, limit: Int) {
        var usedName = words.contains { $0.first?.isUppercase ?? false }
        let phrases = keyphrases.prefix(12).filter { phrase in
            !phrase.words.contains { DateVocabulary.months[$0] != nil || DateVocabulary.weekdays.contains($0) }
                && !phrase.words.allSatisfy { $0.first?.isNumber ?? false }
        }
        for phrase in phrases {
            if phrase.isProperNoun {
                if usedName { continue }
                usedName = true
            }
            let phraseWords = phrase.text.split(separator: " ").map(String.init)
            let phraseStems = phraseWords.map { Stemmer.stem($0.lowercased()) }
            if phraseStems.contains(where: stems.contains) { continue }
            if words.count + phraseWords.count > limit { continue }
            if phrase.isProperNoun && !words.isEmpty {
                words = phraseWords + words
            } else {
                words += phraseWords
            }
            stems.formUnion(phraseStems)
            if words.count >= 3 { break }
        }
    }

    /// Tags: the top keyphrases, lowercased, multi-word tags joined by hyphens.
    /// - Parameter maxCount: The most tags (default 5).
    /// - Returns: Distinct tags, best first.
    public func tags(maxCount: Int = 5) -> [String] {
        var result: [String] = []
        for phrase in keyphrases where phrase.words.count <= 2 {
            if phrase.isProperNoun && phrase.count < 2 { continue }
            let tag = phrase.words.joined(separator: "-")
            if tag.count < 3 || result.contains(tag) { continue }
            result.append(tag)
            if result.count >= maxCount { break }
        }
        return result
    }

    /// The email subject, or a heading line among the first three sentences.
    private func headingLine() -> String? {
        if let subject = structure.header("subject") { return subject }
        guard let index = sentences.indices.prefix(3).first(where: { structure.roles[$0] == .heading }) else {
            return nil
        }
        return sentences[index].text
    }

    /// The words of the lead clause (the first body sentence or turn, after any news dateline) and, for each
    /// word, whether a comma, colon or dash separates it from the previous word.
    private func leadClause() -> ([Token], [Bool])? {
        guard let index = sentences.indices.first(where: { structure.roles[$0].isSummarizable }) else { return nil }
        let tokens = tokensBySentence[index]
        guard !tokens.isEmpty, !sentences[index].text.hasSuffix("?") else { return nil }
        var breaks = [Bool](repeating: false, count: tokens.count)
        var start = 0
        for position in 1..<max(1, tokens.count) {
            let gap = buffer.text(tokens[position - 1].range.upperBound..<tokens[position].range.lowerBound)
            breaks[position] = gap.contains { ",;:—–".contains($0) } || gap.contains(" - ")
            // A dateline (`City, Region, 12 March 2026 —`) ends at the first dash after a date.
            if start == 0 && position <= 14 && gap.contains(where: { $0 == "—" || $0 == "–" })
                && tokens[..<position].contains(where: { $0.hasDigit || DateVocabulary.months[$0.normalized] != nil })
            {
                start = position
            }
        }
        guard start < tokens.count else { return nil }
        var clauseBreaks = Array(breaks[start...])
        clauseBreaks[0] = false
        return (Array(tokens[start...]), clauseBreaks)
    }

    /// The first content words of the first summarizable sentence (the last-resort rule).
    private func firstWords(limit: Int) -> [String] {
        let index = sentences.indices.first { structure.roles[$0].isSummarizable } ?? 0
        guard index < tokensBySentence.count else { return [] }
        return tokensBySentence[index].filter { !Stopwords.contains($0.normalized) }.prefix(limit).map(\.text)
    }

    /// Title-cases words: minor words lowercase except first; words with inner capitals or digits kept.
    static func titleCase(_ words: [String]) -> String {
        let minor: Set<String> = [
            "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "for", "at", "by", "from", "with", "as", "vs",
        ]
        var result: [String] = []
        for (index, word) in words.enumerated() {
            let lower = word.lowercased()
            if index > 0 && minor.contains(lower) {
                result.append(lower)
            } else if word.dropFirst().contains(where: { $0.isUppercase }) || word.contains(where: \.isNumber) {
                result.append(word)
            } else {
                // Each part of a hyphenated word is capitalized (`Deep-Sea`, `Wi-Fi`).
                let parts = word.split(separator: "-", omittingEmptySubsequences: false).map { part in
                    (part.first.map { String($0).uppercased() } ?? "") + part.dropFirst()
                }
                result.append(parts.joined(separator: "-"))
            }
        }
        var title = result.joined(separator: " ")
        while let last = title.last, ".,;:!?-–—".contains(last) { title.removeLast() }
        return title
    }
}
