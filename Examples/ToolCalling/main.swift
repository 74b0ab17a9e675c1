// Tools: the model asks for a tool, the session runs it, records the call and its output in the
// transcript, and asks the model again with the output.
//
// Run: swift run ToolCalling
import LMCore

struct WeatherTool: Tool {
    let name = "weather"
    let description = "Gets today's weather for a city."

    struct Arguments: Codable, Generable {
        var city: String
    }

    func call(arguments: Arguments) async throws -> String {
        "Sunny and 21°C in \(arguments.city)"
    }
}

let model = MockLanguageModel { request in
    // A scripted model: call the tool first, then answer with what it returned.
    if case .toolOutput(let output) = request.transcript.last {
        return .text("Today: " + output.segments.textRepresentation)
    }
    return .toolCall("weather", arguments: WeatherTool.Arguments(city: "Lisbon").generatedContent)
}
let session = LanguageModelSession(model: model, tools: [WeatherTool()], instructions: "Use tools when helpful.")
let answer = try await session.respond(to: "What's the weather in Lisbon?")
print(answer.content)
for entry in session.transcript {
    print(" -", entry.plainText.split(separator: "\n").first ?? "")
}
