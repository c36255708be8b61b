import Testing
import TreeSitterKit
@testable import ParityExtract

/// Conditional compilation in Swift files is resolved for an iOS build before parsing
/// (`SwiftLowering.withActiveBranches`), every position kept.
@Suite struct SwiftDirectivesTests {
    @Test func conditionsAreThoseOfAnIOSBuild() {
        #expect(SwiftLowering.conditionHolds("os(iOS)"))
        #expect(!SwiftLowering.conditionHolds(" targetEnvironment(macCatalyst)"))
        #expect(SwiftLowering.conditionHolds("!os(macOS) && canImport(UIKit)"))
        #expect(SwiftLowering.conditionHolds("os(visionOS) || (os(iOS) && !DEBUG) // the phone"))
        #expect(SwiftLowering.conditionHolds("canImport(DesignTokens)"))
        #expect(SwiftLowering.conditionHolds("swift(>=5.9)"))
        #expect(!SwiftLowering.conditionHolds("SNAPSHOT_TESTS"))
    }

    @Test func onlyTheTakenBranchStaysAndNothingMoves() throws {
        let src = """
        enum M {
          #if targetEnvironment(macCatalyst)
            static let h = 36
          #elseif os(iOS)
            #if DEBUG
              static let h = 1
            #else
              static let h = 28
            #endif
          #else
            static let h = 44
          #endif
        }
        """
        let out = SwiftLowering.withActiveBranches(Array(src.utf8))
        #expect(out.count == src.utf8.count)
        let text = String(decoding: out, as: UTF8.self)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == src.split(separator: "\n", omittingEmptySubsequences: false).count)
        let kept = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(kept == ["enum M {", "static let h = 28", "}"])
        // The kept line is where it was written.
        let at = try #require(src.range(of: "static let h = 28"))
        #expect(text[at] == "static let h = 28")
        // A file without a directive is returned as it is, and parses without errors after.
        #expect(SwiftLowering.withActiveBranches(Array("let x = \"#fff\"\n".utf8)) == Array("let x = \"#fff\"\n".utf8))
        let tree = try Parser(language: .swift).parse(SourceText(bytes: out))
        #expect(tree.root.syntaxErrors(skipping: []).isEmpty)
    }
}
