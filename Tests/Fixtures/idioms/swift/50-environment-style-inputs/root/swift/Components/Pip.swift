import SwiftUI

enum PipTone { case calm, alarm }
enum PipScale { case small, large }

/// How every `Pip` below a view looks, set by a parent with `.pipLook(.alarm, scale: .large)`.
struct PipLook {
    var tone: PipTone = .calm
    var scale: PipScale = .small
}

extension EnvironmentValues {
    @Entry var pipLook = PipLook()
}

extension View {
    func pipLook(_ tone: PipTone, scale: PipScale = .small) -> some View {
        environment(\.pipLook, PipLook(tone: tone, scale: scale))
    }
}

/// A dot whose tone and scale come from the environment, not from its own parameters.
struct Pip: View {
    @Environment(\.pipLook) private var look

    var body: some View {
        Circle()
            .fill(look.tone == .alarm ? Color.red : Color.green)
            .frame(width: look.scale == .large ? 12 : 8, height: look.scale == .large ? 12 : 8)
    }
}
