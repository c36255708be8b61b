import Foundation
import ParityModel
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

    public init(config: Configuration) throws {
        self.config = config
        let fm = FileManager.default
        var found: [String: [Platform: String]] = [:]
        var helpers: [Platform: [String]] = [:]
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: config.root.path, isDirectory: &isDir), isDir.boolValue else {
            throw InputError("\(config.root.path): the design system root is not a folder; pass --root DIR")
        }
        var perPlatform: [Platform: [String: String]] = [:]
        for (platform, layout) in config.platforms {
            let dir = config.root.appendingPathComponent(layout.componentDir)
            let names = ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
            for file in names where file.hasSuffix("." + layout.fileExtension) {
                let stem = String(file.dropLast(layout.fileExtension.count + 1))
                let rel = layout.componentDir + "/" + file
                if layout.notComponents.contains(stem) { continue }
                let name = layout.naming == .kebab ? stem : Normalize.kebab(stem)
                perPlatform[platform, default: [:]][name] = rel
            }
        }
        // A component is a name found on two platforms or more; the rest are helpers.
        var counts: [String: Int] = [:]
        for (_, names) in perPlatform { for n in names.keys { counts[n, default: 0] += 1 } }
        for (platform, names) in perPlatform {
            for (name, rel) in names {
                if counts[name]! >= 2 { found[name, default: [:]][platform] = rel } else { helpers[platform, default: []].append(rel) }
            }
        }
        self.components = found
        self.helpers = helpers.mapValues { $0.sorted() }
    }

    public var componentNames: [String] { components.keys.sorted() }

    /// Reads and parses a root-relative file; problems become diagnostics.
    func parse(_ rel: String, language: Language, parser: Parser) -> (ParsedFile?, [Diagnostic]) {
        parse(rel, readSource(config.root.appendingPathComponent(rel).path, rel: rel, maxSize: config.maxFileSize), parser: parser)
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
        guard let tree = try? parser.parse(SourceText(bytes: bytes), timeoutMicros: UInt64(budget) * 1_000_000) else {
            return (nil, [Diagnostic(kind: .warning, message: "\(rel): skipped: tree-sitter gave up after \(budget) s (syntax errors it cannot recover from quickly)", location: loc)])
        }
        let file = ParsedFile(path: rel, tree: tree)
        let all = tree.root.syntaxErrors()
        var errors = all.prefix(20).map { node in
            Diagnostic(kind: .parseError, message: node.isMissing ? "missing `\(node.type)`" : "syntax error near `\(node.text.prefix(40))`", location: file.location(node))
        }
        if all.count > 20, let last = errors.last {
            errors[errors.count - 1].message = last.message + " (and \(all.count - 20) more syntax errors after it)"
        }
        return (file, Array(errors))
    }

    static func language(_ platform: Platform) -> Language {
        switch platform {
        case .uniwind, .nativewind, .stylesheet: return .tsx
        case .swift: return .swift
        case .kotlin: return .kotlin
        }
    }

    /// Files of a token entry: a file, or every file with the platform's extension in a folder.
    func tokenFiles(_ platform: Platform) -> [String] {
        guard let layout = config.platforms[platform] else { return [] }
        var out: [String] = []
        for entry in layout.tokens {
            let url = config.root.appendingPathComponent(entry)
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
                out += files.filter { $0.hasSuffix("." + layout.fileExtension) }.map { entry + "/" + $0 }
            } else {
                out.append(entry)
            }
        }
        return out
    }

    /// The token table of one platform.
    public func tokens(_ platform: Platform) -> TokenTable {
        var table = TokenTable()
        guard let parser = try? Parser(language: DesignSystem.language(platform)) else { return table }
        let files = tokenFiles(platform).filter { !$0.hasSuffix(".css") && !$0.hasSuffix(".js") }.compactMap { rel -> ParsedFile? in
            let (file, diags) = parse(rel, language: DesignSystem.language(platform), parser: parser)
            table.diagnostics += diags
            return file
        }
        switch platform {
        case .swift: TokenReaders.swift(files, into: &table)
        case .kotlin: TokenReaders.kotlin(files, into: &table)
        case .stylesheet: TokenReaders.styleSheet(files, into: &table)
        case .uniwind, .nativewind: break
        }
        return table
    }

    /// The token tables of every platform.
    public func allTokens() -> [Platform: TokenTable] {
        Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0, tokens($0)) })
    }

    /// Points per rem for a Tailwind flavor: `metro.config.js` (`inlineRem`, `polyfills.rem`)
    /// when present, else the layout's default. The file is read as text, never run.
    public func rem(_ platform: Platform) -> Double {
        guard let layout = config.platforms[platform] else { return 16 }
        if let metro = layout.metroConfig,
           let text = try? String(contentsOf: config.root.appendingPathComponent(metro), encoding: .utf8),
           let g = groups(#"\b(?:inlineRem|rem)\s*:\s*([0-9.]+)"#, text), let n = g[0].flatMap(Double.init) {
            return n
        }
        return layout.rem ?? 16
    }

    /// Extracts one component on every platform that has it.
    public func extract(_ component: String, tokens: [Platform: TokenTable], platforms: [Platform] = Platform.allCases) throws -> [Implementation] {
        guard let files = components[component] else {
            throw InputError("unknown component `\(component)`; components found: \(componentNames.joined(separator: ", "))")
        }
        let typographyNames = Set(tokens.values.flatMap { $0.typography.keys })
        var result: [Implementation] = []
        for platform in platforms {
            guard let rel = files[platform] else { continue }
            result.append(try extract(component, platform: platform, file: rel, tokens: tokens[platform] ?? TokenTable(), typographyNames: typographyNames))
        }
        return result
    }

    /// Extracts one implementation from bytes in memory, with the same checks, parse and
    /// extraction as a file on disk (fuzzing and tests); helpers and tokens come from the root.
    public func extract(_ component: String, platform: Platform, file rel: String, bytes: [UInt8], tokens: TokenTable = TokenTable()) throws -> Implementation {
        try extract(component, platform: platform, file: rel, tokens: tokens, typographyNames: Set(tokens.typography.keys), bytes: bytes)
    }

    func extract(_ component: String, platform: Platform, file rel: String, tokens: TokenTable, typographyNames: Set<String>, bytes: [UInt8]? = nil) throws -> Implementation {
        let language = DesignSystem.language(platform)
        let parser = try Parser(language: language)
        var sink = FactSink(file: rel)
        let read = bytes.map { b in b.count > config.maxFileSize ? .failure(SourceProblem(rel, "\(b.count) bytes is over the \(config.maxFileSize)-byte limit (maxFileSize in parity.json)")) : checkSource(b, rel: rel) }
            ?? readSource(config.root.appendingPathComponent(rel).path, rel: rel, maxSize: config.maxFileSize)
        let (parsed, diags) = parse(rel, read, parser: parser)
        sink.diagnostics += diags
        if let parsed {
            switch platform {
            case .uniwind, .nativewind, .stylesheet:
                var ex = TSXExtractor(platform: platform, conventions: config.conventions, rem: rem(platform), typographyNames: typographyNames)
                try ex.extract(parsed, into: &sink)
            case .swift:
                let helperFiles = (helpers[.swift] ?? []).compactMap { parse($0, language: language, parser: parser).0 }
                var ex = SwiftExtractor(conventions: config.conventions, helpers: helperFiles)
                ex.extract(parsed, into: &sink)
            case .kotlin:
                let helperFiles = (helpers[.kotlin] ?? []).compactMap { parse($0, language: language, parser: parser).0 }
                var ex = KotlinExtractor(conventions: config.conventions, helpers: helperFiles)
                ex.extract(parsed, component: component, into: &sink)
            }
        }
        var impl = Implementation(component: component, platform: platform, file: rel, facts: sink.facts, diagnostics: sink.diagnostics)
        Resolver.resolve(&impl, tokens: tokens, conventions: config.conventions)
        return impl
    }
}
