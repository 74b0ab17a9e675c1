/// Splits a server-sent-events byte stream into the `data` payloads of its events.
///
/// Lines end in `\n` or `\r\n`; a blank line ends an event; lines starting with `:` are comments;
/// `event`, `id` and `retry` fields are ignored. Any other line is an error that quotes it, since
/// a chat-completions stream never sends one (it usually means a proxy's error page, or a server
/// that is not OpenAI-compatible).
struct ServerSentEventParser {
    private var pending: [UInt8] = []
    private var data: [String] = []
    private(set) var lineNumber = 0

    /// Adds bytes and returns the data of every event they complete.
    /// - Throws: ``ServerError`` (`malformedStream`) naming the offending line.
    mutating func feed(_ bytes: some Sequence<UInt8>) throws(ServerError) -> [String] {
        pending.append(contentsOf: bytes)
        var events: [String] = []
        var start = pending.startIndex
        while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            var end = newline
            if end > start, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = String(decoding: pending[start..<end], as: UTF8.self)
            start = newline + 1
            if let event = try take(line) { events.append(event) }
        }
        pending.removeSubrange(pending.startIndex..<start)
        return events
    }

    /// Ends the stream and returns the data of an event not followed by a blank line, if any.
    /// - Throws: ``ServerError`` when a partial line is left over that is not a valid field.
    mutating func finish() throws(ServerError) -> String? {
        if !pending.isEmpty {
            let line = String(decoding: pending, as: UTF8.self)
            pending.removeAll()
            if let event = try take(line) { return event }
        }
        return try take("")
    }

    private mutating func take(_ line: String) throws(ServerError) -> String? {
        lineNumber += 1
        if line.isEmpty {
            guard !data.isEmpty else { return nil }
            defer { data.removeAll() }
            return data.joined(separator: "\n")
        }
        if line.hasPrefix(":") { return nil }
        let field: Substring
        var value: Substring = ""
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.hasPrefix(" ") { value = value.dropFirst() }
        } else {
            field = line[...]
        }
        switch field {
        case "data": data.append(String(value))
        case "event", "id", "retry": break
        default: throw Self.malformed(line, lineNumber: lineNumber, why: "not a server-sent-events field")
        }
        return nil
    }

    /// The error for a line that can't be read, quoting (the start of) the line.
    static func malformed(_ line: String, lineNumber: Int, why: String) -> ServerError {
        let shown = line.count > 200 ? String(line.prefix(200)) + "…" : line
        return ServerError(
            .malformedStream,
            "malformed event stream at line \(lineNumber) (\(why)): \(shown.debugDescription); "
                + "check that the URL points at an OpenAI-compatible /v1 endpoint and not at a proxy's error page")
    }
}
