import ParityModel
import TreeSitterKit

extension DesignSystem {
    /// The token table of a Tailwind flavor (`uniwind`, `nativewind`) with one of its theme files
    /// (`global.css`, `tailwind.config.js`) given as bytes instead of read from the disk: the
    /// fuzz targets and tests feed untrusted themes through the same checks, parse and readers
    /// as `tokens(_:)` (whose Tailwind branch this follows); the platform's other token files
    /// come from the root.
    public func themeTokens(_ platform: Platform, file rel: String, bytes: [UInt8]) -> TokenTable {
        var table = TokenTable()
        var css: [ParsedFile] = [], configs: [ParsedFile] = []
        let files = tokenFiles(platform)
        for file in files.contains(rel) ? files : files + [rel] {
            let isCSS = file.hasSuffix(".css")
            guard let parser = try? Parser(language: isCSS ? .css : .tsx) else { continue }
            let read = file != rel ? readSource(path(file), rel: file, maxSize: config.maxFileSize)
                : bytes.count > config.maxFileSize ? .failure(SourceProblem(rel, "\(bytes.count) bytes is over the \(config.maxFileSize)-byte limit (maxFileSize in parity.json)"))
                : checkSource(bytes, rel: rel)
            let (parsed, diagnostics) = parse(file, read, parser: parser)
            table.diagnostics += diagnostics
            if let parsed { if isCSS { css.append(parsed) } else { configs.append(parsed) } }
        }
        let vars = ThemeReaders.cssVariables(css)
        if configs.isEmpty {
            ThemeReaders.css(vars, rem: rem(platform), into: &table)
        } else {
            ThemeReaders.tailwindConfig(configs, vars: vars, rem: rem(platform), into: &table)
        }
        return table
    }
}
