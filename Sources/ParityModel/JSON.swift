import Foundation

/// The encoder of everything parity writes as JSON: sorted keys, so output is byte-stable.
public func canonicalJSONEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
}
