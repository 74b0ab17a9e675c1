import Foundation
import LMCore
import Synchronization

/// The balancing state of one fleet configuration: requests in flight per endpoint, which
/// endpoints are ejected and why, and the background probes that re-admit them.
///
/// One state per configuration lives in the process (``shared(for:)``) for as long as a model
/// value or an executor of that configuration holds it, so every session of a fleet balances
/// against the same counts; the registry itself holds states weakly, and the background probes
/// stop once nobody holds the state. All mutable state sits in `state`, a `Mutex`.
final class ServerFleetState: Sendable {
    /// A registry entry that does not keep its state alive.
    private struct WeakEntry {
        weak var state: ServerFleetState?
    }

    private static let registry = Mutex<[ServerFleetConfiguration: WeakEntry]>([:])

    /// The state of a configuration: the one in use, or a new one.
    static func shared(for configuration: ServerFleetConfiguration) -> ServerFleetState {
        registry.withLock { states in
            if let existing = states[configuration]?.state { return existing }
            states = states.filter { $0.value.state != nil }
            let made = ServerFleetState(configuration: configuration)
            states[configuration] = WeakEntry(state: made)
            return made
        }
    }

    /// One endpoint's bookkeeping.
    struct Endpoint {
        var outstanding = 0
        var sent = 0
        var answered = 0
        /// When the endpoint was ejected; `nil` while it is admitted.
        var ejectedAt: ContinuousClock.Instant?
        var ejectionReason: String?
        /// When the endpoint was last re-admitted (on evidence: a probe or an answered request);
        /// `nil` if it never was ejected.
        var admittedAt: ContinuousClock.Instant?
        var probing = false
        /// Until when the endpoint asked not to be sent requests (`Retry-After`).
        var rateLimitedUntil: Date?

        var isAdmitted: Bool { ejectedAt == nil }
    }

    private struct State {
        var endpoints: [Endpoint]
        /// Where the round-robin among equally loaded endpoints continues.
        var cursor = 0
    }

    /// An endpoint chosen for a request; counted as in flight until ``finish(_:answered:)``.
    struct Pick: Sendable {
        /// The endpoint's index in the configuration.
        var index: Int
        /// Whether it was admitted when chosen (else it was the ejected endpoint tried last resort).
        var wasAdmitted: Bool
        /// When it was chosen.
        var chosenAt: ContinuousClock.Instant
    }

    let configuration: ServerFleetConfiguration
    let probe: ServerAvailabilityProbe
    private let state: Mutex<State>

    init(configuration: ServerFleetConfiguration, probe: ServerAvailabilityProbe = .shared) {
        self.configuration = configuration
        self.probe = probe
        state = Mutex(State(endpoints: configuration.endpoints.map { _ in Endpoint() }))
    }

    /// Chooses the endpoint for the next attempt of a request and counts it as in flight.
    ///
    /// The admitted endpoint with the fewest requests in flight wins, ties going round-robin;
    /// endpoints that are rate limited come only after the others. When no admitted endpoint
    /// is left to try, the one ejected longest ago is chosen, if `allowingEjected`.
    /// - Parameters:
    ///   - tried: Endpoints this request already tried.
    ///   - allowingEjected: Whether an ejected endpoint may be chosen as the last resort.
    /// - Returns: The endpoint, or `nil` when none is left.
    func pick(excluding tried: Set<Int>, allowingEjected: Bool) -> Pick? {
        let answers = configuration.endpoints.map { probe.answer(for: $0) }
        let (pick, starts) = state.withLock { state -> (Pick?, [Int]) in
            let starts = reconcile(&state, with: answers)
            let count = state.endpoints.count
            let now = Date()
            var chosen: Int?
            var chosenIsLimited = false
            for offset in 0..<count {
                let index = (state.cursor + offset) % count
                let endpoint = state.endpoints[index]
                guard endpoint.isAdmitted, !tried.contains(index) else { continue }
                let isLimited = endpoint.rateLimitedUntil.map { $0 > now } ?? false
                if let best = chosen {
                    let better =
                        chosenIsLimited != isLimited
                        ? chosenIsLimited : endpoint.outstanding < state.endpoints[best].outstanding
                    guard better else { continue }
                }
                chosen = index
                chosenIsLimited = isLimited
            }
            var pick = chosen.map { Pick(index: $0, wasAdmitted: true, chosenAt: .now) }
            if let chosen {
                state.cursor = (chosen + 1) % count
            } else if allowingEjected {
                let ejected = state.endpoints.indices.filter { !tried.contains($0) && !state.endpoints[$0].isAdmitted }
                let oldest = ejected.min { left, right in
                    (state.endpoints[left].ejectedAt ?? .now) < (state.endpoints[right].ejectedAt ?? .now)
                }
                pick = oldest.map { Pick(index: $0, wasAdmitted: false, chosenAt: .now) }
            }
            if let pick {
                state.endpoints[pick.index].outstanding += 1
                state.endpoints[pick.index].sent += 1
            }
            return (pick, starts)
        }
        startProbing(starts)
        return pick
    }

    /// Counts an attempt as finished. A request answered by an ejected endpoint re-admits it,
    /// if it was sent after the ejection (an answer to an older request proves nothing about the
    /// failure that ejected it).
    func finish(_ pick: Pick, answered: Bool) {
        state.withLock { state in
            state.endpoints[pick.index].outstanding -= 1
            guard answered else { return }
            state.endpoints[pick.index].answered += 1
            if let ejectedAt = state.endpoints[pick.index].ejectedAt, pick.chosenAt > ejectedAt {
                admit(pick.index, in: &state)
            }
        }
    }

    /// Remembers that an endpoint asked not to be sent requests until a date, so that requests
    /// go to the others first until then.
    func rateLimit(_ index: Int, until date: Date?) {
        guard let date else { return }
        state.withLock { $0.endpoints[index].rateLimitedUntil = date }
    }

    /// Ejects an endpoint (or, if it already is, restarts its ejection clock) and starts probing
    /// it in the background.
    func eject(_ index: Int, reason: String) {
        let starts = state.withLock { state in
            state.endpoints[index].ejectedAt = .now
            state.endpoints[index].ejectionReason = reason
            return startsProbe(index, in: &state) ? [index] : []
        }
        startProbing(starts)
    }

    /// Each endpoint's state, from the probes' cached answers; never waits. Reading it applies
    /// what the probes said (ejecting an endpoint whose probe says it is unavailable,
    /// re-admitting one whose probe says it is back) and starts a background probe for any
    /// endpoint whose answer is missing or old, unless `startingProbes` is `false`.
    func statuses(startingProbes: Bool = true) -> [ServerFleetEndpointStatus] {
        let probed = configuration.endpoints.map { endpoint in
            startingProbes
                ? probe.availability(for: endpoint)
                : .unavailable(.serverUnavailable(url: endpoint.apiRoot.absoluteString, detail: "not checked yet"))
        }
        let answers = configuration.endpoints.map { probe.answer(for: $0) }
        let (statuses, starts) = state.withLock { state -> ([ServerFleetEndpointStatus], [Int]) in
            let starts = reconcile(&state, with: answers)
            let statuses = state.endpoints.indices.map { index in
                let endpoint = state.endpoints[index]
                return ServerFleetEndpointStatus(
                    url: configuration.endpoints[index].apiRoot,
                    availability: effectiveAvailability(
                        index, endpoint, answer: answers[index], probed: probed[index]),
                    isAdmitted: endpoint.isAdmitted, ejectionReason: endpoint.ejectionReason,
                    outstandingRequests: endpoint.outstanding, sentRequests: endpoint.sent,
                    answeredRequests: endpoint.answered)
            }
            return (statuses, starts)
        }
        startProbing(starts)
        return statuses
    }

    /// Probes every endpoint now, all at once; the next ``statuses(startingProbes:)`` or
    /// ``pick(excluding:allowingEjected:)`` applies the answers.
    func probeAll() async {
        await withTaskGroup(of: Void.self) { group in
            for endpoint in configuration.endpoints {
                group.addTask { await self.probe.probeAndRemember(endpoint) }
            }
        }
    }

    /// What an endpoint's state and its probe's answer say about it: an ejected endpoint is
    /// unavailable (for the reason its probe gives, or the reason it was ejected); an admitted
    /// one is what its probe said since it was admitted, and available when it was re-admitted
    /// on evidence newer than that answer.
    private func effectiveAvailability(
        _ index: Int, _ endpoint: Endpoint, answer: (LanguageModelAvailability, ContinuousClock.Instant)?,
        probed: LanguageModelAvailability
    ) -> LanguageModelAvailability {
        guard endpoint.isAdmitted else {
            if let answer, !answer.0.isAvailable { return answer.0 }
            return .unavailable(
                .serverUnavailable(
                    url: configuration.endpoints[index].apiRoot.absoluteString,
                    detail:
                        "ejected (\(endpoint.ejectionReason ?? "no reason recorded")): re-checking in the background"
                ))
        }
        if let admittedAt = endpoint.admittedAt, answer.map({ $0.1 <= admittedAt }) ?? true { return .available }
        return answer?.0 ?? probed
    }

    /// Applies the probes' answers newer than each endpoint's last change: an unavailable
    /// answer ejects an admitted endpoint, an available one re-admits an ejected endpoint.
    /// - Returns: The endpoints whose background probe should start.
    private func reconcile(
        _ state: inout State, with answers: [(LanguageModelAvailability, ContinuousClock.Instant)?]
    ) -> [Int] {
        var starts: [Int] = []
        for (index, answer) in answers.enumerated() {
            guard let (availability, checkedAt) = answer else { continue }
            let endpoint = state.endpoints[index]
            if let ejectedAt = endpoint.ejectedAt {
                if availability.isAvailable, checkedAt > ejectedAt { admit(index, in: &state) }
            } else if case .unavailable(let reason) = availability,
                endpoint.admittedAt.map({ checkedAt > $0 }) ?? true
            {
                state.endpoints[index].ejectedAt = .now
                state.endpoints[index].ejectionReason = "its probe said: \(Self.detail(of: reason))"
                if startsProbe(index, in: &state) { starts.append(index) }
            }
        }
        return starts
    }

    private func admit(_ index: Int, in state: inout State) {
        state.endpoints[index].ejectedAt = nil
        state.endpoints[index].ejectionReason = nil
        state.endpoints[index].admittedAt = .now
    }

    /// Marks an ejected endpoint as probed, if no probe runs for it yet.
    /// - Returns: Whether the caller should start the probe.
    private func startsProbe(_ index: Int, in state: inout State) -> Bool {
        guard !state.endpoints[index].isAdmitted, !state.endpoints[index].probing else { return false }
        state.endpoints[index].probing = true
        return true
    }

    private func startProbing(_ indices: [Int]) {
        for index in indices {
            let first = configuration.readmissionProbeDelay
            let cap = configuration.readmissionProbeMaximumDelay
            // The task holds the state only while a probe runs, so that it ends with the fleet.
            Task.detached { [weak self] in
                var delay = first
                while true {
                    try? await Task.sleep(for: delay)
                    guard let state = self, await state.probeToReadmit(index) == false else { return }
                    delay = min(delay * 2, cap)
                }
            }
        }
    }

    /// Probes an ejected endpoint once and re-admits it if the probe says it is available.
    /// - Returns: Whether the endpoint is admitted now (by this probe or otherwise), which ends
    ///   its background probing.
    private func probeToReadmit(_ index: Int) async -> Bool {
        let admitted = state.withLock { state in
            if state.endpoints[index].isAdmitted { state.endpoints[index].probing = false }
            return state.endpoints[index].isAdmitted
        }
        if admitted { return true }
        let availability = await probe.probeAndRemember(configuration.endpoints[index])
        return state.withLock { state in
            if availability.isAvailable, !state.endpoints[index].isAdmitted { admit(index, in: &state) }
            if state.endpoints[index].isAdmitted { state.endpoints[index].probing = false }
            return state.endpoints[index].isAdmitted
        }
    }

    /// The part of an unavailable reason that says what is wrong.
    static func detail(of reason: LanguageModelAvailability.UnavailableReason) -> String {
        if case .serverUnavailable(_, let detail) = reason { return detail }
        return reason.description
    }
}
