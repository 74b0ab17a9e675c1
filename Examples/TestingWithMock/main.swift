// Testing an app's code with MockLanguageModel: script the model's replies, set its
// availability, and check what the app sent. (In a test target, use #expect instead of print.)
//
// Run: swift run TestingWithMock
import LMCore

/// App code under test: suggests a reply to a message, or says the assistant is unavailable.
struct ReplySuggester {
    let model: any LanguageModel

    func suggestion(for message: String) async -> String {
        guard model.isAvailable else { return "(assistant unavailable)" }
        let session = LanguageModelSession(model: model, instructions: "Suggest a short, friendly reply.")
        return (try? await session.respond(to: message).content) ?? "(no suggestion)"
    }
}

func check(_ condition: Bool, _ what: String) {
    print(condition ? "ok  " : "FAIL", what)
}

let model = MockLanguageModel(replies: [.text("Sounds great, see you then!")])
let suggester = ReplySuggester(model: model)
check(await suggester.suggestion(for: "Lunch at noon?") == "Sounds great, see you then!", "uses the model's reply")
check(model.requests.first?.prompt?.segments.textRepresentation == "Lunch at noon?", "sends the message as the prompt")

model.availability = .unavailable(.modelLoading)
check(await suggester.suggestion(for: "Still on?") == "(assistant unavailable)", "handles an unavailable model")

model.availability = .available
model.enqueue(.failure(LanguageModelSession.GenerationError.guardrailViolation(.init(debugDescription: "blocked"))))
check(await suggester.suggestion(for: "Hmm") == "(no suggestion)", "handles a failed request")
