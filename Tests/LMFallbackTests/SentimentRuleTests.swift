import LMCore
import Testing

@testable import LMFallback

/// One rule of ``SentimentScorer`` at a time, on single sentences whose clause breaks come from the text.
@Suite("Sentiment rules")
struct SentimentRuleTests {
    /// The evidence of one sentence, with clause breaks where the text has punctuation.
    func evidence(_ text: String) -> SentimentScorer.Evidence {
        let analysis = TextAnalyzer().analyze(text)
        return analysis.sentimentEvidence()
    }

    @Test(
        "negation flips a positive into criticism and an expectation into a failure",
        arguments: ["The new charger was not good.", "The app never worked on my phone.", "The parcel did not arrive."])
    func negation(text: String) {
        let result = evidence(text)
        #expect(result.negative > 0 && result.positive == 0, "\(text): \(result)")
    }

    @Test("`not only` is no negation")
    func notOnly() {
        let result = evidence("The hotel was not only clean but friendly.")
        #expect(result.positive > 0 && result.negative == 0)
    }

    @Test("an intensifier strengthens and a downtoner softens the next polar word")
    func degree() {
        let plain = evidence("The checkout was slow.").negative
        let strong = evidence("The checkout was very slow.").negative
        let soft = evidence("The checkout was slightly slow.").negative
        #expect(strong > plain && plain > soft && soft > 0)
    }

    @Test("after `but`/`however` the clause weighs more than the conceded one")
    func contrast() {
        let result = evidence("The screen is lovely, but the battery is terrible.")
        #expect(result.negative > result.positive)
        let reversed = evidence("The battery is terrible, but the screen is lovely.")
        #expect(reversed.positive > reversed.negative)
    }

    @Test("`although X, Y`: the main clause is the point")
    func concession() {
        let result = evidence("Although the queue was slow, the staff were wonderful.")
        #expect(result.positive > result.negative)
    }

    @Test("a hypothetical clause counts half")
    func hypothetical() {
        let asserted = evidence("The weather is good.").positive
        let conditional = evidence("We can walk to the lake if the weather is good.").positive
        #expect(conditional > 0 && conditional < asserted)
    }

    @Test("courtesy formulas weigh less than evaluative words")
    func courtesy() {
        let polite = evidence("Thanks for the update on the schedule.").positive
        let praise = evidence("The update on the schedule was excellent.").positive
        #expect(polite > 0 && polite < praise)
        let apology = evidence("Sorry for the slow reply.")
        #expect(apology.negative > 0)
    }

    @Test("a word that only stems like a polar word carries no tone")
    func stemCollisions() {
        let result = evidence("Please confirm the records as well.")
        #expect(result.positive == 0 && result.negative == 0)
    }

    @Test("`down` is negative only as out of service")
    func down() {
        #expect(evidence("The payment server is down again.").negative > 0)
        #expect(evidence("We sat down to plan the quarter.").negative == 0)
    }

    @Test(
        "domain words of mail, support and reviews carry tone",
        arguments: [
            ("The shipment was delayed and I want a refund.", false),
            ("The outage left the screen frozen.", false),
            ("I'm thrilled, and grateful the ticket was resolved.", true),
        ])
    func domainWords(text: String, positive: Bool) {
        let result = evidence(text)
        #expect(positive ? result.positive > result.negative : result.negative > result.positive, "\(text)")
    }

    @Test("a stated rating counts: high praise, low criticism, middling both")
    func rating() {
        #expect(evidence("Rating: 5 out of 5").positive >= 3)
        #expect(evidence("Rating: 1 out of 5").negative >= 3)
        let middle = evidence("Rating: 3 out of 5")
        #expect(middle.positive > 0 && middle.negative > 0)
    }

    @Test("emoji and enthusiastic exclamations count")
    func symbols() {
        #expect(evidence("see you all on friday! 🎉").positive > 0)
        #expect(evidence("the train is cancelled again 😡").negative > evidence("the train is cancelled again").negative)
    }

    @Test(
        "the balance decides neutral, mixed, positive and negative",
        arguments: [
            (1.0, 0.0, 400, Sentiment.neutral),
            (4.0, 3.5, 200, .mixed),
            (6.0, 1.0, 200, .positive),
            (1.0, 6.0, 200, .negative),
            (3.0, 1.5, 200, .positive),
        ])
    func balance(positive: Double, negative: Double, words: Int, expected: Sentiment) {
        var evidence = SentimentScorer.Evidence()
        evidence.positive = positive
        evidence.negative = negative
        evidence.words = words
        #expect(SentimentScorer().sentiment(evidence) == expected)
    }
}
