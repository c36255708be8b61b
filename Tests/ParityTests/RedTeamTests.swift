import Foundation
import Testing
import ParityCLI
@testable import ParityExtract
@testable import ParityModel

// The red-team findings of issue 17, one table row per case: what a run must answer (exit code,
// message naming the file and line) and that no file changed that should not have.

private let fm = FileManager.default

/// Every file under `dir` with its kind, size and modification time (no link followed).
private func snapshot(_ dir: URL) -> [String: String] { BadInputTests.snapshot(dir) }

/// The file type bits of a path, without following a last symlink.
private func kind(_ path: URL) -> mode_t? {
    var st = stat()
    return lstat(path.path, &st) == 0 ? st.st_mode & S_IFMT : nil
}

private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

/// Edits a file of the copied example (under `ds/`) with a function of its text.
private func rewrite(_ dir: URL, _ file: String, _ change: (String) -> String) throws {
    let url = dir.appendingPathComponent("ds").appendingPathComponent(file)
    let old = try text(url)
    let new = change(old)
    precondition(new != old, "\(file): the edit changed nothing")
    try new.write(to: url, atomically: false, encoding: .utf8)
}

/// The 1-based number of the first line of a file that contains `needle`.
private func line(of needle: String, in url: URL) throws -> Int {
    let lines = try text(url).split(separator: "\n", omittingEmptySubsequences: false)
    guard let i = lines.firstIndex(where: { $0.contains(needle) }) else { throw NSError(domain: "line", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(needle) not in \(url.path)"]) }
    return i + 1
}

/// A process id that no process has: a child that has exited and been reaped.
private func deadPID() throws -> pid_t {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/true")
    try p.run()
    p.waitUntilExit()
    return p.processIdentifier
}

/// Runs the binary with its standard output going to `file`, opened as a shell's `>>` does.
private func runAppending(to file: URL, _ args: [String], cwd: URL) throws -> Harness.Result {
    let p = Process()
    p.executableURL = Harness.binary
    p.arguments = args
    p.currentDirectoryURL = cwd
    p.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    let out = try FileHandle(forWritingTo: file)
    defer { try? out.close() }
    try out.seekToEnd()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Harness.Result(code: p.terminationStatus, stdout: "", stderr: String(decoding: e, as: UTF8.self))
}

// MARK: - Outputs

/// One `--output` case: how to prepare the copied example, what the run must answer, and which
/// files it may change (every other file must stay as it was).
struct OutputCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Needs root (`mknod`); skipped with a message otherwise.
    var rootOnly = false
    /// Prepares the folder; returns the arguments.
    let setUp: @Sendable (URL) throws -> [String]
    var env: [String: String] = [:]
    let code: Int32
    /// Expected on standard error (nil: nothing checked there).
    var message: String?
    /// Files (relative to the folder) the run may create, change or remove.
    var changes: [String] = []
    /// Runs the binary (default: `Harness.run`); a case may hold a FIFO's read end meanwhile.
    var run: (@Sendable (URL, [String], [String: String]) throws -> Harness.Result)?
    /// Further checks after the run.
    var check: @Sendable (URL, Harness.Result) throws -> Void = { _, _ in }
    var testDescription: String { name }
}

/// Runs with a FIFO's read end held open (`O_RDWR`, so neither side blocks), then saves what
/// came through it to `received.txt`: a report small enough for the pipe buffer.
private func readingFIFO(_ name: String) -> @Sendable (URL, [String], [String: String]) throws -> Harness.Result {
    { dir, args, env in
        let fd = open(dir.appendingPathComponent(name).path, O_RDWR | O_NONBLOCK)
        guard fd >= 0 else { throw NSError(domain: "fifo", code: Int(errno)) }
        defer { close(fd) }
        let r = try Harness.run(args, cwd: dir, env: env)
        var received = [UInt8](), buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            received += buffer[..<n]
        }
        try Data(received).write(to: dir.appendingPathComponent("received.txt"))
        return r
    }
}

private let longName = String(repeating: "r", count: 246) + ".txt"

@Suite struct RedTeamOutputTests {
    static let cases: [OutputCase] = [
        OutputCase(name: "a character device like /dev/null is written through and stays a device", rootOnly: true,
                   setUp: { dir in
                       #expect(mknod(dir.appendingPathComponent("null").path, S_IFCHR | 0o666, 0x103) == 0)
                       return ["check", "--all", "--format", "json", "--output", "null"]
                   },
                   code: 0, changes: ["null"],
                   check: { dir, _ throws in
                       var st = stat()
                       #expect(lstat(dir.appendingPathComponent("null").path, &st) == 0 && st.st_mode & S_IFMT == S_IFCHR && st.st_rdev == 0x103)
                   }),
        OutputCase(name: "a device that refuses the bytes (/dev/full) is an error and stays a device", rootOnly: true,
                   setUp: { dir in
                       #expect(mknod(dir.appendingPathComponent("full").path, S_IFCHR | 0o666, 0x107) == 0)
                       return ["check", "label", "--output", "full"]
                   },
                   code: 2, message: "parity: error: full: cannot write (No space left on device)\n", changes: ["full"],
                   check: { dir, _ throws in #expect(kind(dir.appendingPathComponent("full")) == S_IFCHR) }),
        OutputCase(name: "a block device is refused", rootOnly: true,
                   setUp: { dir in
                       #expect(mknod(dir.appendingPathComponent("disk").path, S_IFBLK | 0o600, 0x700) == 0)
                       return ["check", "label", "--output", "disk"]
                   },
                   code: 2, message: "parity: error: disk: is a block device; parity writes only to files, character devices (such as /dev/null) and FIFOs\n",
                   check: { dir, _ throws in #expect(kind(dir.appendingPathComponent("disk")) == S_IFBLK) }),
        OutputCase(name: "a FIFO is written through and stays a FIFO",
                   setUp: { dir in
                       #expect(mkfifo(dir.appendingPathComponent("pipe").path, 0o644) == 0)
                       return ["check", "label", "--output", "pipe"]
                   },
                   code: 0, changes: ["pipe", "received.txt"], run: readingFIFO("pipe"),
                   check: { dir, _ throws in
                       #expect(kind(dir.appendingPathComponent("pipe")) == S_IFIFO)
                       #expect(try text(dir.appendingPathComponent("received.txt")).hasPrefix("label · 5 platforms"))
                   }),
        OutputCase(name: "a symlink to a FIFO is written through; link and FIFO stay",
                   setUp: { dir in
                       #expect(mkfifo(dir.appendingPathComponent("pipe").path, 0o644) == 0)
                       try fm.createSymbolicLink(atPath: dir.appendingPathComponent("out").path, withDestinationPath: "pipe")
                       return ["check", "label", "--output", "out"]
                   },
                   code: 0, changes: ["pipe", "received.txt"], run: readingFIFO("pipe"),
                   check: { dir, _ throws in
                       #expect(kind(dir.appendingPathComponent("out")) == S_IFLNK && kind(dir.appendingPathComponent("pipe")) == S_IFIFO)
                       #expect(try text(dir.appendingPathComponent("received.txt")).hasPrefix("label · 5 platforms"))
                   }),
        OutputCase(name: "a symlink to a file: the file is replaced with its mode, the link stays",
                   setUp: { dir in
                       try Data("old\n".utf8).write(to: dir.appendingPathComponent("r.txt"))
                       chmod(dir.appendingPathComponent("r.txt").path, 0o640)
                       try fm.createSymbolicLink(atPath: dir.appendingPathComponent("out.txt").path, withDestinationPath: "r.txt")
                       return ["check", "label", "--output", "out.txt"]
                   },
                   code: 0, changes: ["r.txt"],
                   check: { dir, _ throws in
                       #expect(try fm.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("out.txt").path) == "r.txt")
                       #expect(try text(dir.appendingPathComponent("r.txt")).hasPrefix("label · 5 platforms"))
                       #expect(try (fm.attributesOfItem(atPath: dir.appendingPathComponent("r.txt").path)[.posixPermissions] as? Int) == 0o640)
                   }),
        OutputCase(name: "an existing report keeps its mode",
                   setUp: { dir in
                       try Data("old\n".utf8).write(to: dir.appendingPathComponent("r.json"))
                       chmod(dir.appendingPathComponent("r.json").path, 0o600)
                       return ["check", "--all", "--format", "json", "--output", "r.json"]
                   },
                   code: 0, changes: ["r.json"],
                   check: { dir, _ throws in
                       #expect(try (fm.attributesOfItem(atPath: dir.appendingPathComponent("r.json").path)[.posixPermissions] as? Int) == 0o600)
                       #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.json"))) is [String: Any])
                   }),
        OutputCase(name: "/dev/stdout writes through to the pipe",
                   setUp: { _ in ["check", "label", "--output", "/dev/stdout"] },
                   code: 0,
                   check: { _, r throws in #expect(r.stdout.hasPrefix("label · 5 platforms")) }),
        OutputCase(name: "/dev/stdout appended to a file (a shell's >>) keeps what was there",
                   setUp: { dir in
                       try Data("earlier line\n".utf8).write(to: dir.appendingPathComponent("log.txt"))
                       return ["check", "label", "--output", "/dev/stdout"]
                   },
                   code: 0, changes: ["log.txt"],
                   run: { dir, args, _ in try runAppending(to: dir.appendingPathComponent("log.txt"), args, cwd: dir) },
                   check: { dir, _ throws in
                       #expect(kind(dir.appendingPathComponent("log.txt")) == S_IFREG)
                       #expect(try text(dir.appendingPathComponent("log.txt")).hasPrefix("earlier line\nlabel · 5 platforms"))
                   }),
        OutputCase(name: "a source file is refused and left as it was",
                   setUp: { _ in ["check", "--all", "--format", "json", "--output", "ds/swift/Components/Label.swift"] },
                   code: 2, message: "parity: error: --output ds/swift/Components/Label.swift is a source file this run reads (ds/swift/Components/Label.swift); writing the json report there would replace it; choose another file\n"),
        OutputCase(name: "a symlink to a source file is refused",
                   setUp: { dir in
                       try fm.createSymbolicLink(atPath: dir.appendingPathComponent("report.json").path, withDestinationPath: "ds/swift/Components/Label.swift")
                       return ["check", "--all", "--format", "json", "--output", "report.json"]
                   },
                   code: 2, message: "parity: error: --output report.json is a source file this run reads (ds/swift/Components/Label.swift); writing the json report there would replace it; choose another file\n"),
        OutputCase(name: "a helper file is refused",
                   setUp: { _ in ["check", "label", "--output", "ds/swift/Components/TextVariant.swift"] },
                   code: 2, message: "--output ds/swift/Components/TextVariant.swift is a source file this run reads"),
        OutputCase(name: "a token file is refused",
                   setUp: { _ in ["check", "label", "--output", "ds/uniwind/global.css"] },
                   code: 2, message: "--output ds/uniwind/global.css is a token file this run reads"),
        OutputCase(name: "the configuration file is refused",
                   setUp: { _ in ["check", "label", "--format", "sarif", "--output", "parity.json"] },
                   code: 2, message: "parity: error: --output parity.json is the configuration file this run reads (parity.json); writing the sarif report there would replace it; choose another file\n"),
        OutputCase(name: "a baseline is refused",
                   setUp: { _ in ["check", "label", "--output", "Baselines/label.json"] },
                   code: 2, message: "--output Baselines/label.json is a baseline this run reads"),
        OutputCase(name: "`parity tokens` refuses a token file too",
                   setUp: { _ in ["tokens", "--output", "ds/kotlin/theme/Tokens.kt"] },
                   code: 2, message: "--output ds/kotlin/theme/Tokens.kt is a token file this run reads"),
        OutputCase(name: "the same file for two formats is refused before anything is written",
                   setUp: { _ in ["check", "--all", "--format", "json", "--output", "r.json", "--format", "sarif", "--output", "./r.json"] },
                   code: 2, message: "parity: error: --output ./r.json: the json report and the sarif report would go to the same file; give each its own file\n"),
        OutputCase(name: "the same file through a symlink is refused",
                   setUp: { dir in
                       try Data("old\n".utf8).write(to: dir.appendingPathComponent("r.json"))
                       try fm.createSymbolicLink(atPath: dir.appendingPathComponent("l.json").path, withDestinationPath: "r.json")
                       return ["check", "--all", "--format", "json", "--output", "r.json", "--format", "html", "--output", "l.json"]
                   },
                   code: 2, message: "--output l.json: the json report and the html report would go to the same file"),
        OutputCase(name: "the GitHub step summary as an --output is refused",
                   setUp: { _ in ["check", "--all", "--format", "github", "--format", "markdown", "--output", "summary.md"] },
                   env: ["GITHUB_STEP_SUMMARY": "summary.md"],
                   code: 2, message: "--output summary.md: the markdown report and the GitHub step summary (GITHUB_STEP_SUMMARY) would go to the same file"),
        OutputCase(name: "a 250-character name is written; the temporary name is short",
                   setUp: { _ in ["check", "label", "--output", longName] },
                   code: 0, changes: [longName],
                   check: { dir, _ throws in
                       #expect(try text(dir.appendingPathComponent(longName)).hasPrefix("label · 5 platforms"))
                       #expect(try fm.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }.isEmpty)
                   }),
        OutputCase(name: "temporaries of dead processes are removed, a live one's kept",
                   setUp: { dir in
                       let dead = try deadPID()
                       for name in [".parity.\(dead).0", ".r.txt.\(dead).tmp", ".parity.\(getpid()).99", ".notes.\(dead).tmp"] {
                           try Data("stale".utf8).write(to: dir.appendingPathComponent(name))
                       }
                       try Data("\(dead)".utf8).write(to: dir.appendingPathComponent("dead.pid"))
                       return ["check", "label", "--output", "r.txt"]
                   },
                   code: 0, changes: ["r.txt", ".parity.*", ".r.txt.*"],
                   check: { dir, _ throws in
                       let dead = try text(dir.appendingPathComponent("dead.pid"))
                       let names = Set(try fm.contentsOfDirectory(atPath: dir.path))
                       #expect(!names.contains(".parity.\(dead).0") && !names.contains(".r.txt.\(dead).tmp"), "\(names)")
                       // A live process's temporary and a file that is not a temporary of this target stay.
                       #expect(names.contains(".parity.\(getpid()).99") && names.contains(".notes.\(dead).tmp"), "\(names)")
                   }),
        OutputCase(name: "a folder is refused",
                   setUp: { _ in ["check", "label", "--output", "ds"] },
                   code: 2, message: "parity: error: ds: is a folder; give a file name\n"),
        OutputCase(name: "a dangling symlink is refused and left a link",
                   setUp: { dir in
                       try fm.createSymbolicLink(atPath: dir.appendingPathComponent("gone.json").path, withDestinationPath: "nowhere.json")
                       return ["check", "label", "--output", "gone.json"]
                   },
                   code: 2, message: "parity: error: gone.json: the symlink points to a file that does not exist (nowhere.json); remove the link or create the file\n",
                   check: { dir, _ throws in #expect(kind(dir.appendingPathComponent("gone.json")) == S_IFLNK) }),
    ]

    @Test(arguments: cases) func outputTarget(_ c: OutputCase) throws {
        if c.rootOnly, geteuid() != 0 {
            print("RedTeamOutputTests: skipped `\(c.name)`: mknod needs root (euid \(geteuid()))")
            return
        }
        let dir = try Harness.copyExample()
        defer { try? fm.removeItem(at: dir) }
        let args = try c.setUp(dir)
        let before = snapshot(dir)
        let r = try (c.run ?? { dir, args, env in try Harness.run(args, cwd: dir, env: env) })(dir, args, c.env)
        #expect(r.code == c.code, "\(c.name): exit \(r.code)\n\(r.stderr)")
        if let message = c.message {
            #expect(message.hasSuffix("\n") ? r.stderr == message : r.stderr.contains(message), "\(c.name): \(r.stderr)")
        }
        #expect(!r.stderr.contains("Fatal error"), "\(c.name): \(r.stderr)")
        // Nothing else changed: no file written over, no temporary left.
        let after = snapshot(dir)
        func allowed(_ path: String) -> Bool {
            c.changes.contains { $0.hasSuffix("*") ? path.hasPrefix($0.dropLast()) : path == $0 }
        }
        for (path, state) in before where !allowed(path) { #expect(after[path] == state, "\(c.name): \(path) changed") }
        for path in after.keys where before[path] == nil && !allowed(path) { #expect(Bool(false), "\(c.name): \(path) appeared") }
        try c.check(dir, r)
    }
}

// MARK: - Theme files that crashed or hung

/// One hostile theme or token file: how to make it, the command, and what the report says.
struct ThemeCase: CustomTestStringConvertible, Sendable {
    let name: String
    var args = ["check", "--all"]
    var code: Int32 = 1
    /// Text that must not appear (a value that should not pass: `inf pt`, `nan pt`).
    var absent: [String] = []
    /// Changes the copied example; returns the messages expected on standard output (the
    /// location first: file and line).
    let make: @Sendable (URL) throws -> [String]
    var testDescription: String { name }
}

/// `n` nested objects `a: { … }` around one color, as a `colors` entry.
private func nestedColors(_ n: Int) -> String { String(repeating: "a: {", count: n) + ##"b: "#fff""## + String(repeating: "}", count: n) }

@Suite struct RedTeamThemeTests {
    static let cases: [ThemeCase] = [
        ThemeCase(name: "a CSS variable that refers to itself") { dir in
            try rewrite(dir, "uniwind/global.css") { $0.replacingOccurrences(of: "--color-label: #1d1d1f;", with: "--color-label: var(--color-label);") }
            let n = try line(of: "--color-label: var(--color-label)", in: dir.appendingPathComponent("ds/uniwind/global.css"))
            return ["uniwind/global.css:\(n):3", "color.label: `var(--color-label)` refers to itself: --color-label → --color-label"]
        },
        ThemeCase(name: "two CSS variables that refer to each other") { dir in
            try rewrite(dir, "uniwind/global.css") {
                $0.replacingOccurrences(of: "--color-label: #1d1d1f;", with: "--color-label: var(--color-accent);")
                    .replacingOccurrences(of: "--color-accent: #0071e3;", with: "--color-accent: var(--color-label);")
            }
            let n = try line(of: "--color-accent: var(--color-label)", in: dir.appendingPathComponent("ds/uniwind/global.css"))
            return ["uniwind/global.css:\(n):3", "color.accent: `var(--color-label)` is a cycle of CSS variables: --color-label → --color-accent → --color-label"]
        },
        ThemeCase(name: "a chain of 40 CSS variables") { dir in
            try rewrite(dir, "uniwind/global.css") { css in
                css + "\n:root {\n" + (0..<40).map { "  --v\($0): var(--v\($0 + 1));\n" }.joined() + "  --v40: #ffffff;\n  --color-chain: var(--v0);\n}\n"
            }
            let n = try line(of: "--color-chain", in: dir.appendingPathComponent("ds/uniwind/global.css"))
            return ["uniwind/global.css:\(n):3", "color.chain: `var(--v0)` goes through more than 32 var() references (--v0 → --v1 → --v2 → …)"]
        },
        ThemeCase(name: "a NativeWind color through a CSS variable that refers to itself") { dir in
            try rewrite(dir, "nativewind/global.css") { $0.replacingOccurrences(of: "--color-label: 29 29 31;", with: "--color-label: var(--color-label);") }
            let n = try line(of: #"label: "rgb(var(--color-label)"#, in: dir.appendingPathComponent("ds/nativewind/tailwind.config.js"))
            return ["nativewind/tailwind.config.js:\(n):", "color.label.light: `rgb(var(--color-label) / <alpha-value>)` refers to itself: --color-label → --color-label"]
        },
        ThemeCase(name: "tailwind.config colors nested 3,000 levels deep") { dir in
            try rewrite(dir, "nativewind/tailwind.config.js") { $0.replacingOccurrences(of: "      colors: {\n", with: "      colors: {\n        \(nestedColors(3000)),\n") }
            let n = try line(of: "a: {a: {", in: dir.appendingPathComponent("ds/nativewind/tailwind.config.js"))
            return ["nativewind/tailwind.config.js:\(n):", "the `colors` object nests more than 32 levels deep here; parity reads no deeper"]
        },
        ThemeCase(name: "@media nested 100,000 levels deep (the dark value inside is read)", args: ["tokens"]) { dir in
            let n = 100_000
            try rewrite(dir, "uniwind/global.css") { $0 + "\n" + String(repeating: "@media dark{", count: n) + ":root{--color-label:#123456;}" + String(repeating: "}", count: n) + "\n" }
            let l = try line(of: "@media dark{@media dark{", in: dir.appendingPathComponent("ds/uniwind/global.css"))
            return ["mismatch  color.label.dark  uniwind/global.css:\(l):", "uniwind #123456"]
        },
        ThemeCase(name: "rgba() with alpha 7 in a CSS theme") { dir in
            try rewrite(dir, "uniwind/global.css") { $0.replacingOccurrences(of: "--color-label: #1d1d1f;", with: "--color-label: rgba(1, 2, 3, 7);") }
            let n = try line(of: "rgba(1, 2, 3, 7)", in: dir.appendingPathComponent("ds/uniwind/global.css"))
            return ["uniwind/global.css:\(n):3", "color.label: `rgba(1, 2, 3, 7)` is not a color parity can read (alpha 7 is outside 0…1)"]
        },
        ThemeCase(name: "an oklch() a CSS variable leads to that is out of range: the message names the oklch(), not the var()") { dir in
            try rewrite(dir, "uniwind/global.css") { $0.replacingOccurrences(of: "--color-label: #1d1d1f;", with: "--color-label: var(--ink);\n  --ink: oklch(0.5 -0.1 20);") }
            let n = try line(of: "--color-label: var(--ink)", in: dir.appendingPathComponent("ds/uniwind/global.css"))
            return ["uniwind/global.css:\(n):3", "color.label: `oklch(0.5 -0.1 20)` (the value of `var(--ink)`) is not a color parity can read (chroma -0.1 is negative)"]
        },
        ThemeCase(name: "rgb(nan, …) in a CSS theme (Int(nan) trapped)") { dir in
            try rewrite(dir, "uniwind/global.css") { $0.replacingOccurrences(of: "--color-label: #1d1d1f;", with: "--color-label: rgb(nan, 0, 1e400);") }
            let n = try line(of: "rgb(nan", in: dir.appendingPathComponent("ds/uniwind/global.css"))
            return ["uniwind/global.css:\(n):3", "color.label: `rgb(nan, 0, 1e400)` is not a color parity can read (channel nan is outside 0…255)"]
        },
        ThemeCase(name: "calc(1e308*10) as a CSS radius", absent: ["inf pt"]) { dir in
            try rewrite(dir, "uniwind/global.css") { $0.replacingOccurrences(of: "--radius-md: 8px;", with: "--radius-md: calc(1e308*10);") }
            let n = try line(of: "calc(1e308*10)", in: dir.appendingPathComponent("ds/uniwind/global.css"))
            return ["uniwind/global.css:\(n):3", "radius.md: `calc(1e308*10)` is not a length parity can read"]
        },
        ThemeCase(name: "radius 1e309 in theme.ts (was `inf pt`, and could be the expected value)", absent: ["inf pt"]) { dir in
            try rewrite(dir, "stylesheet/components/ui/theme.ts") { $0.replacingOccurrences(of: "  md: 8,\n", with: "  md: 1e309,\n") }
            let n = try line(of: "md: 1e309", in: dir.appendingPathComponent("ds/stylesheet/components/ui/theme.ts"))
            return ["stylesheet/components/ui/theme.ts:\(n):3", "radius.md: `1e309` is not a value parity can read (it overflows to infinity)"]
        },
        ThemeCase(name: "a font size NaN in theme.ts", absent: ["nan/"]) { dir in
            try rewrite(dir, "stylesheet/components/ui/theme.ts") { $0.replacingOccurrences(of: "base: { fontSize: 17,", with: "base: { fontSize: NaN,") }
            let n = try line(of: "fontSize: NaN", in: dir.appendingPathComponent("ds/stylesheet/components/ui/theme.ts"))
            return ["stylesheet/components/ui/theme.ts:\(n):3", "typography.base.size: `NaN` is not a value parity can read (not a finite number)"]
        },
        ThemeCase(name: "a theme.ts color with alpha 7") { dir in
            try rewrite(dir, "stylesheet/components/ui/theme.ts") { $0.replacingOccurrences(of: #"  control: "rgba(0, 0, 0, 0.04)","#, with: #"  control: "rgba(0, 0, 0, 7)","#) }
            let n = try line(of: #""rgba(0, 0, 0, 7)""#, in: dir.appendingPathComponent("ds/stylesheet/components/ui/theme.ts"))
            return ["stylesheet/components/ui/theme.ts:\(n):3", #"color.control.light: `"rgba(0, 0, 0, 7)"` is not a value parity can read (alpha 7 is outside 0…1)"#]
        },
        ThemeCase(name: "a SwiftUI radius of 1e309", absent: ["inf pt"]) { dir in
            try rewrite(dir, "swift/Theme/Tokens.swift") { $0.replacingOccurrences(of: "public static let md: CGFloat = 8", with: "public static let md: CGFloat = 1e309") }
            let n = try line(of: "md: CGFloat = 1e309", in: dir.appendingPathComponent("ds/swift/Theme/Tokens.swift"))
            return ["swift/Theme/Tokens.swift:\(n):", "radius.md: `1e309` is not a value parity can read (it overflows to infinity)"]
        },
        ThemeCase(name: "a SwiftUI color with alpha 7") { dir in
            try rewrite(dir, "swift/Theme/Tokens.swift") { $0.replacingOccurrences(of: "light: .init(0x000000, 0.04)", with: "light: .init(0x000000, 7)") }
            let n = try line(of: "light: .init(0x000000, 7)", in: dir.appendingPathComponent("ds/swift/Theme/Tokens.swift"))
            return ["swift/Theme/Tokens.swift:\(n):", "color.control.light: `Color.adaptive(light: .init(0x000000, 7)", "(alpha 7 is outside 0…1)"]
        },
        ThemeCase(name: "a Compose color with alpha 7") { dir in
            try rewrite(dir, "kotlin/theme/Tokens.kt") { $0.replacingOccurrences(of: "control = Color(0xFF000000).copy(alpha = 0.04f),", with: "control = Color(0xFF000000).copy(alpha = 7f),") }
            let n = try line(of: "copy(alpha = 7f)", in: dir.appendingPathComponent("ds/kotlin/theme/Tokens.kt"))
            return ["kotlin/theme/Tokens.kt:\(n):5", "color.control.light: `Color(0xFF000000).copy(alpha = 7f)` is not a value parity can read (alpha 7 is outside 0…1)"]
        },
        ThemeCase(name: "a Compose radius of 1e309.dp", absent: ["inf pt"]) { dir in
            try rewrite(dir, "kotlin/theme/Tokens.kt") { $0.replacingOccurrences(of: "val md = 8.dp", with: "val md = 1e309.dp") }
            let n = try line(of: "val md = 1e309.dp", in: dir.appendingPathComponent("ds/kotlin/theme/Tokens.kt"))
            return ["kotlin/theme/Tokens.kt:\(n):", "radius.md: `1e309.dp` is not a value parity can read (it overflows to infinity)"]
        },
        ThemeCase(name: "a SwiftUI spacing of 1e309 in a component is unresolved (was `inf pt`)", args: ["check", "label"], absent: ["inf pt"]) { dir in
            try rewrite(dir, "swift/Components/Label.swift") { $0.replacingOccurrences(of: "spacing: 8)", with: "spacing: 1e309)") }
            let n = try line(of: "spacing: 1e309)", in: dir.appendingPathComponent("ds/swift/Components/Label.swift"))
            return ["unresolved  root.gap  swift/Components/Label.swift:\(n):", "`1e309` is unresolved: `1e309`, a number that overflows to infinity, is not evaluated"]
        },
        ThemeCase(name: "a Compose spacedBy(1e309.dp) in a component is unresolved (was `inf pt`)", args: ["check", "label"], absent: ["inf pt"]) { dir in
            try rewrite(dir, "kotlin/components/Label.kt") { $0.replacingOccurrences(of: "spacedBy(8.dp)", with: "spacedBy(1e309.dp)") }
            let n = try line(of: "spacedBy(1e309.dp)", in: dir.appendingPathComponent("ds/kotlin/components/Label.kt"))
            return ["unresolved  root.gap  kotlin/components/Label.kt:\(n):", "`1e309.dp` is unresolved: `1e309`, a number that overflows to infinity, is not evaluated"]
        },
        // Not dropped either: each is an unresolved value with its text.
        ThemeCase(name: "Tailwind arbitrary values that are not finite lengths are unresolved with their class", args: ["show", "label", "--platform", "uniwind"], code: 0,
                  absent: ["nan pt", "inf pt", "root.gap  ", "root.height  "]) { dir in
            try rewrite(dir, "uniwind/components/ui/label.tsx") { $0.replacingOccurrences(of: "className=\"flex-row items-center gap-2\"", with: "className=\"flex-row items-center gap-[calc(1e308*10)] h-[NaN] w-[1e309px] p-[0x10px]\"") }
            return ["root.gap: `gap-[calc(1e308*10)]` is unresolved", "root.height: `h-[NaN]` is unresolved", "root.width: `w-[1e309px]` is unresolved", "root.paddingTop: `p-[0x10px]` is unresolved"]
        },
        ThemeCase(name: "React Native padding: NaN and gap: 1e309 no longer pass as numbers", args: ["show", "label", "--platform", "stylesheet"], code: 0,
                  absent: ["nan pt", "inf pt"]) { dir in
            try rewrite(dir, "stylesheet/components/ui/label.tsx") { $0.replacingOccurrences(of: "gap: 8 }", with: "gap: 1e309, padding: NaN }") }
            return ["root.direction", "root.alignItems", "root.gap: `1e309` is unresolved: `1e309`, a number that overflows to infinity", "root.paddingTop: `NaN` is unresolved: `NaN`, not a finite number"]
        },
    ]

    @Test(arguments: cases) func themeIsReportedNotCrashedOn(_ c: ThemeCase) throws {
        let dir = try Harness.copyExample()
        defer { try? fm.removeItem(at: dir) }
        let expected = try c.make(dir)
        let before = snapshot(dir)
        let r = try Harness.run(c.args, cwd: dir)
        #expect(r.code == c.code, "\(c.name): exit \(r.code)\n\(r.stderr)")
        #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Stack dump") && !r.stderr.contains("Backtrace"), "\(c.name): \(r.stderr.prefix(2000))")
        for message in expected { #expect(r.stdout.contains(message), "\(c.name): `\(message)` not in\n\(r.stdout.prefix(4000))") }
        for text in c.absent { #expect(!r.stdout.contains(text), "\(c.name): `\(text)` in the output") }
        #expect(snapshot(dir) == before, "\(c.name): a file was written")
    }

    /// The crash and hang inputs kept for the fuzz targets replay through the target's entry
    /// point, and each gives its unresolved message instead of a crash.
    @Test(arguments: [("css", "crash-self-referencing-var.css", "refers to itself: --color-label → --color-label"),
                      ("css", "crash-mutual-vars.css", "is a cycle of CSS variables"),
                      ("css", "hang-nested-media.css", "colors"),
                      ("tailwind-config", "crash-nested-colors.js", "nests more than 32 levels deep")])
    func fuzzFixturesReplay(_ target: String, _ file: String, _ expected: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Harness.fixtures.appendingPathComponent("fuzz/\(target)/\(file)")))
        let system = try DesignSystem(config: Configuration(root: Harness.example))
        let platform: Platform = target == "css" ? .uniwind : .nativewind
        let path = target == "css" ? "uniwind/global.css" : "nativewind/tailwind.config.js"
        let table = system.themeTokens(platform, file: path, bytes: bytes)
        let messages = table.diagnostics.map(\.message).joined(separator: "\n")
        if expected == "colors" {
            #expect(table.colors["label"]?.value.dark == RGBA(red: 0x12, green: 0x34, blue: 0x56), "\(file): \(messages)")
        } else {
            #expect(messages.contains(expected), "\(file): \(messages)")
        }
        #expect(ParityCLI.Fuzzing.run(target, bytes, system: system, tokens: system.allTokens()).contains("findings"))
    }
}

// MARK: - Files outside the root

/// One symlink that leads out of (or stays inside) the root.
struct LinkCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Makes the link in the copy; `outside` is a folder beside the root.
    let make: @Sendable (_ ds: URL, _ outside: URL) throws -> Void
    var args = ["check", "--all"]
    let messages: [String]
    var absent: [String] = []
    var code: Int32 = 1
    var testDescription: String { name }
}

@Suite struct RedTeamConfinementTests {
    static let cases: [LinkCase] = [
        LinkCase(name: "a component that is a symlink to /etc/passwd",
                 make: { ds, _ in
                     let file = ds.appendingPathComponent("swift/Components/Label.swift")
                     try fm.removeItem(at: file)
                     try fm.createSymbolicLink(atPath: file.path, withDestinationPath: "/etc/passwd")
                 },
                 messages: ["swift/Components/Label.swift:1:1", "swift/Components/Label.swift: skipped: a symlink leads outside the root (to /etc/passwd); parity reads only files inside the root"],
                 absent: ["root:x:0:0", "/bin/bash", "/usr/sbin/nologin"]),
        LinkCase(name: "the same in the JSON report", make: { ds, _ in
                     let file = ds.appendingPathComponent("swift/Components/Label.swift")
                     try fm.removeItem(at: file)
                     try fm.createSymbolicLink(atPath: file.path, withDestinationPath: "/etc/passwd")
                 },
                 args: ["check", "--all", "--format", "json"], messages: ["a symlink leads outside the root (to /etc/passwd)"], absent: ["root:x:0:0", "/bin/bash"]),
        LinkCase(name: "the same in the SARIF report", make: { ds, _ in
                     let file = ds.appendingPathComponent("swift/Components/Label.swift")
                     try fm.removeItem(at: file)
                     try fm.createSymbolicLink(atPath: file.path, withDestinationPath: "/etc/passwd")
                 },
                 args: ["check", "--all", "--format", "sarif"], messages: ["a symlink leads outside the root (to /etc/passwd)"], absent: ["root:x:0:0", "/bin/bash"]),
        LinkCase(name: "a component folder that is a symlink to a folder outside",
                 make: { ds, outside in
                     let dir = ds.appendingPathComponent("kotlin/components")
                     try fm.moveItem(at: dir, to: outside.appendingPathComponent("components"))
                     try fm.createSymbolicLink(atPath: dir.path, withDestinationPath: outside.appendingPathComponent("components").path)
                 },
                 messages: ["kotlin/components/Label.kt: skipped: a symlink leads outside the root (to ", "kotlin/components/Button.kt: skipped: a symlink leads outside the root"]),
        LinkCase(name: "a token file that is a symlink outside",
                 make: { ds, outside in
                     let file = ds.appendingPathComponent("swift/Theme/Tokens.swift")
                     try fm.moveItem(at: file, to: outside.appendingPathComponent("Tokens.swift"))
                     try fm.createSymbolicLink(atPath: file.path, withDestinationPath: outside.appendingPathComponent("Tokens.swift").path)
                 },
                 args: ["tokens"], messages: ["swift/Theme/Tokens.swift: skipped: a symlink leads outside the root"]),
        // A helper outside the root is not read (what it defines is then unknown), and the
        // warning naming it is said on the platform's components.
        LinkCase(name: "a helper that is a symlink outside is not read",
                 make: { ds, outside in
                     let file = ds.appendingPathComponent("swift/Components/TextVariant.swift")
                     try fm.moveItem(at: file, to: outside.appendingPathComponent("TextVariant.swift"))
                     try fm.createSymbolicLink(atPath: file.path, withDestinationPath: "../../../outside/TextVariant.swift")
                 },
                 messages: ["is not defined in the Swift sources", "swift/Components/TextVariant.swift: skipped: a symlink leads outside the root"]),
        LinkCase(name: "a symlink inside the root to a file inside the root is read",
                 make: { ds, _ in
                     let file = ds.appendingPathComponent("swift/Components/Label.swift")
                     try fm.createDirectory(at: ds.appendingPathComponent("shared"), withIntermediateDirectories: true)
                     try fm.moveItem(at: file, to: ds.appendingPathComponent("shared/Label.swift"))
                     try fm.createSymbolicLink(atPath: file.path, withDestinationPath: "../../shared/Label.swift")
                 },
                 args: ["check", "label"], messages: ["label · 5 platforms · 7 properties, 6 agree"], absent: ["skipped"], code: 0),
    ]

    @Test(arguments: cases) func discoveredFilesStayInsideTheRoot(_ c: LinkCase) throws {
        let dir = try Harness.copyExample()
        defer { try? fm.removeItem(at: dir) }
        let outside = dir.appendingPathComponent("outside")
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try c.make(dir.appendingPathComponent("ds"), outside)
        let before = snapshot(dir)
        let r = try Harness.run(c.args, cwd: dir)
        #expect(r.code == c.code, "\(c.name): exit \(r.code)\n\(r.stderr)")
        for m in c.messages { #expect(r.stdout.contains(m), "\(c.name): `\(m)` not in\n\(r.stdout.prefix(3000))") }
        for a in c.absent { #expect(!r.stdout.contains(a), "\(c.name): `\(a)` in the report") }
        #expect(snapshot(dir) == before, "\(c.name): a file was written")
    }
}

// MARK: - Configuration and baselines

/// One bad `parity.json` or baseline and the exact message (with line and column).
struct ConfigCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Commands that must each refuse it.
    var commands: [[String]] = [["check", "label"]]
    /// Writes the bad file into the copy; returns the expected message (after `parity: error: `).
    let make: @Sendable (URL) throws -> String
    var testDescription: String { name }
}

private func config(_ json: String) -> @Sendable (URL) throws -> Void {
    { dir in try json.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8) }
}

/// Rewrites `Baselines/label.json` of the copy.
private func baseline(_ dir: URL, _ change: (String) -> String) throws -> URL {
    let url = dir.appendingPathComponent("Baselines/label.json")
    let old = try text(url)
    let new = change(old)
    precondition(new != old)
    try new.write(to: url, atomically: false, encoding: .utf8)
    return url
}

@Suite struct RedTeamConfigTests {
    static let baselineCommands = [["check", "label"], ["baseline", "update", "label"], ["baseline", "update", "--all"]]
    static let fix = "; fix the file or run `parity baseline update --force`"

    static let cases: [ConfigCase] = [
        ConfigCase(name: "a bad value names its line and column") { dir in
            try config("{\n  \"root\": \"ds\",\n  \"jobs\": 0\n}\n")(dir)
            return "parity.json:3:3: jobs: expected a whole number ≥ 1, got 0"
        },
        ConfigCase(name: "a nested key names its line and column") { dir in
            try config("{\n  \"root\": \"ds\",\n  \"platforms\": {\n    \"kotlin\": {\n      \"rem\": \"14px\"\n    }\n  }\n}\n")(dir)
            return #"parity.json:5:7: platforms.kotlin.rem: expected a number > 0, got "14px""#
        },
        ConfigCase(name: "rem 0 says > 0") { dir in
            try config(#"{ "root": "ds", "platforms": { "uniwind": { "rem": 0 } } }"#)(dir)
            return "parity.json:1:45: platforms.uniwind.rem: expected a number > 0, got 0"
        },
        ConfigCase(name: "rem -16 says > 0") { dir in
            try config(#"{ "root": "ds", "platforms": { "uniwind": { "rem": -16 } } }"#)(dir)
            return "parity.json:1:45: platforms.uniwind.rem: expected a number > 0, got -16"
        },
        ConfigCase(name: "a syntax error gives line and column, not a byte offset") { dir in
            try config("{\n  \"root\": \"ds\"\n  \"jobs\": 2\n}\n")(dir)
            return "parity.json:3:3: not valid JSON: expected `,` or `}` after a member, got `\"`; fix the syntax"
        },
        ConfigCase(name: "an unclosed string") { dir in
            try config("{\n  \"root\": \"ds\n}\n")(dir)
            return "parity.json:2:14: not valid JSON: a control character (0xA) in a string must be escaped; fix the syntax"
        },
        ConfigCase(name: "a duplicate key is an error") { dir in
            try config("{\n  \"root\": \"ds\",\n  \"jobs\": 2,\n  \"jobs\": 3\n}\n")(dir)
            return "parity.json:4:3: jobs: duplicate key; each key may appear once (the first is at line 3, column 3)"
        },
        ConfigCase(name: "a duplicate nested key is an error") { dir in
            try config(#"{ "root": "ds", "tolerances": { "pt": 1, "pt": 2 } }"#)(dir)
            return "parity.json:1:42: tolerances.pt: duplicate key; each key may appear once (the first is at line 1, column 33)"
        },
        ConfigCase(name: "the 1 MiB cap of parity.json names itself, not maxFileSize") { dir in
            let json = #"{ "root": "ds", "ignores": ["# + String(repeating: #""PAR-0000000000000000", "#, count: 50_000) + #""PAR-0000000000000000"] }"#
            try config(json)(dir)
            return "parity.json: \(json.utf8.count) bytes is over the 1048576-byte limit (a parity.json may have at most 1 MiB)"
        },
        ConfigCase(name: "a baseline entry with an unknown key", commands: baselineCommands) { dir in
            let url = try baseline(dir) { $0.replacingOccurrences(of: #""reason" : """#, with: #""reasn" : """#) }
            return "Baselines/label.json:\(try line(of: "reasn", in: url)):7: entries[0].reasn: unknown key; known keys: component, id, kind, part, platforms, property, reason, size, state, values, variant" + fix
        },
        ConfigCase(name: "a baseline with an unknown top-level key", commands: baselineCommands) { dir in
            let url = try baseline(dir) { $0.replacingOccurrences(of: #"  "component" : "label","#, with: #"  "component" : "label", "note" : "x","#) }
            return "Baselines/label.json:\(try line(of: "\"note\"", in: url)):26: note: unknown key; known keys: component, entries" + fix
        },
        ConfigCase(name: "a baseline with a duplicate id", commands: baselineCommands) { dir in
            let url = dir.appendingPathComponent("Baselines/label.json")
            var json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
            var entries = json["entries"] as! [Any]
            entries.append(entries[0])
            json["entries"] = entries
            try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: url)
            let id = (entries[0] as! [String: Any])["id"] as! String
            let lines = try text(url).split(separator: "\n", omittingEmptySubsequences: false)
            let second = lines.indices.filter { lines[$0].contains(id) }[1] + 1
            let firstEntry = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "{" && $0.count > 2 }! + 1
            return "Baselines/label.json:\(second):\(lines[second - 1].prefix { $0 == " " }.count + 1): entries[1].id: duplicate id \(id) (also entries[0] at line \(firstEntry)); keep one entry per finding" + fix
        },
        ConfigCase(name: "a baseline entry with a duplicate key", commands: baselineCommands) { dir in
            let url = try baseline(dir) { $0.replacingOccurrences(of: #""reason" : """#, with: #""reason" : "", "reason" : "twice""#) }
            let n = try line(of: "twice", in: url)
            return "Baselines/label.json:\(n):22: entries[0].reason: duplicate key; each key may appear once (the first is at line \(n), column 7)" + fix
        },
        ConfigCase(name: "a baseline value for an unknown platform", commands: baselineCommands) { dir in
            let url = try baseline(dir) { $0.replacingOccurrences(of: #""kotlin" : "center""#, with: #""kotln" : "center""#) }
            return "Baselines/label.json:\(try line(of: "kotln", in: url)):9: entries[0].values.kotln: unknown platform; platforms: uniwind, nativewind, stylesheet, swift, kotlin" + fix
        },
        ConfigCase(name: "a baseline syntax error gives line and column", commands: baselineCommands) { dir in
            let url = try baseline(dir) { $0.replacingOccurrences(of: #""part" : "root","#, with: #""part" : "root""#) }
            return "Baselines/label.json:\(try line(of: "\"platforms\"", in: url)):7: not valid JSON: expected `,` or `}` after a member, got `\"`; fix or delete the file, or run `parity baseline update --force`"
        },
        ConfigCase(name: "a baseline that is a FIFO is refused unopened", commands: baselineCommands) { dir in
            let url = dir.appendingPathComponent("Baselines/label.json")
            try fm.removeItem(at: url)
            #expect(mkfifo(url.path, 0o644) == 0)
            return "Baselines/label.json: not a regular file (a folder, FIFO, socket or device); a baseline must be a regular file"
        },
    ]

    @Test(arguments: cases) func refusedWithLineAndColumn(_ c: ConfigCase) throws {
        let dir = try Harness.copyExample()
        defer { try? fm.removeItem(at: dir) }
        let message = try c.make(dir)
        let before = snapshot(dir)
        for command in c.commands {
            let r = try Harness.run(command + ["--output", "out.txt"].filter { _ in command[0] == "check" }, cwd: dir)
            #expect(r.code == 2, "\(c.name) \(command): exit \(r.code)")
            #expect(r.stderr == "parity: error: \(message)\n", "\(c.name) \(command)")
            #expect(snapshot(dir) == before, "\(c.name) \(command): a file was written")
        }
    }

    /// What `baseline update` wrote before strict validation: the unknown key was dropped.
    @Test func forceStillRewritesABadBaseline() throws {
        let dir = try Harness.copyExample()
        defer { try? fm.removeItem(at: dir) }
        let url = try baseline(dir) { $0.replacingOccurrences(of: #""reason" : """#, with: #""reasn" : """#) }
        let r = try Harness.run(["baseline", "update", "label", "--force"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try !text(url).contains("reasn") && BaselineFileCheck.decodes(url))
    }
}

enum BaselineFileCheck {
    static func decodes(_ url: URL) throws -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) is [String: Any]
    }
}

// MARK: - Numbers in shared code (the extractors call these)

@Suite struct RedTeamNumberTests {
    @Test(arguments: ["1e309", "-1e309", "NaN", "nan", "inf", "Infinity", "-Infinity", "1e309f"])
    func nonFiniteNumbersAreNoValue(_ raw: String) {
        #expect(Normalize.number(raw) == nil, "\(raw)")
        #expect(Normalize.numberProblem(raw) != nil, "\(raw)")
    }

    @Test(arguments: ["17", "0.08f", "-0.026", "(-0.026)", "0x10", "1_000", "label", "colors.label"])
    func finiteNumbersAndNamesHaveNoProblem(_ raw: String) {
        #expect(Normalize.numberProblem(raw) == nil, "\(raw)")
    }

    @Test(arguments: [("rgba(1,2,3,7)", "alpha 7 is outside 0…1"), ("rgba(1, 2, 3, -0.5)", "alpha -0.5 is outside 0…1"),
                      ("rgb(300 0 0)", "channel 300 is outside 0…255"), ("rgb(nan, 0, 0)", "channel nan is outside 0…255"),
                      ("rgb(1e400, 0, 0)", "channel 1e400 is outside 0…255"), ("rgb(1 2 3 / 150%)", "alpha 150% is outside 0…1")])
    func colorsOutOfRangeAreRefusedNotClamped(_ raw: String, _ why: String) {
        let (color, problem) = Normalize.cssColorChecked(raw)
        #expect(color == nil && problem == why, "\(raw): \(String(describing: color)) \(String(describing: problem))")
        #expect(Normalize.cssColor(raw) == nil)
    }

    @Test(arguments: [("oklch(1.5 0.1 20)", "lightness 1.5 is outside 0…1"), ("oklch(-10% 0.1 20)", "lightness -10% is outside 0…1"),
                      ("oklch(0.5 -0.1 20)", "chroma -0.1 is negative"), ("oklch(0.5 0.1 20 / 2)", "alpha 2 is outside 0…1"),
                      ("oklch(0.5 1e300 20)", "a channel is too large to convert to sRGB"), ("oklab(2 0 0)", "lightness 2 is outside 0…1")])
    func oklchOutOfRangeIsRefusedNotClamped(_ raw: String, _ why: String) {
        let (color, problem) = Normalize.cssColorChecked(raw)
        #expect(color == nil && problem == why, "\(raw): \(String(describing: color)) \(String(describing: problem))")
    }

    /// Malformed oklch()/oklab(): no color and no crash (`Double(_:)` alone reads `nan`, `inf`, `0x1p3`).
    @Test(arguments: ["oklch(1 2)", "oklch()", "oklch(1 2 3 4)", "oklch(0.5, 0.1, 30)", "oklch(0.5 0.1 30 /)", "oklch(0.5 0.1 30 / 0.5 / 1)",
                      "oklch(0.5 0.1 nan)", "oklch(0.5 0.1 infdeg)", "oklch(0.5 0.1 0x1p3)", "oklch(0.5 0.1 30%)", "oklch(0.5 0.1 30px)",
                      "oklch(0.5 0.1 1e400)", "oklch(1e400 0 0)", "oklch(0.5 0.1 30", "oklab(0.5 0.1)", "oklch(0.5 0.1 deg)", "oklch(% 0 0)"])
    func malformedOklchIsNoColor(_ raw: String) {
        #expect(Normalize.cssColor(raw) == nil, "\(raw)")
    }

    @Test(arguments: ["#+fffff", "#-00000", "#ggg"]) func hexColorsAreHexDigits(_ raw: String) {
        #expect(Normalize.cssColor(raw) == nil, "\(raw)")
    }

    @Test func weightsThatAreNoWeight() {
        #expect(Normalize.reactNativeWeight("heavy") == nil && Normalize.weightProblem("heavy") != nil)
        #expect(Normalize.reactNativeWeight("nan") == nil && Normalize.weightProblem("nan") != nil)
        #expect(Normalize.weightProblem("600") == nil && Normalize.weightProblem("semibold") == nil)
    }

    @Test(arguments: ["1e309px", "NaN", "0x10px", "calc(1e308*10)", "inf", String(repeating: "9", count: 400) + "px"])
    func cssLengthsAreFinite(_ raw: String) {
        #expect(Normalize.cssLength(raw, rem: 16) == nil, "\(raw)")
        #expect(ThemeReaders.length(raw, rem: 16) == nil, "\(raw)")
    }

    /// Tailwind's opacity placeholder goes with the slash before it, whatever the spaces; a text
    /// without one (or with no slash before it) is as written.
    @Test func alphaPlaceholderIsDropped() {
        #expect(ThemeReaders.withoutAlphaPlaceholder("rgb(var(--x) / <alpha-value>)") == "rgb(var(--x))")
        #expect(ThemeReaders.withoutAlphaPlaceholder("hsl(var(--x)/<alpha-value>)") == "hsl(var(--x))")
        #expect(ThemeReaders.withoutAlphaPlaceholder("rgb(1 2 3 \n /\t <alpha-value>)") == "rgb(1 2 3)")
        #expect(ThemeReaders.withoutAlphaPlaceholder("rgb(var(--x))") == "rgb(var(--x))")
        #expect(ThemeReaders.withoutAlphaPlaceholder("<alpha-value>") == "<alpha-value>")
        #expect(ThemeReaders.withoutAlphaPlaceholder("a <b> / <alpha-value>") == "a <b>")
    }

    /// The byte searches that stand in for Foundation's `contains(_:)` on hot paths.
    @Test func byteSearches() {
        #expect("a.b".containsByte(".") && !"ab".containsByte(".") && !"".containsByte("."))
        #expect("(x: Int) -> Void".containsBytes("->") && !"- >".containsBytes("->"))
        #expect("fontSize".lowercased().containsBytes("size") && !"siz".containsBytes("size"))
        #expect("ssize".containsBytes("size") && "x".containsBytes("") && !"".containsBytes("x"))
        #expect(Substring("élan->x").containsBytes("->") && "élan".containsBytes("lan"))
    }

    @Test func calcIsEvaluatedWhenFinite() {
        #expect(ThemeReaders.length("calc(2rem / 4)", rem: 16) == 8)
        #expect(ThemeReaders.length("calc(1e2px * 2)", rem: 16) == 200)
        #expect(ThemeReaders.length("calc(8px / 0)", rem: 16) == nil)
    }

    /// shadcn's radius scale (`md: 'calc(var(--radius) - 2px)'`) once its variable is in place:
    /// sums, nesting and precedence; what CSS cannot compute is no length (reported, not guessed).
    @Test(arguments: [("calc(0.625rem - 2px)", 8.0), ("calc(0.625rem + 2px)", 12), ("calc(1rem - 4px * 2)", 8), ("calc((1rem - 4px) * 2)", 24),
                      ("calc(calc(0.25rem * 3) + 1px)", 13), ("calc(-1 * 4px)", -4), ("calc(1e1px - -2px)", 12), ("CALC(2px*3)", 6)])
    func calcOfLengths(_ text: String, _ points: Double) {
        #expect(ThemeReaders.length(text, rem: 16) == points, "\(text)")
    }

    @Test(arguments: ["calc(1rem - 2)", "calc(2px * 3px)", "calc(4px / 2px)", "calc(1em - 2px)", "calc(50% - 2px)", "calc(1rem - 2px", "calc(1rem - 2px) 3px",
                      "calc(var(--radius) - 2px)", "calc()", "calc(1rem -)", String(repeating: "calc(", count: 100) + "1px" + String(repeating: ")", count: 100)])
    func calcThatIsNoLength(_ text: String) {
        #expect(ThemeReaders.length(text, rem: 16) == nil, "\(text)")
    }

    /// Tailwind arbitrary values that give no fact: `problem(for:)` says why, for the extractor
    /// to report as `unresolved` (the Tailwind interpreter reports each as an `unresolved` fact).
    @Test(arguments: [("gap-[calc(1e308*10)]", ["gap"], nil), ("h-[NaN]", ["height"], "not a finite number"),
                      ("w-[1e309px]", ["width"], nil), ("p-[0x10px]", ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"], "a hexadecimal number, which CSS does not have"),
                      ("bg-[rgba(1,2,3,7)]", ["backgroundColor"], "alpha 7 is outside 0…1"), ("rounded-[inf]", ["radius"], "not a finite number")])
    func tailwindArbitraryValuesThatAreNoValue(_ cls: String, _ properties: [String], _ why: String?) {
        #expect(!TailwindClasses.facts(for: cls, rem: 16, typographyNames: []).contains { $0.1.number.map { !$0.isFinite } ?? false })
        let problem = TailwindClasses.problem(for: cls, rem: 16)
        #expect(problem?.properties == properties, "\(cls): \(String(describing: problem))")
        #expect(problem?.message.hasPrefix("`\(cls)`: the arbitrary value is not") ?? false, "\(cls)")
        if let why { #expect(problem?.message.contains("(\(why))") ?? false, "\(cls): \(String(describing: problem))") }
    }

    @Test(arguments: ["gap-inf", "p-nan", "opacity-nan", "border-inf", "gap-0x10"]) func tailwindStepsAreDecimals(_ cls: String) {
        #expect(TailwindClasses.facts(for: cls, rem: 16, typographyNames: []).allSatisfy { $0.1.number == nil }, "\(cls)")
    }

    @Test(arguments: ["gap-2", "gap-[8px]", "text-[#1d1d1f]", "bg-label", "border-2", "size-[27px]"]) func readableClassesHaveNoProblem(_ cls: String) {
        #expect(TailwindClasses.problem(for: cls, rem: 16) == nil, "\(cls)")
    }

    /// gluestack's table (`border-collapse`) and line styles set no border color.
    @Test(arguments: ["border-collapse", "border-separate", "border-dashed", "border-none", "border-t-dashed"])
    func borderClassesThatAreNoColor(_ cls: String) {
        #expect(TailwindClasses.facts(for: cls, rem: 16, typographyNames: []).isEmpty, "\(cls)")
        #expect(TailwindClasses.problem(for: cls, rem: 16) == nil, "\(cls)")
    }

    /// One side's border sets that side's width or color, never the whole border's color.
    @Test(arguments: [("border-t", ["borderTopWidth"]), ("border-x-2", ["borderStartWidth", "borderEndWidth"]), ("border-b-accent", ["borderBottomColor"]),
                      ("border-s", ["borderStartWidth"]), ("border-r-[3px]", ["borderEndWidth"]), ("border-y", ["borderTopWidth", "borderBottomWidth"])])
    func oneSidesBorderClasses(_ cls: String, _ properties: [String]) {
        #expect(TailwindClasses.facts(for: cls, rem: 16, typographyNames: []).map(\.0) == properties, "\(cls)")
        #expect(TailwindClasses.problem(for: cls, rem: 16) == nil, "\(cls)")
    }

    @Test func borderColorsAndWidthsStillRead() {
        #expect(TailwindClasses.facts(for: "border-accent", rem: 16, typographyNames: []).map(\.0) == ["borderColor"])
        #expect(TailwindClasses.facts(for: "border-error-500", rem: 16, typographyNames: []).map(\.0) == ["borderColor"])
        #expect(TailwindClasses.facts(for: "border-2", rem: 16, typographyNames: []).map(\.0) == ["borderWidth"])
    }

    /// `justify-*` spread the children as Compose's `Arrangement.*` does (the same keywords).
    @Test func justifyClassesAreKeywords() {
        let read = ["justify-start", "justify-end", "justify-center", "justify-between", "justify-around", "justify-evenly"].map {
            TailwindClasses.facts(for: $0, rem: 16, typographyNames: []).map { "\($0.0)=\($0.1.keyword ?? "")" }
        }
        #expect(read == [["justifyContent=start"], ["justifyContent=end"], ["justifyContent=center"], ["justifyContent=between"], ["justifyContent=around"], ["justifyContent=evenly"]])
    }

    /// A size step the default theme lacks (`text-2xs`) is a size token, not a color named `xs2`.
    @Test func aSizeStepIsTypographyNotAColor() {
        #expect(TailwindClasses.facts(for: "text-2xs", rem: 16, typographyNames: []).map { "\($0.0)=\($0.1.token ?? "")" } == ["typography=xs2"])
        #expect(TailwindClasses.facts(for: "text-10xl", rem: 16, typographyNames: []).map(\.0) == ["typography"])
        #expect(TailwindClasses.facts(for: "text-xsmall", rem: 16, typographyNames: []).map(\.0) == ["color"])
    }
}
