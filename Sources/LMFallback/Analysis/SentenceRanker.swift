/// Scores sentences by centrality (LexRank/TextRank: PageRank over tf-idf cosine similarities).
///
/// Small documents use the full similarity graph. Above ``fullGraphLimit`` sentences the graph is
/// bounded: each sentence is linked to its neighbours within ``window`` positions and to a few
/// sentences sharing its two heaviest terms (the nearest entries of those terms' posting lists),
/// so the cost grows linearly with the number of sentences.
struct SentenceRanker: Sendable {
    /// Largest sentence count ranked with the full graph.
    var fullGraphLimit = 300
    /// Neighbours linked on each side in the bounded graph.
    var window = 6
    /// Posting-list neighbours taken on each side per heavy term.
    var postingNeighbours = 4
    /// PageRank iterations.
    var iterations = 30
    /// PageRank damping factor.
    var damping: Float = 0.85

    /// Centrality of each sentence, normalised so that the mean is 1; ineligible sentences get 0.
    func centrality(vectors: [SparseVector], eligible: [Bool]) -> [Double] {
        let count = vectors.count
        guard count > 0 else { return [] }
        // Neighbours as 32-bit indices: on a large text the edge lists are alive beside every sentence's tokens.
        var edges = [[(Int32, Float)]](repeating: [], count: count)
        if count <= fullGraphLimit {
            for left in 0..<count where eligible[left] {
                for right in (left + 1)..<count where eligible[right] {
                    let similarity = vectors[left].cosine(vectors[right])
                    if similarity > 0.03 {
                        edges[left].append((Int32(right), similarity))
                        edges[right].append((Int32(left), similarity))
                    }
                }
            }
        } else {
            boundedEdges(vectors: vectors, eligible: eligible, into: &edges)
        }
        var outWeight = [Float](repeating: 0, count: count)
        for node in 0..<count { outWeight[node] = edges[node].reduce(0) { $0 + $1.1 } }
        let eligibleCount = max(1, eligible.filter { $0 }.count)
        var rank = [Float](repeating: 1 / Float(eligibleCount), count: count)
        var next = rank
        let base = (1 - damping) / Float(eligibleCount)
        for _ in 0..<iterations {
            for node in 0..<count {
                guard eligible[node] else {
                    next[node] = 0
                    continue
                }
                var sum: Float = 0
                for (other, weight) in edges[node] where outWeight[Int(other)] > 0 {
                    sum += rank[Int(other)] * weight / outWeight[Int(other)]
                }
                next[node] = base + damping * sum
            }
            swap(&rank, &next)
        }
        let mean = rank.reduce(0, +) / Float(eligibleCount)
        return rank.map { mean > 0 ? Double($0 / mean) : 0 }
    }

    private func boundedEdges(vectors: [SparseVector], eligible: [Bool], into edges: inout [[(Int32, Float)]]) {
        let count = vectors.count
        var postings: [Int32: [Int]] = [:]
        for (index, vector) in vectors.enumerated() where eligible[index] {
            for term in vector.terms { postings[term, default: []].append(index) }
        }
        var seen = Set<Int>()
        for node in 0..<count where eligible[node] {
            seen.removeAll(keepingCapacity: true)
            var candidates: [Int] = []
            let low = max(0, node - window)
            let high = min(count - 1, node + window)
            for other in low...high where other != node && eligible[other] && seen.insert(other).inserted {
                candidates.append(other)
            }
            let heavy = zip(vectors[node].terms, vectors[node].weights).sorted {
                $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0)
            }.prefix(2)
            for (term, _) in heavy {
                guard let list = postings[term] else { continue }
                let position = lowerBound(list, node)
                let from = max(0, position - postingNeighbours)
                let to = min(list.count, position + postingNeighbours + 1)
                for other in list[from..<to] where other != node && seen.insert(other).inserted {
                    candidates.append(other)
                }
            }
            for other in candidates where other > node || !edgeExists(edges[other], node) {
                let similarity = vectors[node].cosine(vectors[other])
                guard similarity > 0.03 else { continue }
                if other > node || !edgeExists(edges[node], other) {
                    edges[node].append((Int32(other), similarity))
                    edges[other].append((Int32(node), similarity))
                }
            }
        }
    }

    private func edgeExists(_ list: [(Int32, Float)], _ target: Int) -> Bool {
        list.contains { Int($0.0) == target }
    }

    private func lowerBound(_ list: [Int], _ value: Int) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
