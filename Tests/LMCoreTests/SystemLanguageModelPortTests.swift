// App code as it is written against Apple's FoundationModels: it never names a provider, switches
// on Apple's three availability reasons, uses the documented GenerationOptions initializer and
// counts tokens of transcript entries. Only the import differs.
import Foundation
import LMCore
import Observation
import Synchronization
import Testing

/// A trip planner in the style of Apple's sample.
struct TripPlanner {
    /// What the app shows for each availability, as apps switch on it.
    static func availabilityMessage() -> String {
        let model = SystemLanguageModel.default
        switch model.availability {
        case .available:
            return "ready"
        case .unavailable(.deviceNotEligible):
            return "this device can't run the model"
        case .unavailable(.appleIntelligenceNotEnabled):
            return "turn the model on"
        case .unavailable(.modelNotReady):
            return "the model is getting ready"
        case .unavailable(let other):
            return "unavailable: \(other)"
        }
    }

    /// A plan, from a session that names no model.
    static func plan(_ city: String) async throws -> (text: String, promptTokens: Int) {
        let session = LanguageModelSession(instructions: "You plan short trips.")
        let options = GenerationOptions(samplingMode: .greedy, temperature: 0.5, maximumResponseTokens: 200)
        let response = try await session.respond(to: "Plan a day in \(city).", options: options)
        let used = try await SystemLanguageModel.default.tokenCount(for: session.transcript.entries)
        return (response.content, used)
    }

    /// Tags from the content-tagging model.
    static func tags(_ text: String) async throws -> String {
        let model = SystemLanguageModel(useCase: .contentTagging, guardrails: .permissiveContentTransformations)
        guard model.isAvailable, model.supportsLocale(Locale(identifier: "en_US")) else { return "" }
        let session = LanguageModelSession(model: model)
        return try await session.respond(to: text).content
    }
}

@Suite("SystemLanguageModel, as apps written for Foundation Models use it", .serialized)
struct SystemLanguageModelPortTests {
    @Test("a bootstrapped model serves sessions that name no model; use case and guardrails reach it")
    func bootstrappedModelServes() async throws {
        let mock = MockLanguageModel(replies: [.text("Walk the old town."), .text("travel, food")])
        SystemLanguageModel.bootstrap(mock)
        defer { SystemLanguageModel.resetBootstrap() }
        #expect(TripPlanner.availabilityMessage() == "ready")
        let plan = try await TripPlanner.plan("Lisbon")
        #expect(plan.text == "Walk the old town.")
        #expect(plan.promptTokens == 4 + 5 + 4, "instructions, prompt and response, counted by the mock")
        #expect(try await TripPlanner.tags("A note about food in Lisbon.") == "travel, food")
        let tagging = try #require(mock.requests.last)
        #expect(tagging.metadata[SystemLanguageModel.useCaseMetadataKey] == GeneratedContent("contentTagging"))
        #expect(
            tagging.metadata[SystemLanguageModel.guardrailsMetadataKey]
                == GeneratedContent("permissiveContentTransformations"))
        #expect(SystemLanguageModel.default.contextSize == mock.contextSize)
    }

    @Test(
        "LMCore's reasons match Apple's three, and the richer reason stays readable",
        arguments: [
            (LanguageModelAvailability.UnavailableReason.modelLoading, "the model is getting ready"),
            (.modelFileNotFound(path: "/m.gguf"), "the model is getting ready"),
            (.invalidModelFile(path: "/m.gguf", detail: "bad magic"), "the model is getting ready"),
            (.runtimeNotInstalled(detail: "no libllama"), "this device can't run the model"),
            (.modelFailedToLoad(detail: "out of memory"), "this device can't run the model"),
            (.notConfigured(detail: "off"), "turn the model on"),
        ])
    func availabilityReasons(reason: LanguageModelAvailability.UnavailableReason, message: String) {
        SystemLanguageModel.bootstrap(MockLanguageModel(availability: .unavailable(reason)))
        defer { SystemLanguageModel.resetBootstrap() }
        #expect(TripPlanner.availabilityMessage() == message)
        #expect(SystemLanguageModel.default.availability == .unavailable(reason))
    }

    @Test("with no provider linked and none bootstrapped, the model says how to configure one")
    func unconfigured() async throws {
        let nothingLinked = SystemLanguageModelRegistry.discover(environment: [:], typeNames: [])
        SystemLanguageModel.bootstrap(nothingLinked)
        defer { SystemLanguageModel.resetBootstrap() }
        #expect(TripPlanner.availabilityMessage() == "turn the model on")
        guard case .unavailable(let reason) = SystemLanguageModel.default.availability else {
            Issue.record("with no provider the system model can't be available")
            return
        }
        #expect(reason.description.contains("bootstrap"))
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await TripPlanner.plan("Oslo") }
    }

    @Test("the providers this test binary links are found: the fallback serves when nothing is bootstrapped")
    func linkedProvidersAreFound() async throws {
        SystemLanguageModel.resetBootstrap()
        let found = SystemLanguageModelRegistry.discover(environment: [:])
        #expect(found.providerName == "fallback", "the package's test binary links LMFallback")
        let withModel = SystemLanguageModelRegistry.discover(environment: ["LMCORE_MODEL": "/nowhere/model.gguf"])
        #expect(withModel.providerName == "router", "llama at LMCORE_MODEL, then the fallback")
        #expect(withModel.isAvailable, "the fallback serves while the llama file is missing")
    }

    @Test("sessions are Observable: isResponding and transcript report changes")
    func sessionsAreObservable() async throws {
        let session = LanguageModelSession(
            model: MockLanguageModel(replies: [.delayed(.milliseconds(20), .text("Hi"))]))
        let changes = Mutex<[String]>([])
        withObservationTracking {
            _ = session.isResponding
        } onChange: {
            changes.withLock { $0.append("isResponding") }
        }
        withObservationTracking {
            _ = session.transcript
        } onChange: {
            changes.withLock { $0.append("transcript") }
        }
        try await session.respond(to: "Hello")
        let seen = changes.withLock { $0 }
        #expect(seen.contains("isResponding"))
        #expect(seen.contains("transcript"))
    }

    @Test("tokenCount(for:) takes transcript entries, prompts, instructions, schemas and tools")
    func tokenCounts() async throws {
        let model = MockLanguageModel()
        let entries: [Transcript.Entry] = [
            .instructions(.init(segments: [.text(.init(content: "Be brief."))], toolDefinitions: [])),
            .prompt(.init(segments: [.text(.init(content: "Three words here"))])),
        ]
        #expect(try await model.tokenCount(for: entries) == 5)
        #expect(try await model.tokenCount(for: entries[1...]) == 3)
        #expect(try await model.tokenCount(for: Transcript(entries: entries)) == 5)
        #expect(try await model.tokenCount(for: Prompt("one two")) == 2)
        #expect(try await model.tokenCount(for: Instructions("one two three")) == 3)
    }

    @Test("the documented GenerationOptions initializer and Foundation Models 26's label build the same options")
    func generationOptionsInitializers() {
        let documented = GenerationOptions(
            samplingMode: .random(top: 5, seed: 3), temperature: 0.2, maximumResponseTokens: 9)
        let older = GenerationOptions(sampling: .random(top: 5, seed: 3), temperature: 0.2, maximumResponseTokens: 9)
        #expect(documented == older)
        guard case .randomTopK(5, seed: 3) = documented.samplingMode?.kind else {
            Issue.record("executors read the mode through kind")
            return
        }
        #expect(GenerationOptions(samplingMode: .greedy).samplingMode?.kind == .greedy)
    }
}
