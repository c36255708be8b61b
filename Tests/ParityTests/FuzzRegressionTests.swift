import Foundation
import ParityCLI
import ParityExtract
import Testing

/// Replays every input the fuzzer kept (`Tests/Fixtures/fuzz/<target>/`, written by
/// `Scripts/fuzz.sh`) through the same entry point as the fuzz target: each must return.
@Suite struct FuzzRegressionTests {
    static let inputs: [String] = Fuzzing.targets.flatMap { target in
        let dir = Harness.fixtures.appendingPathComponent("fuzz/\(target)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.filter { !$0.hasPrefix(".") }.sorted().map { "\(target)/\($0)" }
    }

    @Test(arguments: inputs) func replay(_ input: String) throws {
        let target = String(input.split(separator: "/")[0])
        let bytes = try [UInt8](Data(contentsOf: Harness.fixtures.appendingPathComponent("fuzz/\(input)")))
        let system = try DesignSystem(config: Configuration(root: Harness.example))
        let start = Date()
        let outcome = Fuzzing.run(target, bytes, system: system, tokens: system.allTokens())
        #expect(!outcome.hasPrefix("unknown target"), "\(input)")
        #expect(Date().timeIntervalSince(start) < 30, "\(input): \(outcome)")
    }
}
