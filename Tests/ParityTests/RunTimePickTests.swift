import Foundation
import Testing
import ParityModel
@testable import ParityCompare

/// A value the running app picks among design values (`if (empty) placeholder else ink`, with
/// `empty` computed from a prop): each platform states the set it picks from. Platforms that pick
/// from the same set agree; one that picks from another set, or fixes one value, is a mismatch.
@Suite struct RunTimePickTests {
    static let compose = """
    package com.acme.ui.components

    import androidx.compose.foundation.background
    import androidx.compose.foundation.layout.Box
    import androidx.compose.foundation.layout.size
    import androidx.compose.runtime.Composable
    import androidx.compose.ui.Modifier
    import androidx.compose.ui.graphics.Color
    import androidx.compose.ui.unit.dp

    @Composable
    fun CodeDigit(digit: Char?, modifier: Modifier = Modifier) {
        val empty = digit == null
        val fill = when {
            empty -> Color(0xFF8A8A8E)
            else -> Color(0xFF111111)
        }
        Box(modifier.size(12.dp).background(fill))
    }
    """

    static let swiftUI = """
    import SwiftUI

    struct CodeDigit: View {
        var digit: Character?

        var body: some View {
            Rectangle()
                .fill(digit != nil ? Color(red: 17 / 255, green: 17 / 255, blue: 17 / 255) : Color(red: 138 / 255, green: 138 / 255, blue: 142 / 255))
                .frame(width: 12, height: 12)
        }
    }
    """

    static let uniwind = """
    import { View } from "react-native"

    export function CodeDigit({ digit }: { digit?: string }) {
      const tone = digit ? "bg-[#111111]" : "bg-[#8A8A8E]"
      return <View className={`size-3 ${tone}`} />
    }
    """

    func root(kotlin: (old: String, new: String)? = nil, swift: (old: String, new: String)? = nil) throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-\(UUID().uuidString)")
        let k = dir.appendingPathComponent("ds/kotlin/components"), s = dir.appendingPathComponent("ds/swift/Components"),
            u = dir.appendingPathComponent("ds/uniwind/components/ui")
        for d in [k, s, u] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        func edited(_ text: String, _ edit: (old: String, new: String)?) -> String {
            guard let edit else { return text }
            #expect(text.components(separatedBy: edit.old).count == 2, "`\(edit.old)` once")
            return text.replacingOccurrences(of: edit.old, with: edit.new)
        }
        try edited(Self.compose, kotlin).write(to: k.appendingPathComponent("CodeDigit.kt"), atomically: false, encoding: .utf8)
        try edited(Self.swiftUI, swift).write(to: s.appendingPathComponent("CodeDigit.swift"), atomically: false, encoding: .utf8)
        try Self.uniwind.write(to: u.appendingPathComponent("code-digit.tsx"), atomically: false, encoding: .utf8)
        try #"{ "root": "ds" }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        return dir
    }

    @Test func theSamePickIsNoFinding() throws {
        let (code, found) = try Harness.findings(try root(), component: "code-digit")
        #expect(found.isEmpty, "\(found)")
        #expect(code == 0)
    }

    @Test func anotherAlternativeIsAMismatch() throws {
        let (code, found) = try Harness.findings(try root(kotlin: ("0xFF8A8A8E", "0xFF6E6E73")), component: "code-digit")
        #expect(found.map(\.description) == ["code-digit root.backgroundColor [default] mismatch [\"kotlin\"]"])
        #expect(code == 1)
    }

    @Test func aFixedValueIsAMismatch() throws {
        let fixed = "digit != nil ? Color(red: 17 / 255, green: 17 / 255, blue: 17 / 255) : Color(red: 138 / 255, green: 138 / 255, blue: 142 / 255)"
        let (_, found) = try Harness.findings(try root(swift: (fixed, "Color(red: 17 / 255, green: 17 / 255, blue: 17 / 255)")), component: "code-digit")
        #expect(found.map(\.description) == ["code-digit root.backgroundColor [default] mismatch [\"swift\"]"])
    }
}

/// The comparison rules of a value picked at run time.
@Suite struct PickedValueTests {
    func color(_ token: String, _ hex: String) -> Value {
        Value(unit: .color, token: token, color: ColorPair(light: Normalize.cssColor(hex)!, dark: Normalize.cssColor(hex)!))
    }

    @Test func picksFlattenAndRepeatOnce() {
        let a = color("label", "#111111"), b = color("labelSecondary", "#8A8A8E"), c = color("accent", "#0071E3")
        let v = Value.oneOf([a, .oneOf([b, a]), c])
        #expect(v.alternatives == [c, a, b])
        #expect(Value.oneOf([b, a]) == Value.oneOf([a, b]))
        #expect(Value.oneOf([a, a]) == a)
        #expect(v.description == "one of accent (#0071E3) · label (#111111) · labelSecondary (#8A8A8E)")
        #expect(v.isResolved)
        #expect(!Value.oneOf([a, Value(unit: .color, token: "undefined")]).isResolved)
    }

    @Test func theSameSetInAnyOrderMatches() {
        let t = Tolerance()
        let a = color("label", "#111111"), b = color("labelSecondary", "#8A8A8E"), c = color("accent", "#0071E3")
        #expect(t.matches(.oneOf([a, b]), .oneOf([b, a])))
        #expect(!t.matches(.oneOf([a, b]), .oneOf([a, c])))
        #expect(!t.matches(.oneOf([a, b]), .oneOf([a, b, c])))
        #expect(!t.matches(.oneOf([a, b]), a))
        #expect(!t.matches(a, .oneOf([a, b])))
        // Each alternative by the usual rules: a literal matches the token that holds it.
        let literal = Value(unit: .color, color: a.color)
        #expect(t.matches(.oneOf([literal, b]), .oneOf([a, b])))
    }
}
