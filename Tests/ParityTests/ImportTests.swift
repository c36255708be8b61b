import Testing
@testable import ParityExtract

/// How a TSX file's imports name the component files it uses (`DesignSystem.importedComponents`).
@Suite struct ImportTests {
    @Test func specifiersInOrder() {
        let src = """
        import * as React from "react"
        import { cn } from '@/lib/utils'
        export { Text } from "./text"
        const from = 1; const x = transform("not an import")
        import type { Props } from "../types"
        """
        #expect(DesignSystem.importSpecifiers(Array(src.utf8)) == ["react", "@/lib/utils", "./text", "../types"])
        // Words that hold `from` or end the file with it, and an `f` in the last bytes, are no imports.
        #expect(DesignSystem.importSpecifiers(Array("fromage('x'); import a from\n'./a'; wherefrom 'b' from".utf8)) == ["./a"])
        #expect(DesignSystem.importSpecifiers(Array("import b from './b' f".utf8)) == ["./b"])
    }

    @Test func pathPieces() {
        #expect(DesignSystem.withoutExtension("nativewind/components/ui/text.tsx") == "nativewind/components/ui/text")
        #expect(DesignSystem.withoutExtension("a.b/c") == "a.b/c")
        #expect(DesignSystem.lastComponents("@/registry/new-york/components/ui/text", 2) == "ui/text")
        #expect(DesignSystem.lastComponents("ui/text/", 1) == "text")
        #expect(DesignSystem.lastComponents("text", 2) == "text")
        #expect(DesignSystem.resolveRelative("../ui/text", from: "nativewind/components/toggle/index.tsx") == "nativewind/components/ui/text")
        #expect(DesignSystem.resolveRelative("./text", from: "uniwind/components/ui/button.tsx") == "uniwind/components/ui/text")
    }
}
