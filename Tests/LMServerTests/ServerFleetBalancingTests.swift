import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

@Suite("LMServer: a fleet's balancing over stub servers")
struct ServerFleetBalancingTests {
    @Test("concurrent requests spread over two servers by requests in flight")
    func concurrentRequestsSpreadEvenly() async throws {
        // Both stubs hold every chat request until the gate opens, so all six are in flight at
        // once and the counts the fleet balances on can't change under it.
        let gate = Gate()
        defer { gate.open() }
        let a = try FleetTestSupport.server(answering: "a", gate: gate)
        let b = try FleetTestSupport.server(answering: "b", gate: gate)
        let fleet = FleetTestSupport.fleet([a.baseURL, b.baseURL])
        let requests = (0..<6).map { _ in Task { try await FleetTestSupport.respond(fleet).text } }
        try await FleetTestSupport.wait { a.chatRequests + b.chatRequests == 6 }
        #expect(a.chatRequests == 3)
        #expect(b.chatRequests == 3)
        let held = await fleet.endpointStatus(refresh: false)
        #expect(held.map(\.outstandingRequests) == [3, 3])
        #expect(held.allSatisfy { $0.isAdmitted })
        gate.open()
        var answers: [String] = []
        for request in requests { answers.append(try await request.value) }
        #expect(answers.sorted() == ["a", "a", "a", "b", "b", "b"])
        let done = await fleet.endpointStatus(refresh: false)
        #expect(done.map(\.outstandingRequests) == [0, 0])
        #expect(done.map(\.answeredRequests) == [3, 3])
        #expect(done.map(\.sentRequests) == [3, 3])
    }

    @Test("a server busy with a request is passed over; idle servers take turns")
    func leastOutstandingThenRoundRobin() async throws {
        let gate = Gate()
        defer { gate.open() }
        let a = try FleetTestSupport.server(answering: "a", gate: gate)
        let b = try FleetTestSupport.server(answering: "b")
        let fleet = FleetTestSupport.fleet([a.baseURL, b.baseURL])
        // The first request goes to a (a tie, and a comes first) and stays there until the gate
        // opens; one request at a time, plain round-robin would send every other one to a.
        let held = Task { try await FleetTestSupport.respond(fleet).text }
        try await FleetTestSupport.wait { a.chatRequests == 1 }
        var whileHeld: [String] = []
        for _ in 0..<4 { whileHeld.append(try await FleetTestSupport.respond(fleet).text) }
        #expect(whileHeld == ["b", "b", "b", "b"])
        #expect(a.chatRequests == 1)
        gate.open()
        #expect(try await held.value == "a")
        // Both idle again: the tie goes round-robin, continuing after b.
        var idle: [String] = []
        for _ in 0..<2 { idle.append(try await FleetTestSupport.respond(fleet).text) }
        #expect(idle == ["a", "b"])
    }

    @Test("a cancelled request stops counting as in flight")
    func cancelledRequestIsCounted() async throws {
        let gate = Gate()
        defer { gate.open() }
        let a = try FleetTestSupport.server(answering: "a", gate: gate)
        let b = try FleetTestSupport.server(answering: "b", gate: gate)
        let fleet = FleetTestSupport.fleet([a.baseURL, b.baseURL])
        let held = Task { try await FleetTestSupport.respond(fleet).text }
        try await FleetTestSupport.wait { a.chatRequests == 1 }
        #expect(await fleet.endpointStatus(refresh: false).map(\.outstandingRequests) == [1, 0])
        held.cancel()
        await #expect(throws: CancellationError.self) { try await held.value }
        let after = await fleet.endpointStatus(refresh: false)
        #expect(after.map(\.outstandingRequests) == [0, 0])
        #expect(after.map(\.answeredRequests) == [0, 0])
        #expect(after.allSatisfy { $0.isAdmitted })
    }

    @Test("a session's requests spread over the fleet through the shared executor")
    func sessionsShareTheBalancingState() async throws {
        let a = try FleetTestSupport.server(answering: "a")
        let b = try FleetTestSupport.server(answering: "b")
        let fleet = FleetTestSupport.fleet([a.baseURL, b.baseURL])
        var answers: [String] = []
        for _ in 0..<4 {
            answers.append(try await LanguageModelSession(model: fleet).respond(to: "hi").content)
        }
        #expect(answers == ["a", "b", "a", "b"])
        #expect(fleet.providerName == "server")
        #expect(fleet.modelIdentifier == "stub-model@fleet(127.0.0.1:\(a.port),127.0.0.1:\(b.port))")
    }

    @Test("a fleet's state is shared by every value of its configuration, and lives while one does")
    func stateLivesWithTheFleet() async throws {
        let a = try FleetTestSupport.server(answering: "a")
        let configuration: ServerFleetConfiguration
        do {
            let fleet = FleetTestSupport.fleet([a.baseURL])
            configuration = fleet.configuration
            _ = try await FleetTestSupport.respond(fleet)
            let copy = ServerFleetLanguageModel(configuration: configuration)
            #expect(await copy.endpointStatus(refresh: false)[0].sentRequests == 1)
            // A use of the first value after the copy's check, so it is certainly alive until then.
            #expect(await fleet.endpointStatus(refresh: false)[0].answeredRequests == 1)
        }
        let later = ServerFleetLanguageModel(configuration: configuration)
        #expect(await later.endpointStatus(refresh: false)[0].sentRequests == 0)
    }

    @Test("a fleet without URLs is unavailable and says to give one; a repeated URL counts once")
    func emptyAndRepeatedURLs() async throws {
        let empty = ServerFleetLanguageModel(baseURLs: [], model: "m")
        guard case .unavailable(.notConfigured(let detail)) = empty.availability else {
            Issue.record("expected notConfigured, got \(empty.availability)")
            return
        }
        #expect(detail.contains("at least one base URL"))
        #expect(await empty.checkAvailability() == empty.availability)
        #expect(await empty.endpointStatus().isEmpty)
        #expect(empty.modelIdentifier == "any@fleet()")
        await #expect {
            _ = try await LanguageModelSession(model: empty).respond(to: "hi")
        } throws: { error in
            guard case .assetsUnavailable(let context) = error as? LanguageModelSession.GenerationError else {
                return false
            }
            return context.debugDescription.contains("at least one base URL")
        }
        await #expect(throws: ServerError.self) { try await empty.prepare(progress: nil) }

        let url = try #require(URL(string: "http://127.0.0.1:8080"))
        let repeated = ServerFleetLanguageModel(
            baseURLs: [url, url.appendingPathComponent("v1"), try #require(URL(string: "http://127.0.0.1:8080/"))],
            model: "m")
        #expect(repeated.configuration.endpoints.map(\.apiRoot.absoluteString) == ["http://127.0.0.1:8080/v1"])
        #expect(repeated.modelIdentifier == "m@fleet(127.0.0.1:8080)")
    }
}
