import Foundation
import Testing
import ParityModel
import ParityCompare
@testable import ParityExtract

/// Swift token forms read from the text of a `static let` (Backpack's generated colors), and the
/// comparison of color token names spelled with a trailing `Color`.
@Suite struct SwiftTokenFormsTests {
    @Test func aColorBuiltFromChannelsWithItsDarkVariant() {
        let text = "BPKColor(red: 0.937, green: 0.953, blue: 0.973, alpha: 1)\n        .darkVariant(BPKColor(red: 0.141, green: 0.200, blue: 0.275, alpha: 1))"
        let pair = TokenReaders.channelColor(text, type: "BPKColor")
        #expect(pair?.light == RGBA(red: 239, green: 243, blue: 248))
        #expect(pair?.dark == RGBA(red: 36, green: 51, blue: 70))
        // One color for both modes; SwiftUI's own `Color(red:green:blue:opacity:)` too.
        #expect(TokenReaders.channelColor("Color(red: 1, green: 0, blue: 0, opacity: 0.5)", type: "Palette")
                == ColorPair(light: RGBA(red: 255, green: 0, blue: 0, alpha: 0.5), dark: RGBA(red: 255, green: 0, blue: 0, alpha: 0.5)))
        #expect(TokenReaders.channelColor("BPKColor(value: .clear)", type: "BPKColor")?.light.alpha == 0)
        // Not read: a call whose name does not say dark, a channel outside 0…1, another type.
        #expect(TokenReaders.channelColor("BPKColor(red: 1, green: 1, blue: 1, alpha: 1).mixed(BPKColor(red: 0, green: 0, blue: 0, alpha: 1))", type: "BPKColor") == nil)
        #expect(TokenReaders.channelColor("BPKColor(red: 255, green: 0, blue: 0, alpha: 1)", type: "BPKColor") == nil)
        #expect(TokenReaders.channelColor("Other(red: 1, green: 0, blue: 0, alpha: 1)", type: "BPKColor") == nil)
    }

    @Test func aColorTokenNamedWithColorAfterItIsTheSameToken() {
        func token(_ name: String, _ unit: ParityModel.Unit = .color) -> Value { Value(unit: unit, token: name) }
        let t = Tolerance()
        #expect(t.matches(token("textPrimaryColor"), token("textPrimary")))
        #expect(!t.matches(token("textPrimaryColor"), token("textSecondary")))
        #expect(!t.matches(token("Color"), token("")))
        // Only colors: a spacing token's name is its own.
        #expect(!t.matches(token("mdColor", .pt), token("md", .pt)))
    }
}
