import Synchronization

/// The executors in use, one per executor type and configuration, shared by every session (and
/// router) whose model has that configuration.
///
/// An executor lives while someone holds a ``LanguageModelExecutorLease`` on it; when the last
/// lease goes, the cache lets it go too (and with it, for example, a llama model's contexts).
package final class LanguageModelExecutorCache: Sendable {
    /// The process's cache.
    package static let shared = LanguageModelExecutorCache()

    // Sendable: configurations are `Hashable & Sendable` by the executor protocol.
    private struct Key: Hashable, @unchecked Sendable {
        let executorType: ObjectIdentifier
        let configuration: AnyHashable
    }

    private struct Entry {
        let executor: any LanguageModelExecutor
        var leases: Int
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// Leases the executor for a model's configuration, making it when nobody holds one.
    /// - Throws: What the executor's `init(configuration:)` throws.
    package func lease<Model: LanguageModel>(for model: Model) throws -> LanguageModelExecutorLease {
        let (executor, release) = try acquire(model)
        return LanguageModelExecutorLease(model: model, executor: executor, onRelease: release)
    }

    /// Holds the executor for a model's configuration without keeping the model itself, for a
    /// model that keeps its own executor alive (holding a lease, which keeps the model, would
    /// make a cycle).
    /// - Throws: What the executor's `init(configuration:)` throws.
    package func hold<Model: LanguageModel>(for model: Model) throws -> LanguageModelExecutorHold {
        let (executor, release) = try acquire(model)
        return LanguageModelExecutorHold(executor: executor, onRelease: release)
    }

    /// The executor for a model's configuration, counted as held once more, and what releases it.
    private func acquire<Model: LanguageModel>(_ model: Model) throws -> (Model.Executor, @Sendable () -> Void) {
        let key = Key(executorType: ObjectIdentifier(Model.Executor.self), configuration: model.executorConfiguration)
        @Sendable func leaseExisting(_ entries: inout [Key: Entry]) -> Model.Executor? {
            guard var entry = entries[key], let existing = entry.executor as? Model.Executor else { return nil }
            entry.leases += 1
            entries[key] = entry
            return existing
        }
        // Made outside the lock: an executor may lease other executors while it is made (a
        // system model's executor leases the configured model's).
        let executor: Model.Executor
        if let existing = entries.withLock({ leaseExisting(&$0) }) {
            executor = existing
        } else {
            let made = try Model.Executor(configuration: model.executorConfiguration)
            executor = entries.withLock { entries in
                if let existing = leaseExisting(&entries) { return existing }
                entries[key] = Entry(executor: made, leases: 1)
                return made
            }
        }
        return (executor, { [self] in release(key) })
    }

    /// How many distinct executors are alive.
    package var count: Int { entries.withLock { $0.count } }

    private func release(_ key: Key) {
        entries.withLock { entries in
            guard var entry = entries[key] else { return }
            entry.leases -= 1
            entries[key] = entry.leases > 0 ? entry : nil
        }
    }
}

/// A hold on a shared executor, with the model it serves, usable without knowing either type.
package final class LanguageModelExecutorLease: Sendable {
    private let respondBody:
        @Sendable (LanguageModelExecutorGenerationRequest, LanguageModelExecutorGenerationChannel) async throws -> Void
    private let prewarmBody: @Sendable (Transcript) -> Void
    private let onRelease: @Sendable () -> Void
    /// The executor itself, for providers that want to read its state (such as statistics).
    package let executor: any LanguageModelExecutor

    init<Model: LanguageModel>(model: Model, executor: Model.Executor, onRelease: @escaping @Sendable () -> Void) {
        self.executor = executor
        self.onRelease = onRelease
        respondBody = { request, channel in
            try await executor.respond(to: request, model: model, streamingInto: channel)
        }
        prewarmBody = { transcript in executor.prewarm(model: model, transcript: transcript) }
    }

    deinit { onRelease() }

    /// Answers a request with the leased executor.
    package func respond(
        to request: LanguageModelExecutorGenerationRequest,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        try await respondBody(request, channel)
    }

    /// Prewarms the leased executor.
    package func prewarm(transcript: Transcript) {
        prewarmBody(transcript)
    }
}

/// A hold on a shared executor that does not keep a model alive (see
/// ``LanguageModelExecutorCache/hold(for:)``).
package final class LanguageModelExecutorHold: Sendable {
    /// The executor.
    package let executor: any LanguageModelExecutor
    private let onRelease: @Sendable () -> Void

    init(executor: any LanguageModelExecutor, onRelease: @escaping @Sendable () -> Void) {
        self.executor = executor
        self.onRelease = onRelease
    }

    deinit { onRelease() }
}

extension LanguageModel {
    /// Leases this model's shared executor from the process's cache.
    package func leaseExecutor() throws -> LanguageModelExecutorLease {
        try LanguageModelExecutorCache.shared.lease(for: self)
    }
}
