import SwiftUI

/// The field that opens a picker: the choice and a chevron.
public enum PickerDensity { case compact, regular }

public struct PickerField: View {
    let choice: String
    @Binding var isOpen: Bool
    var density: PickerDensity = .regular

    public var body: some View {
        Button { isOpen.toggle() } label: { Text(choice) }
            .buttonStyle(PickerFieldStyle(isOpen: isOpen, height: density == .compact ? 28 : 36))
    }
}

/// Draws the field, its border the accent while the picker is open.
struct PickerFieldStyle: ButtonStyle {
    let isOpen: Bool
    let height: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .frame(height: height)
            .overlay {
                RoundedRectangle(cornerRadius: 6)
                    .strokeBorder(isOpen ? Color.blue : Color.gray, lineWidth: 1)
            }
    }
}
