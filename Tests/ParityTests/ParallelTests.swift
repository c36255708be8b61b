import Foundation
import Testing
import ParityExtract
import ParityModel

/// The parallel pipeline gives the same report as the single-threaded one, byte for byte.
@Suite struct ParallelTests {
    @Test func jobsDoNotChangeTheReport() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        var reports: [String] = []
        for jobs in ["1", "2", "7"] {
            let r = try Harness.run(["check", "--all", "--no-baseline", "--format", "json", "--jobs", jobs], cwd: dir)
            #expect(r.code == 1, "\(r.stderr)")
            reports.append(r.stdout)
        }
        #expect(reports[0].count > 1000)
        #expect(reports[0] == reports[1] && reports[1] == reports[2])
    }

    /// Two component files a component calls both declare `Metrics`: the first one it calls wins,
    /// in every run (the called names were a set, whose order changes from process to process, so
    /// the report of real code, Orbit iOS, differed between runs even with `--jobs 1`).
    @Test func theFirstCalledFileWinsInEveryRun() throws {
        let dir = Harness.scratch.appendingPathComponent("parity-called-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let components = dir.appendingPathComponent("swift/Components")
        try FileManager.default.createDirectory(at: components, withIntermediateDirectories: true)
        let files = [
            "Row": "struct Row: View {\n    var body: some View {\n        HStack {\n            Alpha()\n            Beta()\n        }\n        .padding(Metrics.gap)\n    }\n}\n",
            "Alpha": "struct Alpha: View {\n    var body: some View { Text(\"a\") }\n}\n\nenum Metrics {\n    static let gap: CGFloat = 4\n}\n",
            "Beta": "struct Beta: View {\n    var body: some View { Text(\"b\") }\n}\n\nenum Metrics {\n    static let gap: CGFloat = 12\n}\n",
        ]
        for (name, body) in files { try ("import SwiftUI\n\n" + body).write(to: components.appendingPathComponent(name + ".swift"), atomically: false, encoding: .utf8) }
        // Each run is a new process with its own hash seed.
        for _ in 0..<6 {
            let r = try Harness.run(["show", "row", "--root", dir.path], cwd: dir)
            #expect(r.code == 0, "\(r.stderr)")
            let padding = r.stdout.split(separator: "\n").first { $0.contains("root.paddingTop") }
            #expect(padding?.contains("4 pt") == true, "\(r.stdout)")
        }
    }

    @Test func badJobsIsAUsageError() throws {
        let r = try Harness.run(["check", "--all", "--jobs", "0"], cwd: Harness.packageRoot)
        #expect(r.code == 2 && r.stderr.contains("--jobs: expected a whole number ≥ 1, got `0`"))
    }
}

/// The same on a generated corpus with drift: many components, so the workers interleave.
@Suite struct ParallelCorpusTests {
    @Test func jobsDoNotChangeTheReportOnACorpus() throws {
        let dir = try CorpusTests.generate(n: 36, seed: 11, driftRate: 0.5)
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = try Harness.run(["check", "--all", "--format", "json", "--no-baseline", "--jobs", "1", "--root", dir.path], cwd: dir)
        let two = try Harness.run(["check", "--all", "--format", "json", "--no-baseline", "--jobs", "2", "--root", dir.path], cwd: dir)
        let eight = try Harness.run(["check", "--all", "--format", "json", "--no-baseline", "--jobs", "8", "--root", dir.path], cwd: dir)
        #expect(one.code == 1 && two.code == 1 && eight.code == 1)
        #expect(one.stdout.contains("\"mismatch\""))
        #expect(one.stdout == two.stdout && two.stdout == eight.stdout)
    }
}

/// Files are scheduled grammar by grammar in batches of components; the implementations each
/// component gets must not depend on the batch size or the number of workers.
@Suite struct BatchScheduleTests {
    @Test func batchSizeAndJobsDoNotChangeTheImplementations() throws {
        let dir = try CorpusTests.generate(n: 12, seed: 5, driftRate: 0.5)
        defer { try? FileManager.default.removeItem(at: dir) }
        let system = try DesignSystem(config: Configuration(root: dir))
        let tokens = system.allTokens(jobs: 2)
        let names = system.componentNames
        #expect(names.count == 12)
        let reference = try names.map { try system.extract($0, tokens: tokens) }
        #expect(reference.allSatisfy { $0.map(\.platform) == Platform.allCases })
        for (batch, jobs) in [(1, 1), (1, 2), (5, 2), (64, 1), (64, 2)] {
            let got = try system.extractAll(names, tokens: tokens, jobs: jobs, batchSize: batch) { name, impls in
                (name, impls)
            }
            #expect(got.map(\.0) == names, "batch \(batch), jobs \(jobs): components out of order")
            #expect(got.map(\.1) == reference, "batch \(batch), jobs \(jobs): implementations differ")
        }
    }
}
