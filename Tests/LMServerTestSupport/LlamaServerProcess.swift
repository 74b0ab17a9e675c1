import Foundation
import LMCore
import LMServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `llama-server` run for tests: started on 127.0.0.1 on a free port with the trained test
/// model, waited for, and always stopped (``stop()``, also on `deinit`).
///
/// Tests using it are marked `.enabled(if: LlamaServerProcess.canRun, LlamaServerProcess.skipReason)`:
/// they skip with that reason when llama-server or the model is missing, and run (and fail with
/// the reason) under `LMCORE_REQUIRE_LLAMA=1`.
public final class LlamaServerProcess: @unchecked Sendable {
    // `@unchecked Sendable`: `process` is started in `init` and only terminated afterwards;
    // Foundation's Process is safe to terminate and query from any thread.

    /// Why the tests skip when they do.
    public static let skipReason =
        "llama-server or SmolLM2-135M-Instruct is missing: run scripts/install-llama.sh and scripts/fetch-smollm2.sh"

    /// The package's root directory.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The llama-server executable (`LMCORE_LLAMA_SERVER` overrides it).
    public static let executablePath =
        ProcessInfo.processInfo.environment["LMCORE_LLAMA_SERVER"]
        ?? packageRoot.appendingPathComponent(".llama/bin/llama-server").path

    /// The trained instruct model (`LMCORE_TRAINED_MODEL` overrides it).
    public static let modelPath =
        ProcessInfo.processInfo.environment["LMCORE_TRAINED_MODEL"]
        ?? packageRoot.appendingPathComponent(".models/smollm2-135m-instruct-q4_1.gguf").path

    /// Whether the tests should run: llama-server and the model are present, or they are required.
    public static let canRun: Bool = {
        if ProcessInfo.processInfo.environment["LMCORE_REQUIRE_LLAMA"] == "1" { return true }
        return FileManager.default.isExecutableFile(atPath: executablePath)
            && FileManager.default.fileExists(atPath: modelPath)
    }()

    /// The name the server serves the model under.
    public static let alias = "smollm2"

    /// The port the server listens on.
    public let port: UInt16
    private let process: Process
    private let logPath: String

    /// The server's base URL.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Starts llama-server and waits until it serves the model.
    /// - Parameter port: The port to use; a free one by default.
    /// - Throws: Why it did not start, with the end of its log.
    public init(port: UInt16? = nil) async throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executablePath) else {
            throw StubError("no llama-server at \(Self.executablePath): run scripts/install-llama.sh")
        }
        guard FileManager.default.fileExists(atPath: Self.modelPath) else {
            throw StubError("no model at \(Self.modelPath): run scripts/fetch-smollm2.sh")
        }
        if let port {
            self.port = port
        } else {
            let (socket, free) = try StubHTTPServer.listen()
            close(socket)
            self.port = free
        }
        logPath = FileManager.default.temporaryDirectory.appendingPathComponent("llama-server-\(self.port).log").path
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executablePath)
        process.arguments = [
            "-m", Self.modelPath, "--alias", Self.alias, "--host", "127.0.0.1", "--port", "\(self.port)",
            "--parallel", "4", "--jinja", "-c", "8192", "--threads", "2", "--no-webui",
        ]
        process.standardOutput = log
        process.standardError = log
        try process.run()
        do {
            try await waitUntilReady()
        } catch {
            stop()
            throw error
        }
    }

    deinit {
        stop()
    }

    /// A model for this server.
    /// - Parameters:
    ///   - idle: How long the stream may pause.
    ///   - dialect: The dialect to speak (detected by default: llama-server's).
    public func model(idle: Duration = .seconds(60), dialect: ServerDialect = .automatic) -> ServerLanguageModel {
        ServerLanguageModel(
            baseURL: baseURL, model: Self.alias, apiKeyEnvironmentVariable: nil,
            timeouts: ServerTimeouts(firstByte: .seconds(60), idle: idle, probe: .seconds(2)),
            retryPolicy: ServerRetryPolicy(maximumAttempts: 2, initialDelay: .milliseconds(50)), dialect: dialect,
            contextSize: 2048)
    }

    /// Stops the server (SIGTERM, then SIGKILL after 5 s) and waits for it to exit.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Kills the server at once (SIGKILL), as a crash would.
    public func crash() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// What `GET /slots` says about one of the server's slots.
    public struct Slot: CustomStringConvertible {
        /// Whether a task is running on the slot.
        public var isProcessing: Bool
        /// Whether the slot has run a task since the server started.
        public var hasRun: Bool
        /// Whether its last task was stopped before it reached its end or token limit.
        public var wasStoppedEarly: Bool

        /// The slot, for failure messages.
        public var description: String {
            "slot(processing: \(isProcessing), run: \(hasRun), stopped: \(wasStoppedEarly))"
        }
    }

    /// Waits (up to 10 minutes: the suite shares two cores with CPU-heavy tests) until no slot is processing and returns the slots.
    /// - Throws: When the server never goes idle or `/slots` can't be read.
    public func waitUntilIdle() async throws -> [Slot] {
        let deadline = ContinuousClock.now + .seconds(600)
        var last: [Slot] = []
        while ContinuousClock.now < deadline {
            last = try await slots()
            if !last.contains(where: \.isProcessing) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw StubError("llama-server's slots stayed busy for 10 minutes: \(last)")
    }

    /// The server's slots, from `GET /slots`.
    public func slots() async throws -> [Slot] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("slots"))
        let content = try GeneratedContent(json: String(decoding: data, as: UTF8.self))
        guard let entries = content.arrayValue else { throw StubError("/slots is not an array") }
        return entries.map { entry in
            let next = entry["next_token"]?.arrayValue?.first
            return Slot(
                isProcessing: entry["is_processing"]?.boolValue ?? false,
                hasRun: next != nil,
                wasStoppedEarly: next?["has_next_token"]?.boolValue ?? false)
        }
    }

    private func waitUntilReady() async throws {
        let model = model()
        let deadline = ContinuousClock.now + .seconds(600)
        while ContinuousClock.now < deadline {
            guard process.isRunning else { throw StubError("llama-server exited: \(logTail())") }
            if await model.checkAvailability() == .available { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw StubError("llama-server did not become ready in 10 minutes: \(logTail())")
    }

    private func logTail() -> String {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return String(text.suffix(1500))
    }
}
