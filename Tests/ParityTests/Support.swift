import Foundation

/// Runs the built `parity` binary as a user does, and reads what it prints.
enum Harness {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let example = packageRoot.appendingPathComponent("Examples/design-system")
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// This test process's scratch folder (every test's temporary project goes under it),
    /// removed when the process exits; folders of earlier runs whose process is gone go too.
    static let scratch: URL = {
        let fm = FileManager.default
        let tmp = fm.temporaryDirectory
        for name in (try? fm.contentsOfDirectory(atPath: tmp.path)) ?? [] where name.hasPrefix("parity-tests-") {
            if let pid = Int32(name.dropFirst("parity-tests-".count)), kill(pid, 0) != 0, errno == ESRCH {
                try? fm.removeItem(at: tmp.appendingPathComponent(name))
            }
        }
        let dir = tmp.appendingPathComponent("parity-tests-\(getpid())")
        try? fm.createDirectory(at: dir, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Harness.scratch) }
        return dir
    }()

    /// The `parity` built beside this test bundle (so `swift test --sanitize=address
    /// --scratch-path X` runs the sanitized binary), else the default debug build.
    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("parity")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/parity")
    }()

    struct Result {
        let code: Int32
        let stdout: String
        let stderr: String
    }

    static func run(_ args: [String], cwd: URL, env extra: [String: String] = [:]) throws -> Result {
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        p.currentDirectoryURL = cwd
        var env = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        env["NO_COLOR"] = "1"
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// A project of `files` (path under the root -> text) in a fresh temporary folder named after `name`.
    static func project(_ name: String, _ files: [String: String]) throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-\(name)-\(UUID().uuidString)")
        for (rel, text) in files {
            let url = dir.appendingPathComponent(rel)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return dir
    }

    /// A fresh copy of the example design system (with its baselines) in a temporary folder.
    static func copyExample() throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: example, to: dir.appendingPathComponent("ds"))
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Baselines"), to: dir.appendingPathComponent("Baselines"))
        try #"{ "root": "ds", "baselines": "Baselines" }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        return dir
    }

    /// Replaces exactly one occurrence of `old` in a file of a copied example.
    static func edit(_ dir: URL, _ file: String, _ old: String, _ new: String) throws {
        let url = dir.appendingPathComponent("ds").appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let count = text.components(separatedBy: old).count - 1
        guard count == 1 else { throw NSError(domain: "edit", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(file): `\(old)` occurs \(count) times"]) }
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: false, encoding: .utf8)
    }

    struct Found: Hashable, CustomStringConvertible {
        let component, part, property, state, kind: String
        let platforms: [String]
        var description: String { "\(component) \(part).\(property) [\(state)] \(kind) \(platforms)" }
    }

    /// The findings of `parity check --all --no-baseline --format json`, reduced to what a
    /// mutation test asserts; variant and size are folded (a table edit may touch several).
    static func findings(_ dir: URL, component: String = "--all") throws -> (Int32, Set<Found>) {
        let r = try run(["check", component, "--no-baseline", "--format", "json"], cwd: dir)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let list = json["findings"] as! [[String: Any]]
        return (r.code, Set(list.map {
            Found(component: $0["component"] as! String, part: $0["part"] as! String, property: $0["property"] as! String,
                  state: $0["state"] as! String, kind: $0["kind"] as! String, platforms: $0["platforms"] as! [String])
        }))
    }
}
