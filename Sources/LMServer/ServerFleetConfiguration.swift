import Foundation

/// The servers of a fleet and how to talk to them: the executor configuration of
/// ``ServerFleetLanguageModel``.
///
/// Equal configurations share one balancing state (requests in flight, ejected endpoints) in
/// the process, whichever session or model value uses them.
///
/// ```swift
/// let urls = [URL(string: "http://10.0.0.1:8080")!, URL(string: "http://10.0.0.2:8080")!]
/// let fleet = ServerFleetConfiguration(
///     endpoints: urls.map { ServerConfiguration(baseURL: $0, model: "qwen2.5:1.5b") })
/// ```
public struct ServerFleetConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The endpoints, in the order given, each API root at most once.
    public let endpoints: [ServerConfiguration]
    /// How long after an ejection the first background probe of the ejected endpoint runs.
    public var readmissionProbeDelay: Duration
    /// The longest wait between two background probes of an ejected endpoint (the wait doubles
    /// from ``readmissionProbeDelay`` up to this).
    public var readmissionProbeMaximumDelay: Duration

    /// Creates a fleet configuration.
    /// - Parameters:
    ///   - endpoints: The endpoints; a later one with the same API root as an earlier one is
    ///     dropped (`http://host:8080` and `http://host:8080/v1/` are the same endpoint).
    ///   - readmissionProbeDelay: How long after an ejection the first probe runs (0.5 s by
    ///     default).
    ///   - readmissionProbeMaximumDelay: The cap on the wait between probes (10 s by default).
    public init(
        endpoints: [ServerConfiguration],
        readmissionProbeDelay: Duration = .milliseconds(500),
        readmissionProbeMaximumDelay: Duration = .seconds(10)
    ) {
        var seen: Set<URL> = []
        self.endpoints = endpoints.filter { seen.insert($0.apiRoot).inserted }
        self.readmissionProbeDelay = max(readmissionProbeDelay, .milliseconds(1))
        self.readmissionProbeMaximumDelay = max(readmissionProbeMaximumDelay, self.readmissionProbeDelay)
    }

    /// The endpoints' API roots and the model, with header values hidden.
    public var description: String {
        let model = endpoints.first.map { $0.model.isEmpty ? "(any)" : $0.model } ?? "(none)"
        return "fleet [" + endpoints.map(\.apiRoot.absoluteString).joined(separator: ", ") + "] model \(model)"
    }
}
