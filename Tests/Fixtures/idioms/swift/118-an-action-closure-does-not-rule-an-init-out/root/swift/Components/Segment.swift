import SwiftUI

struct Segment<Content: View>: View {
    let isOn: Bool
    let action: () -> Void
    let content: Content

    init(isOn: Bool, action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
        self.isOn = isOn
        self.action = action
        self.content = content()
    }

    var body: some View {
        Button(action: action) { content }
            .font(.system(size: 13, weight: .semibold))
            .foregroundColor(isOn ? Color.white : Color.gray)
            .padding(.horizontal, 12)
            .frame(height: 30)
            .background(isOn ? Color.blue : Color.clear)
    }
}

extension Segment where Content == Text {
    init(_ title: String, isOn: Bool, action: @escaping () -> Void) {
        self.init(isOn: isOn, action: action) { Text(title) }
    }
}
