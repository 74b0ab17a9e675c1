import Testing

@testable import LMCore

@Suite("Cutting a text into pieces")
struct TextPiecesTests {
    static let samples: [String] = [
        "One. Two three.\n\nFour five six. Seven!\n\n\n\nEight? Nine ten eleven twelve.",
        String(repeating: "A sentence of several words. ", count: 300),
        String(repeating: "x", count: 1000) + " tail",
        "  \n\n  leading and trailing white space  \n\n  ",
        String(repeating: "Über straße café. ", count: 200) + "\r\n\r\n" + String(repeating: "😀 ", count: 500),
    ]

    @Test("pieces are ordered slices within the limit that keep every non-blank character once", arguments: samples)
    func piecesCoverTheText(text: String) {
        for limit in [7, 40, 333, 10_000] {
            let pieces = TextTasks.pieces(of: text, maximumCharacters: limit)
            #expect(!pieces.isEmpty)
            var previousEnd = text.startIndex
            for piece in pieces {
                #expect(piece.count <= limit, "a piece of \(piece.count) characters for a limit of \(limit)")
                #expect(piece.startIndex >= previousEnd)
                previousEnd = piece.endIndex
            }
            let kept = pieces.map { $0.filter { !$0.isWhitespace } }.joined()
            #expect(kept == text.filter { !$0.isWhitespace }, "limit \(limit)")
        }
    }

    @Test("a text of only white space is one piece, never none")
    func blankText() {
        #expect(TextTasks.pieces(of: "   \n\n  ", maximumCharacters: 3).count == 1)
    }

    @Test("sentences end after . ! or ? followed by white space, without leading white space")
    func sentences() {
        let paragraph = "  Hello there.  How are you?I am fine! Bye"[...]
        #expect(TextTasks.sentences(of: paragraph) == ["Hello there.", "How are you?I am fine!", "Bye"])
    }

    @Test("paragraphs are split at blank lines")
    func paragraphs() {
        #expect(TextTasks.paragraphs(of: "a\n\nb\n\n\nc") == ["a", "b", "\nc"])
    }
}
