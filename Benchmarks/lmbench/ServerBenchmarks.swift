import Foundation
import LMCore
import LMServer

/// LMServer against llama.cpp's `llama-server`, each figure beside an anchor from the same run:
/// - a batch of `lmctl title` over 200 documents with 1 and 4 server slots, `-j 1` and `-j 4`,
///   and over two servers, as documents per second against one slot with `-j 1`;
/// - the provider's time per request against `curl` sending the same body to the same server;
/// - time to first token through LMServer against the server's own prompt and first-token time.
///
/// Settings: `--model PATH` (default the trained SmolLM2 in `.models/`), `--docs N` (200),
/// `--server PATH` (default `.llama/bin/llama-server`). Run a release build on a quiet machine:
/// `swift build -c release && .build/release/lmbench server`.
enum ServerBenchmarks {
    static func run(arguments: [String]) async throws {
        var model = LlamaBenchmarks.root.appendingPathComponent(".models/smollm2-135m-instruct-q4_1.gguf").path
        var server = LlamaBenchmarks.root.appendingPathComponent(".llama/bin/llama-server").path
        var documents = 200
        var index = 0
        while index + 1 < arguments.count {
            switch arguments[index] {
            case "--model": model = arguments[index + 1]
            case "--server": server = arguments[index + 1]
            case "--docs": documents = max(1, Int(arguments[index + 1]) ?? documents)
            default: throw CliProcess.Failure(message: "unknown option \(arguments[index])")
            }
            index += 2
        }
        let lmctl = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("lmctl")
        for (path, what) in [(server, "llama-server (scripts/install-llama.sh)"), (lmctl.path, "lmctl (swift build)")]
        where !FileManager.default.isExecutableFile(atPath: path) {
            print("server skipped: \(path) is missing; build \(what)")
            return
        }
        guard FileManager.default.fileExists(atPath: model) else {
            print("server skipped: no model at \(model); run scripts/fetch-smollm2.sh")
            return
        }
        print("server.load_average start=\(loadAverage())")
        let folder = try corpus(documents)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Every batch gets servers of its own: llama-server keeps finished prompts in a cache, so
        // a server that has seen the documents would answer the next batch faster.
        struct Setup {
            var servers: Int
            var slots: Int
            var threads: Int
            var jobs: Int
        }
        let setups = [
            Setup(servers: 1, slots: 1, threads: 2, jobs: 1), Setup(servers: 1, slots: 1, threads: 2, jobs: 4),
            Setup(servers: 1, slots: 4, threads: 2, jobs: 1), Setup(servers: 1, slots: 4, threads: 2, jobs: 4),
            // Two servers on this machine's cores: one thread each, so together they use what one did.
            Setup(servers: 2, slots: 2, threads: 1, jobs: 4),
        ]
        var anchor: Double?
        for setup in setups {
            var instances: [LlamaServerInstance] = []
            for _ in 0..<setup.servers {
                instances.append(
                    try await LlamaServerInstance(
                        executable: server, model: model, slots: setup.slots, threads: setup.threads))
            }
            defer { for instance in instances { instance.stop() } }
            let label =
                (setup.servers > 1 ? "servers=\(setup.servers)x" : "")
                + "slots=\(setup.slots) threads=\(setup.threads) "
                + "jobs=\(setup.jobs)"
            let rate = try batch(
                lmctl, instances.map(\.url), jobs: setup.jobs, folder: folder, documents: documents, label: label,
                anchor)
            anchor = anchor ?? rate
        }

        let quiet = try await LlamaServerInstance(executable: server, model: model, slots: 1, threads: 2)
        defer { quiet.stop() }
        try await requestOverhead(quiet.url)
        try await timeToFirstToken(quiet.url)
        print("server.load_average end=\(loadAverage())")
    }

    /// Writes the documents of the batch, about 600 bytes each.
    private static func corpus(_ count: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lmbench-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            try CliCorpus.document(index: index, bytes: 600).write(
                to: folder.appendingPathComponent(String(format: "doc%04d.txt", index)), atomically: true,
                encoding: .utf8)
        }
        return folder
    }

    /// One `lmctl title` batch; prints documents per second and the ratio to the anchor's.
    private static func batch(
        _ lmctl: URL, _ urls: [URL], jobs: Int, folder: URL, documents: Int, label: String, _ anchor: Double? = nil
    ) throws -> Double {
        let arguments =
            ["title", "--provider", "server", "--server-model", "bench"]
            + urls.flatMap { ["--url", $0.absoluteString] }
            + ["-j", "\(jobs)", "--no-cache", "--greedy", "--max-tokens", "12", "--quiet", folder.path]
        let outcome = try CliProcess.run(lmctl, arguments)
        guard outcome.status == 0 else {
            throw CliProcess.Failure(message: "lmctl \(arguments.joined(separator: " ")) exited \(outcome.status)")
        }
        let rate = Double(documents) / outcome.seconds
        let ratio = anchor.map { LlamaBenchmarks.format(rate / $0) + "x" } ?? "1.00x (anchor)"
        print(
            "server.batch \(label) docs=\(documents) seconds=\(LlamaBenchmarks.format(outcome.seconds)) "
                + "docs_per_second=\(LlamaBenchmarks.format(rate)) ratio=\(ratio) "
                + "lmctl_cpu_seconds=\(LlamaBenchmarks.format(outcome.cpuSeconds))")
        return rate
    }

    /// LMServer's time per request (a fresh session each) against curl sending the same body in
    /// one process, alternating, best of three rounds of 20 requests.
    private static func requestOverhead(_ url: URL) async throws {
        guard let curl = ["/usr/bin/curl", "/bin/curl"].first(where: FileManager.default.isExecutableFile(atPath:))
        else {
            print("server.overhead skipped: curl is not installed (apt-get install curl)")
            return
        }
        let prompt = "Write one short sentence about the sea."
        let model = ServerLanguageModel(baseURL: url, model: "bench", apiKeyEnvironmentVariable: nil)
        for tokens in [1, 32] {
            let body = Self.body(prompt: prompt, maximumTokens: tokens, stream: true)
            let bodyFile = FileManager.default.temporaryDirectory.appendingPathComponent("lmbench-body-\(tokens).json")
            try body.write(to: bodyFile, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: bodyFile) }
            let count = 20
            var curlArguments: [String] = []
            for index in 0..<count {
                if index > 0 { curlArguments.append("--next") }
                curlArguments += [
                    "-sN", "-H", "Content-Type: application/json", "-d", "@\(bodyFile.path)",
                    url.appendingPathComponent("v1/chat/completions").absoluteString,
                ]
            }
            var best = (ours: Double.infinity, anchor: Double.infinity)
            for _ in 0..<3 {
                let anchor = try CliProcess.run(URL(fileURLWithPath: curl), curlArguments)
                best.anchor = min(best.anchor, anchor.seconds / Double(count))
                let start = ContinuousClock.now
                for _ in 0..<count {
                    _ = try await LanguageModelSession(model: model).respond(
                        to: prompt, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: tokens))
                }
                best.ours = min(best.ours, LlamaBenchmarks.seconds(ContinuousClock.now - start) / Double(count))
            }
            print(
                "server.request_seconds max_tokens=\(tokens) ours=\(LlamaBenchmarks.format(best.ours)) "
                    + "anchor(curl, same body)=\(LlamaBenchmarks.format(best.anchor)) "
                    + "ratio=\(LlamaBenchmarks.format(best.ours / best.anchor))x")
        }
    }

    /// Time to the first streamed text through LMServer against the server's own time to its
    /// first token (prompt evaluation plus one decoded token, from its `timings`), each on a prompt
    /// of its own of the same length; medians of 10.
    private static func timeToFirstToken(_ url: URL) async throws {
        let model = ServerLanguageModel(baseURL: url, model: "bench", apiKeyEnvironmentVariable: nil)
        var ours: [Double] = []
        var anchor: [Double] = []
        for index in 0..<10 {
            let mine = "Request \(index). " + CliCorpus.document(index: 1000 + index, bytes: 1200)
            let start = ContinuousClock.now
            let stream = LanguageModelSession(model: model).streamResponse(
                to: mine, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 4))
            for try await snapshot in stream where !snapshot.content.isEmpty {
                ours.append(LlamaBenchmarks.seconds(ContinuousClock.now - start))
                break
            }
            let theirs = "Request \(index). " + CliCorpus.document(index: 2000 + index, bytes: 1200)
            if let seconds = try serverFirstTokenSeconds(url, prompt: theirs) { anchor.append(seconds) }
        }
        guard !ours.isEmpty, !anchor.isEmpty else {
            print("server.ttft skipped: no timings from the server")
            return
        }
        let (mine, theirs) = (median(ours), median(anchor))
        print(
            "server.ttft_seconds ours=\(LlamaBenchmarks.format(mine)) "
                + "anchor(server's prompt_ms + first token)=\(LlamaBenchmarks.format(theirs)) "
                + "ratio=\(LlamaBenchmarks.format(mine / theirs))x")
    }

    /// The server's own time to its first token for a prompt: `timings.prompt_ms` plus
    /// `predicted_ms` of a one-token answer (a prompt of its own, so only the chat template's
    /// opening is cached, as for LMServer's).
    private static func serverFirstTokenSeconds(_ url: URL, prompt: String) throws -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = [
            "-s", "-H", "Content-Type: application/json", "-d",
            body(prompt: prompt, maximumTokens: 1, stream: false),
            url.appendingPathComponent("v1/chat/completions").absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        while process.isRunning { usleep(5_000) }
        guard let content = try? GeneratedContent(json: String(decoding: data, as: UTF8.self)),
            case .structure(let properties, _) = content.kind,
            let timings = properties["timings"], case .structure(let fields, _) = timings.kind,
            case .number(let promptMilliseconds)? = fields["prompt_ms"]?.kind,
            case .number(let predictedMilliseconds)? = fields["predicted_ms"]?.kind
        else { return nil }
        return (promptMilliseconds + predictedMilliseconds) / 1000
    }

    private static func body(prompt: String, maximumTokens: Int, stream: Bool) -> String {
        let fields: [(String, GeneratedContent)] = [
            ("model", GeneratedContent(kind: .string("bench"))),
            (
                "messages",
                GeneratedContent(elements: [GeneratedContent(properties: ["role": "user", "content": prompt])])
            ),
            ("max_tokens", GeneratedContent(kind: .number(Double(maximumTokens)))),
            ("temperature", GeneratedContent(kind: .number(0))),
            ("stream", GeneratedContent(kind: .bool(stream))),
        ]
        return GeneratedContent(
            kind: .structure(properties: Dictionary(uniqueKeysWithValues: fields), orderedKeys: fields.map(\.0))
        )
        .jsonString
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    private static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
            .joined(separator: " ") ?? "unknown"
    }
}
