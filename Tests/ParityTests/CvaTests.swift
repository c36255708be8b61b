import Foundation
import Testing

/// `cva` (class-variance-authority) as parity reads it: variant keys are input dimensions, the
/// selected entries and matching compound variants are classes of the point, `defaultVariants`
/// fill what the call leaves out, and the call's own `className` comes last.
@Suite struct CvaTests {
    /// `parity show` of one Uniwind component, fact lines without their sources.
    static func facts(_ source: String) throws -> [String] {
        let dir = Harness.scratch.appendingPathComponent("parity-cva-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let ui = dir.appendingPathComponent("uniwind/components/ui")
        try FileManager.default.createDirectory(at: ui, withIntermediateDirectories: true)
        try source.write(to: ui.appendingPathComponent("box.tsx"), atomically: false, encoding: .utf8)
        let r = try Harness.run(["show", "box", "--root", dir.path], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        return IdiomTests.values(r.stdout).dropFirst().filter { !$0.hasPrefix("parts:") }.map { $0.replacingOccurrences(of: #" {2,}"#, with: " ", options: .regularExpression) }
    }

    @Test func compoundVariantsMatchEveryConditionAndListsMatchAnyOfTheirValues() throws {
        let f = try Self.facts("""
        const box = cva("p-1", {
          variants: { variant: { a: "", b: "", c: "" }, size: { sm: "", lg: "" } },
          compoundVariants: [{ variant: ["a", "b"], size: "lg", className: "p-4" }, { variant: "c", size: "sm", class: "p-2" }],
        })
        export function Box({ variant = "a", size = "sm" }) { return <View className={box({ variant, size })} /> }
        """)
        #expect(f.contains("root.paddingTop variant=a size=lg 16 pt"))
        #expect(f.contains("root.paddingTop variant=b size=lg 16 pt"))
        #expect(f.contains("root.paddingTop variant=c size=lg 4 pt"))
        #expect(f.contains("root.paddingTop variant=c size=sm 8 pt"))
        #expect(f.contains("root.paddingTop variant=a size=sm 4 pt"))
    }

    @Test func defaultVariantsFillASelectionTheCallLeavesOut() throws {
        let f = try Self.facts("""
        const box = cva("", { variants: { size: { sm: "h-8", lg: "h-12" } }, defaultVariants: { size: "lg" } })
        export function Box({ size }: VariantProps<typeof box>) { return <View className={box({ size })} /> }
        """)
        #expect(f == ["root.height size=lg 48 pt", "root.height size=sm 32 pt"])
    }

    @Test func booleanVariantsSelectByTheStateOfTheirProp() throws {
        let f = try Self.facts("""
        const box = cva("bg-white", { variants: { disabled: { true: "opacity-50", false: "opacity-100" } } })
        export function Box({ disabled }) { return <Pressable disabled={disabled} className={box({ disabled })} /> }
        """)
        #expect(f.contains("root.opacity 1"))
        #expect(f.contains("root.opacity [disabled] 0.5"))
    }

    @Test func theCallsClassNameComesLastAndWinsInsideCn() throws {
        let f = try Self.facts("""
        const box = cva("px-2 rounded-md", { variants: { variant: { a: "bg-black", b: "bg-white" } } })
        export function Box({ variant = "a" }) { return <View className={cn(box({ variant, className: "px-6" }), "rounded-full")} /> }
        """)
        #expect(f.contains("root.paddingStart 24 pt"))
        #expect(f.contains("root.radius full (9999 pt)"))
        #expect(f.contains("root.backgroundColor variant=a #000000"))
        #expect(f.contains("root.backgroundColor variant=b #FFFFFF"))
    }

    /// tva's config-only form, with a nested table selected by the call's record of the same key
    /// (`parentVariants`), and a config with no variants at all.
    @Test func aNestedTableIsSelectedByTheCallsRecordOfItsKey() throws {
        let f = try Self.facts("""
        const box = tva({ base: "p-1", parentVariants: { tone: { a: "bg-black", b: "bg-white" } } })
        const plain = tva({ base: "rounded-md" })
        export function Box({ tone = "a" }: { tone?: "a" | "b" }) {
          return <View className={cn(box({ parentVariants: { tone } }), plain({}))} />
        }
        """)
        #expect(f.contains("root.backgroundColor variant=a #000000"), "\(f)")
        #expect(f.contains("root.backgroundColor variant=b #FFFFFF"), "\(f)")
        #expect(f.contains("root.radius md (6 pt)"), "\(f)")
    }
}
