import SwiftUI

enum BannerLevel: CaseIterable { case note, alert }

/// A banner built from @ViewBuilder members, a Group over an `if`, a `switch` in a view
/// builder and a ViewModifier reached through a View extension.
struct Banner: View {
    var level: BannerLevel = .note
    var dismissible = false

    var body: some View {
        HStack(spacing: 12) {
            glyph
            message("Heads up")
            Group {
                if dismissible {
                    Image(systemName: "xmark")
                }
            }
        }
        .bannerChrome(level)
    }

    @ViewBuilder private var glyph: some View {
        switch level {
        case .note:
            Image(systemName: "info.circle").foregroundStyle(Color.blue)
        case .alert:
            Image(systemName: "exclamationmark.triangle").foregroundStyle(Color.red)
        }
    }

    @ViewBuilder private func message(_ text: String) -> some View {
        Text(text)
            .fontWeight(level == .alert ? .bold : .regular)
    }
}

private struct BannerChrome: ViewModifier {
    let level: BannerLevel

    func body(content: Content) -> some View {
        content
            .padding(14)
            .background(level == .alert ? Color.red.opacity(0.1) : Color.blue.opacity(0.1))
    }
}

extension View {
    func bannerChrome(_ level: BannerLevel) -> some View {
        modifier(BannerChrome(level: level))
    }
}
