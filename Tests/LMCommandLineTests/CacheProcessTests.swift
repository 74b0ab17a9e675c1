import Foundation
import Testing

@Suite("lmctl result cache, run as a process")
struct CacheProcessTests {
    func cached(_ result: LMCTL.Result) throws -> [Bool] {
        try result.jsonLines().map { $0["cached"] as? Bool ?? false }
    }

    @Test("second run hits, touching the file misses, --no-cache neither reads nor writes")
    func hitAndMiss() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("n.txt", "Planning notes for the spring release")
        let arguments = ["title", "--provider", "mock", "--json", file]
        #expect(try cached(lmctl.run(arguments)) == [false])
        #expect(try cached(lmctl.run(arguments)) == [true])
        #expect(try cached(lmctl.run(arguments + ["--temperature", "0.3"])) == [false], "options are part of the key")
        #expect(
            try cached(lmctl.run(["tags", "--provider", "mock", "--json", file])) == [false],
            "the task is part of the key")
        let later = Date().addingTimeInterval(5)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: file)
        #expect(try cached(lmctl.run(arguments)) == [false], "a new modification time is a new version")
        #expect(try cached(lmctl.run(arguments + ["--no-cache"])) == [false])
        let stats = try lmctl.run(["cache", "stats", "--json"]).jsonLines()
        #expect(stats.first?["entries"] as? Int == 4)
        let cleared = try lmctl.run(["cache", "clear"])
        #expect(cleared.output.contains("removed 4 cached results"))
        #expect(try cached(lmctl.run(arguments)) == [false])
    }

    @Test("a damaged entry is ignored, warned about, and rewritten")
    func damagedEntry() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("n.txt", "Notes on the budget")
        let arguments = ["preview", "--provider", "mock", "--json", file]
        _ = try lmctl.run(arguments)
        let entries = try FileManager.default.subpathsOfDirectory(atPath: lmctl.cacheDirectory.path)
            .filter { $0.hasSuffix(".json") }
        try #require(entries.count == 1)
        let entry = lmctl.cacheDirectory.appendingPathComponent(entries[0])
        try Data("{\"format\":\"lmcore.cache\",\"vers".utf8).write(to: entry)
        let damaged = try lmctl.run(arguments)
        #expect(damaged.status == 0)
        #expect(try cached(damaged) == [false])
        #expect(damaged.diagnostics.contains("it will be rewritten"))
        #expect(try cached(lmctl.run(arguments)) == [true])
    }

    @Test("several lmctl processes sharing one cache leave no damaged entry")
    func concurrentProcesses() async throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        for index in 0..<30 {
            try lmctl.write("batch/file\(index).txt", "Document number \(index) about topic \(index % 7)")
        }
        let arguments = ["summarize", "--provider", "mock", "--json", "batch"]
        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<4 {
                group.addTask { try lmctl.run(arguments).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == [0, 0, 0, 0])
        let after = try lmctl.run(arguments)
        #expect(after.status == 0)
        #expect(after.diagnostics.isEmpty, "no entry was damaged: \(after.diagnostics)")
        #expect(try cached(after) == Array(repeating: true, count: 30))
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: lmctl.cacheDirectory.path)
            .filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
