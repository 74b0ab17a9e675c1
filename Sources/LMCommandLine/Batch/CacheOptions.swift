/// The options that change a task's result, as they go into a cache key.
enum CacheOptions {
    /// A canonical description of the result-changing options.
    static func describe(_ global: GlobalOptions) -> String {
        [
            "temperature=\(global.temperature.map { String($0) } ?? "default")",
            "seed=\(global.seed.map { String($0) } ?? "none")",
            "greedy=\(global.greedy)",
            "maxTokens=\(global.maximumTokens.map { String($0) } ?? "default")",
            "context=\(global.contextSize.map { String($0) } ?? "default")",
        ].joined(separator: ";")
    }
}
