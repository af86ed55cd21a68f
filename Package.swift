// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Copydeck",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .library(name: "CopydeckKit", targets: ["CopydeckKit"]),
        .library(name: "CopydeckCompiler", targets: ["CopydeckCompiler"]),
        .executable(name: "copydeck", targets: ["copydeck"]),
        // A target's Copydeck project compiled into its resources at build time.
        .plugin(name: "CopydeckBuildPlugin", targets: ["CopydeckBuildPlugin"]),
        // `swift package copydeck lint|build|…` on the package's own project.
        .plugin(name: "CopydeckCommandPlugin", targets: ["CopydeckCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `copydeck preview --serve`: FlyingSocks, its non-blocking sockets on Swift concurrency
        // (no SwiftNIO; not FlyingFox's own server, which links FoundationNetworking).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        // `swift package generate-documentation --target CopydeckKit`: the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `copydeck mcp`: the official Model Context Protocol SDK (its MCP library needs only
        // swift-system and swift-log on Linux).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.0"),
        // Tests only: property-based round trips of the string tables.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // Runtime: Foundation only, no dependency. Apps and extensions link this.
        .target(name: "CopydeckKit", exclude: ["README.md"]),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // SHA-256's rounds on the processor's SHA instructions, for the bundles' manifests.
        .target(name: "CSHA256", exclude: ["README.md"]),
        .target(
            name: "CopydeckCompiler",
            dependencies: [
                "CopydeckKit",
                "CLibXML2",
                "CSHA256",
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["README.md"]
        ),
        .target(name: "CopydeckLanguageServer", dependencies: ["CopydeckCompiler"], exclude: ["README.md"]),
        .target(name: "CopydeckMCP", dependencies: ["CopydeckCompiler", .product(name: "MCP", package: "swift-sdk")], exclude: ["README.md"]),
        .target(
            name: "CopydeckServe",
            dependencies: ["CopydeckCompiler", .product(name: "FlyingSocks", package: "FlyingFox")],
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "copydeck",
            dependencies: [
                "CopydeckCompiler",
                "CopydeckServe",
                "CopydeckLanguageServer",
                "CopydeckMCP",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["README.md"]
        ),
        .plugin(name: "CopydeckBuildPlugin", capability: .buildTool(), dependencies: ["copydeck"]),
        .plugin(
            name: "CopydeckCommandPlugin",
            capability: .command(
                // No write permission is declared, so `swift package copydeck lint` runs as it is.
                // Where a sandbox guards the package (macOS), a command that writes names what it
                // writes: `swift package --allow-writing-to-directory build copydeck build`.
                intent: .custom(verb: "copydeck", description: "Run copydeck (lint, build, preview, generate…) on this package's Copydeck project")
            ),
            dependencies: ["copydeck"]
        ),
        .testTarget(name: "CopydeckKitTests", dependencies: ["CopydeckKit"], exclude: ["README.md"]),
        .testTarget(
            name: "CopydeckCompilerTests",
            dependencies: [
                "CopydeckCompiler", "CopydeckKit", .product(name: "Yams", package: "Yams"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["README.md"]
        ),
        .testTarget(name: "CopydeckServeTests", dependencies: ["CopydeckServe", "CopydeckCompiler"]),
        .testTarget(name: "CopydeckLanguageServerTests", dependencies: ["CopydeckLanguageServer", "CopydeckCompiler"]),
        .testTarget(name: "CopydeckEndToEndTests", dependencies: ["CopydeckKit", "copydeck"], exclude: ["README.md"]),
        // Fuzzing (Fuzz/README.md): the check of one input that the fuzzer and `swift test` share,
        // and the test that replays every regression input of Fuzz/Regressions through it.
        .target(name: "CopydeckFuzzChecks", dependencies: ["CopydeckCompiler", "CopydeckKit"], path: "Fuzz/Checks"),
        .testTarget(name: "CopydeckFuzzTests", dependencies: ["CopydeckFuzzChecks"], exclude: ["README.md"]),
    ],
    swiftLanguageModes: [.v6]
)

// The fuzzer exists only for `Fuzz/run.sh`, which sets COPYDECK_FUZZ=1 and builds it with
// `-sanitize=fuzzer` (which links libFuzzer): plain `swift build` never sees it.
if Context.environment["COPYDECK_FUZZ"] == "1" {
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/LibFuzzer"),
        .executableTarget(name: "copydeck-fuzz", dependencies: ["CLibFuzzer", "CopydeckFuzzChecks"], path: "Fuzz/Entry"),
    ]
}
