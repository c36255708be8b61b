import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ParityModel
import ParityReport

/// The report formats of issue #6: goldens of the example, SARIF against the official schema,
/// GitHub escaping and limits, HTML escaping checked by a parser, and a screenshot of the HTML.
@Suite(.serialized) struct ReporterTests {
    static let reports = Harness.fixtures.appendingPathComponent("reports")

    /// The example in a temporary folder laid out as in this repository (`Examples/design-system`),
    /// with every baseline but the switch's: three baselined findings and two new ones.
    static func mixedExample() throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Examples"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Harness.example, to: dir.appendingPathComponent("Examples/design-system"))
        try FileManager.default.copyItem(at: Harness.packageRoot.appendingPathComponent("Baselines"), to: dir.appendingPathComponent("Baselines"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Baselines/switch.json"))
        try #"{ "root": "Examples/design-system", "baselines": "Baselines" }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        return dir
    }

    /// Runs `parity` with extra environment variables.
    static func run(_ args: [String], cwd: URL, env: [String: String]) throws -> Harness.Result {
        let p = Process()
        p.executableURL = Harness.binary
        p.arguments = args
        p.currentDirectoryURL = cwd
        p.environment = ProcessInfo.processInfo.environment.merging(env) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Harness.Result(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// Runs a Python script with arguments; returns its exit code and output.
    static func python(_ script: String, _ args: [String]) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script] + args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self))
    }

    // MARK: Goldens

    @Test(arguments: [("sarif", "example.sarif"), ("github", "example.github.txt"), ("markdown", "example.md"), ("junit", "example.junit.xml")])
    func exampleReportMatchesGolden(_ format: String, _ golden: String) throws {
        let dir = try Self.mixedExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Harness.run(["check", "--all", "--format", format, "--output", "out"], cwd: dir)
        #expect(r.code == 1, "two new findings (the switch's) fail the run: \(r.stderr)")
        let text = try String(contentsOf: dir.appendingPathComponent("out"), encoding: .utf8)
        let expected = try String(contentsOf: Self.reports.appendingPathComponent(golden), encoding: .utf8)
        #expect(text == expected, "the \(format) report differs from Tests/Fixtures/reports/\(golden); review the change, then regenerate it from a copy of the example without Baselines/switch.json")
    }

    @Test func everyFormatIsRegisteredAndDeterministic() throws {
        #expect(Reporters.names == ["github", "html", "json", "junit", "markdown", "sarif", "text"])
        let dir = try Self.mixedExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        // One run, every format, each to its file: the sources are parsed once.
        var args = ["check", "--all"]
        for f in Reporters.names { args += ["--format", f, "--output", "a.\(f)"] }
        #expect(try Harness.run(args, cwd: dir).code == 1)
        args = args.map { $0.hasPrefix("a.") ? "b." + $0.dropFirst(2) : $0 }
        #expect(try Harness.run(args, cwd: dir).code == 1)
        for f in Reporters.names {
            let a = try Data(contentsOf: dir.appendingPathComponent("a.\(f)")), b = try Data(contentsOf: dir.appendingPathComponent("b.\(f)"))
            #expect(!a.isEmpty && a == b, "\(f) is empty or differs between two runs")
        }
    }

    // MARK: SARIF

    static let validateSARIF = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
    jsonschema.Draft4Validator.check_schema(schema)
    jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).validate(log)
    """

    @Test func sarifOfTheExampleValidatesAgainstTheOfficialSchema() throws {
        let dir = try Self.mixedExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Harness.run(["check", "--all", "--format", "sarif", "--output", "r.sarif", "--format", "json", "--output", "r.json"], cwd: dir)
        let schema = Harness.fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path
        let (code, output) = try Self.python(Self.validateSARIF, [schema, dir.appendingPathComponent("r.sarif").path])
        #expect(code == 0, "\(output)")
        // The validator really validates: an unknown level and a 0 line fail.
        let text = try String(contentsOf: dir.appendingPathComponent("r.sarif"), encoding: .utf8)
        for (old, new) in [(#""level" : "error""#, #""level" : "fatal""#), (#""startLine" : 49"#, #""startLine" : 0"#)] {
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(to: dir.appendingPathComponent("broken.sarif"), atomically: false, encoding: .utf8)
            #expect(try Self.python(Self.validateSARIF, [schema, dir.appendingPathComponent("broken.sarif").path]).0 != 0, "\(new) passed the schema")
        }
    }

    @Test func sarifCarriesRulesLocationsFingerprintsAndSuppressions() throws {
        let dir = try Self.mixedExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Harness.run(["check", "--all", "--format", "sarif", "--output", "r.sarif", "--format", "json", "--output", "r.json"], cwd: dir)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.sarif"))) as! [String: Any]
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.json"))) as! [String: Any]
        #expect(log["version"] as? String == "2.1.0")
        let run = (log["runs"] as! [[String: Any]])[0]
        let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
        #expect(driver["name"] as? String == "parity")
        #expect(driver["version"] as? String == Report.toolVersion)
        #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
        let rules = driver["rules"] as! [[String: Any]]
        #expect(Set(rules.map { $0["id"] as! String }) == Set(FindingKind.allCases.map(\.rawValue)))
        for rule in rules { #expect(((rule["help"] as? [String: Any])?["text"] as? String ?? "").count > 40) }
        let results = run["results"] as! [[String: Any]]
        let findings = json["findings"] as! [[String: Any]]
        #expect(results.count == findings.count && results.count == 5)
        for f in findings {
            let id = f["id"] as! String
            let matching = results.filter { ($0["partialFingerprints"] as? [String: String])?["parityFindingId/v1"] == id }
            try #require(matching.count == 1, "no SARIF result for \(id)")
            let r = matching[0]
            #expect(r["ruleId"] as? String == f["kind"] as? String)
            #expect(r["level"] as? String == f["severity"] as? String)
            let message = (r["message"] as! [String: Any])["text"] as! String
            #expect(message.contains("\(f["part"]!).\(f["property"]!) [\(f["state"]!)]"))
            for (platform, value) in f["values"] as! [String: [String: Any]] { #expect(message.contains("\(platform) \(value["normalized"]!)")) }
            // The drifting platform's source, repo-relative, is the location; the other platforms are related.
            let physical = ((r["locations"] as! [[String: Any]])[0]["physicalLocation"]) as! [String: Any]
            let uri = (physical["artifactLocation"] as! [String: Any])["uri"] as! String
            let drifting = (f["platforms"] as! [String])[0]
            let expectedFile = ((f["locations"] as! [String: [String: Any]])[drifting]!["file"]) as! String
            #expect(uri == "Examples/design-system/" + expectedFile)
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(uri).path))
            #expect((physical["region"] as! [String: Any])["startLine"] as? Int == ((f["locations"] as! [String: [String: Any]])[drifting]!["line"]) as? Int)
            #expect((r["relatedLocations"] as! [Any]).count == (f["locations"] as! [String: Any]).count - 1)
            // Baselined findings, and only they, are suppressed.
            #expect((r["suppressions"] != nil) == (f["baselined"] as! Bool))
        }
    }

    // MARK: GitHub

    static func finding(_ component: String, _ property: String, severity: Severity = .error, file: String = "Button.swift", raw: String = "28") -> Finding {
        let loc = SourceLocation(file: file, line: 3, column: 7)
        return Finding(component: component, key: FactKey(part: "text", property: property), kind: severity == .error ? .mismatch : .missing,
                       severity: severity, platforms: [.swift], expected: "27 pt",
                       values: [.swift: PlatformValue(raw: raw, normalized: "28 pt", location: loc),
                                .kotlin: PlatformValue(raw: "27.dp", normalized: "27 pt", location: SourceLocation(file: "B.kt", line: 1, column: 1))],
                       message: "")
    }

    static func report(_ findings: [Finding], root: String = ".") -> Report {
        Report(root: root, components: [ComponentResult(component: findings.first?.component ?? "c", files: [:], rows: [], findings: findings)], stale: [])
    }

    @Test func githubEscapesPercentCommaColonAndNewlines() throws {
        let f = Self.finding("b%,:", "letter%Spacing,a:b\nc", file: "we,ird:50%/A\r\nB.swift", raw: "1%,\n2:")
        let out = try GitHubReporter().render(Self.report([f], root: "ds"))
        let expected = "::error file=ds/we%2Cird%3A50%25/A%0D%0AB.swift,line=3,col=7,"
            + "title=parity mismatch%3A b%25%2C%3A text.letter%25Spacing%2Ca%3Ab%0Ac [default]::"
            + "b%25,: text.letter%25Spacing,a:b%0Ac [default]: swift differs from the expected 27 pt; swift 28 pt (1%25,%0A2:), kotlin 27 pt (27.dp)\n"
        #expect(out == expected)
        // One line per annotation: nothing the source said can start a second command.
        #expect(out.split(separator: "\n").count == 1)
    }

    @Test func githubAnnotatesTenOfEachLevelAndSaysWhereTheRestAre() throws {
        let errors = (0..<12).map { Self.finding("c", "p\($0 < 10 ? "0" : "")\($0)") }
        let warnings = (0..<11).map { Self.finding("c", "w\($0 < 10 ? "0" : "")\($0)", severity: .warning) }
        var baselined = Self.finding("c", "accepted")
        baselined.baselined = true
        let out = try GitHubReporter().render(Self.report(errors + warnings + [baselined]))
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10)
        #expect(!out.contains("accepted"), "baselined findings are not annotated")
        #expect(lines.contains("parity: 2 more errors and 1 more warning than GitHub annotates per step (10 of each); all are listed below and in the job summary:"))
        #expect(lines.filter { $0.hasPrefix("  - Button.swift:3:7: ") }.count == 3)
        #expect(lines.contains { $0.hasPrefix("  - Button.swift:3:7: error: c text.p11 [default]") })
        #expect(try GitHubReporter().render(Self.report([baselined])) == "")
    }

    @Test func githubFormatAppendsTheMarkdownSummaryToTheStepSummary() throws {
        let dir = try Self.mixedExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let summary = dir.appendingPathComponent("step-summary.md")
        try "earlier step\n".write(to: summary, atomically: false, encoding: .utf8)
        let r = try Self.run(["check", "--all", "--format", "github"], cwd: dir, env: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(r.code == 1)
        #expect(r.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=Examples/design-system/swift/Components/Switch.swift,line=49,") }.count == 2)
        let markdown = try String(contentsOf: Self.reports.appendingPathComponent("example.md"), encoding: .utf8)
        #expect(try String(contentsOf: summary, encoding: .utf8) == "earlier step\n" + markdown)
        // Other formats leave the step summary alone.
        _ = try Self.run(["check", "--all", "--format", "json"], cwd: dir, env: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(try String(contentsOf: summary, encoding: .utf8) == "earlier step\n" + markdown)
    }

    // MARK: JUnit and Markdown

    @Test func junitHasOneSuitePerComponentAndOneCasePerProperty() throws {
        let dir = try Self.mixedExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Harness.run(["check", "--all", "--format", "junit", "--output", "r.xml"], cwd: dir)
        let doc = try XMLDocument(contentsOf: dir.appendingPathComponent("r.xml"))
        let suites = try doc.nodes(forXPath: "/testsuites/testsuite") as! [XMLElement]
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue ?? "" } == ["badge", "button", "checkbox", "input", "label", "switch", "tokens"])
        #expect(try doc.nodes(forXPath: "//testcase").count == 172)
        #expect(try doc.nodes(forXPath: "//testcase/failure").count == 2)
        #expect(try doc.nodes(forXPath: "//testcase/skipped").count == 3)
        let failing = try doc.nodes(forXPath: "//testsuite[@name='switch']/testcase[failure]/@name").map { $0.stringValue ?? "" }
        #expect(failing == ["thumb.height [default]", "thumb.width [default]"])
        #expect(try doc.nodes(forXPath: "/testsuites/@failures").first?.stringValue == "2")
    }

    @Test func markdownPutsNewDriftFirstFoldsBaselinedDriftAndEndsWithTokenDrift() throws {
        func row(_ f: Finding) -> Row {
            Row(key: f.key, cells: [.swift: Cell(raw: "28", value: "28 pt", unit: "pt", location: f.values[.swift]?.location, status: .mismatch),
                                    .kotlin: Cell(raw: "27.dp", value: "27 pt", unit: "pt", location: nil, status: .match)])
        }
        let zeta = Self.finding("zeta", "width")
        var alpha = Self.finding("alpha", "height")
        alpha.baselined = true
        let tokenNew = Self.finding("tokens", "lineHeight"), tokenOld = { var f = Self.finding("tokens", "size"); f.baselined = true; return f }()
        let report = Report(root: ".", components: [
            ComponentResult(component: "zeta", files: [:], rows: [row(zeta)], findings: [zeta]),
            ComponentResult(component: "alpha", files: [:], rows: [row(alpha)], findings: [alpha]),
            ComponentResult(component: "tokens", files: [:], rows: [row(tokenNew), row(tokenOld)], findings: [tokenNew, tokenOld]),
        ], stale: [])
        let md = try MarkdownReporter().render(report)
        let order = ["## parity: 2 new findings", "### zeta — 1 new · 1 property, 0 agree", "| text.width \\[default\\] | 27 pt |  |  |  | **28 pt** (28) | ✓ |",
                     "<details><summary>Baselined drift: 1 finding in alpha</summary>", "#### alpha", "</details>",
                     "### Token drift — 1 new, 1 baselined", "| text.lineHeight", "<details><summary>Baselined token drift: 1</summary>", "| text.size"]
        var rest = md[...]
        for line in order {
            guard let r = rest.range(of: line) else { Issue.record("`\(line)` missing or out of order in:\n\(md)"); return }
            rest = rest[r.upperBound...]
        }
        #expect(!md.contains("### tokens"))
    }

    // MARK: HTML

    static let parseHTML = """
    import sys
    from html.parser import HTMLParser
    class P(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True); self.tags = []; self.attrs = set(); self.text = []
        def handle_starttag(self, tag, attrs):
            self.tags.append(tag); self.attrs.update(a for a, _ in attrs)
        def handle_startendtag(self, tag, attrs): self.handle_starttag(tag, attrs)
        def handle_data(self, data): self.text.append(data)
    p = P(); p.feed(open(sys.argv[1], encoding='utf-8').read()); p.close()
    print(' '.join(sorted(set(p.tags)))); print(' '.join(sorted(p.attrs))); print(''.join(p.text).replace('\\n', ' '))
    """

    /// Element names, attribute names and text of an HTML file, as Python's HTML parser reads them.
    static func parsed(_ file: URL) throws -> (tags: Set<String>, attributes: Set<String>, text: String) {
        let (code, out) = try python(parseHTML, [file.path])
        #expect(code == 0, "\(out)")
        let lines = out.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        return (Set(lines[0].split(separator: " ").map(String.init)), Set(lines[1].split(separator: " ").map(String.init)), lines.count > 2 ? lines[2] : "")
    }

    static let allowedTags: Set<String> = ["html", "head", "meta", "title", "style", "body", "h1", "h2", "p", "b", "table", "thead", "tbody",
                                           "tr", "th", "td", "a", "span", "i", "br", "small", "code", "section", "ul", "li"]

    @Test func htmlShowsHostileSourceTextAsText() throws {
        let dir = try Self.mixedExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.moveItem(at: dir.appendingPathComponent("Examples/design-system"), to: dir.appendingPathComponent("ds"))
        try #"{ "root": "ds", "baselines": "Baselines" }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let file = "stylesheet/components/ui/label.tsx"
        try Harness.edit(dir, file, #"alignItems: "flex-start""#, #"alignItems: "<script>alert(1)</script>""#)
        try Harness.edit(dir, file, #"flexDirection: "row""#, #"flexDirection: "\"><img src=x onerror=alert(2)>""#)
        let r = try Harness.run(["check", "label", "--format", "html", "--output", "r.html", "--format", "json", "--output", "r.json"], cwd: dir)
        #expect(r.code == 1)
        // The hostile text reached the report model ...
        let json = try String(contentsOf: dir.appendingPathComponent("r.json"), encoding: .utf8)
        #expect(json.contains("<script>alert(1)</script>") && json.contains("><img src=x onerror=alert(2)>"))
        // ... and the page shows it as text, with no element or attribute injected.
        let page = try Self.parsed(dir.appendingPathComponent("r.html"))
        #expect(page.tags.isSubset(of: Self.allowedTags), "unexpected elements: \(page.tags.subtracting(Self.allowedTags))")
        #expect(!page.tags.contains("script") && !page.tags.contains("img"))
        #expect(!page.attributes.contains("onerror") && !page.attributes.contains("src"))
        #expect(page.text.contains("<script>alert(1)</script>"))
        #expect(page.text.contains(#""><img src=x onerror=alert(2)>"#))
    }

    @Test func everyFieldOfTheModelIsEscapedInMarkupFormats() throws {
        let evil = #"<script>alert(1)</script>"><img src=x onerror=alert(2)>'& | *x*"#
        let loc = SourceLocation(file: "\(evil)/x.swift", line: 2, column: 3)
        let key = FactKey(part: evil, property: "color", state: evil, variant: evil)
        let finding = Finding(component: evil, key: key, kind: .mismatch, severity: .error, platforms: [.swift], expected: evil,
                              values: [.swift: PlatformValue(raw: evil, normalized: evil, location: loc)], message: evil)
        let cells: [Platform: Cell] = [.swift: Cell(raw: evil, value: "\(evil) (#112233 / #445566)", unit: "color", location: loc, status: .mismatch),
                                       .kotlin: Cell(raw: evil, value: evil, unit: "em", location: loc, status: .match)]
        let report = Report(root: evil, components: [ComponentResult(component: evil, files: [.swift: loc.file], rows: [Row(key: key, cells: cells)], findings: [finding])], stale: [])
        let dir = Harness.scratch.appendingPathComponent("parity-escape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let html = dir.appendingPathComponent("r.html")
        try HTMLReporter().render(report).write(to: html, atomically: false, encoding: .utf8)
        let page = try Self.parsed(html)
        #expect(page.tags.isSubset(of: Self.allowedTags), "unexpected elements: \(page.tags.subtracting(Self.allowedTags))")
        #expect(!page.attributes.contains("onerror"))
        #expect(page.text.contains(evil))
        // The swatch colors come from the hex digits only, never from source text.
        #expect(try String(contentsOf: html, encoding: .utf8).contains(#"<i style="background:#112233"></i>light"#))
        // JUnit stays well-formed XML that round-trips the text.
        let xml = try XMLDocument(xmlString: try JUnitReporter().render(report))
        #expect(try xml.nodes(forXPath: "//testsuite/@name").first?.stringValue == evil)
        #expect(try xml.nodes(forXPath: "//script").isEmpty)
        // Markdown has no raw HTML and no table break from source text.
        let md = try MarkdownReporter().render(report)
        #expect(!md.contains("<script") && !md.contains("<img"))
        let rows = md.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| property") }
        #expect(rows.count == 1 && rows[0].components(separatedBy: " | ").count == 2 + Platform.allCases.count)
    }

    @Test func htmlShowsLetterSpacingInEmWithTheSourceUnit() throws {
        let key = FactKey(part: "text", property: "letterSpacing")
        let at = SourceLocation(file: "swift/Components/Label.swift", line: 19, column: 26)
        let cells: [Platform: Cell] = [.swift: Cell(raw: "-0.442", value: "-0.026 em", unit: "em", location: at, status: .match),
                                       .kotlin: Cell(raw: "(-0.026).em", value: "-0.026 em", unit: "em", location: at, status: .match)]
        let html = try HTMLReporter().render(Report(root: "ds", components: [ComponentResult(component: "label", files: [:], rows: [Row(key: key, cells: cells)], findings: [])], stale: []))
        #expect(html.contains(#"<span class="v">-0.026 em</span><br><code>-0.442 pt</code><br><a href="ds/swift/Components/Label.swift#L19""#))
        #expect(html.contains("<code>(-0.026).em</code>"))
    }

    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Reads the screenshot (with Pillow when installed, else a stdlib-only decoder of 8-bit RGB/RGBA
    /// PNG) and prints the share of non-white pixels, the number of distinct colors, and for each
    /// wanted color the number of pixels within 3 of it per channel.
    static let measurePNG = """
    import sys, zlib, struct
    from collections import Counter
    def stdlib_histogram(path):
        data = open(path, 'rb').read(); assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        pos, idat = 8, b''
        while pos < len(data):
            n, kind = struct.unpack('>I4s', data[pos:pos+8]); body = data[pos+8:pos+8+n]; pos += 12 + n
            if kind == b'IHDR': w, h, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
            elif kind == b'IDAT': idat += body
        assert depth == 8 and ctype in (2, 6) and interlace == 0, (depth, ctype, interlace)
        bpp = 3 if ctype == 2 else 4; stride = w * bpp; raw = zlib.decompress(idat); prev = bytearray(stride); hist = Counter()
        for y in range(h):
            f = raw[y*(stride+1)]; line = bytearray(raw[y*(stride+1)+1:(y+1)*(stride+1)])
            for x in range(stride):
                a = line[x-bpp] if x >= bpp else 0; b = prev[x]; c = prev[x-bpp] if x >= bpp else 0
                if f == 1: line[x] = (line[x] + a) & 255
                elif f == 2: line[x] = (line[x] + b) & 255
                elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif f == 4:
                    p = a + b - c; pa, pb, pc = abs(p-a), abs(p-b), abs(p-c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            hist.update(bytes(line[i:i+3]) for i in range(0, stride, bpp)); prev = line
        return {tuple(k): v for k, v in hist.items()}
    try:
        from PIL import Image
        hist = {rgb: n for n, rgb in Image.open(sys.argv[1]).convert('RGB').getcolors(1 << 24)}
    except ImportError:
        hist = stdlib_histogram(sys.argv[1])
    total = sum(hist.values())
    print((total - hist.get((255, 255, 255), 0)) / total, len(hist))
    for want in sys.argv[2:]:
        t = tuple(int(want[i:i+2], 16) for i in (0, 2, 4))
        print(want, sum(n for rgb, n in hist.items() if all(abs(rgb[i] - t[i]) <= 3 for i in range(3))))
    """

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (Scripts/test.sh installs Debian's `chromium` with apt-get when run as root)"))
    func htmlReportRendersWithSwatchesInChromium() throws {
        let dir = try Self.mixedExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Harness.run(["check", "--all", "--format", "html", "--output", "r.html"], cwd: dir)
        let png = dir.appendingPathComponent("shot.png")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `timeout` only keeps a wedged browser from hanging the suite; nothing asserts on time.
        // (`--run-all-compositor-stages-before-draw` and a virtual time budget: the shot is of the page drawn
        // whole, not of a frame taken early on a loaded machine — once 2 of 5 swatches were there under a full run.)
        p.arguments = ["timeout", "120", Self.chromium!, "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
                       "--run-all-compositor-stages-before-draw", "--virtual-time-budget=5000",
                       "--user-data-dir=\(dir.appendingPathComponent("profile").path)", "--window-size=1280,900",
                       "--screenshot=\(png.path)", dir.appendingPathComponent("r.html").absoluteString]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try #require(FileManager.default.fileExists(atPath: png.path), "chromium wrote no screenshot (exit \(p.terminationStatus))")
        // accent, danger light, danger dark: badge's background swatches, near the top of the page.
        let colors = ["0071E3", "D0000A", "FF5447"]
        let (code, out) = try Self.python(Self.measurePNG, [png.path] + colors)
        try #require(code == 0, "\(out)")
        let lines = out.split(separator: "\n").map { $0.split(separator: " ") }
        let nonWhite = Double(lines[0][0])!, distinct = Int(lines[0][1])!
        #expect(nonWhite > 0.2, "the page is (nearly) blank: \(nonWhite) of the pixels are not white")
        #expect(distinct > 100, "only \(distinct) colors on the page")
        for (i, color) in colors.enumerated() {
            // Five platforms each show an 18×18 swatch (inside its border) of the color: at least 16×16 of each.
            let count = Int(lines[i + 1][1])!
            #expect(count >= 5 * 16 * 16, "#\(color): only \(count) pixels; the swatches are not visible")
        }
    }
}
