import Foundation
import LMCore
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP request whose answer arrives piece by piece: a delegate-based `URLSession` data task
/// (Linux's Foundation has no async byte streams) turned into an async stream of parts, with a
/// watchdog for servers that stall.
///
/// `@unchecked Sendable`: every mutable property lives in `state`, a `Mutex`; the rest is set in
/// `init` and never changes. URLSession calls the delegate methods on its own queue.
final class ServerHTTPStream: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// A piece of the answer.
    enum Part: Sendable {
        /// The status line and headers.
        case head(HTTPURLResponse)
        /// More of the body.
        case body(Data)
    }

    private struct State {
        var continuation: AsyncThrowingStream<Part, any Error>.Continuation?
        var task: URLSessionDataTask?
        var lastActivity = ContinuousClock.now
        var receivedBody = false
        var watchdog: (any DispatchSourceTimer)?
    }

    private let request: URLRequest
    private let timeouts: ServerTimeouts
    private let state = Mutex(State())

    /// Creates a stream for a request; nothing is sent before ``start()``.
    init(request: URLRequest, timeouts: ServerTimeouts) {
        self.request = request
        self.timeouts = timeouts
    }

    /// Sends the request and returns its answer as parts. The stream ends when the answer does,
    /// throws the transport's error, or throws ``LanguageModelError/timeout(_:)`` when the
    /// server stalls past the timeouts.
    func start() -> AsyncThrowingStream<Part, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Part.self, throwing: (any Error).self)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = max(timeouts.firstByte.seconds, timeouts.idle.seconds) + 5
        configuration.timeoutIntervalForResource = 7 * 24 * 3600
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        let task = session.dataTask(with: request)
        state.withLock { state in
            state.continuation = continuation
            state.task = task
            state.lastActivity = .now
            state.watchdog = makeWatchdog()
        }
        continuation.onTermination = { [weak self] _ in self?.cancel() }
        task.resume()
        // The session keeps its delegate until it is invalidated: let it go once the task ends.
        session.finishTasksAndInvalidate()
        return stream
    }

    /// Cancels the request, closing its connection.
    func cancel() {
        let task = state.withLock { $0.task }
        task?.cancel()
    }

    private func finish(throwing error: (any Error)?) {
        let (continuation, watchdog) = state.withLock { state in
            defer {
                state.continuation = nil
                state.watchdog = nil
            }
            return (state.continuation, state.watchdog)
        }
        watchdog?.cancel()
        continuation?.finish(throwing: error)
    }

    private func yield(_ part: Part) {
        let continuation = state.withLock { state in
            state.lastActivity = .now
            if case .body = part { state.receivedBody = true }
            return state.continuation
        }
        continuation?.yield(part)
    }

    /// A timer that ends the request with a timeout when nothing arrives for too long. It runs
    /// on a Dispatch queue rather than Swift's cooperative pool, so busy tasks can't delay it.
    private func makeWatchdog() -> any DispatchSourceTimer {
        let limit = min(timeouts.firstByte, timeouts.idle)
        let tick = max(10, min(250, Int(limit.seconds * 250)))
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .userInitiated))
        timer.schedule(deadline: .now() + .milliseconds(tick), repeating: .milliseconds(tick))
        timer.setEventHandler { [weak self] in self?.check() }
        timer.resume()
        return timer
    }

    /// Ends the request with a timeout when it has been quiet for longer than allowed.
    private func check() {
        let (elapsed, receivedBody, open) = state.withLock {
            (ContinuousClock.now - $0.lastActivity, $0.receivedBody, $0.continuation != nil)
        }
        guard open else { return }
        let allowed = receivedBody ? timeouts.idle : timeouts.firstByte
        guard elapsed > allowed else { return }
        let what = receivedBody ? "the stream stalled" : "no answer arrived"
        finish(
            throwing: LanguageModelError.timeout(
                .init(
                    debugDescription:
                        "\(what) for more than \(allowed) at \(request.url?.absoluteString ?? "the server"): "
                        + "the server may be overloaded; try again or raise ServerTimeouts")))
        cancel()
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if let response = response as? HTTPURLResponse { yield(.head(response)) }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        yield(.body(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        finish(throwing: error)
    }
}
