import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One HTTP/1.1 request and its answer over a plain TCP connection (`http://` URLs, which is how
/// local and in-cluster inference servers are usually reached), on a thread of its own.
///
/// Linux's `URLSession` keeps a core busy while it waits on a streamed answer (its dispatch
/// sources keep firing for the open socket), which on a small machine takes CPU from the
/// server itself; this exchange waits in `poll(2)` and costs nothing while the server thinks.
/// Sockets are non-blocking, and a pipe wakes the poll at once on ``cancel()``; timeouts are
/// the caller's (``ServerHTTPStream``'s watchdog cancels a stalled exchange).
///
/// `@unchecked Sendable`: the request and handlers are set in `init`; the wake pipe is guarded
/// by `wake` (a `Mutex`), so ``cancel()`` never writes to a closed descriptor.
final class PlainHTTPExchange: @unchecked Sendable {
    /// Where the answer goes, called on the exchange's thread: the head once, body data as it
    /// arrives, then the end exactly once (`nil` when the body was complete).
    struct Handlers: Sendable {
        var head: @Sendable (HTTPURLResponse) -> Void
        var body: @Sendable (Data) -> Void
        var end: @Sendable ((any Error)?) -> Void
    }

    private struct Wake {
        var read: Int32 = -1
        var write: Int32 = -1
        var cancelled = false
    }

    private enum Framing {
        case chunked(HTTPChunkedDecoder)
        case length(remaining: Int)
        case untilClose
    }

    private let request: URLRequest
    private let handlers: Handlers
    private let wake = Mutex(Wake())

    /// Creates an exchange; nothing is sent before ``start()``.
    init(request: URLRequest, handlers: Handlers) {
        self.request = request
        self.handlers = handlers
    }

    /// Sends the request and reads the answer on a new thread.
    func start() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            handlers.end(URLError(.cannotConnectToHost))
            return
        }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        wake.withLock {
            $0.read = fds[0]
            $0.write = fds[1]
        }
        let thread = Thread { [self] in run() }
        thread.start()
    }

    /// Stops the exchange and closes its connection; the end handler then gets `URLError(.cancelled)`.
    func cancel() {
        wake.withLock { wake in
            guard !wake.cancelled else { return }
            wake.cancelled = true
            if wake.write >= 0 {
                var byte: UInt8 = 1
                _ = write(wake.write, &byte, 1)
            }
        }
    }

    private var isCancelled: Bool { wake.withLock { $0.cancelled } }

    private func run() {
        var connection: Int32 = -1
        defer {
            if connection >= 0 { close(connection) }
            wake.withLock { wake in
                close(wake.read)
                close(wake.write)
                wake.read = -1
                wake.write = -1
            }
        }
        do {
            connection = try connect()
            try send(head() + (request.httpBody ?? Data()), on: connection)
            try receive(on: connection)
            handlers.end(nil)
        } catch {
            handlers.end(isCancelled ? URLError(.cancelled) : error)
        }
    }

    // MARK: Connecting

    private func connect() throws -> Int32 {
        guard let url = request.url, let host = url.host else { throw URLError(.badURL) }
        let port = url.port ?? 80
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw URLError(.cannotFindHost)
        }
        defer { freeaddrinfo(list) }
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate {
            candidate = address.pointee.ai_next
            let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            if fd < 0 { continue }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            var yes: Int32 = 1
            _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            #if canImport(Darwin)
                _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            #if canImport(Glibc)
                let connected = Glibc.connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen)
            #else
                let connected = Darwin.connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen)
            #endif
            if connected == 0 { return fd }
            if errno == EINPROGRESS, try wait(for: Int16(POLLOUT), on: fd) {
                var failure: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                if getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 { return fd }
            }
            close(fd)
        }
        throw URLError(.cannotConnectToHost)
    }

    /// Waits until the socket is ready for `events`; `false` on a socket error.
    /// - Throws: `URLError(.cancelled)` when the exchange is cancelled meanwhile.
    private func wait(for events: Int16, on fd: Int32) throws -> Bool {
        let wakeFD = wake.withLock { $0.read }
        while true {
            var descriptors = [
                pollfd(fd: fd, events: events, revents: 0), pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                throw URLError(.networkConnectionLost)
            }
            if descriptors[1].revents != 0 || isCancelled { throw URLError(.cancelled) }
            if descriptors[0].revents & Int16(POLLNVAL) != 0 { return false }
            if descriptors[0].revents != 0 { return true }
        }
    }

    // MARK: Sending

    private func head() -> Data {
        let url = request.url
        let components = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        var target = components?.percentEncodedPath ?? "/"
        if target.isEmpty { target = "/" }
        if let query = components?.percentEncodedQuery { target += "?" + query }
        let host = (url?.host ?? "localhost") + (url?.port.map { ":\($0)" } ?? "")
        var lines = ["\(request.httpMethod ?? "GET") \(target) HTTP/1.1", "Host: \(host)"]
        let fields = request.allHTTPHeaderFields ?? [:]
        for (name, value) in fields.sorted(by: { $0.key < $1.key })
        where !["host", "connection", "content-length"].contains(name.lowercased()) {
            lines.append("\(name): \(value)")
        }
        if let body = request.httpBody { lines.append("Content-Length: \(body.count)") }
        lines.append("Connection: close")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private func send(_ data: Data, on fd: Int32) throws {
        var offset = 0
        while offset < data.count {
            let sent = data.withUnsafeBytes { buffer -> Int in
                #if canImport(Glibc)
                    Glibc.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(fd, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                guard try wait(for: Int16(POLLOUT), on: fd) else { throw URLError(.networkConnectionLost) }
            } else {
                throw URLError(.networkConnectionLost)
            }
        }
    }

    // MARK: Receiving

    private func receive(on fd: Int32) throws {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var pending: [UInt8] = []
        var framing: Framing?
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                    guard try wait(for: Int16(POLLIN), on: fd) else { throw URLError(.networkConnectionLost) }
                    continue
                }
                throw URLError(.networkConnectionLost)
            }
            if count == 0 {
                // The server closed the connection: complete only when the framing says so.
                if case .untilClose = framing { return }
                throw URLError(.networkConnectionLost)
            }
            var bytes = buffer[0..<count]
            if framing == nil {
                pending.append(contentsOf: bytes)
                guard let end = Self.endOfHead(in: pending) else {
                    if pending.count > 65536 { throw URLError(.badServerResponse) }
                    continue
                }
                let (response, bodyFraming) = try parseHead(pending[..<end])
                handlers.head(response)
                framing = bodyFraming
                bytes = ArraySlice(pending[(end + 4)...])
                pending = []
            }
            if try deliver(bytes, framing: &framing) { return }
        }
    }

    /// Hands body bytes on; `true` when the body is complete.
    private func deliver(_ bytes: ArraySlice<UInt8>, framing: inout Framing?) throws -> Bool {
        switch framing {
        case .chunked(var decoder):
            let data: Data
            do {
                data = try decoder.feed(bytes)
            } catch {
                throw URLError(.cannotParseResponse)
            }
            framing = .chunked(decoder)
            if !data.isEmpty { handlers.body(data) }
            return decoder.isFinished
        case .length(let remaining):
            let take = bytes.prefix(remaining)
            if !take.isEmpty { handlers.body(Data(take)) }
            framing = .length(remaining: remaining - take.count)
            return remaining - take.count == 0
        case .untilClose:
            if !bytes.isEmpty { handlers.body(Data(bytes)) }
            return false
        case nil:
            return false
        }
    }

    private static func endOfHead(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    private func parseHead(_ bytes: ArraySlice<UInt8>) throws -> (HTTPURLResponse, Framing) {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = lines.first?.split(separator: " ", maxSplits: 2) ?? []
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/"), let status = Int(statusLine[1]),
            let url = request.url
        else { throw URLError(.badServerResponse) }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            if let existing = fields.first(where: { $0.key.caseInsensitiveCompare(name) == .orderedSame }) {
                fields[existing.key] = existing.value + ", " + value
            } else {
                fields[name] = value
            }
        }
        func field(_ name: String) -> String? {
            fields.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
        guard
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)
        else { throw URLError(.badServerResponse) }
        let framing: Framing
        if request.httpMethod == "HEAD" || status == 204 || status == 304 || (100..<200).contains(status) {
            framing = .length(remaining: 0)
        } else if field("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            framing = .chunked(HTTPChunkedDecoder())
        } else if let length = field("Content-Length").flatMap({ Int($0) }), length >= 0 {
            framing = .length(remaining: length)
        } else {
            framing = .untilClose
        }
        return (response, framing)
    }
}
