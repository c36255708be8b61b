import Foundation
import Testing

/// The files other tools read: the pre-commit hooks (`.pre-commit-hooks.yaml`) and the GitHub
/// Action (`action.yml`), whose shell steps run here as a runner would run them.
@Suite struct EcosystemTests {
    /// The pre-commit hook runs when a file parity reads changes, and not for other files.
    @Test func thePreCommitHookWatchesTheFilesParityReads() throws {
        let yaml = try String(contentsOf: Harness.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let hooks = yaml.components(separatedBy: "\n- id: ").dropFirst()
        #expect(hooks.count >= 2)
        for hook in hooks {
            let id = String(hook.prefix { $0 != "\n" })
            let filesLine = try #require(hook.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("files:") })
            var pattern = filesLine.trimmingCharacters(in: .whitespaces).dropFirst("files:".count).trimmingCharacters(in: .whitespaces)
            if pattern.hasPrefix("'") { pattern = String(pattern.dropFirst().dropLast()) }
            let regex = try NSRegularExpression(pattern: pattern)
            func matches(_ path: String) -> Bool { regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
            #expect(hook.contains("entry: ") && hook.contains("check --all"), "\(id): \(hook)")
            #expect(hook.contains("pass_filenames: false"), "\(id) must run once per commit, not once per file")
            let example = FileManager.default.enumerator(atPath: Harness.example.path)!.compactMap { $0 as? String }
                .filter { !$0.hasSuffix("README.md") && $0.contains(".") }
            #expect(example.count > 30)
            for f in example { #expect(matches("Examples/design-system/\(f)"), "\(id) does not run when \(f) changes") }
            for f in ["parity.json", "Baselines/label.json", "sub/parity.json"] { #expect(matches(f), "\(id) does not run when \(f) changes") }
            for f in ["README.md", "docs/guide.md", "Package.resolved", "image.png"] { #expect(!matches(f), "\(id) runs when \(f) changes") }
        }
    }

    /// `action.yml`, read line by line (its own layout, no YAML library on a fresh machine).
    static let action = (try? String(contentsOf: Harness.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)) ?? ""

    /// The `run: |` script and the `env:` of the step with this name.
    static func step(_ name: String) throws -> (script: String, env: [String: String]) {
        let lines = action.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- name: \(name)" }, "no step \(name)")
        var script: [String] = [], env: [String: String] = [:]
        var i = start + 1
        var section = ""
        var runIndent = 0
        while i < lines.count, !lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("- name: ") {
            let line = lines[i]
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if section == "run", !trimmed.isEmpty, indent <= runIndent { section = "" }
            if section == "env", !trimmed.isEmpty, indent <= runIndent { section = "" }
            if section == "run" {
                script.append(String(line.dropFirst(min(indent, runIndent + 2))))
            } else if section == "env", let colon = trimmed.firstIndex(of: ":") {
                env[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            } else if trimmed == "run: |" {
                section = "run"; runIndent = indent
            } else if trimmed == "env:" {
                section = "env"; runIndent = indent
            }
            i += 1
        }
        return (script.joined(separator: "\n"), env)
    }

    /// The declared inputs and their defaults.
    static func inputs() -> [String: String] {
        var out: [String: String] = [:]
        var current: String?
        var inInputs = false
        for line in action.components(separatedBy: "\n") {
            if line == "inputs:" { inInputs = true; continue }
            if inInputs, !line.isEmpty, !line.hasPrefix(" ") { break }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") { current = String(line.dropFirst(2).dropLast()); out[current!] = "" }
            if let c = current, line.trimmingCharacters(in: .whitespaces).hasPrefix("default:") {
                var v = line.trimmingCharacters(in: .whitespaces).dropFirst("default:".count).trimmingCharacters(in: .whitespaces)
                if v.hasPrefix("'") { v = String(v.dropFirst().dropLast()) }
                out[c] = v
            }
        }
        return out
    }

    @Test func everyInputIsDeclaredAndUsed() throws {
        let declared = Self.inputs()
        #expect(declared.keys.sorted() == ["annotations", "args", "components", "config", "fail-on-drift", "json-report", "root", "sarif", "sarif-file", "working-directory"])
        let used = Set(Self.action.matches(of: /inputs\.([a-z-]+)/).map { String($0.output.1) })
        #expect(used == Set(declared.keys), "declared, not used: \(Set(declared.keys).subtracting(used)); used, not declared: \(used.subtracting(declared.keys))")
        #expect(declared["components"] == "--all")
    }

    /// Runs the action's `parity check` step with the inputs' defaults overridden by `set`.
    func runCheckStep(_ set: [String: String], in dir: URL) throws -> (Harness.Result, [String: String], URL) {
        let (script, stepEnv) = try Self.step("parity check")
        let defaults = Self.inputs()
        let runner = dir.appendingPathComponent("runner")
        try FileManager.default.createDirectory(at: runner.appendingPathComponent("parity/bin"), withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(at: runner.appendingPathComponent("parity/bin/parity"), withDestinationURL: Harness.binary)
        let output = runner.appendingPathComponent("output"), summary = runner.appendingPathComponent("summary.md")
        try Data().write(to: output)
        var env = ["RUNNER_TEMP": runner.path, "GITHUB_OUTPUT": output.path, "GITHUB_STEP_SUMMARY": summary.path, "NO_COLOR": "1"]
        for (name, value) in stepEnv {
            let input = try #require(value.firstMatch(of: /\$\{\{ inputs\.([a-z-]+) \}\}/)).output.1
            env[name] = set[String(input)] ?? defaults[String(input)] ?? ""
        }
        let r = try SetupTests.shell(["bash", "-eo", "pipefail", "-c", script], cwd: dir, env: env)
        var outputs: [String: String] = [:]
        for line in try String(contentsOf: output, encoding: .utf8).split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { outputs[String(kv[0])] = String(kv[1]) }
        }
        return (r, outputs, summary)
    }

    @Test func theCheckStepRunsParityWithTheInputs() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Defaults: --all, annotations, SARIF; plus a JSON report.
        let (r, outputs, summary) = try runCheckStep(["json-report": "parity-report.json"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(outputs["exit-code"] == "0")
        #expect(outputs["sarif-file"] == "parity.sarif")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("parity.sarif"))) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("parity-report.json"))) as? [String: Any]
        #expect((report?["summary"] as? [String: Any])?["components"] as? Int == 7)
        // --format github appends the Markdown report to the job summary.
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.hasPrefix("## parity: no new drift"), "\(markdown.prefix(200))")

        // Drift: the step itself succeeds (so SARIF is uploaded) and says exit-code 1 for the last step.
        let (drift, driftOut, _) = try runCheckStep(["components": "switch", "args": "--no-baseline", "sarif": "false"], in: dir)
        #expect(drift.code == 0, "\(drift.stderr)")
        #expect(driftOut["exit-code"] == "1")
        #expect(driftOut["sarif-file"] == nil)
        #expect(drift.stdout.contains("::error file="), "annotations expected: \(drift.stdout.prefix(300))")

        // A configuration error fails the step at once.
        let (bad, badOut, _) = try runCheckStep(["config": "missing.json", "annotations": "false"], in: dir)
        #expect(bad.code == 2)
        #expect(badOut["exit-code"] == "2")
        #expect(bad.stderr.contains("missing.json: configuration file not found"), "\(bad.stderr)")
    }

    @Test func theCacheKeysFollowTheSources() throws {
        let (script, _) = try Self.step("Cache keys")
        let dir = Harness.scratch.appendingPathComponent("parity-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func keys() throws -> String {
            let output = dir.appendingPathComponent("output")
            try Data().write(to: output)
            let r = try SetupTests.shell(["bash", "-eo", "pipefail", "-c", script], cwd: dir,
                                         env: ["GITHUB_ACTION_PATH": Harness.packageRoot.path, "GITHUB_OUTPUT": output.path, "RUNNER_OS": "Linux"])
            #expect(r.code == 0, "\(r.stderr)")
            return try String(contentsOf: output, encoding: .utf8)
        }
        let first = try keys()
        #expect(first.range(of: #"^build=parity-build-Linux-[0-9a-f]{20}\ngrammars=parity-grammars-[0-9a-f]{20}\n$"#, options: .regularExpression) != nil, "\(first)")
        #expect(try keys() == first, "the keys are not deterministic")
    }
}
