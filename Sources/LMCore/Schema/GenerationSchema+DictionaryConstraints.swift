extension GenerationSchema.Node {
    /// The constraints on an object whose keys aren't declared (JSON Schema `additionalProperties`
    /// or `patternProperties` alone): any keys that match ``keyPattern``, each with a value that
    /// matches ``value``.
    public struct DictionaryConstraints: Sendable, Equatable {
        /// The pattern every key matches (ECMA-262, as JSON Schema reads it); nil for any key.
        public var keyPattern: String?
        /// The schema of every value.
        public var value: GenerationSchema.Node
        /// The fewest entries allowed.
        public var minimumCount: Int?
        /// The most entries allowed.
        public var maximumCount: Int?
        /// Whether keys that don't match ``keyPattern`` are allowed too, with any value (JSON
        /// Schema `patternProperties` without `additionalProperties: false`); generated entries
        /// always match.
        public var otherKeysAllowed: Bool = false

        /// Creates dictionary constraints.
        ///
        /// - Parameters:
        ///   - keyPattern: The pattern every key matches; nil for any key.
        ///   - value: The schema of every value.
        ///   - minimumCount: The fewest entries allowed.
        ///   - maximumCount: The most entries allowed.
        public init(
            keyPattern: String? = nil, value: GenerationSchema.Node, minimumCount: Int? = nil,
            maximumCount: Int? = nil
        ) {
            self.keyPattern = keyPattern
            self.value = value
            self.minimumCount = minimumCount
            self.maximumCount = maximumCount
        }
    }
}

extension GenerationSchema.Node.DictionaryConstraints {
    /// Up to `count` different keys the pattern allows: samples of the pattern (other variants and
    /// lengths in turn), or `key1`, `key2`, … without one. Fewer when the pattern has fewer.
    package func sampleKeys(_ count: Int) -> [String] {
        guard count > 0 else { return [] }
        guard let keyPattern, case .success(let matcher) = RegexMatcher.cached(keyPattern) else {
            return (1...count).map { "key\($0)" }
        }
        var keys: [String] = []
        var seen: Set<String> = []
        var length = 0
        var variant = 0
        var misses = 0
        while keys.count < count, misses < 64 {
            if let key = matcher.sample(minimumLength: length, variant: variant), seen.insert(key).inserted {
                keys.append(key)
                misses = 0
            } else {
                misses += 1
            }
            variant += 1
            if variant == 8 {
                variant = 0
                length += 1
            }
        }
        return keys
    }
}
