import Foundation
import LMCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: each connection's request is recorded and
/// answered by a script of steps (send bytes, pause, wait for the client to hang up), so tests
/// can produce the faults real servers rarely do on demand.
///
/// `@unchecked Sendable`: mutable state lives in `state` (a `Mutex`); `listener` and `port` are
/// set in `init`; each connection is served on its own thread and owns its socket.
public final class StubHTTPServer: @unchecked Sendable {
    /// A request the server received.
    public struct Request: Sendable {
        /// The method, such as `POST`.
        public var method: String
        /// The path, such as `/v1/models`.
        public var path: String
        /// The headers, with lowercased names.
        public var headers: [String: String]
        /// The body.
        public var body: Data

        /// The body as JSON content.
        public var json: GeneratedContent? { try? GeneratedContent(json: String(decoding: body, as: UTF8.self)) }
    }

    /// One step of an answer.
    public enum Step: Sendable {
        /// Sends text as UTF-8.
        case send(String)
        /// Sends bytes (which may end inside a UTF-8 character).
        case sendBytes([UInt8])
        /// Waits.
        case pause(Duration)
        /// Reads until the client closes the connection (or 60 s pass) and counts the close.
        case waitForClientClose
    }

    private struct State {
        var requests: [Request] = []
        var clientCloses = 0
        var stopped = false
    }

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let state = Mutex(State())
    private let handler: @Sendable (Request, Int) -> [Step]

    /// The server's base URL.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The requests received so far, in order.
    public var requests: [Request] { state.withLock { $0.requests } }

    /// How many times a client closed a connection the server was holding open.
    public var clientCloses: Int { state.withLock { $0.clientCloses } }

    /// Starts a server on a free port.
    /// - Parameter handler: The answer to a request, given the request and its number (from 0).
    public convenience init(handler: @escaping @Sendable (Request, Int) -> [Step]) throws {
        let (listener, port) = try Self.listen()
        self.init(listener: listener, port: port, handler: handler)
    }

    /// Starts a server on a port reserved with ``reservePort()``, which then stops refusing
    /// connections: a server that "comes back" where a dead one was.
    /// - Parameters:
    ///   - reserved: The reserved port's socket and number.
    ///   - handler: The answer to a request, given the request and its number (from 0).
    public convenience init(
        on reserved: (socket: Int32, port: UInt16), handler: @escaping @Sendable (Request, Int) -> [Step]
    )
        throws
    {
        guard Glibc.listen(reserved.socket, 64) == 0 else {
            close(reserved.socket)
            throw StubError("listen failed on port \(reserved.port): errno \(errno)")
        }
        self.init(listener: reserved.socket, port: reserved.port, handler: handler)
    }

    private init(listener: Int32, port: UInt16, handler: @escaping @Sendable (Request, Int) -> [Step]) {
        self.handler = handler
        self.listener = listener
        self.port = port
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit {
        stop()
    }

    /// Stops accepting connections.
    public func stop() {
        let alreadyStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !alreadyStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Binds a socket to a free port on 127.0.0.1 without listening: connections to the port are
    /// refused (a dead server), and no other socket can take the port until this one is closed
    /// or handed to ``init(on:handler:)``.
    public static func reservePort() throws -> (socket: Int32, port: UInt16) {
        try bindFreePort(listening: false)
    }

    /// Opens a listening socket on 127.0.0.1 with a port the system picks.
    public static func listen() throws -> (Int32, UInt16) {
        try bindFreePort(listening: true)
    }

    private static func bindFreePort(listening: Bool) throws -> (socket: Int32, port: UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw StubError("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(fd, generic, length) == 0 && (!listening || Glibc.listen(fd, 64) == 0)
                    && getsockname(fd, generic, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw StubError("bind/listen failed: errno \(errno)")
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 { return }
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = Self.readRequest(connection) else { return }
        let number = state.withLock { state in
            state.requests.append(request)
            return state.requests.count - 1
        }
        for step in handler(request, number) {
            switch step {
            case .send(let text):
                guard Self.write(Array(text.utf8), to: connection) else { return }
            case .sendBytes(let bytes):
                guard Self.write(bytes, to: connection) else { return }
            case .pause(let duration):
                Thread.sleep(
                    forTimeInterval: Double(duration.components.seconds) + Double(duration.components.attoseconds)
                        / 1e18)
            case .waitForClientClose:
                if Self.waitForClose(connection) { state.withLock { $0.clientCloses += 1 } }
                return
            }
        }
    }

    private static func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    private static func waitForClose(_ connection: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 {
                if recv(connection, &buffer, buffer.count, 0) <= 0 { return true }
            }
        }
        return false
    }

    private static func readRequest(_ connection: Int32) -> Request? {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        while headerEnd == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            data.append(contentsOf: buffer[0..<count])
            if data.count >= 4 {
                headerEnd = (0...(data.count - 4)).first { Array(data[$0..<$0 + 4]) == separator }
            }
        }
        guard let headerEnd else { return nil }
        let head = String(decoding: data[0..<headerEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = head.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        var body = Array(data[(headerEnd + 4)...])
        while body.count < length {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { break }
            body.append(contentsOf: buffer[0..<count])
        }
        return Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: Data(body))
    }
}

/// A failure of the stub server's setup.
public struct StubError: Error, CustomStringConvertible {
    /// What failed.
    public var description: String
    /// Creates a failure.
    public init(_ description: String) { self.description = description }
}
