import SwiftUI
import UIKit

/// A filled button whose blue is written as hue, saturation and brightness.
struct ApplyButton: View {
    var title: String
    var action: () -> Void

    var body: some View {
        Button(title, action: action)
            .buttonStyle(HueButtonStyle())
    }
}

private struct HueButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(Color(white: 1))
            .padding(.horizontal, 16)
            .frame(height: 40)
            .background(fill(pressed: configuration.isPressed), in: Capsule())
    }

    private func fill(pressed: Bool) -> Color {
        pressed
            ? Color(uiColor: UIColor(hue: 0.58, saturation: 0.9, brightness: 0.7, alpha: 1))
            : Color(hue: 0.58, saturation: 0.9, brightness: 0.85)
    }
}
