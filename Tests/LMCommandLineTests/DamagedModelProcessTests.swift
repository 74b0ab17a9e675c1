import Foundation
import Testing

/// Damaged copies of the test model, made by `scripts/make-damaged-models.py --sample`, run
/// through lmctl in child processes: each ends with exit 0 or a clear error naming the file,
/// never a signal.
@Suite(
    "Damaged model files never take lmctl down",
    .enabled(if: LlamaProcessSupport.canRun, LlamaProcessSupport.skipReason),
    .serialized
)
struct DamagedModelProcessTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Writes the sample of damaged variants into the scratch directory and returns their paths.
    private func damagedSample(in lmctl: LMCTL) throws -> [String] {
        let folder = lmctl.path("damaged")
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        script.arguments = [
            "python3", Self.packageRoot.appendingPathComponent("scripts/make-damaged-models.py").path,
            "--sample", "--model", LlamaProcessSupport.modelPath, "--out", folder,
        ]
        script.standardOutput = FileHandle.nullDevice
        try script.run()
        script.waitUntilExit()
        try #require(script.terminationStatus == 0, "scripts/make-damaged-models.py failed")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".gguf") }
        try #require(names.count >= 20, "the sample has only \(names.count) variants")
        return names.sorted().map { folder + "/" + $0 }
    }

    @Test("title and doctor on each damaged variant exit 0 or name the file, never die of a signal")
    func sampleSurvives() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let note = try lmctl.write("note.txt", "The budget review is on Monday with the finance team.")
        var refused = 0
        for path in try damagedSample(in: lmctl) {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let title = try lmctl.run(
                ["title", "--provider", "llama", "--model", path, "--max-tokens", "4", "--greedy", "--no-cache", note],
                timeout: 120)
            #expect(title.signal == nil && !title.timedOut, "title on \(name) died: \(title.diagnostics)")
            #expect([0, 3].contains(title.status), "title on \(name) exited \(title.status): \(title.diagnostics)")
            if title.status == 3 {
                refused += 1
                #expect(title.diagnostics.contains(name), "\(name)'s error doesn't name it: \(title.diagnostics)")
            }
            let doctor = try lmctl.run(["doctor"], environment: ["LMCORE_MODEL": path], timeout: 120)
            #expect(doctor.signal == nil && !doctor.timedOut, "doctor on \(name) died: \(doctor.diagnostics)")
            #expect(doctor.status == 0, "doctor on \(name) exited \(doctor.status): \(doctor.diagnostics)")
            // What the header check refuses, doctor reports as unavailable too. (Doctor reads the
            // header only; a file whose tensor shapes llama.cpp rejects while loading is refused
            // with llama.cpp's message by the first request.)
            if title.diagnostics.contains("not a valid model file") {
                #expect(!doctor.output.contains("llama    available"), "doctor calls \(name) available")
            }
        }
        // Most of the sample is damaged in ways that must be refused; the weight flips load.
        #expect(refused >= 20)
    }
}
