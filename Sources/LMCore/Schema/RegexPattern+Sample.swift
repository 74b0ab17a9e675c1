extension RegexPattern {
    /// The shortest text that matches the pattern, choosing readable characters (letters, then
    /// digits) where a class allows several.
    package func sample() -> String {
        var output = String.UnicodeScalarView()
        append(to: &output)
        return String(output)
    }

    private static let preferred: [Unicode.Scalar] = Array("a0A-_.x1 ".unicodeScalars)

    private func append(to output: inout String.UnicodeScalarView) {
        switch self {
        case .anchor:
            return
        case .characters(let set):
            if let scalar = Self.preferred.first(where: set.contains)
                ?? (set.isNegated ? nil : set.ranges.first?.lowerBound)
            {
                output.append(scalar)
            } else if let scalar = (33...126).lazy.compactMap(Unicode.Scalar.init).first(where: set.contains) {
                output.append(scalar)
            }
        case .sequence(let parts):
            for part in parts { part.append(to: &output) }
        case .alternation(let branches):
            branches.min { $0.sample().count < $1.sample().count }?.append(to: &output)
        case .repeated(let inner, let minimum, _):
            for _ in 0..<minimum { inner.append(to: &output) }
        }
    }
}
