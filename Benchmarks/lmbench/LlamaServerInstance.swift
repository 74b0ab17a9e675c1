import Foundation
import LMCore
import LMServer

/// A llama-server started for a benchmark on a free port, stopped with ``stop()``.
final class LlamaServerInstance {
    /// The server's base URL.
    let url: URL
    private let process: Process

    /// Starts llama-server and waits (up to 120 s) until it serves the model.
    /// - Parameters:
    ///   - executable: The llama-server program.
    ///   - model: The GGUF file.
    ///   - slots: `--parallel`: requests the server decodes together.
    ///   - threads: CPU threads for the server.
    init(executable: String, model: String, slots: Int, threads: Int) async throws {
        let port = try Self.freePort()
        url = URL(string: "http://127.0.0.1:\(port)")!
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "-m", model, "--alias", "bench", "--host", "127.0.0.1", "--port", "\(port)", "--parallel", "\(slots)",
            "-c", "\(2048 * slots)", "--threads", "\(threads)", "--jinja", "--no-webui",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let model = ServerLanguageModel(baseURL: url, model: "bench", apiKeyEnvironmentVariable: nil)
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if await model.checkAvailability() == .available { return }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        stop()
        throw CliProcess.Failure(message: "llama-server did not become ready on port \(port)")
    }

    /// Stops the server (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. Polls
    /// rather than calling `waitUntilExit`, which spins a run loop when called from a task.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        while process.isRunning { usleep(20_000) }
    }

    private static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw CliProcess.Failure(message: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw CliProcess.Failure(message: "no free port") }
        return UInt16(bigEndian: address.sin_port)
    }
}
