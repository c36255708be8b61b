import SwiftUI

/// A row of options drawn by the caller's label, the selection one filled.
struct Tabs<Value: Hashable, Label: View>: View {
    @Binding var selection: Value
    let tabs: [Value]
    let label: (Value) -> Label

    init(selection: Binding<Value>, tabs: [Value], @ViewBuilder label: @escaping (Value) -> Label) {
        _selection = selection
        self.tabs = tabs
        self.label = label
    }

    var body: some View {
        HStack(spacing: 4) {
            ForEach(tabs, id: \.self) { value in
                Button { selection = value } label: { label(value) }
                    .buttonStyle(TabsOption(on: value == selection))
            }
        }
    }
}

struct TabsOption: ButtonStyle {
    let on: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 13, weight: on ? .semibold : .regular))
            .foregroundStyle(on ? Color.white : Color.primary)
            .padding(.horizontal, 10)
            .frame(height: 30)
            .background(on ? Color.blue : Color.clear, in: Capsule())
    }
}
