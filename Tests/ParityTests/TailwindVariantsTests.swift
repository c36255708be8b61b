import Foundation
import Testing

/// tailwind-variants' `tv` as parity reads it: the config first (a second argument configures the
/// merge), slots as functions of the call's result, variant entries and compound classes as records
/// of slots (a string is the `base` slot's), and `compoundSlots` for the slots they list.
@Suite struct TailwindVariantsTests {
    @Test func theConfigComesFirstAndASecondArgumentIsNoConfig() throws {
        let f = try CvaTests.facts("""
        const box = tv({ base: "p-1", variants: { size: { sm: "h-8", lg: "h-12" } }, defaultVariants: { size: "sm" } }, { twMerge: true })
        export function Box({ size = "sm" }: { size?: "sm" | "lg" }) { return <View className={box({ size })} /> }
        """)
        #expect(f.contains("root.height size=lg 48 pt"))
        #expect(f.contains("root.paddingTop 4 pt"))
    }

    @Test func aSlotTakesItsOwnEntriesAndAStringEntryIsTheBaseSlots() throws {
        let f = try CvaTests.facts("""
        const box = tv({
          slots: { base: "p-1", label: "font-medium" },
          variants: { size: { sm: { base: "h-8", label: "text-xs" }, lg: "h-12" } },
          compoundSlots: [{ slots: ["label"], size: "lg", class: "font-bold" }],
        })
        export function Box({ size = "sm" }: { size?: "sm" | "lg" }) {
          const { base, label } = box({ size })
          return <View className={base()}><Text className={label({ className: "tracking-wide" })}>x</Text></View>
        }
        """)
        #expect(f.contains("root.height size=lg 48 pt"))
        #expect(f.contains("root.height size=sm 32 pt"))
        #expect(f.contains("text.fontWeight size=lg 700"))
        #expect(f.contains("text.fontWeight size=sm 500"))
        #expect(f.contains("text.letterSpacing 0.025 em"))
        #expect(!f.contains { $0.hasPrefix("text.height") })
    }
}
