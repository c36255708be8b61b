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
