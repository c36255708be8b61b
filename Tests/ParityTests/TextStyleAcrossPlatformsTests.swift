import Foundation
import Testing

/// A Material 3 button beside a React Native one written to match it: the button hands its content
/// color down (Compose's `root.color`, the text's color on React Native), and its text is drawn in
/// Material's `labelLarge` (14/20 sp, 0.1 sp tracking, weight 500) where React Native states
/// `text-sm leading-5 tracking-[0.1px] font-medium`. The same look: no finding; each real drift: one.
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
            colors = ButtonDefaults.buttonColors(containerColor = Color(0xFF2F6FED), contentColor = Color.White, disabledContentColor = Color(0xFF9AA0AB)),
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
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("parity-\(UUID().uuidString)")
        let k = dir.appendingPathComponent("ds/kotlin/components"), u = dir.appendingPathComponent("ds/uniwind/components/ui")
        try FileManager.default.createDirectory(at: k, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: u, withIntermediateDirectories: true)
        try Self.compose.write(to: k.appendingPathComponent("Cta.kt"), atomically: true, encoding: .utf8)
        var tsx = Self.uniwind
        if let edit {
            #expect(tsx.components(separatedBy: edit.old).count == 2, "`\(edit.old)` once")
            tsx = tsx.replacingOccurrences(of: edit.old, with: edit.new)
        }
        try tsx.write(to: u.appendingPathComponent("cta.tsx"), atomically: true, encoding: .utf8)
        try #"{ "root": "ds" }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: true, encoding: .utf8)
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
