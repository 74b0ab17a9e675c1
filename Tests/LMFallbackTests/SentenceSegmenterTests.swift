import Testing

@testable import LMFallback

@Suite("Sentence segmentation")
struct SentenceSegmenterTests {
    @Test(
        "splits where the rules say and nowhere else",
        arguments: [
            ("Dr. Smith arrived. He sat down.", ["Dr. Smith arrived.", "He sat down."]),
            ("Growth was 3.5% in Q1. Version v2.3.1 shipped.", ["Growth was 3.5% in Q1.", "Version v2.3.1 shipped."]),
            (
                "See https://example.org/a.b?c=1 for more. Thanks!",
                ["See https://example.org/a.b?c=1 for more.", "Thanks!"]
            ),
            ("Bring snacks, e.g. Chips. Then go.", ["Bring snacks, e.g. Chips.", "Then go."]),
            ("The U.S. Army left. It rained.", ["The U.S. Army left.", "It rained."]),
            ("He said \"Stop.\" Then he left.", ["He said \"Stop.\"", "Then he left."]),
            ("Lena: ok found something. our pool is maxed out", ["Lena: ok found something. our pool is maxed out"]),
            ("Wait... What?! Fine.", ["Wait...", "What?!", "Fine."]),
            ("1. First item\n2. Second item", ["1. First item", "2. Second item"]),
            ("Title line\n\nBody one. Body two.", ["Title line", "Body one.", "Body two."]),
            ("J. K. Rowling wrote it.", ["J. K. Rowling wrote it."]),
            ("Costs rose (see above). Next year too.", ["Costs rose (see above).", "Next year too."]),
            (
                "TORBAY, Devon, Sept. 9, 2025 — Boats left. We met in Feb. Then we sailed.",
                ["TORBAY, Devon, Sept. 9, 2025 — Boats left.", "We met in Feb.", "Then we sailed."]
            ),
        ])
    func splits(text: String, expected: [String]) {
        #expect(SentenceSegmenter().sentences(in: text).map(\.text) == expected)
    }

    @Test("reports exact UTF-16 spans, lines and paragraphs")
    func spans() throws {
        let text = "Café opens.  Très bien!\r\n\r\nNew paragraph here."
        let sentences = SentenceSegmenter().sentences(in: text)
        #expect(sentences.count == 3)
        for sentence in sentences {
            let range = try #require(TextBuffer.stringRange(sentence.range, in: text))
            #expect(String(text[range]) == sentence.text)
        }
        #expect(sentences.map(\.paragraph) == [0, 0, 1])
        #expect(sentences.map(\.line) == [0, 0, 1])
    }

    @Test("gives nothing for empty and whitespace-only text")
    func empty() {
        #expect(SentenceSegmenter().sentences(in: "").isEmpty)
        #expect(SentenceSegmenter().sentences(in: " \n\t \r\n ").isEmpty)
    }

    @Test("tokenizes words, numbers, contractions and hyphenated words")
    func tokens() {
        let words = WordTokenizer().tokens(in: "Don’t pay $1,200.50 for hot-desk v2.3, ok?").map(\.normalized)
        #expect(words == ["don't", "pay", "1,200.50", "for", "hot-desk", "v2.3", "ok"])
    }

    @Test("stems related forms together")
    func stems() {
        #expect(Stemmer.stem("lanes") == Stemmer.stem("lane"))
        #expect(Stemmer.stem("planning") == Stemmer.stem("plan"))
        #expect(Stemmer.stem("studies") == Stemmer.stem("study"))
    }
}
