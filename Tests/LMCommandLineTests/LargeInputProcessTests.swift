import Foundation
import Testing

/// A 5 MB input through every lmctl command that reads files, in a child process, under a time
/// bound that a path doing repeated O(n) work could not meet (the bound is a guard: speed is
/// measured by `lmbench fallback`).
@Suite("Large inputs take linear time through every command")
struct LargeInputProcessTests {
    /// About 5 MB of short words: more tokens than the fallback's context, so the text is split
    /// into pieces and combined — the path that was quadratic.
    static func largeText() -> String {
        let words = [
            "we", "met", "the", "team", "on", "may", "to", "plan", "a", "new", "budget", "for", "all", "of", "us",
        ]
        var text = ""
        text.reserveCapacity(5_300_000)
        var state: UInt64 = 15
        var sentence = 0
        while text.utf8.count < 5_000_000 {
            for position in 0..<12 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let word = words[Int(state >> 33) % words.count]
                text += position == 0 ? word.capitalized : " " + word
            }
            sentence += 1
            text += sentence % 8 == 0 ? ".\n\n" : ". "
        }
        return text
    }

    static let commands: [[String]] = [
        ["title"], ["summarize"], ["preview"], ["tags"], ["entities"], ["correct"], ["conversation"],
        ["extract", "--schema", "schema.json"], ["tokens"],
    ]

    @Test("A 5 MB file through each command finishes well within the bound", arguments: commands)
    func fiveMegabytes(command: [String]) throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let input = try lmctl.write("large.txt", Self.largeText())
        try lmctl.write(
            "schema.json",
            #"{"type": "object", "properties": {"topic": {"type": "string"}, "count": {"type": "integer"}}}"#)
        let start = Date()
        let result = try lmctl.run(
            command + ["--provider", "fallback", "--no-cache", "--json", input], timeout: 240)
        let elapsed = Date().timeIntervalSince(start)
        #expect(!result.timedOut, "\(command[0]) on 5 MB ran past 240 s")
        #expect(result.signal == nil && result.status == 0, "\(command[0]): \(result.status) \(result.diagnostics)")
        #expect(elapsed < 240)
        if command[0] != "tokens", command[0] != "preview" {
            // The input was too long for one piece: the split-and-combine path ran.
            let record = try #require(try result.jsonLines().first)
            #expect((record["pieces"] as? Int ?? 0) > 1, "\(command[0]) didn't split: \(record.keys.sorted())")
        }
    }
}
