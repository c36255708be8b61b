import SwiftUI

struct Chip: View {
    var body: some View {
        Text("Hi")
            .foregroundStyle(Color.brand.textPrimary)
            .background(Color.brand.fillAccent)
    }
}
