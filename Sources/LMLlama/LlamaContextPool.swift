import Synchronization

/// A few llama.cpp contexts shared by the sessions of one model, like llama-server's slots: a
/// request gets the free context whose cached tokens share the longest prefix with its prompt,
/// so each conversation (and each set of sessions with the same instructions) keeps reusing its
/// KV cache.
final class LlamaContextPool: Sendable {
    /// One context and the handle that aborts its decodes.
    ///
    /// `@unchecked Sendable`: the pool hands a slot to one request at a time (between
    /// ``checkout(prompt:make:)`` and ``checkin(_:)`` nobody else can get it), so the context has
    /// exactly one user; only the abort handle is used from other threads, which it allows.
    final class Slot: @unchecked Sendable {
        let context: LlamaContext
        let abort: LlamaAbortHandle

        init(context: LlamaContext) {
            self.context = context
            self.abort = context.abortHandle
        }
    }

    private struct State {
        var idle: [Slot] = []
        var made = 0
        var waiting: [CheckedContinuation<Slot, Never>] = []
    }

    /// The most contexts the pool makes.
    let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many contexts the pool has made.
    var contextCount: Int { state.withLock { $0.made } }

    /// Takes the free context that best fits a prompt, making one when none fits and there is
    /// room, or waiting for one to come back when all are busy.
    /// - Parameters:
    ///   - prompt: The request's tokens.
    ///   - make: Makes a new context.
    func checkout(prompt: [Int32], make: () throws -> LlamaContext) async throws -> Slot {
        enum Choice {
            case take(Slot)
            case make
            case wait
        }
        let choice: Choice = state.withLock { state in
            // The free context sharing the longest prefix with the prompt. Taking it throws away
            // the tokens it holds beyond that prefix (another conversation's), so while the pool
            // may grow, a new context is made instead when that would lose more than it reuses.
            let best = state.idle.indices.map { index in
                let cached = state.idle[index].context.cachedTokens
                return (index: index, shared: Self.sharedPrefix(cached, prompt), cached: cached.count)
            }.max { $0.shared < $1.shared }
            if let best, state.made >= capacity || best.cached - best.shared <= best.shared {
                return .take(state.idle.remove(at: best.index))
            }
            if state.made < capacity {
                state.made += 1
                return .make
            }
            return .wait
        }
        switch choice {
        case .take(let slot):
            return slot
        case .make:
            do {
                return Slot(context: try make())
            } catch {
                state.withLock { $0.made -= 1 }
                throw error
            }
        case .wait:
            return await withCheckedContinuation { continuation in
                let handed: Slot? = state.withLock { state in
                    if !state.idle.isEmpty { return state.idle.removeFirst() }
                    state.waiting.append(continuation)
                    return nil
                }
                if let handed { continuation.resume(returning: handed) }
            }
        }
    }

    /// Gives a context back, to a waiting request or to the free list.
    func checkin(_ slot: Slot) {
        let waiter: CheckedContinuation<Slot, Never>? = state.withLock { state in
            if !state.waiting.isEmpty { return state.waiting.removeFirst() }
            state.idle.append(slot)
            return nil
        }
        waiter?.resume(returning: slot)
    }

    /// The number of leading tokens two sequences share.
    static func sharedPrefix(_ lhs: [Int32], _ rhs: [Int32]) -> Int {
        var count = 0
        while count < lhs.count, count < rhs.count, lhs[count] == rhs[count] { count += 1 }
        return count
    }
}
