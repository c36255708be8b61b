import SwiftUI

/// A picker's field: the chosen value or a placeholder, either one framed and tinted by the
/// modifiers on the Group around them.
struct Picker: View {
    var selection: String?

    var body: some View {
        HStack(spacing: 6) {
            Group {
                if let selection {
                    Text(selection)
                } else {
                    Text("Choose…")
                }
            }
            .font(.system(size: 15))
            .frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "chevron.down")
        }
    }
}
