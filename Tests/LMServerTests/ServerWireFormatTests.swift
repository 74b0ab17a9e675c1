import Foundation
import Testing

@testable import LMServer

@Suite("LMServer: wire formats")
struct ServerWireFormatTests {
    @Test(
        "server-sent events split across reads, with CRLF, comments and multi-line data",
        arguments: [1, 3, 7, 1000])
    func serverSentEvents(readSize: Int) throws {
        let stream = Array(
            ": keep-alive\r\nevent: message\r\ndata: {\"a\":\r\ndata: 1}\r\n\r\nid: 4\ndata: [DONE]\n\n".utf8)
        var parser = ServerSentEventParser()
        var events: [String] = []
        var offset = 0
        while offset < stream.count {
            events += try parser.feed(stream[offset..<min(offset + readSize, stream.count)])
            offset += readSize
        }
        #expect(try parser.finish() == nil)
        #expect(events == ["{\"a\":\n1}", "[DONE]"])
    }

    @Test("an event without a closing blank line is delivered at the end; a foreign line is an error")
    func endsAndErrors() throws {
        var parser = ServerSentEventParser()
        #expect(try parser.feed(Array("data: last".utf8)).isEmpty)
        #expect(try parser.finish() == "last")
        var strict = ServerSentEventParser()
        #expect {
            _ = try strict.feed(Array("data: x\n\nnonsense here\n".utf8))
        } throws: { error in
            (error as? ServerError)?.code == .malformedStream && "\(error)".contains("line 3")
                && "\(error)".contains("nonsense here")
        }
    }

    @Test("Retry-After as seconds and as an HTTP date")
    func retryAfter() throws {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(ServerFailures.retryDate(from: "30", now: now) == now.addingTimeInterval(30))
        let date = try #require(ServerFailures.retryDate(from: "Wed, 21 Oct 2015 07:28:00 GMT"))
        #expect(date.timeIntervalSince1970 == 1_445_412_480)
        #expect(ServerFailures.retryDate(from: "soon") == nil)
    }

    @Test("retry delays grow exponentially, are capped, and are jittered")
    func retryDelays() {
        let policy = ServerRetryPolicy(maximumAttempts: 5, initialDelay: .milliseconds(100), maximumDelay: .seconds(1))
        #expect(policy.delay(afterAttempt: 1, random: 1) == .milliseconds(100))
        #expect(policy.delay(afterAttempt: 3, random: 1) == .milliseconds(400))
        #expect(policy.delay(afterAttempt: 9, random: 1) == .seconds(1))
        #expect(policy.delay(afterAttempt: 3, random: 0.5) == .milliseconds(200))
        #expect(policy.delay(afterAttempt: 3, random: 0) == .zero)
        #expect(ServerRetryPolicy(maximumAttempts: 0).maximumAttempts == 1)
    }
}
