import SwiftUI

/// A tick box: a gray outline of its own, and an overlay outline that shows only when the
/// box is invalid (clear otherwise, so the gray one shows through).
struct Tickbox: View {
    var isChecked = false
    var isError = false

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .strokeBorder(isChecked ? Color.blue : Color.gray, lineWidth: 2)
            .frame(width: 20, height: 20)
            .overlay(
                RoundedRectangle(cornerRadius: 4)
                    .strokeBorder(isError ? Color.red : Color.clear, lineWidth: 2)
            )
    }
}
