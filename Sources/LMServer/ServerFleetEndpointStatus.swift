import Foundation
import LMCore

/// One endpoint of a ``ServerFleetLanguageModel`` as the fleet sees it: what its probe last said,
/// whether requests go to it, and how many are in flight there.
///
/// ```swift
/// for endpoint in await fleet.endpointStatus() { print(endpoint) }
/// // http://10.0.0.1:8080/v1: admitted, 2 in flight, 118 sent (118 answered); available
/// ```
public struct ServerFleetEndpointStatus: Sendable, Equatable, CustomStringConvertible {
    /// The endpoint's API root (`http://127.0.0.1:8080/v1`).
    public var url: URL
    /// What the endpoint's last probe (`GET /v1/models`) said, or that it has not been checked.
    public var availability: LanguageModelAvailability
    /// Whether requests go to the endpoint; `false` while it is ejected.
    public var isAdmitted: Bool
    /// Why the endpoint was ejected, while it is.
    public var ejectionReason: String?
    /// Requests sent to the endpoint and not finished yet.
    public var outstandingRequests: Int
    /// Requests sent to the endpoint since the fleet's state was made (each attempt counts).
    public var sentRequests: Int
    /// Requests the endpoint answered to the end.
    public var answeredRequests: Int

    /// Creates a status.
    /// - Parameters:
    ///   - url: The endpoint's API root.
    ///   - availability: What its last probe said.
    ///   - isAdmitted: Whether requests go to it.
    ///   - ejectionReason: Why it was ejected, while it is.
    ///   - outstandingRequests: Requests in flight there.
    ///   - sentRequests: Requests sent to it.
    ///   - answeredRequests: Requests it answered to the end.
    public init(
        url: URL, availability: LanguageModelAvailability, isAdmitted: Bool, ejectionReason: String? = nil,
        outstandingRequests: Int = 0, sentRequests: Int = 0, answeredRequests: Int = 0
    ) {
        self.url = url
        self.availability = availability
        self.isAdmitted = isAdmitted
        self.ejectionReason = ejectionReason
        self.outstandingRequests = outstandingRequests
        self.sentRequests = sentRequests
        self.answeredRequests = answeredRequests
    }

    /// One line: the URL, admitted or ejected (and why), the counts and the availability.
    public var description: String {
        let admission = isAdmitted ? "admitted" : "ejected (\(ejectionReason ?? "no reason recorded"))"
        return "\(url.absoluteString): \(admission), \(outstandingRequests) in flight, "
            + "\(sentRequests) sent (\(answeredRequests) answered); \(availability)"
    }
}
