import LMCore

// The seeds' result types, declared as an app would declare them: Codable + Generable, with
// guides in one static declaration and no other schema code.

struct Summary: Codable, Generable, Equatable {
    var title: String
    var keyPoints: [String]
    var readingTimeMinutes: Int

    static let generationGuides = GenerationGuides(
        CodingKeys.self,
        description: "A summary of a text.",
        [
            .title: [.description("A title of at most eight words.")],
            .keyPoints: [.description("The main points."), .count(3...5)],
            .readingTimeMinutes: [.range(1...60)],
        ]
    )
}

struct SummarizedContent: Codable, Generable, Equatable {
    var summary: String
    var keyPoints: [String]
    var wordCount: Int?
}

struct ExtractedEntities: Codable, Generable, Equatable {
    var people: [String]
    var organizations: [String]
    var locations: [String]
    var dates: [String]

    static let generationGuides = GenerationGuides(
        CodingKeys.self,
        [.dates: [.element(.pattern(#"^\d{4}-\d{2}-\d{2}$"#))]]
    )
}

enum Priority: String, Codable, CaseIterable, Generable {
    case low, medium, high
}

struct Participant: Codable, Generable, Equatable {
    var name: String
    var role: String?
}

struct ActionItem: Codable, Generable, Equatable {
    var task: String
    var owner: String?
    var priority: Priority
}

struct ConversationSummary: Codable, Generable, Equatable {
    var summary: String
    var participants: [Participant]
    var actionItems: [ActionItem]
    var decisions: [String]
}

enum EntityKind: String, Codable, CaseIterable, Generable {
    case person, organization, place, product
}

struct GraphEntity: Codable, Generable, Equatable {
    var id: String
    var name: String
    var kind: EntityKind
}

struct Relationship: Codable, Generable, Equatable {
    var source: String
    var target: String
    var predicate: String
    var confidence: Double

    static let generationGuides = GenerationGuides(CodingKeys.self, [.confidence: [.range(0.0...1.0)]])
}

struct KnowledgeGraph: Codable, Generable, Equatable {
    var entities: [GraphEntity]
    var relationships: [Relationship]
}

enum Emotion: String, Codable, CaseIterable, Generable {
    case joy, sadness, anger, fear, surprise, neutral
}

enum Sentiment: String, Codable, CaseIterable, Generable {
    case positive, negative, mixed, neutral
}

struct EmotionalAnalysis: Codable, Generable, Equatable {
    var primaryEmotion: Emotion
    var secondaryEmotions: [Emotion]
    var intensity: Double
    var sentiment: Sentiment

    static let generationGuides = GenerationGuides(
        CodingKeys.self,
        description: "The emotions a text expresses.",
        [.intensity: [.range(0.0...1.0)], .secondaryEmotions: [.maximumCount(3)]]
    )
}

enum CorrectionStyle: String, Codable, CaseIterable, Generable {
    case minimal, fluent, formal
}

struct CorrectionVariation: Codable, Generable, Equatable {
    var style: CorrectionStyle
    var text: String
}

struct TextCorrection: Codable, Generable, Equatable {
    var variations: [CorrectionVariation]

    static let generationGuides = GenerationGuides(
        CodingKeys.self,
        [.variations: [.count(3), .description("Three corrected versions: minimal, fluent, formal.")]]
    )
}

struct TreeNode: Codable, Generable, Equatable {
    var name: String
    var children: [TreeNode]
}

struct RenamedKeys: Codable, Generable, Equatable {
    var firstName: String
    var age: Int

    enum CodingKeys: String, CodingKey {
        case firstName = "first_name"
        case age = "years"
    }

    static let generationGuides = GenerationGuides(CodingKeys.self, [.age: [.minimum(0)]])
}

struct MisguidedTitle: Codable, Generable {
    var title: String

    static let generationGuides = GenerationGuides(CodingKeys.self, [.title: [.range(1...5)]])
}

struct MisguidedCount: Codable, Generable {
    var rating: Int

    static let generationGuides = GenerationGuides(CodingKeys.self, [.rating: [.count(2)]])
}

struct HasDictionary: Codable, Generable {
    var scores: [String: Int]
}
