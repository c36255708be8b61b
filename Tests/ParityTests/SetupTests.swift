import Foundation
import Testing

/// `Scripts/setup.sh` and `Scripts/fetch-grammars.py` on a copy of the scripts and the lock, with
/// a small archive laid out like `tree-sitter-language-pack`'s source distribution: what it
/// extracts, that a second run does nothing, that a wrong checksum or an incomplete archive
/// changes nothing, and the download from an index (a local server speaking PyPI's simple API).
@Suite(.serialized) struct SetupTests {
    static let top = "tree_sitter_language_pack-0.7.4"
    static let languages = ["swift", "kotlin", "tsx", "css"]

    struct Sandbox {
        let dir: URL
        var grammars: URL { dir.appendingPathComponent("Grammars") }
        var archive: URL { dir.appendingPathComponent("archive/\(SetupTests.top).tar.gz") }
    }

    /// A folder with Scripts/setup.sh, Scripts/fetch-grammars.py and an archive; the lock pins
    /// `sha` (the archive's own sha256 when nil).
    static func sandbox(omit: Set<String> = [], sha: String? = nil) throws -> Sandbox {
        let fm = FileManager.default
        let dir = Harness.scratch.appendingPathComponent("parity-setup-\(UUID().uuidString)")
        try fm.createDirectory(at: dir.appendingPathComponent("Scripts"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent("Grammars"), withIntermediateDirectories: true)
        for script in ["setup.sh", "fetch-grammars.py"] {
            try fm.copyItem(at: Harness.packageRoot.appendingPathComponent("Scripts/\(script)"), to: dir.appendingPathComponent("Scripts/\(script)"))
        }
        // The archive: what the build needs, and what it does not (grammar.json, other languages, bindings).
        let staging = dir.appendingPathComponent("archive-src/\(top)")
        func put(_ rel: String, _ text: String) throws {
            let url = staging.appendingPathComponent(rel)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        for lang in languages where !omit.contains(lang) {
            try put("parsers/\(lang)/src/parser.c", "// \(lang) parser\n")
            try put("parsers/\(lang)/src/scanner.c", lang == "swift" ? "state = calloc(0, sizeof(struct ScannerState));\n" : "// \(lang) scanner\n")
            try put("parsers/\(lang)/src/grammar.json", "{}")
            try put("parsers/\(lang)/src/node-types.json", "[]")
            for h in ["parser.h", "alloc.h", "array.h"] { try put("parsers/\(lang)/src/tree_sitter/\(h)", "// \(h)\n") }
        }
        try put("parsers/tsx/common/scanner.h", "// common scanner\n")
        try put("parsers/tsx/common/define-grammar.js", "// not needed\n")
        try put("parsers/julia/src/parser.c", "// another language\n")
        try put("tree_sitter_language_pack/bindings/swift.abi3.so", "binary")
        try put("README.md", "# pack\n")
        try fm.createDirectory(at: dir.appendingPathComponent("archive"), withIntermediateDirectories: true)
        let tar = try shell(["tar", "czf", dir.appendingPathComponent("archive/\(top).tar.gz").path, "-C", dir.appendingPathComponent("archive-src").path, top], cwd: dir)
        #expect(tar.code == 0, "\(tar.stderr)")
        let pinned = try sha ?? sha256(dir.appendingPathComponent("archive/\(top).tar.gz"))
        try "# test lock\ntree-sitter-language-pack 0.7.4 \(pinned)\nlanguages swift kotlin tsx css\n"
            .write(to: dir.appendingPathComponent("Grammars/grammars.lock"), atomically: false, encoding: .utf8)
        return Sandbox(dir: dir)
    }

    static func sha256(_ url: URL) throws -> String {
        let r = try shell(["sha256sum", url.path], cwd: url.deletingLastPathComponent())
        return String(r.stdout.prefix(64))
    }

    static func shell(_ args: [String], cwd: URL, env: [String: String] = [:]) throws -> Harness.Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = args
        p.currentDirectoryURL = cwd
        var e = ProcessInfo.processInfo.environment
        e.removeValue(forKey: "PARITY_GRAMMARS_ARCHIVE")
        e.removeValue(forKey: "PARITY_PYPI_INDEX")
        for (k, v) in env { e[k] = v }
        p.environment = e
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let r = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Harness.Result(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: r, as: UTF8.self))
    }

    static func setup(_ box: Sandbox, env: [String: String]) throws -> Harness.Result {
        try shell(["bash", "Scripts/setup.sh"], cwd: box.dir, env: env)
    }

    /// Every file under Grammars/ with its bytes and modification time.
    static func snapshot(_ box: Sandbox) throws -> [String: (Data, Date)] {
        var out: [String: (Data, Date)] = [:]
        let fm = FileManager.default
        guard let e = fm.enumerator(atPath: box.grammars.path) else { return out }
        while let rel = e.nextObject() as? String {
            let url = box.grammars.appendingPathComponent(rel)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue else { continue }
            let date = try fm.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
            out[rel] = (try Data(contentsOf: url), date)
        }
        return out
    }

    static let extracted: Set<String> = Set(languages.flatMap { lang in
        ["parser.c", "scanner.c", "tree_sitter/parser.h", "tree_sitter/alloc.h", "tree_sitter/array.h"].map { "\(lang)/src/\($0)" }
    } + ["tsx/common/scanner.h", "grammars.lock", ".fetched"])

    @Test func extractsOnlyWhatTheBuildNeedsAndASecondRunDoesNothing() throws {
        let box = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: box.dir) }
        let first = try Self.setup(box, env: ["PARITY_GRAMMARS_ARCHIVE": box.archive.path])
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.stderr.contains("sha256 ok, 21 files extracted"), "\(first.stderr)")
        let after = try Self.snapshot(box)
        #expect(Set(after.keys) == Self.extracted, "extra: \(Set(after.keys).subtracting(Self.extracted)), missing: \(Self.extracted.subtracting(after.keys))")
        // The scanner patch is applied.
        let scanner = String(decoding: after["swift/src/scanner.c"]?.0 ?? Data(), as: UTF8.self)
        #expect(scanner.contains("calloc(1, sizeof(struct ScannerState))"))
        #expect(!scanner.contains("calloc(0,"))
        let stamp = String(decoding: after[".fetched"]?.0 ?? Data(), as: UTF8.self)
        #expect(stamp.hasPrefix("tree-sitter-language-pack 0.7.4 "))

        // Second run: no fetch (the archive it would need is gone), no output, no file touched.
        let start = Date()
        let second = try Self.setup(box, env: ["PARITY_GRAMMARS_ARCHIVE": "/nonexistent/archive.tar.gz"])
        let seconds = Date().timeIntervalSince(start)
        #expect(second.code == 0, "\(second.stderr)")
        #expect(second.stderr.isEmpty && second.stdout.isEmpty, "a second run printed: \(second.stderr)\(second.stdout)")
        let again = try Self.snapshot(box)
        #expect(Set(again.keys) == Set(after.keys))
        for (rel, (data, date)) in after {
            #expect(again[rel]?.0 == data, "\(rel) changed")
            #expect(again[rel]?.1 == date, "\(rel) was rewritten")
        }
        // Measured at 13 ms here; the bound only catches a run that fetches or extracts again.
        #expect(seconds < 5, "a second run took \(seconds) s")
    }

    @Test func aWrongChecksumStopsAndChangesNothing() throws {
        let box = try Self.sandbox(sha: String(repeating: "0", count: 64))
        defer { try? FileManager.default.removeItem(at: box.dir) }
        // Grammars of an older pin are in place: they must survive the failed fetch untouched.
        let fm = FileManager.default
        try fm.createDirectory(at: box.grammars.appendingPathComponent("swift/src"), withIntermediateDirectories: true)
        try "// old swift parser\n".write(to: box.grammars.appendingPathComponent("swift/src/parser.c"), atomically: false, encoding: .utf8)
        try "tree-sitter-language-pack 0.7.3 abc\n".write(to: box.grammars.appendingPathComponent(".fetched"), atomically: false, encoding: .utf8)
        let before = try Self.snapshot(box)
        let r = try Self.setup(box, env: ["PARITY_GRAMMARS_ARCHIVE": box.archive.path])
        #expect(r.code == 1)
        #expect(r.stderr.contains("checksum mismatch for \(Self.top).tar.gz: expected \(String(repeating: "0", count: 64)), got "), "\(r.stderr)")
        #expect(r.stderr.contains("nothing was changed"))
        let after = try Self.snapshot(box)
        #expect(Set(after.keys) == Set(before.keys), "files appeared or went: \(Set(after.keys).symmetricDifference(before.keys))")
        for (rel, (data, _)) in before { #expect(after[rel]?.0 == data, "\(rel) changed") }
        let leftovers = try fm.contentsOfDirectory(atPath: box.grammars.path).filter { $0.hasPrefix(".staging") }
        #expect(leftovers.isEmpty, "left behind: \(leftovers)")
    }

    @Test func anArchiveWithoutAGrammarChangesNothing() throws {
        let box = try Self.sandbox(omit: ["tsx"])
        defer { try? FileManager.default.removeItem(at: box.dir) }
        let r = try Self.setup(box, env: ["PARITY_GRAMMARS_ARCHIVE": box.archive.path])
        #expect(r.code == 1)
        #expect(r.stderr.contains("lacks parsers/tsx/src/parser.c"), "\(r.stderr)")
        #expect(r.stderr.contains("nothing was changed"))
        let after = try Self.snapshot(box)
        #expect(Set(after.keys) == ["grammars.lock"], "\(after.keys.sorted())")
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.grammars.path).sorted() == ["grammars.lock"])
    }

    /// The download path: the index's page (PEP 691 JSON, or PEP 503 HTML), the file it names,
    /// and the sha256 the index states, from a local server.
    @Test(arguments: ["json", "html"])
    func fetchesThePinnedFileFromAnIndex(_ style: String) throws {
        let box = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: box.dir) }
        let sha = try Self.sha256(box.archive)
        let server = """
        import http.server, json, sys
        style, sha, name = sys.argv[1], sys.argv[2], sys.argv[3]
        class H(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *a): pass
            def do_GET(self):
                if self.path == "/simple/tree-sitter-language-pack/":
                    if style == "json":
                        body = json.dumps({"files": [{"filename": "other-1.0.tar.gz", "url": "../../files/other-1.0.tar.gz", "hashes": {}},
                                                     {"filename": name, "url": "../../files/" + name, "hashes": {"sha256": sha}}]}).encode()
                        kind = "application/vnd.pypi.simple.v1+json"
                    else:
                        body = f'<html><body><a href="../../files/{name}#sha256={sha}">{name}</a></body></html>'.encode()
                        kind = "text/html"
                    self.send_response(200); self.send_header("Content-Type", kind); self.end_headers(); self.wfile.write(body)
                elif self.path == "/files/" + name:
                    self.path = "/" + name
                    super().do_GET()
                else:
                    self.send_error(404)
        s = http.server.ThreadingHTTPServer(("127.0.0.1", 0), lambda *a: H(*a, directory=sys.argv[4]))
        print(s.server_address[1], flush=True)
        s.serve_forever()
        """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", server, style, sha, "\(Self.top).tar.gz", box.archive.deletingLastPathComponent().path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        // SIGKILL: the test runner hands its children a mask that blocks SIGTERM.
        defer { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() }
        // read(2), not FileHandle.availableData: on Linux that can wait for the end of the pipe.
        var line = Data()
        var byte: UInt8 = 0
        while byte != 0x0A, read(out.fileHandleForReading.fileDescriptor, &byte, 1) == 1 { line.append(byte) }
        let port = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(Int(port) != nil, "the test server printed \(port)")
        let r = try Self.setup(box, env: ["PARITY_PYPI_INDEX": "http://127.0.0.1:\(port)/simple"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("fetching \(Self.top).tar.gz from http://127.0.0.1:\(port)/simple"))
        #expect(Set(try Self.snapshot(box).keys) == Self.extracted)
        #expect(!FileManager.default.fileExists(atPath: box.grammars.path + "/.staging.download"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.grammars.path).filter { $0.hasPrefix(".staging") }.isEmpty)
    }
}
