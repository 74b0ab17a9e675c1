import Foundation
import Testing

@testable import LMCommandLine

@Suite("Cache keys")
struct CacheKeyTests {
    @Test(
        "line feeds in a part become spaces, exactly as the first cache format wrote them",
        arguments: ["plain", "a\nb", "crlf\r\nline", "\n\n", "émoji 👩‍💻\nnext", ""]
    )
    func flattening(part: String) {
        #expect(CacheKey.flattened(part) == part.replacingOccurrences(of: "\n", with: " "))
    }

    @Test("parts can't run into each other: moving a line feed between parts changes the key")
    func partsStaySeparate() {
        let one = CacheKey(input: "a\nb", task: "t", provider: "p", model: "m", options: "o")
        let two = CacheKey(input: "a", task: "b\nt", provider: "p", model: "m", options: "o")
        #expect(one.canonical != two.canonical)
        #expect(one.digest != two.digest)
        #expect(one.canonical.split(separator: "\n").count == 6)
    }
}
