import SwiftUI

/// How much of a quota is used: "3 of 10", one line of small print.
struct Meter: View {
    let used: Int
    let quota: Int

    var body: some View {
        (Text("\(used)") + Text(" of ") + Text("\(quota)"))
            .font(.system(size: 12, weight: .medium))
            .foregroundStyle(Color(white: 0.45))
            .padding(.horizontal, 6)
    }
}
