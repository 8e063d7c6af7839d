// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// A separate package so the product never depends on what it is measured against.
// Run in release mode: `swift run -c release --package-path Benchmarks <target>`.
let package = Package(
    name: "AirFitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    ],
    targets: [
        // The timing helpers the benchmarks share (median, p95, max, against a target).
        .target(name: "BenchSupport", swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "DIBenchmarks",
            dependencies: [.product(name: "DI", package: root), "Swinject"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "LLMBenchmarks",
            dependencies: [.product(name: "LLM", package: root)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ProgressBenchmarks",
            dependencies: [
                "BenchSupport", .product(name: "App", package: root), .product(name: "Coach", package: root),
                .product(name: "CoachDomain", package: root), .product(name: "CoachProgress", package: root),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "MealsBenchmarks",
            dependencies: ["BenchSupport", .product(name: "Coach", package: root), .product(name: "CoachDomain", package: root),
                           .product(name: "CoachMeals", package: root)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "StorageBenchmarks",
            dependencies: [.product(name: "Storage", package: root)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
