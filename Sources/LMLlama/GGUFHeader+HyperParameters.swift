extension GGUFHeader {
    /// llama.cpp's limits: layers (`LLAMA_MAX_LAYERS`) and experts (`LLAMA_MAX_EXPERTS`).
    static let maximumLayers: Int64 = 512
    static let maximumExperts: Int64 = 1024
    /// A bound on the embedding length far above any real model, so that a flipped high bit is
    /// caught before llama.cpp sizes buffers from it.
    static let maximumEmbeddingLength: Int64 = 1 << 20

    /// Checks the hyper-parameters that llama.cpp asserts on (an assertion ends the process), so
    /// a file with impossible values is refused with a message instead.
    ///
    /// Only values that are present are checked: a missing required key is reported by llama.cpp
    /// itself as an ordinary load error.
    func checkHyperParameters() throws(GGUFByteReader.Failure) {
        if let tokens = metadata["tokenizer.ggml.tokens"] {
            guard case .array(let count) = tokens, count >= 1, count <= Int(Int32.max) else {
                throw .invalid(
                    "tokenizer.ggml.tokens is \(Self.describe(tokens)), not a vocabulary of 1 or more tokens")
            }
            for key in ["tokenizer.ggml.scores", "tokenizer.ggml.token_type"] {
                if let value = metadata[key], value != .array(count: count) {
                    throw .invalid("\(key) is \(Self.describe(value)) but the vocabulary has \(count) tokens")
                }
            }
        }
        guard let architecture else { return }
        let prefix = architecture + "."
        let layers = try scalar(prefix + "block_count", in: 1...Self.maximumLayers)
        _ = try scalar(prefix + "context_length", in: 1...Int64(UInt32.max))
        let embedding = try scalar(prefix + "embedding_length", in: 1...Self.maximumEmbeddingLength)
        if let nextLayers = try scalar(prefix + "nextn_predict_layers", in: 0...Self.maximumLayers),
            let layers, nextLayers > layers
        {
            throw .invalid("\(prefix)nextn_predict_layers is \(nextLayers), more than the \(layers) layers")
        }
        let heads = try perLayer(prefix + "attention.head_count", layers: layers, in: 0...(embedding ?? Int64.max))
        let keyValueHeads = try perLayer(
            prefix + "attention.head_count_kv", layers: layers, in: 0...(embedding ?? Int64.max))
        if let heads, let keyValueHeads {
            for layer in 0..<max(heads.count, keyValueHeads.count) {
                let head = heads[heads.count == 1 ? 0 : layer]
                let keyValue = keyValueHeads[keyValueHeads.count == 1 ? 0 : layer]
                guard keyValue <= head else {
                    throw .invalid(
                        "\(prefix)attention.head_count_kv is \(keyValue) at layer \(layer), more than the \(head) heads"
                    )
                }
            }
        }
        let ropeKey = prefix + "rope.scaling.type"
        if let value = metadata[ropeKey] {
            guard case .string(let name) = value, ["none", "linear", "yarn", "longrope"].contains(name) else {
                throw .invalid("\(ropeKey) is \(Self.describe(value)); llama.cpp knows none, linear, yarn and longrope")
            }
        }
        try checkExperts(prefix: prefix, layers: layers)
        // Normalization epsilons: ggml asserts `eps >= 0` when it normalizes (NaN fails it too).
        for (key, value) in metadata where key.hasPrefix(prefix) && key.hasSuffix("epsilon") {
            if case .number(let epsilon) = value, !(epsilon.isFinite && epsilon >= 0) {
                throw .invalid("\(key) is \(epsilon), not a finite number of 0 or more")
            }
        }
    }

    /// Checks that the per-layer tensors (`blk.N.…`) cover exactly `<architecture>.block_count`
    /// layers, so a changed block count is refused here rather than by llama.cpp's loader.
    func checkLayerTensors(_ names: [String]) throws(GGUFByteReader.Failure) {
        guard let architecture, case .integer(let layers) = metadata[architecture + ".block_count"] else { return }
        var highest = -1
        for name in names where name.hasPrefix("blk.") {
            let digits = name.utf8.dropFirst(4).prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard let layer = Int(String(decoding: digits, as: UTF8.self)) else { continue }
            guard layer < layers else {
                throw .invalid("tensor \(name) belongs to layer \(layer) but \(architecture).block_count is \(layers)")
            }
            highest = max(highest, layer)
        }
        if highest >= 0, highest + 1 < layers {
            throw .invalid(
                "\(architecture).block_count is \(layers) but the file has tensors for \(highest + 1) layers")
        }
    }

    /// The expert counts of a mixture-of-experts model, as llama.cpp asserts them.
    private func checkExperts(prefix: String, layers: Int64?) throws(GGUFByteReader.Failure) {
        let experts = try scalar(prefix + "expert_count", in: 0...Self.maximumExperts) ?? 0
        let used = try perLayer(prefix + "expert_used_count", layers: layers, in: 0...experts)?.max() ?? 0
        let groups = try scalar(prefix + "expert_group_count", in: 0...Self.maximumExperts) ?? 0
        let groupsUsed = try scalar(prefix + "expert_group_used_count", in: 0...Self.maximumExperts) ?? 0
        if experts > 0 {
            guard used > 0 else { throw .invalid("\(prefix)expert_count is \(experts) but no expert is used") }
            guard groups < experts else {
                throw .invalid("\(prefix)expert_group_count is \(groups), not fewer than the \(experts) experts")
            }
            if groups > 1 {
                guard experts % groups == 0, groupsUsed > 0, groupsUsed < groups else {
                    throw .invalid(
                        "\(prefix)expert_group_count \(groups) and expert_group_used_count \(groupsUsed) "
                            + "don't divide \(experts) experts")
                }
            }
        } else if groups != 0 {
            throw .invalid("\(prefix)expert_group_count is \(groups) in a model without experts")
        }
    }

    /// The integer value of `key` when present, checked against `range`.
    private func scalar(_ key: String, in range: ClosedRange<Int64>) throws(GGUFByteReader.Failure) -> Int64? {
        guard let value = metadata[key] else { return nil }
        switch value {
        case .integer(let number) where range.contains(number):
            return number
        case .integer, .unsignedInteger:
            throw .invalid("\(key) is \(Self.describe(value)), outside \(range.lowerBound)...\(range.upperBound)")
        default:
            throw .invalid("\(key) is \(Self.describe(value)), not an integer")
        }
    }

    /// The per-layer values of `key` (one number for every layer, or an array of one per layer)
    /// when present, each checked against `range`.
    private func perLayer(
        _ key: String, layers: Int64?, in range: ClosedRange<Int64>
    ) throws(GGUFByteReader.Failure) -> [Int64]? {
        guard let value = metadata[key] else { return nil }
        guard case .array(let count) = value else {
            return try scalar(key, in: range).map { [$0] }
        }
        if let layers, count != Int(layers) {
            throw .invalid("\(key) has \(count) values for \(layers) layers")
        }
        guard let values = integerArrays[key] else {
            throw .invalid("\(key) is an array of \(count) values that are not integers")
        }
        for (layer, number) in values.enumerated() where !range.contains(number) {
            throw .invalid(
                "\(key) is \(number) at layer \(layer), outside \(range.lowerBound)...\(range.upperBound)")
        }
        return values
    }

    static func describe(_ value: Value) -> String {
        switch value {
        case .integer(let number): "\(number)"
        case .unsignedInteger(let number): "\(number)"
        case .number(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .string(let text): "\"\(text.prefix(40))\""
        case .array(let count): "an array of \(count) values"
        }
    }
}
