import Foundation

/// A text analysed once: sentences, words, structure, language and sentence rankings, from which
/// the summary, key points, preview, title, tags, category, sentiment and entities are served.
///
/// Create one with ``TextAnalyzer/analyze(_:)``. Creation segments the text into sentences and
/// words and reads its structure; keyphrases, sentence rankings and the language are computed on
/// first use and then kept, so a title never pays for ranking. All of it is near-linear in the text
/// length, and the individual answers are cheap.
public struct DocumentAnalysis: Sendable {
    /// The analysed text.
    public let text: String
    /// The sentences, numbered as in ``SentenceSegmenter``.
    public let sentences: [Sentence]
    /// Structure: document kind, email headers, speakers, sentence roles.
    public let structure: DocumentStructure
    /// The words of each sentence.
    public let tokensBySentence: [[Token]]

    /// The detected language (computed on first use).
    public var language: DetectedLanguage { languageBox.value { LanguageDetector().detect(text) } }

    /// The importance of each sentence (centrality × position and shape priors); 0 when not summarizable.
    /// Computed on first use.
    public var sentenceScores: [Double] {
        scoresBox.value {
            SentenceScorer().scores(
                sentences: sentences, tokens: tokensBySentence, structure: structure, vectors: vectors)
        }
    }

    /// Keyphrases, best first (computed on first use).
    public var keyphrases: [Keyphrase] {
        keyphrasesBox.value {
            KeyphraseExtractor().keyphrases(
                sentences: sentences, tokens: tokensBySentence, structure: structure, buffer: buffer)
        }
    }

    /// Whether the input was longer than ``TextAnalyzer/maximumInputLength`` and only its start was analysed.
    public let isTruncated: Bool

    let buffer: TextBuffer
    private let languageBox = LazyValue<DetectedLanguage>()
    private let scoresBox = LazyValue<[Double]>()
    private let keyphrasesBox = LazyValue<[Keyphrase]>()
    private let vectorsBox = LazyValue<[SparseVector]>()

    /// The tf-idf vector of every sentence (computed on first use).
    var vectors: [SparseVector] { vectorsBox.value { Self.vectors(tokensBySentence) } }

    /// The number of words in the text.
    public var wordCount: Int { tokensBySentence.reduce(0) { $0 + $1.count } }

    /// Whether the text has no words at all.
    public var isEmpty: Bool { wordCount == 0 }

    init(text: String, isTruncated: Bool) {
        let buffer = TextBuffer(text)
        self.text = text
        self.isTruncated = isTruncated
        self.buffer = buffer
        let sentences = SentenceSegmenter().sentences(in: buffer)
        self.sentences = sentences
        let structure = DocumentStructure(sentences: sentences, buffer: buffer)
        self.structure = structure
        let tokenizer = WordTokenizer()
        var tokensBySentence: [[Token]] = []
        tokensBySentence.reserveCapacity(sentences.count)
        for (index, sentence) in sentences.enumerated() {
            let start = structure.contentStart[index]
            tokensBySentence.append(
                tokenizer.tokens(in: buffer, range: start..<sentence.range.upperBound, exactCapacity: true))
        }
        self.tokensBySentence = tokensBySentence
    }

    /// The tf-idf vector of every sentence (stems of content words; idf over the document's sentences).
    private static func vectors(_ tokensBySentence: [[Token]]) -> [SparseVector] {
        var ids: [String: Int32] = [:]
        var documentFrequency: [Int32] = []
        var termsBySentence: [[Int32: Float]] = []
        termsBySentence.reserveCapacity(tokensBySentence.count)
        for tokens in tokensBySentence {
            var counts: [Int32: Float] = [:]
            for token in tokens where !token.hasDigit && !Stopwords.contains(token.normalized) {
                let stem = Stemmer.stem(token.normalized)
                let id: Int32
                if let known = ids[stem] {
                    id = known
                } else {
                    id = Int32(documentFrequency.count)
                    ids[stem] = id
                    documentFrequency.append(0)
                }
                if counts[id] == nil { documentFrequency[Int(id)] += 1 }
                counts[id, default: 0] += 1
            }
            termsBySentence.append(counts)
        }
        let total = Float(max(1, tokensBySentence.count))
        return termsBySentence.map { counts in
            var weighted: [Int32: Float] = [:]
            for (id, count) in counts {
                let idf = logf((total + 1) / (Float(documentFrequency[Int(id)]) + 0.5))
                weighted[id] = (1 + logf(count)) * max(idf, 0.05)
            }
            return SparseVector(weights: weighted)
        }
    }
}
