import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

@Suite("LMServer: transports (plain sockets for http://, URLSession for https://)")
struct ServerTransportTests {
    @Test("a chunked event stream split across reads arrives whole", arguments: [false, true])
    func chunkedStream(throughURLSession: Bool) async throws {
        let server = try StubHTTPServer { _, _ in
            StubResponses.chunkedStream([
                StubResponses.text("Grüße, "), StubResponses.text("wörld"),
                StubResponses.usage(prompt: 5, completion: 2, cached: 0),
            ])
        }
        let events = try await ServerHTTPStream.$alwaysUsesURLSession.withValue(throughURLSession) {
            try await ServerTestSupport.respond(ServerTestSupport.model(server), to: ServerTestSupport.request("hi"))
        }
        #expect(events.text == "Grüße, wörld")
        #expect(events.usage?.output.totalTokenCount == 2)
    }

    @Test("through URLSession: an error status, a refused connection and a cancellation")
    func urlSessionPath() async throws {
        try await ServerHTTPStream.$alwaysUsesURLSession.withValue(true) {
            let failing = try StubHTTPServer { _, _ in
                StubResponses.json(status: 401, #"{"error":{"message":"bad key"}}"#)
            }
            await #expect {
                _ = try await ServerTestSupport.respond(
                    ServerTestSupport.model(failing), to: ServerTestSupport.request("hi"))
            } throws: { error in
                (error as? ServerError)?.code == .unauthorized(status: 401)
            }

            let (socket, port) = try StubHTTPServer.listen()
            close(socket)
            let refused = ServerLanguageModel(
                baseURL: URL(string: "http://127.0.0.1:\(port)")!, model: "m", apiKeyEnvironmentVariable: nil,
                retryPolicy: ServerRetryPolicy(maximumAttempts: 1), dialect: .openAI)
            await #expect {
                _ = try await ServerTestSupport.respond(refused, to: ServerTestSupport.request("hi"))
            } throws: { error in
                (error as? ServerError)?.code == .connectionFailed && "\(error)".contains("127.0.0.1:\(port)")
            }

            let holding = try StubHTTPServer { _, _ in
                [
                    .send(StubResponses.streamHead + StubResponses.event(StubResponses.text("first"))),
                    .waitForClientClose,
                ]
            }
            let recorder = EventRecorder()
            // The test is about cancellation: no timeout may end the request first, however loaded the machine.
            let model = ServerTestSupport.model(holding, idle: .seconds(600), firstByte: .seconds(600))
            let task = Task {
                try await ServerHTTPStream.$alwaysUsesURLSession.withValue(true) {
                    let executor = try ServerLanguageModelExecutor(configuration: model.executorConfiguration)
                    try await executor.respond(
                        to: ServerTestSupport.request("hi"), model: model, streamingInto: recorder.channel)
                }
            }
            let deadline = ContinuousClock.now + .seconds(600)
            while recorder.events.isEmpty, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
            while holding.clientCloses == 0, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(holding.clientCloses == 1)
        }
    }

    @Test("the chunked decoder gives the same body however the bytes are split")
    func chunkedDecoderSplits() throws {
        let wire = Array(
            "5;name=x\r\nHello\r\n1\r\n,\r\nC\r\n chunked wor\r\n2\r\nld\r\n0\r\nTrailer: yes\r\n\r\n".utf8)
        for split in 1..<wire.count {
            var decoder = HTTPChunkedDecoder()
            var body = try decoder.feed(wire[..<split])
            #expect(!decoder.isFinished)
            body += try decoder.feed(wire[split...])
            #expect(String(decoding: body, as: UTF8.self) == "Hello, chunked world")
            #expect(decoder.isFinished)
        }
    }

    @Test("a broken chunk size or a chunk without its CRLF is a framing error that quotes it")
    func chunkedDecoderErrors() {
        var notHex = HTTPChunkedDecoder()
        #expect {
            _ = try notHex.feed(Array("zz\r\n".utf8))
        } throws: { error in
            "\(error)".contains("'zz'")
        }
        var noCRLF = HTTPChunkedDecoder()
        #expect(throws: HTTPChunkedDecoder.FramingError.self) {
            _ = try noCRLF.feed(Array("3\r\nabcXYZ\r\n".utf8))
        }
    }

    @Test("a body cut off before its last chunk is a dropped connection, not a complete answer")
    func truncatedChunkedBody() async throws {
        let server = try StubHTTPServer { _, _ in
            [
                .send(
                    "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
                        + "40\r\ndata: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"par")
            ]
        }
        await #expect {
            _ = try await ServerTestSupport.respond(
                ServerTestSupport.model(server, attempts: 1), to: ServerTestSupport.request("hi"))
        } throws: { error in
            (error as? ServerError)?.code == .connectionFailed
        }
    }
}
