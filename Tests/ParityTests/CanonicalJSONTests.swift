import Foundation
import Testing
import ParityModel

/// The report's JSON writer gives exactly the bytes of Foundation's encoder with parity's settings.
@Suite struct CanonicalJSONTests {
    struct Inner: Codable { var a: Int; var b: String?; var c: [String: Bool] }
    struct Sample: Codable {
        var text = "quote \" backslash \\ newline \n tab \t bell \u{7} slash / é ✓ 😀"
        var number = 42
        var negative = -7
        var fraction = -0.026
        var whole = 17.0
        var flag = true
        var missing: String? = nil
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var list = [1, 2, 3]
        var zCase = "Z"
        var aCase = "a"
        var nested = [Inner(a: 1, b: nil, c: ["b": true, "a": false, "B": true, "a10": true, "a9": false]), Inner(a: 2, b: "x", c: [:])]
        var platforms: [Platform: String] = [.kotlin: "k", .uniwind: "u", .swift: "s"]
    }

    @Test func matchesFoundationByteForByte() throws {
        let value = Sample()
        let foundation = try canonicalJSONEncoder().encode(value)
        let ours = try CanonicalJSON.encode(value)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
    }
}

/// The comparison table's direct writer gives the bytes of the synthesized `Codable` path.
@Suite struct CanonicalRowsTests {
    @Test func rowsMatchFoundationByteForByte() throws {
        let loc = SourceLocation(file: "kotlin/components/Label \"x\".kt", line: 24, column: 30)
        let rows = [
            Row(key: FactKey(part: "text", property: "color", state: "disabled", variant: "ghost", size: "*"),
                cells: [.kotlin: Cell(raw: "colors.label", value: "label (#1D1D1F / #F5F5F7)", unit: "color", location: loc, status: .match),
                        .uniwind: Cell(raw: nil, value: nil, unit: nil, location: nil, status: .missing),
                        .swift: Cell(raw: "<script>\n", value: "é ✓", unit: "pt", location: nil, status: .mismatch),
                        .nativewind: Cell(raw: "x", value: nil, unit: nil, location: loc, status: .unresolved)]),
            Row(key: FactKey(part: "root", property: "gap"), cells: [:]),
        ]
        let result = ComponentResult(component: "label", files: [.kotlin: "a.kt"], rows: rows, findings: [])
        for value in [rows, []] {
            #expect(String(decoding: try CanonicalJSON.encode(value), as: UTF8.self) == String(decoding: try canonicalJSONEncoder().encode(value), as: UTF8.self))
        }
        #expect(String(decoding: try CanonicalJSON.encode(result), as: UTF8.self) == String(decoding: try canonicalJSONEncoder().encode(result), as: UTF8.self))
    }
}
