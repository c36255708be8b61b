// swift-tools-version:6.0
import PackageDescription

/// One C target per grammar; sources are fetched by Scripts/setup.sh into Grammars/<lang>/src.
func grammar(_ lang: String, target: String) -> Target {
    .target(
        name: target,
        path: "Grammars/\(lang)",
        exclude: ["queries"],
        sources: ["src/parser.c", "src/scanner.c"],
        publicHeadersPath: "include",
        cSettings: [.headerSearchPath("src"), .unsafeFlags(["-O2", "-w"])]
    )
}

/// Release builds optimize across module boundaries: the extractors call small `Node` and
/// `Normalize` functions of other modules on every node, and generic code of one module is
/// otherwise not specialized for another (measured: `StringProtocol.trimmed` at ~4k instructions
/// a call). Debug builds stay fast to compile.
/// `-enforce-exclusivity=unchecked`: no run-time exclusivity checks in release builds (they were
/// 2.4 % of `check --all`'s instructions under callgrind; debug builds and tests keep them).
let optimized: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "parity",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "parity", targets: ["parity"]),
        .library(name: "ParityKit", targets: ["ParityModel", "ParityExtract", "ParityCompare", "ParityReport", "ParityCLI"]),
    ],
    targets: [
        .systemLibrary(
            name: "CTreeSitter",
            pkgConfig: "tree-sitter",
            providers: [.apt(["libtree-sitter-dev"])]
        ),
        grammar("swift", target: "TreeSitterSwift"),
        grammar("kotlin", target: "TreeSitterKotlin"),
        grammar("tsx", target: "TreeSitterTSX"),
        grammar("css", target: "TreeSitterCSS"),
        // Per-thread pools for tree-sitter's small allocations (see allocator.c).
        .target(name: "TreeSitterAllocator", dependencies: ["CTreeSitter"], cSettings: [.unsafeFlags(["-O2"])]),
        .target(
            name: "TreeSitterKit",
            dependencies: ["CTreeSitter", "TreeSitterAllocator", "TreeSitterSwift", "TreeSitterKotlin", "TreeSitterTSX", "TreeSitterCSS"],
            swiftSettings: optimized
        ),
        .target(name: "ParityModel", swiftSettings: optimized),
        // The IR, the evaluator and the input space: no grammar, no tree-sitter.
        .target(name: "ParityIR", dependencies: ["ParityModel"], swiftSettings: optimized),
        .target(
            name: "ParityExtract",
            dependencies: ["TreeSitterKit", "ParityModel", "ParityIR"],
            swiftSettings: optimized
        ),
        .target(name: "ParityCompare", dependencies: ["ParityModel"], swiftSettings: optimized),
        .target(name: "ParityReport", dependencies: ["ParityModel"], swiftSettings: optimized),
        .target(name: "ParityCLI", dependencies: ["ParityModel", "ParityExtract", "ParityCompare", "ParityReport"], swiftSettings: optimized),
        .executableTarget(name: "parity", dependencies: ["ParityCLI", "TreeSitterKit"]),
        // Benchmark floor (issue #8): reads and parses every source file, nothing else.
        .executableTarget(name: "parity-floor", dependencies: ["TreeSitterKit"]),
        .testTarget(name: "TreeSitterKitTests", dependencies: ["TreeSitterKit", "TreeSitterAllocator"]),
        .testTarget(name: "ParityIRTests", dependencies: ["ParityIR", "ParityModel"]),
        .testTarget(name: "ParityTests", dependencies: ["ParityModel", "ParityIR", "ParityExtract", "ParityCompare", "ParityReport", "ParityCLI", "TreeSitterKit"]),
    ]
)
