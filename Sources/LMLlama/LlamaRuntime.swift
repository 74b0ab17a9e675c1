import CLlama
import Foundation
import Synchronization

/// llama.cpp's library, loaded at run time.
///
/// LMLlama never links llama.cpp: it opens the library with `dlopen` when a model is first used,
/// so a machine without llama.cpp builds and runs everything else, and a missing or broken
/// installation is an availability state with an exact reason.
///
/// The library is looked for, in order:
/// 1. `LMCORE_LLAMA_LIBRARY` (a path; when set, nothing else is tried);
/// 2. the project's own `.llama/lib` (made by `scripts/install-llama.sh`), found from this
///    package's source location and from the current directory;
/// 3. the system: `libllama.so` (Linux) or `libllama.dylib` (macOS, including Homebrew's
///    `/opt/homebrew/lib` and `/usr/local/lib`).
///
/// ```swift
/// switch LlamaRuntime.status {
/// case .success(let runtime): print("llama.cpp at \(runtime.libraryPath)")
/// case .failure(let error): print(error.localizedDescription)
/// }
/// ```
public final class LlamaRuntime: @unchecked Sendable {
    // Invariant for @unchecked Sendable: `handle` is set once and never freed (the library stays
    // loaded for the life of the process), and the C runtime it points to is immutable except for
    // an atomic logging flag; llama.cpp's loading, tokenizing and template functions that it
    // exposes are safe to call from any thread.
    let handle: OpaquePointer

    /// The path or name the library was opened with.
    public let libraryPath: String

    /// llama.cpp's description of the CPU features it uses, such as `AVX2 = 1`.
    public var systemInfo: String {
        String(cString: lmc_runtime_system_info(handle))
    }

    private init(handle: OpaquePointer, libraryPath: String) {
        self.handle = handle
        self.libraryPath = libraryPath
        let verbose = ProcessInfo.processInfo.environment["LMCORE_LLAMA_LOG"].map { $0 == "1" } ?? false
        lmc_runtime_set_verbose_logging(handle, verbose)
    }

    /// Whether LMLlama was compiled against llama.h (without it, nothing can be loaded).
    public static var isBuiltWithHeaders: Bool { lmc_built_with_headers() }

    /// The runtime found by the default search, or why there is none. Cheap after the first call.
    public static var status: Result<LlamaRuntime, LlamaError> {
        let environment = ProcessInfo.processInfo.environment
        return load(candidates: candidateLibraries(environment: environment))
    }

    /// Loads llama.cpp's library from one path (or a bare name for the dynamic loader).
    /// - Parameter libraryPath: The library to open.
    /// - Returns: The runtime; the same one on every call with the same path.
    /// - Throws: ``LlamaError/builtWithoutHeaders``, ``LlamaError/libraryNotFound(searched:detail:)``
    ///   or ``LlamaError/symbolMissing(library:detail:)``.
    public static func load(libraryPath: String) throws(LlamaError) -> LlamaRuntime {
        try load(candidates: [libraryPath]).get()
    }

    /// Loads the library found by the default search (see the type's discussion).
    /// - Throws: The reason no runtime could be loaded, as in ``load(libraryPath:)``.
    public static func load() throws(LlamaError) -> LlamaRuntime {
        try status.get()
    }

    /// The libraries the default search tries, in order.
    /// - Parameters:
    ///   - environment: The process environment (`LMCORE_LLAMA_LIBRARY` overrides the search).
    ///   - currentDirectory: The directory whose `.llama/lib` is tried after the package's own.
    /// - Returns: Paths and bare library names.
    public static func candidateLibraries(
        environment: [String: String],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> [String] {
        if let explicit = environment["LMCORE_LLAMA_LIBRARY"], !explicit.isEmpty {
            return [explicit]
        }
        #if os(macOS)
            let fileName = "libllama.dylib"
            let system = [fileName, "/opt/homebrew/lib/\(fileName)", "/usr/local/lib/\(fileName)"]
        #else
            let fileName = "libllama.so"
            let system = [fileName, "/usr/local/lib/\(fileName)", "/usr/lib/\(fileName)"]
        #endif
        var candidates: [String] = []
        for root in [packageRoot, currentDirectory] {
            let path = URL(fileURLWithPath: root).appendingPathComponent(".llama/lib/\(fileName)").path
            if !candidates.contains(path) { candidates.append(path) }
        }
        return candidates + system
    }

    /// The root of this package's checkout, derived from this file's location at build time.
    static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LMLlama
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()
        .path

    /// Every library this process tried to open, with what came of it. A failure is remembered:
    /// a library that was opened is never closed and opened again (unloading ggml is not safe).
    private static let cache = Mutex<[String: Result<LlamaRuntime, LlamaError>]>([:])

    /// Held while libraries are searched and opened, so that no library is opened twice at once.
    private static let opening = NSLock()

    private static func load(candidates: [String]) -> Result<LlamaRuntime, LlamaError> {
        guard isBuiltWithHeaders else { return .failure(.builtWithoutHeaders) }
        opening.lock()
        defer { opening.unlock() }
        var lastError = "no candidate"
        for candidate in candidates {
            if let remembered = cache.withLock({ $0[candidate] }) {
                if case .failure(.libraryNotFound(_, let detail)) = remembered {
                    lastError = detail
                    continue
                }
                return remembered
            }
            // Paths that don't exist are skipped without asking the loader; bare names are
            // resolved by the loader's own search.
            if candidate.contains("/") {
                guard FileManager.default.fileExists(atPath: candidate) else {
                    lastError = "\(candidate): no such file"
                    continue
                }
                // A file cut short, or a missing part of the installation, is found before the
                // loader maps it (a truncated library is mapped past its end: SIGBUS).
                do throws(SharedLibraryFile.Problem) {
                    try SharedLibraryFile.check(path: candidate)
                } catch {
                    return remember(
                        candidate, .failure(.libraryIncomplete(library: error.library, detail: error.detail)))
                }
            }
            let result = open(candidate)
            if case .failure(.libraryNotFound(_, let detail)) = result {
                lastError = detail
                _ = remember(candidate, result)
                continue
            }
            return remember(candidate, result)
        }
        return .failure(.libraryNotFound(searched: candidates, detail: lastError))
    }

    /// Records the outcome for `candidate` (the first one recorded wins) and returns it.
    private static func remember(
        _ candidate: String, _ result: Result<LlamaRuntime, LlamaError>
    ) -> Result<LlamaRuntime, LlamaError> {
        cache.withLock { cache in
            if let existing = cache[candidate] { return existing }
            cache[candidate] = result
            return result
        }
    }

    /// Opens one library with the C bridge.
    private static func open(_ candidate: String) -> Result<LlamaRuntime, LlamaError> {
        var status = LMC_OPEN_OK
        var opened: OpaquePointer?
        let message = CBuffer.message(capacity: 4608) { buffer, size in
            opened = lmc_runtime_open(candidate, &status, buffer, size)
        }
        if let opened { return .success(LlamaRuntime(handle: opened, libraryPath: candidate)) }
        switch status {
        case LMC_OPEN_NO_HEADERS:
            return .failure(.builtWithoutHeaders)
        case LMC_OPEN_SYMBOL_MISSING:
            return .failure(.symbolMissing(library: candidate, detail: message))
        case LMC_OPEN_NO_BACKEND:
            return .failure(.libraryIncomplete(library: candidate, detail: message))
        default:
            return .failure(.libraryNotFound(searched: [candidate], detail: message))
        }
    }
}
