import Foundation
import ParityIR
import ParityModel

/// A type scale the project builds with a function, evaluated (Orbit's `fun createTypography(
/// title1: TextStyle = TextStyle(fontSize = 28.sp, lineHeight = 32.sp), …): Typography`, Spark's
/// `fun sparkTypography(body1: TextStyle = body1Type, …): SparkTypography`): each text style of the
/// record it makes, and each property its type declares in its body (`val bodySmallMedium: TextStyle
/// = bodySmall.copy(fontWeight = FontWeight.Medium)`), that has a font size and a line height is a
/// typography token, where the token files declare none of that name. A top-level property that
/// holds one is read the same way (Thunderbird's `val defaultTypography = ThemeTypography(labelLarge =
/// TextStyle(…), …)`).
enum KotlinTypeScales {
    /// Whether a file may declare one (its text makes a `…Typography(…)`): lowering every token
    /// and helper file costs more than the rest of reading them.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool { needles.contains { firstIndex(of: $0, in: bytes) != nil } }
    /// (`…Typography(`, or a class of text-style properties: `val overline: TextStyle,`.)
    private static let needles = [Array("Typography(".utf8), Array(": TextStyle,".utf8)]

    /// Top-level functions of the program's own files that return a `…Typography` type and take
    /// only parameters with defaults.
    static func functions(_ program: Program, files: Set<Int32>) -> [Decl] {
        KotlinSchemes.callableBare(program, files: files).filter { d in
            guard let type = d.type?.trimmingCharacters(in: CharacterSet(charactersIn: "? ")) else { return false }
            return isScaleType(type)
        }
    }

    /// Top-level properties of the program's own files whose type, or the constructor their value
    /// calls, is a `…Typography` type or a type whose constructor takes text styles only
    /// (`data class KitType(val overline: TextStyle, val labelSmall: TextStyle)`).
    static func properties(_ program: Program, files: Set<Int32>) -> [Decl] {
        func isScale(_ type: String) -> Bool {
            isScaleType(type) || program.decls(named: type)?.contains { d in
                d.kind == .type && d.params.count >= 2 && d.params.allSatisfy { $0.type == "TextStyle" }
            } == true
        }
        return KotlinSchemes.ownDeclarations(program, files: files).filter { d in
            guard d.kind == .property, d.receiver == nil else { return false }
            if let type = d.type?.trimmingCharacters(in: CharacterSet(charactersIn: "? ")) { return isScale(type) }
            guard case .call(let callee, _, _)? = d.value?.kind, case .name(let name) = callee.kind else { return false }
            return isScale(name)
        }
    }

    /// `Typography`, `ThemeTypography`, `SparkTypography`.
    static func isScaleType(_ type: String) -> Bool { type.hasSuffix("Typography") && type.first?.isUppercase == true }

    static func read(_ program: Program, tables: PlatformTables, files: Set<Int32>, into table: inout TokenTable) {
        for d in functions(program, files: files) + properties(program, files: files) {
            let ev = Evaluator(program: program, builtins: tables.builtins)
            let env = Env(parent: nil)
            let name = Expr(.name(d.name), d.loc)
            let scale = ev.eval(d.kind == .function ? Expr(.call(name, [], trailing: []), d.loc) : name, env)
            guard case .record(let r) = scale.kind else { continue }
            var styles = r.fields.map { (name: $0.name, value: $0.value) }
            // The type's own properties, read on the record as a component reads them.
            env.vars["$scale"] = scale
            for m in r.decl?.members ?? [] where m.kind == .property && !m.isStatic && !styles.contains(where: { $0.name == m.name }) {
                styles.append((m.name, ev.eval(Expr(.member(Expr(.name("$scale"), d.loc), m.name, optional: false), d.loc), env)))
            }
            for (name, value) in styles {
                let key = Normalize.tokenName(name)
                guard table.typography[key] == nil, let t = typography(value, tables.sinks) else { continue }
                table.typography[key] = TokenEntry(value: t, raw: program.text(value.loc), location: program.location(value.loc))
            }
        }
    }

    /// A `TextStyle` record's size, line height (sp), letter spacing (sp or em) and weight.
    static func typography(_ v: IRValue, _ sinks: Sinks) -> TypographyValue? {
        guard case .record(let r) = v.kind, r.type == "TextStyle" else { return nil }
        func number(_ field: String) -> (Double, String)? {
            guard case .number(let n, let u)? = r[field]?.kind, n.isFinite else { return nil }
            return (n, u)
        }
        guard let (size, _) = number("fontSize"), let (lineHeight, _) = number("lineHeight"), size > 0 else { return nil }
        var letterSpacing = 0.0
        if let (n, u) = number("letterSpacing") { letterSpacing = u == "em" ? n : Normalize.letterSpacingEm(points: n, fontSize: size) }
        var weight: Double?
        switch r["fontWeight"]?.kind {
        case .enumCase(_, let n)?: weight = sinks.weights[n]
        case .record(let w)?: if case .number(let n, _)? = w.fields.first?.value.kind { weight = n }
        default: break
        }
        return TypographyValue(size: size, lineHeight: lineHeight, letterSpacing: letterSpacing, weight: weight)
    }
}
