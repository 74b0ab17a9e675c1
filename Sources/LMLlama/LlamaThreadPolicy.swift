import Foundation

/// How llama.cpp's worker threads wait, chosen before its library is loaded.
///
/// llama.cpp's CPU backend runs its threads with OpenMP, whose default is to spin at every
/// barrier. On a quiet machine that costs nothing; on a machine where other processes hold a core
/// (a laptop doing other things, a test suite running in parallel) a spinning thread waits for a
/// core that is busy, and generation collapses — measured with SmolLM2-135M under a load average
/// of 7.5: 2.3–3.3 tokens/s with two spinning threads, 19 tokens/s with two passive ones.
/// LMLlama therefore asks OpenMP for passive waiting (`OMP_WAIT_POLICY=PASSIVE`) unless the
/// environment already says otherwise; `lmbench llama` measures the cost on a quiet machine and
/// the gain on a busy one. The OpenMP runtime reads the variable once, when it is loaded with
/// llama.cpp, so the policy is set before the first `dlopen`.
package enum LlamaThreadPolicy {
    /// The environment variable OpenMP reads.
    package static let variable = "OMP_WAIT_POLICY"

    /// Sets `OMP_WAIT_POLICY=PASSIVE` unless it is set already. Called before llama.cpp's
    /// library is opened; later calls change nothing that OpenMP would still read.
    package static func prepare() {
        setenv(variable, "PASSIVE", 0)
    }

    /// The wait policy in effect for this process (`PASSIVE` unless the environment chose).
    package static var current: String {
        ProcessInfo.processInfo.environment[variable] ?? "PASSIVE"
    }
}
