// swift-tools-version:6.0
import Foundation
import PackageDescription

// A path dependency is named after its folder, whatever the clone is called.
let copydeck = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Benchmarks live in their own package so the main package stays lean. Run in release:
//   swift run -c release --package-path Benchmarks copydeck-bench
let package = Package(
    name: "CopydeckBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
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
    ],
    swiftLanguageModes: [.v6]
)
