import SwiftUI

/// A busy row: a spinner and its caption, both in the row's tint.
struct Loader: View {
    var isUrgent = false

    var body: some View {
        HStack(spacing: 8) {
            ProgressView()
            Text("Syncing…")
                .foregroundStyle(.tint)
        }
        .tint(isUrgent ? Color(red: 0.85, green: 0.2, blue: 0.2) : Color(white: 0.4))
    }
}
