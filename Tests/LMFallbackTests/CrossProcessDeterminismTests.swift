import Foundation
import Testing

/// The same requests in two separate `lmctl` processes give identical bytes: nothing in LMFallback
/// may depend on Swift's per-process hashing seed (Dictionary and Set iteration order).
@Suite("Determinism across processes")
struct CrossProcessDeterminismTests {
    static let texts = [
        """
        From: Priya Raman <priya@northwind.example>
        Subject: Warehouse move to Leeds

        Hi team, the board approved the move of our distribution centre to Leeds on March 4, 2026. \
        The budget is £1.2 million and Northwind Logistics Ltd will handle the transfer, but the schedule \
        is tight and two suppliers are already late. Dr. Omar Haddad from Leeds City Council will visit \
        the site next Tuesday. Call +44 113 496 0021 or see https://northwind.example/move for details.
        """,
        """
        Mia: did the deploy go out?
        Tom: yes, v2.3.1 is live on the EU cluster since 09:40 but checkout errors spiked to 4%
        Mia: ugh. rollback?
        Tom: rolling back now. Paylinx says their gateway is fine
        Mia: ok, postmortem on Thursday with Grace and the payments team at Harbour Analytics Inc.
        """,
        "teh meeting is tomorow at 3pm pleasr bring teh reprot and the new budgit figures",
    ]

    static let schema = """
        {"type":"object","properties":{
          "title":{"type":"string"},
          "organizer":{"type":"object","properties":{"name":{"type":"string"},"email":{"anyOf":[
            {"type":"string","pattern":"^[^@\\\\s]+@[^@\\\\s]+$"},{"type":"null"}]}},
            "required":["name","email"],"additionalProperties":false},
          "date":{"type":"string","pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}$"},
          "people":{"type":"array","items":{"type":"string"},"maxItems":4},
          "tags":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":5},
          "sentiment":{"type":"string","enum":["positive","negative","neutral","mixed"]},
          "budget":{"type":"number","minimum":0}},
         "required":["title","organizer","date","people","tags","sentiment","budget"],
         "additionalProperties":false}
        """

    /// The built `lmctl`: next to the test bundle, or in the package's .build/debug.
    static func binary() throws -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("lmctl")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let debug = package.appendingPathComponent(".build/debug/lmctl")
        try #require(
            FileManager.default.isExecutableFile(atPath: debug.path),
            "lmctl is not built: run 'swift build' before the process-level tests")
        return debug
    }

    /// The output with each line's wall-clock `"timings":{...}` object removed (the only part that may
    /// differ between runs); everything else is compared byte for byte.
    static func withoutTimings(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: #""timings":\{[^{}]*\},?"#, with: "", options: .regularExpression)
    }

    /// Runs lmctl once and returns its exact stdout bytes.
    static func run(_ arguments: [String], in directory: URL) throws -> Data {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["LMCORE_CACHE_DIR"] = directory.appendingPathComponent("cache").path
        environment["LMCORE_MODEL"] = nil
        // Keep Swift's per-process random hashing seed: that is what this test is about.
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        process.environment = environment
        let output = directory.appendingPathComponent("out-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "lmctl \(arguments.joined(separator: " ")) failed")
        return try Data(contentsOf: output)
    }

    @Test(
        "summary, title, tags, entities, correction and a schema fill are byte-identical in two processes",
        arguments: [
            ["summarize"], ["title"], ["tags"], ["entities"], ["correct"], ["extract", "--schema", "schema.json"],
        ])
    func sameBytes(command: [String]) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lmfallback-determinism-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.schema.utf8).write(to: directory.appendingPathComponent("schema.json"))
        var files: [String] = []
        for (index, text) in Self.texts.enumerated() {
            let name = "input-\(index).txt"
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            files.append(name)
        }
        let arguments = command + ["--provider", "fallback", "--json", "--no-cache", "-j", "1"] + files
        let first = Self.withoutTimings(try Self.run(arguments, in: directory))
        let second = Self.withoutTimings(try Self.run(arguments, in: directory))
        #expect(first.split(separator: "\n").count == Self.texts.count)
        #expect(first.contains("\"result\""))
        #expect(first == second, "\(first)\n---\n\(second)")
    }
}
