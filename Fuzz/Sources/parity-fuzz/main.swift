import CFuzzer
import Foundation
import ParityCLI
import ParityExtract
import ParityModel

/// Which reader this process fuzzes: `PARITY_FUZZ_TARGET` is one of `Fuzzing.targets`.
let target = ProcessInfo.processInfo.environment["PARITY_FUZZ_TARGET"] ?? "tsx"

/// The example design system: its helpers and tokens take part in every extraction.
let system: DesignSystem = {
    let root = ProcessInfo.processInfo.environment["PARITY_FUZZ_ROOT"] ?? "Examples/design-system"
    guard Fuzzing.targets.contains(target), let s = try? DesignSystem(config: Configuration(root: URL(fileURLWithPath: root))) else {
        FileHandle.standardError.write(Data("parity-fuzz: set PARITY_FUZZ_TARGET to one of \(Fuzzing.targets) and run from the repository top (or set PARITY_FUZZ_ROOT)\n".utf8))
        exit(2)
    }
    return s
}()
let tokens = system.allTokens()

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    Fuzzing.run(target, Array(UnsafeBufferPointer(start: data, count: size)), system: system, tokens: tokens)
    return 0
})
