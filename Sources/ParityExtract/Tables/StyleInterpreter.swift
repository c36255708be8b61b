import ParityIR
import ParityModel

/// React Native style values as settings: the interpreter of `style` sinks (StyleSheet, and the
/// `style` props of the Tailwind flavors).
///
/// A style is an object (`StyleSheet.create`'s entries are objects), an array of styles (later
/// wins, falsy entries skipped), or a function of the render state (`({ pressed }) => […]`). Its
/// keys are rows of `Conventions.styleProperties`; a spread or an entry that is a token
/// (`...fontSize.base`, `shadow.md`) sets the typography or the shadow by name.
struct StyleInterpreter: Interpreter {
    let conventions: Conventions
    /// The record type of the state a style function receives.
    let renderState: String
    /// The settings of each style object already read, by the object (kept alive here): a
    /// `StyleSheet.create` entry is the same object at every point of a component.
    private let cache = Cache()

    final class Cache: @unchecked Sendable {
        var records: [ObjectIdentifier: (record: Record, settings: [Setting])] = [:]
    }

    init(conventions: Conventions, renderState: String) {
        self.conventions = conventions
        self.renderState = renderState
    }

    func settings(_ value: IRValue, evaluator: Evaluator) -> [Setting] {
        var out: [Setting] = []
        collect(value, evaluator, &out, depth: 0)
        return out
    }

    func collect(_ v: IRValue, _ ev: Evaluator, _ out: inout [Setting], depth: Int) {
        guard depth < 32 else { return }
        ev.touch(v)
        switch v.kind {
        case .closure(let c):
            collect(ev.runStateClosure(c, stateType: renderState, v.loc), ev, &out, depth: depth + 1)
        case .list(let items):
            for i in items { collect(i, ev, &out, depth: depth + 1) }
        case .record(let r):
            if let hit = cache.records[ObjectIdentifier(r)], hit.record === r { out += hit.settings; return }
            var settings: [Setting] = []
            for (key, field) in r.fields { self.field(key, field, ev, &settings, depth: depth) }
            // Only a record whose fields hold no closure and no choice reads the same at every point.
            if !r.fields.contains(where: { if case .closure = $0.value.kind { return true }; return $0.value.holdsChoice }) {
                cache.records[ObjectIdentifier(r)] = (r, settings)
            }
            out += settings
        case .token(let kind, let name, _):
            switch kind {
            case "typography": out.append(Setting(property: "typography", value: Value(unit: .token, token: Normalize.tokenName(name)), raw: "", loc: v.loc))
            case "shadow": out.append(Setting(property: "shadow", value: Value(unit: .token, token: Normalize.tokenName(name)), raw: "", loc: v.loc))
            default: out.append(Setting(property: "style", value: nil, unresolved: "the \(kind) token `\(name)` is not a style", raw: "", loc: v.loc))
            }
        case .null, .bool(false), .string(""):
            break
        case .unknown(let why):
            out.append(Setting(property: "style", value: nil, unresolved: why, raw: "", loc: v.loc))
        default:
            out.append(Setting(property: "style", value: nil, unresolved: "not a style object", raw: "", loc: v.loc))
        }
    }

    /// One field of a style object.
    func field(_ key: String, _ field: IRValue, _ ev: Evaluator, _ settings: inout [Setting], depth: Int) {
        if key == "..." { collect(field, ev, &settings, depth: depth + 1); return }
        // `transform: [{ translateX: 20 }]`: each entry's moves.
        if key == "transform", case .list(let moves) = field.kind {
            for case .record(let m) in moves.map(\.kind) {
                for (k, v) in m.fields { if let row = conventions.styleTransforms[k] { entry(row, v, &settings) } }
            }
            return
        }
        guard let row = conventions.styleProperties[key] else { return }
        entry(row, field, &settings)
    }

    /// A style of a symbolic evaluation read once for all variants and sizes: the settings of
    /// each alternative of a choice in it are marked with that alternative's cell (a style array
    /// is not merged: at each cell the facts that hold there are that cell's settings in order,
    /// and the last one of a property wins). Nil where reading it would read through a choice.
    func cellSettings(_ value: IRValue, evaluator: Evaluator) -> [CellSetting]? {
        guard let choices = evaluator.choices, !choices.tripped else { return nil }
        var out: [CellSetting] = []
        var mark = Mark()
        collectOpen(value, evaluator, choices, &mark, &out, depth: 0)
        if choices.tripped {
            choices.forgetTrip()
            return nil
        }
        return mark.overflow ? nil : out
    }

    /// The cell and states the settings being collected hold at (the alternatives assumed); a
    /// state past those a fact can be marked with makes `overflow`.
    struct Mark {
        var variant: Int16 = -1, size: Int16 = -1
        var statesOn: UInt32 = 0, statesOff: UInt32 = 0
        var overflow = false
    }

    /// `collect` for a value whose choices are not assumed: each alternative of such a choice
    /// (a choice of styles, or of a field's value) is read under that alternative assumed.
    func collectOpen(_ v: IRValue, _ ev: Evaluator, _ choices: ChoiceContext, _ mark: inout Mark, _ out: inout [CellSetting], depth: Int) {
        guard depth < 32 else { return }
        func alternatives(_ c: Choice, _ body: (IRValue, inout Mark) -> Void) {
            let saved = mark
            _ = choices.eachAlternative(of: c) { i, a in
                switch c.dimension {
                case 0: mark.variant = Int16(i)
                case 1: mark.size = Int16(i)
                default:
                    // A state read where every state set is rendered at once (`state.pressed && {…}`).
                    guard let bit = PointFact.stateBit(c.dimension) else { mark.overflow = true; return }
                    if i == 1 { mark.statesOn |= bit; mark.statesOff &= ~bit } else { mark.statesOff |= bit; mark.statesOn &= ~bit }
                }
                body(a, &mark)
            }
            let overflow = mark.overflow
            mark = saved
            mark.overflow = overflow
        }
        func add(_ settings: [Setting]) {
            for s in settings { out.append(CellSetting(setting: s, variant: mark.variant, size: mark.size, statesOn: mark.statesOn, statesOff: mark.statesOff)) }
        }
        if let c = v.openChoice {
            ev.touch(v)
            alternatives(c) { a, m in collectOpen(a, ev, choices, &m, &out, depth: depth + 1) }
            return
        }
        switch v.kind {
        case .closure(let c):
            ev.touch(v)
            collectOpen(ev.runStateClosure(c, stateType: renderState, v.loc), ev, choices, &mark, &out, depth: depth + 1)
        case .list(let items):
            ev.touch(v)
            for i in items { collectOpen(i, ev, choices, &mark, &out, depth: depth + 1) }
        case .record(let r) where r.fields.contains(where: { $0.value.openChoice != nil || $0.name == "..." }):
            ev.touch(v)
            for (key, value) in r.fields {
                if key == "..." { collectOpen(value, ev, choices, &mark, &out, depth: depth + 1); continue }
                if let c = value.openChoice {
                    alternatives(c) { a, _ in
                        var settings: [Setting] = []
                        field(key, a, ev, &settings, depth: depth)
                        add(settings)
                    }
                    continue
                }
                var settings: [Setting] = []
                field(key, value, ev, &settings, depth: depth)
                add(settings)
            }
        default:
            var settings: [Setting] = []
            collect(v, ev, &settings, depth: depth)
            add(settings)
        }
    }

    /// One style entry: its value as the row's kind, for each property the row sets.
    func entry(_ row: StyleProperty, _ v: IRValue, _ out: inout [Setting]) {
        if case .null = v.kind { return }
        let properties = row.kind == .letterSpacing ? ["letterSpacingPt"] : row.properties
        let result: Result<Value, Why>
        if case .unknown(let why) = v.kind { result = .failure(Why(text: why)) }
        else if let (picked, why) = v.pickedValue({ try? convert(row.kind, $0).get() }) {
            // One of several values picked at run time: each converted, else unresolved for the pick's reason.
            result = picked.map { .success($0) } ?? .failure(Why(text: why))
        } else { result = convert(row.kind, v) }
        for p in properties {
            switch result {
            case .success(let value): out.append(Setting(property: p, value: value, raw: "", loc: v.loc))
            case .failure(let why): out.append(Setting(property: row.kind == .letterSpacing ? "letterSpacing" : p, value: nil, unresolved: why.text, raw: "", loc: v.loc))
            }
        }
    }

    struct Why: Error { let text: String }

    func convert(_ kind: StyleProperty.Kind, _ v: IRValue) -> Result<Value, Why> {
        switch kind {
        case .color:
            switch v.kind {
            case .token("color", let n, let a): return .success(Value(unit: .color, token: Normalize.tokenName(n), number: a))
            case .color(let c, _): return .success(Value(unit: .color, color: c))
            case .string(let s):
                if let c = Normalize.cssColor(s) { return .success(Value(unit: .color, color: ColorPair(light: c, dark: c))) }
                return .failure(Why(text: "\"\(s)\" is not a color"))
            default: return .failure(Why(text: "\(describe(v)) is not a color"))
            }
        case .extent:
            // `width: "100%"`: the whole parent, as `w-full` and SwiftUI's `maxWidth: .infinity`.
            if case .string(let s) = v.kind {
                let t = s.trimmingCharacters(in: .whitespaces)
                if t == "100%" { return .success(.keyword("fill")) }
                if t.hasSuffix("%"), Double(t.dropLast()) != nil { return .failure(Why(text: "\"\(t)\" is a part of the parent: a fraction parity does not compare")) }
            }
            return convert(.length, v)
        case .length, .letterSpacing:
            switch v.kind {
            case .number(let n, let u) where u.isEmpty || u == "px" || u == "pt":
                guard n.isFinite, abs(n) < 1e6 else { return .failure(Why(text: "\(n) is not a length parity accepts")) }
                return .success(.number(n, .pt))
            case .token(let k, let n, _) where k != "color" && k != "typography":
                return .success(Value(unit: .pt, token: Normalize.tokenName(n)))
            case .string(let s):
                if let (n, u) = Normalize.cssLength(s, rem: 16), u == .pt { return .success(.number(n, .pt)) }
                return .failure(Why(text: "\"\(s)\" is not a length"))
            default: return .failure(Why(text: "\(describe(v)) is not a length"))
            }
        case .weight:
            switch v.kind {
            case .string(let s):
                if let w = Normalize.reactNativeWeight(s) { return .success(.number(w, .weight)) }
                return .failure(Why(text: "fontWeight \"\(s)\" is not a weight"))
            case .number(let n, _) where n >= 1 && n <= 1000 && n == n.rounded(): return .success(.number(n, .weight))
            default: return .failure(Why(text: "\(describe(v)) is not a font weight"))
            }
        case .keyword:
            if case .string(let s) = v.kind { return .success(.keyword(conventions.keywordSpellings[s] ?? s)) }
            return .failure(Why(text: "\(describe(v)) is not a keyword"))
        case .number:
            if case .number(let n, _) = v.kind, n.isFinite, n >= 0, n <= 1 { return .success(.number(n, .ratio)) }
            return .failure(Why(text: "\(describe(v)) is not an opacity"))
        case .corner:
            return .failure(Why(text: "a radius of one corner (\(describe(v))): parity reads one radius for every corner"))
        case .scale:
            if case .number(let n, _) = v.kind, n.isFinite, n >= 0 { return .success(.number(n, .ratio)) }
            return .failure(Why(text: "\(describe(v)) is not a scale"))
        case .axisScale:
            return .failure(Why(text: "a scale of one axis (\(describe(v))): parity compares one scale for both axes"))
        }
    }

    func describe(_ v: IRValue) -> String {
        switch v.kind {
        case .number(let n, let u): return "\(formatNumber(n))\(u)"
        case .string(let s): return "\"\(s)\""
        case .token(let k, let n, _): return "the \(k) token `\(n)`"
        case .record: return "an object"
        case .list: return "a list"
        case .bool(let b): return b ? "true" : "false"
        case .enumCase(let t, let n): return t.isEmpty ? "`.\(n)`" : "`\(t).\(n)`, a library constant,"
        case .unknown(let r): return r
        default: return "a value of another kind"
        }
    }
}
