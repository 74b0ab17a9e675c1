import Foundation
import Testing

@testable import LMCore

private enum Mood: Codable, CaseIterable, Equatable {
    case calm, tense
}

/// A plain type (not Generable) holding a plain enum, reached as a nested property.
private struct Reading: Codable, Equatable {
    var mood: Mood
    var moods: [Mood]
}

private struct Diary: Codable, Generable, Equatable {
    var reading: Reading
    var lastMood: Mood?
}

private struct Tagged: Codable, Generable {
    var tags: [String: Bool]
}

/// Each property falls back to a default in its own way.
private struct Settings: Codable, Generable {
    var name: String
    var verbose: Bool
    var retries: Int
    var label: String
    var inner: Inner

    struct Inner: Codable {
        var level: Int
        var mode: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            level = try container.decode(Int.self, forKey: .level)
            mode = container.contains(.mode) ? try container.decode(String.self, forKey: .mode) : "auto"
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        verbose = (try? container.decode(Bool.self, forKey: .verbose)) ?? false
        retries = try container.decodeNil(forKey: .retries) ? 3 : container.decode(Int.self, forKey: .retries)
        label = try container.decode(String.self, forKey: .label)
        inner = try container.decode(Inner.self, forKey: .inner)
    }
}

/// A recursive type with a property that falls back to a default, inside another type.
private struct Outline: Codable, Generable {
    var title: String
    var collapsed: Bool
    var children: [Outline]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        collapsed = (try? container.decode(Bool.self, forKey: .collapsed)) ?? false
        children = try container.decode([Outline].self, forKey: .children)
    }
}

private struct OutlinedDocument: Codable, Generable {
    var outline: Outline
    var name: String
}

@Suite("Plain enums and defaulted properties in derived schemas")
struct SchemaEnumAndDefaultTests {
    @Test("a plain enum nested in a plain struct derives, decodes and encodes as case names")
    func nestedPlainEnum() throws {
        let schema = try Diary.checkedGenerationSchema()
        let json = #"{"reading":{"mood":"tense","moods":["calm","tense"]},"lastMood":"calm"}"#
        let content = try GeneratedContent(json: json)
        try schema.validate(content)
        let diary = try Diary(content)
        #expect(diary == Diary(reading: Reading(mood: .tense, moods: [.calm, .tense]), lastMood: .calm))
        #expect(diary.generatedContent.jsonString == json)
        #expect(throws: SchemaValidationError.self) {
            try schema.validate(GeneratedContent(json: #"{"reading":{"mood":"angry","moods":[]}}"#))
        }
    }

    @Test("a string is not read as an object for key types that accept any string")
    func dictionaryIsNotLenient() throws {
        #expect(throws: DecodingError.self) { try Tagged(GeneratedContent(json: #"{"tags":"urgent"}"#)) }
        let tagged = try Tagged(GeneratedContent(json: #"{"tags":{"urgent":true}}"#))
        #expect(tagged.tags == ["urgent": true])
    }

    @Test("raw-valued enums keep encoding their raw values")
    func rawValuedEnumsUnchanged() throws {
        #expect(try GeneratedContentEncoder.encode(Priority.high).jsonString == #""high""#)
        #expect(try GeneratedContentEncoder.encode(Mood.tense).jsonString == #""tense""#)
    }

    @Test("a recursive type reached from another keeps its relaxed requirements")
    func recursiveNestedRelaxation() throws {
        let schema = try OutlinedDocument.checkedGenerationSchema()
        let outline = try #require(schema.definitions["Outline"])
        guard case .object(let properties) = outline.kind else {
            Issue.record("Outline is not an object")
            return
        }
        #expect(properties.filter(\.isRequired).map(\.name) == ["title", "children"])
        try schema.validate(GeneratedContent(json: #"{"outline":{"title":"t","children":[]},"name":"n"}"#))
    }

    @Test("a property is required exactly when init(from:) fails without it")
    func requiredByDecoding() throws {
        let schema = try Settings.checkedGenerationSchema()
        guard case .object(let properties) = schema.root.kind else {
            Issue.record("not an object")
            return
        }
        let required = properties.filter(\.isRequired).map(\.name)
        #expect(required == ["name", "label", "inner"])
        let inner = try #require(properties.first { $0.name == "inner" }?.node)
        guard case .object(let innerProperties) = inner.kind else {
            Issue.record("inner is not an object")
            return
        }
        #expect(innerProperties.filter(\.isRequired).map(\.name) == ["level"])
        let minimal = try GeneratedContent(json: #"{"name":"n","label":"l","inner":{"level":1}}"#)
        try schema.validate(minimal)
        let settings = try Settings(minimal)
        #expect(settings.verbose == false && settings.retries == 3 && settings.inner.mode == "auto")
    }
}
