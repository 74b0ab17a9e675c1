import LMCore

/// Turns `--provider`, `--model`, `--url` and their environment variables into a model, or a
/// clear failure.
///
/// - `mock`: the deterministic mock.
/// - `fallback`: the deterministic fallback; exit 3 when this build has none.
/// - `llama`: llama.cpp with the configured model; exit 3 when the model file is missing or not
///   GGUF, or when llama can't run or load it.
/// - `server`: the configured inference servers, probed once; exit 3 with the reason when none
///   can serve the model.
/// - `auto`: a router over the servers (when configured and answering), llama (when a model is
///   configured) and the fallback.
enum ProviderResolver {
    static func resolve(_ context: CommandContext) async throws(CommandFailure) -> ResolvedProvider {
        let global = context.global
        let modelFile = ModelFile.configured(global, environment: context.variables)
        var resolved: ResolvedProvider
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
        case .server:
            guard let endpoints = try ServerEndpoints.configured(global, environment: context.variables) else {
                throw CommandFailure(
                    .providerUnavailable,
                    "--provider server needs a server: pass --url URL (repeat it for a fleet) or set LMCORE_SERVER_URL."
                )
            }
            let model = ProviderCatalog.server(endpoints)
            if let reason = await probe(model) {
                throw CommandFailure(.providerUnavailable, "--provider server is unavailable: \(reason)")
            }
            resolved = ResolvedProvider(model: model, requested: .server, identity: "server:\(endpoints.identity)")
            resolved.serverCount = endpoints.urls.count
        case .auto:
            resolved = try await automatic(modelFile, context: context)
        }
        report(resolved.model, context: context)
        if case .unavailable(let reason) = resolved.model.availability {
            throw CommandFailure(
                .providerUnavailable, "--provider \(global.provider.rawValue) is unavailable: \(reason).")
        }
        return resolved
    }

    /// Resolves the provider, then loads a llama model's weights now, with a progress bar on
    /// standard error when it is a terminal (a spinner until llama reports a fraction).
    ///
    /// A model asked for with `--provider llama` that fails to load is exit 3 with the reason;
    /// under `auto`, the router then serves with the fallback (`--verbose` says why).
    static func resolveAndLoad(_ context: CommandContext) async throws(CommandFailure) -> ResolvedProvider {
        let resolved = try await resolve(context)
        guard resolved.model.needsPreparation, resolved.serverCount == 0 else { return resolved }
        let file = ModelFile.configured(context.global, environment: context.variables)
        let name = file.map { String($0.path.split(separator: "/").last ?? Substring($0.path)) } ?? "model"
        let indicator = LoadIndicator(
            console: context.console, label: "loading \(name)", enabled: !context.global.quiet)
        let spinner = Task {
            while !Task.isCancelled {
                indicator.spin()
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        defer {
            spinner.cancel()
            indicator.finish()
        }
        do {
            try await resolved.model.prepare { indicator.update($0) }
        } catch {
            let reason = GenerationFailure.describe(error)
            if context.global.provider == .llama {
                throw CommandFailure(
                    .providerUnavailable, "--provider llama is unavailable: \(file?.path ?? "the model") \(reason)")
            }
            context.verbose("[FM] availability llama: failed to load (\(reason)); the fallback serves")
        }
        return resolved
    }

    /// Checks the model file of `--provider llama`: a missing file, a directory or a file that
    /// is not GGUF means the requested provider can't run (exit 3).
    private static func check(_ modelFile: ModelFile) throws(CommandFailure) {
        do {
            try modelFile.check()
        } catch {
            throw CommandFailure(.providerUnavailable, "--provider llama is unavailable: \(error.description)")
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

    /// Asks a server model whether it can serve (waiting for the probe); `nil` when it can,
    /// else why not.
    private static func probe(_ model: any LanguageModel) async -> String? {
        do {
            try await model.prepare(progress: nil)
        } catch {
            return GenerationFailure.describe(error)
        }
        if case .unavailable(let reason) = model.availability { return reason.description }
        return nil
    }

    private static func automatic(_ modelFile: ModelFile?, context: CommandContext) async throws(CommandFailure)
        -> ResolvedProvider
    {
        var models: [any LanguageModel] = []
        var identities: [String] = []
        var passedOver: [ServedBy.PassedOver] = []
        var serverCount = 0
        if let endpoints = try ServerEndpoints.configured(context.global, environment: context.variables) {
            let model = ProviderCatalog.server(endpoints)
            if let reason = await probe(model) {
                passedOver.append(.init(provider: "server", kind: .unavailable, detail: reason))
            } else {
                models.append(model)
                identities.append("server:\(endpoints.identity)")
                serverCount = endpoints.urls.count
            }
        }
        if let modelFile {
            do {
                try modelFile.check()
                let settings = ProviderCatalog.LlamaSettings(
                    path: modelFile.path, contextSize: context.global.contextSize, threads: context.global.threads)
                switch ProviderCatalog.llama(settings) {
                case .model(let model):
                    models.append(model)
                    identities.append("llama:\(modelFile.identity)")
                case .missing(let reason):
                    passedOver.append(.init(provider: "llama", kind: .unavailable, detail: reason))
                }
            } catch {
                passedOver.append(.init(provider: "llama", kind: .unavailable, detail: error.description))
            }
        } else {
            passedOver.append(
                .init(provider: "llama", kind: .unavailable, detail: "no model configured (--model or LMCORE_MODEL)"))
        }
        switch ProviderCatalog.fallback() {
        case .model(let model):
            models.append(model)
            identities.append("fallback:\(model.modelIdentifier)")
        case .missing(let reason): passedOver.append(.init(provider: "fallback", kind: .unavailable, detail: reason))
        }
        for model in passedOver { context.verbose("[FM] availability \(model.provider): \(model.detail)") }
        guard !models.isEmpty else {
            throw CommandFailure(
                .providerUnavailable,
                "no provider can serve (\(passedOver.map(\.description).joined(separator: "; "))); try --provider mock."
            )
        }
        let model: any LanguageModel = models.count == 1 ? models[0] : LanguageModelRouter(models)
        var resolved = ResolvedProvider(model: model, requested: .auto, identity: identities.joined(separator: ","))
        resolved.serverCount = serverCount
        if models.count == 1, !passedOver.isEmpty {
            resolved.autoReason = .fellBack(passedOver)
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
