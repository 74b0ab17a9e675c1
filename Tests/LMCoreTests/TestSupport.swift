import LMCore

/// An error tests throw on purpose.
struct PlannedFailure: Error, Equatable {
    var name = "planned"
}

/// Tracks how many tool calls are in flight at once.
actor ConcurrencyProbe {
    private(set) var current = 0
    private(set) var maximum = 0

    func enter() {
        current += 1
        maximum = max(maximum, current)
    }

    func leave() {
        current -= 1
    }
}

/// A tool that echoes its argument after a pause, and records overlap with other calls.
struct EchoTool: Tool {
    let name = "echo"
    let description = "Repeats the text it is given."
    let probe: ConcurrencyProbe
    var parameters: GenerationSchema { GeneratedContent.generationSchema }

    func call(arguments: GeneratedContent) async throws -> String {
        await probe.enter()
        try await Task.sleep(for: .milliseconds(150))
        await probe.leave()
        return "echo: " + arguments.jsonString
    }
}

/// A tool that always fails.
struct FailingTool: Tool {
    let name = "broken"
    let description = "Always fails."
    var parameters: GenerationSchema { GeneratedContent.generationSchema }

    func call(arguments: GeneratedContent) async throws -> String {
        throw PlannedFailure(name: "tool failed")
    }
}

extension GeneratedContent {
    /// A small structure for tests: `{"title": title, "count": count}`.
    static func sample(title: String, count: Int) -> GeneratedContent {
        GeneratedContent(
            kind: .structure(
                properties: [
                    "title": GeneratedContent(kind: .string(title)),
                    "count": GeneratedContent(kind: .number(Double(count))),
                ],
                orderedKeys: ["title", "count"]
            )
        )
    }
}

/// The kinds of a transcript's entries, for compact assertions.
func kinds(_ entries: some Sequence<Transcript.Entry>) -> [String] {
    entries.map { entry in
        switch entry {
        case .instructions: "instructions"
        case .prompt: "prompt"
        case .toolCalls: "toolCalls"
        case .toolOutput: "toolOutput"
        case .response: "response"
        case .reasoning: "reasoning"
        }
    }
}
