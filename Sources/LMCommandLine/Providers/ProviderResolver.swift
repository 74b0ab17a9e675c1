import LMCore

/// Turns `--provider`, `--model` and `LMCORE_MODEL` into a model, or a clear failure.
///
/// - `mock`: the deterministic mock.
/// - `fallback`: the deterministic fallback; exit 3 when this build has none.
/// - `llama`: llama.cpp with the configured model; exit 4 when the model file is missing or not
///   GGUF, exit 3 when llama can't run.
/// - `auto`: a router over llama (when a model is configured) and the fallback.
enum ProviderResolver {
    static func resolve(_ context: CommandContext) throws(CommandFailure) -> ResolvedProvider {
        let global = context.global
        let modelFile = ModelFile.configured(global, environment: context.variables)
        let resolved: ResolvedProvider
        switch global.provider {
        case .mock:
            resolved = ResolvedProvider(
                model: ProviderCatalog.mock(environment: context.variables), requested: .mock,
                identity: "mock:mock-model")
        case .fallback:
            switch ProviderCatalog.fallback() {
            case .model(let model):
                resolved = ResolvedProvider(
                    model: model, requested: .fallback, identity: "fallback:\(model.modelIdentifier)")
            case .missing(let reason):
                throw CommandFailure(.providerUnavailable, "--provider fallback is unavailable: \(reason).")
            }
        case .llama:
            guard let modelFile else {
                throw CommandFailure(
                    .providerUnavailable,
                    "--provider llama needs a model: pass --model PATH.gguf or set LMCORE_MODEL.")
            }
            try check(modelFile)
            let model = try llama(modelFile, context: context)
            resolved = ResolvedProvider(model: model, requested: .llama, identity: "llama:\(modelFile.identity)")
        case .auto:
            resolved = try automatic(modelFile, context: context)
        }
        report(resolved.model, context: context)
        if case .unavailable(let reason) = resolved.model.availability {
            throw CommandFailure(
                .providerUnavailable, "--provider \(global.provider.rawValue) is unavailable: \(reason).")
        }
        return resolved
    }

    private static func check(_ modelFile: ModelFile) throws(CommandFailure) {
        do {
            try modelFile.check()
        } catch {
            throw CommandFailure(.input, error.description)
        }
    }

    private static func llama(_ file: ModelFile, context: CommandContext) throws(CommandFailure) -> any LanguageModel {
        let settings = ProviderCatalog.LlamaSettings(
            path: file.path, contextSize: context.global.contextSize, threads: context.global.threads)
        switch ProviderCatalog.llama(settings) {
        case .model(let model): return model
        case .missing(let reason):
            throw CommandFailure(.providerUnavailable, "--provider llama is unavailable: \(reason).")
        }
    }

    private static func automatic(_ modelFile: ModelFile?, context: CommandContext) throws(CommandFailure)
        -> ResolvedProvider
    {
        var models: [any LanguageModel] = []
        var identities: [String] = []
        var passedOver: [String] = []
        if let modelFile {
            do {
                try modelFile.check()
                let settings = ProviderCatalog.LlamaSettings(
                    path: modelFile.path, contextSize: context.global.contextSize, threads: context.global.threads)
                switch ProviderCatalog.llama(settings) {
                case .model(let model):
                    models.append(model)
                    identities.append("llama:\(modelFile.identity)")
                case .missing(let reason): passedOver.append("llama: \(reason)")
                }
            } catch {
                passedOver.append("llama: \(error.description)")
            }
        } else {
            passedOver.append("llama: no model configured (--model or LMCORE_MODEL)")
        }
        switch ProviderCatalog.fallback() {
        case .model(let model):
            models.append(model)
            identities.append("fallback:\(model.modelIdentifier)")
        case .missing(let reason): passedOver.append("fallback: \(reason)")
        }
        for line in passedOver { context.verbose("[FM] availability \(line)") }
        guard !models.isEmpty else {
            throw CommandFailure(
                .providerUnavailable,
                "no provider can serve (\(passedOver.joined(separator: "; "))); try --provider mock.")
        }
        let model: any LanguageModel = models.count == 1 ? models[0] : LanguageModelRouter(models)
        var resolved = ResolvedProvider(model: model, requested: .auto, identity: identities.joined(separator: ","))
        if models.count == 1, !passedOver.isEmpty {
            resolved.autoReason = passedOver.joined(separator: "; ")
        }
        return resolved
    }

    /// Prints `[FM] availability …` lines for `--verbose`.
    static func report(_ model: any LanguageModel, context: CommandContext) {
        guard context.global.verbose else { return }
        let models = (model as? LanguageModelRouter)?.models ?? [model]
        for member in models {
            context.verbose(
                "[FM] availability provider=\(member.providerName) model=\(member.modelIdentifier) "
                    + "\(member.availability) context=\(member.contextSize)")
        }
    }
}
