import Foundation
import Testing

@testable import LMLlama

@Suite("Loading llama.cpp's library: checked first, failures remembered")
struct LlamaRuntimeLoadingTests {
    /// Builds a shared library exporting only `llama_backend_init`, with the C compiler.
    private func stubLibrary() throws -> String {
        let source = LlamaTestSupport.temporaryPath("stub.c")
        let library = LlamaTestSupport.temporaryPath("libstub.so")
        try "void llama_backend_init(void) {}\n".write(toFile: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: source) }
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-shared", "-fPIC", "-o", library, source]
        try compiler.run()
        compiler.waitUntilExit()
        try #require(compiler.terminationStatus == 0, "the C compiler could not build a stub library")
        return library
    }

    @Test("A library cut anywhere is reported as incomplete, naming it, before it is opened")
    func truncatedELF() throws {
        let library = try stubLibrary()
        defer { try? FileManager.default.removeItem(atPath: library) }
        try SharedLibraryFile.check(path: library)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: library))
        let cut = LlamaTestSupport.temporaryPath("libcut.so")
        defer { try? FileManager.default.removeItem(atPath: cut) }
        for length in [0, 3, 40, 64, 200, bytes.count / 2, bytes.count - 1] {
            try bytes.prefix(length).write(to: URL(fileURLWithPath: cut))
            do {
                try SharedLibraryFile.check(path: cut)
                Issue.record("a library cut to \(length) of \(bytes.count) bytes passed")
            } catch {
                #expect(error.library == cut)
                #expect(error.detail.contains("not an ELF") || error.detail.contains("incomplete or damaged"))
            }
        }
    }

    @Test(
        "A library lacking symbols fails the same way every time, without being opened again",
        .enabled(if: LlamaRuntime.isBuiltWithHeaders, "LMLlama was built without llama.h"))
    func failureRemembered() throws {
        let library = try stubLibrary()
        defer { try? FileManager.default.removeItem(atPath: library) }
        let first = Result { () throws(LlamaError) in try LlamaRuntime.load(libraryPath: library) }
        guard case .failure(.symbolMissing(let named, let detail)) = first else {
            Issue.record("expected symbolMissing, got \(first)")
            return
        }
        #expect(named == library && detail.contains("lacks llama_log_set"))
        // The file is gone now: a second attempt that opened it again would say so.
        try FileManager.default.removeItem(atPath: library)
        #expect(throws: LlamaError.symbolMissing(library: named, detail: detail)) {
            try LlamaRuntime.load(libraryPath: library)
        }
    }
}
