import Foundation
import ParityCompare
import ParityExtract
import ParityModel
import ParityReport

/// The `parity` command line: parsing is separate from running, so tests drive it without `exit()`.
public struct CLI {
    public var out: (String) -> Void
    public var err: (String) -> Void
    /// Standard output for large reports, without a copy into a `String` or an array.
    public var outBytes: (UnsafeRawBufferPointer) -> Void
    public var cwd: URL
    public var colorOutput: Bool

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, cwd: URL, colorOutput: Bool = false) {
        self.out = out
        self.outBytes = { out(String(decoding: $0, as: UTF8.self)) }
        self.err = err
        self.cwd = cwd
        self.colorOutput = colorOutput
    }

    static let mainHelp = """
    usage: parity <command> [options]

    Keeps a cross-platform design system consistent: reads every platform's component
    sources (never runs them), normalizes what they style, and reports drift.

    commands:
      check [<component>…|--all]      compare platforms; exit 1 on drift no baseline accepts
      show <component>                the extracted, normalized model of each implementation
      tokens                          compare the design-token tables of every platform
      baseline update [<component>…|--all]   accept today's drift into Baselines/<component>.json
      list                            the components found, and the platforms of each
      init [DIR]                      find the platforms under DIR, write a starter parity.json, run a first check
      version                         print parity's version (also: parity --version)
      help [<command>]                this help, or a command's (also: parity <command> -h|--help)

    options:
      -h, --help                      this help
      --version                       print parity's version

    Run `parity <command> --help` for its options.
    exit codes: 0 no new drift, 1 new drift, 2 usage, configuration or input error
    """

    /// The commands, for `help <command>` and the "did you mean" of a mistyped one.
    static let commands = ["check", "show", "tokens", "baseline", "list", "init", "version", "help"]

    static let common = ArgumentSpec(positional: "<component>…", help: "component names in kebab case (label, text-field)")
        .flag("all", "every component found")
        .option("root", "DIR", "the design system's root (default: parity.json's root, else the working directory)")
        .option("config", "FILE", "use this parity.json instead of searching the working directory and its parents")
        .flag("help", "show this help")

    static let checkSpec = common
        .option("format", "FORMAT", "text (default), json, sarif, github, markdown, junit or html; may repeat, each followed by its --output")
        .option("output", "FILE", "write the report to FILE (atomically) instead of standard output")
        .flag("no-baseline", "ignore baselines")
        .flag("strict", "stale baseline entries fail the run")
        .flag("timestamp", "add the time to the JSON report")
        .option("jobs", "N", "parse and extract on N threads (default: parity.json's jobs, else the number of cores)")

    static let showSpec = common
        .option("platform", "PLATFORM", "only this platform (uniwind, nativewind, stylesheet, swift, kotlin)")
        .option("format", "FORMAT", "text (default) or json")

    static let baselineSpec = common.flag("force", "overwrite a baseline that cannot be read")
    static let baselineUsage = "parity baseline update [<component>…|--all] [--force]"
    static let baselineAbstract = "Accepts today's drift; keeps the reasons of entries that still apply."

    static let listSpec = ArgumentSpec()
        .option("root", "DIR", "the design system's root (default: parity.json's root, else the working directory)")
        .option("config", "FILE", "use this parity.json instead of searching the working directory and its parents")
        .option("format", "FORMAT", "text (default: one line per component, its platforms tab-separated) or json")
        .flag("help", "show this help")

    static let tokensSpec = ArgumentSpec(positional: "", help: "")
        .option("root", "DIR", "the design system's root (default: parity.json's root, else the working directory)")
        .option("config", "FILE", "use this parity.json instead of searching the working directory and its parents")
        .option("format", "FORMAT", "text (default: the table of every token, then the drift), or any format of check (json, sarif, …)")
        .option("output", "FILE", "write the report to FILE (atomically) instead of standard output")
        .flag("no-baseline", "ignore Baselines/tokens.json")
        .flag("strict", "stale baseline entries fail the run")
        .flag("help", "show this help")

    /// Runs a command line (without the program name); returns the exit code.
    public func run(_ arguments: [String]) -> Int32 {
        var args = arguments
        guard let command = args.first else { err(CLI.mainHelp + "\n"); return 2 }
        args.removeFirst()
        do {
            switch command {
            case "check": return try check(args)
            case "show": return try show(args)
            case "list": return try list(args)
            case "tokens": return try tokens(args)
            case "baseline":
                if let first = args.first, ["-h", "--help", "help"].contains(first) {
                    out(CLI.baselineSpec.help(usage: CLI.baselineUsage, abstract: CLI.baselineAbstract + "\nbaseline has one subcommand, update.") + "\n")
                    return 0
                }
                guard args.first == "update" else { throw UsageError("baseline needs a subcommand: parity baseline update <component>…|--all (parity baseline --help)") }
                return try baselineUpdate(Array(args.dropFirst()))
            case "init": return try initCommand(args)
            case "--help", "-h": out(CLI.mainHelp + "\n"); return 0
            case "help":
                guard let topic = args.first else { out(CLI.mainHelp + "\n"); return 0 }
                if topic == "help" { out(CLI.mainHelp + "\n"); return 0 }
                guard CLI.commands.contains(topic) else {
                    throw UsageError("no help for `\(topic)`\(CLI.suggestion(topic, CLI.commands)); commands: \(CLI.commands.joined(separator: ", "))")
                }
                return run(topic == "baseline" ? ["baseline", "--help"] : [topic, "--help"])
            case "--version", "version":
                if let extra = args.first, !["-h", "--help"].contains(extra) { throw UsageError("version takes no arguments (got `\(extra)`)") }
                out(args.isEmpty ? "parity \(Report.toolVersion)\n" : "usage: parity version | parity --version\n\nPrints parity's version.\n")
                return 0
            default:
                throw UsageError("unknown command `\(command)`\(CLI.suggestion(command, CLI.commands)); run `parity --help`")
            }
        } catch let e as UsageError {
            err("parity: error: \(e.description)\n")
        } catch let e as InputError {
            err("parity: error: \(e.description)\n")
        } catch let e as BaselineError {
            err("parity: error: \(e.description)\n")
        } catch {
            err("parity: error: \(error)\n")
        }
        return 2
    }

    // MARK: Set-up shared by the commands

    struct Session {
        var config: Configuration
        var tolerance: Tolerance
        var policy: Policy
        var system: DesignSystem
        var displayRoot: String
    }

    func session(_ parsed: ParsedArguments) throws -> Session {
        var session = try loadSession(parsed)
        if let j = parsed.value("jobs") {
            guard let n = Int(j), n >= 1 else { throw UsageError("--jobs: expected a whole number ≥ 1, got `\(j)`") }
            session.config.jobs = n
        }
        return session
    }

    func loadSession(_ parsed: ParsedArguments) throws -> Session {
        let rootArg = parsed.value("root")
        var settings = Settings(config: Configuration(root: rootArg.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? cwd))
        settings.config.baselineDir = cwd.appendingPathComponent("Baselines").path
        let configURL = parsed.value("config").map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? ConfigFile.find(from: cwd)
        if let configURL {
            guard FileManager.default.fileExists(atPath: configURL.path) else { throw InputError("\(configURL.path): configuration file not found") }
            try ConfigFile.load(configURL, into: &settings, rootOverride: rootArg)
        }
        let config = settings.config
        let system = try DesignSystem(config: config)
        var display = config.root.standardizedFileURL.path
        let base = cwd.standardizedFileURL.path
        if display.hasPrefix(base + "/") { display = String(display.dropFirst(base.count + 1)) } else if display == base { display = "." }
        return Session(config: config, tolerance: settings.tolerance, policy: settings.policy, system: system, displayRoot: display)
    }

    /// The components a command names; `--all` adds the token tables (`tokens`) when the design system has token files.
    func selected(_ parsed: ParsedArguments, _ system: DesignSystem) throws -> [String] {
        if parsed.has("all") {
            // Several platforms have component files and no name is on two of them: nothing would be
            // compared, which must not pass as "no drift".
            if system.componentNames.isEmpty, system.unpaired.count >= 2 {
                let platforms = system.unpaired.keys.sorted { $0.rawValue < $1.rawValue }
                let each = platforms.map { p in
                    let files = system.unpaired[p]!
                    return "\(p.rawValue) has \(files.count) (\(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? ", …" : ""))"
                }.joined(separator: "; ")
                let example = platforms.prefix(2).map { "\"\($0.rawValue)\": \"<file name>\"" }.joined(separator: ", ")
                throw InputError("no component is on two platforms, so nothing can be compared: parity pairs component files by name (text-field.tsx = TextField.swift = TextField.kt), and \(each); name each pair under `components` in parity.json, by a name of your choice and each platform's file name without its extension, e.g. \"components\": { \"button\": { \(example) } }")
            }
            return system.componentNames + (system.hasTokenFiles ? [TokenComparator.component] : [])
        }
        guard !parsed.positionals.isEmpty else { throw UsageError("name a component or pass --all; \(CLI.found(system.componentNames))") }
        for name in parsed.positionals where system.components[name] == nil && name != TokenComparator.component {
            let names = system.componentNames + (system.hasTokenFiles ? [TokenComparator.component] : [])
            let near = CLI.closest(name, among: names)
            let hint = near.isEmpty ? "" : " (did you mean \(near.map { "`\($0)`" }.joined(separator: ", "))?)"
            throw InputError("unknown component `\(name)` in \(system.config.root.path)\(hint); \(CLI.found(system.componentNames))")
        }
        return parsed.positionals
    }

    /// The names closest to a mistyped one (edit distance, at most 3 names, none far off).
    static func closest(_ name: String, among names: [String], limit: Int = 3) -> [String] {
        let bound = max(2, name.count / 3)
        let scored = names.map { ($0, editDistance($0, name)) }.filter { $0.1 <= bound || $0.0.hasPrefix(name) && name.count >= 3 }
        // A name the typo starts (`button-gr` → `button-group`) first, then by distance, then by name.
        return scored.sorted { a, b in
            let pa = a.0.hasPrefix(name), pb = b.0.hasPrefix(name)
            return pa != pb ? pa : a.1 != b.1 ? a.1 < b.1 : a.0 < b.0
        }.prefix(limit).map(\.0)
    }

    /// " (did you mean `x`?)" when a known word is close, else "".
    static func suggestion(_ word: String, _ known: [String]) -> String {
        closest(word, among: known, limit: 1).first.map { " (did you mean `\($0)`?)" } ?? ""
    }

    /// The components found: every name when there are few, else how many and where to see them.
    static func found(_ names: [String]) -> String {
        if names.isEmpty { return "components found: none (is --root right?)" }
        if names.count <= 12 { return "components found: \(names.joined(separator: ", "))" }
        return "\(names.count) components found (`parity list` names them)"
    }

    func results(_ session: Session, components: [String]) throws -> [ComponentResult] {
        let tokens = session.system.allTokens(jobs: session.config.jobs)
        var comparator = Comparator()
        comparator.referencePlatform = session.config.referencePlatform
        comparator.platformOnlyStates = session.config.conventions.platformOnlyStates
        comparator.tolerance = session.tolerance
        // A platform takes part when it has at least one component (as a platform takes part in a
        // token kind when it defines one token of it): a Swift + Kotlin design system is not
        // missing three TSX implementations of every component.
        let present = Set(session.system.components.values.flatMap(\.keys))
        comparator.platforms = Platform.allCases.filter { present.contains($0) }
        let names = components.filter { $0 != TokenComparator.component }
        let compare = comparator, policy = session.policy
        var out = try session.system.extractAll(names, tokens: tokens, jobs: session.config.jobs) { name, impls in
            var result = compare.compare(component: name, impls)
            policy.apply(&result)
            return result
        }
        if components.contains(TokenComparator.component) {
            // A platform with no token file takes part where reading its tokens went wrong (a tokens folder without theme files).
            let files = Dictionary(uniqueKeysWithValues: Platform.allCases.compactMap { p in
                (session.system.tokenFiles(p).first ?? (tokens[p]?.diagnostics.isEmpty == false ? session.system.config.platforms[p]?.tokens.first : nil)).map { (p, $0) }
            })
            out.append(TokenComparator(comparator: comparator).compare(tokens.filter { files[$0.key] != nil }, files: files))
            session.policy.apply(&out[out.count - 1])
        }
        return out
    }

    func baselineURL(_ session: Session, _ component: String) -> URL {
        URL(fileURLWithPath: session.config.baselineDir).appendingPathComponent("\(component).json")
    }

    func displayPath(_ url: URL) -> String {
        let base = cwd.standardizedFileURL.path + "/"
        return url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
    }

    // MARK: Commands

    func check(_ args: [String]) throws -> Int32 {
        let parsed = try CLI.checkSpec.parse(args)
        if parsed.has("help") { out(CLI.checkSpec.help(usage: "parity check [<component>…|--all] [options]", abstract: "Compares every platform's implementation and reports drift.") + "\n"); return 0 }
        // Pair each --format with the --output that follows it.
        var outputs: [(String, String?)] = []
        for (name, value) in parsed.order {
            if name == "format" {
                guard Reporters.all[value] != nil else { throw UsageError("unknown format `\(value)`; formats: \(Reporters.names.joined(separator: ", "))") }
                outputs.append((value, nil))
            } else if name == "output" {
                if outputs.isEmpty { outputs.append(("text", value)) }
                else if outputs[outputs.count - 1].1 == nil { outputs[outputs.count - 1].1 = value }
                else { throw UsageError("--output \(value) follows another --output; give a --format before each") }
            }
        }
        if outputs.isEmpty { outputs = [("text", nil)] }
        let session = try session(parsed)
        let components = try selected(parsed, session.system)
        // Every target is checked before the sources are read: none may be an input, none may repeat.
        let summaryPath = outputs.contains(where: { $0.0 == "github" }) ? ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 } : nil
        let written = outputs.indices.filter { outputs[$0].1 != nil }
        let planned = try OutputWriter.plan(written.map { (outputs[$0].0, outputs[$0].1!) }, cwd: cwd, inputs: { runInputs(parsed, session) },
                                            extra: summaryPath.map { ("the GitHub step summary (GITHUB_STEP_SUMMARY)", $0) })
        let targets = Dictionary(uniqueKeysWithValues: zip(written, planned))
        let report = try buildReport(parsed, session, components)
        for note in CLI.remNotes(report, session.system) { err("note: \(note)\n") }
        for (i, (format, output)) in outputs.enumerated() {
            let reporter: any Reporter = format == "text" ? TextReporter(color: output == nil && colorOutput)
                : format == JSONReporter.name ? JSONReporter(parallel: session.config.jobs > 1) : Reporters.all[format]!
            try reporter.withRendered(report) { bytes in
                if let target = targets[i] {
                    try OutputWriter.write(bytes, to: target)
                } else {
                    outBytes(bytes)
                }
            }
        }
        // GitHub Actions shows 10 annotations of each level per step: the whole story goes to the job summary.
        if outputs.contains(where: { $0.0 == "github" }), let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
            let url = URL(fileURLWithPath: summary, relativeTo: cwd)
            if !FileManager.default.fileExists(atPath: url.path) { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
            guard let handle = try? FileHandle(forWritingTo: url) else { throw InputError("\(url.path) (GITHUB_STEP_SUMMARY): cannot append the step summary (no permission, or no such folder)") }
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(try MarkdownReporter().render(report).utf8))
        }
        return exitCode(parsed, report)
    }

    /// A note per Tailwind flavor most of whose new mismatches are lengths at the ratio of its rem
    /// to another's (NativeWind's default rem 14 against Uniwind's 16: `px-2` 7 pt against 8): the
    /// rem parity read, where from, and how to give the app's. (The findings stand: at that rem
    /// the app does render those lengths.)
    static func remNotes(_ report: Report, _ system: DesignSystem) -> [String] {
        var out: [String] = []
        let flavors: [Platform] = [.uniwind, .nativewind]
        let present = Set(system.components.values.flatMap(\.keys))
        for p in flavors where present.contains(p) {
            let r = system.rem(p)
            let others = [16.0] + flavors.filter { $0 != p && present.contains($0) }.map(system.rem)
            let ratios = others.filter { $0 != r }.map { r / $0 }
            guard !ratios.isEmpty else { continue }
            var mismatches = 0, scaled = 0
            var seen: Double?
            for f in report.findings where f.kind == .mismatch && f.platforms == [p] && !f.baselined {
                mismatches += 1
                guard let v = f.values[p].flatMap({ points($0.normalized) }), let e = f.expected.flatMap(points), e != 0,
                      let q = ratios.first(where: { abs(v / e - $0) < 1e-3 }) else { continue }
                scaled += 1
                seen = q
            }
            guard scaled >= 3, scaled * 2 >= mismatches, let q = seen else { continue }
            let ratio = "\(formatNumber(r))/\(formatNumber(r / q))"
            out.append("\(scaled) of the \(mismatches) new mismatches on \(p.rawValue) are lengths at \(ratio) of the expected value: "
                + "\(p.rawValue) is read at rem \(formatNumber(r)) (\(system.remSource(p))). If the app renders at another rem "
                + "(NativeWind's `inlineRem`), put its metro.config.js under the root or set `platforms.\(p.rawValue).rem` in parity.json.")
        }
        return out
    }

    /// The points of a length as a finding shows it: `7 pt`, `md (8 pt)`; nil for anything else.
    static func points(_ shown: String) -> Double? {
        var s = Substring(shown)
        if s.hasSuffix(")"), let open = s.lastIndex(of: "(") { s = s[s.index(after: open)..<s.index(before: s.endIndex)] }
        guard s.hasSuffix(" pt") else { return nil }
        return Double(s.dropLast(3))
    }

    func exitCode(_ parsed: ParsedArguments, _ report: Report) -> Int32 {
        if !report.newFindings.isEmpty { return 1 }
        if parsed.has("strict"), !report.staleBaseline.isEmpty { return 1 }
        return 0
    }

    /// Compares the components, applies their baselines and builds the report.
    func buildReport(_ parsed: ParsedArguments, _ session: Session, _ components: [String]) throws -> Report {
        var results = try results(session, components: components)
        var stale: [BaselineEntry] = []
        if !parsed.has("no-baseline") {
            for i in results.indices {
                let url = baselineURL(session, results[i].component)
                let baseline = try BaselineFile.read(url, displayPath: displayPath(url))
                stale += applyBaseline(&results[i], baseline)
            }
        }
        var report = Report(root: session.displayRoot, components: results, stale: stale)
        if parsed.has("timestamp") { report.timestamp = ISO8601DateFormatter().string(from: Date()) }
        return report
    }

    func tokens(_ args: [String]) throws -> Int32 {
        let parsed = try CLI.tokensSpec.parse(args)
        if parsed.has("help") { out(CLI.tokensSpec.help(usage: "parity tokens [--format text|json] [--output FILE]", abstract: "Compares the token tables (colors light and dark, typography, radius, spacing, shadows) of every platform.") + "\n"); return 0 }
        if let extra = parsed.positionals.first { throw UsageError("tokens takes no component name (got `\(extra)`); run `parity check \(extra)` for a component") }
        let format = parsed.value("format") ?? "text"
        guard let reporter = Reporters.all[format] else { throw UsageError("unknown format `\(format)`; formats: \(Reporters.names.joined(separator: ", "))") }
        let session = try session(parsed)
        guard session.system.hasTokenFiles else { throw InputError("\(session.config.root.path): no token files found on any platform; set platforms.<platform>.tokens in parity.json") }
        let target = try parsed.value("output").map { try OutputWriter.plan([(format, $0)], cwd: cwd, inputs: { runInputs(parsed, session) })[0] }
        let report = try buildReport(parsed, session, [TokenComparator.component])
        let text = format != "text" ? try reporter.render(report)
            : TokenTablePrinter.render(report.components[0], color: parsed.value("output") == nil && colorOutput) + "\n" + (try TextReporter(color: parsed.value("output") == nil && colorOutput).render(report))
        if let target {
            try OutputWriter.write(text, to: target)
        } else {
            out(text)
        }
        return exitCode(parsed, report)
    }

    func show(_ args: [String]) throws -> Int32 {
        let parsed = try CLI.showSpec.parse(args)
        if parsed.has("help") { out(CLI.showSpec.help(usage: "parity show <component> [--platform P]", abstract: "Prints the extracted, normalized model of each implementation.") + "\n"); return 0 }
        let session = try session(parsed)
        let components = try selected(parsed, session.system)
        var only: Platform?
        if let p = parsed.value("platform") {
            guard let platform = Platform(rawValue: p) else { throw UsageError("unknown platform `\(p)`; platforms: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))") }
            only = platform
        }
        let tokens = session.system.allTokens(jobs: session.config.jobs)
        var impls: [Implementation] = []
        for c in components {
            // `tokens` (in `--all` where the platforms have token files) is each platform's token table.
            if c == TokenComparator.component {
                let files = Dictionary(uniqueKeysWithValues: Platform.allCases.compactMap { p in session.system.tokenFiles(p).first.map { (p, $0) } })
                impls += TokenComparator.implementations(tokens.filter { files[$0.key] != nil && (only == nil || $0.key == only) }, files: files)
                continue
            }
            impls += try session.system.extract(c, tokens: tokens, platforms: only.map { [$0] } ?? Platform.allCases)
        }
        if parsed.value("format") == "json" {
            let encoder = canonicalJSONEncoder()
            out(String(decoding: try encoder.encode(impls), as: UTF8.self) + "\n")
            return 0
        }
        out(ModelPrinter.render(impls))
        return 0
    }

    func list(_ args: [String]) throws -> Int32 {
        let parsed = try CLI.listSpec.parse(args)
        if parsed.has("help") { out(CLI.listSpec.help(usage: "parity list [--format text|json]", abstract: "Lists the components found (a name on two platforms or more) and the platforms of each.") + "\n"); return 0 }
        if let extra = parsed.positionals.first { throw UsageError("list takes no component name (got `\(extra)`); run `parity show \(extra)` for one component") }
        let format = parsed.value("format") ?? "text"
        guard ["text", "json"].contains(format) else { throw UsageError("list --format: expected text or json, got `\(format)`") }
        let session = try session(parsed)
        let system = session.system
        if format == "json" {
            struct Entry: Encodable { let name: String; let platforms: [Platform]; let files: [Platform: String] }
            struct Listing: Encodable { let root: String; let components: [Entry]; let helpers: [Platform: [String]] }
            let entries = system.componentNames.map { name in
                let files = system.components[name] ?? [:]
                return Entry(name: name, platforms: Platform.allCases.filter { files[$0] != nil }, files: files)
            }
            let data = try canonicalJSONEncoder().encode(Listing(root: session.displayRoot, components: entries, helpers: system.helpers))
            out(String(decoding: data, as: UTF8.self) + "\n")
            return 0
        }
        for name in system.componentNames {
            let platforms = Platform.allCases.filter { system.components[name]?[$0] != nil }.map(\.rawValue)
            out("\(name)\t\(platforms.joined(separator: " "))\n")
        }
        return 0
    }

    func baselineUpdate(_ args: [String]) throws -> Int32 {
        let parsed = try CLI.baselineSpec.parse(args)
        if parsed.has("help") { out(CLI.baselineSpec.help(usage: CLI.baselineUsage, abstract: CLI.baselineAbstract) + "\n"); return 0 }
        let session = try session(parsed)
        let components = try selected(parsed, session.system)
        // Read every baseline first: a corrupt one stops the run before anything is written.
        var old: [String: BaselineFile?] = [:]
        for c in components {
            let url = baselineURL(session, c)
            do { old[c] = try BaselineFile.read(url, displayPath: displayPath(url)) } catch {
                if parsed.has("force") { old[c] = .some(nil) } else { throw error }
            }
        }
        for result in try results(session, components: components) {
            let url = baselineURL(session, result.component)
            let (file, added, kept, removed) = updatedBaseline(component: result.component, findings: result.findings, old: old[result.component] ?? nil)
            if file.entries.isEmpty, (old[result.component] ?? nil) == nil {
                out("\(result.component): no drift, no baseline written\n")
                continue
            }
            let data = try file.encoded()
            if FileManager.default.contents(atPath: url.path) != data { try writeAtomically(data, to: url) }
            out("\(displayPath(url)): added \(added.count), kept \(kept.count), removed \(removed.count)\n")
            for id in added { out("  + \(id) \(describe(id, in: result))\n") }
            for id in removed { out("  - \(id)\n") }
        }
        return 0
    }

    func describe(_ id: String, in result: ComponentResult) -> String {
        guard let f = result.findings.first(where: { $0.id == id }) else { return "" }
        return "\(f.kind.rawValue) \(f.key) [\(f.platforms.map(\.rawValue).joined(separator: ", "))]"
    }
}

/// `parity show`: one block per implementation, one line per fact.
enum ModelPrinter {
    static func render(_ impls: [Implementation]) -> String {
        var lines: [String] = []
        for impl in impls {
            lines.append("\(impl.component) · \(impl.platform.rawValue) · \(impl.file)")
            if !impl.parts.isEmpty {
                // A part made in another file (a helper's, Material's built-in declarations) says which.
                lines.append("  parts: " + impl.parts.map { p in
                    "\(p.name) (\(p.how), \(p.view) \(p.location.file == impl.file ? "" : p.location.file):\(p.location.line):\(p.location.column))"
                }.joined(separator: ", "))
            }
            for f in impl.facts {
                lines.append("  \(f.key.description.padding(toLength: 56, withPad: " ", startingAt: 0)) \(f.value)  ← \(f.raw.replacingOccurrences(of: "\n", with: " ").prefix(60))  \(f.location.file == impl.file ? "" : f.location.file):\(f.location.line):\(f.location.column)")
            }
            for d in impl.diagnostics {
                lines.append("  ! \(d.kind.rawValue) \(d.location): \(d.message)")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
