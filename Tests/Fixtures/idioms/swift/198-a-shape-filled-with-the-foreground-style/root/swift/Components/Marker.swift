import SwiftUI

/// A row's leading marker: a dot in the row's ink.
struct Marker: View {
    var body: some View {
        HStack(spacing: 6) {
            Circle().frame(width: 6, height: 6)
            Text("Due")
        }
        .foregroundStyle(Color(red: 0.8, green: 0.3, blue: 0.1))
    }
}
