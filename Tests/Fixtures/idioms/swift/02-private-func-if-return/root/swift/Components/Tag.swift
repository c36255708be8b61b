import SwiftUI

enum TagKind: CaseIterable {
    case info, warning, danger, success
}

/// A status tag whose colors come from a private function and a computed property with
/// early returns and a nested ternary.
struct Tag: View {
    let kind: TagKind
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text("Tag")
            .foregroundStyle(ink)
            .padding(6)
            .background(fill(enabled: isEnabled))
    }

    private func fill(enabled: Bool) -> Color {
        if !enabled {
            return Color.gray.opacity(0.2)
        }
        guard kind != .danger else { return .red }
        return kind == .info ? .blue : kind == .warning ? .orange : .green
    }

    private var ink: Color {
        if kind == .warning { return .black }
        return .white
    }
}
