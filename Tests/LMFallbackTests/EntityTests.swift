import Testing

@testable import LMFallback

@Suite("Entities")
struct EntityTests {
    @Test(
        "finds pattern entities with exact text",
        arguments: [
            ("Write to help@clinic.example. Thanks.", EntityKind.email, "help@clinic.example"),
            ("Docs at https://docs.example.org/a/b, today.", .url, "https://docs.example.org/a/b"),
            ("Call 0121 496 0552 now.", .phone, "0121 496 0552"),
            ("Call (503) 555-0188 now.", .phone, "(503) 555-0188"),
            ("Ring +44 7700 900228 later.", .phone, "+44 7700 900228"),
            ("Call 416-555-0123 today.", .phone, "416-555-0123"),
            ("It cost $4.2 million last year.", .money, "$4.2 million"),
            ("Pay EUR 1,260 soon.", .money, "EUR 1,260"),
            ("Only ¥19,800 each.", .money, "¥19,800"),
            ("Due on March 4, 2026 at noon.", .date, "March 4, 2026"),
            ("Demo is on Friday, March 20.", .date, "Friday, March 20"),
            ("Move weekend: 31 January – 1 February.", .date, "31 January – 1 February"),
            ("Meeting 2026-03-10 at ten.", .date, "2026-03-10"),
            ("Results for Q3 2025 are in.", .date, "Q3 2025"),
            ("Let's talk next Tuesday.", .date, "Tuesday"),
        ])
    func patterns(text: String, kind: EntityKind, expected: String) throws {
        let entities = TextAnalyzer().analyze(text).entities().filter { $0.kind == kind }
        let entity = try #require(entities.first)
        #expect(entity.text == expected)
        let range = try #require(TextBuffer.stringRange(entity.range, in: text))
        #expect(String(text[range]) == expected)
    }

    @Test(
        "classifies names by suffix, gazetteer, honorific and context",
        arguments: [
            ("The contract went to Castellan Freight Ltd yesterday.", EntityKind.organization, "Castellan Freight Ltd"),
            ("She studied at Kessler University for years.", .organization, "Kessler University"),
            ("We flew into Lisbon on time.", .place, "Lisbon"),
            ("The office is on Canal Street now.", .place, "Canal Street"),
            ("We met Dr. Bennett after lunch.", .person, "Bennett"),
            ("Yesterday Helen Marsh chaired the session.", .person, "Helen Marsh"),
        ])
    func names(text: String, kind: EntityKind, expected: String) {
        let list = TextAnalyzer().analyze(text).entityList()
        #expect(list[kind].contains(expected), "\(list)")
    }

    @Test("lists people once by their fullest name")
    func fullestName() {
        let text = "Councillor Helen Marsh spoke first. Later, Marsh told the chamber it was done."
        #expect(TextAnalyzer().analyze(text).entityList().people == ["Helen Marsh"])
    }

    @Test("does not report numbers, quantities or years inside other entities as phones or dates")
    func noFalsePhones() {
        let list = TextAnalyzer().analyze("We shipped 5,000 copies in 12 boxes to https://x.example/2025-09-16.")
            .entityList()
        #expect(list.phones.isEmpty)
        #expect(list.dates.isEmpty)
    }
}
