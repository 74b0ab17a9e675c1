import LMCore
import LMServer

/// `lmctl doctor`: one line per provider (and one per inference server), available or the exact
/// reason, with the model path or server URL (and the server's dialect) and the context size.
enum DoctorCommand {
    struct Line {
        var provider: String
        var available: Bool
        var detail: String
        var modelPath: String?
        var contextSize: Int?
        var url: String?
        var dialect: String?
    }

    static func run(_ context: CommandContext) async throws(CommandFailure) -> CommandLineTool.ExitCode {
        let servers = try await servers(context)
        let lines = [llama(context)] + servers + [fallback(), mock()]
        for line in lines {
            if context.global.json {
                var fields: [(String, String)] = [
                    ("provider", JSONText.string(line.provider)),
                    ("available", line.available ? "true" : "false"),
                    ("detail", JSONText.string(line.detail)),
                    ("modelPath", line.modelPath.map(JSONText.string) ?? "null"),
                    ("contextSize", line.contextSize.map { String($0) } ?? "null"),
                ]
                if let url = line.url { fields.append(("url", JSONText.string(url))) }
                if let dialect = line.dialect { fields.append(("dialect", JSONText.string(dialect))) }
                context.console.print(JSONText.object(fields))
            } else {
                var text = "\(line.provider.padding(toLength: 9, withPad: " ", startingAt: 0))"
                text += line.available ? "available" : "unavailable: \(line.detail)"
                if line.available, !line.detail.isEmpty { text += " (\(line.detail))" }
                if let url = line.url {
                    text += "  url=\(url)"
                    if let dialect = line.dialect { text += "  dialect=\(dialect)" }
                } else {
                    text += "  model=\(line.modelPath ?? "-")"
                }
                text += "  context=\(line.contextSize.map { String($0) } ?? "-")"
                context.console.print(text)
            }
        }
        let servesWithModel = lines[0].available || servers.contains { $0.available }
        if context.flag("--require-model"), !servesWithModel {
            context.error("--require-model: no model can serve, only the fallback. \(lines[0].detail).")
            return .providerUnavailable
        }
        return .success
    }

    /// One line per configured server, probed at once (each probe waits at most the probe
    /// timeout), with the dialect requests to an available server are sent in (the probe
    /// detected it); none when no server is configured.
    private static func servers(_ context: CommandContext) async throws(CommandFailure) -> [Line] {
        guard let endpoints = try ServerEndpoints.configured(context.global, environment: context.variables) else {
            return []
        }
        return await withTaskGroup(of: (Int, Line).self) { group in
            for (index, url) in endpoints.urls.enumerated() {
                let single = ServerEndpoints(
                    urls: [url], model: endpoints.model, origin: endpoints.origin, dialect: endpoints.dialect)
                group.addTask {
                    let model = ProviderCatalog.server(single)
                    try? await model.prepare(progress: nil)
                    var entry = line(for: model, name: "server", path: nil)
                    entry.url = url.absoluteString
                    if entry.available, let server = model as? ServerLanguageModel {
                        entry.dialect = await server.resolvedDialect().description
                    }
                    return (index, entry)
                }
            }
            var lines: [(Int, Line)] = []
            for await line in group { lines.append(line) }
            return lines.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    private static func llama(_ context: CommandContext) -> Line {
        guard let file = ModelFile.configured(context.global, environment: context.variables) else {
            return Line(
                provider: "llama", available: false,
                detail: "no model configured: pass --model PATH.gguf or set LMCORE_MODEL")
        }
        do {
            try file.check()
        } catch {
            return Line(provider: "llama", available: false, detail: error.description, modelPath: file.path)
        }
        let settings = ProviderCatalog.LlamaSettings(
            path: file.path, contextSize: context.global.contextSize, threads: context.global.threads)
        switch ProviderCatalog.llama(settings) {
        case .missing(let reason):
            return Line(provider: "llama", available: false, detail: reason, modelPath: file.path)
        case .model(let model):
            return line(for: model, name: "llama", path: file.path)
        }
    }

    private static func fallback() -> Line {
        switch ProviderCatalog.fallback() {
        case .missing(let reason): return Line(provider: "fallback", available: false, detail: reason)
        case .model(let model): return line(for: model, name: "fallback", path: nil)
        }
    }

    private static func mock() -> Line {
        line(for: ProviderCatalog.mock(), name: "mock", path: nil)
    }

    private static func line(for model: any LanguageModel, name: String, path: String?) -> Line {
        switch model.availability {
        case .available:
            return Line(
                provider: name, available: true, detail: model.modelIdentifier, modelPath: path,
                contextSize: model.contextSize)
        case .unavailable(let reason):
            return Line(
                provider: name, available: false, detail: reason.description, modelPath: path,
                contextSize: model.contextSize)
        }
    }
}
