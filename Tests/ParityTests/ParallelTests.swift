import Foundation
import Testing

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
