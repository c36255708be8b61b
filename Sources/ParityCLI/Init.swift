import Foundation
import ParityCompare
import ParityExtract
import ParityModel
import ParityReport

/// `parity init [DIR]`: looks at a folder, finds each platform's component folder (the default
/// layout, or folders found by file extension and content), writes a starter `parity.json` with
/// only the keys that differ from the defaults, checks that the file loads, and runs a first
/// `check --all` summary.
extension CLI {
    static let initSpec = ArgumentSpec(positional: "[DIR]", help: "the folder to look at and write parity.json into (default: the working directory)")
        .flag("print", "print the starter parity.json on standard output instead of writing it")
        .flag("force", "overwrite an existing parity.json")
        .flag("help", "show this help")

    static let initUsage = "parity init [DIR] [--print] [--force]"
    static let initAbstract = """
    Finds the platforms of a design system under DIR (the default layout, or component folders
    recognised by file extension and content), writes a starter parity.json, and runs a first
    `parity check --all`. Never overwrites an existing parity.json without --force.
    """

    func initCommand(_ args: [String]) throws -> Int32 {
        let parsed = try CLI.initSpec.parse(args)
        if parsed.has("help") { out(CLI.initSpec.help(usage: CLI.initUsage, abstract: CLI.initAbstract) + "\n"); return 0 }
        guard parsed.positionals.count <= 1 else { throw UsageError("init takes one folder at most (got \(parsed.positionals.joined(separator: " ")))") }
        let dir = parsed.positionals.first.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? cwd.standardizedFileURL
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
            throw InputError("\(dir.path): not a folder; run parity init in the repository that holds the design system, or pass its folder")
        }
        let target = dir.appendingPathComponent("parity.json")
        let printOnly = parsed.has("print")
        if !printOnly, !parsed.has("force"), FileManager.default.fileExists(atPath: target.path) {
            throw InputError("\(displayPath(target)): already exists; parity init never overwrites it (pass --force to replace it, or --print to see the starter file)")
        }

        let detected = InitDetector(base: dir).detect()
        guard detected.platforms.count >= 2 else { throw InputError(InitDetector.nothingFound(dir: displayPath(dir), detected: detected)) }
        let json = detected.configJSON()

        // The file must load as any parity.json does, before it is written.
        var settings = Settings(config: Configuration(root: dir))
        try ConfigFile.load(Data(json.utf8), file: displayPath(target), dir: dir, into: &settings, rootOverridden: false)

        // What was found goes to standard output, or to standard error when stdout is the file.
        let say: (String) -> Void = printOnly ? err : out
        say("parity init: \(displayPath(dir) == "." ? "this folder" : displayPath(dir))\n")
        say(detected.describe())
        if printOnly {
            out(json)
        } else {
            try writeAtomically(Data(json.utf8), to: target)
            say("wrote \(displayPath(target))\(parsed.has("force") ? " (--force)" : "")\n")
        }

        // A first check, as `parity check --all` would run it from DIR.
        var sub = self
        sub.cwd = dir
        let check = try CLI.checkSpec.parse(["--all"])
        var session = try sub.loadSessionFromSettings(settings)
        session.config.jobs = max(1, session.config.jobs)
        let components = try sub.selected(check, session.system)
        let report = try sub.buildReport(check, session, components)
        say(InitDetector.summary(report, session.system))
        return 0
    }

    /// A session from settings already read (`parity init` checks the file it is about to write).
    func loadSessionFromSettings(_ settings: Settings) throws -> Session {
        let system = try DesignSystem(config: settings.config)
        var display = settings.config.root.standardizedFileURL.path
        let base = cwd.standardizedFileURL.path
        if display.hasPrefix(base + "/") { display = String(display.dropFirst(base.count + 1)) } else if display == base { display = "." }
        return Session(config: settings.config, tolerance: settings.tolerance, policy: settings.policy, system: system, displayRoot: display)
    }
}

/// Finds where each platform keeps its components and tokens under a folder.
struct InitDetector {
    let base: URL
    /// Folders parity init never descends into.
    static let skipped: Set<String> = ["node_modules", "build", "Build", "DerivedData", "Pods", "dist", "out", "target", "vendor", "Carthage"]
    static let maxDepth = 16
    static let maxFiles = 50_000
    /// Bytes of each candidate file read to tell what it is.
    static let sniffBytes = 128 * 1024

    /// One platform as found: its component folder (relative to `base`) and token entries.
    struct Found {
        var componentDir: String
        var components: [String]
        var tokens: [String] = []
        /// The tokens are the default entries of the layout (nothing to write).
        var tokensDefault = false
        var metroConfig: String?
        var notes: [String] = []
        /// Other folders of the platform's files (a SwiftUI or Compose project's `helpers/`, `utils/`):
        /// their declarations are visible to the components (`platforms.<p>.helpers`).
        var helpers: [String] = []
    }

    struct Detected {
        /// The design system's root, relative to `base` ("." for `base` itself).
        var root: String
        var platforms: [Platform: Found]
        /// Platforms whose component folder is the default one under `root`.
        var defaultLayout: Set<Platform>
        /// What the scan looked at, for the message when nothing is found.
        var scannedFiles: Int
        var truncated: Bool
        var lone: [Platform: Found] = [:]

        /// `base`-relative path `p` relative to the root.
        func rel(_ p: String) -> String {
            root == "." ? p : p == root ? "." : String(p.dropFirst(root.count + 1))
        }

        /// The starter file: `root`, `baselines`, and per platform only what the defaults do not find.
        func configJSON() -> String {
            var lines = ["{", "  \"root\": \(q(root)),", "  \"baselines\": \"Baselines\""]
            var platformLines: [String] = []
            for p in Platform.allCases {
                guard let f = platforms[p] else { continue }
                var keys: [String] = []
                if !defaultLayout.contains(p) { keys.append("\"componentDir\": \(q(rel(f.componentDir)))") }
                if !f.tokensDefault, !f.tokens.isEmpty { keys.append("\"tokens\": [\(f.tokens.map(rel).map(q).joined(separator: ", "))]") }
                if !f.helpers.isEmpty { keys.append("\"helpers\": [\(f.helpers.map(rel).map(q).joined(separator: ", "))]") }
                // A run finds a metro config the way the detector does (the component folder, else the
                // nearest parent up to the root), so only a layout that does not discover one names it.
                let layout = PlatformLayout.defaults[p]!
                if let metro = f.metroConfig.map(rel), !layout.discoverMetroConfig, metro != layout.metroConfig { keys.append("\"metroConfig\": \(q(metro))") }
                if !keys.isEmpty { platformLines.append("    \(q(p.rawValue)): { \(keys.joined(separator: ", ")) }") }
            }
            if !platformLines.isEmpty {
                lines[lines.count - 1] += ","
                lines.append("  \"platforms\": {")
                lines.append(platformLines.joined(separator: ",\n"))
                lines.append("  }")
            }
            lines.append("}")
            return lines.joined(separator: "\n") + "\n"
        }

        func describe() -> String {
            var lines: [String] = []
            let whereRoot = root == "." ? "" : " under \(root)"
            if defaultLayout.count == platforms.count {
                lines.append("found the default layout\(whereRoot): \(platforms.count) platforms")
            } else {
                lines.append("found \(platforms.count) platforms\(whereRoot)")
            }
            for p in Platform.allCases {
                guard let f = platforms[p] else { continue }
                let how = defaultLayout.contains(p) ? "default" : "found by content"
                let tokens = f.tokens.isEmpty ? "no token files found" : "tokens: \(f.tokens.map(rel).joined(separator: ", "))"
                lines.append("  \(p.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)) \(rel(f.componentDir))/ (\(f.components.count) files, \(how)); \(tokens)")
                if !f.helpers.isEmpty { lines.append("              helpers: \(f.helpers.map { rel($0) + "/" }.joined(separator: ", "))") }
                for n in f.notes { lines.append("              note: \(n)") }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// What one source file is, from its extension and a look at its text.
    enum Kind: Hashable { case swiftUI, compose, tailwind, styleSheet }

    static func classify(_ name: String, _ text: String) -> Kind? {
        if name.hasSuffix(".swift") {
            guard text.contains("import SwiftUI") else { return nil }
            return text.range(of: #":\s*(View|ButtonStyle|ToggleStyle|LabeledContentStyle)\b|some\s+View\b"#, options: .regularExpression) != nil ? .swiftUI : nil
        }
        if name.hasSuffix(".kt") { return text.contains("@Composable") ? .compose : nil }
        if name.hasSuffix(".tsx") {
            guard text.contains("export"), text.contains("<") else { return nil }
            if text.contains("className") { return .tailwind }
            if text.contains("StyleSheet.create") || text.contains("useTheme(") || text.contains("style={") { return .styleSheet }
        }
        return nil
    }

    struct Folder {
        var path: String
        var files: [Kind: [String]] = [:]
        /// A folder standing for the component folders below it (`Components/` of `Components/Buttons/`,
        /// `Components/Cards/`), with their files.
        var aggregate = false
    }

    /// Folder names of an app that shows or tests the design system, not the design system itself:
    /// a path with one (`OrangeDesignSystemDemo/`, `example/src/`, `android/app/`) ranks after the others.
    static let showcaseWords = ["demo", "demos", "example", "examples", "sample", "samples", "playground", "storybook", "stories",
                                "showcase", "docs", "test", "tests", "androidtest", "uitests", "preview", "previews", "catalog", "gallery", "sandbox", "inspector", "showroom"]

    static func isShowcase(_ path: String) -> Bool {
        path.split(separator: "/").contains { seg in
            let s = seg.lowercased()
            return s == "app" || s == "apps" || showcaseWords.contains { s == $0 || s.hasSuffix($0) && s.count > $0.count + 2 }
        }
    }

    /// Files under `base` (relative paths), skipping hidden and build folders, bounded.
    func walk() -> (files: [String], truncated: Bool) {
        let fm = FileManager.default
        var out: [String] = []
        var stack: [(String, Int)] = [("", 0)]
        while let (rel, depth) = stack.popLast() {
            let url = rel.isEmpty ? base : base.appendingPathComponent(rel)
            guard let names = try? fm.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names.sorted().reversed() where !name.hasPrefix(".") {
                let child = rel.isEmpty ? name : rel + "/" + name
                let path = base.appendingPathComponent(child).path
                var st = stat()
                guard lstat(path, &st) == 0 else { continue }
                if (st.st_mode & S_IFMT) == S_IFDIR {
                    if depth < InitDetector.maxDepth, !InitDetector.skipped.contains(name) { stack.append((child, depth + 1)) }
                } else if (st.st_mode & S_IFMT) == S_IFREG {
                    out.append(child)
                    if out.count >= InitDetector.maxFiles { return (out.sorted(), true) }
                }
            }
        }
        return (out.sorted(), false)
    }

    func read(_ rel: String) -> String {
        guard let h = FileHandle(forReadingAtPath: base.appendingPathComponent(rel).path) else { return "" }
        defer { try? h.close() }
        let data = (try? h.read(upToCount: InitDetector.sniffBytes)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    func detect() -> Detected {
        let (files, truncated) = walk()
        let fileSet = Set(files)
        // Component candidates per folder.
        var folders: [String: Folder] = [:]
        // Component folders: a folder holding `index.<ext>` or a file named after it.
        func isComponentFolder(_ dir: String, _ ext: String) -> Bool {
            !dir.isEmpty && (fileSet.contains(dir + "/index." + ext) || fileSet.contains(dir + "/" + (dir as NSString).lastPathComponent + "." + ext))
        }
        for rel in files where rel.hasSuffix(".swift") || rel.hasSuffix(".kt") || rel.hasSuffix(".tsx") {
            let name = (rel as NSString).lastPathComponent
            if name.hasPrefix("theme.") { continue }
            // The other files of a component folder are its helpers, not components.
            let ext = (name as NSString).pathExtension, parent = (rel as NSString).deletingLastPathComponent
            if isComponentFolder(parent, ext), name != "index." + ext, name != (parent as NSString).lastPathComponent + "." + ext { continue }
            guard let kind = InitDetector.classify(name, read(rel)) else { continue }
            var dir = (rel as NSString).deletingLastPathComponent
            var component = name
            // A component folder (`button/index.tsx`, `Avatar/Avatar.swift`) is a component of the folder above it.
            let folderName = (dir as NSString).lastPathComponent, stem = (name as NSString).deletingPathExtension
            if !dir.isEmpty, stem == "index" || stem == folderName {
                component = folderName + "." + (name as NSString).pathExtension
                dir = (dir as NSString).deletingLastPathComponent
            }
            folders[dir, default: Folder(path: dir)].files[kind, default: []].append(component)
        }
        // Each folder is the platform of most of its files.
        var byKind: [Kind: [Folder]] = [:]
        for f in folders.values {
            let kind = f.files.max { a, b in a.value.count != b.value.count ? a.value.count < b.value.count : "\(a.key)" > "\(b.key)" }!.key
            byKind[kind, default: []].append(f)
        }
        // Component folders grouped in subfolders (`Components/Buttons/ODSButton.swift`,
        // `component/button/OdsButton.kt`): the folder one or two levels above two or more of them
        // is a candidate too, holding all their files (componentDir is read recursively).
        for (kind, list) in byKind {
            var above: [String: Folder] = [:], children: [String: Int] = [:]
            for f in list where !f.path.isEmpty {
                var dir = f.path
                for _ in 0..<2 {
                    dir = (dir as NSString).deletingLastPathComponent
                    guard !dir.isEmpty, dir != "." else { break }
                    above[dir, default: Folder(path: dir, aggregate: true)].files[kind, default: []] += f.files[kind] ?? []
                    children[dir, default: 0] += 1
                }
            }
            for (dir, var f) in above where children[dir]! >= 2 {
                if let own = list.first(where: { $0.path == dir }) { f.files[kind]! += own.files[kind] ?? [] }
                byKind[kind]!.removeAll { $0.path == dir }
                byKind[kind]!.append(f)
            }
        }
        func best(_ list: [Folder], _ kind: Kind, defaultSuffixes: [String]) -> [Folder] {
            list.sorted { a, b in
                let xa = InitDetector.isShowcase(a.path), xb = InitDetector.isShowcase(b.path)
                if xa != xb { return xb }
                let ca = a.files[kind]!.count, cb = b.files[kind]!.count
                if ca != cb { return ca > cb }
                let da = defaultSuffixes.contains { a.path == $0 || a.path.hasSuffix("/" + $0) }
                let db = defaultSuffixes.contains { b.path == $0 || b.path.hasSuffix("/" + $0) }
                if da != db { return da }
                let la = a.path.split(separator: "/").count, lb = b.path.split(separator: "/").count
                return la != lb ? la < lb : a.path < b.path
            }
        }
        var chosen: [Platform: Folder] = [:]
        var notes: [Platform: [String]] = [:]
        func dirs(_ p: Platform) -> [String] { [PlatformLayout.defaults[p]!.componentDir] }
        // The component names a folder's files give (`BPKBadge.swift` and `BpkBadge.kt` are both `bpk-badge`).
        func names(_ f: Folder) -> Set<String> {
            Set(f.files.values.joined().map { Normalize.kebab(($0 as NSString).deletingPathExtension) })
        }
        // Of a platform's folders, the one whose components pair with the most of another platform's
        // folders' (Backpack: `swift/Components` with `kotlin/components`, not the five views of
        // `swift/helpers`), then by `best`.
        func pairing(_ list: [Folder], _ kind: Kind, defaultSuffixes: [String]) -> [Folder] {
            let others = byKind.filter { $0.key != kind }.values.joined().map(names).reduce(into: Set<String>()) { $0.formUnion($1) }
            let ranked = best(list, kind, defaultSuffixes: defaultSuffixes)
            // Nothing to pair with (a Compose-only repository): the platform is alone and only named
            // in the error, by its largest folder (Orbit's `controls/`, not the five files of `icons/`).
            // Tailwind folders are kept to the rule below: two flavors pair with each other.
            if others.isEmpty, kind != .tailwind, var top = ranked.first {
                // Of nested folders holding the same files, the nearest (`ui/controls/`, not `ui/`).
                while let inner = ranked.first(where: { $0.path.hasPrefix(top.path + "/") && $0.files[kind]!.count == top.files[kind]!.count }) { top = inner }
                return [top] + ranked.filter { $0.path != top.path }
            }
            let score = Dictionary(uniqueKeysWithValues: ranked.map { ($0.path, names($0).intersection(others).count) })
            // A folder standing for those below it wins only by pairing twice as many (`kotlin/components`
            // is kept over `kotlin/`, which adds the theme's files; ODS's `Components/` of one or two
            // components per subfolder wins).
            func weight(_ f: Folder) -> Double { Double(score[f.path]!) / (f.aggregate ? 2 : 1) }
            return ranked.enumerated().sorted { a, b in
                let sa = weight(a.element), sb = weight(b.element)
                if sa != sb { return sa > sb }
                if a.element.aggregate != b.element.aggregate { return b.element.aggregate }
                // Of two folders standing for the same groups, the nearer one (`Components/`, not the module above it).
                if a.element.aggregate, a.element.path.hasPrefix(b.element.path + "/") || b.element.path.hasPrefix(a.element.path + "/") {
                    return a.element.path.count > b.element.path.count
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        let chosenKind: [Platform: Kind] = [.swift: .swiftUI, .kotlin: .compose]
        if let swift = byKind[.swiftUI].map({ pairing($0, .swiftUI, defaultSuffixes: dirs(.swift)) })?.first { chosen[.swift] = swift }
        if let kotlin = byKind[.compose].map({ pairing($0, .compose, defaultSuffixes: dirs(.kotlin)) })?.first { chosen[.kotlin] = kotlin }
        if let ss = byKind[.styleSheet].map({ pairing($0, .styleSheet, defaultSuffixes: dirs(.stylesheet)) })?.first { chosen[.stylesheet] = ss }
        // Tailwind folders: which flavor each one is, from its metro config, package.json or path.
        var unknownFlavor: [Folder] = []
        for folder in pairing(byKind[.tailwind] ?? [], .tailwind, defaultSuffixes: dirs(.uniwind) + dirs(.nativewind)) {
            let flavor = self.flavor(of: folder.path, fileSet: fileSet)
            if let flavor {
                if chosen[flavor] == nil { chosen[flavor] = folder }
            } else {
                unknownFlavor.append(folder)
            }
        }
        for folder in unknownFlavor {
            guard let free = [Platform.uniwind, .nativewind].first(where: { chosen[$0] == nil }) else { break }
            chosen[free] = folder
            notes[free, default: []].append("no metro.config.js, package.json or folder name says whether \(folder.path)/ is Uniwind or NativeWind; taken as \(free.rawValue) (set platforms.\(free.rawValue).componentDir in parity.json to change it)")
        }

        // The root: the deepest folder that holds every component folder.
        let root: String
        let defaultRoots = chosen.compactMap { p, f -> String? in
            let d = PlatformLayout.defaults[p]!.componentDir
            if f.path == d { return "." }
            return f.path.hasSuffix("/" + d) ? String(f.path.dropLast(d.count + 1)) : nil
        }
        let common = InitDetector.commonAncestor(Array(chosen.values.map(\.path)))
        // Prefer a root where platforms sit at their default places (no componentDir to write).
        if let r = Dictionary(grouping: defaultRoots, by: { $0 }).max(by: { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.key > $1.key })?.key,
           chosen.values.allSatisfy({ r == "." || $0.path.hasPrefix(r + "/") }) {
            root = r
        } else {
            root = common
        }
        func under(_ p: String) -> String { root == "." ? p : root + "/" + p }

        var platforms: [Platform: Found] = [:]
        var defaults: Set<Platform> = []
        for (p, folder) in chosen {
            let layout = PlatformLayout.defaults[p]!
            var found = Found(componentDir: folder.path, components: folder.files.values.flatMap { $0 }.sorted(), notes: notes[p] ?? [])
            let isDefault = folder.path == under(layout.componentDir)
            if isDefault { defaults.insert(p) }
            let defaultTokens = layout.tokens.map(under).filter { t in fileSet.contains(t) || fileSet.contains { $0.hasPrefix(t + "/") } }
            if isDefault, !defaultTokens.isEmpty {
                found.tokens = defaultTokens
                found.tokensDefault = true
            } else {
                found.tokens = tokens(p, folder: folder.path, root: root, files: files, fileSet: fileSet)
            }
            if p == .uniwind || p == .nativewind { found.metroConfig = metro(p, folder: folder.path, root: root, fileSet: fileSet) }
            // SwiftUI and Compose see their module without imports: the platform's other folders are helpers.
            if p == .swift || p == .kotlin, let kind = chosenKind[p] {
                // Not the component folder or a folder above it, not a token folder (its declarations are visible already).
                // Not a folder inside the component folder either (read with it), or one standing for others.
                found.helpers = (byKind[kind] ?? []).filter { !$0.aggregate && !InitDetector.isShowcase($0.path) }.map(\.path).filter { h in
                    h != folder.path && !h.isEmpty && !folder.path.hasPrefix(h + "/") && !h.hasPrefix(folder.path + "/") && (root == "." || h.hasPrefix(root + "/"))
                        && !found.tokens.contains { t in h == t || h.hasPrefix(t + "/") }
                }.sorted()
            }
            if p == .uniwind || p == .nativewind || p == .stylesheet,
               folder.files.values.joined().contains(where: { $0.first?.isUppercase == true }) {
                found.notes.append("files are named in PascalCase; parity names TSX components by their kebab-case file name (text-field.tsx), so PascalCase files will not pair with the other platforms")
            }
            platforms[p] = found
        }
        // A token file or metro config found above the root (an app's `global.css` beside its
        // `components/ui`): the root is widened to hold it.
        let outside = platforms.values.flatMap { $0.tokens + ($0.metroConfig.map { [$0] } ?? []) }.filter { root != "." && !$0.hasPrefix(root + "/") }
        let widened = outside.isEmpty ? root : InitDetector.commonAncestor(Array(chosen.values.map(\.path)) + outside.map { ($0 as NSString).deletingLastPathComponent })
        if widened != root { defaults = [] }
        var detected = Detected(root: widened, platforms: platforms, defaultLayout: defaults, scannedFiles: files.count, truncated: truncated)
        if platforms.count < 2 { detected.lone = platforms }
        return detected
    }

    static func commonAncestor(_ paths: [String]) -> String {
        guard var prefix = paths.first?.split(separator: "/").map(String.init) else { return "." }
        for p in paths.dropFirst() {
            let parts = p.split(separator: "/").map(String.init)
            var n = 0
            while n < min(prefix.count, parts.count), prefix[n] == parts[n] { n += 1 }
            prefix = Array(prefix.prefix(n))
        }
        return prefix.isEmpty ? "." : prefix.joined(separator: "/")
    }

    /// The folder and its parents up to `root` (all `base`-relative), nearest first.
    static func upward(_ folder: String, to root: String) -> [String] {
        var out: [String] = []
        var d = folder
        while true {
            out.append(d)
            if d == root || d == "." || d.isEmpty { break }
            let parent = (d as NSString).deletingLastPathComponent
            d = parent.isEmpty ? "." : parent
            if root != ".", !(d == root || d.hasPrefix(root + "/")) { break }
        }
        return out
    }

    static func join(_ dir: String, _ name: String) -> String { dir == "." || dir.isEmpty ? name : dir + "/" + name }

    /// Uniwind or NativeWind, from the nearest metro config's wrapper, package.json, or the path.
    func flavor(of folder: String, fileSet: Set<String>) -> Platform? {
        for d in InitDetector.upward(folder, to: ".") {
            for name in ["metro.config.js", "metro.config.ts", "metro.config.cjs", "metro.config.mjs"] where fileSet.contains(InitDetector.join(d, name)) {
                let text = read(InitDetector.join(d, name))
                if InitDetector.configures(.nativewind, text) { return .nativewind }
                if InitDetector.configures(.uniwind, text) { return .uniwind }
            }
            if fileSet.contains(InitDetector.join(d, "package.json")) {
                let text = read(InitDetector.join(d, "package.json"))
                if text.contains("\"nativewind\"") { return .nativewind }
                if text.contains("\"uniwind\"") { return .uniwind }
            }
        }
        let lower = folder.lowercased()
        if lower.contains("nativewind") { return .nativewind }
        if lower.contains("uniwind") { return .uniwind }
        return nil
    }

    /// Whether a metro config's text names the flavor's wrapper (NativeWind's as `Metro` knows
    /// them; any `withUniwind…` for Uniwind).
    static func configures(_ p: Platform, _ text: String) -> Bool {
        p == .nativewind ? Metro.namesWrapper(of: .nativewind, in: text) : text.contains("withUniwind")
    }

    /// The nearest metro config between the component folder and the root that configures the flavor.
    func metro(_ p: Platform, folder: String, root: String, fileSet: Set<String>) -> String? {
        for d in InitDetector.upward(folder, to: ".") {
            for name in ["metro.config.js", "metro.config.ts", "metro.config.cjs", "metro.config.mjs"] where fileSet.contains(InitDetector.join(d, name)) {
                let text = read(InitDetector.join(d, name))
                if InitDetector.configures(p, text) { return InitDetector.join(d, name) }
            }
        }
        return nil
    }

    /// Token and theme files of a platform (`base`-relative): a folder when every file of the
    /// platform's kind in it is a token file, else the files.
    func tokens(_ p: Platform, folder: String, root: String, files: [String], fileSet: Set<String>) -> [String] {
        // Not a demo app's files (`…Demo/Screens/Guidelines/SpacingsPage.swift` shows the tokens, it does not define them).
        let inRoot = files.filter { (root == "." || $0.hasPrefix(root + "/")) && !InitDetector.isShowcase(($0 as NSString).deletingLastPathComponent) }
        func matching(_ ext: String, _ pattern: String) -> [String] {
            inRoot.filter { $0.hasSuffix(ext) && read($0).range(of: pattern, options: .regularExpression) != nil }
        }
        func folded(_ found: [String], ext: String) -> [String] {
            var out: [String] = []
            for (dir, group) in Dictionary(grouping: found, by: { ($0 as NSString).deletingLastPathComponent }).sorted(by: { $0.key < $1.key }) {
                let all = inRoot.filter { ($0 as NSString).deletingLastPathComponent == dir && $0.hasSuffix(ext) }
                out += all.count == group.count && dir != folder && !dir.isEmpty ? [dir] : group.sorted()
            }
            return out
        }
        switch p {
        case .swift:
            return folded(matching(".swift", #"\bextension\s+(Color|TextStyle|Shadow)\b|\benum\s+(Radius|Spacing)\b"#), ext: ".swift")
        case .kotlin:
            return folded(matching(".kt", #"\b(LightColors|DarkColors)\b|\bobject\s+(Typography|Radius|Spacing|Shadows)\b|\bclass\s+Shapes\s*\("#), ext: ".kt")
        case .stylesheet:
            for d in InitDetector.upward(folder, to: ".") {
                for name in ["theme.ts", "theme.tsx"] where fileSet.contains(InitDetector.join(d, name)) { return [InitDetector.join(d, name)] }
            }
            return []
        case .uniwind, .nativewind:
            var out: [String] = []
            for d in InitDetector.upward(folder, to: ".") {
                if p == .nativewind {
                    for name in ["tailwind.config.js", "tailwind.config.ts"] where fileSet.contains(InitDetector.join(d, name)) { out.append(InitDetector.join(d, name)) }
                }
                let css = files.filter { ($0 as NSString).deletingLastPathComponent == (d == "." ? "" : d) && $0.hasSuffix(".css") }
                for c in css {
                    let text = read(c)
                    if p == .uniwind ? text.contains("@theme") : (text.contains("--") && (text.contains(":root") || text.contains("@tailwind"))) { out.append(c) }
                }
                if !out.isEmpty { break }
            }
            return out
        }
    }

    /// The message of `parity init` when fewer than two platforms are found (exit 2).
    static func nothingFound(dir: String, detected: Detected) -> String {
        let what: String
        if let (p, f) = detected.lone.first {
            what = "found only one platform (\(p.rawValue): \(f.componentDir)/, \(f.components.count) files); parity compares two platforms or more"
        } else {
            what = "found no component sources (looked at \(detected.scannedFiles) files\(detected.truncated ? ", stopped at \(maxFiles)" : ""))"
        }
        return """
        \(dir): \(what).
        parity init looks for the default layout (uniwind/components/ui/*.tsx, nativewind/components/ui/*.tsx, \
        stylesheet/components/ui/*.tsx, swift/Components/*.swift, kotlin/components/*.kt) and for folders of SwiftUI views \
        (*.swift importing SwiftUI), Compose functions (*.kt with @Composable) and React Native components \
        (*.tsx with className or StyleSheet.create). Run it in the repository that holds the design system, \
        pass its folder (parity init DIR), or write parity.json by hand (README: Configuration); nothing was written
        """
    }

    /// The first check's summary: one line per component and the totals.
    static func summary(_ report: Report, _ system: DesignSystem) -> String {
        var lines = ["first check (parity check --all):"]
        if report.components.isEmpty {
            lines.append("  no component is on two platforms or more: parity pairs components by file name (text-field.tsx = TextField.swift = TextField.kt)")
        }
        for c in report.components {
            let new = c.findings.filter { !$0.baselined }.count
            let agree = c.rows.filter { !$0.cells.values.contains { $0.status != .match } }.count
            lines.append("  \(c.component.padding(toLength: 16, withPad: " ", startingAt: 0)) \(c.files.count) platforms · \(c.rows.count) properties, \(agree) agree · \(new) new, \(c.findings.count - new) baselined")
        }
        let s = report.summary
        lines.append("\(s.components) component\(s.components == 1 ? "" : "s"), \(s.properties) properties, \(s.findings) finding\(s.findings == 1 ? "" : "s") (\(s.new) new, \(s.baselined) baselined)")
        lines.append(s.new == 0 ? "no new drift; run `parity check --all` in CI (README: CI recipes)"
                     : "next: `parity check --all` shows each finding with file:line; `parity baseline update --all` accepts today's drift")
        return lines.joined(separator: "\n") + "\n"
    }
}

private func q(_ s: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(s)) ?? Data("\"\"".utf8), as: UTF8.self)
}
