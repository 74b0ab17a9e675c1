import LMCore
import Testing

@Suite("FallbackPolicy: which executor failures move a request to the next model")
struct FallbackPolicyTests {
    struct TransportFailure: LanguageModelUnreachableError {
        var isUnreachable: Bool
    }

    @Test("an unreachable model falls back; the same error type that is not unreachable does not")
    func unreachable() {
        for policy in [FallbackPolicy.default, .broad] {
            #expect(policy.shouldFallBack(after: TransportFailure(isUnreachable: true)))
            #expect(!policy.shouldFallBack(after: TransportFailure(isUnreachable: false)))
        }
    }

    @Test("an executor's LanguageModelError is judged as the session error it surfaces as")
    func executorErrors() {
        let tooLong = LanguageModelError.contextSizeExceeded(
            .init(contextSize: 2048, tokenCount: 4000, debugDescription: "too long"))
        #expect(FallbackPolicy.default.shouldFallBack(after: tooLong))
        let limited = LanguageModelError.rateLimited(.init(resetDate: nil, debugDescription: "slow down"))
        #expect(!FallbackPolicy.default.shouldFallBack(after: limited))
        #expect(FallbackPolicy.broad.shouldFallBack(after: limited))
        #expect(!FallbackPolicy.broad.shouldFallBack(after: CancellationError()))
    }

    @Test("a router passes an unreachable model by and says why")
    func routerFallsBackWhenUnreachable() async throws {
        let primary = MockLanguageModel(
            replies: [.failure(TransportFailure(isUnreachable: true))], providerName: "server")
        let secondary = MockLanguageModel(replies: [.text("rescued")], providerName: "fallback")
        let session = LanguageModelSession(model: LanguageModelRouter([primary, secondary]))
        let response = try await session.respond(to: "Hello")
        #expect(response.content == "rescued")
        #expect(response.servedBy.reason.description.contains("server failed"))
    }
}
