import Testing
import TreeSitterKit
import ParityIR
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

    /// `const Button: React.FC<ButtonProps> = (…) => …`: the props' type is the component type's last argument.
    @Test func componentTypesGiveThePropsTypeByTheirLastArgument() {
        #expect(TSXLowering.lastTypeArgument("React.FC<ButtonProps>") == "ButtonProps")
        #expect(TSXLowering.lastTypeArgument("ForwardRefRenderFunction<View, ButtonProps>") == "ButtonProps")
        #expect(TSXLowering.lastTypeArgument("FC<PropsWithChildren<{ a: string }>>") == "PropsWithChildren<{ a: string }>")
        #expect(TSXLowering.lastTypeArgument("Record<Size, Map<string, number>>") == "Map<string, number>")
        #expect(TSXLowering.lastTypeArgument("ButtonProps") == nil)
        #expect(TSXLowering.lastTypeArgument("FC<>") == nil)
        // A class component's props are its base's first type argument.
        #expect(TSXLowering.firstTypeArgument("React.Component<InputProps & { theme?: Theme }, State>") == "InputProps & { theme?: Theme }")
        #expect(TSXLowering.firstTypeArgument("PureComponent<Props<A, B>>") == "Props<A, B>")
        #expect(TSXLowering.firstTypeArgument("Component") == nil)
    }

    /// A default export goes by its file's name where it has another or none; a component's does not.
    @Test func defaultExportsGoByTheirFilesName() throws {
        func names(_ src: String, path: String) throws -> [String: Decl] {
            let tree = try Parser(language: .tsx).parse(SourceText(src))
            let decls = TSXLowering.lowerWithImports(tree.root, file: 0, path: path).decls
            return Dictionary(decls.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        }
        let renamed = try names("function normalize(n: number) { return n }\nexport default normalize\n", path: "src/helpers/normalizeText.tsx")
        #expect(renamed["normalizeText"].map { if case .name("normalize")? = $0.value?.kind { true } else { false } } == true)
        let object = try names("export default { bold: { fontWeight: '700' } }\n", path: "helpers/fonts.ts")
        #expect(object["fonts"]?.value != nil)
        let declared = try names("export default function px(n: number) { return n }\n", path: "ui/rem.ts")
        #expect(declared["px"] != nil && declared["rem"] != nil)
        // The same name, a component, an index file or a name JavaScript cannot write: nothing more.
        #expect(try names("const fonts = {}\nexport default fonts\n", path: "fonts.ts").count == 1)
        #expect(try names("function CompoundLabel() { return null }\nexport default CompoundLabel\n", path: "label/label.tsx")["label"] == nil)
        #expect(try names("export default { a: 1 }\n", path: "ui/index.ts").isEmpty)
        #expect(try names("export default { a: 1 }\n", path: "ui/text-field.styles.ts").isEmpty)
    }
}
