import Synchronization

/// Fixed text handed out line by line or whole: the storage of ``StandardInput/text(_:)``.
final class LineQueue: Sendable {
    private let remaining: Mutex<Substring>

    init(_ text: String) {
        remaining = Mutex(Substring(text))
    }

    /// The next line without its line break, or `nil` when nothing is left.
    func next() -> String? {
        remaining.withLock { rest in
            guard !rest.isEmpty else { return nil }
            guard let newline = rest.firstIndex(of: "\n") else {
                defer { rest = "" }
                return String(rest)
            }
            defer { rest = rest[rest.index(after: newline)...] }
            return String(rest[..<newline])
        }
    }

    /// Everything not read yet.
    func rest() -> String {
        remaining.withLock { rest in
            defer { rest = "" }
            return String(rest)
        }
    }
}
