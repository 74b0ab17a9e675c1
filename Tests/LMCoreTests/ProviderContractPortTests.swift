// A provider written the way Apple's Foundation Models 27 documents it — a model that names its
// executor and a Hashable configuration, an executor that translates a request into channel
// events — runs through LMCore's sessions with tools and a schema. Only the import differs.
import Foundation
import LMCore
import Synchronization
import Testing

/// A scripted "server" model in Apple's style.
struct ScriptedServerModel: LanguageModel {
    typealias Executor = ScriptedServerExecutor

    /// What the model does on each turn's rounds.
    enum Step: Hashable, Sendable {
        case callTool(name: String, arguments: String)
        case text(String)
    }

    let steps: [Step]
    let log: RequestLog

    var capabilities: LanguageModelCapabilities {
        LanguageModelCapabilities([.toolCalling, .guidedGeneration])
    }

    var executorConfiguration: ScriptedServerExecutor.Configuration {
        ScriptedServerExecutor.Configuration(steps: steps, log: log)
    }
}

/// Records the requests an executor saw; equal only to itself.
final class RequestLog: Sendable, Hashable {
    private let requests = Mutex<[LanguageModelExecutorGenerationRequest]>([])
    private let executors = Mutex(0)

    var all: [LanguageModelExecutorGenerationRequest] { requests.withLock { $0 } }
    var executorsMade: Int { executors.withLock { $0 } }

    func record(_ request: LanguageModelExecutorGenerationRequest) { requests.withLock { $0.append(request) } }
    func executorMade() { executors.withLock { $0 += 1 } }

    static func == (lhs: RequestLog, rhs: RequestLog) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct ScriptedServerExecutor: LanguageModelExecutor {
    struct Configuration: Hashable, Sendable {
        var steps: [ScriptedServerModel.Step]
        var log: RequestLog
    }

    let steps: [ScriptedServerModel.Step]
    let log: RequestLog

    init(configuration: Configuration) throws {
        steps = configuration.steps
        log = configuration.log
        log.executorMade()
    }

    func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: ScriptedServerModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        log.record(request)
        // The step for this round: how many model entries follow the last prompt.
        var index = 0
        for entry in request.transcript {
            switch entry {
            case .prompt: index = 0
            case .toolCalls, .response: index += 1
            default: break
            }
        }
        switch steps[min(index, steps.count - 1)] {
        case .callTool(let name, let arguments):
            let callID = UUID().uuidString
            let entryID = UUID().uuidString
            // Arguments arrive in two pieces, as a server streams them.
            let middle = arguments.index(arguments.startIndex, offsetBy: arguments.count / 2)
            for piece in [arguments[..<middle], arguments[middle...]] {
                await channel.send(
                    .toolCalls(
                        entryID: entryID,
                        action: .toolCall(
                            id: callID, name: name, action: .appendArguments(String(piece), tokenCount: 1))))
            }
        case .text(let text):
            let entryID = UUID().uuidString
            for word in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                try Task.checkCancellation()
                await channel.send(
                    .response(
                        entryID: entryID,
                        action: .appendText((word.offset == 0 ? "" : " ") + word.element, tokenCount: 1)))
            }
            await channel.send(
                .response(
                    entryID: entryID,
                    action: .updateUsage(
                        input: .init(totalTokenCount: 40, cachedTokenCount: 10),
                        output: .init(totalTokenCount: 7, reasoningTokenCount: 0))))
            await channel.send(.response(entryID: entryID, action: .updateMetadata(["requestID": "r-1"])))
        }
    }
}

struct ForecastTool: Tool {
    struct Arguments: Codable, Generable {
        var city: String
        var days: Int
    }

    let name = "forecast"
    let description = "The weather forecast for a city."

    func call(arguments: Arguments) async throws -> String {
        "\(arguments.days) days of sun in \(arguments.city)"
    }
}

struct Outing: Codable, Generable, Equatable {
    var place: String
    var hours: Int
}

@Suite("A provider written against the Foundation Models 27 contract")
struct ProviderContractPortTests {
    @Test("runs through a session with a tool and a schema; usage and metadata arrive")
    func toolsAndSchema() async throws {
        let log = RequestLog()
        let model = ScriptedServerModel(
            steps: [
                .callTool(name: "forecast", arguments: #"{"city": "Porto", "days": 2}"#),
                .text(#"{"place": "the river", "hours": 3}"#),
            ],
            log: log)
        let session = LanguageModelSession(model: model, tools: [ForecastTool()], instructions: "Plan outings.")
        let response = try await session.respond(to: "Plan an outing in Porto.", generating: Outing.self)
        #expect(response.content == Outing(place: "the river", hours: 3))
        #expect(kinds(session.transcript) == ["instructions", "prompt", "toolCalls", "toolOutput", "response"])
        let requests = log.all
        #expect(requests.count == 2)
        #expect(requests.allSatisfy { $0.schema == Outing.generationSchema })
        #expect(requests.map(\.toolRound) == [0, 1])
        #expect(requests[0].enabledToolDefinitions.map(\.name) == ["forecast"])
        guard case .toolOutput(let output) = requests[1].transcript.last else {
            Issue.record("the second request carries the tool's output")
            return
        }
        #expect(output.segments.textRepresentation == "2 days of sun in Porto")
        #expect(response.usage.promptTokens == 40)
        #expect(response.usage.cachedPromptTokens == 10)
        guard case .response(let entry) = session.transcript.last else { return }
        #expect(entry.metadata["requestID"] == GeneratedContent("r-1"))
    }

    @Test("sessions with one configuration share one executor; disallowing tools offers none")
    func executorsPerConfiguration() async throws {
        let log = RequestLog()
        let model = ScriptedServerModel(steps: [.text("Fine.")], log: log)
        let first = LanguageModelSession(model: model, tools: [ForecastTool()])
        let second = LanguageModelSession(model: model)
        try await first.respond(to: "One?", options: GenerationOptions(toolCallingMode: .disallowed))
        try await second.respond(to: "Two?")
        #expect(log.executorsMade == 1)
        #expect(log.all.map(\.enabledToolDefinitions.count) == [0, 0])
    }

    @Test("an executor lives while a session uses it, and a later session makes a new one")
    func executorsAreReleased() async throws {
        let log = RequestLog()
        let model = ScriptedServerModel(steps: [.text("Fine.")], log: log)
        do {
            let session = LanguageModelSession(model: model)
            try await session.respond(to: "One?")
            try await session.respond(to: "Two?")
        }
        #expect(log.executorsMade == 1)
        try await LanguageModelSession(model: model).respond(to: "Three?")
        #expect(log.executorsMade == 2, "the first session's executor went with it")
    }

    @Test("an executor's LanguageModelError reaches the app as the Foundation Models 26 error it knows")
    func languageModelErrorsSurface() async throws {
        let reset = Date(timeIntervalSince1970: 2_000_000_000)
        let model = MockLanguageModel(replies: [
            .failure(LanguageModelError.rateLimited(.init(resetDate: reset, debugDescription: "HTTP 429"))),
            .failure(LanguageModelError.timeout(.init(debugDescription: "no answer in 30 s"))),
        ])
        let session = LanguageModelSession(model: model)
        do {
            try await session.respond(to: "Hello")
            Issue.record("a rate limit should fail the request")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .rateLimited = error, case .rateLimited(let limit) = error.languageModelError else {
                Issue.record("expected rateLimited, got \(error)")
                return
            }
            #expect(limit.resetDate == reset)
        }
        await #expect(throws: LanguageModelError.self) { try await session.respond(to: "Again") }
    }

    @Test("a required tool call on a model that can't call tools is unsupportedCapability")
    func requiredToolWithoutCapability() async throws {
        let session = LanguageModelSession(model: TextOnlyModel(), tools: [ForecastTool()])
        do {
            try await session.respond(to: "Weather?", options: GenerationOptions(toolCallingMode: .required))
            Issue.record("the request needs a capability the model lacks")
        } catch LanguageModelError.unsupportedCapability(let payload) {
            #expect(payload.capability == .toolCalling)
        }
        // Without the requirement the tools are simply not offered, and the model answers.
        #expect(try await session.respond(to: "Weather?").content == "no tools here")
    }
}

/// A model with no capabilities beyond text.
struct TextOnlyModel: LanguageModel {
    typealias Executor = TextOnlyExecutor
    var capabilities: LanguageModelCapabilities { [] }
    var executorConfiguration: Int { 0 }
}

struct TextOnlyExecutor: LanguageModelExecutor {
    init(configuration: Int) throws {}

    func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: TextOnlyModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        #expect(request.enabledToolDefinitions.isEmpty)
        await channel.send(.response(entryID: "r", action: .appendText("no tools here", tokenCount: 3)))
    }
}
