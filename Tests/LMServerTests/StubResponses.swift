import Foundation
import LMCore

/// Builders for what a chat-completions server sends, for the stub server's scripts.
enum StubResponses {
    /// A status line and headers for an event stream that ends when the connection closes.
    static let streamHead = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"

    /// A whole event stream: each payload as a `data:` event, then `[DONE]`.
    static func stream(_ payloads: [String], done: Bool = true) -> [StubHTTPServer.Step] {
        [.send(streamHead + payloads.map(event).joined() + (done ? event("[DONE]") : ""))]
    }

    /// One event.
    static func event(_ payload: String) -> String {
        "data: \(payload)\n\n"
    }

    /// A chunk with a text delta.
    static func text(_ text: String) -> String {
        #"{"choices":[{"index":0,"delta":{"content":\#(quote(text))},"finish_reason":null}]}"#
    }

    /// A chunk with one tool-call delta.
    static func toolCall(index: Int, id: String? = nil, name: String? = nil, arguments: String) -> String {
        let idPart = id.map { #""id":\#(quote($0)),"type":"function","# } ?? ""
        let namePart = name.map { #""name":\#(quote($0)),"# } ?? ""
        return
            #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":\#(index),\#(idPart)"function":{\#(namePart)"arguments":\#(quote(arguments))}}]}}]}"#
    }

    /// The final chunk with usage.
    static func usage(prompt: Int, completion: Int, cached: Int) -> String {
        #"{"choices":[],"usage":{"prompt_tokens":\#(prompt),"completion_tokens":\#(completion),"prompt_tokens_details":{"cached_tokens":\#(cached)}}}"#
    }

    /// A complete HTTP response with a JSON body.
    static func json(status: Int, _ body: String, headers: [String: String] = [:]) -> [StubHTTPServer.Step] {
        let extra = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        return [
            .send(
                "HTTP/1.1 \(status) Status\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                    + "Connection: close\r\n\(extra)\r\n\(body)")
        ]
    }

    /// A `GET /v1/models` listing.
    static func models(_ names: [String]) -> [StubHTTPServer.Step] {
        json(
            status: 200,
            #"{"object":"list","data":[\#(names.map { #"{"id":\#(quote($0)),"object":"model"}"# }.joined(separator: ","))]}"#
        )
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        GeneratedContent(kind: .string(text)).jsonString
    }
}
