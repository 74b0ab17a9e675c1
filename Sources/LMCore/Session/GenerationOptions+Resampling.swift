extension GenerationOptions {
    /// Whether generating again with these options can give a different answer: not for greedy
    /// sampling or a temperature of 0, which always give the same one.
    var canResample: Bool {
        if let temperature, temperature <= 0 { return false }
        if case .greedy? = sampling?.strategy { return false }
        return true
    }

    /// The options for another try at an answer: a seeded sampler gets another seed, derived from
    /// its own (so the retries are reproducible too); an unseeded one is random anyway.
    /// - Parameter attempt: The try, from 1.
    func resampled(attempt: Int) -> GenerationOptions {
        guard attempt > 0, let strategy = sampling?.strategy else { return self }
        var options = self
        let step = UInt64(attempt) &* 0x9E37_79B9_7F4A_7C15
        switch strategy {
        case .greedy:
            return self
        case .topK(let k, let seed):
            options.sampling = .random(top: k, seed: seed.map { $0 &+ step })
        case .nucleus(let threshold, let seed):
            options.sampling = .random(probabilityThreshold: threshold, seed: seed.map { $0 &+ step })
        }
        return options
    }
}
