import SwiftUI

enum SectionBandStyle { case tinted, plain }

/// A full-width band behind a section title: tinted, or nothing behind it.
struct SectionBand: View {
    let title: String
    var style: SectionBandStyle = .tinted

    var body: some View {
        Text(title)
            .font(.system(size: 13, weight: .semibold))
            .padding(.horizontal, 16)
            .padding(.vertical, 6)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background {
                if style == .tinted {
                    Color(white: 0.95)
                }
            }
    }
}
