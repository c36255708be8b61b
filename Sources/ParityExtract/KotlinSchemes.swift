import ParityIR
import ParityModel

/// Compose color schemes built by functions with defaults, evaluated (Orbit's
/// `fun lightColors(primary: FeatureColors = lightPrimaryColors(), …): Colors`, Spark's
/// `fun lightSparkColors(accent: Color = Plum500, …)`): each color the scheme holds, by its path
/// (`primary.normal`, compared as `primaryNormal`), is a color the platform defines. Like system
/// colors, they resolve the components' references (`OrbitTheme.colors.primary.normal`) and are
/// compared only where another platform's own tokens have the name: they are the platform's
/// names for its palette, not more tokens of it.
enum KotlinSchemes {
    /// A scheme function's name: `light…Colors` or `dark…Colors`, by mode.
    static func mode(of name: String) -> String? {
        guard name.hasSuffix("Colors") else { return nil }
        if name.hasPrefix("light") { return "light" }
        if name.hasPrefix("dark") { return "dark" }
        return nil
    }

    /// Whether a file's text may declare a scheme function (`fun light…` or `fun dark…`).
    static func mayDeclareScheme(_ bytes: [UInt8]) -> Bool {
        needles.contains { firstIndex(of: $0, in: bytes) != nil }
    }
    private static let needles = [Array("fun light".utf8), Array("fun dark".utf8)]

    /// The scheme functions of the program's files: top-level functions named `light…Colors` or
    /// `dark…Colors` whose parameters all have defaults, with their modes.
    static func functions(_ program: Program, files: Set<Int32>) -> [(decl: Decl, mode: String)] {
        callableBare(program, files: files).compactMap { d in mode(of: d.name).map { (d, $0) } }
    }

    /// The top-level functions of the program's files `files` that take no receiver and only
    /// parameters with defaults: those a token reader can call with nothing (schemes, type scales).
    static func callableBare(_ program: Program, files: Set<Int32>) -> [Decl] {
        ownDeclarations(program, files: files).filter { $0.kind == .function && $0.receiver == nil && $0.params.allSatisfy { $0.defaultValue != nil } }
    }

    /// The top-level declarations of the program's files among `files` (indices of the whole program).
    static func ownDeclarations(_ program: Program, files: Set<Int32>) -> [Decl] {
        var out: [Decl] = []
        for (i, decls) in program.declarations.enumerated() where files.contains(Int32(i) + (program.base?.fileCount ?? 0)) {
            out += decls
        }
        return out
    }

    /// Compose's tables with a `scheme` row for each scheme function of the program's files (see
    /// `Builtin.scheme`); where a component calls one, it reads the system colors `read` found.
    /// The project's CompositionLocals of a color (`val LocalCalloutIconTint = compositionLocalOf {
    /// Color.Unspecified }`, `staticCompositionLocalOf<Color> { … }`) among `decls`: what a slot run
    /// under one draws in, as under `LocalContentColor` (`withContentColorLocals`).
    static func colorLocals(_ decls: [Decl]) -> [String] {
        func isColor(_ e: Expr) -> Bool {
            switch e.kind {
            case .name(let n): return n == "Color"
            case .member(let b, _, _): return isColor(b)
            case .call(let f, _, _): return isColor(f)
            default: return false
            }
        }
        return decls.compactMap { d in
            guard d.kind == .property, d.name.hasPrefix("Local"), let v = d.value, case .call(let f, let args, let trailing) = v.kind,
                  case .name(let maker) = f.kind, maker == "compositionLocalOf" || maker == "staticCompositionLocalOf" else { return nil }
            let typed = d.type.map { $0.hasSuffix("<Color>") } ?? false
            let made = (args + trailing).contains { a in
                guard case .closure(_, let body) = a.value.kind, case .expr(let e)? = body.statements.last?.kind else { return false }
                return isColor(e)
            }
            return typed || made ? d.name : nil
        }
    }

    /// `tables` where the CompositionLocals `locals` are read as `LocalContentColor` is (by texts,
    /// icons and a caller's slot): each list of locals that holds one of the conventions' content
    /// color locals gains them.
    static func withContentColorLocals(_ tables: PlatformTables, _ locals: [String], conventions: Set<String>) -> PlatformTables {
        var t = tables
        func widened(_ list: [String]) -> [String] {
            list.contains(where: conventions.contains) ? list + locals.filter { !list.contains($0) } : list
        }
        for (name, rule) in t.sinks.views {
            var r = rule
            r.inherits = r.inherits.mapValues(widened)
            t.sinks.views[name] = r
        }
        t.sinks.partInherits = t.sinks.partInherits.mapValues { $0.mapValues(widened) }
        t.sinks.providedByContainer = t.sinks.providedByContainer.mapValues(widened)
        return t
    }

    static func tables(_ tables: PlatformTables, program: Program, files: Set<Int32>) -> PlatformTables {
        var t = tables
        for (d, _) in functions(program, files: files) where t.builtins.names[d.name] == nil {
            t.builtins.names[d.name] = .scheme(kind: "color")
        }
        return t
    }

    /// Reads the schemes the program's files declare (top-level functions whose parameters all
    /// have defaults) into `table.systemColors`, where the table has no color of the name.
    static func read(_ program: Program, builtins: Builtins, files: Set<Int32>, into table: inout TokenTable) {
        var light: [String: (RGBA, Loc)] = [:], dark: [String: RGBA] = [:]
        for (d, mode) in functions(program, files: files) {
            let ev = Evaluator(program: program, builtins: builtins)
            let value = ev.eval(Expr(.call(Expr(.name(d.name), d.loc), [], trailing: []), d.loc), Env(parent: nil))
            var found: [(String, RGBA, Loc)] = []
            _ = Evaluator.mapSchemeColors(value) { name, color in
                if case .color(let c, _) = color.kind { found.append((name, c.light, color.loc)) }
                return color
            }
            for (name, c, loc) in found {
                if mode == "light" { if light[name] == nil { light[name] = (c, loc) } } else if dark[name] == nil { dark[name] = c }
            }
        }
        for (name, (c, loc)) in light where table.colors[name] == nil && table.systemColors[name] == nil {
            table.systemColors[name] = TokenEntry(value: ColorPair(light: c, dark: dark[name] ?? c), raw: program.text(loc), location: program.location(loc))
        }
    }

    /// Material's scheme builders, by the mode each builds (`ColorScheme(…)` both): Material 3's,
    /// then Material 2's (androidx.compose.material `lightColors(primary = …)`, read by
    /// `MaterialTheme.colors.primary`).
    static let materialBuilders: [String: String] = ["lightColorScheme": "light", "darkColorScheme": "dark", "ColorScheme": "",
                                                     "lightColors": "light", "darkColors": "dark"]

    /// Whether a file's text may build a Material scheme (`ColorScheme(`, also in `lightColorScheme(`;
    /// Material 2's `lightColors(`, `darkColors(`).
    static func mayBuildMaterialScheme(_ bytes: [UInt8]) -> Bool { materialNeedles.contains { firstIndex(of: $0, in: bytes) != nil } }
    private static let materialNeedles = [Array("ColorScheme(".utf8), Array("lightColors(".utf8), Array("darkColors(".utf8)]

    /// The Material 3 roles a project's scheme builder maps to its own color tokens (Element's
    /// `fun SemanticColors.toMaterialColorSchemeLight() = lightColorScheme(primary = bgActionPrimaryRest, …)`):
    /// each role whose argument names a color token (`bgActionPrimaryRest`, `colors.textPrimary`) is
    /// that token's color, light from `lightColorScheme`, dark from `darkColorScheme` (both from
    /// `ColorScheme(…)`), as a system color where the table has no color of the role's name, so
    /// `MaterialTheme.colorScheme.primary` resolves.
    static func readMaterialRoles(_ program: Program, files: Set<Int32>, into table: inout TokenTable) {
        var light: [String: (ColorPair, Loc)] = [:], dark: [String: (ColorPair, Loc)] = [:]
        func visit(_ e: Expr) {
            if case .call(let callee, let args, _) = e.kind, case .name(let n) = callee.kind, let mode = materialBuilders[n] {
                for a in args {
                    guard let role = a.label, let token = a.value.lastName, let c = table.color(token) else { continue }
                    if mode != "dark", light[role] == nil { light[role] = (c, a.value.loc) }
                    if mode != "light", dark[role] == nil { dark[role] = (c, a.value.loc) }
                }
            }
            TSXLowering.forEachChild(e, visit)
        }
        func visit(_ d: Decl) {
            for st in d.body?.statements ?? [] { TSXLowering.forEachExpr(st, visit) }
            d.value.map(visit)
            d.members.forEach(visit)
        }
        for (i, decls) in program.declarations.enumerated() where files.contains(Int32(i) + (program.base?.fileCount ?? 0)) {
            decls.forEach(visit)
        }
        for role in Set(light.keys).union(dark.keys).sorted() where table.colors[role] == nil && table.systemColors[role] == nil {
            let l = light[role] ?? dark[role]!, d = dark[role] ?? light[role]!
            table.systemColors[role] = TokenEntry(value: ColorPair(light: l.0.light, dark: d.0.dark), raw: program.text(l.1), location: program.location(l.1),
                                                  darkRaw: program.text(d.1), darkLocation: program.location(d.1))
        }
    }
}
