import Foundation
import Testing

@testable import LMLlama

@Suite("llama.cpp runtime availability")
struct LlamaRuntimeTests {
    @Test("LMCORE_LLAMA_LIBRARY replaces the whole search")
    func explicitLibraryOverridesSearch() {
        let candidates = LlamaRuntime.candidateLibraries(environment: ["LMCORE_LLAMA_LIBRARY": "/opt/x/libllama.so"])
        #expect(candidates == ["/opt/x/libllama.so"])
    }

    @Test("The default search tries the project's .llama/lib before the system")
    func defaultSearchOrder() throws {
        let candidates = LlamaRuntime.candidateLibraries(environment: [:], currentDirectory: "/tmp/somewhere")
        let projectLibrary = LlamaTestSupport.packageRoot.appendingPathComponent(".llama/lib").path
        let first = try #require(candidates.first)
        #expect(first.hasPrefix(projectLibrary))
        #expect(candidates.contains { $0.hasPrefix("/tmp/somewhere/.llama/lib/") })
        #expect(candidates.contains { !$0.contains("/") })
    }

    @Test("A library path with no file is 'library not found', naming the path")
    func missingLibrary() {
        let path = LlamaTestSupport.temporaryPath("libllama.so")
        do {
            _ = try LlamaRuntime.load(libraryPath: path)
            Issue.record("a missing library loaded")
        } catch .libraryNotFound(let searched, let detail) {
            #expect(searched == [path])
            #expect(detail.contains(path))
        } catch .builtWithoutHeaders {
            #expect(!LlamaRuntime.isBuiltWithHeaders)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("A file that is not a library is refused before the loader sees it")
    func notALibrary() throws {
        let path = LlamaTestSupport.temporaryPath("libllama.so")
        try Data("this is not an ELF or Mach-O file".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try LlamaRuntime.load(libraryPath: path)
            Issue.record("a text file loaded as a library")
        } catch .libraryIncomplete(let library, let detail) {
            // Linux: the file is checked as ELF before the loader sees it.
            #expect(library == path)
            #expect(detail.contains("it is not an ELF shared library"))
        } catch .libraryNotFound(_, let detail) {
            // Elsewhere the loader itself refuses it.
            #expect(!SharedLibraryFile.checksELF && !detail.isEmpty)
        } catch .builtWithoutHeaders {
            #expect(!LlamaRuntime.isBuiltWithHeaders)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    #if os(Linux)
        @Test("A real library without llama.cpp's functions names the missing symbols")
        func libraryWithoutSymbols() {
            do {
                _ = try LlamaRuntime.load(libraryPath: "libm.so.6")
                Issue.record("libm passed as llama.cpp")
            } catch .symbolMissing(let library, let detail) {
                #expect(library == "libm.so.6")
                #expect(detail.contains("llama_backend_init"))
                #expect(detail.contains("llama_decode"))
            } catch .builtWithoutHeaders {
                #expect(!LlamaRuntime.isBuiltWithHeaders)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    #endif

    @Test("Every failure explains what to do")
    func messagesSayWhatToDo() {
        let errors: [LlamaError] = [
            .builtWithoutHeaders,
            .libraryNotFound(searched: ["/a/libllama.so"], detail: "no such file"),
            .symbolMissing(library: "/a/libllama.so", detail: "lacks llama_decode"),
        ]
        for error in errors {
            let message = error.localizedDescription
            #expect(message.contains("install-llama.sh") || message.contains("LMCORE_LLAMA_LIBRARY"))
        }
    }

    @Test("A model is not loaded from a missing or corrupt file, even without llama.cpp")
    func modelFileProblemsComeFirst() throws {
        let missing = LlamaTestSupport.temporaryPath("missing.gguf")
        #expect(throws: LlamaError.modelFileNotFound(path: missing)) { try LlamaModel(path: missing) }
        let corrupt = LlamaTestSupport.temporaryPath("corrupt.gguf")
        try Data(repeating: 0x47, count: 4096).write(to: URL(fileURLWithPath: corrupt))
        defer { try? FileManager.default.removeItem(atPath: corrupt) }
        #expect {
            try LlamaModel(path: corrupt)
        } throws: { error in
            guard case .invalidModelFile(let path, _)? = error as? LlamaError else { return false }
            return path == corrupt
        }
    }

    @Test(
        "The installed runtime loads and reports CPU features",
        .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
    func installedRuntimeLoads() throws {
        let runtime = try LlamaRuntime.load()
        #expect(!runtime.systemInfo.isEmpty)
        // Loading twice gives the same runtime.
        #expect(try LlamaRuntime.load() === runtime)
    }
}
