/// Titles and tags.
extension DocumentAnalysis {
    /// A title of 3–5 words, title-cased, without trailing punctuation.
    ///
    /// The title is built around the main subject: the document's heading or email subject when it
    /// names the topic, completed or replaced by the top keyphrases. The first words of the text are
    /// used only as a last resort (a text too short to have keyphrases).
    /// - Parameter maxWords: The longest title in words (3 to 8; default 5).
    /// - Returns: The title; empty only for a text without words.
    public func title(maxWords: Int = 5) -> String {
        let limit = min(8, max(3, maxWords))
        var words = headingWords(limit: limit)
        var stems = Set(words.map { Stemmer.stem($0.lowercased()) })
        if words.count < 3 {
            // The subject is best named by common-noun phrases; at most one name anchors it, and dates never do.
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
                if phrase.isProperNoun && !words.isEmpty && words.count + phraseWords.count <= limit {
                    words = phraseWords + words
                } else {
                    words += phraseWords
                }
                stems.formUnion(phraseStems)
                if words.count >= 3 { break }
            }
        }
        if words.count < 3 {
            let fallback = firstWords(limit: limit)
            for word in fallback where words.count < 3 && !stems.contains(Stemmer.stem(word.lowercased())) {
                words.append(word)
                stems.insert(Stemmer.stem(word.lowercased()))
            }
        }
        return Self.titleCase(Array(words.prefix(limit)))
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

    /// Content words of the heading or email subject, when there is one near the top.
    private func headingWords(limit: Int) -> [String] {
        var line: String?
        if let subject = structure.header("subject") {
            line = subject
        } else if let index = sentences.indices.prefix(3).first(where: { structure.roles[$0] == .heading }) {
            line = sentences[index].text
        }
        guard var heading = line else { return [] }
        for prefix in ["re:", "fwd:", "fw:", "re :", "aw:"] where heading.lowercased().hasPrefix(prefix) {
            heading = String(heading.dropFirst(prefix.count)).trimmingSpaces()
        }
        for separator in [" — ", " – ", " - ", ": ", " | ", ", "] {
            if let range = heading.range(of: separator) {
                let head = String(heading[..<range.lowerBound])
                if head.split(separator: " ").count >= 2 { heading = head }
            }
        }
        let tokens = WordTokenizer().tokens(in: heading)
        var words: [String] = []
        for token in tokens {
            if token.hasDigit && token.text.contains("-") { continue }
            if DateVocabulary.isDateWord(token.normalized) { continue }
            words.append(token.text)
        }
        while let last = words.last, Stopwords.contains(last.lowercased()) { words.removeLast() }
        while let first = words.first, Stopwords.contains(first.lowercased()) && words.count > 3 {
            words.removeFirst()
        }
        guard words.count >= 2, words.count <= limit + 1 else { return [] }
        return Array(words.prefix(limit))
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
                result.append((word.first.map { String($0).uppercased() } ?? "") + word.dropFirst())
            }
        }
        var title = result.joined(separator: " ")
        while let last = title.last, ".,;:!?-–—".contains(last) { title.removeLast() }
        return title
    }
}
