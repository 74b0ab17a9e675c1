// A first session: instructions, a question, an answer — with the deterministic fallback model,
// which needs no weights. Swap in a llama model for real generation.
//
// Run: swift run FirstSession
import LMCore
import LMFallback

let note = """
    The city council voted on Tuesday to build protected cycle lanes on Harbour Road. \
    Work starts in April and is expected to take six months. Local shops worry about parking, \
    but cycling groups welcomed the decision.
    """

let model = FallbackLanguageModel()
print("availability:", model.availability)

let session = LanguageModelSession(model: model, instructions: "Write a three to five word title for the text.")
let title = try await session.respond(to: note)
print("title:", title.content)
print("served:", title.servedBy)
print("transcript entries:", session.transcript.count)
