import LMCore
import Testing

@testable import LMFallback

@Suite("Sentiment")
struct SentimentTests {
    @Test(
        "negation, contrast and balance decide the tone",
        arguments: [
            ("The staff were not helpful and the room was not comfortable. The wait was long.", Sentiment.negative),
            ("The food was excellent. But the service was slow, rude and disappointing all evening.", .negative),
            (
                "Although the room was noisy and cramped, the food was excellent, the staff were friendly and the "
                    + "evening was lovely. We would recommend it.",
                .positive
            ),
            (
                "The launch was a success and the team is proud. The new dashboard is fast and reliable. "
                    + "However, the billing export failed twice and customers complained about errors. "
                    + "The outage caused real problems for support.",
                .mixed
            ),
            ("The train leaves at noon from platform four. Tickets are sold at the station.", .neutral),
        ])
    func tone(text: String, expected: Sentiment) {
        #expect(TextAnalyzer().analyze(text).sentiment() == expected)
    }

    @Test("negation stops at punctuation: a later polar word keeps its own tone")
    func negationScope() {
        let scorer = SentimentScorer()
        let tokens = WordTokenizer().tokens(in: "no doubt, great work")
        let evidence = scorer.evidence([tokens]) { _, position in position == 2 }
        #expect(evidence.positive == 1)
        #expect(evidence.negative == 0)
    }

    @Test("a negated negative counts as weak praise, a negated positive as criticism")
    func negatedWeights() {
        let scorer = SentimentScorer()
        let praise = scorer.evidence([WordTokenizer().tokens(in: "I have no faults to report")]) { _, _ in false }
        #expect(praise.positive == 0.5 && praise.negative == 0)
        let topical = scorer.evidence([WordTokenizer().tokens(in: "I have no complaints")]) { _, _ in false }
        #expect(topical.positive == 0.5 * SentimentLexicon.topicalWeight && topical.negative == 0)
        let criticism = scorer.evidence([WordTokenizer().tokens(in: "it was not helpful")]) { _, _ in false }
        #expect(criticism.negative == 0.8 && criticism.positive == 0)
    }
}
