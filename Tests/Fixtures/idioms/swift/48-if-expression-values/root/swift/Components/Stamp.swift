import SwiftUI

/// Colors picked with Swift 5.9 `if` expressions whose branches are implicit members.
struct Stamp: View {
    var isOn: Bool
    var isInvalid: Bool = false
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let ring: Color =
            if !isEnabled { .gray }
            else if isInvalid { .red }
            else if isOn { .indigo }
            else { .secondary }
        Text("Stamp")
            .padding(6)
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(ring, lineWidth: 1))
    }
}
