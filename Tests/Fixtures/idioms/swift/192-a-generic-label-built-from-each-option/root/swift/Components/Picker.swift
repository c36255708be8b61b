import SwiftUI

/// A row of options drawn by the caller's label, the chosen one filled.
struct Picker<Value: Hashable, Label: View>: View {
    @Binding var chosen: Value
    let values: [Value]
    let label: (Value) -> Label

    init(chosen: Binding<Value>, values: [Value], @ViewBuilder label: @escaping (Value) -> Label) {
        _chosen = chosen
        self.values = values
        self.label = label
    }

    var body: some View {
        HStack(spacing: 4) {
            ForEach(values, id: \.self) { value in
                Button { chosen = value } label: { label(value) }
                    .buttonStyle(PickerOption(on: value == chosen))
            }
        }
    }
}

extension Picker where Label == Text {
    init(chosen: Binding<Value>, values: [Value], name: @escaping (Value) -> String) {
        self.init(chosen: chosen, values: values) { Text(name($0)) }
    }
}

struct PickerOption: ButtonStyle {
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
