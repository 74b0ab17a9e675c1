import Foundation
import LMFallback

/// Times LMFallback's analyzers against the floor (segmenting the same text into sentences and words).
enum FallbackBenchmark {
    static func run(arguments: [String]) throws {
        print("fallback benchmark: not yet implemented")
    }
}
