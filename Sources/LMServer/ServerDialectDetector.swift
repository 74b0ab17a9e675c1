import Foundation
import Synchronization

/// Remembers which ``ServerDialect`` each server speaks, learnt from its `GET /v1/models`
/// answer, so that ``ServerDialect/automatic`` costs one request per server address, not one
/// per generation.
///
/// Every successful availability probe records what it learns, so a model that was prepared
/// (or whose availability was read) sends no extra request at all. A generation that finds no
/// answer yet probes once, and concurrent generations wait for that one probe. A server that
/// gives no model list (down, refusing the key) is not remembered: its request is sent in the
/// ``ServerDialect/openAI`` dialect, and the next generation asks again.
final class ServerDialectDetector: Sendable {
    /// The detector every server model shares.
    static let shared = ServerDialectDetector()

    private struct State {
        var known: [URL: ServerDialect] = [:]
        var detecting: [URL: Task<ServerDialect?, Never>] = [:]
    }

    private let state = Mutex(State())

    /// Records the dialect a server's model list revealed.
    func remember(_ dialect: ServerDialect, for apiRoot: URL) {
        state.withLock { $0.known[apiRoot] = dialect }
    }

    /// The dialect detected for a server, if it answered already.
    func knownDialect(for apiRoot: URL) -> ServerDialect? {
        state.withLock { $0.known[apiRoot] }
    }

    /// Forgets what was detected (for tests that reuse an address).
    func forget(_ apiRoot: URL) {
        state.withLock { _ = $0.known.removeValue(forKey: apiRoot) }
    }

    /// The dialect to speak to a configuration's server: the configured one, or for
    /// ``ServerDialect/automatic`` the detected one, probing the server once if nothing is known
    /// yet; ``ServerDialect/openAI`` when the server gives no model list.
    func dialect(for configuration: ServerConfiguration) async -> ServerDialect {
        guard configuration.dialect == .automatic else { return configuration.dialect }
        let root = configuration.apiRoot
        let (known, task) = state.withLock { state -> (ServerDialect?, Task<ServerDialect?, Never>?) in
            if let known = state.known[root] { return (known, nil) }
            if let running = state.detecting[root] { return (nil, running) }
            let task = Task.detached { [self] () -> ServerDialect? in
                await ServerAvailabilityProbe.shared.probeAndRemember(configuration)
                return self.state.withLock { state in
                    state.detecting[root] = nil
                    return state.known[root]
                }
            }
            state.detecting[root] = task
            return (nil, task)
        }
        if let known { return known }
        return await task?.value ?? .openAI
    }
}
