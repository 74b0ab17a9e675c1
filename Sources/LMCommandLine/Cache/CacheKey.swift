/// What a cached result depends on: the input's version, the task, the provider, the model and
/// the options. Two runs share a result only when every part is equal.
public struct CacheKey: Sendable, Equatable {
    /// The input's version: path, modification time and size for a file; a content hash for
    /// standard input.
    public var input: String
    /// The task, with its own parameters (such as the schema's hash for `extract`).
    public var task: String
    /// The provider that was asked for (`mock`, `fallback`, `llama`, `auto`).
    public var provider: String
    /// What identifies the model: its file, size and modification time, or a version.
    public var model: String
    /// The generation options that change the result.
    public var options: String

    /// Creates a key.
    public init(input: String, task: String, provider: String, model: String, options: String) {
        self.input = input
        self.task = task
        self.provider = provider
        self.model = model
        self.options = options
    }

    /// The key as one canonical text, stored in the entry and compared on every read.
    public var canonical: String {
        ["v1", input, task, provider, model, options].map(Self.flattened).joined(separator: "\n")
    }

    /// A part with each line feed replaced by a space, so parts can't run into each other.
    static func flattened(_ part: String) -> String {
        guard part.utf8.contains(0x0A) else { return part }
        var scalars = String.UnicodeScalarView()
        for scalar in part.unicodeScalars { scalars.append(scalar == "\n" ? " " : scalar) }
        return String(scalars)
    }

    /// The entry's file name stem: a hash of ``canonical``.
    public var digest: String { StableHash.hex(of: canonical) }
}
