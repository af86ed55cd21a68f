// swift-tools-version:6.1
import Foundation
import PackageDescription

// A path dependency is named after its folder, whatever the clone is called.
let copydeck = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Benchmarks live in their own package so the main package stays lean. Run in release:
//   swift run -c release --package-path Benchmarks copydeck-bench
let package = Package(
    name: "CopydeckBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        // ordo-one's harness for the per-emitter suite: `swift package benchmark` (see README).
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "copydeck-bench",
            dependencies: [
                .product(name: "CopydeckCompiler", package: copydeck),
                .product(name: "CopydeckKit", package: copydeck),
                "CopydeckCorpus",
            ]
        ),
        // The standard corpus (issue 15): `make-corpus --scale N --out DIR`.
        .target(name: "CopydeckCorpus"),
        .executableTarget(name: "make-corpus", dependencies: ["CopydeckCorpus"]),
        // Each emitter on the standard corpus, with its allocations and memory (issue 15).
        .executableTarget(
            name: "CopydeckEmitters",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CopydeckCompiler", package: copydeck),
                "CopydeckCorpus",
            ],
            path: "Benchmarks/CopydeckEmitters",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
