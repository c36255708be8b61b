import Foundation
import ParityModel

/// The named colors of Xcode asset catalogs (`Colors.xcassets/Blue/Blue Normal.colorset/Contents.json`),
/// which SwiftUI reads with `Color("Blue Normal", bundle: .module)` and UIKit with `UIColor(named:)`.
///
/// A colorset's `Contents.json` lists colors per appearance: the entry without `appearances` is the
/// light (any) color, the one whose `luminosity` appearance is `dark` the dark color. Components are
/// `"0xCB"`, `"203"` (0–255) or `"0.796"` (0–1) per channel, or `white` for a gray; a color that
/// names a system color (`"reference"`) or a color space parity does not convert has no value.
enum AssetCatalog {
    struct Color: Sendable {
        let value: ColorPair?
        /// Why the value could not be read, when it could not.
        let problem: String?
        let location: SourceLocation
    }

    /// The catalogs parity looks in for a platform's token files: the `.xcassets` folders beside
    /// each token file and in the folders above it, up to the root (Orbit keeps `Colors.xcassets`
    /// next to `Colors.swift`; an app keeps `Assets.xcassets` at its top).
    static func catalogs(near files: [String], root: URL) -> [String] {
        let fm = FileManager.default
        var folders: [String] = []
        var seen: Set<String> = []
        for rel in files {
            var dir = (rel as NSString).deletingLastPathComponent
            while seen.insert(dir).inserted {
                folders.append(dir)
                if dir.isEmpty || dir == "." || dir == "/" { break }
                dir = (dir as NSString).deletingLastPathComponent
            }
        }
        var out: [String] = []
        for dir in folders {
            let path = dir.isEmpty ? root.path : root.appendingPathComponent(dir).path
            for name in ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted() where name.hasSuffix(".xcassets") {
                out.append(dir.isEmpty ? name : dir + "/" + name)
            }
        }
        return out
    }

    /// Every colorset in the catalogs, by its name (the folder name without `.colorset`); the first
    /// catalog that has a name wins.
    static func colors(in catalogs: [String], root: URL) -> [String: Color] {
        var out: [String: Color] = [:]
        for catalog in catalogs {
            for rel in colorsets(catalog, root: root) {
                let name = ((rel as NSString).lastPathComponent as NSString).deletingPathExtension
                guard out[name] == nil else { continue }
                let file = rel + "/Contents.json"
                let location = SourceLocation(file: file, line: 1, column: 1)
                guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else { continue }
                out[name] = read(data, location: location)
            }
        }
        return out
    }

    /// The colorset folders of a catalog (they may sit in group folders), sorted.
    static func colorsets(_ catalog: String, root: URL) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        var stack = [catalog]
        while let dir = stack.popLast() {
            for name in (try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path)) ?? [] where !name.hasPrefix(".") {
                let rel = dir + "/" + name
                if name.hasSuffix(".colorset") { out.append(rel) } else if !name.contains(".") || name.hasSuffix(".xcassets") { stack.append(rel) }
            }
        }
        return out.sorted()
    }

    static func read(_ data: Data, location: SourceLocation) -> Color {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let colors = json["colors"] as? [[String: Any]] else {
            return Color(value: nil, problem: "not a colorset's Contents.json (no `colors` list)", location: location)
        }
        var light: RGBA?, dark: RGBA?
        var problem: String?
        for entry in colors {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
            // High-contrast variants are left out: they are not the default look.
            if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            switch channels(color) {
            case .success(let c):
                if luminosity == "dark" { dark = dark ?? c } else if luminosity == nil || luminosity == "light" { light = light ?? c }
            case .failure(let why): problem = problem ?? why.text
            }
        }
        guard let light else { return Color(value: nil, problem: problem ?? "no color for the default appearance", location: location) }
        return Color(value: ColorPair(light: light, dark: dark ?? light), problem: nil, location: location)
    }

    struct Why: Error { let text: String }

    static func channels(_ color: [String: Any]) -> Result<RGBA, Why> {
        if let reference = color["reference"] as? String { return .failure(Why(text: "it names the system color `\(reference)`")) }
        let space = (color["color-space"] as? String) ?? "srgb"
        guard let c = color["components"] as? [String: Any] else { return .failure(Why(text: "a color without components")) }
        func component(_ key: String) -> Double? {
            guard let v = c[key] else { return nil }
            let s = (v as? String) ?? (v as? NSNumber)?.stringValue ?? ""
            if s.lowercased().hasPrefix("0x") { return UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let n = Double(s), n.isFinite, n >= 0 else { return nil }
            // Integers above 1 are 0–255; "1" and fractions are 0–1 (Xcode writes "1.000" for full).
            return s.contains(".") || n <= 1 ? (n <= 1 ? n : nil) : (n <= 255 ? n / 255 : nil)
        }
        let alpha = component("alpha") ?? 1
        if let w = component("white"), ["gray-gamma-22", "extended-gray", "display-p3", "srgb", "extended-srgb"].contains(space) || c["red"] == nil {
            let v = Int((w * 255).rounded())
            return .success(RGBA(red: v, green: v, blue: v, alpha: alpha))
        }
        guard ["srgb", "extended-srgb", "display-p3"].contains(space) else {
            return .failure(Why(text: "the color space `\(space)` is not one parity converts"))
        }
        guard var r = component("red"), var g = component("green"), var b = component("blue") else {
            return .failure(Why(text: "a component is not a number from 0 to 255, 0x00 to 0xFF or 0 to 1"))
        }
        if space == "display-p3" { (r, g, b) = srgb(fromDisplayP3: (r, g, b)) }
        return .success(RGBA(red: Int((r * 255).rounded()), green: Int((g * 255).rounded()), blue: Int((b * 255).rounded()), alpha: alpha))
    }

    /// Display P3 to sRGB (both D65 with the sRGB transfer curve): decode, convert the linear
    /// channels (the matrix of the two spaces' primaries), encode, clamp to the sRGB gamut.
    static func srgb(fromDisplayP3 c: (Double, Double, Double)) -> (Double, Double, Double) {
        let linear = Normalize.linearChannel
        func encoded(_ v: Double) -> Double { Normalize.gammaChannel(min(max(v, 0), 1)) }
        let (r, g, b) = (linear(c.0), linear(c.1), linear(c.2))
        // CSS Color 4's Display P3 -> XYZ and XYZ -> sRGB matrices, multiplied.
        return (encoded(1.22494017628056 * r - 0.22494017628055996 * g),
                encoded(-0.04205695470968818 * r + 1.0420569547096883 * g),
                encoded(-0.01963755459033439 * r - 0.07863604555063182 * g + 1.0982736001409665 * b))
    }
}
