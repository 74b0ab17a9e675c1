import Foundation
import Testing

@testable import LMCore

private struct DayPlan: Codable, Generable, Equatable {
    var title: String
    var activities: [String]
    var budget: Int
    var priority: Priority
}

private struct Itinerary: Codable, Generable, Equatable {
    var destination: String
    var days: [DayPlan]
    var rating: Double?
    var pace: Priority?

    /// Computed, so no single key holds it.
    var dayCount: Int { days.count }
}

@Suite("PartiallyGenerated as in Apple's framework")
struct PartiallyGeneratedTests {
    private static let itinerary = Itinerary(
        destination: "Lisbon",
        days: [
            DayPlan(title: "Alfama", activities: ["Castle", "Fado"], budget: 80, priority: .high),
            DayPlan(title: "Belém", activities: ["Tower", "Pastéis"], budget: 45, priority: .low),
            DayPlan(title: "Sintra", activities: ["Pena"], budget: 120, priority: .medium),
        ],
        rating: 4.5,
        pace: .medium)

    /// The partial values of every one-character prefix, streamed through the incremental parser.
    private static func snapshots() throws -> [Itinerary.PartiallyGenerated] {
        var parser = PartialJSONParser()
        return try itinerary.generatedContent.jsonString.map { character in
            try parser.append(String(character))
            return Itinerary.PartiallyGenerated(try parser.snapshot())
        }
    }

    @Test("nested properties are partial values: arrays of partial elements, the last one growing")
    func nestedPartials() throws {
        let snapshots = try Self.snapshots()
        let days: [[DayPlan.PartiallyGenerated]] = snapshots.compactMap(\.days)
        #expect(days.count > 100)
        #expect(days.map(\.count) == days.map(\.count).sorted())
        let titles = days.compactMap { $0.last?.title }
        #expect(titles.contains("Alf") && titles.contains("Bel"))
        // A number or a case is reported only once complete.
        let budgets = Set(days.compactMap { $0.first?.budget })
        #expect(budgets == [80])
        let priorities = Set(days.compactMap { $0.first?.priority })
        #expect(priorities == [.high])
        #expect(snapshots.compactMap(\.rating).allSatisfy { $0 == 4.5 })
        #expect(snapshots.compactMap(\.pace).allSatisfy { $0 == .medium })
        let last = try #require(snapshots.last)
        #expect(last.value == Self.itinerary)
        #expect(last.days?.map(\.value) == Self.itinerary.days)
    }

    @Test("partial values keep their identity across snapshots, each object its own")
    func identities() throws {
        let snapshots = try Self.snapshots()
        #expect(Set(snapshots.map(\.id)).count == 1)
        var dayIDs: [Int: Set<GenerationID>] = [:]
        for snapshot in snapshots {
            for (index, day) in (snapshot.days ?? []).enumerated() { dayIDs[index, default: []].insert(day.id) }
        }
        #expect(dayIDs.count == 3)
        #expect(dayIDs.values.allSatisfy { $0.count == 1 })
        #expect(Set(dayIDs.values.compactMap(\.first)).count == 3)
    }

    @Test("partial values are equal when their content and identity are")
    func equality() throws {
        let snapshots = try Self.snapshots()
        let growing = zip(snapshots, snapshots.dropFirst()).filter { $0.0.content != $0.1.content }
        #expect(!growing.isEmpty)
        #expect(growing.allSatisfy { $0.0 != $0.1 })
        let same = try #require(snapshots.last)
        #expect(same == Itinerary.PartiallyGenerated(same.content))
        let parsed = try Itinerary.PartiallyGenerated(GeneratedContent(json: same.content.jsonString))
        #expect(parsed != same, "a value without the stream's identity is another value")
        #expect(parsed.content == same.content)
    }

    @Test("a computed property is reported once the whole value is complete")
    func computedProperty() throws {
        let snapshots = try Self.snapshots()
        let counts = snapshots.map(\.dayCount)
        #expect(counts.last == 3)
        #expect(counts.dropLast().allSatisfy { $0 == nil })
    }

    @Test("renamed coding keys are read by their keys")
    func renamedKeys() throws {
        let partial = try RenamedKeys.PartiallyGenerated(GeneratedContent(json: #"{"first_name": "Ad", "years": 4"#))
        #expect(partial.firstName == "Ad")
        #expect(partial.age == nil)
        let done = try RenamedKeys.PartiallyGenerated(GeneratedContent(json: #"{"first_name": "Ada", "years": 36}"#))
        #expect(done.age == 36)
    }

    @Test("arrays stream as arrays of partial elements; a number still being written is left out")
    func arrays() throws {
        #expect([DayPlan].PartiallyGenerated.self == [DayPlan.PartiallyGenerated].self)
        let numbers = try [Int].PartiallyGenerated(GeneratedContent(json: "[1, 22, 33"))
        #expect(numbers == [1, 22])
        let plans = try [DayPlan].PartiallyGenerated(GeneratedContent(json: #"[{"title": "A"}, {"title": "B"#))
        #expect(plans.map(\.title) == ["A", "B"])
        #expect(try [Int](GeneratedContent(json: "[1, 22, 33]")) == [1, 22, 33])
    }

    @Test("generation identities are distinct and survive Codable")
    func generationIDs() throws {
        let ids = (0..<10_000).map { _ in GenerationID() }
        #expect(Set(ids).count == ids.count)
        let decoded = try JSONDecoder().decode([GenerationID].self, from: JSONEncoder().encode(ids))
        #expect(decoded == ids)
    }

    @Test("a session's snapshots keep day rows' identities to the end")
    func sessionSnapshots() async throws {
        let model = MockLanguageModel(replies: [.structured(Self.itinerary.generatedContent, pieces: 40)])
        let session = LanguageModelSession(model: model)
        let stream = session.streamResponse(to: "Plan a trip.", generating: Itinerary.self)
        var firstDayIDs: Set<GenerationID> = []
        var count = 0
        var last: Itinerary.PartiallyGenerated?
        for try await snapshot in stream {
            count += 1
            if let first = snapshot.content.days?.first { firstDayIDs.insert(first.id) }
            last = snapshot.content
        }
        #expect(count >= 10)
        #expect(firstDayIDs.count == 1)
        #expect(last?.value == Self.itinerary)
        #expect(try await stream.collect().content == Self.itinerary)
    }
}
