import Foundation
import Testing

@testable import LMLlama

/// Finds llama.cpp and the generated test model, and decides whether llama tests run.
///
/// Llama tests are marked `.enabled(if: LlamaTestSupport.canRun, ...)`: they are skipped with a
/// reason when llama.cpp or the model is missing, and they run — and fail with a clear message —
/// when `LMCORE_REQUIRE_LLAMA=1` says they must.
enum LlamaTestSupport {
    /// Why llama tests are skipped when they are.
    static let skipReason: Comment =
        "llama.cpp or the test model is missing: run scripts/install-llama.sh and scripts/make-test-model.py"

    /// Whether CI requires llama tests to run (`LMCORE_REQUIRE_LLAMA=1`).
    static let isRequired = ProcessInfo.processInfo.environment["LMCORE_REQUIRE_LLAMA"] == "1"

    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The small test model (`LMCORE_TEST_MODEL` overrides it).
    static let modelPath: String =
        ProcessInfo.processInfo.environment["LMCORE_TEST_MODEL"]
        ?? packageRoot.appendingPathComponent(".models/tiny.gguf").path

    /// Whether llama tests should run: the runtime and the model are present, or they are required.
    static let canRun: Bool = {
        if isRequired { return true }
        guard case .success = LlamaRuntime.status else { return false }
        return FileManager.default.fileExists(atPath: modelPath)
    }()

    /// Why tests of the trained model are skipped when they are.
    static let trainedSkipReason: Comment =
        "llama.cpp or SmolLM2-135M-Instruct is missing: run scripts/install-llama.sh and scripts/fetch-smollm2.sh"

    /// The trained instruct model that `scripts/fetch-smollm2.sh` fetches (`LMCORE_TRAINED_MODEL`
    /// overrides it).
    static let trainedModelPath: String =
        ProcessInfo.processInfo.environment["LMCORE_TRAINED_MODEL"]
        ?? packageRoot.appendingPathComponent(".models/smollm2-135m-instruct-q4_1.gguf").path

    /// Whether tests of the trained model should run: the runtime and the model are present, or
    /// they are required.
    static let canRunTrained: Bool = {
        if isRequired { return true }
        guard case .success = LlamaRuntime.status else { return false }
        return FileManager.default.fileExists(atPath: trainedModelPath)
    }()

    private static let sharedModel = Result<LlamaModel, LlamaError> { () throws(LlamaError) in
        try LlamaModel(path: modelPath)
    }

    /// The test model, loaded once for all tests.
    /// - Throws: Why it can't be loaded, so a required test fails with the reason.
    static func model() throws -> LlamaModel {
        try sharedModel.get()
    }

    /// A fresh context on the test model.
    static func context(
        contextSize: Int = 1024,
        batchSize: Int = 64,
        threads: Int = 2
    ) throws -> LlamaContext {
        try LlamaContext(
            model: try model(),
            configuration: .init(contextSize: contextSize, batchSize: batchSize, threads: threads)
        )
    }

    /// A unique path in the temporary directory.
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("lmllama-\(UUID().uuidString)-\(name)").path
    }
}
