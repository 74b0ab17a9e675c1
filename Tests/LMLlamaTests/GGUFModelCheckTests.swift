import Foundation
import Testing

@testable import LMLlama

/// A damaged header and the words its error must contain.
struct DamagedHeader: Sendable, CustomStringConvertible {
    var description: String
    var expected: String
    var make: @Sendable () -> GGUFBuilder
}

@Suite("GGUF checks for what llama.cpp would crash on")
struct GGUFModelCheckTests {
    /// Writes `bytes` to a file and returns the error `validate` reports, checking it names the path.
    private func detail(_ bytes: [UInt8]) throws -> String? {
        let path = LlamaTestSupport.temporaryPath("damaged.gguf")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try GGUFHeader.validate(path: path)
            return nil
        } catch .invalidModelFile(let reportedPath, let detail) {
            #expect(reportedPath == path)
            #expect(LlamaError.invalidModelFile(path: path, detail: detail).localizedDescription.contains(path))
            return detail
        } catch {
            Issue.record("expected invalidModelFile, got \(error)")
            return nil
        }
    }

    @Test("The plausible model the damaged cases start from passes")
    func baseline() throws {
        #expect(try detail(GGUFBuilder.model().bytes) == nil)
        let moe = GGUFBuilder.model([
            ("llama.expert_count", .uint32(8)), ("llama.expert_used_count", .uint32(2)),
            ("llama.attention.head_count", .uint32s([4, 8])), ("llama.rope.scaling.type", .string("yarn")),
        ])
        #expect(try detail(moe.bytes) == nil)
        let quantized = GGUFBuilder.model(tensors: [
            .init(name: "q", dimensions: [256, 2], type: 12, dataBytes: 288),
            .init(name: "iq", dimensions: [32], type: 20, dataBytes: 18),
        ])
        #expect(try detail(quantized.bytes) == nil)
    }

    static let damaged: [DamagedHeader] = [
        .init(description: "block_count 0", expected: "llama.block_count is 0, outside 1...512") {
            .model([("llama.block_count", .uint32(0))])
        },
        .init(description: "block_count 1000", expected: "llama.block_count is 1000, outside 1...512") {
            .model([("llama.block_count", .uint32(1000))])
        },
        .init(description: "block_count 2^32-1", expected: "llama.block_count is 4294967295") {
            .model([("llama.block_count", .uint32(4_294_967_295))])
        },
        .init(description: "block_count as a string", expected: "llama.block_count is \"two\", not an integer") {
            .model([("llama.block_count", .string("two"))])
        },
        .init(description: "context length 0", expected: "llama.context_length is 0") {
            .model([("llama.context_length", .uint32(0))])
        },
        .init(description: "context length beyond 32 bits", expected: "llama.context_length is 8589934592") {
            .model([("llama.context_length", .uint64(1 << 33))])
        },
        .init(description: "embedding length 0", expected: "llama.embedding_length is 0") {
            .model([("llama.embedding_length", .uint32(0))])
        },
        .init(description: "embedding length huge", expected: "llama.embedding_length is 2147483648") {
            .model([("llama.embedding_length", .uint32(1 << 31))])
        },
        .init(description: "more heads than embedding values", expected: "llama.attention.head_count is 65") {
            .model([("llama.attention.head_count", .uint32(65))])
        },
        .init(description: "head counts for the wrong number of layers", expected: "has 3 values for 2 layers") {
            .model([("llama.attention.head_count", .uint32s([4, 4, 4]))])
        },
        .init(description: "a layer's head count out of range", expected: "is 999 at layer 1") {
            .model([("llama.attention.head_count", .uint32s([4, 999]))])
        },
        .init(
            description: "more key-value heads than heads", expected: "head_count_kv is 8 at layer 0, more than the 4"
        ) {
            .model([("llama.attention.head_count_kv", .uint32(8))])
        },
        .init(description: "negative key-value heads", expected: "llama.attention.head_count_kv is -1") {
            .model([("llama.attention.head_count_kv", .int32(-1))])
        },
        .init(description: "unknown rope scaling", expected: "llama.rope.scaling.type is \"sideways\"") {
            .model([("llama.rope.scaling.type", .string("sideways"))])
        },
        .init(description: "more experts than llama.cpp allows", expected: "llama.expert_count is 5000") {
            .model([("llama.expert_count", .uint32(5000))])
        },
        .init(description: "more experts used than exist", expected: "llama.expert_used_count is 9, outside 0...8") {
            .model([("llama.expert_count", .uint32(8)), ("llama.expert_used_count", .uint32(9))])
        },
        .init(description: "experts but none used", expected: "no expert is used") {
            .model([("llama.expert_count", .uint32(8))])
        },
        .init(description: "experts used without experts", expected: "llama.expert_used_count is 2, outside 0...0") {
            .model([("llama.expert_used_count", .uint32(2))])
        },
        .init(description: "next-token layers beyond the layers", expected: "nextn_predict_layers is 3") {
            .model([("llama.nextn_predict_layers", .uint32(3))])
        },
        .init(description: "empty vocabulary", expected: "tokenizer.ggml.tokens is an array of 0 values") {
            .model([("tokenizer.ggml.tokens", .strings([])), ("tokenizer.ggml.scores", nil)])
        },
        .init(description: "scores for a different vocabulary", expected: "tokenizer.ggml.scores is an array of 5") {
            .model([("tokenizer.ggml.scores", .float32s(5))])
        },
        .init(description: "unknown tensor type", expected: "tensor weights has an unknown ggml type 4") {
            .model(tensors: [.init(name: "weights", dimensions: [8], type: 4, dataBytes: 32)])
        },
        .init(description: "tensor type far out of range", expected: "unknown ggml type 4000000000") {
            .model(tensors: [.init(name: "weights", dimensions: [8], type: 4_000_000_000, dataBytes: 32)])
        },
        .init(description: "rows that are not whole blocks", expected: "not whole blocks of 256 values") {
            .model(tensors: [.init(name: "weights", dimensions: [100], type: 12, dataBytes: 144)])
        },
        .init(description: "a shape whose size overflows", expected: "weights has an impossible shape") {
            .model(tensors: [.init(name: "weights", dimensions: [1 << 40, 1 << 40], type: 0, dataBytes: 0)])
        },
        .init(description: "five dimensions", expected: "5 dimensions") {
            .model(tensors: [.init(name: "weights", dimensions: [1, 1, 1, 1, 8], type: 0, dataBytes: 32)])
        },
        .init(description: "tensor data beyond the end", expected: "tensor second (F32, 4096 bytes at data offset 32)")
        {
            .model(tensors: [
                .init(name: "weights", dimensions: [8], type: 0, dataBytes: 32),
                .init(name: "second", dimensions: [1024], type: 0, dataBytes: 64),
            ])
        },
        .init(
            description: "a tensor offset far beyond the file",
            expected: "weights is at data offset 1099511627776, but the tensors before it end at 0"
        ) {
            .model(tensors: [.init(name: "weights", dimensions: [8], type: 0, dataBytes: 32, offset: 1 << 40)])
        },
        .init(description: "a changed type that moves the next tensor", expected: "second is at data offset 32, but") {
            .model(tensors: [
                .init(name: "weights", dimensions: [64], type: 8, dataBytes: 32),  // Q8_0: 68 bytes, not 32
                .init(name: "second", dimensions: [8], type: 0, dataBytes: 32),
            ])
        },
        .init(description: "misaligned tensor offset", expected: "misaligned data offset 4") {
            .model(tensors: [.init(name: "weights", dimensions: [8], type: 0, dataBytes: 32, offset: 4)])
        },
        .init(description: "a duplicated tensor", expected: "tensor weights appears twice") {
            .model(tensors: [
                .init(name: "weights", dimensions: [8], type: 0, dataBytes: 32),
                .init(name: "weights", dimensions: [8], type: 0, dataBytes: 32),
            ])
        },
        .init(
            description: "a tensor count that can't fit the file", expected: "tensor count 1000000 at byte 8 can't fit"
        ) {
            var builder = GGUFBuilder.model()
            builder.tensorCountField = 1_000_000
            return builder
        },
        .init(description: "a key-value count that can't fit", expected: "metadata entry count 4294967296 at byte 16") {
            var builder = GGUFBuilder.model()
            builder.entryCountField = 1 << 32
            return builder
        },
        .init(description: "more tensors than described", expected: "tensor 1 of 4 has an empty name") {
            var builder = GGUFBuilder.model()
            builder.tensorCountField = 4
            return builder
        },
        .init(description: "an unknown value type", expected: "metadata general.name has an unknown value type 77") {
            .model([("general.name", .raw(type: 77, payload: [0, 0, 0, 0]))])
        },
        .init(description: "a duplicated key", expected: "metadata key llama.block_count appears twice") {
            var builder = GGUFBuilder.model()
            builder.entries.append(("llama.block_count", .uint32(2)))
            return builder
        },
        .init(
            description: "a layer tensor beyond block_count",
            expected: "blk.2.w belongs to layer 2 but llama.block_count is 2"
        ) {
            .model(tensors: [
                .init(name: "blk.0.w", dimensions: [8], type: 0, dataBytes: 32),
                .init(name: "blk.2.w", dimensions: [8], type: 0, dataBytes: 32),
            ])
        },
        .init(
            description: "fewer layers of tensors than block_count",
            expected: "block_count is 2 but the file has tensors for 1 layers"
        ) {
            .model(tensors: [.init(name: "blk.0.w", dimensions: [8], type: 0, dataBytes: 32)])
        },
        .init(description: "a NaN epsilon", expected: "llama.attention.layer_norm_rms_epsilon is nan") {
            .model([("llama.attention.layer_norm_rms_epsilon", .raw(type: 6, payload: [0, 0, 0xC0, 0x7F]))])
        },
        .init(description: "a negative epsilon", expected: "llama.attention.layer_norm_epsilon is -1.0") {
            .model([("llama.attention.layer_norm_epsilon", .raw(type: 6, payload: [0, 0, 0x80, 0xBF]))])
        },
        .init(description: "alignment not a power of two", expected: "general.alignment is 48") {
            .model([("general.alignment", .uint32(48))])
        },
    ]

    @Test("Each damage llama.cpp would crash on is refused with what is wrong", arguments: damaged)
    func refused(_ damage: DamagedHeader) throws {
        let reported = try #require(try detail(damage.make().bytes), "\(damage) was accepted")
        #expect(reported.contains(damage.expected), "\(damage): \(reported)")
    }

    @Test("A file cut inside its tensor data is refused before anything is mapped past its end")
    func truncatedInsideTensorData() throws {
        let bytes = GGUFBuilder.model(tensors: [.init(name: "weights", dimensions: [64], type: 0, dataBytes: 256)])
            .bytes
        for cut in stride(from: bytes.count - 256 + 1, to: bytes.count, by: 37) {
            let reported = try #require(try detail(Array(bytes.prefix(cut))), "cut at \(cut) was accepted")
            #expect(reported.contains("tensor weights (F32, 256 bytes at data offset 0) ends beyond the file's \(cut)"))
        }
    }

    @Test("A pipe given as the model is refused without opening it (no hang)")
    func pipeIsRefused() throws {
        let path = LlamaTestSupport.temporaryPath("model.fifo")
        try #require(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            throws: LlamaError.invalidModelFile(
                path: path, detail: "it is not a regular file (a pipe, socket or device can't hold a model)")
        ) {
            try GGUFHeader.validate(path: path)
        }
    }

    @Test("A damaged file makes the model unavailable, with its path, before any runtime is asked to load it")
    func availabilityOfDamagedFile() throws {
        let path = LlamaTestSupport.temporaryPath("block-count.gguf")
        try Data(GGUFBuilder.model([("llama.block_count", .uint32(1000))]).bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let model = LlamaLanguageModel(path: path)
        let header = Result { () throws(LlamaError) in try GGUFHeader.validate(path: path) }
        guard case .failure(.invalidModelFile(let reported, let detail)) = header else {
            Issue.record("the damaged file passed the check")
            return
        }
        #expect(reported == path && detail.contains("block_count is 1000"))
        // Without a runtime, availability names the runtime; with one, the file. Never available.
        #expect(!model.isAvailable)
        if LlamaRuntime.isBuiltWithHeaders, case .success = LlamaRuntime.status {
            #expect(model.availability == .unavailable(.invalidModelFile(path: path, detail: detail)))
        }
    }
}
