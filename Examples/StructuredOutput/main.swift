// Typed structured output: a Codable struct becomes Generable by declaring it; its schema comes
// from its own Codable implementation, with guides in one checked declaration.
//
// Run: swift run StructuredOutput
import LMCore

struct Recipe: Codable, Generable {
    var name: String
    var servings: Int
    var ingredients: [String]
    var difficulty: Difficulty

    enum Difficulty: String, Codable, CaseIterable, Generable {
        case easy, medium, hard
    }

    static let generationGuides = GenerationGuides(
        CodingKeys.self,
        description: "A recipe.",
        [
            .servings: [.range(1...12)],
            .ingredients: [.count(1...10)],
        ]
    )
}

print("JSON Schema the model is guided by:")
print(Recipe.generationSchema.jsonSchemaString)

// A scripted model stands in for a real one here; with LMLlama the output is constrained by a
// grammar, with LMFallback it is filled deterministically.
let reply = Recipe(name: "Pancakes", servings: 4, ingredients: ["flour", "milk", "eggs"], difficulty: .easy)
let model = MockLanguageModel(replies: [.structured(reply.generatedContent, pieces: 5)])
let session = LanguageModelSession(model: model, instructions: "You write recipes.")
let recipe = try await session.respond(to: "A simple breakfast recipe.", generating: Recipe.self)
print("\(recipe.content.name) serves \(recipe.content.servings): \(recipe.content.ingredients.joined(separator: ", "))")
