import Foundation
import Testing

@testable import LMLlama

extension GGUFBuilder {
    /// A valid file: three metadata entries and one F32 tensor of `elements` values.
    static func valid(version: UInt32 = 3, elements: UInt64 = 8) -> [UInt8] {
        var builder = GGUFBuilder(version: version)
        builder.entries = [
            ("general.architecture", .string("llama")),
            ("llama.context_length", .uint32(256)),
            ("tokenizer.ggml.tokens", .strings(["a", "b"])),
        ]
        builder.tensors = [.init(name: "weights", dimensions: [elements], type: 0, dataBytes: Int(elements) * 4)]
        return builder.bytes
    }
}

@Suite("GGUF header pre-check")
struct GGUFHeaderTests {
    func write(_ bytes: [UInt8], name: String = "model.gguf") throws -> String {
        let path = LlamaTestSupport.temporaryPath(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func invalidDetail(_ bytes: [UInt8]) throws -> (path: String, detail: String) {
        let path = try write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try GGUFHeader.validate(path: path)
        } catch .invalidModelFile(let reportedPath, let detail) {
            #expect(reportedPath == path)
            return (path, detail)
        } catch {
            Issue.record("expected invalidModelFile, got \(error)")
        }
        Issue.record("a broken file was accepted")
        return (path, "")
    }

    @Test("A well-formed file is read with its metadata")
    func validFile() throws {
        let path = try write(GGUFBuilder.valid())
        defer { try? FileManager.default.removeItem(atPath: path) }
        let header = try GGUFHeader.validate(path: path)
        #expect(header.version == 3)
        #expect(header.tensorCount == 1)
        #expect(header.architecture == "llama")
        #expect(header.contextLength == 256)
        #expect(header.metadata["tokenizer.ggml.tokens"] == .array(count: 2))
        #expect(header.chatTemplate == nil)
    }

    @Test("A missing file is reported as not found, with its path")
    func missingFile() {
        let path = LlamaTestSupport.temporaryPath("absent.gguf")
        #expect(throws: LlamaError.modelFileNotFound(path: path)) { try GGUFHeader.validate(path: path) }
    }

    @Test("A file that is not GGUF is rejected for its magic number")
    func wrongMagic() throws {
        let result = try invalidDetail(Array("not a model at all, just some text".utf8))
        #expect(result.detail.contains("magic"))
    }

    @Test("An empty file is rejected")
    func emptyFile() throws {
        let result = try invalidDetail([])
        #expect(result.detail.contains("0 bytes"))
    }

    @Test("An unsupported version is named")
    func unsupportedVersion() throws {
        let result = try invalidDetail(GGUFBuilder.valid(version: 7))
        #expect(result.detail.contains("version 7"))
    }

    @Test("A file cut at any point is an error, never a crash", arguments: [5, 12, 30, 60, 100, 130, 150])
    func truncatedAnywhere(length: Int) throws {
        let bytes = GGUFBuilder.valid()
        try #require(length < bytes.count)
        let result = try invalidDetail(Array(bytes.prefix(length)))
        #expect(result.detail.contains("truncated") || result.detail.contains("can't fit"))
    }

    @Test("A string length larger than the file is caught before reading")
    func hugeStringLength() throws {
        var bytes = GGUFBuilder.valid()
        // The first key's length field starts after magic, version and the two counts.
        let lengthOffset = 4 + 4 + 8 + 8
        for index in 0..<8 { bytes[lengthOffset + index] = 0xFF }
        let result = try invalidDetail(bytes)
        #expect(result.detail.contains("string length 18446744073709551615 at byte 24 can't fit"))
    }

    @Test(
        "The generated test model passes the check and has a chat template",
        .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
    func generatedModel() throws {
        let header = try GGUFHeader.validate(path: LlamaTestSupport.modelPath)
        #expect(header.architecture == "llama")
        #expect(header.chatTemplate?.contains("<|start_header_id|>") == true)
        #expect((header.contextLength ?? 0) >= 2048)
    }

    @Test(
        "A truncated copy of the real model is an invalid file with its path",
        .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
    func truncatedRealModel() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: LlamaTestSupport.modelPath))
        let result = try invalidDetail(Array(data.prefix(data.count / 2)))
        #expect(result.detail.contains("truncated"))
    }
}
