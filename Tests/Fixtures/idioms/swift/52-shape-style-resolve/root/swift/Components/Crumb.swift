import SwiftUI

extension EnvironmentValues {
    @Entry var crumbSelected = false
}

/// The colors of a breadcrumb's parts, as a custom `ShapeStyle` resolved in the environment.
private enum CrumbInk: ShapeStyle {
    case label, separator

    func resolve(in environment: EnvironmentValues) -> Color {
        guard environment.isEnabled else { return .gray }
        switch self {
        case .label: return environment.crumbSelected ? .indigo : .primary
        case .separator: return .secondary
        }
    }
}

struct Crumb: View {
    let title: String
    var isSelected: Bool = false

    var body: some View {
        HStack(spacing: 4) {
            Text(title).foregroundStyle(CrumbInk.label)
            Image(systemName: "chevron.right").foregroundStyle(CrumbInk.separator)
        }
        .environment(\.crumbSelected, isSelected)
    }
}
