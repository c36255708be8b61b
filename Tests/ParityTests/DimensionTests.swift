import Testing
import ParityModel
@testable import ParityCompare

/// An input dimension besides the variant and the size (`shape: circle | square`), each case but
/// the default a state of its own (`shape=square`): compared between the platforms that have it.
@Suite struct DimensionTests {
    let here = SourceLocation(file: "f", line: 1, column: 1)

    func fact(_ property: String, state: String = "default", _ n: Double) -> Fact {
        Fact(key: FactKey(part: "root", property: property, state: state), value: .number(n, .pt), raw: "\(n)", location: here)
    }

    func impl(_ platform: Platform, _ facts: [Fact], dimensions: [String]?) -> Implementation {
        var i = Implementation(component: "avatar", platform: platform, file: platform.rawValue, facts: facts,
                               parts: [PartInfo(name: "root", how: "test", view: "View", location: here, parent: nil, index: 0)])
        i.dimensions = dimensions
        return i
    }

    func findings(_ impls: [Implementation]) -> [Finding] {
        var c = Comparator()
        c.platforms = impls.map(\.platform)
        return c.compare(component: "avatar", impls).findings
    }

    @Test func aCaseIsComparedWhereThePlatformsHaveTheDimension() {
        let square = [fact("radius", 9999), fact("radius", state: "shape=square", 8)]
        // Agreeing: nothing. Kotlin rounds its square corners more: a mismatch at that case only.
        #expect(findings([impl(.uniwind, square, dimensions: ["shape"]), impl(.kotlin, square, dimensions: ["shape"])]).isEmpty)
        let drift = findings([impl(.uniwind, square, dimensions: ["shape"]), impl(.swift, square, dimensions: ["shape"]),
                              impl(.kotlin, [fact("radius", 9999), fact("radius", state: "shape=square", 10)], dimensions: ["shape"])])
        #expect(drift.map(\.key) == [FactKey(part: "root", property: "radius", state: "shape=square")])
        #expect(drift.first?.kind == .mismatch && drift.first?.platforms == [.kotlin])
    }

    @Test func aPlatformWithTheDimensionThatChangesNothingThereHoldsItsDefault() {
        // SwiftUI has `shape` and draws every shape round: its default radius at `shape=square`.
        let r = findings([impl(.uniwind, [fact("radius", 9999), fact("radius", state: "shape=square", 8)], dimensions: ["shape"]),
                          impl(.stylesheet, [fact("radius", 9999), fact("radius", state: "shape=square", 8)], dimensions: ["shape"]),
                          impl(.swift, [fact("radius", 9999)], dimensions: ["shape"])])
        #expect(r.map(\.key) == [FactKey(part: "root", property: "radius", state: "shape=square")])
        #expect(r.first?.kind == .mismatch && r.first?.platforms == [.swift])
    }

    @Test func aPlatformWithoutTheDimensionIsNotComparedInItsCases() {
        // Compose has no `shape` input: neither its default radius nor a missing one at `shape=square`.
        let r = findings([impl(.uniwind, [fact("radius", 9999), fact("radius", state: "shape=square", 8)], dimensions: ["shape"]),
                          impl(.stylesheet, [fact("radius", 9999), fact("radius", state: "shape=square", 8)], dimensions: ["shape"]),
                          impl(.kotlin, [fact("radius", 9999)], dimensions: nil)])
        #expect(r.isEmpty, "\(r.map(\.message))")
        // A property only the dimension's case sets is not missing there either.
        let only = findings([impl(.uniwind, [fact("radius", 4), fact("borderWidth", state: "fill=outlined", 1)], dimensions: ["fill"]),
                             impl(.kotlin, [fact("radius", 4)], dimensions: ["shape"])])
        #expect(only.isEmpty, "\(only.map(\.message))")
        // The default is still compared on every platform.
        let atRest = findings([impl(.uniwind, [fact("radius", 9999), fact("radius", state: "shape=square", 8)], dimensions: ["shape"]),
                               impl(.stylesheet, [fact("radius", 9999), fact("radius", state: "shape=square", 8)], dimensions: ["shape"]),
                               impl(.kotlin, [fact("radius", 6)], dimensions: nil)])
        #expect(atRest.map(\.key) == [FactKey(part: "root", property: "radius")])
    }

    @Test func hasDimensionsReadsEveryMemberOfACombinedState() {
        let i = impl(.swift, [], dimensions: ["shape"])
        #expect(i.hasDimensions(of: "default") && i.hasDimensions(of: "pressed"))
        #expect(i.hasDimensions(of: "pressed+shape=square"))
        #expect(!i.hasDimensions(of: "density=compact+shape=square"))
        #expect(!impl(.swift, [], dimensions: nil).hasDimensions(of: "shape=square"))
    }
}
