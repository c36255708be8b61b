import Foundation
import Synchronization
import ParityModel
import ParityIR
import TreeSitterKit

/// An input problem that stops the run (exit 2).
public struct InputError: Error, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}

/// Finds components and extracts every platform's implementation.
public final class DesignSystem: @unchecked Sendable {
    public let config: Configuration
    /// Component name -> platform -> root-relative file.
    public let components: [String: [Platform: String]]
    /// Root-relative helper files per platform (component-folder files that are not components).
    public let helpers: [Platform: [String]]
    /// Component files (root-relative) whose name is found on one platform only where several
    /// platforms have component files (sorted; `check --all` says so where no name pairs: `CLI.selected`).
    public let unpaired: [Platform: [String]]
    /// Kotlin's and Swift's files in the component folder's package folders, by stem (`buttons/ButtonShape.kt`
    /// as `ButtonShape`): a component that names `ButtonShape.Rounded` in another package reads that
    /// file, as Kotlin and Swift see their whole module. A component's own file wins its stem.
    let packageFiles: [Platform: [String: String]]
    /// Points per rem per platform (see `rem(_:)`).
    private let rems: [Platform: Double]
    /// The Tailwind major version of each Tailwind flavor (`Metro.tailwindMajor`).
    let tailwindMajors: [Platform: Int]
    /// The root folder's path, to which root-relative paths are joined by hand: a Foundation
    /// `URL.appendingPathComponent` per file cost 1.5% of a run (perf, N=1000).
    private let rootPath: String

    public init(config: Configuration) throws {
        self.config = config
        self.rootPath = config.root.path
        let fm = FileManager.default
        var found: [String: [Platform: String]] = [:]
        var helpers: [Platform: [String]] = [:]
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: config.root.path, isDirectory: &isDir), isDir.boolValue else {
            throw InputError("\(config.root.path): the design system root is not a folder; pass --root DIR")
        }
        var perPlatform: [Platform: [String: String]] = [:]
        var packageFiles: [Platform: [String: String]] = [:]
        for (platform, layout) in config.platforms {
            // The entries of the component folder; in Kotlin and Swift also the subfolders of a folder
            // that is no component folder (a category: `Views/Buttons/Toggle/VGRToggle.swift`), down to
            // `maxCategoryDepth` (`foldersOnly`: a category's own files are its package's, read above).
            func scan(_ dir: URL, _ dirRel: String, depth: Int, foldersOnly: Bool) {
                let names = ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
                for entry in names {
                    if foldersOnly, entry.hasPrefix(".") || entry.contains(".") { continue }
                    // A Kotlin or Swift package folder's source files, listed once.
                    var packageSources: [String] = []
                    if platform == .kotlin || platform == .swift, !entry.hasPrefix("."), !entry.hasSuffix("." + layout.fileExtension) {
                        packageSources = ((try? fm.contentsOfDirectory(atPath: dir.appendingPathComponent(entry).path)) ?? []).sorted().filter { $0.hasSuffix("." + layout.fileExtension) }
                        for f in packageSources {
                            let stem = String(f.dropLast(layout.fileExtension.count + 1))
                            if packageFiles[platform]?[stem] == nil { packageFiles[platform, default: [:]][stem] = dirRel + "/" + entry + "/" + f }
                        }
                    }
                    // A folder of a component's implementation (`impl/`, `internal/`, `internals/`): its files
                    // are read where a component calls them (listed above), none is a component.
                    if platform == .kotlin || platform == .swift, !entry.contains("."), DesignSystem.implementationFolders.contains(entry.lowercased()) { continue }
                    // A component file, or a component folder with a file named after it (`Button/Button.swift`,
                    // a Kotlin package `badge/Badge.kt`, `Button/Button.tsx` beside the barrel `Button/index.tsx`
                    // that re-exports it) or else its index file (`button/index.tsx`).
                    var file = entry, rel = dirRel + "/" + entry
                    if !entry.hasSuffix("." + layout.fileExtension) {
                        guard !entry.hasPrefix(".") else { continue }
                        guard let main = [entry, Normalize.pascal(entry), "index"].lazy.map({ $0 + "." + layout.fileExtension })
                            .first(where: { fm.fileExists(atPath: dir.appendingPathComponent(entry).appendingPathComponent($0).path) }) else {
                            // A Kotlin or Swift package of several components (Spark's `buttons/ButtonFilled.kt`,
                            // `ButtonOutlined.kt`, beside `ButtonIntent.kt`): each file that declares the
                            // component its name says is one; the folder's other files are their helpers.
                            // Not in a folder parity.json names as helpers (`controls/internal`).
                            let folderRel = dirRel + "/" + entry
                            if layout.helpers.contains(where: { h in let h = h.hasSuffix("/") ? String(h.dropLast()) : h; return folderRel == h || folderRel.hasPrefix(h + "/") }) { continue }
                            for (stem, fileRel) in DesignSystem.packageComponents(packageSources, in: dir.appendingPathComponent(entry), rel: folderRel, platform: platform,
                                                                                   fileExtension: layout.fileExtension, maxSize: config.maxFileSize)
                                where !layout.notComponents.contains(stem) {
                                let name = Normalize.kebab(stem)
                                // A name met first (nearer the component folder) wins over one in a deeper category.
                                if depth == 0 || perPlatform[platform]?[name] == nil { perPlatform[platform, default: [:]][name] = fileRel }
                            }
                            if platform == .kotlin || platform == .swift, depth < DesignSystem.maxCategoryDepth {
                                scan(dir.appendingPathComponent(entry), folderRel, depth: depth + 1, foldersOnly: true)
                            }
                            continue
                        }
                        file = entry + "." + layout.fileExtension
                        rel += "/" + main
                    }
                    let stem = String(file.dropLast(layout.fileExtension.count + 1))
                    if layout.notComponents.contains(stem) { continue }
                    let name = layout.naming == .kebab ? stem : Normalize.kebab(stem)
                    if depth == 0 || perPlatform[platform]?[name] == nil { perPlatform[platform, default: [:]][name] = rel }
                }
            }
            scan(config.root.appendingPathComponent(layout.componentDir), layout.componentDir, depth: 0, foldersOnly: false)
        }
        // Components parity.json names differently per platform: each file found under its own
        // name is that component's (`ODSCardSmall.swift` and `OdsSmallCard.kt` are `card-small`).
        for (component, files) in config.componentNames.sorted(by: { $0.key < $1.key }) {
            for (platform, written) in files.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                guard let layout = config.platforms[platform] else {
                    throw InputError("parity.json components.\(component).\(platform.rawValue): \(platform.rawValue) is not a platform of this design system; remove it or add platforms.\(platform.rawValue)")
                }
                let stem = written.hasSuffix("." + layout.fileExtension) ? String(written.dropLast(layout.fileExtension.count + 1)) : written
                let names = perPlatform[platform] ?? [:]
                let fileName = stem + "." + layout.fileExtension
                if let key = names[Normalize.kebab(stem)] != nil ? Normalize.kebab(stem) : names.first(where: { ($0.value as NSString).lastPathComponent == fileName })?.key {
                    if key != component {
                        perPlatform[platform]![component] = perPlatform[platform]![key]
                        perPlatform[platform]![key] = nil
                    }
                } else if let rel = DesignSystem.files(under: layout.componentDir, root: config.root, fileExtension: layout.fileExtension)
                            .first(where: { ($0 as NSString).lastPathComponent == fileName }) {
                    // A file the folder scan took for a helper (its name is not the type it declares).
                    perPlatform[platform, default: [:]][component] = rel
                } else {
                    throw InputError("parity.json components.\(component).\(platform.rawValue): no file `\(fileName)` under \(layout.componentDir); name a component file of that folder (its name without the extension)")
                }
            }
        }
        // A component is a name found on two platforms or more (the rest are helpers), or any
        // name when only one platform has component files (a Compose-only repository). A name
        // that some platforms lack and that is found only in TSX flavors, each of whose files
        // another component file of its flavor imports, is a helper of theirs (an `icon.tsx`
        // that the chips import), not a component missing elsewhere.
        // One name written with and without its word breaks (`InputField.kt` is `input-field`,
        // `inputfield.tsx` is `inputfield`) is one component, under the name with the breaks,
        // where no platform has files of both spellings (parity.json's names stay as given).
        var spellings: [String: Set<String>] = [:]
        for (_, names) in perPlatform { for n in names.keys { spellings[n.replacingOccurrences(of: "-", with: ""), default: []].insert(n) } }
        for (_, group) in spellings.sorted(by: { $0.key < $1.key }) where group.count > 1 && group.allSatisfy({ config.componentNames[$0] == nil }) {
            guard perPlatform.values.allSatisfy({ names in group.filter { names[$0] != nil }.count <= 1 }) else { continue }
            let name = group.max { a, b in (a.filter { $0 == "-" }.count, b) < (b.filter { $0 == "-" }.count, a) }!
            for (platform, names) in perPlatform {
                for other in group where other != name { if let rel = names[other] { perPlatform[platform]![name] = rel; perPlatform[platform]![other] = nil } }
            }
        }
        var counts: [String: Int] = [:]
        for (_, names) in perPlatform { for n in names.keys { counts[n, default: 0] += 1 } }
        let needed = perPlatform.count == 1 ? 1 : 2
        var imports: [Platform: [String: Set<String>]] = [:]
        func importedHelper(_ name: String) -> Bool {
            guard counts[name]! < perPlatform.count else { return false }
            for (platform, names) in perPlatform {
                guard names[name] != nil else { continue }
                // Swift and Kotlin files see their module without importing it: never a helper by this rule.
                guard DesignSystem.language(platform).id == Language.tsx.id else { return false }
                if imports[platform] == nil {
                    imports[platform] = names.mapValues { rel in
                        // Read as every source is (confined to the root, size-capped); one that cannot be read imports nothing.
                        (try? readSource(config.root.appendingPathComponent(rel).path, rel: rel, maxSize: config.maxFileSize).get()).map(DesignSystem.importedModules) ?? []
                    }
                }
                let importers = imports[platform]!.filter { $0.key != name && $0.value.contains(name) }
                if importers.isEmpty { return false }
            }
            return true
        }
        var unpaired: [Platform: [String]] = [:]
        for (platform, names) in perPlatform {
            for (name, rel) in names {
                if counts[name]! >= needed, !importedHelper(name) { found[name, default: [:]][platform] = rel } else {
                    helpers[platform, default: []].append(rel)
                    if counts[name]! < needed { unpaired[platform, default: []].append(rel) }
                }
            }
        }
        // Helper files and folders that parity.json names (outside the component folder).
        for (platform, layout) in config.platforms {
            for entry in layout.helpers {
                helpers[platform, default: []] += DesignSystem.files(under: entry, root: config.root, fileExtensions: layout.helperExtensions)
            }
        }
        self.components = found
        self.helpers = helpers.mapValues { Array(Set($0)).sorted() }
        self.unpaired = unpaired.mapValues { $0.sorted() }
        self.packageFiles = packageFiles
        self.rems = Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0, DesignSystem.readRem($0, config: config)) })
        self.tailwindMajors = Dictionary(uniqueKeysWithValues: [Platform.uniwind, .nativewind].compactMap { p in
            config.platforms[p].map { (p, Metro.tailwindMajor(p, layout: $0, root: config.root)) }
        })
    }

    /// The components of a Kotlin or Swift package folder that has no file named after it: each
    /// file whose stem is a type-style name and which declares that name as a composable function
    /// (`@Composable … fun ButtonFilled(`) or a SwiftUI view (`struct ButtonFilled: View`), read
    /// off its bytes. `names`: the folder's source files, sorted. Stems and root-relative paths, in file order.
    static func packageComponents(_ names: [String], in folder: URL, rel: String, platform: Platform, fileExtension: String, maxSize: Int) -> [(String, String)] {
        guard platform == .kotlin || platform == .swift else { return [] }
        var out: [(String, String)] = []
        for name in names {
            let stem = String(name.dropLast(fileExtension.count + 1))
            guard stem.first?.isUppercase == true, stem.allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
            let fileRel = rel + "/" + name
            guard case .success(let bytes) = readSource(folder.appendingPathComponent(name).path, rel: fileRel, maxSize: maxSize) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let declares = platform == .kotlin
                ? text.contains("@Composable") && (DesignSystem.declaresFunction(text, named: stem, publicOnly: false)
                    || DesignSystem.objectDeclaresPascalFunction(text, named: stem))
                : DesignSystem.declaresView(text, named: stem)
            if declares { out.append((stem, fileRel)); continue }
            // A file named after its composable and more (Thunderbird's `ButtonFilledTonalButton.kt` and
            // `ColorChipDefaults.kt` declare `fun ButtonFilledTonal(` and `fun ColorChip(`): the composable
            // of the longest such name, where no file of the folder is named after it; a public one (a
            // private composable of the file is a helper: Vitamin's `private fun VitaminTab(` in `VitaminTabItems.kt`).
            if platform == .kotlin, text.contains("@Composable"),
               let name = DesignSystem.leadingWords(of: stem).first(where: { p in
                   !names.contains(p + "." + fileExtension) && DesignSystem.declaresFunction(text, named: p, publicOnly: true)
               }) {
                out.append((name, fileRel))
            }
        }
        return out
    }

    /// The names a PascalCase name starts with, longest first, of two words or more and shorter
    /// than it (`ButtonFilledTonalButton`: `ButtonFilledTonal`, `ButtonFilled`).
    static func leadingWords(of name: String) -> [String] {
        let starts = name.indices.filter { $0 != name.startIndex && name[$0].isUppercase }
        return starts.dropFirst().reversed().map { String(name[..<$0]) }
    }

    public var componentNames: [String] { components.keys.sorted() }

    /// Names of the Kotlin and Swift folders that hold a component's implementation, not components
    /// (Vitamin's `chips/impl/VitaminChipImpl.kt`, `badges/internals/VitaminBadgeImpl.kt`).
    static let implementationFolders: Set<String> = ["impl", "internal", "internals"]

    /// Whether Kotlin source declares a function of the name, generic or not (`fun <T> RadioGroup(`);
    /// `publicOnly`: one neither `private` nor `internal` (on the line of its `fun`).
    static func declaresFunction(_ text: String, named name: String, publicOnly: Bool) -> Bool {
        guard text.contains(name + "(") else { return false }
        // Any visibility: `fun Name(` as written, else a generic one (the regex only where one may be).
        if !publicOnly, text.contains("fun \(name)(") { return true }
        if !publicOnly, !text.contains("fun <") { return false }
        let visible = publicOnly ? #"(?![^\n]*\b(?:private|internal)\b)"# : ""
        let typeParameters = publicOnly ? #"(?:<[^{}()]*>\s*)?"# : #"<[^{}()]*>\s*"#
        let pattern = "^" + visible + #"[^\n]*\bfun\s*"# + typeParameters + NSRegularExpression.escapedPattern(for: name) + #"\s*\("#
        guard let re = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return false }
        return re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Whether Kotlin source declares `object <name> {` whose body declares a function named in
    /// PascalCase (`fun Primary(`), by text: Compose names the composables that draw so, and those
    /// that return a value (`fun medium(): ButtonSizes`) in camelCase — an object of the latter is a
    /// factory of colors or sizes, not a component. The body ends where its braces close.
    static func objectDeclaresPascalFunction(_ text: String, named name: String) -> Bool {
        let b = Array(text.utf8), head = Array("object \(name) {".utf8)
        var i = 0
        while i + head.count <= b.count {
            i = SourceText.index(of: head[0], in: b, from: i)
            guard i + head.count <= b.count else { return false }
            guard (i == 0 || !isWord(b[i - 1])), Array(b[i..<i + head.count]) == head else { i += 1; continue }
            var k = i + head.count, depth = 1
            while k < b.count, depth > 0 {
                switch b[k] {
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: "f") where k + 4 < b.count && b[k + 1] == UInt8(ascii: "u") && b[k + 2] == UInt8(ascii: "n") && b[k + 3] == 0x20 && !isWord(b[k - 1])
                    && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b[k + 4]):
                    // A PascalCase name followed by its parameters (not an extension's receiver type).
                    var e = k + 4
                    while e < b.count, isWord(b[e]) { e += 1 }
                    if e < b.count, b[e] == UInt8(ascii: "(") { return true }
                default: break
                }
                k += 1
            }
            i = k
        }
        return false
    }

    /// Whether Swift source declares `struct <name>` whose inheritance clause names `View`
    /// (`struct Card: View`, `struct Row<Icon: View>: SwiftUI.View, Equatable`), by text: a style
    /// or strategy type (`struct PrimaryVariant: ButtonVariantProtocol`) is no view.
    static func declaresView(_ text: String, named name: String) -> Bool {
        var rest = Substring(text)
        while let r = rest.range(of: "struct " + name) {
            var s = rest[r.upperBound...]
            rest = s
            guard s.first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? false else { continue }
            s = s.drop { $0 == " " }
            // Generic parameters, which may name `View` themselves (`<Icon: View>`).
            if s.first == "<" {
                var depth = 0
                guard let close = s.firstIndex(where: { c in depth += c == "<" ? 1 : c == ">" ? -1 : 0; return depth == 0 }) else { continue }
                s = s[s.index(after: close)...].drop { $0 == " " }
            }
            guard s.first == ":" else { continue }
            let clause = s.dropFirst().prefix { $0 != "{" }.split(separator: "where").first ?? ""
            if clause.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").last == "View" }) { return true }
        }
        return false
    }

    /// `PARITY_TRACE_SIBLINGS=1`: one line on standard error per other file a component's program
    /// reads (the file, the name that brought it, the file read).
    static let traceSiblings = ProcessInfo.processInfo.environment["PARITY_TRACE_SIBLINGS"] == "1"

    /// How deep Kotlin and Swift components are looked for below folders that are no component
    /// folder (`Views/Buttons/Button/V2/VGRButtonV2.swift` is three below `Views`).
    static let maxCategoryDepth = 3

    /// The path of a root-relative file.
    func path(_ rel: String) -> String { rootPath.hasSuffix("/") ? rootPath + rel : rootPath + "/" + rel }

    /// Reads and parses a root-relative file; problems become diagnostics.
    func parse(_ rel: String, language: Language, parser: Parser) -> (ParsedFile?, [Diagnostic]) {
        parse(rel, readSource(path(rel), rel: rel, maxSize: config.maxFileSize), parser: parser)
    }

    /// Parses bytes already read (or the reason they were not); problems become diagnostics.
    func parse(_ rel: String, _ read: Result<[UInt8], SourceProblem>, parser: Parser) -> (ParsedFile?, [Diagnostic]) {
        let loc = SourceLocation(file: rel, line: 1, column: 1)
        let bytes: [UInt8]
        switch read {
        case .success(let b): bytes = b
        case .failure(let problem): return (nil, [Diagnostic(kind: .warning, message: problem.message, location: loc)])
        }
        // A budget far above a valid file's parse time (about 0.5 s for 2 MiB of Swift).
        let budget = 1 + bytes.count / (256 * 1024)
        // A Kotlin file's package and import lines are read off its bytes (`KotlinLowering.header`).
        // Trailing commas tree-sitter 0.7.4's grammars do not know are read as spaces.
        var source = SourceText(bytes: parser.language.id == "kotlin" ? KotlinLowering.withoutArrowTrailingCommas(bytes)
                                : parser.language.id == "swift" ? SwiftLowering.withActiveBranches(SwiftLowering.withoutTrailingCommas(bytes)) : bytes)
        let start = parser.language.id == "kotlin" ? KotlinLowering.header(source.bytes)?.end ?? 0 : 0
        guard var tree = try? parser.parse(source, timeoutMicros: UInt64(budget) * 1_000_000, from: start) else {
            return (nil, [Diagnostic(kind: .warning, message: "\(rel): skipped: tree-sitter gave up after \(budget) s (syntax errors it cannot recover from quickly)", location: loc)])
        }
        // A Kotlin `when` whose range entries the grammar runs together: parsed again with them separated
        // (only a file with a syntax error pays for the scan).
        if parser.language.id == "kotlin", tree.root.hasError, case let separated = KotlinLowering.withWhenRangeEntriesSeparated(source.bytes),
           separated != source.bytes, let again = try? parser.parse(SourceText(bytes: separated), timeoutMicros: UInt64(budget) * 1_000_000, from: start) {
            source = SourceText(bytes: separated)
            tree = again
        }
        let file = ParsedFile(path: rel, tree: tree)
        let all = tree.root.syntaxErrors(skipping: DesignSystem.unreadStatements[parser.language.id] ?? [])
            .filter { !DesignSystem.isGrammarGap($0, language: parser.language.id) }
        var errors = all.prefix(20).map { node in
            Diagnostic(kind: .parseError, message: node.isMissing ? "missing `\(node.type)`" : "syntax error near `\(node.text.prefix(40))`", location: file.location(node))
        }
        if all.count > 20, let last = errors.last {
            errors[errors.count - 1].message = last.message + " (and \(all.count - 20) more syntax errors after it)"
        }
        return (file, Array(errors))
    }

    /// Statements parity never reads, by grammar, whose syntax errors are the grammar's gaps, not
    /// the design system's: tree-sitter-css 0.7.4 does not know `@import "x.css" layer(theme);`
    /// (CSS Cascade Layers), which Tailwind 4's `global.css` starts with.
    static let unreadStatements: [String: Set<String>] = ["css": ["import_statement"]]

    static func language(_ platform: Platform) -> Language {
        switch platform {
        case .uniwind, .nativewind, .stylesheet: return .tsx
        case .swift: return .swift
        case .kotlin: return .kotlin
        }
    }

    /// Whether any platform has a token or theme file.
    public var hasTokenFiles: Bool { Platform.allCases.contains { !tokenEntries($0).allSatisfy { $0.files.isEmpty && !$0.folder } } }

    /// The platform's tokens entries, each with its files (a folder walked once) and whether it is a folder.
    func tokenEntries(_ platform: Platform) -> [(entry: String, files: [String], folder: Bool)] {
        guard let layout = config.platforms[platform] else { return [] }
        let exts = tokenExtensions(platform, layout)
        return layout.tokens.map { entry in
            var isDir: ObjCBool = false
            let folder = FileManager.default.fileExists(atPath: config.root.appendingPathComponent(entry).path, isDirectory: &isDir) && isDir.boolValue
            return (entry, DesignSystem.files(under: entry, root: config.root, fileExtensions: exts), folder)
        }
    }

    /// Files of a token entry: a file, or every file with the platform's extension in a folder.
    /// A root-relative file, or the files with the extension in a folder and its subfolders
    /// (hidden folders skipped), sorted.
    static func files(under entry: String, root: URL, fileExtension: String) -> [String] {
        files(under: entry, root: root, fileExtensions: [fileExtension])
    }

    /// The same with several extensions; type declarations (`.d.ts`) and tests (`x.test.ts`) are no helpers.
    static func files(under entry: String, root: URL, fileExtensions: [String]) -> [String] {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        let url = root.appendingPathComponent(entry)
        guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else { return [] }
        guard isDir.boolValue else { return [entry] }
        var out: [String] = []
        for name in ((try? fm.contentsOfDirectory(atPath: url.path)) ?? []).sorted() where !name.hasPrefix(".") {
            let rel = entry + "/" + name
            var sub: ObjCBool = false
            guard fm.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &sub) else { continue }
            if sub.boolValue {
                // A symlinked folder is not followed (one pointing outside the root is refused where files are read).
                let attrs = try? fm.attributesOfItem(atPath: url.appendingPathComponent(name).path)
                if attrs?[.type] as? FileAttributeType == .typeSymbolicLink { continue }
                out += files(under: rel, root: root, fileExtensions: fileExtensions)
            } else if fileExtensions.contains(where: { name.hasSuffix("." + $0) }), fileExtensions.count == 1 || !DesignSystem.notHelper(name) {
                out.append(rel)
            }
        }
        return out
    }

    /// The names (in kebab case) of the modules a TSX file imports: the last segment of each
    /// `from "…"` / `import "…"` / `require("…")` path, or the folder of an `index` path
    /// (`@/components/ui/icon`, `./icon`, `../icon/index` are `icon`).
    static func importedModules(_ bytes: [UInt8]) -> Set<String> {
        let text = String(decoding: bytes, as: UTF8.self)
        var out: Set<String> = []
        for quote in ["\"", "'"] {
            for marker in ["from " + quote, "import " + quote, "require(" + quote] {
                var rest = text[...]
                while let r = rest.range(of: marker) {
                    rest = rest[r.upperBound...]
                    guard let end = rest.firstIndex(of: Character(quote)) else { break }
                    var segments = rest[..<end].split(separator: "/").map(String.init)
                    rest = rest[end...]
                    if var last = segments.last {
                        for ext in [".tsx", ".ts", ".jsx", ".js"] where last.hasSuffix(ext) { last.removeLast(ext.count) }
                        segments[segments.count - 1] = last
                    }
                    if segments.last == "index" { segments.removeLast() }
                    if let last = segments.last, !last.hasPrefix(".") { out.insert(Normalize.kebab(last)) }
                }
            }
        }
        return out
    }

    /// A type declaration file or a test (`index.d.ts`, `Button.test.tsx`, `x.spec.ts`).
    static func notHelper(_ name: String) -> Bool {
        name.hasSuffix(".d.ts") || name.contains(".test.") || name.contains(".spec.")
    }

    /// A file for another platform than a native app's (`index.web.tsx`, `button.ios.tsx`): the
    /// segment before the extension names one. A file named in parts (`chip.styles.ts`) is no variant.
    static func isPlatformVariant(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.count > 2 && ["web", "ios", "android", "native", "windows", "macos", "stories"].contains(parts[parts.count - 2])
    }

    /// The colors of the asset catalogs beside the Swift token files and in the folders above them,
    /// read once (the token table and every worker's SwiftUI tables take them).
    func assetColors() -> [String: AssetCatalog.Color] {
        assetColorCache.withLock { cache in
            if let cache { return cache }
            // Catalogs listed in `tokens` themselves (`"swift/Assets/Assets.xcassets"`) come first.
            let listed = (config.platforms[.swift]?.tokens ?? []).filter { $0.hasSuffix(".xcassets") }
            let near = AssetCatalog.catalogs(near: tokenFiles(.swift), root: config.root).filter { !listed.contains($0) }
            let colors = AssetCatalog.colors(in: listed + near, root: config.root)
            cache = colors
            return colors
        }
    }
    private let assetColorCache = Mutex<[String: AssetCatalog.Color]?>(nil)

    /// The Android resources of the Kotlin platform (`AndroidResources`): the res folders listed in
    /// `platforms.kotlin.resources`, then those of the modules holding the component, helper and
    /// token files, read once (every worker's Compose tables take them); with what could not be read.
    func androidResources() -> (table: ResourceTable, problems: [Diagnostic]) {
        androidResourceCache.withLock { cache in
            if let cache { return cache }
            var problems: [Diagnostic] = []
            var listed: [String] = []
            for entry in config.platforms[.kotlin]?.resources ?? [] {
                guard let folder = AndroidResources.folder(listed: entry, root: config.root) else {
                    problems.append(Diagnostic(kind: .warning, message: "\(entry): no `values` folder in it or in its `src/main/res`, so no Android resource is read from it; list res folders (`lib/src/main/res`) in `platforms.kotlin.resources` of parity.json", location: SourceLocation(file: entry, line: 1, column: 1)))
                    continue
                }
                if !listed.contains(folder) { listed.append(folder) }
            }
            let files = components.keys.sorted().compactMap { components[$0]?[.kotlin] } + (helpers[.kotlin] ?? []) + tokenFiles(.kotlin)
            let near = AndroidResources.folders(near: files, root: config.root).filter { !listed.contains($0) }
            let read = AndroidResources.read(listed + near, root: config.root, maxSize: config.maxFileSize)
            let result = (read.table, problems + read.problems)
            cache = result
            return result
        }
    }
    private let androidResourceCache = Mutex<(table: ResourceTable, problems: [Diagnostic])?>(nil)

    /// The classes a Tailwind flavor's CSS token files define as rules (`ProjectClasses`), read once.
    func projectClasses(_ platform: Platform) -> ProjectClasses {
        projectClassCache.withLock { cache in
            if let c = cache[platform] { return c }
            var files: [ParsedFile] = []
            if platform == .uniwind || platform == .nativewind, let parser = try? Parser(language: .css) {
                files = tokenFiles(platform).filter { $0.hasSuffix(".css") }.compactMap { parse($0, language: .css, parser: parser).0 }
            }
            let c = ProjectClasses.read(files, vars: ThemeReaders.cssVariables(files), rem: rem(platform))
            cache[platform] = c
            return c
        }
    }
    private let projectClassCache = Mutex<[Platform: ProjectClasses]>([:])

    public func tokenFiles(_ platform: Platform) -> [String] {
        // A folder with its subfolders, as helper folders are read (Orbit's `Foundation/Spacing/Spacing.swift`).
        tokenEntries(platform).flatMap(\.files)
    }

    /// The extensions of a platform's token files in a tokens folder: Swift's and Kotlin's own; a
    /// TSX platform's theme is CSS (`global.css`, a folder of component CSS files), TypeScript or JavaScript.
    func tokenExtensions(_ platform: Platform, _ layout: PlatformLayout) -> [String] {
        switch platform {
        case .swift, .kotlin: [layout.fileExtension]
        case .uniwind, .nativewind, .stylesheet: Array(Set([layout.fileExtension, "css", "ts", "js", "mjs", "cjs"])).sorted()
        }
    }

    /// The token table of one platform: its token files, its Tailwind theme (CSS variables, or
    /// a `tailwind.config` whose values may name them) and the colors the platform defines itself.
    public func tokens(_ platform: Platform) -> TokenTable {
        var table = TokenTable()
        let entries = tokenEntries(platform)
        let rels = entries.flatMap(\.files)
        let anchor = SourceLocation(file: rels.first ?? config.platforms[platform]?.componentDir ?? ".", line: 1, column: 1)
        table.systemColors = SystemColors.table(for: platform, set: config.systemColors, location: anchor)
        if platform == .kotlin { table.builtinTypography = MaterialTypeScale.typography }
        if platform == .swift { table.builtinTypography = AppleTextStyles.typography }
        // A tokens folder without a file parity reads is said, not passed over.
        if let layout = config.platforms[platform] {
            let exts = tokenExtensions(platform, layout)
            for (entry, _, _) in entries.filter({ $0.folder && $0.files.isEmpty }) {
                table.diagnostics.append(Diagnostic(kind: .warning, message: "\(entry): the \(platform.rawValue) tokens folder holds no \(exts.map { "." + $0 }.joined(separator: ", ")) file, so no token is read from it; list the theme files in `platforms.\(platform.rawValue).tokens` of parity.json", location: SourceLocation(file: entry, line: 1, column: 1)))
            }
        }
        var parsed: [String: [ParsedFile]] = [:]
        var parsers: [String: Parser] = [:]
        for rel in rels {
            let ext = rel.hasSuffix(".css") ? "css" : rel.hasSuffix(".swift") ? "swift" : rel.hasSuffix(".kt") ? "kt" : "js"
            let language: Language = ext == "css" ? .css : ext == "swift" ? .swift : ext == "kt" ? .kotlin : .tsx
            guard let parser = parsers[ext] ?? (try? Parser(language: language)) else { continue }
            parsers[ext] = parser
            let (file, diags) = parse(rel, language: language, parser: parser)
            table.diagnostics += diags
            if let file { parsed[ext, default: []].append(file) }
        }
        switch platform {
        case .swift:
            TokenReaders.swift(parsed["swift"] ?? [], conventions: config.conventions, shadowBlurFactor: config.shadowBlurFactor, assets: assetColors(), into: &table)
        case .kotlin:
            TokenReaders.kotlin(parsed["kt"] ?? [], conventions: config.conventions, into: &table)
            // Schemes built by functions of the token and helper files, evaluated; only where one of
            // them may declare one (its text has `fun light` or `fun dark`): lowering them all (and
            // Material's prelude) costs a small run more than the rest of it.
            let texts = (parsed["kt"] ?? []).map(\.tree.source.bytes) + (helpers[.kotlin] ?? []).compactMap { try? readSource(path($0), rel: $0, maxSize: config.maxFileSize).get() }
            let schemes = texts.contains(where: KotlinSchemes.mayDeclareScheme)
            // Material 3 schemes built of the project's tokens (`lightColorScheme(primary = bgActionPrimaryRest, …)`).
            let materialRoles = texts.contains(where: KotlinSchemes.mayBuildMaterialScheme)
            // Type scales made by a function (`fun createTypography(…): Typography`), only in the token files.
            let scales = (parsed["kt"] ?? []).contains { KotlinTypeScales.mayDeclare($0.tree.source.bytes) }
            if schemes || scales || materialRoles {
                let worker = Worker(system: self)
                if schemes { KotlinSchemes.read(worker.kotlinBase, builtins: worker.composeBase.builtins, files: worker.kotlinOwnFiles, into: &table) }
                if materialRoles { KotlinSchemes.readMaterialRoles(worker.kotlinBase, files: worker.kotlinOwnFiles, into: &table) }
                if scales {
                    let tokenPaths = Set(rels)
                    let files = worker.kotlinOwnFiles.filter { worker.kotlinBase.file($0).map { tokenPaths.contains($0.path) } ?? false }
                    KotlinTypeScales.read(worker.kotlinBase, tables: worker.composeBase, files: files, into: &table)
                }
            }
        case .stylesheet: TokenReaders.styleSheet(parsed["js"] ?? [], shadowBlurFactor: config.shadowBlurFactor, into: &table)
        case .uniwind, .nativewind:
            let vars = ThemeReaders.cssVariables(parsed["css"] ?? [])
            if let configs = parsed["js"], !configs.isEmpty {
                ThemeReaders.tailwindConfig(configs, vars: vars, rem: rem(platform), into: &table)
            } else {
                ThemeReaders.css(vars, rem: rem(platform), into: &table)
            }
        }
        return table
    }

    /// The token tables of every platform, read `jobs` platforms at a time (they are read before
    /// any component, so a run waits for them).
    public func allTokens(jobs: Int = 1) -> [Platform: TokenTable] {
        let platforms = Platform.allCases
        let tables = Mutex<[Platform: TokenTable]>([:])
        let workers = min(max(1, jobs), platforms.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for platform in platforms.indices.filter({ $0 % workers == worker }).map({ platforms[$0] }) {
                let table = tokens(platform)
                tables.withLock { $0[platform] = table }
            }
        }
        return tables.withLock { $0 }
    }

    /// Points per rem for a Tailwind flavor: `metro.config.js` (`inlineRem`, `polyfills.rem`)
    /// when present (see `Metro`), else the layout's default. Read as text, never run, once per run.
    public func rem(_ platform: Platform) -> Double { rems[platform] ?? 16 }

    /// Where a flavor's rem comes from, for messages (`Metro.remSource`).
    public func remSource(_ platform: Platform) -> String {
        guard let layout = config.platforms[platform] else { return "the default" }
        return Metro.remSource(platform, layout: layout, root: config.root)
    }

    private static func readRem(_ platform: Platform, config: Configuration) -> Double {
        guard let layout = config.platforms[platform] else { return 16 }
        return Metro.rem(platform, layout: layout, root: config.root)
    }

    /// Extracts one component on every platform that has it.
    public func extract(_ component: String, tokens: [Platform: TokenTable], platforms: [Platform] = Platform.allCases) throws -> [Implementation] {
        guard components[component] != nil else {
            throw InputError("unknown component `\(component)`; components found: \(componentNames.joined(separator: ", "))")
        }
        return extract(component, tokens: tokens, platforms: platforms, worker: Worker(system: self), typographyNames: Set(tokens.values.flatMap { $0.typography.keys }))
    }

    /// Extracts many components, `jobs` at a time. Each worker thread has its own parsers and
    /// its own parsed helper files and TSX memo (trees never cross threads).
    ///
    /// The unit of work is one file. Files are taken in batches of `batchSize` components and,
    /// inside a batch, platform by platform, so a thread parses many files of one grammar in a
    /// row: a grammar's parse tables stay in the core's cache. Switching grammar on every file
    /// (component by component) made the same parses 22% slower (`parity-floor` with its files
    /// interleaved by name, BENCHMARKS.md). A component is compared (`transform`, on the worker)
    /// as soon as its last file is extracted, so at most about two batches of facts are alive.
    /// The result is in the order of `names`, whatever the order the workers finished in, and an
    /// implementation list is in platform order as in `extract(_:tokens:)`.
    public func extractAll<R: Sendable>(_ names: [String], tokens: [Platform: TokenTable], jobs: Int, batchSize: Int = 64,
                                        then transform: @Sendable (String, [Implementation]) -> R) throws -> [R] {
        for name in names where components[name] == nil {
            throw InputError("unknown component `\(name)`; components found: \(componentNames.joined(separator: ", "))")
        }
        let typographyNames = Set(tokens.values.flatMap { $0.typography.keys })
        let files = names.map { components[$0] ?? [:] }
        let size = max(1, batchSize)
        let work: [(component: Int, platform: Platform)] = stride(from: 0, to: names.count, by: size).flatMap { start in
            let batch = start..<min(names.count, start + size)
            return Platform.allCases.flatMap { platform in batch.filter { files[$0][platform] != nil }.map { ($0, platform) } }
        }
        let pending = files.map { PendingComponent(due: $0.count) }
        let state = Mutex((pending: pending, results: [R?](repeating: nil, count: names.count)))
        // A component with no file at all is compared here: no worker will finish it.
        for i in names.indices where files[i].isEmpty {
            let result = transform(names[i], [])
            state.withLock { $0.results[i] = result }
        }
        let next = Atomic<Int>(0)
        let workers = max(1, min(jobs, work.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let worker = Worker(system: self)
            while true {
                let w = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard w < work.count else { break }
                let (i, platform) = work[w]
                let impl = extract(names[i], platform: platform, file: files[i][platform]!, tokens: tokens[platform] ?? TokenTable(), typographyNames: typographyNames, worker: worker)
                let complete: [Implementation]? = state.withLock { s in
                    s.pending[i].implementations[platform.ordinal] = impl
                    s.pending[i].due -= 1
                    guard s.pending[i].due == 0 else { return nil }
                    let all = s.pending[i].implementations.compactMap { $0 }
                    s.pending[i].implementations = []
                    return all
                }
                if var complete {
                    PartAlignment.align(&complete)
                    let result = transform(names[i], complete)
                    state.withLock { $0.results[i] = result }
                }
            }
        }
        return state.withLock { s in s.results.compactMap { $0 } }
    }

    /// A component of `extractAll` whose files are not all extracted yet: its implementations so
    /// far (by platform ordinal) and how many files are still due.
    struct PendingComponent {
        var implementations: [Implementation?] = Array(repeating: nil, count: Platform.allCases.count)
        var due: Int
    }

    /// What one thread keeps between components: a parser per language, and the helper files
    /// of each platform, parsed and learned the first time a component needs them.
    final class Worker {
        let system: DesignSystem
        private var parsers: [String: Parser] = [:]
        private var helperFiles: [Platform: [ParsedFile]] = [:]

        init(system: DesignSystem) { self.system = system }

        /// SwiftUI's tables, and the declarations of the Swift helper and theme files, lowered once.
        lazy var swiftTables: PlatformTables = {
            // The project's own typography token types and text-style helpers, read off its theme and helper files.
            var conventions = system.config.conventions
            let (types, helpers) = Worker.typographyOfTheProject(swiftBase, known: conventions.swiftTypographyTypes.union(conventions.swiftTokenTypes.filter { $0.value == "typography" }.keys))
            conventions.swiftTypographyTypes.formUnion(types)
            conventions.swiftTextStyleHelpers.formUnion(helpers)
            var t = PlatformTables.swiftUI(conventions)
            t.builtins.assetColors = system.assetColors().compactMapValues(\.value)
            noted(&t.builtins, .swift)
            return t
        }()
        lazy var swiftBase: Program = Worker.markingLibrary(lowerProgram(SwiftLowering.self, withCalledFiles(helpers(.swift) + themeFiles(.swift), .swift) + swiftUIPrelude()), path: SwiftUIPrelude.path)

        /// A SwiftUI project's typography token types and text-style helpers that its conventions do not
        /// name: a type whose static members are built with a size and a line height
        /// (`static let bodyMd = TypeStyle(size: 15, lineHeight: 20, tracking: -0.15)`:
        /// `TokenReaders.swiftTypographyLabels`), and a `View` method whose first parameter is of such a
        /// type, or of one `known` (`func typography(_ style: TypeStyle) -> some View`).
        static func typographyOfTheProject(_ program: Program, known: Set<String>) -> (types: Set<String>, helpers: Set<String>) {
            var types: Set<String> = []
            for (i, decls) in program.declarations.enumerated() where !program.libraryFiles.contains(Int32(i) + (program.base?.fileCount ?? 0)) {
                for d in decls where d.kind == .type || d.kind == .extension {
                    guard let name = d.kind == .extension ? d.receiver : d.name, !known.contains(name) else { continue }
                    let builds = d.members.contains { m in
                        guard m.isStatic, m.kind == .property, let v = m.value, case .call(_, let args, _) = v.kind else { return false }
                        return TokenReaders.statesTypography(Set(args.compactMap(\.label)))
                    }
                    if builds { types.insert(name) }
                }
            }
            let typography = known.union(types)
            var helpers: Set<String> = []
            for (name, decls) in program.members["View"] ?? [:] {
                if decls.contains(where: { d in d.kind == .function && d.params.first?.type.map { typography.contains($0.replacingOccurrences(of: "?", with: "")) } == true }) {
                    helpers.insert(name)
                }
            }
            return (types, helpers)
        }

        /// SwiftUI's library declarations as SwiftUI declares them (`SwiftUIPrelude`), after the project's files.
        func swiftUIPrelude() -> [ParsedFile] {
            guard let p = parser(DesignSystem.language(.swift)) else { return [] }
            let (file, _) = system.parse(SwiftUIPrelude.path, .success(Array(SwiftUIPrelude.swift.utf8)), parser: p)
            return file.map { [$0] } ?? []
        }

        /// Each TSX flavor's tables and the declarations of its helper files, lowered once, and
        /// its interpreters (they remember what each class string means) for the typography
        /// names of the run.
        private var tsx: [Platform: (tables: PlatformTables, base: Program)] = [:]
        private var tsxInterpreters: [Platform: (names: Set<String>, interpreters: [String: any Interpreter])] = [:]

        /// The token files' declarations are visible too (`export function tracking(em, size)`),
        /// but for the token objects and what hands them out, which stay token spaces.
        /// The typography sizes of each platform's token table, for its tables (`Builtins.typographySizes`);
        /// set before a platform's first extraction.
        var typographySizes: [Platform: [String: [String: Double]]] = [:]
        /// The colors of each platform's color tokens (`Builtins.tokenColors`); set with the sizes.
        var tokenColors: [Platform: [String: ColorPair]] = [:]
        /// The lengths of each platform's spacing tokens (`Builtins.tokenLengths`); set with the sizes.
        var tokenLengths: [Platform: [String: Double]] = [:]

        /// A platform's builtins with what `noteTokens` kept of its tokens.
        func noted(_ builtins: inout Builtins, _ platform: Platform) {
            builtins.typographySizes = typographySizes[platform] ?? [:]
            builtins.tokenColors = tokenColors[platform] ?? [:]
            builtins.tokenLengths = tokenLengths[platform] ?? [:]
        }

        func noteTokens(_ tokens: TokenTable, _ platform: Platform) {
            guard typographySizes[platform] == nil else { return }
            tokenLengths[platform] = tokens.spacing.mapValues(\.value)
            tokenColors[platform] = tokens.systemColors.mapValues(\.value).merging(tokens.colors.mapValues(\.value)) { _, own in own }
            typographySizes[platform] = tokens.typography.mapValues { e in
                // Tracking as SwiftUI tokens state it, in points (`TextStyle.footnote.tracking`), and a
                // style's `letterSpacing` field, as React Native's and a SwiftUI theme's `TextStyle` state it.
                let points = e.value.letterSpacing * e.value.size
                var fields = ["fontSize": e.value.size, "size": e.value.size, "pointSize": e.value.size, "lineHeight": e.value.lineHeight,
                              "tracking": points, "kerning": points, "letterSpacing": points]
                // Its weight, where the token states one (`baseStyle.fontWeight` of a Compose style token).
                if let w = e.value.weight { fields["fontWeight"] = w }
                return fields
            }
        }

        func tsx(_ platform: Platform) -> (tables: PlatformTables, base: Program) {
            if let t = tsx[platform] { return t }
            var tables = TSXTables.tables(platform, system.config.conventions)
            noted(&tables.builtins, platform)
            let program = lowerProgram(TSXLowering.self, helpers(platform))
            let objects = Set(tables.builtins.tokenSpaces.keys)
            let helperPaths = Set(helpers(platform).map(\.path))
            for f in themeFiles(platform) where !helperPaths.contains(f.path) {
                let decls = TSXLowering.lower(f.root, file: program.nextFileIndex).filter { !TSXLowering.namesTokenObject($0, objects) }
                _ = program.add(file: f.irFile, declarations: decls)
            }
            let t = (tables, program)
            tsx[platform] = t
            return t
        }

        /// The TSX interpreters of a platform whose token table is `tokens`.
        func interpreters(_ platform: Platform, typographyNames: Set<String>, tokens: TokenTable) -> [String: any Interpreter] {
            if let i = tsxInterpreters[platform], i.names == typographyNames { return i.interpreters }
            let steps = TailwindInterpreter.ThemeSteps(steps: TokenKind.defined(in: tokens), files: system.tokenFiles(platform), platform: platform.rawValue)
            let i = TSXTables.interpreters(platform, conventions: system.config.conventions, rem: system.rem(platform), typographyNames: typographyNames,
                                           tailwindMajor: system.tailwindMajors[platform], projectClasses: system.projectClasses(platform),
                                           spacing: tokens.spacing.mapValues(\.value), themeSteps: steps)
            tsxInterpreters[platform] = (typographyNames, i)
            return i
        }

        /// Compose's tables, and the declarations of the Kotlin helper and theme files, lowered once.
        lazy var composeBase: PlatformTables = {
            var t = PlatformTables.compose(system.config.conventions)
            // The theme files' token objects named after a brand (`object AcmeTypography`): tokens, as `Typography`'s are.
            let tokenPaths = Set(system.tokenFiles(.kotlin))
            for f in kotlinOwnFiles where kotlinBase.file(f).map({ tokenPaths.contains($0.path) }) == true {
                for d in kotlinBase.declarations[Int(f) - Int(kotlinBase.base?.fileCount ?? 0)] where d.kind == .type && t.builtins.tokenTypes[d.name] == nil {
                    if let kind = system.config.conventions.kotlinTokenKind(d.name) { t.builtins.tokenTypes[d.name] = kind }
                }
            }
            t.builtins.resources = system.androidResources().table
            noted(&t.builtins, .kotlin)
            return t
        }()
        /// With the project's color scheme functions as `scheme` rows (`KotlinSchemes.tables`).
        lazy var composeTables = KotlinSchemes.tables(composeBase, program: kotlinBase, files: kotlinOwnFiles)
        /// The project's color CompositionLocals of the helper and theme files (`KotlinSchemes.colorLocals`).
        lazy var baseColorLocals: [String] = kotlinOwnFiles.sorted().flatMap { f in
            KotlinSchemes.colorLocals(kotlinBase.declarations[Int(f) - Int(kotlinBase.base?.fileCount ?? 0)])
        }
        private var composeTablesByLocals: [[String]: PlatformTables] = [:]

        /// `composeTables`, with the color CompositionLocals the program declares (its own files', the
        /// helpers') read as `LocalContentColor` is.
        func composeTables(for program: Program) -> PlatformTables {
            let conventions = system.config.conventions.kotlinContentColorLocals
            let locals = Array(Set(baseColorLocals + program.declarations.flatMap(KotlinSchemes.colorLocals)).subtracting(conventions)).sorted()
            guard !locals.isEmpty else { return composeTables }
            if let t = composeTablesByLocals[locals] { return t }
            let t = KotlinSchemes.withContentColorLocals(composeTables, locals, conventions: conventions)
            composeTablesByLocals[locals] = t
            return t
        }
        lazy var kotlinBase: Program = Worker.markingLibrary(lowerProgram(KotlinLowering.self, withCalledFiles(helpers(.kotlin) + themeFiles(.kotlin), .kotlin) + materialPrelude()), path: MaterialPrelude.path)
        /// The files of `kotlinBase` that are the project's (not Material's prelude).
        lazy var kotlinOwnFiles = Set((0..<kotlinBase.fileCount).filter { !kotlinBase.libraryFiles.contains($0) })

        /// `program` with its files at `path` (a prelude's) marked as the library's (`Program.libraryFiles`).
        static func markingLibrary(_ program: Program, path: String) -> Program {
            program.libraryFiles = Set((0..<program.fileCount).filter { program.file($0)?.path == path })
            return program
        }

        /// The paths of the project files of the platform's base program (Kotlin and Swift).
        func basePaths(_ platform: Platform) -> Set<String> { platform == .kotlin ? kotlinBasePaths : swiftBasePaths }
        lazy var kotlinBasePaths = Set(kotlinOwnFiles.compactMap { kotlinBase.file($0)?.path })
        lazy var swiftBasePaths = Set((0..<swiftBase.fileCount).filter { !swiftBase.libraryFiles.contains($0) }.compactMap { swiftBase.file($0)?.path })

        /// The helper and token files, then the package files whose lower-case functions and
        /// extension members they call (`dynamicColorOf(…)` of Backpack's `utils/Color.kt` in its
        /// token file `BpkBadgeColors.kt`): as a component's program brings those it calls (`siblings`),
        /// one level.
        /// A file that is both a helper and a token file is lowered once (twice, a theme of it ran
        /// twice and "provided differently" what it provides).
        func withCalledFiles(_ given: [ParsedFile], _ platform: Platform) -> [ParsedFile] {
            var seen: Set<String> = []
            let files = given.filter { seen.insert($0.path).inserted }
            let functions = system.declaredFunctions(platform)
            guard !functions.isEmpty, let p = parser(DesignSystem.language(platform)) else { return files }
            var out = files
            for f in files {
                for name in DesignSystem.lowerCaseUses(f.tree.source.bytes) {
                    guard let rel = functions[name], seen.insert(rel).inserted,
                          let parsed = system.parse(rel, language: DesignSystem.language(platform), parser: p).0 else { continue }
                    out.append(parsed)
                }
            }
            return out
        }

        /// Material 3's defaults as Compose declares them (`MaterialPrelude`), after the project's files.
        func materialPrelude() -> [ParsedFile] {
            guard let p = parser(DesignSystem.language(.kotlin)) else { return [] }
            let (file, _) = system.parse(MaterialPrelude.path, .success(Array(MaterialPrelude.kotlin.utf8)), parser: p)
            return file.map { [$0] } ?? []
        }

        /// The platform's token files, parsed (their declarations are visible to components).
        func themeFiles(_ platform: Platform) -> [ParsedFile] {
            let language = DesignSystem.language(platform)
            guard let p = parser(language) else { return [] }
            return system.tokenFiles(platform).filter { $0.hasSuffix(".kt") || $0.hasSuffix(".swift") || $0.hasSuffix(".ts") || $0.hasSuffix(".tsx") }
                .compactMap { system.parse($0, language: language, parser: p).0 }
        }

        func parser(_ language: Language) -> Parser? {
            if let p = parsers[language.id] { return p }
            let p = try? Parser(language: language)
            parsers[language.id] = p
            return p
        }

        func helpers(_ platform: Platform) -> [ParsedFile] {
            if let files = helperFiles[platform] { return files }
            let language = DesignSystem.language(platform)
            var files: [ParsedFile] = []
            var problems: [Diagnostic] = []
            if let p = parser(language) {
                for rel in system.helpers[platform] ?? [] {
                    let (file, diags) = system.parse(rel, language: language, parser: p)
                    if let file { files.append(file) }
                    // A helper that cannot be read (outside the root, not UTF-8, …) is said on every
                    // component of the platform, which would have used it.
                    problems += diags.filter { $0.kind == .warning }
                }
            }
            helperFiles[platform] = files
            helperProblems[platform] = problems
            return files
        }

        /// Why helper files of a platform could not be read.
        private(set) var helperProblems: [Platform: [Diagnostic]] = [:]

        /// Other component files of the platform whose function or view the file calls by name
        /// (`BadgePrimitive(…)` in `Badge.kt`, `BadgePrimitive.kt` being a component of its own),
        /// and theirs, three files deep: Kotlin and Swift see every declaration of their module.
        /// Found by the file's names followed by `(` or `{`, so only files it may call are parsed.
        func siblings(of file: ParsedFile, platform: Platform, own: [ParsedFile] = []) -> [ParsedFile] {
            if stems[platform] == nil { stems[platform] = system.componentStems(platform) }
            let stems = self.stems[platform]!
            guard !stems.isEmpty, let p = parser(DesignSystem.language(platform)) else { return [] }
            let declared = system.declaredTypes(platform)
            let functions = system.declaredFunctions(platform)
            let values = system.declaredValues(platform), valueNames = values.keys.sorted()
            var out: [ParsedFile] = []
            // Not the base program's files (token and helper files, and those they call): their
            // declarations are there already, and lowering them again made a second of each.
            var seen = Set([file.path] + own.map(\.path)).union(basePaths(platform))
            var frontier = [file] + own
            for _ in 0..<3 {
                var next: [ParsedFile] = []
                for f in frontier {
                    let (imported, names) = uses(of: f, platform: platform, values: valueNames, functions: functions)
                    // A called name, or a static member's owner (`IconDefaults.intent`, `Spacing.horizontal`):
                    // a file named after it, else the file that declares it.
                    for (name, found) in names.map({ ($0, stems[$0] ?? declared[$0] ?? functions[$0] ?? values[$0]) }) {
                        guard let rel = found, !seen.contains(rel) else { continue }
                        // Imported under an alias or from a library (`androidx.…`): not the file, which is not parsed.
                        if let path = imported[name], path.isEmpty || KotlinLowering.libraryPath(path) != nil { continue }
                        let parsed: ParsedFile
                        if let cached = siblingFiles[rel] { parsed = cached } else {
                            guard let made = system.parse(rel, language: DesignSystem.language(platform), parser: p).0 else { continue }
                            siblingFiles[rel] = made
                            parsed = made
                        }
                        if let path = imported[name], KotlinLowering.package(parsed.tree.source.bytes).map({ $0 + "." + name }) != path { continue }
                        seen.insert(rel)
                        if DesignSystem.traceSiblings { FileHandle.standardError.write(Data("sibling \(f.path) -> \(name) -> \(rel)\n".utf8)) }
                        next.append(parsed)
                    }
                }
                out += next
                frontier = next
            }
            return out
        }

        /// The files lowered into a component's program: its own file first (its declarations
        /// win), its folder's other files, in Kotlin and Swift the component files it calls, in
        /// TSX the project files it imports.
        /// `own`: how many of them are the component's own (its file and its folder's).
        func programFiles(_ parsed: ParsedFile, rel: String, platform: Platform) -> (files: [ParsedFile], own: Int) {
            let own = [parsed] + folderFiles(of: rel, platform: platform)
            let others = platform == .kotlin || platform == .swift ? siblings(of: parsed, platform: platform, own: own) : importedComponents(of: parsed, rel: rel, own: own, platform: platform)
            return (own + others, own.count)
        }

        private var importable: [Platform: [String: String]] = [:]
        private var importableStems: [Platform: Set<String>] = [:]

        /// The project files a TSX component imports (from its own file and its folder's), and
        /// those they import (two levels): `import { TextClassContext } from '@/components/ui/text'`
        /// in a shadcn-style button brings the context `text.tsx` creates; `import { combineStyles }
        /// from '../../helpers/internal/utils'` brings the barrel `utils/index.ts` and, through its
        /// `export * from './combine-styles'`, the helper. A relative specifier (`./text`) is
        /// resolved against the importing file's folder, to a component file or else to a project
        /// file on disk (the path, with `.tsx`/`.ts`/`.jsx`/`.js`, or its folder's `index`); another
        /// (an alias such as `@/`) names a component file when its last two path components are the
        /// file's (`ui/text`), so `@/components/primitives/badge` is not `components/ui/badge.tsx`.
        /// Token and helper files are not brought again (the platform's base program has them).
        func importedComponents(of file: ParsedFile, rel: String, own: [ParsedFile], platform: Platform) -> [ParsedFile] {
            if importable[platform] == nil {
                var byPath: [String: String] = [:]
                var stems: Set<String> = []
                for (_, files) in system.components {
                    guard let r = files[platform] else { continue }
                    let bare = DesignSystem.withoutExtension(r)
                    byPath[bare] = r
                    let named = bare.hasSuffix("/index") ? String(bare.dropLast(6)) : bare
                    byPath["~" + DesignSystem.lastComponents(named, 2)] = r
                    if named != bare { byPath["~" + DesignSystem.lastComponents(bare, 2)] = r }
                    stems.insert(DesignSystem.lastComponents(named, 1))
                    if named != bare { stems.insert("index") }
                }
                importable[platform] = byPath
                importableStems[platform] = stems
            }
            let byPath = importable[platform]!
            let stems = importableStems[platform]!
            guard let p = parser(DesignSystem.language(platform)) else { return [] }
            if inBase[platform] == nil { inBase[platform] = Set(system.tokenFiles(platform) + (system.helpers[platform] ?? [])) }
            let inBase = self.inBase[platform]!
            var out: [ParsedFile] = []
            var seen: Set<String> = Set(own.map(\.path))
            var frontier = own.map { ($0, $0.path) }
            for _ in 0..<2 {
                var next: [(ParsedFile, String)] = []
                for (f, fRel) in frontier {
                    for spec in DesignSystem.importSpecifiers(f.tree.source.bytes) {
                        let target: String?
                        if spec.hasPrefix("./") || spec.hasPrefix("../") {
                            let resolved = DesignSystem.resolveRelative(spec, from: fRel)
                            target = byPath[resolved] ?? byPath[resolved + "/index"] ?? projectFile(spec, from: fRel).flatMap { inBase.contains($0) ? nil : $0 }
                        } else if case let paths = aliases(platform).resolve(spec), !paths.isEmpty {
                            // An alias of the nearest tsconfig.json (`@/theme/context` -> `app/theme/context.ts`).
                            target = paths.lazy.compactMap { p in byPath[p] ?? byPath[p + "/index"] ?? self.projectFile(atPath: p).flatMap { inBase.contains($0) ? nil : $0 } }.first
                        } else {
                            // Only a specifier that ends in a component file's name can name one.
                            let stem = DesignSystem.lastComponents(spec, 1)
                            target = spec.containsByte("/") && stems.contains(stem) ? byPath["~" + DesignSystem.lastComponents(spec, 2)] : nil
                        }
                        guard let t = target, seen.insert(t).inserted else { continue }
                        if let cached = siblingFiles[t] { next.append((cached, t)); continue }
                        if let parsed = system.parse(t, language: DesignSystem.language(platform), parser: p).0 {
                            siblingFiles[t] = parsed
                            next.append((parsed, t))
                        }
                    }
                }
                out += next.map(\.0)
                frontier = next
            }
            return out
        }

        /// The import aliases of a TSX platform's nearest tsconfig.json (`ImportAliases`).
        func aliases(_ platform: Platform) -> ImportAliases {
            if let a = importAliases[platform] { return a }
            let a = system.config.platforms[platform].map { ImportAliases.nearest(componentDir: $0.componentDir, root: system.config.root) } ?? ImportAliases()
            importAliases[platform] = a
            return a
        }
        private var importAliases: [Platform: ImportAliases] = [:]

        /// The token and helper files of a platform (in its base program, not imported again).
        private var inBase: [Platform: Set<String>] = [:]
        /// Project files by the path an import names (nil: none on disk).
        private var projectFiles: [String: String?] = [:]
        private static let importExtensions = ["tsx", "ts", "jsx", "js"]

        /// The root-relative project file a relative import names (`'../../helpers/internal/utils'`
        /// from `components/button/button.styles.ts`): the path as written when it names a source
        /// file, else with one of the extensions, else its folder's `index`; nil when none is on
        /// disk, or the path leaves the root, or it is a declaration or test file.
        func projectFile(_ spec: String, from rel: String) -> String? {
            let (path, leftRoot) = DesignSystem.joined(spec, onto: rel)
            guard !leftRoot else { return nil }
            return projectFile(atPath: path)
        }

        /// `projectFile` of a root-relative path.
        func projectFile(atPath path: String) -> String? {
            if let known = projectFiles[path] { return known }
            let exts = Worker.importExtensions
            let written = exts.contains { path.hasSuffix("." + $0) } ? [path] : []
            let found = (written + exts.map { path + "." + $0 } + exts.map { path + "/index." + $0 }).first { candidate in
                var folder: ObjCBool = false
                return !DesignSystem.notHelper(candidate) && FileManager.default.fileExists(atPath: system.path(candidate), isDirectory: &folder) && !folder.boolValue
            }
            projectFiles[path] = found
            return found
        }

        /// The other files of a component folder (`button/styles.tsx` beside `button/index.tsx`),
        /// parsed; none for a component file, and no platform variants (`index.web.tsx`).
        func folderFiles(of rel: String, platform: Platform) -> [ParsedFile] {
            guard let layout = system.config.platforms[platform], rel.hasPrefix(layout.componentDir + "/"),
                  rel.dropFirst(layout.componentDir.count + 1).containsByte("/"), let p = parser(DesignSystem.language(platform)) else { return [] }
            let parts = rel.split(separator: "/")
            let folder = parts.dropLast().joined(separator: "/"), main = String(parts.last!)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: system.path(folder))) ?? []).sorted()
            return names.filter { n in layout.helperExtensions.contains { n.hasSuffix("." + $0) } && n != main && !DesignSystem.notHelper(n) && !DesignSystem.isPlatformVariant(n) }
                .compactMap { system.parse(folder + "/" + $0, language: DesignSystem.language(platform), parser: p).0 }
        }

        /// What a file of a Kotlin or Swift platform names that another file of the module may
        /// declare (`siblings`), read off its bytes once per worker (a file every component calls,
        /// such as a content-color file, was read again for each):
        /// `imported`: names its imports bring from elsewhere (Kotlin), name -> path ("" under an alias);
        /// `names`: the names it calls, the static members' owners it reads, the module's values it
        /// mentions and the lower-case functions of the module's non-component files it uses.
        func uses(of f: ParsedFile, platform: Platform, values valueNames: [String], functions: [String: String]) -> (imported: [String: String], names: [String]) {
            if let known = fileUses[f.path] { return known }
            // A name the file imports from elsewhere (`import androidx.compose.material3.Icon`)
            // is that declaration, not a component file of the same name (Kotlin's explicit
            // imports win over its own package's declarations).
            // An import of the project's own file (`import com.acme.components.buttons.ButtonShape`
            // of `buttons/ButtonShape.kt`, whose package is `com.acme.components.buttons`) is that file.
            var imported: [String: String] = [:]
            // The owners of imported members (`import com.acme.sheet.SheetDefaults.HandleWidth`:
            // `SheetDefaults`, whose file holds what the bare name `HandleWidth` is).
            var owners: [String] = []
            if platform == .kotlin {
                for i in KotlinLowering.imports(f.root) {
                    imported[i.name] = i.alias == nil ? i.path : ""
                    if let a = i.alias { imported[a] = "" }
                    // Split on the bytes: a Character walk of every import path was 2 % of a run.
                    let segments = i.path.utf8.split(separator: UInt8(ascii: "."))
                    if let k = segments.firstIndex(where: { $0.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false }), k < segments.count - 1 {
                        let owner = String(decoding: segments[k], as: UTF8.self)
                        if imported[owner] == nil { imported[owner] = String(decoding: i.path.utf8[..<segments[k].endIndex], as: UTF8.self) }
                        if !owners.contains(owner) { owners.append(owner) }
                    }
                }
            }
            var (called, members) = DesignSystem.calledAndMemberNames(f.tree.source.bytes)
            called += owners.filter { !called.contains($0) }
            // Top-level values of the package's other files the file reads (`if (enabled) StatesEnabled else …`).
            for name in valueNames where !called.contains(name) && mentions(f.tree.source.bytes, name, nameByte: DesignSystem.isNameByte) { called.append(name) }
            // Lower-case functions and extension properties of the module's non-component files.
            if !functions.isEmpty { members += DesignSystem.lowerCaseUses(f.tree.source.bytes).filter { functions[$0] != nil } }
            let known = (imported, called + members)
            fileUses[f.path] = known
            return known
        }
        private var fileUses: [String: (imported: [String: String], names: [String])] = [:]

        private var siblingFiles: [String: ParsedFile] = [:]
        private var stems: [Platform: [String: String]] = [:]
    }

    /// How many function-typed parameters a caller must pass (content lambdas, `onClick`): of a
    /// component's overloads, the one with the fewest is the one a caller uses with values
    /// (`Tile(title: String, onClick)` over `Tile(onClick, title: @Composable () -> Unit)`).
    static func requiredLambdas(_ d: Decl) -> Int {
        d.params.filter { $0.defaultValue == nil && ($0.type ?? "").contains("->") }.count
    }

    /// Which of a component's overloads is read, the least first: the one with the fewest composable
    /// content parameters the caller must give, then given or not (`action: (@Composable RowScope.()
    /// -> Unit)? = null` beside an overload that draws the action from `actionLabel: String`: that one
    /// shows what the other platforms show), then the fewest function parameters the caller must give.
    /// (A content parameter is a function parameter not named as an event's handler, `onClick`.)
    static func overloadRank(_ d: Decl) -> (Int, Int, Int) {
        let slots = d.params.filter { p in
            guard (p.type ?? "").containsBytes("->") else { return false }
            let u = p.name.utf8
            return !(u.count > 2 && u.starts(with: "on".utf8) && (0x41...0x5A).contains(u[u.index(u.startIndex, offsetBy: 2)]))
        }
        return (slots.filter { $0.defaultValue == nil }.count, slots.count, requiredLambdas(d))
    }

    /// Component files of a platform by the name of the function or view they define (the file's
    /// stem: `BadgePrimitive.kt` -> `BadgePrimitive`).
    func componentStems(_ platform: Platform) -> [String: String] {
        var out: [String: String] = packageFiles[platform] ?? [:]
        for (_, files) in components {
            guard let rel = files[platform] else { continue }
            let file = rel.split(separator: "/").last.map(String.init) ?? rel
            let stem = file.split(separator: ".").first.map(String.init) ?? file
            out[stem] = rel
        }
        return out
    }

    /// The name of a component's function or view: its file's stem where that is a name
    /// (`DSButton.swift`, `Avatar/Avatar.swift`), else the component's name in PascalCase
    /// (`text-field.tsx`, `button/index.tsx`: `TextField`, `Button`).
    static func entryName(_ component: String, file rel: String) -> String {
        let file = rel.split(separator: "/").last.map(String.init) ?? rel
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        if stem != "index", stem.first?.isUppercase == true, stem.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return stem }
        return Normalize.pascal(component)
    }

    /// The module specifiers of a TSX file's `import … from "x"` and `export … from "x"`, in order.
    static func importSpecifiers(_ b: [UInt8]) -> [String] {
        var out: [String] = []
        var i = 0
        let from: [UInt8] = Array("from".utf8)
        while i + 5 < b.count {
            // To the next `f` with `memchr` (a byte loop over the whole file was 0.25 % of a run).
            i = SourceText.index(of: from[0], in: b, from: i)
            guard i + 5 < b.count else { break }
            // `from` as a word, then spaces, then a quote.
            guard b[i] == from[0], b[i + 1] == from[1], b[i + 2] == from[2], b[i + 3] == from[3],
                  i == 0 || !(isWord(b[i - 1]) || b[i - 1] == UInt8(ascii: "$")) else { i += 1; continue }
            var k = i + 4
            while k < b.count, b[k] == 0x20 || b[k] == 0x09 || b[k] == 0x0A { k += 1 }
            guard k < b.count, b[k] == 0x22 || b[k] == 0x27 else { i += 4; continue }
            let quote = b[k]
            var e = k + 1
            while e < b.count, b[e] != quote, b[e] != 0x0A { e += 1 }
            if e < b.count, b[e] == quote { out.append(String(decoding: b[(k + 1)..<e], as: UTF8.self)) }
            i = e + 1
        }
        return out
    }

    /// `components/ui/text.tsx` → `components/ui/text` (by bytes: called for every import of every file).
    static func withoutExtension(_ path: String) -> String {
        let u = path.utf8
        let slash = u.lastIndex(of: UInt8(ascii: "/")).map { u.index(after: $0) } ?? u.startIndex
        guard let dot = u[slash...].lastIndex(of: UInt8(ascii: ".")), dot > slash else { return path }
        return String(path[..<dot])
    }

    /// The last `n` components of a path: `components/ui/text` → `ui/text` (by bytes).
    static func lastComponents(_ path: String, _ n: Int) -> String {
        let u = path.utf8
        var end = u.endIndex
        while end > u.startIndex, u[u.index(before: end)] == UInt8(ascii: "/") { end = u.index(before: end) }
        var start = end, found = 0
        while start > u.startIndex {
            let before = u.index(before: start)
            if u[before] == UInt8(ascii: "/") {
                found += 1
                if found == n { break }
            }
            start = before
        }
        return String(path[start..<end])
    }

    /// `../ui/text` from `nativewind/components/ui/button.tsx` → `nativewind/components/ui/text`.
    static func resolveRelative(_ spec: String, from rel: String) -> String {
        joined(withoutExtension(spec), onto: rel).path
    }

    /// A relative path joined onto the folder of the root-relative file `rel`, and whether a `..`
    /// of it went above the root (there it stays at the root).
    static func joined(_ spec: String, onto rel: String) -> (path: String, leftRoot: Bool) {
        var parts = rel.split(separator: "/").dropLast().map(String.init)
        var leftRoot = false
        for piece in spec.split(separator: "/") {
            if piece == ".." { if parts.isEmpty { leftRoot = true } else { parts.removeLast() } } else if piece != "." { parts.append(String(piece)) }
        }
        return (parts.joined(separator: "/"), leftRoot)
    }

    /// The capitalized names in source text that are followed by `(` or `{` (calls, trailing
    /// lambdas, view builders) or by `.` and a capitalized name (a nested type: `Icon.Size`), and
    /// apart, after them in the order files are read, those followed by `.` and a lower-case name
    /// (a static member: `Spacing.horizontal`), by one pass over the bytes.
    static func calledAndMemberNames(_ b: [UInt8]) -> (called: [String], members: [String]) {
        // In the order they are first called: the sibling files are lowered in that order, and
        // the first declaration of a name wins, so a set's order (random per process) made the
        // report differ from run to run where two called files declare the same name.
        var out: [String] = [], members: [String] = []
        var seen: Set<String> = [], seenMembers: Set<String> = []
        let isName = DesignSystem.isNameByte
        var i = 0
        while i < b.count {
            let c = b[i]
            guard c >= 0x41, c <= 0x5A, i == 0 || !isName(b[i - 1]) && b[i - 1] != 0x2E else { i += 1; continue }
            var j = i + 1
            while j < b.count, isName(b[j]) { j += 1 }
            var k = j
            while k < b.count, b[k] == 0x20 { k += 1 }
            // A call or a view (`Icon(…)`, `Card {`), or a type nested in it (`Icon.Size`).
            if k < b.count, b[k] == 0x28 || b[k] == 0x7B || b[k] == 0x2E && k + 1 < b.count && b[k + 1] >= 0x41 && b[k + 1] <= 0x5A {
                let name = String(decoding: b[i..<j], as: UTF8.self)
                if seen.insert(name).inserted { out.append(name) }
            } else if k + 1 < b.count, b[k] == 0x2E, b[k + 1] >= 0x61, b[k + 1] <= 0x7A {
                let name = String(decoding: b[i..<j], as: UTF8.self)
                if seenMembers.insert(name).inserted { members.append(name) }
            }
            i = j
        }
        return (out, members.filter { !seen.contains($0) })
    }

    /// A byte of a name (ASCII letter, digit or `_`).
    static func isNameByte(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c >= 0x30 && c <= 0x39 || c == 0x5F }

    /// The types the Kotlin or Swift component files of a platform declare, by name, where no
    /// file is named after them (`enum VGRSpacing` in `VGRCardView.swift`): a file that names one
    /// reads the file that declares it, as Kotlin and Swift see their whole module. Found by one
    /// pass over each file's bytes (`declaredTypeNames`); the first file in path order wins a
    /// name. Read once.
    func declaredTypes(_ platform: Platform) -> [String: String] { declarations(platform).types }

    /// The types and (Kotlin) top-level values the platform's component files declare, read in one
    /// pass over the files (`declaredTypes`, `declaredValues`).
    private func declarations(_ platform: Platform) -> (types: [String: String], values: [String: String]) {
        declarationCache.withLock { cache in
            if let known = cache[platform] { return known }
            let stems = componentStems(platform)
            // Values of helpers and token files are not brought: the platform's base program holds those already.
            let inBase = platform == .kotlin ? Set((helpers[platform] ?? []) + tokenFiles(platform)) : []
            var types: [String: String] = [:], values: [String: String] = [:]
            for rel in Set(stems.values).sorted() {
                guard case .success(let bytes) = readSource(path(rel), rel: rel, maxSize: config.maxFileSize) else { continue }
                for name in DesignSystem.declaredTypeNames(bytes) where stems[name] == nil && types[name] == nil { types[name] = rel }
                if platform == .kotlin, !inBase.contains(rel) {
                    for name in DesignSystem.declaredValueNames(bytes) where values[name] == nil { values[name] = rel }
                }
            }
            cache[platform] = (types, values)
            return (types, values)
        }
    }
    private let declarationCache = Mutex<[Platform: (types: [String: String], values: [String: String])]>([:])

    /// The top-level capitalized values of a Kotlin platform's component files, not file-private
    /// (`internal const val StatesEnabled = 1.0f`): name -> file. Kotlin sees them from every file
    /// of the package without an import, so a component that reads one brings its file.
    func declaredValues(_ platform: Platform) -> [String: String] { platform == .kotlin ? declarations(platform).values : [:] }

    /// The capitalized names a Kotlin file declares as top-level values on a line of their own
    /// (`const val StatesEnabled = 1.0f`, `internal val Hairline: Dp = 0.5.dp`), not `private`.
    static func declaredValueNames(_ b: [UInt8]) -> [String] {
        let val = Array("val".utf8), isName = DesignSystem.isNameByte
        var out: [String] = []
        DesignSystem.forEachDeclaringWord(b, past: DesignSystem.valueModifiers) { word, j, k, end in
            guard word == val, k > j, k < end, b[k] >= 0x41, b[k] <= 0x5A else { return }
            var e = k + 1
            while e < end, isName(b[e]) { e += 1 }
            // A value, not an extension property (`val Color.Companion.Brand`).
            if e == end || b[e] != UInt8(ascii: ".") { out.append(String(decoding: b[k..<e], as: UTF8.self)) }
        }
        return out
    }
    static let valueModifiers: Set<[UInt8]> = Set(["public", "internal", "const"].map { Array($0.utf8) })

    /// For each line of a Kotlin file that starts with lower-case words, its first word past the
    /// `modifiers` among them (`internal const val X`: `val`), with where that word ends, where the
    /// next starts and where the line ends (`declaredValueNames`, `declaredFunctionNames`).
    static func forEachDeclaringWord(_ b: [UInt8], past modifiers: Set<[UInt8]>, _ body: (_ word: [UInt8], _ end: Int, _ next: Int, _ lineEnd: Int) -> Void) {
        var line = 0
        while line < b.count {
            let end = DesignSystem.lineEnd(b, from: line)
            defer { line = end + 1 }
            var i = line
            while i < end, b[i] >= 0x61, b[i] <= 0x7A {
                let (word, j, k) = DesignSystem.nameWord(b, at: i, end: end)
                if modifiers.contains(word), k > j { i = k; continue }
                body(word, j, k, end)
                break
            }
        }
    }
    static let typeKeywords: Set<[UInt8]> = Set(["enum", "struct", "class", "object", "protocol", "interface"].map { Array($0.utf8) })
    static let typeModifiers: Set<[UInt8]> = Set(["public", "internal", "private", "fileprivate", "open", "final", "sealed", "data", "value",
                                                  "abstract", "annotation", "indirect", "fun", "actor"].map { Array($0.utf8) })

    /// The name at `i` of a line ending at `end`: its bytes, where it ends, and where the next word
    /// starts (after spaces). The declaration scans read a line's leading words with it.
    /// Past a Kotlin type parameter list at `k` and the spaces after it (`fun <T : Any> Name(`), else `k`.
    static func skippingTypeParameters(_ b: [UInt8], from k: Int, end: Int) -> Int {
        guard k < end, b[k] == UInt8(ascii: "<") else { return k }
        var k = k, depth = 0
        while k < end { if b[k] == UInt8(ascii: "<") { depth += 1 } else if b[k] == UInt8(ascii: ">") { depth -= 1; if depth == 0 { k += 1; break } }; k += 1 }
        while k < end, b[k] == 0x20 { k += 1 }
        return k
    }

    static func nameWord(_ b: [UInt8], at i: Int, end: Int) -> (word: [UInt8], end: Int, next: Int) {
        var j = i
        while j < end, isNameByte(b[j]) { j += 1 }
        var k = j
        while k < end, b[k] == 0x20 { k += 1 }
        return (Array(b[i..<j]), j, k)
    }

    /// The index of the newline ending the line that starts at `from` (or the end of the bytes).
    static func lineEnd(_ b: [UInt8], from: Int) -> Int { SourceText.index(of: 0x0A, in: b, from: from) }

    /// The top-level functions and extension properties of lower-case names (`internal fun
    /// Modifier.background(color: Color, brush: Brush?, shape: Shape)`, `val ChipSize.inset: Dp`)
    /// that the Kotlin files of the component folder which are no component declare, by name: a
    /// component that calls one (`.background(fill, brush, shape)`) or reads one (`size.inset`)
    /// reads that file, as Kotlin sees its whole module. Component files are not indexed: two
    /// components' `val ButtonSize.height` and `val ChipSize.height` would bring each other in.
    /// File-private ones are left out; the first file in path order wins a name. Read once.
    func declaredFunctions(_ platform: Platform) -> [String: String] {
        guard platform == .kotlin || platform == .swift else { return [:] }
        return declaredFunctionCache.withLock { cache in
            if let known = cache[platform] { return known }
            // Not components, nor helpers (the platform's base program holds those already).
            let components = Set(self.components.values.compactMap { $0[platform] }).union(helpers[platform] ?? [])
            var out: [String: String] = [:]
            for rel in Set((packageFiles[platform] ?? [:]).values).subtracting(components).sorted() {
                guard case .success(let bytes) = readSource(path(rel), rel: rel, maxSize: config.maxFileSize) else { continue }
                let names = platform == .kotlin ? DesignSystem.declaredFunctionNames(bytes) : DesignSystem.swiftExtensionMembers(bytes)
                for name in names where out[name] == nil { out[name] = rel }
            }
            cache[platform] = out
            return out
        }
    }
    private let declaredFunctionCache = Mutex<[Platform: [String: String]]>([:])

    /// The lower-case names a Kotlin file declares on a line of its own, not file-private: `fun
    /// name(`, `fun Receiver.name(`, `fun <T> Receiver.name(`, `val Receiver.name` (an extension
    /// property; a plain top-level `val` is a value, which the token readers see).
    static func declaredFunctionNames(_ b: [UInt8]) -> [String] {
        let modifiers: Set<[UInt8]> = Set(["public", "internal", "inline", "infix", "operator", "tailrec", "suspend"].map { Array($0.utf8) })
        let fun = Array("fun".utf8), val = Array("val".utf8), isName = DesignSystem.isNameByte
        var out: [String] = []
        DesignSystem.forEachDeclaringWord(b, past: modifiers) { word, _, after, end in
            guard word == fun || word == val else { return }
            // Type parameters, then `Receiver.` (dotted or generic receivers: the name is after the last `.` before `(`, `:` or a space).
            let k = DesignSystem.skippingTypeParameters(b, from: after, end: end)
            var start = k, e = k, dotted = false
            while e < end, isName(b[e]) || b[e] == UInt8(ascii: ".") || b[e] == UInt8(ascii: "<") || b[e] == UInt8(ascii: ">") || b[e] == UInt8(ascii: "?") {
                if b[e] == UInt8(ascii: ".") { start = e + 1; dotted = true }
                e += 1
            }
            let next = e < end ? b[e] : 0
            let isFunction = word == fun && next == UInt8(ascii: "(")
            let isExtensionProperty = word == val && dotted && (next == UInt8(ascii: ":") || next == 0x20)
            if start < e, b[start] >= 0x61, b[start] <= 0x7A, isFunction || isExtensionProperty,
               b[start..<e].allSatisfy(isName) {
                out.append(String(decoding: b[start..<e], as: UTF8.self))
            }
        }
        return out
    }

    /// The lower-case members a Swift file's extensions declare, and its top-level functions, not
    /// file-private: `extension View { public func odsFont(_ style: ODSFontStyle) -> some View }`,
    /// `extension Font { static var caption3: Font { … } }`. An extension runs from a line that
    /// starts with it (after modifiers) to a line that starts with `}`.
    static func swiftExtensionMembers(_ b: [UInt8]) -> [String] {
        let skipped: Set<[UInt8]> = ["public", "internal", "static", "final", "open", "nonisolated", "mutating", "override", "class"].reduce(into: []) { $0.insert(Array($1.utf8)) }
        let hidden: Set<[UInt8]> = [Array("private".utf8), Array("fileprivate".utf8)]
        let ext = Array("extension".utf8), fn = Array("func".utf8), variable = Array("var".utf8), isName = DesignSystem.isNameByte
        var out: [String] = []
        var inExtension = false
        var line = 0
        while line < b.count {
            let end = DesignSystem.lineEnd(b, from: line)
            defer { line = end + 1 }
            guard line < end else { continue }
            if b[line] == UInt8(ascii: "}") { inExtension = false; continue }
            let indented = b[line] == 0x20 || b[line] == 0x09
            guard indented ? inExtension : true else { continue }
            var i = line
            while i < end, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
            // Words: attributes (`@inlinable`), modifiers, then the keyword and the name.
            while i < end {
                if b[i] == UInt8(ascii: "@") {
                    i += 1
                    while i < end, isName(b[i]) { i += 1 }
                    while i < end, b[i] == 0x20 { i += 1 }
                    continue
                }
                let (word, j, k) = DesignSystem.nameWord(b, at: i, end: end)
                guard j > i else { break }
                if !indented, word == ext { inExtension = true; break }
                if word == fn || word == variable {
                    var e = k
                    while e < end, isName(b[e]) { e += 1 }
                    if e > k, b[k] >= 0x61, b[k] <= 0x7A, e < end, word == fn ? b[e] == UInt8(ascii: "(") || b[e] == UInt8(ascii: "<") : b[e] == UInt8(ascii: ":") {
                        out.append(String(decoding: b[k..<e], as: UTF8.self))
                    }
                    break
                }
                guard skipped.contains(word), !hidden.contains(word) else { break }
                i = k
            }
        }
        return out
    }

    /// The lower-case names a file calls or reads as a member (`background(`, `.inset`), in the
    /// order first met; for `declaredFunctions`.
    static func lowerCaseUses(_ b: [UInt8]) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        let isName = DesignSystem.isNameByte
        var i = 0
        while i < b.count {
            let c = b[i]
            guard c >= 0x61, c <= 0x7A, i == 0 || !isName(b[i - 1]) else { i += 1; continue }
            var j = i + 1
            while j < b.count, isName(b[j]) { j += 1 }
            if i > 0 && b[i - 1] == UInt8(ascii: ".") || j < b.count && b[j] == UInt8(ascii: "(") {
                let name = String(decoding: b[i..<j], as: UTF8.self)
                if seen.insert(name).inserted { out.append(name) }
            }
            i = j
        }
        return out
    }

    /// The top-level types a file declares: the capitalized name after `enum`, `struct`, `class`,
    /// `object`, `protocol` or `interface` (or Kotlin's `fun Name(`, a composable) on a line that starts with it or with modifiers only
    /// (`public enum Spacing`, `internal sealed class Icon`); an indented line is a nested type,
    /// known in its owner only (Kotlin's `object Success` inside a sealed class).
    static func declaredTypeNames(_ b: [UInt8]) -> [String] {
        let keywords = DesignSystem.typeKeywords, modifiers = DesignSystem.typeModifiers
        let fun = Array("fun".utf8), isName = DesignSystem.isNameByte
        var out: [String] = []
        var line = 0
        while line < b.count {
            // Only a line that starts with a lower-case word can declare; the others are skipped to
            // their end with `memchr` (a byte loop over every line was most of this scan).
            let end = DesignSystem.lineEnd(b, from: line)
            guard b[line] >= 0x61, b[line] <= 0x7A else { line = end + 1; continue }
            // Words from the line's first byte: modifiers, then a keyword and the name.
            var i = line
            while i < end, b[i] >= 0x61, b[i] <= 0x7A {
                let (word, j, afterWord) = DesignSystem.nameWord(b, at: i, end: end)
                var k = afterWord
                // Kotlin's `enum class`, `data object`: the first word is a modifier there.
                if keywords.contains(word), !(k > j && k < end && b[k] >= 0x61 && b[k] <= 0x7A) {
                    if k > j, k < end, b[k] >= 0x41, b[k] <= 0x5A {
                        var e = k + 1
                        while e < end, isName(b[e]) { e += 1 }
                        out.append(String(decoding: b[k..<e], as: UTF8.self))
                    }
                    break
                }
                // A Kotlin function of a capitalized name (`internal fun ButtonLargePrimitive(`, generic
                // `fun <T> RadioGroup(`), not an extension (`fun Modifier.tinted(`); `fun interface`
                // goes on as a modifier.
                if word == fun, k > j { k = DesignSystem.skippingTypeParameters(b, from: k, end: end) }
                if word == fun, k > j, k < end, b[k] >= 0x41, b[k] <= 0x5A {
                    var e = k + 1
                    while e < end, isName(b[e]) { e += 1 }
                    if e < end, b[e] == UInt8(ascii: "(") { out.append(String(decoding: b[k..<e], as: UTF8.self)) }
                    break
                }
                guard modifiers.contains(word) || keywords.contains(word), k > j else { break }
                i = k
            }
            line = end + 1
        }
        return out
    }

    func extract(_ component: String, tokens: [Platform: TokenTable], platforms: [Platform], worker: Worker, typographyNames: Set<String>) -> [Implementation] {
        guard let files = components[component] else { return [] }
        // Every platform is extracted so that parts align across them; then the ones asked for.
        var all = Platform.allCases.compactMap { platform in
            files[platform].map { extract(component, platform: platform, file: $0, tokens: tokens[platform] ?? TokenTable(), typographyNames: typographyNames, worker: worker) }
        }
        PartAlignment.align(&all)
        return all.filter { platforms.contains($0.platform) }
    }

    /// `t` with the states the component's own declarations state (`Builtins.declaredStates`: `toggleable(value =
    /// liked)` makes `liked` the checked state) added to its state names, the props' included.
    static func withDeclaredStates(_ t: PlatformTables, _ decls: [Decl]) -> PlatformTables {
        let declared = t.builtins.declaredStates(in: decls)
        guard !declared.isEmpty else { return t }
        var t = t
        t.builtins.stateParameters.merge(declared) { old, _ in old }
        if t.builtins.stateRecords[TSXTables.propsType] != nil { t.builtins.stateRecords[TSXTables.propsType]!.merge(declared) { old, _ in old } }
        return t
    }

    /// Extracts one implementation from bytes in memory, with the same checks, parse and
    /// extraction as a file on disk (fuzzing and tests); helpers and tokens come from the root.
    public func extract(_ component: String, platform: Platform, file rel: String, bytes: [UInt8], tokens: TokenTable = TokenTable()) throws -> Implementation {
        return extract(component, platform: platform, file: rel, tokens: tokens, typographyNames: Set(tokens.typography.keys), worker: Worker(system: self), bytes: bytes)
    }

    func extract(_ component: String, platform: Platform, file rel: String, tokens: TokenTable, typographyNames: Set<String>, worker: Worker, bytes: [UInt8]? = nil) -> Implementation {
        let language = DesignSystem.language(platform)
        var sink = FactSink(file: rel)
        worker.noteTokens(tokens, platform)
        if let parser = worker.parser(language) {
            let read = bytes.map { b in b.count > config.maxFileSize ? .failure(SourceProblem(rel, "\(b.count) bytes is over the \(config.maxFileSize)-byte limit (maxFileSize in parity.json)")) : checkSource(b, rel: rel) }
                ?? readSource(path(rel), rel: rel, maxSize: config.maxFileSize)
            let (parsed, diags) = parse(rel, read, parser: parser)
            sink.diagnostics += diags
            if let parsed {
                switch platform {
                case .uniwind, .nativewind, .stylesheet:
                    let (platformTables, base) = worker.tsx(platform)
                    let files = worker.programFiles(parsed, rel: rel, platform: platform)
                    let program = lowerProgram(TSXLowering.self, files.files, base: base, own: files.own, keepImported: TSXLowering.isShared)
                    let tables = DesignSystem.withDeclaredStates(platformTables, program.declarations.first ?? [])
                    let name = DesignSystem.entryName(component, file: rel)
                    if let entry = TSXEntry.find(name, in: program.declarations.first ?? [], program: program, builtins: tables.builtins) {
                        evaluate(entry, program: program, tables: tables, rem: rem(platform),
                                 interpreters: worker.interpreters(platform, typographyNames: typographyNames, tokens: tokens),
                                 parts: config.parts[component] ?? [:], into: &sink)
                    } else if let module = TSXLowering.reexport(name, in: parsed.root) {
                        // `export { ScrollView } from 'react-native'`, or a barrel (`export * from './message'`).
                        sink.diagnostics.append(Diagnostic(kind: .warning, message: "\(rel): `\(name)` is not defined here, the file re-exports it from \(module): nothing of the design system's own to compare (add \"\(component)/file.read\" to `ignores` in parity.json to drop this warning)", location: SourceLocation(file: rel, line: 1, column: 1)))
                    } else if let alias = TSXLowering.libraryAlias(name, in: parsed.root) {
                        sink.diagnostics.append(Diagnostic(kind: .warning, message: "\(rel): `\(name)` is `\(alias.value)` of \(alias.module), a library component under another name: nothing of the design system's own to compare (add \"\(component)/file.read\" to `ignores` in parity.json to drop this warning)", location: SourceLocation(file: rel, line: 1, column: 1)))
                    } else {
                        sink.diagnostics.append(Diagnostic(kind: .warning, message: "\(rel): no component function `\(name)`; name the component's function after its file", location: SourceLocation(file: rel, line: 1, column: 1)))
                    }
                case .swift:
                    let program = lowerProgram(SwiftLowering.self, worker.programFiles(parsed, rel: rel, platform: .swift).files, base: worker.swiftBase)
                    let decls = program.declarations.first ?? []
                    let name = DesignSystem.entryName(component, file: rel)
                    if let type = ComponentEntry.swiftComponentType(decls, named: name) {
                        let tables = DesignSystem.withDeclaredStates(worker.swiftTables, decls)
                        let entry = ComponentEntry.swiftView(type, program: program, builtins: tables.builtins)
                        _ = evaluate(entry, program: program, tables: tables, into: &sink)
                    } else {
                        // No `View` in the file (a view type is taken whatever its name): a type of the file's name that
                        // is something else (Compound's `struct ListRowDetails<Icon: View>`, a style not named after the file), or none.
                        let helpers = "if it holds helpers, list its folder in `platforms.swift.helpers` of parity.json for the components to read it, and add \"\(component)/file.read\" to `ignores` to drop this warning"
                        let what: String
                        if let t = decls.first(where: { ($0.kind == .type || $0.kind == .enumeration) && $0.name == name }) {
                            let kind = t.kind == .enumeration ? "an enum" : t.typeKind.isEmpty ? "a type" : "a " + t.typeKind
                            let clause = t.supertypes.isEmpty ? "" : " (`: " + t.supertypes.joined(separator: ", ") + "`)"
                            what = "`\(name)` is \(kind)\(clause), not a SwiftUI `View`, so the file is not a component; \(helpers)"
                        } else {
                            what = "declares no SwiftUI view, so it is not a component; \(helpers)"
                        }
                        sink.diagnostics.append(Diagnostic(kind: .warning, message: "\(rel): \(what)", location: SourceLocation(file: rel, line: 1, column: 1)))
                    }
                    // A text-style helper the component uses must be defined in the Swift sources: the
                    // weight it gives where the call names none is its declaration's default.
                    let helpers = config.conventions.swiftTextStyleHelpers
                    // (Declared on `View`, looked up first, on `Text` or another type: Vitamin's `extension Text {
                    // func vitaminTextStyle(…) }`.)
                    for (helper, labels, loc) in memberCalls(decls, named: helpers) where !labels.contains("weight")
                        && program.member(of: "View", helper) == nil && !program.hasMember(named: helper) && program.decls(named: helper) == nil {
                        sink.diagnostics.append(Diagnostic(kind: .unresolved, message: "helper \(helper) is not defined in the Swift sources; its default weight is unknown",
                                                           location: program.location(loc), key: FactKey(part: "text", property: "fontWeight")))
                    }
                case .kotlin:
                    let program = lowerProgram(KotlinLowering.self, worker.programFiles(parsed, rel: rel, platform: .kotlin).files, base: worker.kotlinBase)
                    let decls = program.declarations.first ?? []
                    // The file's name, else the component's where the file is named after it and more
                    // (`ColorChipDefaults.kt` declaring `fun ColorChip(`, `DesignSystem.packageComponents`).
                    let stemName = DesignSystem.entryName(component, file: rel), pascal = Normalize.pascal(component)
                    let name = pascal != stemName && stemName.hasPrefix(pascal) && !decls.contains(where: { $0.kind == .function && $0.name == stemName })
                        && decls.contains(where: { $0.kind == .function && $0.name == pascal }) ? pascal : stemName
                    // Of overloads, the one a caller uses without content lambdas (`Label(text:)`).
                    let named = decls.filter { $0.kind == .function && $0.name == name }
                    // Variants as public functions of their own (`BadgeInfo`, `BadgeCritical`) where the
                    // component's own name is not a public function.
                    func isVariantFunction(_ d: Decl) -> Bool {
                        d.kind == .function && d.isPublic && d.receiver == nil && d.annotation("Composable") != nil && !d.annotations.contains { $0.name.contains("Preview") }
                    }
                    let variantFunctions = named.contains(where: \.isPublic) ? [] : decls.filter { d in
                        isVariantFunction(d) && d.name.count > name.count && d.name.hasPrefix(name) && d.name.dropFirst(name.count).first!.isUppercase
                    }
                    // Or as the composable functions of an object named after the file (Vitamin's
                    // `object VitaminButtons { @Composable fun Primary(…); fun Secondary(…) }`); one
                    // such function alone is the component (`object VitaminCards { fun Primary(…) }`).
                    let object = named.contains(where: \.isPublic) || !variantFunctions.isEmpty ? nil : decls.first { $0.kind == .type && $0.typeKind == "object" && $0.name == name }
                    let objectFunctions = object.map { $0.members.filter { isVariantFunction($0) && $0.name.first?.isUppercase == true } } ?? []
                    let receiver = object.map { IRValue(.type($0.name, $0), $0.loc) }
                    let tables = DesignSystem.withDeclaredStates(worker.composeTables(for: program), decls)
                    func single() -> ComponentEntry? {
                        guard objectFunctions.count == 1 else { return nil }
                        var entry = ComponentEntry.of(objectFunctions[0], program: program, builtins: tables.builtins)
                        entry.receiver = receiver
                        return entry
                    }
                    if let entry = ComponentEntry.ofVariantFunctions(variantFunctions, prefix: name, program: program, builtins: tables.builtins)
                        ?? ComponentEntry.ofVariantFunctions(objectFunctions, prefix: "", receiver: receiver, program: program, builtins: tables.builtins)
                        ?? single() {
                        _ = evaluate(entry, program: program, tables: tables, parts: config.parts[component] ?? [:], into: &sink)
                    } else if let fn = named.min(by: { DesignSystem.overloadRank($0) < DesignSystem.overloadRank($1) })
                        ?? decls.first(where: { $0.kind == .function && $0.annotation("Composable") != nil && $0.receiver == nil }) {
                        let entry = ComponentEntry.of(fn, program: program, builtins: tables.builtins).withCompositionLocalInputs(program: program, builtins: tables.builtins)
                        _ = evaluate(entry, program: program, tables: tables, parts: config.parts[component] ?? [:], into: &sink)
                    } else if !decls.contains(where: { $0.kind == .function && $0.annotation("Composable") != nil }) {
                        // A file of types or colors beside the components (Spark's `IntentColor.kt`).
                        sink.diagnostics.append(Diagnostic(kind: .warning, message: "\(rel): declares no composable function, so it is not a component; if it holds helpers, list it in `platforms.kotlin.helpers` of parity.json for the components to read it, and add \"\(component)/file.read\" to `ignores` to drop this warning", location: SourceLocation(file: rel, line: 1, column: 1)))
                    } else {
                        sink.diagnostics.append(Diagnostic(kind: .warning, message: "\(rel): no composable function `\(name)`; name the component's function after its file", location: SourceLocation(file: rel, line: 1, column: 1)))
                    }
                }
            }
        }
        // A component parity read nothing from is said, not passed as "no drift".
        if sink.facts.isEmpty, sink.diagnostics.isEmpty {
            let name = DesignSystem.entryName(component, file: rel)
            func known(_ view: String) -> Bool {
                switch platform {
                case .uniwind, .nativewind, .stylesheet: worker.tsx(platform).tables.sinks.rule(view) != nil
                case .swift: worker.swiftTables.sinks.rule(view) != nil
                case .kotlin: worker.composeTables.sinks.rule(view) != nil
                }
            }
            if !sink.parts.isEmpty, sink.parts.allSatisfy({ known($0.view) }), let root = sink.parts.first(where: { $0.name == "root" }) ?? sink.parts.first {
                // It draws views parity knows, and none of them is styled here (the classes hold on the web only, the caller styles it).
                let drawn = Array(Set(sink.parts.map(\.view))).sorted().prefix(4).map { "`\($0)`" }.joined(separator: ", ")
                sink.diagnostics.append(Diagnostic(kind: .warning, message: "\(rel): parity read no style from `\(name)`: it draws \(drawn) and sets no style of its own on \(platform.rawValue) (what styles it holds elsewhere, on the web or in a state, or the caller passes it); if that is so, add \"\(component)/file.read\" to `ignores` to drop this warning", location: root.location))
            } else {
                sink.diagnostics.append(Diagnostic(kind: .warning, message: "\(rel): parity read no style from `\(name)`: nothing it draws is a view or modifier parity has a table for (a library view without a row, a custom layout, a view chosen at run time); describe a library view in `conventions.tables.\(platform.rawValue).views` of parity.json, or add \"\(component)/file.read\" to `ignores` to drop this warning", location: SourceLocation(file: rel, line: 1, column: 1)))
            }
        }
        _ = worker.helpers(platform)
        sink.diagnostics += worker.helperProblems[platform] ?? []
        if platform == .kotlin { sink.diagnostics += androidResources().problems }
        var impl = Implementation(component: component, platform: platform, file: rel, facts: sink.facts, diagnostics: sink.diagnostics, parts: sink.parts)
        if !sink.librarySizes.isEmpty { impl.librarySizes = sink.librarySizes.map(Normalize.sizeName) }
        if !sink.dimensions.isEmpty { impl.dimensions = sink.dimensions }
        sink = FactSink(file: rel)  // the facts now have one owner: the resolver works on them in place
        Resolver.resolve(&impl, tokens: tokens, conventions: config.conventions)
        return impl
    }
}
