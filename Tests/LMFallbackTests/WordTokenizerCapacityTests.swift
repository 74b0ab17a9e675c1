import Testing

@testable import LMFallback

/// A document analysis keeps every sentence's tokens, so they are allocated at their exact count.
@Suite("Word tokenizer capacity")
struct WordTokenizerCapacityTests {
    @Test("counting first gives the same tokens in a smaller array")
    func exactCapacity() {
        let text =
            "Anneliese's hot-desk costs $1,200.50 a month, and 3.5 days a week is don't-care territory. Fine! Yes indeed."
        let buffer = TextBuffer(text)
        let grown = WordTokenizer().tokens(in: buffer, range: 0..<buffer.count)
        let exact = WordTokenizer().tokens(in: buffer, range: 0..<buffer.count, exactCapacity: true)
        #expect(exact == grown)
        #expect(exact.count == 17)
        #expect(exact.capacity < grown.capacity)
    }

    @Test("an analysis holds its sentences' tokens at their exact count")
    func analysisTokens() {
        let analysis = TextAnalyzer().analyze(
            String(repeating: "One two three four five six seven eight nine. ", count: 40))
        for tokens in analysis.tokensBySentence {
            // Swift rounds a small allocation up to the allocator's size class: at most one 16-byte step of slack here.
            #expect(tokens.capacity - tokens.count <= 1, "\(tokens.count) tokens in room for \(tokens.capacity)")
        }
    }
}
