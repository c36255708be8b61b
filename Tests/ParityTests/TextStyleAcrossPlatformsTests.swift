import Foundation
import Testing
import ParityModel
@testable import ParityCompare

/// A Material 3 button beside a React Native one written to match it: the button hands its content
/// color down (Compose's `root.color`, the text's color on React Native), and its text is drawn in
/// Material's `labelLarge` (14/20 sp, 0.1 sp tracking, weight 500) where React Native states
/// `text-sm leading-5 tracking-[0.1px] font-medium`. The same look: no finding; each real drift: one.
/// (The Compose button names its disabled container: Material's own, onSurface at 12 %, is not
/// the React Native button's, which keeps its fill.)
@Suite struct TextStyleAcrossPlatformsTests {
    static let compose = """
    package com.acme.ui.components

    import androidx.compose.material3.Button
    import androidx.compose.material3.ButtonDefaults
    import androidx.compose.material3.Text
    import androidx.compose.runtime.Composable
    import androidx.compose.ui.graphics.Color

    @Composable
    fun Cta(label: String, enabled: Boolean = true, onClick: () -> Unit = {}) {
        Button(
            onClick = onClick,
            enabled = enabled,
            colors = ButtonDefaults.buttonColors(
                containerColor = Color(0xFF2F6FED), contentColor = Color.White,
                disabledContainerColor = Color(0xFF2F6FED), disabledContentColor = Color(0xFF9AA0AB),
            ),
        ) { Text(label) }
    }
    """

    static let uniwind = """
    import { Pressable, Text } from "react-native"

    export function Cta({ label, disabled }: { label: string; disabled?: boolean }) {
      return (
        <Pressable disabled={disabled} className="bg-[#2F6FED] rounded-full px-6 py-2">
          <Text className="text-sm leading-5 tracking-[0.1px] font-medium text-white disabled:text-[#9AA0AB]">{label}</Text>
        </Pressable>
      )
    }
    """

    func root(_ edit: (old: String, new: String)? = nil) throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-\(UUID().uuidString)")
        let k = dir.appendingPathComponent("ds/kotlin/components"), u = dir.appendingPathComponent("ds/uniwind/components/ui")
        try FileManager.default.createDirectory(at: k, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: u, withIntermediateDirectories: true)
        try Self.compose.write(to: k.appendingPathComponent("Cta.kt"), atomically: false, encoding: .utf8)
        var tsx = Self.uniwind
        if let edit {
            #expect(tsx.components(separatedBy: edit.old).count == 2, "`\(edit.old)` once")
            tsx = tsx.replacingOccurrences(of: edit.old, with: edit.new)
        }
        try tsx.write(to: u.appendingPathComponent("cta.tsx"), atomically: false, encoding: .utf8)
        try #"{ "root": "ds" }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        return dir
    }

    @Test func theSameLookIsNoFinding() throws {
        let dir = try root()
        let (code, found) = try Harness.findings(dir, component: "cta")
        #expect(found.isEmpty, "\(found)")
        #expect(code == 0)
    }

    @Test(arguments: [
        ("text-white", "text-black", ["cta root.color [default] missing [\"uniwind\"]", "cta text.color [default] mismatch [\"kotlin\"]"]),
        ("font-medium", "font-semibold", ["cta text.fontWeight [default] missing [\"kotlin\"]"]),
        ("leading-5", "leading-6", ["cta text.lineHeight [default] missing [\"kotlin\"]"]),
        ("tracking-[0.1px]", "tracking-[0.5px]", ["cta text.letterSpacing [default] missing [\"kotlin\"]"]),
        ("text-sm leading-5", "text-lg leading-5", ["cta text.letterSpacing [default] missing [\"kotlin\"]", "cta text.typography [default] mismatch [\"kotlin\"]"]),
    ])
    func eachDriftIsFound(_ old: String, _ new: String, _ expected: [String]) throws {
        let dir = try root((old, new))
        let (code, found) = try Harness.findings(dir, component: "cta")
        #expect(found.map(\.description).sorted() == expected.sorted())
        #expect(code == 1)
    }
}

/// The comparator's rules for a text style stated as one token on one platform and as its parts on another.
@Suite struct TextStylePartsTests {
    static let at = SourceLocation(file: "f", line: 1, column: 1)

    func fact(_ property: String, _ value: Value) -> Fact { Fact(key: FactKey(part: "text", property: property), value: value, raw: property, location: Self.at) }

    /// Tailwind's `text-sm` (a library style) on one platform; on the other its size, line height
    /// and letter-spacing stated one by one (`.font(.system(size: 14))`).
    func findings(parts: [Fact]) -> [Finding] {
        var sm = Value(unit: .token, token: "sm", typography: TypographyValue(size: 14, lineHeight: 20, letterSpacing: 0))
        sm.systemToken = true
        var c = Comparator()
        c.platforms = [.uniwind, .swift]
        return c.compare(component: "label", [
            Implementation(component: "label", platform: .uniwind, file: "u", facts: [fact("typography", sm)]),
            Implementation(component: "label", platform: .swift, file: "s", facts: parts),
        ]).findings
    }

    @Test func aStyleStatedPartByPartIsTheStyle() {
        #expect(findings(parts: [fact("fontSize", .number(14, .pt)), fact("lineHeight", .number(20, .pt)), fact("letterSpacing", .number(0, .em))]).isEmpty)
    }

    @Test func aPartAtAnotherValueIsOneFinding() {
        let found = findings(parts: [fact("fontSize", .number(15, .pt)), fact("lineHeight", .number(20, .pt)), fact("letterSpacing", .number(0, .em))])
        #expect(found.map { "\($0.key.property) \($0.kind) \($0.platforms)" } == ["fontSize missing [ParityModel.Platform.uniwind]"])
        // The finding shows what the platform's style holds, not a dash.
        #expect(found.first?.values[.uniwind]?.normalized == "14 pt (sm)")
    }

    @Test func noTrackingNeedsNoStating() {
        // `text-sm` has no tracking; a text that states none has none either.
        #expect(findings(parts: [fact("fontSize", .number(14, .pt)), fact("lineHeight", .number(20, .pt))]).isEmpty)
    }

    @Test func aPartNotStatedLeavesTheStyleMissing() {
        // No line height anywhere but in the style: the style itself is what the other platform lacks.
        let found = findings(parts: [fact("fontSize", .number(14, .pt))])
        #expect(found.map { "\($0.key.property) \($0.kind)" } == ["typography missing"])
    }
}

/// A Material `Surface` around a padded `Text`, a React Native `View` around a padded `Text`, and a
/// SwiftUI `Text` that pads and fills itself: the same chip. The surface hands its content color
/// to the text; the padding inside the background is the same box's on all three. What is left is
/// SwiftUI's line height, which it cannot state (a real difference).
@Suite struct ChipAcrossPlatformsTests {
    static let files: [(String, String)] = [
        ("ds/kotlin/components/Chip.kt", """
package com.acme.ui.components

import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

@Composable
fun Chip(label: String, selected: Boolean = false) {
    Surface(
        color = if (selected) Color(0xFF1B5E20) else Color(0xFFE8F5E9),
        contentColor = if (selected) Color.White else Color(0xFF1B5E20),
        shape = RoundedCornerShape(8.dp),
    ) {
        Text(label, style = MaterialTheme.typography.labelSmall, modifier = Modifier.padding(horizontal = 12.dp, vertical = 6.dp))
    }
}
"""),
        ("ds/uniwind/components/ui/chip.tsx", """
import { View, Text } from "react-native"

export function Chip({ label, selected = false }: { label: string; selected?: boolean }) {
  return (
    <View className={selected ? "rounded-lg bg-[#1B5E20]" : "rounded-lg bg-[#E8F5E9]"}>
      <Text className={`px-3 py-1.5 text-[11px] leading-4 tracking-[0.5px] font-medium ${selected ? "text-white" : "text-[#1B5E20]"}`}>{label}</Text>
    </View>
  )
}
"""),
        ("ds/swift/Components/Chip.swift", """
import SwiftUI

struct Chip: View {
    let label: String
    var selected: Bool = false

    var body: some View {
        Text(label)
            .font(.system(size: 11, weight: .medium))
            .tracking(0.5)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(selected ? Color.white : Color(red: 0x1B / 255, green: 0x5E / 255, blue: 0x20 / 255))
            .background(selected ? Color(red: 0x1B / 255, green: 0x5E / 255, blue: 0x20 / 255) : Color(red: 0xE8 / 255, green: 0xF5 / 255, blue: 0xE9 / 255), in: RoundedRectangle(cornerRadius: 8))
    }
}
"""),
    ]

    func root(_ file: Int? = nil, _ old: String = "", _ new: String = "") throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-\(UUID().uuidString)")
        for (i, (path, text)) in Self.files.enumerated() {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var t = text
            if i == file {
                #expect(t.components(separatedBy: old).count == 2, "`\(old)` once")
                t = t.replacingOccurrences(of: old, with: new)
            }
            try t.write(to: url, atomically: false, encoding: .utf8)
        }
        try #"{ "root": "ds" }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        return dir
    }

    @Test func theSameChipHasOnlyTheLineHeightSwiftUICannotState() throws {
        let (_, found) = try Harness.findings(try root(), component: "chip")
        #expect(found.map(\.description) == ["chip text.lineHeight [default] missing [\"swift\"]"])
    }

    @Test func aPaddingDriftIsFound() throws {
        let (_, found) = try Harness.findings(try root(1, "px-3", "px-4"), component: "chip")
        #expect(found.contains { $0.property == "paddingStart" && $0.kind == "mismatch" && $0.platforms == ["kotlin"] })
        #expect(found.contains { $0.property == "paddingStart" && $0.kind == "missing" && $0.platforms == ["uniwind"] })
    }

    @Test func aContentColorDriftIsFound() throws {
        let (_, found) = try Harness.findings(try root(0, "contentColor = if (selected) Color.White", "contentColor = if (selected) Color.Yellow"), component: "chip")
        #expect(found.contains { $0.part == "text" && $0.property == "color" && $0.state == "checked" && $0.kind == "mismatch" && $0.platforms == ["kotlin"] })
    }
}
