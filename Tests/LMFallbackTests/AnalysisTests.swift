import Foundation
import Testing

@testable import LMFallback

@Suite("Analyzers")
struct AnalysisTests {
    static let news = """
        Penmarrow, Cornwall, 12 March 2026 — Penmarrow Town Council voted on Tuesday to approve a plan for protected \
        cycle lanes across the town. The cycle lanes will cover Quay Street first. Councillor Helen Marsh said the \
        cycle lanes would make school trips safer. Traders worried about parking near the new cycle lanes. The \
        council will publish the final cycle lane map next month.
        """

    @Test("summarizes with at most the requested number of sentences, in document order")
    func summary() {
        let analysis = TextAnalyzer().analyze(Self.news)
        let summary = analysis.summary(maxSentences: 2)
        #expect(summary.sentenceIndices.count == 2)
        #expect(summary.sentenceIndices == summary.sentenceIndices.sorted())
        #expect(!summary.text.isEmpty)
        #expect(analysis.preview(maxCharacters: 40).count <= 40)
    }

    @Test("titles have 3 to 5 words, title case, no trailing punctuation, and name the subject")
    func title() throws {
        let title = TextAnalyzer().analyze(Self.news).title()
        let words = title.split(separator: " ")
        #expect((3...5).contains(words.count))
        #expect(title.lowercased().contains("cycle"))
        let last = try #require(title.last)
        #expect(!".,;:!?".contains(last))
    }

    @Test("labels category and sentiment from the lexicons")
    func labels() {
        let review = "The food was excellent and the staff were friendly. A lovely evening, highly recommended."
        #expect(TextAnalyzer().analyze(review).sentiment() == .positive)
        let outage = "The server crashed again and the deploy failed. Users hit errors and the outage was terrible."
        let analysis = TextAnalyzer().analyze(outage)
        #expect(analysis.sentiment() == .negative)
        #expect(analysis.category() == .technology)
        #expect(TextAnalyzer().analyze("The train leaves at noon.").sentiment() == .neutral)
    }

    @Test("is deterministic: the same text gives the same answers")
    func determinism() {
        let first = TextAnalyzer().analyze(Self.news)
        let second = TextAnalyzer().analyze(Self.news)
        #expect(first.summary() == second.summary())
        #expect(first.title() == second.title())
        #expect(first.tags() == second.tags())
        #expect(first.entities() == second.entities())
        #expect(first.keyPoints() == second.keyPoints())
    }
}
