// This file is written as an app written against Apple's FoundationModels would be: only the
// import differs (`import LMCore` for `import FoundationModels`). The model is passed in so the
// test can script it; `SystemLanguageModelPortTests.swift` has app code that never names one,
// `FoundationModelsSchemaPortTests.swift` the schema side, and `ProviderContractPortTests.swift`
// a provider written against the Foundation Models 27 contract.
import LMCore
import Testing

/// App code in FoundationModels style.
struct StoryTeller {
    let model: any LanguageModel
    var log: [String] = []

    mutating func run() async throws {
        guard model.isAvailable else {
            log.append("unavailable")
            return
        }
        let session = LanguageModelSession(model: model, instructions: "You tell very short stories.")
        session.prewarm()

        let options = GenerationOptions(
            sampling: .random(top: 20, seed: 42), temperature: 0.8, maximumResponseTokens: 100)
        let response = try await session.respond(to: "A story about a fox.", options: options)
        log.append(response.content)

        let stream = session.streamResponse(options: GenerationOptions(sampling: .greedy)) {
            "Continue the story."
            "Keep it short."
        }
        for try await partial in stream {
            log.append("partial: \(partial.content)")
        }

        for entry in session.transcript {
            switch entry {
            case .prompt(let prompt):
                log.append("prompt: \(prompt.segments.count) segment(s)")
            case .response(let response):
                log.append("response: \(response.segments.count) segment(s)")
            default:
                break
            }
        }

        do {
            _ = try await session.respond(to: String(repeating: "very long ", count: 3000))
        } catch LanguageModelSession.GenerationError.exceededContextWindowSize(let context) {
            log.append("too long: \(context.debugDescription)")
        } catch let error as LanguageModelSession.GenerationError {
            switch error {
            case .guardrailViolation, .refusal:
                log.append("declined")
            default:
                log.append("failed: \(error.localizedDescription)")
            }
        }
        _ = GenerationOptions(sampling: .random(probabilityThreshold: 0.9))
        log.append("responding: \(session.isResponding)")
    }
}

@Suite("Code written for FoundationModels")
struct FoundationModelsPortTests {
    @Test("runs against LMCore with only the import changed")
    func portedCodeRuns() async throws {
        let model = MockLanguageModel(replies: [.text("The fox ran."), .chunks(["It ", "slept."])])
        var teller = StoryTeller(model: model)
        try await teller.run()
        #expect(teller.log.first == "The fox ran.")
        #expect(teller.log.contains("partial: It slept."))
        #expect(teller.log.filter { $0.hasPrefix("prompt:") }.count == 2)
        #expect(teller.log.contains { $0.hasPrefix("too long: ") })
        #expect(teller.log.last == "responding: false")
    }
}
