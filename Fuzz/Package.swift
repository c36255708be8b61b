// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for parity, kept out of the main package so CI builds it unchanged.
/// Build and run with `Scripts/fuzz.sh`: every module is compiled with AddressSanitizer and
/// libFuzzer's coverage; `parity-fuzz` links `libclang_rt.fuzzer_no_main` and calls
/// `LLVMFuzzerRunDriver` from its own `main` (`-sanitize=fuzzer` would link libFuzzer's `main`,
/// which clashes with the `main` SwiftPM gives every executable).
let package = Package(
    name: "parity-fuzz",
    dependencies: [.package(name: "parity", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .executableTarget(
            name: "parity-fuzz",
            dependencies: ["CFuzzer", .product(name: "ParityKit", package: "parity")],
            linkerSettings: [.linkedLibrary("stdc++")]
        ),
    ]
)
