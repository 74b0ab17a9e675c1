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

    /// Up to three stem ids: the identity of a candidate phrase.
    private struct PhraseKey: Hashable {
        var first: Int32
        var second: Int32 = -1
        var third: Int32 = -1
    }

    private struct PhraseStats {
        var text: String
        var words: [String]
        var stems: [Int32]
        var count = 0
        var capitalized = 0
    }

    /// Stems interned as small integers, with the statistics of each.
    private struct Vocabulary {
        var ids: [String: Int32] = [:]
        var stats: [WordStats] = []

        mutating func id(_ stem: String) -> Int32 {
            if let known = ids[stem] { return known }
            let id = Int32(stats.count)
            ids[stem] = id
            stats.append(WordStats())
            return id
        }
    }

    /// Candidate phrases in order of first occurrence.
    private struct Candidates {
        var index: [PhraseKey: Int] = [:]
        var list: [PhraseStats] = []
    }

    func keyphrases(
        sentences: [Sentence], tokens: [[Token]], structure: DocumentStructure, buffer: TextBuffer
    ) -> [Keyphrase] {
        var vocabulary = Vocabulary()
        var candidates = Candidates()
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
            // A capitalized word that is the sentence's `Label:` is a speaker or field name, not a name in context.
            let label = sentence.text.firstIndex(of: ":").map { sentence.text[..<$0] }
            var run: [Token] = []
            var runStems: [Int32] = []
            let sentenceTokens = tokens[index]
            for (position, token) in sentenceTokens.enumerated() {
                let content = Self.isContent(token)
                var stem: Int32 = -1
                if content {
                    stem = vocabulary.id(Stemmer.stem(token.normalized))
                    var stats = vocabulary.stats[Int(stem)]
                    stats.count += 1
                    if token.isCapitalized && position > 0 && label.map({ $0 != token.text }) ?? true {
                        stats.capitalizedMid += 1
                    }
                    stats.firstSentence = min(stats.firstSentence, used - 1)
                    if stats.lastSentence != index {
                        stats.sentences += 1
                        stats.lastSentence = index
                    }
                    if isHeading { stats.inHeading = true }
                    vocabulary.stats[Int(stem)] = stats
                }
                let joined = position > 0 && !run.isEmpty && Self.onlySpaces(buffer, run[run.count - 1], token)
                if content && (run.isEmpty || joined) {
                    run.append(token)
                    runStems.append(stem)
                } else {
                    collect(run, runStems, sentencePosition: position, into: &candidates)
                    run = content ? [token] : []
                    runStems = content ? [stem] : []
                }
            }
            collect(run, runStems, sentencePosition: sentenceTokens.count, into: &candidates)
        }
        let total = Double(max(1, used))
        var wordScore = [Double](repeating: 0, count: vocabulary.stats.count)
        for (stem, id) in vocabulary.ids {
            let stats = vocabulary.stats[Int(id)]
            let frequency = log(1 + Double(stats.count))
            let position = 1 + 1.5 / (1 + Double(stats.firstSentence) / 3)
            let casing = 1 + 0.6 * Double(stats.capitalizedMid) / Double(stats.count)
            let spread = 1 + min(1, Double(stats.sentences) / max(3, total / 4))
            let heading = stats.inHeading ? 1.8 : 1
            let short = stem.count <= 2 ? 0.3 : 1
            wordScore[Int(id)] = frequency * position * casing * spread * heading * short
        }
        var result: [(Keyphrase, [Int32])] = []
        for phrase in candidates.list {
            let sum = phrase.stems.reduce(0) { $0 + wordScore[Int($1)] }
            let length = Double(phrase.stems.count)
            var score = sum / pow(length, 0.55) * (1 + 0.5 * log(Double(phrase.count)))
            if phrase.words.allSatisfy({ GenericWords.contains($0) }) { score *= 0.2 }
            if phrase.words.last.map({ GenericWords.contains($0) }) ?? false { score *= 0.6 }
            if phrase.words.allSatisfy({ $0.first?.isNumber ?? false }) { continue }
            let keyphrase = Keyphrase(
                text: phrase.text, words: phrase.words, score: score, count: phrase.count,
                isProperNoun: phrase.capitalized * 2 > phrase.count)
            result.append((keyphrase, phrase.stems))
        }
        result.sort { $0.0.score > $1.0.score || ($0.0.score == $1.0.score && $0.0.text < $1.0.text) }
        var chosen: [Keyphrase] = []
        var chosenStems: [Set<Int32>] = []
        for (phrase, stems) in result {
            let set = Set(stems)
            if chosenStems.contains(where: { set.isSubset(of: $0) }) { continue }
            chosen.append(phrase)
            chosenStems.append(set)
            if chosen.count >= limit { break }
        }
        return chosen
    }

    private func collect(
        _ run: [Token], _ runStems: [Int32], sentencePosition: Int, into candidates: inout Candidates
    ) {
        guard !run.isEmpty else { return }
        let startsSentence = sentencePosition == run.count
        for length in 1...min(3, run.count) {
            for start in 0...(run.count - length) {
                let slice = run[start..<(start + length)]
                var key = PhraseKey(first: runStems[start])
                if length > 1 { key.second = runStems[start + 1] }
                if length > 2 { key.third = runStems[start + 2] }
                let position: Int
                if let known = candidates.index[key] {
                    position = known
                } else {
                    position = candidates.list.count
                    candidates.index[key] = position
                    let text = slice.map(\.text).joined(separator: " ")
                    candidates.list.append(
                        PhraseStats(
                            text: text, words: slice.map(\.normalized),
                            stems: Array(runStems[start..<(start + length)])))
                }
                candidates.list[position].count += 1
                let firstIsSentenceStart = startsSentence && start == 0
                if slice.allSatisfy({ $0.isCapitalized }) && !firstIsSentenceStart {
                    candidates.list[position].capitalized += 1
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
