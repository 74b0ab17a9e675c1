// swift-tools-version: 6.0
import PackageDescription

// LMCore has no package dependencies: only the Swift toolchain.
// llama.cpp is loaded at run time by CLlama (see scripts/install-llama.sh).
let package = Package(
    name: "LMCore",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LMCore", targets: ["LMCore"]),
        .library(name: "LMFallback", targets: ["LMFallback"]),
        .library(name: "LMLlama", targets: ["LMLlama"]),
        .executable(name: "lmctl", targets: ["lmctl"]),
    ],
    targets: [
        .target(name: "LMCore"),
        .target(name: "LMFallback", dependencies: ["LMCore"]),
        .target(
            name: "CLlama",
            // scripts/install-llama.sh copies llama.h here (git-ignored); without it CLlama still
            // builds and reports "built without llama.h" at run time.
            cSettings: [.headerSearchPath("llama-include")],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .target(name: "LMLlama", dependencies: ["LMCore", "CLlama"]),
        .target(name: "LMCommandLine", dependencies: ["LMCore", "LMFallback", "LMLlama"]),
        .executableTarget(name: "lmctl", dependencies: ["LMCommandLine"]),
        .executableTarget(
            name: "lmbench",
            dependencies: ["LMCore", "LMFallback", "LMLlama"],
            path: "Benchmarks/lmbench"
        ),
        .testTarget(name: "LMCoreTests", dependencies: ["LMCore"]),
        .testTarget(name: "ExamplesTests", dependencies: ["LMCore"]),
        .testTarget(name: "LMFallbackTests", dependencies: ["LMFallback", "LMCore"]),
        .testTarget(name: "LMLlamaTests", dependencies: ["LMLlama", "LMCore"]),
        .testTarget(
            name: "LMCommandLineTests",
            dependencies: ["LMCommandLine", "LMCore"]
        ),
    ] + examples
)

/// Examples a newcomer can run (`swift run NAME`); CI builds them and ExamplesTests runs them.
var examples: [Target] {
    [
        ("FirstSession", ["LMCore", "LMFallback"]),
        ("FallbackChain", ["LMCore", "LMFallback", "LMLlama"]),
        ("TestingWithMock", ["LMCore"]),
        ("CustomProvider", ["LMCore"]),
        ("StructuredOutput", ["LMCore"]),
        ("StreamingSnapshots", ["LMCore"]),
        ("ToolCalling", ["LMCore"]),
    ].map { name, dependencies in
        .executableTarget(
            name: name,
            dependencies: dependencies.map { .target(name: $0) },
            path: "Examples/\(name)"
        )
    }
}
