import Foundation
import Testing

@Suite(.serialized) struct BaselineTests {
    @Test func roundTrip() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Baselines"))
        // Drift, no baseline: exit 1.
        #expect(try Harness.run(["check", "switch"], cwd: dir).code == 1)
        // Accept it.
        let update = try Harness.run(["baseline", "update", "switch"], cwd: dir)
        #expect(update.code == 0)
        #expect(update.stdout.contains("Baselines/switch.json: added 2, kept 0, removed 0"))
        let file = dir.appendingPathComponent("Baselines/switch.json")
        let first = try Data(contentsOf: file)
        #expect(try Harness.run(["check", "switch"], cwd: dir).code == 0)
        // A reason filled in by hand survives an update; a second update changes no byte.
        let withReason = String(decoding: first, as: UTF8.self).replacingOccurrences(of: #""reason" : """#, with: #""reason" : "iOS thumb is 1pt larger by design""#)
        try withReason.write(to: file, atomically: false, encoding: .utf8)
        let again = try Harness.run(["baseline", "update", "switch"], cwd: dir)
        #expect(again.stdout.contains("added 0, kept 2, removed 0"))
        #expect(try String(contentsOf: file, encoding: .utf8) == withReason)
        // Change a baselined value: new drift again, naming it.
        try Harness.edit(dir, "swift/Components/Switch.swift", ".frame(width: 28, height: 28)", ".frame(width: 29, height: 29)")
        let changed = try Harness.run(["check", "switch"], cwd: dir)
        #expect(changed.code == 1)
        #expect(changed.stdout.contains("swift 29 pt"))
        // Fix the drift: stale entries warn, fail with --strict, and an update removes them.
        try Harness.edit(dir, "swift/Components/Switch.swift", ".frame(width: 29, height: 29)", ".frame(width: 27, height: 27)")
        let fixed = try Harness.run(["check", "switch"], cwd: dir)
        #expect(fixed.code == 0)
        #expect(fixed.stdout.contains("stale baseline entry"))
        #expect(try Harness.run(["check", "switch", "--strict"], cwd: dir).code == 1)
        let cleanup = try Harness.run(["baseline", "update", "switch"], cwd: dir)
        #expect(cleanup.stdout.contains("added 0, kept 0, removed 2"))
        #expect(try Harness.run(["check", "switch", "--strict"], cwd: dir).code == 0)
    }

    @Test func movingLinesKeepsTheBaseline() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Harness.edit(dir, "swift/Components/Switch.swift", "import SwiftUI\n", "import SwiftUI\n\n\n// moved down\n\n")
        let r = try Harness.run(["check", "switch"], cwd: dir)
        #expect(r.code == 0)
        #expect(r.stdout.contains("Switch.swift:53:21"))
    }

    @Test(arguments: ["", "{\"component\": \"switch\", \"entries\": [", "{\"component\": \"switch\", \"entries\": 3}"])
    func corruptBaselineIsAnInputErrorAndStaysUntouched(_ content: String) throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Baselines/switch.json")
        try content.write(to: file, atomically: false, encoding: .utf8)
        for args in [["check", "switch"], ["baseline", "update", "switch"]] {
            let r = try Harness.run(args, cwd: dir)
            #expect(r.code == 2)
            #expect(r.stderr.contains("Baselines/switch.json"))
            #expect(try String(contentsOf: file, encoding: .utf8) == content)
        }
    }

    @Test func jsonReportsAreByteIdenticalAndValidateAgainstTheSchema() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Harness.run(["check", "--all", "--format", "json", "--output", "a.json"], cwd: dir)
        let b = try Harness.run(["check", "--all", "--format", "json", "--output", "b.json"], cwd: dir)
        #expect(a.code == 0 && b.code == 0)
        let ra = try Data(contentsOf: dir.appendingPathComponent("a.json")), rb = try Data(contentsOf: dir.appendingPathComponent("b.json"))
        #expect(ra == rb)
        #expect(try validate(dir.appendingPathComponent("a.json")) == 0)
        // The validator really validates: a report with a wrong kind fails.
        let broken = String(decoding: ra, as: UTF8.self).replacingOccurrences(of: #""kind" : "mismatch""#, with: #""kind" : "drift""#)
        try broken.write(to: dir.appendingPathComponent("broken.json"), atomically: false, encoding: .utf8)
        #expect(try validate(dir.appendingPathComponent("broken.json")) != 0)
    }

    func validate(_ report: URL) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); report = json.load(open(sys.argv[2]))
        jsonschema.Draft202012Validator.check_schema(schema)
        jsonschema.Draft202012Validator(schema).validate(report)
        """, Harness.packageRoot.appendingPathComponent("Schemas/parity-report.schema.json").path, report.path]
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }
}
