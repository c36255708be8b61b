import SwiftUI

struct Notice: View {
    var message: String

    var body: some View {
        HStack(spacing: 8) {
            NoticeText(message)
        }
        .padding(12)
    }
}

// MARK: - Icon helpers

struct NoticeText: View {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var body: some View {
        Text(text)
            .font(.system(size: 14, weight: .medium))
            .foregroundStyle(Color.labelSecondary)
    }
}
