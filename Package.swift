// swift-tools-version: 6.1
import PackageDescription

// Arrows of import go one way:
//   airfit -> App -> {Coach, CoachTraining, CoachProgress, CoachMeals, CoachDomain, Secrets, Storage, LLM, DI, CReadline};
//   airfit-mcp -> AirfitMCP -> {App, MCP} (the MCP SDK's networking stays out of `airfit`);
//   Coach -> {CoachTraining, CoachProgress, CoachMeals, CoachDomain, LLM}; CoachTraining -> CoachDomain;
//   CoachProgress -> {CoachTraining, CoachDomain, CoachLanguage}; CoachMeals -> CoachDomain;
//   CoachDomain -> {JSONCore, CoachLanguage}; LLM -> JSONCore.
// Only App (the composition root) knows the DI container; the coach's targets reach storage
// through ports of their own that App adapts.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    // A concrete generic type's metadata (`Set<CalendarDay>`, `[LogEntry<FoodItem>]`) is made
    // by a function that passes its witness tables, not by demangling its name, which makes
    // the runtime scan all 11,640 conformance records of the program once per requirement
    // (0.45 M instructions each; 20 such scans in a first offline reply, 13 M instructions).
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

/// The release link of the executables: Swift runtime and Foundation static, lld, packed
/// relocations, no exported symbols (see the `airfit` target).
let staticRelease = [
    "-static-stdlib", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims",
    "-l_FoundationCollections", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--no-export-dynamic",
]

let package = Package(
    name: "AirFitCoach",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "airfit", targets: ["airfit"]),
        .executable(name: "airfit-mcp", targets: ["airfit-mcp"]),
        .library(name: "DI", targets: ["DI"]),
        .library(name: "LLM", targets: ["LLM"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Secrets", targets: ["Secrets"]),
        // For the benchmarks, which measure the commands' own code.
        .library(name: "Coach", targets: ["Coach"]),
        .library(name: "CoachDomain", targets: ["CoachDomain"]),
        .library(name: "CoachLanguage", targets: ["CoachLanguage"]),
        .library(name: "CoachProgress", targets: ["CoachProgress"]),
        .library(name: "CoachMeals", targets: ["CoachMeals"]),
        .library(name: "App", targets: ["App"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // HTTP on SwiftNIO (one shared client; streamed bodies as ByteBuffers).
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        // `airfit mcp`: the official Model Context Protocol SDK (its stdio transport and server).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
        .target(name: "DI", swiftSettings: strict),
        // The JSON value type, shared by the wire protocols and the profile's field table.
        .target(name: "JSONCore", swiftSettings: strict),
        .target(
            name: "LLM",
            dependencies: [
                "JSONCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "Secrets",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "Storage",
            // GRDBSQLite: the preflight's read-only look at a file is plain SQLite (ReadOnlyLook).
            dependencies: [.product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift")],
            swiftSettings: strict
        ),
        // The coach's language, below everything of the coach's: one tokenizer, the lexicon
        // (`data/lexicon`) compiled into one matcher, one grammar of numbers, quantities, days
        // and times, and dialogue acts. Knows no domain type; pure Swift but for reading files.
        .target(name: "CoachLanguage", swiftSettings: strict),
        // The coach's leaf: the profile's field table, units, calendar days, food items, workout
        // sets, macros, formatting, goals, target formulas, the catalogs and the storage ports
        // (protocols over these types; App adapts Storage to them). Foundation and JSON only.
        .target(name: "CoachDomain", dependencies: ["JSONCore", "CoachLanguage"], swiftSettings: strict),
        // Trend, expenditure, check-ins, import/export and reports, over the domain; the snapshot of
        // a turn's facts, which holds the training plan in force.
        .target(name: "CoachProgress", dependencies: ["CoachDomain", "CoachTraining", "CoachLanguage"], swiftSettings: strict),
        // The training planner: programs, progression, today's session, over the domain.
        .target(name: "CoachTraining", dependencies: ["CoachDomain"], swiftSettings: strict),
        // The meal planner: the diet and restrictions as one filter over the foods list, a day of
        // meals on the day's targets, suggestions fitting what is left. Pure, over the domain.
        .target(name: "CoachMeals", dependencies: ["CoachDomain", "JSONCore"], swiftSettings: strict),
        // Engine, tools, onboarding, the offline coach, conversation, persona, the parsers.
        .target(name: "Coach", dependencies: ["CoachLanguage", "CoachDomain", "CoachProgress", "CoachTraining", "CoachMeals", "LLM"], swiftSettings: strict),
        .target(
            name: "App",
            dependencies: [
                "DI", "LLM", "Secrets", "Storage", "Coach", "CoachLanguage", "CoachDomain", "CoachProgress", "CoachTraining", "CoachMeals",
                "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // `airfit mcp`'s server, on the official MCP SDK, in a binary of its own: the SDK
        // imports FoundationNetworking (libcurl and 30 shared libraries) on Linux, which every
        // start of `airfit` would otherwise load (+3.8 ms CPU, +6.2 MB resident).
        .target(
            name: "AirfitMCP",
            dependencies: [
                "App", "Coach", "LLM",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "MCP", package: "swift-sdk"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "airfit", dependencies: ["App"], swiftSettings: strict,
            // A release binary links the Swift runtime and Foundation statically (what
            // `--static-swift-stdlib` does, plus the C libraries Foundation's archive needs)
            // with lld and packed relative relocations: 10 shared libraries instead of 24.
            // `--no-export-dynamic` undoes the `-export-dynamic` of the toolchain's
            // static-stdlib-args.lnk, which put all 45,000 of the program's own symbols in its
            // dynamic table (3.6 MB the loader searched for every symbol of every shared library).
            // A start that does nothing costs about 21 ms of CPU and 24 MB resident instead of
            // 32 ms and 39 MB (Benchmarks/README.md, "Start-up and footprint").
            linkerSettings: [.unsafeFlags(staticRelease, .when(platforms: [.linux], configuration: .release))]
        ),
        // The same, with the C parts of FoundationNetworking, which the MCP SDK imports (libcurl
        // is the system's, as the dynamic Foundation has it).
        .executableTarget(
            name: "airfit-mcp", dependencies: ["AirfitMCP", "App"], swiftSettings: strict,
            linkerSettings: [
                .unsafeFlags(
                    staticRelease + ["-lFoundationNetworking", "-l_CFURLSessionInterface", "-Xlinker", "-l:libcurl.so.4"],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),

        // Test support: `.ownThread` runs a long-computing test on a thread of its own, off the
        // shared pool every other test's tasks need (Tests/TestThreads/OwnThread.swift).
        .target(name: "TestThreads", path: "Tests/TestThreads", swiftSettings: strict),

        .testTarget(name: "DITests", dependencies: ["DI"], swiftSettings: strict),
        .testTarget(
            name: "LLMTests",
            dependencies: ["LLM", "TestThreads", .product(name: "NIOCore", package: "swift-nio")],
            swiftSettings: strict
        ),
        .testTarget(name: "SecretsTests", dependencies: ["Secrets", "TestThreads"], swiftSettings: strict),
        .testTarget(
            name: "StorageTests",
            dependencies: ["Storage", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict
        ),
        .testTarget(name: "CoachTests", dependencies: ["Coach", "CoachLanguage", "CoachDomain", "CoachProgress", "CoachTraining", "LLM", "TestThreads"], swiftSettings: strict),
        .testTarget(name: "CoachLanguageTests", dependencies: ["CoachLanguage"], swiftSettings: strict),
        .testTarget(name: "CoachTrainingTests", dependencies: ["CoachTraining", "CoachDomain", "TestThreads"], swiftSettings: strict),
        .testTarget(name: "CoachMealsTests", dependencies: ["CoachMeals", "CoachDomain", "Coach", "JSONCore", "TestThreads"], swiftSettings: strict),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App", "DI", "LLM", "Coach", "CoachLanguage", "CoachDomain", "CoachProgress", "Storage", "Secrets", "TestThreads",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TranscriptTests",
            // Coach: the MCP tests compare the served tool list with the coach's own.
            dependencies: ["airfit", "airfit-mcp", "Coach", "LLM"],
            swiftSettings: strict
        ),
    ]
)
