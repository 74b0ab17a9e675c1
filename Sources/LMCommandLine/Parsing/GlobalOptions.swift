import Foundation
import LMServer

/// The options every command accepts, parsed and checked.
public struct GlobalOptions: Sendable, Equatable {
    /// Which provider serves requests.
    public var provider: ProviderChoice = .auto
    /// The model file given with `--model`, if any (the environment is read later).
    public var modelPath: String?
    /// The inference servers given with `--url`, in order (the environment is read later).
    public var serverURLs: [URL] = []
    /// The model name given with `--server-model`, if any.
    public var serverModel: String?
    /// The server dialect given with `--server-dialect`, if any (the environment is read later).
    public var serverDialect: ServerDialect?
    /// Print one JSON object per input.
    public var json = false
    /// Print text as it is generated.
    public var stream = false
    /// The sampling temperature.
    public var temperature: Double?
    /// The sampling seed.
    public var seed: UInt64?
    /// Always pick the most likely token.
    public var greedy = false
    /// The most tokens a response may have.
    public var maximumTokens: Int?
    /// CPU threads for llama.
    public var threads: Int?
    /// Context size for llama.
    public var contextSize: Int?
    /// Files processed at once; `nil` means the core count.
    public var jobs: Int?
    /// Print availability and provider diagnostics.
    public var verbose = false
    /// Print no notes or warnings.
    public var quiet = false
    /// Neither read nor write the result cache.
    public var noCache = false

    /// Creates the defaults.
    public init() {}
}

/// The provider a person asks for with `--provider`.
public enum ProviderChoice: String, Sendable, CaseIterable, Equatable {
    /// The first that can serve of the servers (when `--url` is given), llama (when a model is
    /// configured) and the fallback.
    case auto
    /// llama.cpp with a GGUF model.
    case llama
    /// The deterministic fallback.
    case fallback
    /// A deterministic mock, for tests and scripts.
    case mock
    /// OpenAI-compatible inference servers (`--url`).
    case server
}
