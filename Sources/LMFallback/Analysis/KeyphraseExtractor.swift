import Foundation

/// Extracts keyphrases with YAKE/RAKE-style statistics.
///
/// Candidates are runs of up to three content words not separated by punctuation or stopwords
/// (RAKE). Each word is scored from its frequency, how early it first appears, how often it is
/// capitalized mid-sentence (a name) and how widely it is spread (YAKE); headings and email
/// subjects weigh extra because they name the subject. A phrase scores the sum of its words,
/// boosted by its own frequency and lightly normalised by length. Linear in the text length.
struct KeyphraseExtractor: Sendable {
    /// How many keyphrases to keep.
    var limit = 30

    private struct WordStats {
        var count = 0
        var capitalizedMid = 0
        var firstSentence = Int.max
        var lastSentence = -1
        var sentences = 0
        var inHeading = false
    }

    private struct PhraseStats {
        var text: String
        var words: [String]
        var stems: [String]
        var count = 0
        var capitalized = 0
    }

    func keyphrases(
        sentences: [Sentence], tokens: [[Token]], structure: DocumentStructure, buffer: TextBuffer
    ) -> [Keyphrase] {
        var words: [String: WordStats] = [:]
        var phrases: [String: PhraseStats] = [:]
        var phraseOrder: [String] = []
        var used = 0
        for (index, sentence) in sentences.enumerated() {
            let role = structure.roles[index]
            var isHeading = role == .heading || (index == 0 && structure.kind == .prose && sentence.startsLine)
            if role == .header {
                guard sentence.text.lowercased().hasPrefix("subject:") else { continue }
                isHeading = true
            } else if role == .quoted || role == .signature {
                continue
            }
            used += 1
            var run: [Token] = []
            let sentenceTokens = tokens[index]
            for (position, token) in sentenceTokens.enumerated() {
                let stem = Stemmer.stem(token.normalized)
                let content = Self.isContent(token)
                if content {
                    var stats = words[stem] ?? WordStats()
                    stats.count += 1
                    if token.isCapitalized && position > 0 && !sentence.text.hasPrefix(token.text + ":") {
                        stats.capitalizedMid += 1
                    }
                    stats.firstSentence = min(stats.firstSentence, used - 1)
                    if stats.lastSentence != index {
                        stats.sentences += 1
                        stats.lastSentence = index
                    }
                    if isHeading { stats.inHeading = true }
                    words[stem] = stats
                }
                let joined = position > 0 && !run.isEmpty && Self.onlySpaces(buffer, run[run.count - 1], token)
                if content && (run.isEmpty || joined) {
                    run.append(token)
                } else {
                    collect(run, sentencePosition: position, into: &phrases, order: &phraseOrder)
                    run = content ? [token] : []
                }
            }
            collect(run, sentencePosition: sentenceTokens.count, into: &phrases, order: &phraseOrder)
        }
        let total = Double(max(1, used))
        var wordScore: [String: Double] = [:]
        for (stem, stats) in words {
            let frequency = log(1 + Double(stats.count))
            let position = 1 + 1.5 / (1 + Double(stats.firstSentence) / 3)
            let casing = 1 + 0.6 * Double(stats.capitalizedMid) / Double(stats.count)
            let spread = 1 + min(1, Double(stats.sentences) / max(3, total / 4))
            let heading = stats.inHeading ? 1.8 : 1
            let short = stem.count <= 2 ? 0.3 : 1
            wordScore[stem] = frequency * position * casing * spread * heading * short
        }
        var result: [Keyphrase] = []
        for key in phraseOrder {
            guard let phrase = phrases[key] else { continue }
            let sum = phrase.stems.reduce(0) { $0 + (wordScore[$1] ?? 0) }
            let length = Double(phrase.stems.count)
            var score = sum / pow(length, 0.55) * (1 + 0.5 * log(Double(phrase.count)))
            if phrase.words.allSatisfy({ GenericWords.contains($0) }) { score *= 0.2 }
            if phrase.words.last.map({ GenericWords.contains($0) }) ?? false { score *= 0.6 }
            if phrase.words.allSatisfy({ $0.first?.isNumber ?? false }) { continue }
            result.append(
                Keyphrase(
                    text: phrase.text, words: phrase.words, score: score, count: phrase.count,
                    isProperNoun: phrase.capitalized * 2 > phrase.count))
        }
        result.sort { $0.score > $1.score || ($0.score == $1.score && $0.text < $1.text) }
        var chosen: [Keyphrase] = []
        var chosenStems: [Set<String>] = []
        for phrase in result {
            let stems = Set(phrase.words.map(Stemmer.stem))
            if chosenStems.contains(where: { stems.isSubset(of: $0) }) { continue }
            chosen.append(phrase)
            chosenStems.append(stems)
            if chosen.count >= limit { break }
        }
        return chosen
    }

    private func collect(
        _ run: [Token], sentencePosition: Int, into phrases: inout [String: PhraseStats], order: inout [String]
    ) {
        guard !run.isEmpty else { return }
        let startsSentence = sentencePosition == run.count
        for length in 1...min(3, run.count) {
            for start in 0...(run.count - length) {
                let slice = run[start..<(start + length)]
                let stems = slice.map { Stemmer.stem($0.normalized) }
                let key = stems.joined(separator: " ")
                if phrases[key] == nil {
                    let text = slice.map(\.text).joined(separator: " ")
                    phrases[key] = PhraseStats(text: text, words: slice.map(\.normalized), stems: stems)
                    order.append(key)
                }
                phrases[key]?.count += 1
                let firstIsSentenceStart = startsSentence && start == 0
                if slice.allSatisfy({ $0.isCapitalized }) && !firstIsSentenceStart {
                    phrases[key]?.capitalized += 1
                }
            }
        }
    }

    /// Whether a token can be part of a keyphrase.
    static func isContent(_ token: Token) -> Bool {
        let word = token.normalized
        if Stopwords.contains(word) || word.utf16.count < 2 { return false }
        if token.hasDigit && word.unicodeScalars.allSatisfy({ !$0.properties.isAlphabetic }) {
            return word.utf16.count <= 4 && !word.contains(",") && !word.contains(".")
        }
        return !GenericWords.fillers.contains(word)
    }

    private static func onlySpaces(_ buffer: TextBuffer, _ previous: Token, _ next: Token) -> Bool {
        let gap = previous.range.upperBound..<next.range.lowerBound
        guard gap.count <= 2 else { return false }
        return gap.allSatisfy { buffer.units[$0] == 32 }
    }
}
