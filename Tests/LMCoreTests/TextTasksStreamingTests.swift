import LMCore
import Synchronization
import Testing

@Suite("Text tasks: streaming titles and previews")
struct TextTasksStreamingTests {
    /// Collects the partial values a task hands out.
    final class Partials: Sendable {
        private let values = Mutex<[String]>([])
        var all: [String] { values.withLock { $0 } }
        func add(_ value: String) { values.withLock { $0.append(value) } }
    }

    @Test(
        "partial values only grow, are cleaned like the result, and end with the result",
        arguments: [
            (["\"Title: ", "Quarterly ", "budget ", "review", " moved.\""], "Quarterly budget review moved"),
            (["Budget", " review", ": Monday", " in", " Paris", " with", " Alice"], "Budget review: Monday in Paris"),
            (["  ", "\n", "Plain", " words", " here"], "Plain words here"),
        ]
    )
    func titleStreams(chunks: [String], expected: String) async throws {
        let model = MockLanguageModel { _ in .chunks(chunks) }
        let partials = Partials()
        let result = try await TextTasks(model: model).title("Some text to title.", onPartial: partials.add)
        #expect(result.value == expected)
        let values = partials.all
        #expect(values.last == expected)
        for (shorter, longer) in zip(values, values.dropFirst()) {
            #expect(longer.hasPrefix(shorter) && longer.count > shorter.count, "\(shorter) → \(longer)")
        }
        let plain = try await TextTasks(model: MockLanguageModel { _ in .chunks(chunks) }).title("Some text to title.")
        #expect(plain.value == result.value, "streaming doesn't change the answer")
    }

    @Test("a preview streams word by word and stops at the first line")
    func previewStreams() async throws {
        let model = MockLanguageModel { _ in .chunks(["A look ", "at the ", "plan.\n", "Second line"]) }
        let partials = Partials()
        let result = try await TextTasks(model: model).preview("Text.", onPartial: partials.add)
        #expect(result.value == "A look at the plan.")
        #expect(partials.all == ["A look", "A look at the", "A look at the plan."])
    }
}
