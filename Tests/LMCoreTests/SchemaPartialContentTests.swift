import Testing

@testable import LMCore

@Suite("Partially generated content")
struct SchemaPartialContentTests {
    @Test("the title is available while the key points are still being generated")
    func titleBeforeKeyPoints() throws {
        let full = #"{"title": "Swift on Linux", "keyPoints": ["Fast", "Safe", "Portable"], "readingTimeMinutes": 12}"#
        var titles: [String?] = []
        var pointCounts: [Int?] = []
        var minutes: [Int?] = []
        for end in full.indices {
            let partial = try Summary.PartiallyGenerated(GeneratedContent(json: String(full[..<end])))
            titles.append(partial.title)
            pointCounts.append(partial.keyPoints?.count)
            minutes.append(partial.readingTimeMinutes)
        }
        let titleDone = try #require(full.range(of: #""Swift on Linux""#)).upperBound
        let position = full.distance(from: full.startIndex, to: titleDone)
        #expect(titles[position] == "Swift on Linux")
        #expect(titles[position - 5] == "Swift on L")
        #expect(pointCounts[position] == nil || pointCounts[position] == 0)
        let middle = try #require(full.range(of: "Saf")).upperBound
        let middlePosition = full.distance(from: full.startIndex, to: middle)
        #expect(pointCounts[middlePosition] == 2)
        #expect(minutes[middlePosition] == nil)
        #expect(minutes[minutes.count - 1] == nil)
        let complete = try Summary.PartiallyGenerated(GeneratedContent(json: full))
        #expect(complete.readingTimeMinutes == 12)
        #expect(
            complete.value
                == Summary(title: "Swift on Linux", keyPoints: ["Fast", "Safe", "Portable"], readingTimeMinutes: 12))
    }

    @Test("nested values are partial too, optional ones read as nil until then")
    func nested() throws {
        let prefix = #"{"summary": "Plan", "participants": [{"name": "Ann", "role": "lead"}, {"name": "B"#
        let partial = try ConversationSummary.PartiallyGenerated(GeneratedContent(json: prefix))
        #expect(partial.summary == "Plan")
        let participants = try #require(partial.participants)
        #expect(participants.count == 2)
        #expect(participants.first?.value == Participant(name: "Ann", role: "lead"))
        #expect(participants.last?.name == "B")
        #expect(participants.last?.role == nil)
        #expect(participants.last?.value == nil)
        #expect(partial.actionItems == nil)
        #expect(partial.value == nil)
        let entity = try SummarizedContent.PartiallyGenerated(
            GeneratedContent(json: #"{"summary":"s","keyPoints":[],"wordCount":4"#))
        #expect(entity.wordCount == nil)
        let done = try SummarizedContent.PartiallyGenerated(
            GeneratedContent(json: #"{"summary":"s","keyPoints":[],"wordCount":4}"#))
        #expect(done.wordCount == 4)
    }

    @Test("arrays and standard types stream as their own partial forms")
    func standardPartials() throws {
        let points = try [String].PartiallyGenerated(GeneratedContent(json: #"["a", "b"#))
        #expect(points == ["a", "b"])
        #expect(String.PartiallyGenerated.self == String.self)
    }
}
