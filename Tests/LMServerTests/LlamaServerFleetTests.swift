import Foundation
import LMCore
import LMFallback
import LMServerTestSupport
import Testing

@testable import LMServer

/// A fleet of two real llama-servers running SmolLM2-135M-Instruct. Each test starts its own
/// servers and stops them when it ends, whatever happens.
@Suite(
    "LMServer: a fleet of llama-servers", .serialized,
    .enabled(if: LlamaServerProcess.canRun, Comment(rawValue: LlamaServerProcess.skipReason)))
struct LlamaServerFleetTests {
    /// A fleet over the servers, with generous timeouts (a probe of a busy machine may be slow;
    /// a stopped server refuses at once) and quick retries.
    static func fleet(_ servers: [LlamaServerProcess]) -> ServerFleetLanguageModel {
        ServerFleetLanguageModel(
            baseURLs: servers.map(\.baseURL), model: LlamaServerProcess.alias, apiKeyEnvironmentVariable: nil,
            timeouts: ServerTimeouts(firstByte: .seconds(60), idle: .seconds(60), probe: .seconds(30)),
            retryPolicy: ServerRetryPolicy(maximumAttempts: 2, initialDelay: .milliseconds(50)), contextSize: 2048)
    }

    static let options = GenerationOptions(maximumResponseTokens: 16)

    @Test("a fleet of two servers answers concurrent requests, and both serve some")
    func bothServe() async throws {
        let first = try await LlamaServerProcess()
        defer { first.stop() }
        let second = try await LlamaServerProcess()
        defer { second.stop() }
        let fleet = Self.fleet([first, second])
        #expect(await fleet.checkAvailability() == .available)
        let answers = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await LanguageModelSession(model: fleet).respond(
                        to: "Say hello in one short sentence.", options: Self.options
                    ).content
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 4)
        #expect(answers.allSatisfy { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty })
        let status = await fleet.endpointStatus()
        #expect(status.allSatisfy { $0.isAdmitted && $0.availability == .available })
        #expect(status.allSatisfy { $0.answeredRequests > 0 })
        #expect(status.map(\.answeredRequests).reduce(0, +) == 4)
        #expect(status.map(\.outstandingRequests) == [0, 0])
    }

    @Test("when one server stops, requests keep succeeding on the other")
    func oneServerStops() async throws {
        let first = try await LlamaServerProcess()
        defer { first.stop() }
        let second = try await LlamaServerProcess()
        defer { second.stop() }
        let fleet = Self.fleet([first, second])
        first.stop()
        // The first request goes to the stopped server (a tie, and it comes first): it fails over
        // before any of the answer arrived, and the stopped server is ejected.
        for _ in 0..<4 {
            let response = try await LanguageModelSession(model: fleet).respond(
                to: "Name a color.", options: Self.options)
            #expect(!response.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
        let status = await fleet.endpointStatus(refresh: false)
        #expect(!status[0].isAdmitted)
        #expect(status[0].answeredRequests == 0)
        #expect(status[1].isAdmitted)
        #expect(status[1].answeredRequests == 4)
    }

    @Test("the chain fleet → fallback answers from the fallback when both servers are stopped")
    func routerFallsBackWhenTheFleetIsDown() async throws {
        let first = try await LlamaServerProcess()
        defer { first.stop() }
        let second = try await LlamaServerProcess()
        defer { second.stop() }
        let fleet = Self.fleet([first, second])
        let router = LanguageModelRouter([fleet, FallbackLanguageModel()])
        #expect(await fleet.checkAvailability() == .available)
        let served = try await LanguageModelSession(model: router).respond(to: "Name a color.", options: Self.options)
        #expect(served.servedBy.provider == "server")
        #expect(served.servedBy.reason == .firstChoice)

        first.stop()
        second.stop()
        // The fleet's cached probes still say available: the first request finds out, and fails
        // naming both servers (ServerError is not a failure the default policy falls back from).
        await #expect {
            _ = try await LanguageModelSession(model: fleet).respond(to: "Name a color.", options: Self.options)
        } throws: { error in
            let message = "\(error)"
            return message.contains(first.baseURL.host ?? "?") && message.contains(":\(first.port)")
                && message.contains(":\(second.port)")
        }
        // Both are ejected now, so the router passes the fleet over at once.
        let fallback = try await LanguageModelSession(model: router).respond(
            to: "Name a color.", options: Self.options)
        #expect(fallback.servedBy.provider == "fallback")
        #expect(fallback.servedBy.reason.isFallback)
        #expect("\(fallback.servedBy.reason)".contains(":\(first.port)"))
        #expect(!fallback.content.isEmpty)
        guard case .unavailable(let reason) = await fleet.checkAvailability() else {
            Issue.record("expected the stopped fleet to be unavailable")
            return
        }
        #expect(reason.description.contains(":\(first.port)/v1") && reason.description.contains(":\(second.port)/v1"))
    }
}
