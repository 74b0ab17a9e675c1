import Foundation
import Testing

/// Runs the built `lmctl` binary as a process, the way people and scripts do.
struct LMCTL {
    struct Result {
        var status: Int32
        var output: String
        var diagnostics: String
        /// The signal that ended the process, if one did.
        var signal: Int32? = nil
        /// Whether the process was killed for running past its time limit.
        var timedOut = false

        /// Each non-empty stdout line parsed as a JSON object.
        func jsonLines() throws -> [[String: Any]] {
            try output.split(separator: "\n").map { line in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
                return try #require(object as? [String: Any], "not a JSON object: \(line)")
            }
        }
    }

    /// The binary: next to the test bundle, or in the package's .build/debug.
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

    /// A scratch directory with its own cache, removed at the end of the test's scope.
    let directory: URL
    var cacheDirectory: URL { directory.appendingPathComponent("cache") }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lmctl-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes a file under the scratch directory and returns its path.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        try write(name, data: Data(contents.utf8))
    }

    /// Writes bytes under the scratch directory and returns the path.
    @discardableResult
    func write(_ name: String, data: Data) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Runs lmctl in the scratch directory with its own cache and no model configured.
    /// - Parameter timeout: Seconds after which the process is killed and the result says so.
    func run(
        _ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:],
        timeout: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["LMCORE_CACHE_DIR"] = cacheDirectory.path
        environment["LMCORE_MODEL"] = nil
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        let id = UUID().uuidString
        let outURL = directory.appendingPathComponent(".out-\(id)")
        let errURL = directory.appendingPathComponent(".err-\(id)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        var timedOut = false
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            diagnostics: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            timedOut: timedOut
        )
    }
}
