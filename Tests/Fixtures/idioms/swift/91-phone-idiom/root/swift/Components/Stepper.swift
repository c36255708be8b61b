import SwiftUI
import UIKit

/// A stepper sized for the device: parity reads it as on a phone, the reference device.
struct Stepper: View {
    private var scale: CGFloat { UIDevice.current.userInterfaceIdiom == .pad ? 1.25 : 1 }

    var body: some View {
        HStack(spacing: 8 * scale) {
            Text("–")
            Text("+")
        }
        .frame(height: 32 * scale)
        .padding(.horizontal, UIDevice.current.userInterfaceIdiom == .phone ? 10 : 14)
        .background(Color(white: 0.93), in: Capsule())
    }
}
