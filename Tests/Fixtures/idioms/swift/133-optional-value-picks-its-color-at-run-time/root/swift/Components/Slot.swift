import SwiftUI

/// A form slot: the caller's entry, or a hint while there is none.
struct Slot: View {
    private let entry: String?
    private let hint: String

    init(_ entry: String?, hint: String) {
        self.entry = entry
        self.hint = hint
    }

    private var ink: Color {
        switch entry {
        case .some: .label
        case .none: .labelSecondary
        }
    }

    var body: some View {
        Text(entry ?? hint)
            .foregroundStyle(ink)
            .padding(.vertical, 8)
            .padding(.horizontal, 12)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.labelQuaternary, lineWidth: 1))
    }
}
