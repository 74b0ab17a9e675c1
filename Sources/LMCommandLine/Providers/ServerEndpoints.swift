import Foundation
import LMServer

/// The inference servers named by `--url` (repeatable) or `LMCORE_SERVER_URL` (comma-separated),
/// with the model name from `--server-model` or `LMCORE_SERVER_MODEL` and the dialect from
/// `--server-dialect` or `LMCORE_SERVER_DIALECT`, checked before any request is sent.
struct ServerEndpoints: Sendable, Equatable {
    /// The servers' base URLs, in the order given, without duplicates.
    let urls: [URL]
    /// The model name to request; empty accepts whatever the server serves.
    let model: String
    /// Where the URLs came from: `--url` or `LMCORE_SERVER_URL`.
    let origin: String
    /// How the servers take a schema; detected by default.
    var dialect: ServerDialect = .automatic

    /// The servers the options or the environment name, if any.
    /// - Throws: ``CommandFailure`` (usage) when `LMCORE_SERVER_URL` holds something that is not
    ///   an http(s) URL, or `LMCORE_SERVER_DIALECT` a name that is not a dialect (`--url` and
    ///   `--server-dialect` are checked when the command line is parsed).
    static func configured(_ global: GlobalOptions, environment: [String: String]) throws(CommandFailure)
        -> ServerEndpoints?
    {
        let model = global.serverModel ?? environment["LMCORE_SERVER_MODEL"] ?? ""
        let dialect = try dialect(global, environment: environment)
        if !global.serverURLs.isEmpty {
            return ServerEndpoints(urls: unique(global.serverURLs), model: model, origin: "--url", dialect: dialect)
        }
        guard let variable = environment["LMCORE_SERVER_URL"], !variable.isEmpty else { return nil }
        var urls: [URL] = []
        for text in variable.split(separator: ",") {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let url = parse(trimmed) else {
                throw CommandFailure(
                    .usage, "LMCORE_SERVER_URL: '\(trimmed)' is not an http:// or https:// URL with a host.")
            }
            urls.append(url)
        }
        return urls.isEmpty
            ? nil : ServerEndpoints(urls: unique(urls), model: model, origin: "LMCORE_SERVER_URL", dialect: dialect)
    }

    /// The dialect `--server-dialect` or `LMCORE_SERVER_DIALECT` names; automatic when neither
    /// does.
    /// - Throws: ``CommandFailure`` (usage) when `LMCORE_SERVER_DIALECT` names no dialect.
    static func dialect(_ global: GlobalOptions, environment: [String: String]) throws(CommandFailure)
        -> ServerDialect
    {
        if let dialect = global.serverDialect { return dialect }
        guard let name = environment["LMCORE_SERVER_DIALECT"], !name.isEmpty else { return .automatic }
        guard let dialect = ServerDialect(name: name) else {
            throw CommandFailure(.usage, dialectAdvice(for: name, origin: "LMCORE_SERVER_DIALECT"))
        }
        return dialect
    }

    /// What to say about a name that is not a dialect, naming the choices.
    static func dialectAdvice(for name: String, origin: String) -> String {
        let names = ServerDialect.allCases.map(\.rawValue)
        var message = "\(origin) must be one of \(names.joined(separator: ", ")), not '\(name)'"
        if let closest = EditDistance.closest(to: name.lowercased(), in: names) {
            message += "; did you mean '\(closest)'?"
        }
        return message + "."
    }

    /// An http(s) URL with a host, or `nil`.
    static func parse(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// What identifies the servers' model for the result cache.
    var identity: String {
        (model.isEmpty ? "any" : model) + "@" + urls.map(\.absoluteString).sorted().joined(separator: "+")
    }

    private static func unique(_ urls: [URL]) -> [URL] {
        var seen = Set<String>()
        return urls.filter { seen.insert($0.absoluteString).inserted }
    }
}
