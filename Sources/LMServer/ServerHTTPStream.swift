import Foundation
import LMCore
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP request whose answer arrives piece by piece, turned into an async stream of parts,
/// with a watchdog for servers that stall: `http://` URLs go over a ``PlainHTTPExchange`` (a
/// socket that waits in `poll(2)`), others over a delegate-based `URLSession` data task
/// (Linux's Foundation has no async byte streams).
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
        var exchange: PlainHTTPExchange?
        var lastActivity = ContinuousClock.now
        var receivedBody = false
        var watchdog: (any DispatchSourceTimer)?
    }

    /// Sends `http://` requests through `URLSession` too, so tests can reach that path (which
    /// `https://` takes) with a plain stub server.
    @TaskLocal static var alwaysUsesURLSession = false

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
        state.withLock { state in
            state.continuation = continuation
            state.lastActivity = .now
            state.watchdog = makeWatchdog()
        }
        continuation.onTermination = { [weak self] _ in self?.cancel() }
        if request.url?.scheme?.lowercased() == "http", !Self.alwaysUsesURLSession {
            startExchange()
        } else {
            startDataTask()
        }
        return stream
    }

    private func startExchange() {
        let exchange = PlainHTTPExchange(
            request: request,
            handlers: .init(
                head: { [self] in yield(.head($0)) },
                body: { [self] in yield(.body($0)) },
                end: { [self] in finish(throwing: $0) }))
        state.withLock { $0.exchange = exchange }
        exchange.start()
    }

    private func startDataTask() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = max(timeouts.firstByte.seconds, timeouts.idle.seconds) + 5
        configuration.timeoutIntervalForResource = 7 * 24 * 3600
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        let task = session.dataTask(with: request)
        state.withLock { $0.task = task }
        task.resume()
        // The session keeps its delegate until it is invalidated: let it go once the task ends.
        session.finishTasksAndInvalidate()
    }

    /// Cancels the request, closing its connection.
    func cancel() {
        let (task, exchange) = state.withLock { ($0.task, $0.exchange) }
        task?.cancel()
        exchange?.cancel()
    }

    /// Ends the stream (once) and lets go of the connection: a request that ends early (a
    /// stall, a cancelled stream) is cancelled, which closes it.
    private func finish(throwing error: (any Error)?) {
        let (continuation, watchdog, task, exchange) = state.withLock { state in
            defer {
                state.continuation = nil
                state.watchdog = nil
                state.task = nil
                state.exchange = nil
            }
            return (state.continuation, state.watchdog, state.task, state.exchange)
        }
        watchdog?.cancel()
        continuation?.finish(throwing: error)
        task?.cancel()
        exchange?.cancel()
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
