// A custom provider written the Foundation Models 27 way: a model that names its executor, a
// Hashable configuration, and an executor that sends channel events. It plugs into sessions,
// streaming, tools, fallback chains and typed output, and would port to Apple's framework by
// changing the import.
//
// Run: swift run CustomProvider
import Foundation
import LMCore

/// A toy model that shouts the prompt back, and asks for the weather when it is offered a tool.
struct ShoutingModel: LanguageModel {
    typealias Executor = ShoutingExecutor

    var volume = 1

    var capabilities: LanguageModelCapabilities { [.toolCalling] }
    var executorConfiguration: ShoutingExecutor.Configuration { .init(exclamationMarks: volume) }
    var providerName: String { "shout" }
}

/// Answers ``ShoutingModel``'s requests.
struct ShoutingExecutor: LanguageModelExecutor {
    struct Configuration: Hashable, Sendable {
        var exclamationMarks: Int
    }

    let configuration: Configuration

    init(configuration: Configuration) throws {
        self.configuration = configuration
    }

    func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: ShoutingModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        // First round with a tool on offer: call it. Afterwards: shout what it returned.
        if request.toolRound == 0, let tool = request.enabledToolDefinitions.first {
            await channel.send(
                .toolCalls(
                    entryID: UUID().uuidString,
                    action: .toolCall(
                        id: UUID().uuidString, name: tool.name,
                        action: .appendArguments(#"{"city": "Lisbon"}"#, tokenCount: 4))))
            return
        }
        var source = request.prompt?.segments.textRepresentation ?? ""
        if case .toolOutput(let output) = request.transcript.last { source = output.segments.textRepresentation }
        let words = source.uppercased().split(separator: " ")
        let entryID = UUID().uuidString
        for (index, word) in words.enumerated() {
            try Task.checkCancellation()
            await channel.send(
                .response(entryID: entryID, action: .appendText((index == 0 ? "" : " ") + word, tokenCount: 1)))
        }
        await channel.send(
            .response(
                entryID: entryID,
                action: .appendText(String(repeating: "!", count: configuration.exclamationMarks), tokenCount: 1)))
        await channel.send(
            .response(
                entryID: entryID,
                action: .updateUsage(
                    input: .init(totalTokenCount: words.count), output: .init(totalTokenCount: words.count + 1))))
    }
}

/// A tool the model can call.
struct WeatherTool: Tool {
    struct Arguments: Codable, Generable {
        var city: String
    }

    let name = "getWeather"
    let description = "The weather in a city."

    func call(arguments: Arguments) async throws -> String {
        "sunny in \(arguments.city)"
    }
}

let session = LanguageModelSession(model: ShoutingModel())
for try await snapshot in session.streamResponse(to: "hello from a custom provider") {
    print(snapshot.content)
}
print("served by:", try await session.respond(to: "one more").servedBy)
let withTools = LanguageModelSession(model: ShoutingModel(volume: 3), tools: [WeatherTool()])
print("with a tool:", try await withTools.respond(to: "What is the weather?").content)
