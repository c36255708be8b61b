import Testing
@testable import TreeSitterKit
@testable import ParityExtract

/// Each lowering tells node types apart by a table of kinds whose raw values are the grammar's
/// type names (`KindTable`): a kind whose name the grammar does not have would never match, so a
/// misspelled one would silently lower its nodes as unsupported.
@Suite struct LoweringKindsTests {
    static func unknown<K: RawRepresentable & CaseIterable>(_: K.Type, _ language: Language) -> [String] where K.RawValue == String {
        let names = Set(language.typeNames)
        return K.allCases.map(\.rawValue).filter { !$0.isEmpty && !names.contains($0) }
    }

    @Test func kotlinKindsAreTypesOfTheKotlinGrammar() { #expect(Self.unknown(KotlinLowering.NodeKind.self, .kotlin) == []) }
    @Test func swiftKindsAreTypesOfTheSwiftGrammar() { #expect(Self.unknown(SwiftLowering.NodeKind.self, .swift) == []) }
    @Test func tsxKindsAreTypesOfTheTSXGrammar() { #expect(Self.unknown(TSXLowering.NodeKind.self, .tsx) == []) }

    /// The test itself can fail: a name no grammar has is reported.
    enum Misspelled: String, CaseIterable { case other = "", call = "call_expresion" }
    @Test func aMisspelledKindIsFound() { #expect(Self.unknown(Misspelled.self, .kotlin) == ["call_expresion"]) }
}
