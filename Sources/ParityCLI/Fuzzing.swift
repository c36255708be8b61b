import Foundation
import ParityCompare
import ParityExtract
import ParityModel
import ParityReport

/// Entry points for the fuzz targets (`Fuzz/`) and their regression tests: each feeds untrusted
/// bytes through the same code a run uses. Errors are expected outcomes; only a trap is a bug.
public enum Fuzzing {
    public static let targets = ["tsx", "swift", "kotlin", "config", "baseline", "css", "tailwind-config"]

    /// Runs one target on one input; returns a one-line outcome (for tests and triage).
    @discardableResult
    public static func run(_ target: String, _ bytes: [UInt8], system: DesignSystem, tokens: [Platform: TokenTable]) -> String {
        switch target {
        case "tsx": return extract(bytes, [.uniwind, .nativewind, .stylesheet], system: system, tokens: tokens)
        case "swift": return extract(bytes, [.swift], system: system, tokens: tokens)
        case "kotlin": return extract(bytes, [.kotlin], system: system, tokens: tokens)
        case "config":
            var settings = Settings(config: Configuration(root: system.config.root))
            do {
                try ConfigFile.load(Data(bytes), file: "parity.json", dir: system.config.root, into: &settings, rootOverridden: false)
                return "config ok"
            } catch {
                return "config error: \(error)"
            }
        case "baseline":
            do {
                let file = try BaselineFile.decode(Data(bytes), displayPath: "Baselines/fuzz.json")
                _ = try file.encoded()
                return "baseline ok: \(file.entries.count) entries"
            } catch {
                return "baseline error: \(error)"
            }
        case "css": return theme(bytes, .uniwind, "uniwind/global.css", system: system, tokens: tokens)
        case "tailwind-config": return theme(bytes, .nativewind, "nativewind/tailwind.config.js", system: system, tokens: tokens)
        default:
            return "unknown target \(target)"
        }
    }

    /// Reads the bytes as a theme file of a Tailwind flavor, compares the token tables and
    /// renders the comparison as text (the values a theme gives reach every reporter).
    static func theme(_ bytes: [UInt8], _ platform: Platform, _ file: String, system: DesignSystem, tokens: [Platform: TokenTable]) -> String {
        var tables = tokens
        tables[platform] = system.themeTokens(platform, file: file, bytes: bytes)
        let files = Dictionary(uniqueKeysWithValues: tables.keys.map { ($0, $0 == platform ? file : "\($0.rawValue)/tokens") })
        let result = TokenComparator().compare(tables, files: files)
        let text = (try? TextReporter(color: false).render(Report(root: ".", components: [result], stale: []))) ?? ""
        return "\(tables[platform]!.colors.count) colors, \(tables[platform]!.diagnostics.count) diagnostics, \(result.findings.count) findings, \(text.utf8.count) bytes of text"
    }

    /// Extracts the bytes as the component file of each platform, then compares the results.
    static func extract(_ bytes: [UInt8], _ platforms: [Platform], system: DesignSystem, tokens: [Platform: TokenTable]) -> String {
        var impls: [Implementation] = []
        for p in platforms {
            let file = "\(system.config.platforms[p]!.componentDir)/Fuzz.\(system.config.platforms[p]!.fileExtension)"
            do { impls.append(try system.extract("fuzz", platform: p, file: file, bytes: bytes, tokens: tokens[p] ?? TokenTable())) } catch {
                return "extract error: \(error)"
            }
        }
        let result = Comparator().compare(component: "fuzz", impls)
        return "\(impls.map(\.facts.count)) facts, \(result.findings.count) findings"
    }
}
