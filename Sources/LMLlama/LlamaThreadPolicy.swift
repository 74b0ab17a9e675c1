import Foundation

/// How llama.cpp's worker threads wait: OpenMP's `OMP_WAIT_POLICY`, read once when llama.cpp's
/// library is loaded.
///
/// LMLlama leaves the policy to the environment and chooses the thread count instead (see
/// ``LlamaCPUShare``). Measured with SmolLM2-135M on a 2-core machine (`lmbench llama`): on a
/// quiet machine, two spinning threads (OpenMP's default, `ACTIVE`) generate 107 tokens/s and two
/// passive ones 44; with one core held by another process, spinning threads fall to 36 tokens/s,
/// passive ones to 55, and a single thread keeps 79 — which is what automatic threads pick then.
package enum LlamaThreadPolicy {
    /// The environment variable OpenMP reads.
    package static let variable = "OMP_WAIT_POLICY"

    /// The wait policy in effect for this process (`ACTIVE`, OpenMP's default, unless the
    /// environment chose).
    package static var current: String {
        ProcessInfo.processInfo.environment[variable] ?? "ACTIVE (default)"
    }
}
