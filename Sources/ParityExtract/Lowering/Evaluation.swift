import ParityIR
import ParityModel

/// How a component is called: its declaration, its input space and the arguments at a point.
struct ComponentEntry {
    let decl: Decl
    let space: InputSpace
    /// States its signature takes (state parameters).
    let states: Set<String>
    /// Parameters that are inputs: name -> how the value at a point is made.
    let inputs: [(param: String, input: Input)]

    enum Input {
        /// An enum parameter picked by the point's variant or size: case name by normalized name.
        case variant(type: String, cases: [String: String])
        case size(type: String, cases: [String: String])
        case state(StateParameter)
    }

    /// The arguments of the component at the evaluator's point. An optional parameter whose
    /// default is `null` (a slot such as `leadingIcon`) is unknown: callers set it, so a
    /// condition on it evaluates both sides.
    func arguments(_ ev: Evaluator) -> Evaluator.ArgValues {
        var out: Evaluator.ArgValues = []
        for p in decl.params {
            if let d = p.defaultValue, case .null = d.kind { out.append((p.name, .unknown("the optional parameter `\(p.name)` (callers set it)", d.loc))) }
        }
        for (param, input) in inputs {
            switch input {
            case .variant(let t, let cases):
                if let v = ev.input(variant: true, { cases[$0].map { .enumCase(type: t, name: $0) } }) { out.append((param, v)) }
            case .size(let t, let cases):
                if let v = ev.input(variant: false, { cases[$0].map { .enumCase(type: t, name: $0) } }) { out.append((param, v)) }
            case .state(let sp):
                out.append((param, IRValue(.bool(ev.state(sp.state) == sp.whenTrue), decl.loc)))
            }
        }
        return out
    }

    /// The entry of a component function whose parameters are typed by the program's enums
    /// (`variant: ButtonVariant = ButtonVariant.Default`, `size: Size = .md`) and state parameters.
    static func of(_ decl: Decl, program: Program, builtins: Builtins) -> ComponentEntry {
        var inputs: [(String, Input)] = []
        var variants: [String] = [], sizes: [String] = []
        var defaultVariant: String?, defaultSize: String?
        var states: Set<String> = []
        var haveVariant = false
        for p in decl.params {
            if let t = p.type, let e = program.decls(named: t)?.first(where: { $0.kind == .enumeration }), !e.cases.isEmpty {
                let cases = Dictionary(e.cases.map { (Normalize.tokenName($0.name), $0.name) }, uniquingKeysWith: { a, _ in a })
                let names = e.cases.map { Normalize.tokenName($0.name) }
                let def = p.defaultValue.flatMap(defaultCase).map(Normalize.tokenName)
                if p.name.lowercased().contains("size") || t.lowercased().hasSuffix("size") {
                    guard sizes.isEmpty else { continue }
                    sizes = names
                    defaultSize = def
                    inputs.append((p.name, .size(type: t, cases: cases)))
                } else if !haveVariant {
                    haveVariant = true
                    variants = names
                    defaultVariant = def
                    inputs.append((p.name, .variant(type: t, cases: cases)))
                }
                continue
            }
            if let sp = builtins.stateParameters[p.name], p.type == nil || ["Boolean", "Bool", "boolean"].contains(p.type!) {
                states.insert(sp.state)
                inputs.append((p.name, .state(sp)))
            }
        }
        let space = InputSpace(variants: variants, sizes: sizes, defaultVariant: defaultVariant, defaultSize: defaultSize)
        return ComponentEntry(decl: decl, space: space, states: states, inputs: inputs)
    }

    /// The case a default value names (`ButtonVariant.Default`, `.md`).
    static func defaultCase(_ e: Expr) -> String? {
        switch e.kind {
        case .member(_, let n, _), .implicitMember(let n): return n
        case .string(let s): return s
        default: return nil
        }
    }
}

/// Evaluates a component's entry over its input space and adds the facts to the sink.
func evaluate(_ entry: ComponentEntry, program: Program, tables: PlatformTables, rem: Double = 16, interpreters: [String: any Interpreter] = [:],
              parts: [String: String] = [:], into sink: inout FactSink) -> ComponentRun.Result {
    let renderer = Renderer(sinks: tables.sinks, interpreters: interpreters, parts: parts, rem: rem)
    let run = ComponentRun(program: program, builtins: tables.builtins, renderer: renderer, space: entry.space, states: entry.states)
    let result = run.run { ev in ev.callFunction(entry.decl, receiver: nil, entry.arguments(ev), entry.decl.loc) }
    sink.facts += result.facts
    sink.diagnostics += result.diagnostics
    sink.parts += result.origins
    return result
}

extension Conventions {
    /// `table` with the project's `stateNames` added (a name there replaces the built-in one).
    func stateParameters(_ table: [String: StateParameter]) -> [String: StateParameter] {
        var t = table
        for (name, state) in stateNames {
            t[name] = state.hasPrefix("!") ? StateParameter(String(state.dropFirst()), whenTrue: false) : StateParameter(state)
        }
        return t
    }
}
