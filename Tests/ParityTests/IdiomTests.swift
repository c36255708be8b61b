import Foundation
import Testing

/// The idiom catalogue (`Tests/Fixtures/idioms/<platform>/<idiom>/`): one small component per
/// idiom, in a folder laid out as a design system (`root/`), with
/// - `expected.txt`: `parity show <component>` on it, reviewed by eye;
/// - `fixture.json`: the component, one `mutation` (an edit whose changed fact must be found:
///   `changes` is text of the fact line that must appear) and one `noop` (a rewrite after which
///   every fact keeps its value).
@Suite struct IdiomTests {
    struct Edit: Decodable {
        let file: String
        let find: String
        let replace: String
        let changes: String?
    }

    struct Fixture: Decodable {
        let component: String
        let mutation: Edit
        let noop: Edit
    }

    static let root = Harness.fixtures.appendingPathComponent("idioms")

    static let all: [String] = {
        var out: [String] = []
        let fm = FileManager.default
        for platform in ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            for idiom in ((try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(platform).path)) ?? []).sorted() {
                out.append("\(platform)/\(idiom)")
            }
        }
        return out
    }()

    /// `show`'s fact lines without where they came from (a rewrite moves them).
    static func values(_ text: String) -> [String] {
        text.split(separator: "\n").map { line -> String in
            var l = String(line)
            if let arrow = l.range(of: "  ← ") { l = String(l[..<arrow.lowerBound]) }
            l = l.replacingOccurrences(of: #":[0-9]+:[0-9]+"#, with: "", options: .regularExpression)
            return l.trimmingCharacters(in: .whitespaces)
        }
    }

    static func copy(_ idiom: String) throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-idiom-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent(idiom).appendingPathComponent("root"), to: dir)
        return dir
    }

    static func apply(_ e: Edit, in dir: URL) throws {
        let url = dir.appendingPathComponent(e.file)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.components(separatedBy: e.find).count == 2, "\(e.file): `\(e.find)` must occur exactly once")
        try text.replacingOccurrences(of: e.find, with: e.replace).write(to: url, atomically: false, encoding: .utf8)
    }

    @Test func theCatalogueHasEveryPlatform() {
        for p in ["kotlin", "swift", "tsx"] { #expect(Self.all.contains { $0.hasPrefix(p + "/") }, "no idiom fixture for \(p)") }
    }

    @Test(arguments: IdiomTests.all)
    func idiom(_ idiom: String) throws {
        let base = Self.root.appendingPathComponent(idiom)
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: base.appendingPathComponent("fixture.json")))
        let expected = try String(contentsOf: base.appendingPathComponent("expected.txt"), encoding: .utf8)
        let dir = try Self.copy(idiom)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Harness.run(["show", fixture.component, "--root", dir.path], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == expected, "\(idiom): parity show differs from expected.txt; review, then regenerate with: .build/debug/parity show \(fixture.component) --root Tests/Fixtures/idioms/\(idiom)/root > Tests/Fixtures/idioms/\(idiom)/expected.txt\n\(r.stdout)")
        // Evaluated point by point instead of for all variants and sizes at once: the same facts.
        let points = try Harness.run(["show", fixture.component, "--root", dir.path], cwd: dir, env: ["PARITY_EVALUATION": "points"])
        #expect(points.stdout == r.stdout, "\(idiom): symbolic and point-by-point evaluation differ; point by point:\n\(points.stdout)")
        // Evaluated once per state set instead of for all state sets at once: the same facts.
        let sets = try Harness.run(["show", fixture.component, "--root", dir.path], cwd: dir, env: ["PARITY_STATES": "sets"])
        #expect(sets.stdout == r.stdout, "\(idiom): states evaluated at once and per state set differ; per state set:\n\(sets.stdout)")
        // Rendered at each point instead of once per state set: the same facts.
        let rendered = try Harness.run(["show", fixture.component, "--root", dir.path], cwd: dir, env: ["PARITY_RENDERING": "points"])
        #expect(rendered.stdout == r.stdout, "\(idiom): lifted and point-by-point rendering differ; point by point:\n\(rendered.stdout)")
        // Rendered once per state set instead of once for every state set: the same facts.
        let perSet = try Harness.run(["show", fixture.component, "--root", dir.path], cwd: dir, env: ["PARITY_STATE_RENDERING": "sets"])
        #expect(perSet.stdout == r.stdout, "\(idiom): rendering every state set at once and per state set differ; per state set:\n\(perSet.stdout)")

        // The mutation is found: a fact line changes, and the changed line holds `changes`.
        try Self.apply(fixture.mutation, in: dir)
        let m = try Harness.run(["show", fixture.component, "--root", dir.path], cwd: dir)
        let before = Set(Self.values(r.stdout)), after = Self.values(m.stdout)
        let changed = after.filter { !before.contains($0) }
        #expect(!changed.isEmpty, "\(idiom): the mutation changed no fact")
        if let c = fixture.mutation.changes { #expect(changed.contains { $0.contains(c) }, "\(idiom): no changed fact holds `\(c)`: \(changed)") }

        // The no-op rewrite changes no value.
        try? FileManager.default.removeItem(at: dir)
        let again = try Self.copy(idiom)
        defer { try? FileManager.default.removeItem(at: again) }
        try Self.apply(fixture.noop, in: again)
        let n = try Harness.run(["show", fixture.component, "--root", again.path], cwd: again)
        #expect(Self.values(n.stdout) == Self.values(r.stdout), "\(idiom): the no-op rewrite changed facts:\n\(n.stdout)")
    }
}
