import Foundation
import Testing

@testable import LMFallback

@Suite("Bad input")
struct BadInputTests {
    @Test("empty and whitespace-only text give empty answers, not crashes", arguments: ["", "   \n\t\r\n  "])
    func empty(text: String) {
        let analysis = TextAnalyzer().analyze(text)
        #expect(analysis.isEmpty)
        #expect(analysis.summary().text.isEmpty)
        #expect(analysis.title().isEmpty)
        #expect(analysis.entities().isEmpty)
        #expect(analysis.preview().isEmpty)
        #expect(TextCorrector().correct(text).closest == text)
    }

    @Test("invalid UTF-8 is replaced, not rejected")
    func invalidUTF8() {
        var bytes = Array("Invoice total is EUR 75. Please pay soon.".utf8)
        bytes.insert(0xFF, at: 8)
        bytes.append(contentsOf: [0xC3, 0x28])
        let analysis = TextAnalyzer().analyze(data: Data(bytes))
        #expect(analysis.text.contains("\u{FFFD}"))
        #expect(analysis.entityList().money == ["EUR 75"])
    }

    @Test("binary noise is analysed in bounded time")
    func binaryNoise() {
        var generator = SplitMix(seed: 42)
        let bytes = (0..<200_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let analysis = TextAnalyzer().analyze(data: Data(bytes))
        _ = analysis.summary()
        _ = analysis.title()
        _ = analysis.entities()
        #expect(analysis.text.unicodeScalars.count > 0)
    }

    @Test("a single 100 KB sentence is handled")
    func hugeSentence() {
        let text = Array(repeating: "word", count: 20_000).joined(separator: " ")
        let analysis = TextAnalyzer().analyze(text)
        #expect(analysis.sentences.count == 1)
        #expect(!analysis.title().isEmpty)
        #expect(analysis.summary().sentenceIndices == [0])
    }

    @Test("a 20 MB input is cut at the analyzer's limit and flagged")
    func twentyMegabytes() {
        let line = "The quarterly report shows revenue of $4.2 million and costs of $3.9 million.\n"
        let text = String(repeating: line, count: 20_971_520 / line.utf8.count + 1)
        let analysis = TextAnalyzer(maximumInputLength: 65_536).analyze(text)
        #expect(analysis.isTruncated)
        #expect(analysis.text.utf16.count <= 65_536)
        #expect(!analysis.title().isEmpty)
    }

    @Test("correction of a long text is bounded to its first words")
    func longCorrection() {
        let text = String(repeating: "teh ", count: TextCorrector.maximumWords + 100)
        let corrected = TextCorrector().correct(text).closest
        #expect(corrected.hasPrefix("the the"))
        #expect(corrected.hasSuffix("teh "))
    }
}

/// A tiny deterministic random generator for test data.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
