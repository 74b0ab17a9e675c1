import Foundation
import Testing

/// Ctrl-C and SIGTERM during a batch: lmctl stops promptly with 130 or 143, keeps the results it
/// finished (printed and cached), and leaves no partial cache entry or temporary file.
@Suite("Signals during a batch")
struct SignalProcessTests {
    @Test("the signal stops the batch promptly and keeps what finished", arguments: [SIGINT, SIGTERM])
    func stopsPromptly(signal: Int32) throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        for index in 1...30 {
            try lmctl.write(
                "in/note\(index).txt", "Note \(index): the budget review for project \(index) is on Monday.")
        }
        let process = Process()
        process.executableURL = try LMCTL.binary()
        process.arguments = ["title", "--provider", "mock", "-j", "2", lmctl.path("in")]
        process.currentDirectoryURL = lmctl.directory
        var environment = ProcessInfo.processInfo.environment
        environment["LMCORE_CACHE_DIR"] = lmctl.cacheDirectory.path
        environment["LMCORE_MOCK_CHUNK_INTERVAL_MS"] = "100"
        environment["LMCORE_MODEL"] = nil
        process.environment = environment
        let outputPath = lmctl.path("out.txt")
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Wait until some results are out (each takes a few hundred milliseconds).
        let started = Date()
        while process.isRunning, Date().timeIntervalSince(started) < 20,
            (try? String(contentsOfFile: outputPath, encoding: .utf8))?.split(separator: "\n").count ?? 0 < 2
        {
            usleep(20_000)
        }
        try #require(process.isRunning, "the batch finished before the signal could be sent")
        let signalled = Date()
        kill(process.processIdentifier, signal)
        while process.isRunning, Date().timeIntervalSince(signalled) < 15 { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try output.close()
        let elapsed = Date().timeIntervalSince(signalled)
        #expect(process.terminationReason == .exit, "lmctl died of the signal instead of exiting")
        #expect(process.terminationStatus == 128 + signal)
        #expect(elapsed < 5, "lmctl took \(elapsed) s to stop")

        let printed = try String(contentsOfFile: outputPath, encoding: .utf8).split(separator: "\n")
        #expect(printed.count >= 2 && printed.count < 30, "\(printed.count) results printed")
        let cacheFiles =
            FileManager.default.enumerator(atPath: lmctl.cacheDirectory.path)?
            .compactMap { $0 as? String } ?? []
        #expect(!cacheFiles.contains { $0.hasSuffix(".tmp") }, "a temporary file was left: \(cacheFiles)")
        let entries = cacheFiles.filter { $0.hasSuffix(".json") }
        #expect(entries.count == printed.count, "\(entries.count) entries for \(printed.count) printed results")
        for entry in entries {
            let data = try Data(contentsOf: lmctl.cacheDirectory.appendingPathComponent(entry))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(entry) is not whole JSON")
        }

        // The finished results are served from the cache, unchanged, on the next run.
        let again = try lmctl.run(["title", "--provider", "mock", "-j", "2", "--json", lmctl.path("in")], timeout: 120)
        #expect(again.status == 0)
        let records = try again.jsonLines()
        let cached = records.filter { $0["cached"] as? Bool == true }
        #expect(cached.count == printed.count)
    }
}

extension SignalProcessTests {
    @Test("Ctrl-C during one long generation stops it at once with 130")
    func generation() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let process = Process()
        process.executableURL = try LMCTL.binary()
        let prompt = Array(repeating: "word", count: 200).joined(separator: " ")
        process.arguments = ["respond", "--provider", "mock", "--stream", prompt]
        var environment = ProcessInfo.processInfo.environment
        environment["LMCORE_CACHE_DIR"] = lmctl.cacheDirectory.path
        environment["LMCORE_MOCK_CHUNK_INTERVAL_MS"] = "200"
        environment["LMCORE_MODEL"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        usleep(700_000)
        try #require(process.isRunning, "the generation ended before the signal")
        let signalled = Date()
        kill(process.processIdentifier, SIGINT)
        while process.isRunning, Date().timeIntervalSince(signalled) < 15 { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(Date().timeIntervalSince(signalled) < 5)
    }
}
