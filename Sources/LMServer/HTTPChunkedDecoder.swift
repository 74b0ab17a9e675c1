import Foundation

/// Decodes an HTTP/1.1 body sent with `Transfer-Encoding: chunked`, fed in pieces as they arrive
/// off the socket (a chunk's size line, data and closing CRLF may each be split across reads).
struct HTTPChunkedDecoder {
    /// A body that breaks the chunked framing.
    struct FramingError: Error, CustomStringConvertible {
        var description: String
    }

    private enum Phase {
        case size
        case data(remaining: Int)
        case dataEnd
        case trailers
        case done
    }

    private var phase = Phase.size
    private var line: [UInt8] = []

    /// Whether the last chunk and the trailers have arrived.
    var isFinished: Bool {
        if case .done = phase { return true }
        return false
    }

    /// Feeds bytes and returns the body data they complete.
    /// - Throws: ``FramingError`` for a size line that is not hexadecimal, a chunk not followed
    ///   by CRLF, or a line longer than 8 KB.
    mutating func feed(_ bytes: some Collection<UInt8>) throws(FramingError) -> Data {
        var output = Data()
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch phase {
            case .size, .trailers, .dataEnd:
                let byte = bytes[index]
                index = bytes.index(after: index)
                guard byte == UInt8(ascii: "\n") else {
                    line.append(byte)
                    if line.count > 8192 { throw FramingError(description: "a chunk line longer than 8 KB") }
                    continue
                }
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                let text = String(decoding: line, as: UTF8.self)
                line.removeAll(keepingCapacity: true)
                try endLine(text)
            case .data(let remaining):
                let available = bytes.distance(from: index, to: bytes.endIndex)
                let take = min(remaining, available)
                let end = bytes.index(index, offsetBy: take)
                output.append(contentsOf: bytes[index..<end])
                index = end
                phase = remaining == take ? .dataEnd : .data(remaining: remaining - take)
            case .done:
                return output
            }
        }
        return output
    }

    private mutating func endLine(_ text: String) throws(FramingError) {
        switch phase {
        case .size:
            let sizeText = text.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw FramingError(description: "a chunk size that is not hexadecimal: '\(text.prefix(80))'")
            }
            phase = size == 0 ? .trailers : .data(remaining: size)
        case .dataEnd:
            guard text.isEmpty else {
                throw FramingError(description: "a chunk not followed by CRLF: '\(text.prefix(80))'")
            }
            phase = .size
        case .trailers:
            if text.isEmpty { phase = .done }
        case .data, .done:
            return
        }
    }
}
