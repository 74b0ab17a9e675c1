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
        /// The length of the last prompt the context was given (its cache holds that prompt, then
        /// the tokens generated after it).
        var promptLength = 0

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
            // the tokens it holds beyond that prefix, which may be another conversation's. A
            // conversation's next prompt begins with its last one, so while the pool may grow,
            // a context is only taken when the prompt continues its last prompt (or it is
            // empty); otherwise a new one is made, and the other conversation keeps its cache.
            // The last few tokens may differ: the end of a prompt (the assistant's header) can
            // tokenize together with the answer when the next prompt renders it.
            let best = state.idle.indices.map { index in
                let slot = state.idle[index]
                return (
                    index: index, shared: Self.sharedPrefix(slot.context.cachedTokens, prompt), last: slot.promptLength
                )
            }.max { $0.shared < $1.shared }
            if let best, state.made >= capacity || best.shared + Self.boundarySlack >= best.last {
                let slot = state.idle.remove(at: best.index)
                slot.promptLength = prompt.count
                return .take(slot)
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
                let slot = Slot(context: try make())
                slot.promptLength = prompt.count
                return slot
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
            }.recording(promptLength: prompt.count)
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

    /// How many tokens at the end of a conversation's last prompt may differ in its next one.
    static let boundarySlack = 4

    /// The number of leading tokens two sequences share.
    static func sharedPrefix(_ lhs: [Int32], _ rhs: [Int32]) -> Int {
        var count = 0
        while count < lhs.count, count < rhs.count, lhs[count] == rhs[count] { count += 1 }
        return count
    }
}

extension LlamaContextPool.Slot {
    /// The slot, noted as given a prompt of this length (by its one owner).
    fileprivate func recording(promptLength: Int) -> LlamaContextPool.Slot {
        self.promptLength = promptLength
        return self
    }
}
