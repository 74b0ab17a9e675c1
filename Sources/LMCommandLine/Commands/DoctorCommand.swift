import LMCore

/// `lmctl doctor`: one line per provider, available or the exact reason, with the model path
/// and context size.
enum DoctorCommand {
    struct Line {
        var provider: String
        var available: Bool
        var detail: String
        var modelPath: String?
        var contextSize: Int?
    }

    static func run(_ context: CommandContext) -> CommandLineTool.ExitCode {
        let lines = [llama(context), fallback(), mock()]
        for line in lines {
            if context.global.json {
                context.console.print(
                    JSONText.object([
                        ("provider", JSONText.string(line.provider)),
                        ("available", line.available ? "true" : "false"),
                        ("detail", JSONText.string(line.detail)),
                        ("modelPath", line.modelPath.map(JSONText.string) ?? "null"),
                        ("contextSize", line.contextSize.map { String($0) } ?? "null"),
                    ]))
            } else {
                var text = "\(line.provider.padding(toLength: 9, withPad: " ", startingAt: 0))"
                text += line.available ? "available" : "unavailable: \(line.detail)"
                if line.available, !line.detail.isEmpty { text += " (\(line.detail))" }
                text += "  model=\(line.modelPath ?? "-")  context=\(line.contextSize.map { String($0) } ?? "-")"
                context.console.print(text)
            }
        }
        if context.flag("--require-model"), !lines[0].available {
            context.error("--require-model: no model can serve, only the fallback. \(lines[0].detail).")
            return .providerUnavailable
        }
        return .success
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
