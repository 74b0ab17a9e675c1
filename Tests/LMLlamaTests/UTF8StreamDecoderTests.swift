import Testing

@testable import LMLlama

@Suite("UTF8StreamDecoder")
struct UTF8StreamDecoderTests {
    @Test(
        "Text split at every byte boundary comes out whole and in order",
        arguments: ["héllo", "日本語のテキスト", "emoji 😀🎉 end", "mixed ä€𝄞 text", "plain ascii"]
    )
    func splitAtEveryBoundary(text: String) {
        let bytes = Array(text.utf8)
        for cut in 0...bytes.count {
            var decoder = UTF8StreamDecoder()
            let first = decoder.append(bytes[..<cut])
            let second = decoder.append(bytes[cut...])
            #expect(first + second + decoder.finish() == text)
            // The first chunk never ends inside a character: it is a prefix of the text.
            #expect(text.hasPrefix(first))
        }
    }

    @Test("Byte-by-byte feeding never returns part of a character")
    func byteByByte() {
        let text = "a😀b€c"
        var decoder = UTF8StreamDecoder()
        var outputs: [String] = []
        for byte in text.utf8 { outputs.append(decoder.append([byte])) }
        #expect(outputs == ["a", "", "", "", "😀", "b", "", "", "€", "c"])
        #expect(!decoder.hasPendingBytes)
    }

    @Test("An unfinished character is held, then replaced by U+FFFD at the end")
    func unfinishedCharacterAtEnd() {
        var decoder = UTF8StreamDecoder()
        #expect(decoder.append([0x41, 0xE2, 0x82]) == "A")
        #expect(decoder.hasPendingBytes)
        #expect(decoder.finish() == "\u{FFFD}")
        #expect(!decoder.hasPendingBytes)
    }

    @Test("Bytes that can never start a character become U+FFFD at once")
    func invalidBytes() {
        var decoder = UTF8StreamDecoder()
        #expect(decoder.append([0xFF, 0x41]) == "\u{FFFD}A")
        #expect(decoder.append([0x80]) == "\u{FFFD}")
    }
}
