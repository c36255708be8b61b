import SwiftUI

public struct TagStyleConfiguration {
    public let label: AnyView
}

/// How a tag looks; the environment holds one behind a type eraser.
public protocol TagStyle {
    associatedtype Body: View
    @MainActor func makeBody(configuration: TagStyleConfiguration) -> Body
}

public struct SolidTagStyle: TagStyle {
    public func makeBody(configuration: TagStyleConfiguration) -> some View {
        configuration.label
            .font(.system(size: 12, weight: .semibold))
            .foregroundStyle(Color.white)
            .padding(.horizontal, 6)
            .frame(height: 20)
            .background(Color.brand, in: RoundedRectangle(cornerRadius: 4))
    }
}

/// The eraser: the style's body made by a closure it keeps.
public struct AnyTagStyle: TagStyle {
    private let _makeBody: (TagStyleConfiguration) -> AnyView

    init<S: TagStyle>(_ style: S) {
        _makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    }

    public func makeBody(configuration: TagStyleConfiguration) -> some View {
        _makeBody(configuration)
    }
}

private struct TagStyleKey: EnvironmentKey {
    static let defaultValue = AnyTagStyle(SolidTagStyle())
}

public extension EnvironmentValues {
    var tagStyle: AnyTagStyle {
        get { self[TagStyleKey.self] }
        set { self[TagStyleKey.self] = newValue }
    }
}

/// A short label drawn in the environment's tag style.
public struct Tag: View {
    let title: String
    @Environment(\.tagStyle) private var style

    public var body: some View {
        style.makeBody(configuration: TagStyleConfiguration(label: AnyView(Text(title))))
    }
}
