/// A sparse, L2-normalised term vector (term ids ascending), used for sentence similarity.
struct SparseVector: Sendable {
    /// Term ids, ascending.
    var terms: [Int32]
    /// Weights parallel to `terms`.
    var weights: [Float]

    /// An empty vector.
    static let empty = SparseVector(terms: [], weights: [])

    /// Builds a normalised vector from term weights.
    init(weights map: [Int32: Float]) {
        let sorted = map.sorted { $0.key < $1.key }
        var norm: Float = 0
        for (_, weight) in sorted { norm += weight * weight }
        norm = norm > 0 ? norm.squareRoot() : 1
        terms = sorted.map(\.key)
        weights = sorted.map { $0.value / norm }
    }

    init(terms: [Int32], weights: [Float]) {
        self.terms = terms
        self.weights = weights
    }

    /// The cosine similarity with another normalised vector.
    func cosine(_ other: SparseVector) -> Float {
        var left = 0
        var right = 0
        var sum: Float = 0
        while left < terms.count && right < other.terms.count {
            let a = terms[left]
            let b = other.terms[right]
            if a == b {
                sum += weights[left] * other.weights[right]
                left += 1
                right += 1
            } else if a < b {
                left += 1
            } else {
                right += 1
            }
        }
        return sum
    }
}
