import Foundation
import Testing
import ParityModel
@testable import ParityExtract

/// Asset catalog colorsets: each way Xcode writes a component, the dark appearance, Display P3,
/// and the colors parity cannot read (a system color reference, another color space).
@Suite struct AssetCatalogTests {
    static let at = SourceLocation(file: "A.xcassets/X.colorset/Contents.json", line: 1, column: 1)

    func read(_ entries: String) -> AssetCatalog.Color {
        AssetCatalog.read(Data(#"{ "colors": [\#(entries)], "info": { "version": 1 } }"#.utf8), location: Self.at)
    }

    func entry(_ space: String, _ components: String, dark: Bool = false) -> String {
        let appearance = dark ? #""appearances": [{ "appearance": "luminosity", "value": "dark" }], "#: ""
        return #"{ \#(appearance)"color": { "color-space": "\#(space)", "components": { \#(components) } }, "idiom": "universal" }"#
    }

    @Test func hexIntegerAndFractionComponentsAreTheSameColor() {
        let hex = read(entry("srgb", #""red": "0x01", "green": "0x72", "blue": "0xCB", "alpha": "1.000""#))
        let int = read(entry("srgb", #""red": "1", "green": "114", "blue": "203", "alpha": "1""#))
        let fraction = read(entry("srgb", #""red": "0.004", "green": "0.447", "blue": "0.796", "alpha": "1.000""#))
        #expect(hex.value?.light.description == "#0172CB")
        #expect(fraction.value?.light.description == "#0172CB")
        // "1" is ambiguous (1/255 or full); Xcode writes integers only for 0–255, and 1 as "1.000" in fractions.
        #expect(int.value?.light.green == 114 && int.value?.light.blue == 203)
    }

    @Test func theDarkAppearanceIsTheDarkSide() {
        let c = read(entry("srgb", #""red": "0xFF", "green": "0xFF", "blue": "0xFF""#) + ", " + entry("srgb", #""red": "0x00", "green": "0x00", "blue": "0x00""#, dark: true))
        #expect(c.value?.light.description == "#FFFFFF")
        #expect(c.value?.dark.description == "#000000")
        // Without a dark entry the dark side is the light color.
        #expect(read(entry("srgb", #""red": "0x10", "green": "0x20", "blue": "0x30""#)).value?.dark.description == "#102030")
    }

    @Test func aGrayWithAlpha() {
        let c = read(entry("gray-gamma-22", #""white": "0.900", "alpha": "0.500""#))
        #expect(c.value?.light.description == "#E6E6E680")
    }

    @Test func displayP3IsConvertedToSRGB() {
        // A gray is the same gray in both spaces; P3's pure green is outside sRGB and clamps.
        #expect(read(entry("display-p3", #""red": "0.6", "green": "0.6", "blue": "0.6""#)).value?.light.description == "#999999")
        let green = read(entry("display-p3", #""red": "0", "green": "1", "blue": "0""#)).value?.light
        #expect(green?.red == 0 && green?.green == 255 && green?.blue == 0)
        // P3 (0.8, 0.3, 0.2) is sRGB #DD4025 (computed apart, through XYZ with CSS Color 4's two
        // matrices), not #CC4D33 as the channels read as sRGB would be.
        #expect(read(entry("display-p3", #""red": "0.8", "green": "0.3", "blue": "0.2""#)).value?.light.description == "#DD4025")
    }

    @Test func whatCannotBeReadSaysWhy() {
        let system = read(#"{ "color": { "platform": "ios", "reference": "systemBlueColor" }, "idiom": "universal" }"#)
        #expect(system.value == nil)
        #expect(system.problem?.contains("systemBlueColor") == true)
        let cmyk = read(entry("generic-cmyk", #""cyan": "1", "magenta": "0", "yellow": "0", "black": "0""#))
        #expect(cmyk.value == nil)
        #expect(cmyk.problem?.contains("generic-cmyk") == true)
        let notAColorset = AssetCatalog.read(Data(#"{ "images": [] }"#.utf8), location: Self.at)
        #expect(notAColorset.problem?.contains("colors") == true)
    }
}
