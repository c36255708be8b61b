import Foundation
import Testing

/// The benchmark's corpus generator (`Scripts/gen-corpus.py`): deterministic for a seed, and
/// its corpora carry exactly the drift its manifest lists, so the benchmark times correct work.
@Suite(.serialized) struct CorpusTests {
    static let script = Harness.packageRoot.appendingPathComponent("Scripts/gen-corpus.py")

    /// Writes a corpus of `n` components into a fresh temporary folder.
    static func generate(n: Int, seed: Int, driftRate: Double = 0.5) throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-corpus-\(UUID().uuidString)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-S", script.path, "--n", "\(n)", "--seed", "\(seed)", "--drift-rate", "\(driftRate)", "--out", dir.path]
        let err = Pipe()
        p.standardError = err
        try p.run()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw NSError(domain: "gen-corpus", code: Int(p.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: String(decoding: message, as: UTF8.self)])
        }
        return dir
    }

    /// Root-relative path -> bytes of every file under `dir`.
    static func tree(_ dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let base = dir.standardizedFileURL.path
        let walker = FileManager.default.enumerator(atPath: base)
        while let rel = walker?.nextObject() as? String {
            var isDir: ObjCBool = false
            let path = base + "/" + rel
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue {
                out[rel] = FileManager.default.contents(atPath: path)
            }
        }
        return out
    }

    struct Key: Hashable, Comparable, CustomStringConvertible {
        let component, property, platform: String
        var description: String { "\(component) \(property) \(platform)" }
        static func < (a: Key, b: Key) -> Bool { a.description < b.description }
    }

    @Test func sameSeedWritesSameBytesAndAnotherSeedDoesNot() throws {
        let a = try CorpusTests.generate(n: 12, seed: 7)
        let b = try CorpusTests.generate(n: 12, seed: 7)
        let c = try CorpusTests.generate(n: 12, seed: 8)
        defer { for d in [a, b, c] { try? FileManager.default.removeItem(at: d) } }
        let ta = try CorpusTests.tree(a), tb = try CorpusTests.tree(b), tc = try CorpusTests.tree(c)
        // 12 components on 5 platforms, plus the example's token, helper and config files.
        #expect(ta.keys.filter { $0.contains("/components/") || $0.contains("/Components/") }.count >= 60)
        #expect(ta.keys.sorted() == tb.keys.sorted())
        for (path, bytes) in ta { #expect(tb[path] == bytes, "\(path) differs between two runs with the same seed") }
        #expect(ta.keys.sorted() == tc.keys.sorted())
        #expect(ta != tc, "seeds 7 and 8 wrote the same corpus")
    }

    @Test func parityReportsExactlyTheInjectedDrift() throws {
        let dir = try CorpusTests.generate(n: 12, seed: 7)
        defer { try? FileManager.default.removeItem(at: dir) }
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("expected-drift.json"))) as! [String: Any]
        let expected = (manifest["findings"] as! [[String: Any]]).map {
            Key(component: $0["component"] as! String, property: $0["property"] as! String, platform: $0["platform"] as! String)
        }
        #expect(expected.count >= 3, "seed 7 should inject some drift into 12 components")

        let r = try Harness.run(["check", "--all", "--format", "json", "--no-baseline", "--root", dir.path], cwd: dir.deletingLastPathComponent())
        #expect(r.code == 1, "\(r.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        // 12 components and the token tables, which the generator copies unchanged (no token drift).
        #expect((report["components"] as! [[String: Any]]).map { $0["component"] as! String }.filter { $0 != "tokens" }.count == 12)
        #expect((report["components"] as! [[String: Any]]).contains { $0["component"] as? String == "tokens" })
        var found: [Key] = []
        for f in report["findings"] as! [[String: Any]] {
            #expect(f["kind"] as? String == "mismatch")
            for platform in f["platforms"] as! [String] {
                found.append(Key(component: f["component"] as! String, property: "\(f["part"]!).\(f["property"]!)", platform: platform))
            }
        }
        // Counted, not only compared as sets: a drift reported twice is wrong too.
        #expect(found.sorted() == expected.sorted())
    }
}
