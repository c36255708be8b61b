import SwiftUI

struct Notice: View {
    let message: String
    let buttonTitle: String?
    let onTap: (() -> Void)?

    init(_ message: String) {
        self.message = message
        self.buttonTitle = nil
        self.onTap = nil
    }

    init(_ message: String, buttonTitle: String, onTap: @escaping () -> Void) {
        self.message = message
        self.buttonTitle = buttonTitle
        self.onTap = onTap
    }

    var body: some View {
        HStack(spacing: 8) {
            Text(message)
                .font(.system(size: 14))
            if let buttonTitle, let onTap {
                Button(buttonTitle, action: onTap)
                    .font(.system(size: 14, weight: .bold))
                    .foregroundColor(Color(red: 0.1, green: 0.4, blue: 0.9))
            }
        }
        .padding(12)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97))
    }
}
