import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

#if canImport(Glibc)
    import Glibc
#endif

@Suite("LMServer: a fleet's ejection, failover and re-admission with stub servers")
struct ServerFleetFaultTests {
    @Test("a dead server is ejected, the live one answers, and the dead one is re-admitted when it comes back")
    func deadServerIsEjectedAndReadmitted() async throws {
        // A reserved port refuses connections until a stub starts listening on it.
        let reserved = try StubHTTPServer.reservePort()
        var handedOver = false
        defer { if !handedOver { close(reserved.socket) } }
        let live = try FleetTestSupport.server(answering: "live")
        let fleet = FleetTestSupport.fleet([FleetTestSupport.url(of: reserved), live.baseURL])
        var answers: [String] = []
        for _ in 0..<4 { answers.append(try await FleetTestSupport.respond(fleet).text) }
        #expect(answers == ["live", "live", "live", "live"])
        #expect(live.chatRequests == 4)
        let ejected = await fleet.endpointStatus(refresh: false)
        #expect(!ejected[0].isAdmitted)
        #expect(ejected[0].ejectionReason?.contains("connection refused by 127.0.0.1:\(reserved.port)") == true)
        #expect(ejected[0].sentRequests == 1)
        #expect(ejected[1].isAdmitted)

        handedOver = true
        let back = try StubHTTPServer(on: reserved) { request, _ in
            request.method == "GET"
                ? StubResponses.models(["stub-model"]) : StubResponses.stream([StubResponses.text("back")])
        }
        // The background probe re-admits it; no request has to fail on it first.
        try await FleetTestSupport.wait { await fleet.endpointStatus(refresh: false)[0].isAdmitted }
        #expect(await fleet.endpointStatus(refresh: false)[0].isAdmitted)
        #expect(back.chatRequests == 0)
        var after: [String] = []
        for _ in 0..<2 { after.append(try await FleetTestSupport.respond(fleet).text) }
        #expect(after.sorted() == ["back", "live"])
        #expect(back.chatRequests == 1)
    }

    @Test("a server answering 5xx after its retries is ejected and another answers")
    func serverErrorsEject() async throws {
        let failing = try StubHTTPServer { request, _ in
            request.method == "GET"
                ? StubResponses.models(["stub-model"])
                : StubResponses.json(status: 502, #"{"error":{"message":"upstream gone"}}"#)
        }
        let other = try FleetTestSupport.server(answering: "other")
        // Probes wait a minute, so the ejection is still in place when the test reads it.
        let fleet = FleetTestSupport.fleet(
            [failing.baseURL, other.baseURL], attempts: 2, readmissionProbeDelay: .seconds(60))
        #expect(try await FleetTestSupport.respond(fleet).text == "other")
        #expect(failing.chatRequests == 2)
        let status = ServerFleetState.shared(for: fleet.configuration).statuses(startingProbes: false)
        #expect(!status[0].isAdmitted)
        #expect(status[0].ejectionReason?.contains("HTTP 502") == true)
        #expect(status[0].ejectionReason?.contains("upstream gone") == true)
        #expect(try await FleetTestSupport.respond(fleet).text == "other")
        #expect(failing.chatRequests == 2)
    }

    @Test("an answer cut off mid-stream is an error, not a resend to another server")
    func noFailoverAfterTheFirstByte() async throws {
        let cut = try StubHTTPServer { request, _ in
            request.method == "GET"
                ? StubResponses.models(["stub-model"])
                : StubResponses.stream([StubResponses.text("partial")], done: false)
        }
        let other = try FleetTestSupport.server(answering: "whole")
        let fleet = FleetTestSupport.fleet([cut.baseURL, other.baseURL])
        let recorder = EventRecorder()
        await #expect {
            _ = try await FleetTestSupport.respond(fleet, recorder: recorder)
        } throws: { error in
            (error as? ServerError)?.code == .incompleteResponse
        }
        #expect(recorder.events.text == "partial")
        #expect(cut.chatRequests == 1)
        #expect(other.chatRequests == 0)
        let status = await fleet.endpointStatus(refresh: false)
        #expect(status.map(\.outstandingRequests) == [0, 0])
        #expect(status[0].sentRequests == 1 && status[0].answeredRequests == 0)
        #expect(status[0].isAdmitted)
    }

    @Test(
        "a rate-limited server stays admitted, another answers and is tried first until Retry-After; when all are limited, rateLimited surfaces"
    )
    func rateLimitedServerIsNotEjected() async throws {
        let limited = try StubHTTPServer { request, _ in
            request.method == "GET"
                ? StubResponses.models(["stub-model"])
                : StubResponses.json(
                    status: 429, #"{"error":{"message":"slow down"}}"#, headers: ["Retry-After": "3600"])
        }
        let other = try FleetTestSupport.server(answering: "other")
        let fleet = FleetTestSupport.fleet([limited.baseURL, other.baseURL])
        #expect(try await FleetTestSupport.respond(fleet).text == "other")
        #expect(limited.chatRequests == 1)
        #expect(await fleet.endpointStatus(refresh: false).allSatisfy { $0.isAdmitted })
        // Until its Retry-After date (an hour on), the limited server is tried only after the other,
        // though round-robin would now start with it.
        for _ in 0..<2 { #expect(try await FleetTestSupport.respond(fleet).text == "other") }
        #expect(limited.chatRequests == 1)

        let alsoLimited = try StubHTTPServer { request, _ in
            request.method == "GET"
                ? StubResponses.models(["stub-model"])
                : StubResponses.json(status: 503, #"{"error":{"message":"busy"}}"#, headers: ["Retry-After": "5"])
        }
        let saturated = FleetTestSupport.fleet([limited.baseURL, alsoLimited.baseURL])
        let error = await #expect(throws: LanguageModelError.self) {
            _ = try await FleetTestSupport.respond(saturated)
        }
        guard case .rateLimited(let context) = error else {
            Issue.record("expected rateLimited, got \(String(describing: error))")
            return
        }
        #expect(context.resetDate != nil)
        #expect(limited.chatRequests == 2)
        #expect(alsoLimited.chatRequests == 1)
        #expect(await saturated.endpointStatus(refresh: false).allSatisfy { $0.isAdmitted })
    }

    @Test("when every server is down the error names each, and a router then falls back without a probe")
    func allServersDown() async throws {
        let first = try StubHTTPServer.reservePort()
        let second = try StubHTTPServer.reservePort()
        defer {
            close(first.socket)
            close(second.socket)
        }
        let fleet = FleetTestSupport.fleet(
            [FleetTestSupport.url(of: first), FleetTestSupport.url(of: second)], readmissionProbeDelay: .seconds(60))
        await #expect {
            _ = try await FleetTestSupport.respond(fleet)
        } throws: { error in
            guard let error = error as? ServerError, error.code == .connectionFailed else { return false }
            return error.message.contains("127.0.0.1:\(first.port): connection refused")
                && error.message.contains("127.0.0.1:\(second.port): connection refused")
        }
        guard case .unavailable(let reason) = fleet.availability else {
            Issue.record("expected the fleet to be unavailable, got \(fleet.availability)")
            return
        }
        // Each server is named with why: its ejection, or its probe's answer if one came back already.
        for port in [first.port, second.port] {
            #expect(reason.description.contains("127.0.0.1:\(port)/v1: "))
        }
        #expect(reason.description.components(separatedBy: "connection refused").count == 3)
        let mock = MockLanguageModel(replies: [.text("from the mock")])
        let routed = try await LanguageModelSession(model: LanguageModelRouter([fleet, mock])).respond(to: "hi")
        #expect(routed.content == "from the mock")
        #expect(routed.servedBy.reason.isFallback)
    }

    @Test("when every server is ejected, the one ejected longest ago is tried, so a fleet that comes back answers")
    func allEjectedTriesTheOldest() async throws {
        let first = try StubHTTPServer.reservePort()
        let second = try StubHTTPServer.reservePort()
        var handedOver = false
        defer {
            if !handedOver { close(first.socket) }
            close(second.socket)
        }
        // Probes wait a minute, so only the request itself can find that the first is back.
        let fleet = FleetTestSupport.fleet(
            [FleetTestSupport.url(of: first), FleetTestSupport.url(of: second)], readmissionProbeDelay: .seconds(60))
        await #expect(throws: ServerError.self) { _ = try await FleetTestSupport.respond(fleet) }
        // Read without starting probes: nothing but the next request may reach the first server.
        let state = ServerFleetState.shared(for: fleet.configuration)
        #expect(state.statuses(startingProbes: false).allSatisfy { !$0.isAdmitted })
        handedOver = true
        let back = try StubHTTPServer(on: first) { request, _ in
            request.method == "GET"
                ? StubResponses.models(["stub-model"]) : StubResponses.stream([StubResponses.text("back")])
        }
        #expect(try await FleetTestSupport.respond(fleet).text == "back")
        #expect(back.requests.map(\.method) == ["POST"])
        let status = state.statuses(startingProbes: false)
        #expect(status[0].isAdmitted)
        #expect(!status[1].isAdmitted)
    }

    @Test("a server whose probe says it can't serve the model is ejected; availability names each server")
    func probeEjects() async throws {
        let wrongModel = try StubHTTPServer { request, _ in
            request.method == "GET"
                ? StubResponses.models(["other-model"]) : StubResponses.stream([StubResponses.text("wrong")])
        }
        let right = try FleetTestSupport.server(answering: "right")
        let fleet = FleetTestSupport.fleet([wrongModel.baseURL, right.baseURL])
        #expect(await fleet.checkAvailability() == .available)
        let status = await fleet.endpointStatus(refresh: false)
        #expect(!status[0].isAdmitted)
        #expect(status[0].ejectionReason?.contains("does not serve the model 'stub-model'") == true)
        var answers: [String] = []
        for _ in 0..<3 { answers.append(try await FleetTestSupport.respond(fleet).text) }
        #expect(answers == ["right", "right", "right"])
        #expect(wrongModel.chatRequests == 0)

        let refused = try StubHTTPServer.reservePort()
        defer { close(refused.socket) }
        let broken = FleetTestSupport.fleet([FleetTestSupport.url(of: refused), wrongModel.baseURL])
        guard case .unavailable(let reason) = await broken.checkAvailability() else {
            Issue.record("expected the fleet to be unavailable")
            return
        }
        #expect(reason.description.contains("127.0.0.1:\(refused.port)/v1: connection refused"))
        #expect(reason.description.contains("127.0.0.1:\(wrongModel.port)/v1: the server does not serve the model"))
        #expect(await broken.endpointStatus().allSatisfy { !$0.isAdmitted && !$0.availability.isAvailable })
    }

    @Test("availability never waits, and puts a server's concrete reason before one not checked yet")
    func availabilityOrdersReasons() async throws {
        // The first server holds its probe until the test ends, so it stays "not checked yet".
        let gate = Gate()
        defer { gate.open() }
        let heldProbe = try StubHTTPServer { _, _ in
            gate.wait()
            return StubResponses.models(["stub-model"])
        }
        let refused = try StubHTTPServer.reservePort()
        defer { close(refused.socket) }
        let endpoints = [heldProbe.baseURL, FleetTestSupport.url(of: refused)].map { url in
            ServerConfiguration(
                baseURL: url, model: "stub-model", apiKeyEnvironmentVariable: nil,
                timeouts: ServerTimeouts(firstByte: .seconds(60), idle: .seconds(60), probe: .seconds(60)),
                dialect: .openAI)
        }
        let fleet = ServerFleetLanguageModel(configuration: ServerFleetConfiguration(endpoints: endpoints))
        await ServerAvailabilityProbe.shared.probeAndRemember(endpoints[1])
        guard case .unavailable(let reason) = fleet.availability else {
            Issue.record("expected the fleet to be unavailable, got \(fleet.availability)")
            return
        }
        let text = reason.description
        let refusedAt = try #require(text.range(of: "127.0.0.1:\(refused.port)/v1: connection refused"))
        let heldAt = try #require(text.range(of: "127.0.0.1:\(heldProbe.port)/v1: not checked yet"))
        #expect(refusedAt.lowerBound < heldAt.lowerBound)
        let status = await fleet.endpointStatus(refresh: false)
        #expect(status[0].isAdmitted)
        #expect(!status[1].isAdmitted)
    }
}
