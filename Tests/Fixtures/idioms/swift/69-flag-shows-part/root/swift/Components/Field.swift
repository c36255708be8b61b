import SwiftUI

/// A field row; `required` adds an asterisk after the title (the caller opts in).
struct Field: View {
    let title: String
    var isRequired: Bool = false

    var body: some View {
        HStack(spacing: 2) {
            Text(title)
                .font(.system(size: 15, weight: .medium))
            if isRequired {
                Text("*")
                    .font(.system(size: 15, weight: .bold))
                    .foregroundStyle(Color.red)
            }
        }
    }
}
