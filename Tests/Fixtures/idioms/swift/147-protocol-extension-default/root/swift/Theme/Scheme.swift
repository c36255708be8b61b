import SwiftUI

/// What a scheme must say; the tints it may leave to the defaults below.
public protocol Scheme {
    var accent: Color { get }
    var accentTint: Color { get }
    var ink: Color { get }
}

public extension Scheme {
    /// Unless a scheme says otherwise, the accent at a tenth.
    var accentTint: Color { accent.opacity(0.1) }
}

public struct DaylightScheme: Scheme {
    public init() {}
    public var accent: Color { .brand }
    public var ink: Color { .label }
}

private struct SchemeKey: EnvironmentKey {
    static let defaultValue: any Scheme = DaylightScheme()
}

public extension EnvironmentValues {
    var scheme: any Scheme {
        get { self[SchemeKey.self] }
        set { self[SchemeKey.self] = newValue }
    }
}
