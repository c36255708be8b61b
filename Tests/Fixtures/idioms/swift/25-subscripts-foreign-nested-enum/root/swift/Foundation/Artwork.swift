import SwiftUI

/// A namespace whose nested enum is named like SwiftUI's `Image`.
public enum Artwork {}

public extension Artwork {
    enum Image: CaseIterable {
        case none
        case beach
        case mountain
        case city
    }
}
