import SwiftUI

public enum BannerTone { case calm, alert }

/// The colors of one tone, handed down to the banner's action through the environment.
struct BannerInks {
    let body: Color
    let action: Color
    let actionDown: Color

    static let calm = BannerInks(body: Color(white: 0.2), action: Color(red: 0, green: 0.44, blue: 0.89), actionDown: Color(red: 0, green: 0.36, blue: 0.72))
    static let alert = BannerInks(body: .white, action: .white, actionDown: Color(white: 0.85))
}

extension EnvironmentValues {
    @Entry var bannerInks: BannerInks = .calm
}

extension BannerTone {
    var inks: BannerInks { self == .alert ? .alert : .calm }
}

/// The action reads the inks the banner sets around it, not the key's default.
struct BannerActionStyle: ButtonStyle {
    @Environment(\.bannerInks) var inks

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .fontWeight(.semibold)
            .foregroundStyle(configuration.isPressed ? inks.actionDown : inks.action)
    }
}

public struct Banner: View {
    let message: String
    var tone: BannerTone = .calm

    public var body: some View {
        HStack(spacing: 12) {
            Text(message).foregroundStyle(tone.inks.body)
            Button("Undo") {}
                .buttonStyle(BannerActionStyle())
        }
        .padding(12)
        .environment(\.bannerInks, tone.inks)
    }
}
