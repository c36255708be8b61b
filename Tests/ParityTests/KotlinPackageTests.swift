import Foundation
import Testing
@testable import ParityExtract

/// Kotlin laid out by package, as Compose design systems are (Spark's `components/buttons/`
/// holding `ButtonFilled.kt`, `ButtonOutlined.kt` and `ButtonShape.kt`): each file that declares
/// the composable its name says is a component, the folder's other files are its helpers, and a
/// file of another package that a component imports (`import com.acme.buttons.ButtonShape`) is
/// read as Kotlin sees its module.
@Suite struct KotlinPackageTests {
    static let shape = """
        package com.acme.buttons

        import androidx.compose.foundation.shape.RoundedCornerShape
        import androidx.compose.runtime.Composable
        import androidx.compose.ui.graphics.Shape
        import androidx.compose.ui.unit.dp

        public enum class ButtonShape {
            Square {
                override val shape: Shape
                    @Composable get() = RoundedCornerShape(0.dp)
            },
            Rounded {
                override val shape: Shape
                    @Composable get() = RoundedCornerShape(12.dp)
            };

            internal abstract val shape: Shape
                @Composable get
        }
        """

    static func button(_ name: String, fill: String) -> String {
        """
        package com.acme.buttons

        import androidx.compose.foundation.background
        import androidx.compose.foundation.layout.Box
        import androidx.compose.runtime.Composable
        import androidx.compose.ui.Modifier
        import androidx.compose.ui.draw.clip
        import androidx.compose.ui.graphics.Color

        @Composable
        public fun \(name)(shape: ButtonShape = ButtonShape.Rounded, modifier: Modifier = Modifier) {
            Box(modifier.clip(shape.shape).background(Color(\(fill))))
        }
        """
    }

    /// An icon button of another package that names the buttons' shape through an import (and
    /// its defaults in a file of its own folder, as Spark's `IconButtonDefaults.kt`).
    static let iconButton = """
        package com.acme.iconbuttons

        import androidx.compose.foundation.background
        import androidx.compose.foundation.layout.Box
        import androidx.compose.runtime.Composable
        import androidx.compose.ui.Modifier
        import androidx.compose.ui.draw.clip
        import androidx.compose.ui.graphics.Color
        import com.acme.buttons.ButtonShape

        @Composable
        public fun IconButtonFilled(shape: ButtonShape = IconButtonDefaults.DefaultShape, modifier: Modifier = Modifier) {
            Box(modifier.clip(shape.shape).background(Color(0xFF222222)))
        }
        """
    static let iconDefaults = """
        package com.acme.iconbuttons

        import com.acme.buttons.ButtonShape

        public object IconButtonDefaults {
            internal val DefaultShape = ButtonShape.Square
        }
        """

    static func root(swift: Bool = false) throws -> URL {
        let files = swift ? [
            // SwiftUI laid out the same way.
            "swift/Components/Buttons/ButtonPrimary.swift": """
                import SwiftUI

                struct ButtonPrimary: View {
                    var body: some View { Text("Go").padding(12).background(ButtonMetrics.fill) }
                }
                """,
            "swift/Components/Buttons/ButtonMetrics.swift": """
                import SwiftUI

                enum ButtonMetrics { static let fill = Color(red: 0, green: 0.5, blue: 1) }
                """,
        ] : [
            "kotlin/components/buttons/ButtonFilled.kt": button("ButtonFilled", fill: "0xFF0A84FF"),
            "kotlin/components/buttons/ButtonTinted.kt": button("ButtonTinted", fill: "0xFFE5F0FF"),
            "kotlin/components/buttons/ButtonShape.kt": shape,
            "kotlin/components/iconbuttons/IconButtonFilled.kt": iconButton,
            "kotlin/components/iconbuttons/IconButtonDefaults.kt": iconDefaults,
            // Imported from the library, never the project's file of that name.
            "kotlin/components/chips/Chip.kt": """
                package com.acme.chips

                import androidx.compose.foundation.layout.Box
                import androidx.compose.runtime.Composable
                import androidx.compose.material3.Text

                @Composable
                public fun Chip(label: String) { Box { Text(label) } }
                """,
            "kotlin/components/text/Text.kt": """
                package com.acme.text

                import androidx.compose.runtime.Composable
                import androidx.compose.foundation.text.BasicText
                import androidx.compose.ui.graphics.Color

                @Composable
                public fun Text(text: String) { BasicText(text, color = { Color(0xFFFF0000) }) }
                """,
        ]
        return try Harness.project("packages", files)
    }

    @Test func eachFileThatDeclaresItsComposableIsAComponent() throws {
        let dir = try Self.root()
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = try Harness.run(["list", "--root", "."], cwd: dir)
        #expect(list.code == 0, "\(list.stderr)")
        let names = list.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(names.contains("button-filled") && names.contains("button-tinted") && names.contains("icon-button-filled"))
        // A file of types, and the folder's defaults, are helpers.
        #expect(!names.contains("button-shape") && !names.contains("icon-button-defaults"), "\(names)")
    }

    @Test func anImportedFileOfAnotherPackageIsRead() throws {
        let dir = try Self.root()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The shape's getter in an enum entry of `buttons/ButtonShape.kt`, picked by the default
        // that `IconButtonDefaults.kt` in the icon button's own folder names.
        let show = try Harness.run(["show", "icon-button-filled", "--root", "."], cwd: dir)
        #expect(show.code == 0, "\(show.stderr)")
        #expect(show.stdout.contains("root.radius") && show.stdout.contains("0 pt  ← 0.dp"), "\(show.stdout)")
        #expect(!show.stdout.contains("unresolved"), "\(show.stdout)")
        let button = try Harness.run(["show", "button-tinted", "--root", "."], cwd: dir)
        #expect(button.stdout.contains("12 pt  ← 12.dp"), "\(button.stdout)")
        // `import androidx.compose.material3.Text` is Material's Text, not the project's `text/Text.kt`.
        let chip = try Harness.run(["show", "chip", "--root", "."], cwd: dir)
        #expect(!chip.stdout.contains("#FF0000"), "\(chip.stdout)")
    }

    @Test func swiftPackagesToo() throws {
        let dir = try Self.root(swift: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = try Harness.run(["list", "--root", "."], cwd: dir)
        let names = list.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(names == ["button-primary"], "\(list.stdout) \(list.stderr)")
        let show = try Harness.run(["show", "button-primary", "--root", "."], cwd: dir)
        #expect(show.stdout.contains("#0080FF"), "\(show.stdout)")
    }

    /// Components in category folders (`Components/Inputs/Toggle/DSToggle.swift`), a style type of a
    /// package folder that is no view, and a type declared at the top of another component's file
    /// (`enum Gutter` in `DSCard.swift`) read where a component names its member, as Swift sees its module.
    @Test func categoryFoldersAndTypesOfOtherFiles() throws {
        let files = [
            "swift/Components/Inputs/Toggle/DSToggle.swift": """
                import SwiftUI

                struct DSToggle: View {
                    var body: some View { Text("On").padding(.horizontal, Gutter.wide) }
                }
                """,
            "swift/Components/Inputs/Toggle/KnobStyle.swift": """
                import SwiftUI

                struct KnobStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View { configuration.label }
                }
                """,
            "swift/Components/Cards/DSCard.swift": """
                import SwiftUI

                public enum Gutter {
                    static let wide: CGFloat = 24
                }

                struct DSCard: View {
                    var body: some View { Text("Card").padding(Gutter.wide) }
                }
                """,
        ]
        let dir = try Harness.project("categories", files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = try Harness.run(["list", "--root", "."], cwd: dir)
        let names = list.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(names == ["ds-card", "ds-toggle"], "\(list.stdout) \(list.stderr)")
        let show = try Harness.run(["show", "ds-toggle", "--root", "."], cwd: dir)
        #expect(show.stdout.contains("root.paddingStart") && show.stdout.contains("24 pt  ← 24  swift/Components/Cards/DSCard.swift:4:32"), "\(show.stdout)")
        #expect(!show.stdout.contains("unresolved"), "\(show.stdout)")
    }

    /// A folder of a component's implementation (`pill/impl/PillBody.kt`) holds no component: its file
    /// is read where the component calls it (Vitamin's `object VitaminChips` calling `impl/VitaminChipImpl.kt`).
    @Test func implementationFoldersHoldNoComponents() throws {
        let files = [
            "kotlin/components/pill/Pills.kt": """
                package com.acme.pill

                import androidx.compose.runtime.Composable
                import androidx.compose.ui.graphics.Color
                import com.acme.pill.impl.PillBody

                object Pills {
                    @Composable
                    fun Solid(text: String) = PillBody(text, Color(0xFF1D4ED8))

                    @Composable
                    fun Soft(text: String) = PillBody(text, Color(0xFFDBEAFE))
                }
                """,
            "kotlin/components/pill/impl/PillBody.kt": """
                package com.acme.pill.impl

                import androidx.compose.foundation.background
                import androidx.compose.foundation.layout.Box
                import androidx.compose.foundation.text.BasicText
                import androidx.compose.runtime.Composable
                import androidx.compose.ui.Modifier
                import androidx.compose.ui.graphics.Color

                @Composable
                internal fun PillBody(text: String, fill: Color) { Box(Modifier.background(fill)) { BasicText(text) } }
                """,
        ]
        let dir = try Harness.project("impl", files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = try Harness.run(["list", "--root", "."], cwd: dir)
        let names = list.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(names == ["pills"], "\(list.stdout) \(list.stderr)")
        let show = try Harness.run(["show", "pills", "--root", "."], cwd: dir)
        #expect(show.stdout.contains("root.backgroundColor variant=soft") && show.stdout.contains("#DBEAFE"), "\(show.stdout)")
        #expect(show.stdout.contains("root.backgroundColor variant=solid") && show.stdout.contains("#1D4ED8"), "\(show.stdout)")
        // A one-platform check says so in the singular.
        let check = try Harness.run(["check", "--all", "--root", "."], cwd: dir)
        #expect(check.stdout.contains("pills · 1 platform · 3 properties, 3 agree"), "\(check.stdout)")
    }

    /// A bare name imported as a member of a project object (`import com.acme.sheet.SheetDefaults.HandleWidth`)
    /// reads the file that declares the object, found by the object's name in a package folder above.
    @Test func anImportedMemberOfAProjectObject() throws {
        let files = [
            "kotlin/components/sheet/SheetDefaults.kt": """
                package com.acme.sheet

                import androidx.compose.ui.unit.dp

                internal object SheetDefaults {
                    val HandleWidth = 32.dp
                }
                """,
            "kotlin/components/sheet/handle/Handle.kt": """
                package com.acme.sheet.handle

                import androidx.compose.foundation.layout.Box
                import androidx.compose.foundation.layout.width
                import androidx.compose.runtime.Composable
                import androidx.compose.ui.Modifier
                import com.acme.sheet.SheetDefaults.HandleWidth

                @Composable
                public fun Handle() { Box(Modifier.width(HandleWidth)) }
                """,
        ]
        let dir = try Harness.project("members", files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let show = try Harness.run(["show", "handle", "--root", "."], cwd: dir)
        #expect(show.stdout.contains("root.width") && show.stdout.contains("32 pt  ← 32.dp  kotlin/components/sheet/SheetDefaults.kt:6:23"), "\(show.stdout) \(show.stderr)")
    }

    /// A prop no caller's value is known for, read where a style takes it: `dynamic` (given at run
    /// time) at that place, with its name as the raw text (not the component's whole declaration).
    @Test func aPropThatIsNoInputIsDynamicWhereItIsRead() throws {
        let dir = try Harness.project("prop", ["uniwind/components/ui/busy.tsx": """
            import { ActivityIndicator, View } from 'react-native';
            export function Busy({ tint, className }) {
              return (
                <View className="p-2">
                  <ActivityIndicator color={tint} />
                </View>
              );
            }
            """])
        defer { try? FileManager.default.removeItem(at: dir) }
        let show = try Harness.run(["show", "busy", "--root", "."], cwd: dir)
        #expect(show.stdout.contains("indicator.color                                          dynamic  ← tint  :5:33"), "\(show.stdout)")
        #expect(!show.stdout.contains("unresolved"), "\(show.stdout)")
    }

    /// A component that draws a view parity knows and styles nothing of it on this platform (its
    /// classes hold on the web only) is said so, not sent to describe a library view.
    @Test func aComponentStyledOnlyElsewhereIsSaidSo() throws {
        let dir = try Harness.project("unstyled", ["uniwind/components/ui/box.tsx": """
            import { View, Platform } from 'react-native';
            const base = Platform.OS === 'web' ? 'flex flex-col p-0' : '';
            export function Box({ className, ...props }) {
              return <View {...props} className={`${base} ${className ?? ''}`} />;
            }
            """])
        defer { try? FileManager.default.removeItem(at: dir) }
        let show = try Harness.run(["show", "box", "--root", "."], cwd: dir)
        #expect(show.stdout.contains("uniwind/components/ui/box.tsx:4:10: uniwind/components/ui/box.tsx: parity read no style from `Box`: it draws `View` and sets no style of its own on uniwind"), "\(show.stdout)")
        #expect(!show.stdout.contains("describe a library view"), "\(show.stdout)")
    }

    /// A component whose view parity reads nothing from (a library view without a row) is a
    /// warning that says so, not "0 properties, no drift".
    @Test func aComponentReadAsNothingIsSaid() throws {
        let dir = try Harness.project("nothing", ["swift/Components/HintCard.swift": "import SwiftUI\nimport TipKit\n\nstruct HintCard: View {\n    let tip: any Tip\n    var body: some View { TipView(tip) }\n}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try Harness.run(["check", "--all", "--no-baseline", "--root", "."], cwd: dir)
        #expect(check.code == 1, "\(check.stdout) \(check.stderr)")
        #expect(check.stdout.contains("swift/Components/HintCard.swift: parity read no style from `HintCard`"), "\(check.stdout)")
        #expect(check.stdout.contains("\"hint-card/file.read\" to `ignores`"), "\(check.stdout)")
    }

    @Test func packageIsReadOffTheBytes() {
        #expect(KotlinLowering.package(Array("/*\n * Licence\n */\npackage com.acme.buttons\n\nimport a.B\n".utf8)) == "com.acme.buttons")
        #expect(KotlinLowering.package(Array("  package a.b_c.d1;\n".utf8)) == "a.b_c.d1")
        #expect(KotlinLowering.package(Array("import a.B\nfun x() = 1\n".utf8)) == nil)
    }
}
