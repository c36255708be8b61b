import Foundation
import Testing
@testable import ParityExtract

/// TypeScript's `compilerOptions.paths` (`ImportAliases`): read from the nearest tsconfig.json as
/// TypeScript reads it (comments, trailing commas), each specifier resolved by the longest prefix.
@Suite struct ImportAliasesTests {
    @Test func commentsAndTrailingCommasAreDroppedButNotInsideStrings() throws {
        let text = """
            {
              // a line comment
              "a": "http://x.y/*not a comment*/", /* a block
              comment */ "b": [1, 2,],
            }
            """
        let json = ImportAliases.jsonWithoutComments(text)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["a"] as? String == "http://x.y/*not a comment*/")
        #expect(object["b"] as? [Int] == [1, 2])
    }

    @Test func specifiersResolveByTheLongestPrefixRelativeToBaseUrl() throws {
        let text = """
            { "compilerOptions": { "baseUrl": "./src", "paths": {
                "@/*": ["./*"],
                "@/ui/*": ["./components/ui/*", "./legacy/ui/*"],
                "theme": ["./theme/index.ts"]
            } } }
            """
        let aliases = try #require(ImportAliases.parse(text, folder: "app"))
        #expect(aliases.resolve("@/lib/utils") == ["app/src/lib/utils"])
        #expect(aliases.resolve("@/ui/button") == ["app/src/components/ui/button", "app/src/legacy/ui/button"])
        #expect(aliases.resolve("theme") == ["app/src/theme/index.ts"])
        // Not an alias: a package, or a pattern's prefix alone.
        #expect(aliases.resolve("react-native").isEmpty)
        #expect(aliases.resolve("themes").isEmpty)
    }

    @Test func withoutBaseUrlTargetsAreRelativeToTheConfigsFolder() throws {
        let aliases = try #require(ImportAliases.parse(#"{"compilerOptions": {"paths": {"~/*": ["../shared/*"]}}}"#, folder: "apps/mobile"))
        #expect(aliases.resolve("~/colors") == ["apps/shared/colors"])
        // A config with no paths has no rules; text that is not a config is nil.
        #expect(ImportAliases.parse(#"{"compilerOptions": {"strict": true}}"#, folder: "")?.rules.isEmpty == true)
        #expect(ImportAliases.parse("not json", folder: "") == nil)
    }

    /// The nearest config that declares paths: the component folder's, else a parent's up to the root.
    @Test func theNearestConfigWithPathsIsRead() throws {
        let dir = Harness.scratch.appendingPathComponent("parity-aliases-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("app/components"), withIntermediateDirectories: true)
        try #"{"compilerOptions": {"paths": {"@/*": ["./app/*"]}}}"#.write(to: dir.appendingPathComponent("tsconfig.json"), atomically: false, encoding: .utf8)
        // A config without paths nearer the components does not hide the root's.
        try #"{"compilerOptions": {"strict": true}}"#.write(to: dir.appendingPathComponent("app/tsconfig.json"), atomically: false, encoding: .utf8)
        let found = ImportAliases.nearest(componentDir: "app/components", root: dir)
        #expect(found.file == "tsconfig.json")
        #expect(found.resolve("@/theme/context") == ["app/theme/context"])
        // One in the component folder wins.
        try #"{"compilerOptions": {"paths": {"@/*": ["./*"]}}}"#.write(to: dir.appendingPathComponent("app/components/jsconfig.json"), atomically: false, encoding: .utf8)
        let nearer = ImportAliases.nearest(componentDir: "app/components", root: dir)
        #expect(nearer.file == "app/components/jsconfig.json")
        #expect(nearer.resolve("@/button") == ["app/components/button"])
    }
}
