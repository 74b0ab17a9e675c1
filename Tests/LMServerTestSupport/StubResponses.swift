import Foundation
import LMCore

/// Builders for what a chat-completions server sends, for the stub server's scripts.
public enum StubResponses {
    /// A status line and headers for an event stream that ends when the connection closes.
    public static let streamHead = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"

    /// A whole event stream: each payload as a `data:` event, then `[DONE]`.
    public static func stream(_ payloads: [String], done: Bool = true) -> [StubHTTPServer.Step] {
        [.send(streamHead + payloads.map(event).joined() + (done ? event("[DONE]") : ""))]
    }

    /// A whole event stream sent as llama-server sends it: `Transfer-Encoding: chunked`, each
    /// event its own chunk, cut into pieces of `pieceSize` bytes that are sent one by one, so
    /// chunk sizes, data and CRLFs arrive split across reads.
    public static func chunkedStream(_ payloads: [String], pieceSize: Int = 7) -> [StubHTTPServer.Step] {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
        var body = ""
        for text in payloads.map(event) + [event("[DONE]")] {
            body += String(text.utf8.count, radix: 16) + "\r\n" + text + "\r\n"
        }
        body += "0\r\n\r\n"
        let bytes = Array(body.utf8)
        var steps: [StubHTTPServer.Step] = [.send(head)]
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + pieceSize, bytes.count)
            steps += [.sendBytes(Array(bytes[offset..<end])), .pause(.milliseconds(1))]
            offset = end
        }
        return steps
    }

    /// One event.
    public static func event(_ payload: String) -> String {
        "data: \(payload)\n\n"
    }

    /// A chunk with a text delta.
    public static func text(_ text: String) -> String {
        #"{"choices":[{"index":0,"delta":{"content":\#(quote(text))},"finish_reason":null}]}"#
    }

    /// A chunk with one tool-call delta.
    public static func toolCall(index: Int, id: String? = nil, name: String? = nil, arguments: String) -> String {
        let idPart = id.map { #""id":\#(quote($0)),"type":"function","# } ?? ""
        let namePart = name.map { #""name":\#(quote($0)),"# } ?? ""
        return
            #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":\#(index),\#(idPart)"function":{\#(namePart)"arguments":\#(quote(arguments))}}]}}]}"#
    }

    /// The final chunk with usage.
    public static func usage(prompt: Int, completion: Int, cached: Int) -> String {
        #"{"choices":[],"usage":{"prompt_tokens":\#(prompt),"completion_tokens":\#(completion),"prompt_tokens_details":{"cached_tokens":\#(cached)}}}"#
    }

    /// A complete HTTP response with a JSON body.
    public static func json(status: Int, _ body: String, headers: [String: String] = [:]) -> [StubHTTPServer.Step] {
        let extra = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        return [
            .send(
                "HTTP/1.1 \(status) Status\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                    + "Connection: close\r\n\(extra)\r\n\(body)")
        ]
    }

    /// A `GET /v1/models` listing.
    /// - Parameters:
    ///   - names: The models' ids.
    ///   - ownedBy: Each model's `owned_by` (as llama-server, vLLM and Ollama fill it); `nil`
    ///     leaves it out.
    public static func models(_ names: [String], ownedBy: String? = nil) -> [StubHTTPServer.Step] {
        let owner = ownedBy.map { #","owned_by":\#(quote($0))"# } ?? ""
        let models = names.map { #"{"id":\#(quote($0)),"object":"model"\#(owner)}"# }
        return json(status: 200, #"{"object":"list","data":[\#(models.joined(separator: ","))]}"#)
    }

    /// A JSON string literal.
    public static func quote(_ text: String) -> String {
        GeneratedContent(kind: .string(text)).jsonString
    }
}
