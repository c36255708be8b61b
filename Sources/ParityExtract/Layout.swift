import Foundation
import ParityModel

/// Where one platform keeps its components and tokens, relative to the root.
public struct PlatformLayout: Sendable, Codable, Hashable {
    public var componentDir: String
    public var fileExtension: String
    /// `kebab` (`text-field.tsx`) or `pascal` (`TextField.swift`).
    public var naming: Naming
    /// Token/theme files or folders (every file with the extension inside a folder).
    public var tokens: [String]
    /// Files or folders (every file with the extension inside, and in its subfolders) whose
    /// declarations components may use, beside the component folder's own helpers.
    public var helpers: [String] = []
    /// Android res folders (`lib/src/main/res`) read before those found beside the Kotlin files
    /// (`AndroidResources`); Kotlin only.
    public var resources: [String] = []
    /// File names in `componentDir` that are never components (theme files).
    public var notComponents: [String]
    /// Points per rem, for Tailwind flavors, where no `metro.config.js` sets it.
    public var rem: Double?
    /// The `metro.config.js` that sets the rem, when parity.json names one.
    public var metroConfig: String?
    /// Whether to look for a `metro.config.js` (in the component folder, then its parents up to
    /// the root) when none is named; off when parity.json sets the rem.
    public var discoverMetroConfig = true

    public enum Naming: String, Sendable, Codable { case kebab, pascal }

    /// The extensions of a platform's helper files: a TSX platform's helpers may be TypeScript
    /// without JSX (`Checkbox/tokens.ts`, `theme/colors.ts`).
    public var helperExtensions: [String] { fileExtension == "tsx" ? ["tsx", "ts"] : [fileExtension] }

    public static let defaults: [Platform: PlatformLayout] = [
        .uniwind: PlatformLayout(componentDir: "uniwind/components/ui", fileExtension: "tsx", naming: .kebab,
                                 tokens: ["uniwind/global.css"], notComponents: ["theme"], rem: 16),
        .nativewind: PlatformLayout(componentDir: "nativewind/components/ui", fileExtension: "tsx", naming: .kebab,
                                    tokens: ["nativewind/tailwind.config.js", "nativewind/tailwind.config.ts", "nativewind/global.css"], notComponents: ["theme"], rem: 14),
        .stylesheet: PlatformLayout(componentDir: "stylesheet/components/ui", fileExtension: "tsx", naming: .kebab,
                                    tokens: ["stylesheet/components/ui/theme.ts", "stylesheet/components/ui/theme.tsx"], notComponents: ["theme"]),
        .swift: PlatformLayout(componentDir: "swift/Components", fileExtension: "swift", naming: .pascal,
                               tokens: ["swift/Theme"], notComponents: []),
        .kotlin: PlatformLayout(componentDir: "kotlin/components", fileExtension: "kt", naming: .pascal,
                                tokens: ["kotlin/theme"], notComponents: []),
    ]
}

/// What parity needs to know about a design system; built from defaults and `parity.json`.
public struct Configuration: Sendable {
    public var root: URL
    public var platforms: [Platform: PlatformLayout] = PlatformLayout.defaults
    public var conventions = Conventions()
    public var referencePlatform: Platform?
    public var baselineDir = "Baselines"
    public var maxFileSize = 2 * 1024 * 1024
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Which published table of SwiftUI system colors (`Color.blue`, …) the Swift side defines:
    /// `ios18` (iOS 15–18, the default) or `ios26` (Apple's June 2025 values).
    public var systemColors = "ios18"
    /// Blur of Compose `dropShadow`/CSS divided by SwiftUI's shadow `radius` (design.md: radius 6 ↔ blur 12).
    public var shadowBlurFactor = 2.0
    /// Part names by component, then by view (its callee or the project function that makes it).
    public var parts: [String: [String: String]] = [:]
    /// Components named differently on some platform (`parity.json` `components`): the name
    /// parity uses, then per platform the file's stem as written (`ODSCardSmall`, `OdsSmallCard`).
    public var componentNames: [String: [Platform: String]] = [:]

    public init(root: URL) { self.root = root }
}
