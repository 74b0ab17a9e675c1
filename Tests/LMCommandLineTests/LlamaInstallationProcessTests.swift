import Foundation
import Testing

/// A broken llama.cpp installation, met by lmctl in a child process: each is an availability
/// reason naming the file, never a signal.
@Suite(
    "A broken llama.cpp installation is a reason, never a crash",
    .enabled(if: LlamaProcessSupport.canRun, LlamaProcessSupport.skipReason),
    .serialized
)
struct LlamaInstallationProcessTests {
    /// The installation the tests copy and damage: the folder of `LMCORE_LLAMA_LIBRARY` when it
    /// is set, else the project's own `.llama/lib`.
    static let installedLibraries: String = {
        if let library = ProcessInfo.processInfo.environment["LMCORE_LLAMA_LIBRARY"], library.contains("/") {
            return URL(fileURLWithPath: library).deletingLastPathComponent().path
        }
        return DamagedModelProcessTests.packageRoot.appendingPathComponent(".llama/lib").path
    }()

    /// Copies the installed libraries (symbolic links kept) into the scratch directory, without
    /// the files whose names start with `removed`.
    private func copyInstallation(into lmctl: LMCTL, removing removed: String?) throws -> String {
        let target = lmctl.path("lib")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.installedLibraries)
        try #require(names.contains("libllama.so"), "no llama.cpp installation in \(Self.installedLibraries)")
        for name in names where removed.map({ !name.hasPrefix($0) }) ?? true {
            try FileManager.default.copyItem(atPath: Self.installedLibraries + "/" + name, toPath: target + "/" + name)
        }
        return target
    }

    /// Runs `doctor` and `title --provider llama` with `library` as LMCORE_LLAMA_LIBRARY and checks
    /// that both end normally and name `expected` in their reason.
    private func expectReason(library: String, naming expected: String, in lmctl: LMCTL) throws {
        let environment = ["LMCORE_LLAMA_LIBRARY": library]
        let doctor = try lmctl.run(
            ["doctor", "--model", LlamaProcessSupport.modelPath], environment: environment, timeout: 60)
        #expect(doctor.signal == nil && !doctor.timedOut, "doctor died: \(doctor.diagnostics)")
        #expect(doctor.status == 0)
        let llamaLine = doctor.output.split(separator: "\n").first { $0.hasPrefix("llama") } ?? ""
        #expect(llamaLine.contains("unavailable: runtime not installed"), "\(llamaLine)")
        #expect(llamaLine.contains(expected), "doctor's reason doesn't name \(expected): \(llamaLine)")
        let note = try lmctl.write("note.txt", "The budget review is on Monday.")
        let title = try lmctl.run(
            ["title", "--provider", "llama", "--model", LlamaProcessSupport.modelPath, note],
            environment: environment, timeout: 60)
        #expect(title.signal == nil && !title.timedOut, "title died: \(title.diagnostics)")
        #expect(title.status == 3)
        #expect(title.diagnostics.contains(expected), "title's error doesn't name \(expected): \(title.diagnostics)")
        // With the default provider the request falls back, checking llama's availability on the way.
        let auto = try lmctl.run(
            ["title", "--model", LlamaProcessSupport.modelPath, note], environment: environment, timeout: 60)
        #expect(auto.signal == nil && auto.status == 0, "auto died or failed: \(auto.diagnostics)")
    }

    @Test("libggml-base missing from the installation")
    func missingGGMLBase() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let lib = try copyInstallation(into: lmctl, removing: "libggml-base")
        try expectReason(library: lib + "/libllama.so", naming: "libggml-base.so.0 is missing", in: lmctl)
    }

    @Test("libggml-cpu missing from the installation")
    func missingGGMLCPU() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let lib = try copyInstallation(into: lmctl, removing: "libggml-cpu")
        try expectReason(library: lib + "/libllama.so", naming: "libggml-cpu.so.0 is missing", in: lmctl)
    }

    @Test("libllama missing from the installation")
    func missingLibllama() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let lib = try copyInstallation(into: lmctl, removing: "libllama.so")
        try expectReason(library: lib + "/libllama.so", naming: lib + "/libllama.so: no such file", in: lmctl)
    }

    @Test("A library lacking llama.cpp's functions: a stub, and ggml's own base library")
    func symbolMissing() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let source = try lmctl.write("stub.c", "void llama_backend_init(void) {}\nvoid llama_log_set(void) {}\n")
        let stub = lmctl.path("libllama-stub.so")
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-shared", "-fPIC", "-o", stub, source]
        try compiler.run()
        compiler.waitUntilExit()
        try #require(compiler.terminationStatus == 0, "the C compiler could not build the stub library")
        try expectReason(library: stub, naming: "lacks llama_print_system_info", in: lmctl)
        try expectReason(
            library: Self.installedLibraries + "/libggml-base.so", naming: "libggml-base.so lacks llama_backend_init",
            in: lmctl)
    }

    @Test("A truncated libllama.so is refused before the loader maps it", arguments: [100, 5000, 1_000_000])
    func truncatedLibrary(length: Int) throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.installedLibraries + "/libllama.so"))
        try #require(original.count > length)
        let path = try lmctl.write("libllama.so", data: original.prefix(length))
        try expectReason(library: path, naming: "\(path) is incomplete or damaged", in: lmctl)
    }

    @Test("A truncated dependency (libggml-base) is refused, naming it")
    func truncatedDependency() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let lib = try copyInstallation(into: lmctl, removing: nil)
        let base = URL(fileURLWithPath: lib + "/libggml-base.so.0").resolvingSymlinksInPath().path
        let data = try Data(contentsOf: URL(fileURLWithPath: base))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: base))
        try expectReason(library: lib + "/libllama.so", naming: "libggml-base.so.0 is incomplete or damaged", in: lmctl)
    }
}
