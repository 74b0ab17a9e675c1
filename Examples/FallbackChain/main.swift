// A fallback chain: the first available model serves each request; on an unavailable model or
// a fallback-worthy failure the next one does, and the response says which and why.
//
// Run: swift run FallbackChain [path/to/model.gguf]
import Foundation
import LMCore
import LMFallback
import LMLlama

let path =
    CommandLine.arguments.dropFirst().first ?? ProcessInfo.processInfo.environment["LMCORE_MODEL"] ?? "missing.gguf"
let llama = LlamaLanguageModel(path: path)
print("llama:", llama.availability)

let model = LanguageModelRouter([llama, FallbackLanguageModel()])
let tasks = TextTasks(model: model)
let result = try await tasks.title("Quarterly budget review: travel costs rose 12% while hiring stayed flat.")
print("title:", result.value)
print(result.servedBy)
