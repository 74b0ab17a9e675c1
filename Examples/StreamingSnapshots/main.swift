// Streaming snapshots: each snapshot holds everything generated so far; for structured output,
// the fields that are already complete can be read while the rest is still coming.
//
// Run: swift run StreamingSnapshots
import LMCore

struct Article: Codable, Generable {
    var title: String
    var keyPoints: [String]
}

let article = Article(title: "Rivers of Europe", keyPoints: ["The Danube is long.", "The Rhine is busy."])
let model = MockLanguageModel(replies: [
    .chunks(["Rivers ", "carry ", "water ", "to ", "the ", "sea."]),
    .structured(article.generatedContent, pieces: 8),
])
let session = LanguageModelSession(model: model)

for try await snapshot in session.streamResponse(to: "Say something about rivers.") {
    print("text so far:", snapshot.content)
}

let stream = session.streamResponse(to: "Outline an article.", generating: Article.self)
for try await snapshot in stream {
    print("title:", snapshot.content.title ?? "…", "| complete:", snapshot.rawContent.isComplete)
}
let final = try await stream.collect()
print("final:", final.content.title, final.content.keyPoints)
