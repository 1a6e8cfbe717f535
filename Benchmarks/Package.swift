// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A package of its own, so that `make test` never builds the benchmark library. It depends on
// Tintype by path; a path dependency is named after its folder, whatever the clone is called.
let tintypeFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TintypeBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "FeedBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tintype", package: tintypeFolder),
            ],
            path: "Benchmarks/FeedBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
