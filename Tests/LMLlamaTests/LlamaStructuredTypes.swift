import LMCore

// The schemas of the structured-generation tests: each a Codable type whose schema LMCore derives.

/// Flat properties with a pattern, an integer range and a Boolean.
struct FlatRecord: Codable, Generable, Equatable {
    var name: String
    var count: Int
    var active: Bool

    static let generationGuides = GenerationGuides(
        CodingKeys.self, [.name: [.pattern("[a-z]{1,8}")], .count: [.range(0...100)]])
}

/// A nested object.
struct Book: Codable, Generable, Equatable {
    var title: String
    var author: Author

    static let generationGuides = GenerationGuides(CodingKeys.self, [.title: [.pattern("[A-Z][a-z]{0,6}")]])
}

/// The nested object of ``Book``.
struct Author: Codable, Generable, Equatable {
    var initials: String
    var age: Int

    static let generationGuides = GenerationGuides(
        CodingKeys.self, [.initials: [.pattern("[A-Z]{2}")], .age: [.range(18...90)]])
}

/// Arrays with count bounds.
struct Scores: Codable, Generable, Equatable {
    var tags: [String]
    var digits: [Int]

    static let generationGuides = GenerationGuides(
        CodingKeys.self,
        [
            .tags: [.count(1...3), .element(.pattern("[a-z]{1,5}"))],
            .digits: [.count(2), .element(.range(0...9))],
        ])
}

/// String-backed enumerations.
struct Paint: Codable, Generable, Equatable {
    var color: PaintColor
    var finish: PaintFinish
}

/// A color of ``Paint``.
enum PaintColor: String, Codable, CaseIterable, Generable {
    case red, green, blue
}

/// A finish of ``Paint``.
enum PaintFinish: String, Codable, CaseIterable, Generable {
    case matte, gloss
}

/// Optional properties.
struct Ticket: Codable, Generable, Equatable {
    var id: Int
    var note: String?
    var urgent: Bool?

    static let generationGuides = GenerationGuides(
        CodingKeys.self, [.id: [.range(1...999)], .note: [.pattern("[a-z]{1,6}")]])
}

/// A recursive type: a chain of at most one successor per link.
struct Chain: Codable, Generable, Equatable {
    var value: Int
    var next: [Chain]

    static let generationGuides = GenerationGuides(
        CodingKeys.self, [.value: [.range(0...9)], .next: [.count(0...1)]])
}
