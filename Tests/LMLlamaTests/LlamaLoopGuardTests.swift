import LMCore
import Testing

@testable import LMLlama

@Suite("Loop guard and tool rounds")
struct LlamaLoopGuardTests {
    /// Feeds pieces as tokens numbered by their text, so equal pieces are equal tokens.
    private func guardAfter(_ pieces: [String]) -> LlamaLoopGuard {
        var loopGuard = LlamaLoopGuard()
        var numbers: [String: Int32] = [:]
        for piece in pieces {
            let token = numbers[piece] ?? Int32(numbers.count)
            numbers[piece] = token
            loopGuard.append(token, piece: Array(piece.utf8))
        }
        return loopGuard
    }

    @Test("Eight tokens that repeat inside a string are a loop")
    func repeatingString() {
        let phrase = ["The", " plan", " will", " also", " include", " a", " new", " road"]
        #expect(guardAfter(["{\"", "summary", "\":", " \""] + phrase + phrase).isLooping)
        #expect(!guardAfter(["{\"", "summary", "\":", " \""] + phrase + phrase.dropLast()).isLooping)
    }

    @Test("Repetition across strings, or outside strings, is not a loop")
    func notALoop() {
        let words = ["a", " b", " c", " d", " e", " f", " g", " h"]
        let closed = guardAfter(["[\""] + words + ["\",", " \""] + words)
        #expect(closed.isInString)
        #expect(!closed.isLooping, "a new string starts afresh")
        #expect(!guardAfter(["[", "1", ",", " 2"] + Array(repeating: ", 1", count: 20)).isLooping)
        let escaped = guardAfter(["\"", "say", " \\\"", "hi", "\\\"", " there"])
        #expect(escaped.isInString, "escaped quotes don't end the string")
    }
}
