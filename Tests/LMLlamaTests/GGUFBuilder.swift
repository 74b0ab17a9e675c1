/// Builds small GGUF files byte by byte, for the header checks.
struct GGUFBuilder {
    /// A metadata value.
    enum Entry {
        case uint32(UInt32)
        case int32(Int32)
        case uint64(UInt64)
        case string(String)
        case strings([String])
        case uint32s([UInt32])
        case float32s(Int)
        /// A raw value type and payload, for unknown or mistyped values.
        case raw(type: UInt32, payload: [UInt8])
    }

    /// A tensor description; its data is zeros of `dataBytes` bytes right after the previous
    /// tensor's data (aligned), or, with an explicit `offset`, that offset and no data.
    struct Tensor {
        var name: String
        var dimensions: [UInt64]
        var type: UInt32
        var dataBytes: Int
        var offset: UInt64?
    }

    var version: UInt32 = 3
    var entries: [(String, Entry)] = []
    var tensors: [Tensor] = []
    /// Overrides the tensor count written in the header.
    var tensorCountField: UInt64?
    /// Overrides the entry count written in the header.
    var entryCountField: UInt64?

    /// A plausible small llama model: architecture, hyper-parameters, a two-token vocabulary and
    /// one F32 tensor of 8 values.
    static func model(
        _ changes: [(String, Entry?)] = [],
        tensors: [Tensor] = [.init(name: "weights", dimensions: [8], type: 0, dataBytes: 32)]
    ) -> GGUFBuilder {
        var builder = GGUFBuilder()
        builder.entries = [
            ("general.architecture", .string("llama")),
            ("llama.context_length", .uint32(256)),
            ("llama.embedding_length", .uint32(64)),
            ("llama.block_count", .uint32(2)),
            ("llama.attention.head_count", .uint32(4)),
            ("llama.attention.head_count_kv", .uint32(2)),
            ("tokenizer.ggml.tokens", .strings(["a", "b"])),
            ("tokenizer.ggml.scores", .float32s(2)),
        ]
        for (key, value) in changes {
            builder.entries.removeAll { $0.0 == key }
            if let value { builder.entries.append((key, value)) }
        }
        builder.tensors = tensors
        return builder
    }

    var bytes: [UInt8] {
        var out = Writer()
        out.bytes.append(contentsOf: Array("GGUF".utf8))
        out.integer(version)
        out.integer(tensorCountField ?? UInt64(tensors.count))
        out.integer(entryCountField ?? UInt64(entries.count))
        for (key, value) in entries {
            out.string(key)
            out.entry(value)
        }
        var offsets: [UInt64] = []
        var next: UInt64 = 0
        for tensor in tensors {
            let offset = tensor.offset ?? next
            offsets.append(offset)
            next = (offset + UInt64(tensor.dataBytes) + 31) / 32 * 32
            out.string(tensor.name)
            out.integer(UInt32(tensor.dimensions.count))
            for dimension in tensor.dimensions { out.integer(dimension) }
            out.integer(tensor.type)
            out.integer(offset)
        }
        while out.bytes.count % 32 != 0 { out.bytes.append(0) }
        let dataStart = out.bytes.count
        // Data is written for tensors at their natural offsets; an explicit offset writes none.
        for (tensor, offset) in zip(tensors, offsets) where tensor.offset == nil {
            let end = dataStart + Int(offset) + tensor.dataBytes
            if out.bytes.count < end {
                out.bytes.append(contentsOf: [UInt8](repeating: 0, count: end - out.bytes.count))
            }
        }
        return out.bytes
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func integer<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func string(_ text: String) {
            integer(UInt64(text.utf8.count))
            bytes.append(contentsOf: text.utf8)
        }

        mutating func entry(_ value: Entry) {
            switch value {
            case .uint32(let number):
                integer(UInt32(4))
                integer(number)
            case .int32(let number):
                integer(UInt32(5))
                integer(number)
            case .uint64(let number):
                integer(UInt32(10))
                integer(number)
            case .string(let text):
                integer(UInt32(8))
                string(text)
            case .strings(let texts):
                integer(UInt32(9))
                integer(UInt32(8))
                integer(UInt64(texts.count))
                for text in texts { string(text) }
            case .uint32s(let numbers):
                integer(UInt32(9))
                integer(UInt32(4))
                integer(UInt64(numbers.count))
                for number in numbers { integer(number) }
            case .float32s(let count):
                integer(UInt32(9))
                integer(UInt32(6))
                integer(UInt64(count))
                for _ in 0..<count { integer(Float(0.5).bitPattern) }
            case .raw(let type, let payload):
                integer(type)
                bytes.append(contentsOf: payload)
            }
        }
    }
}
