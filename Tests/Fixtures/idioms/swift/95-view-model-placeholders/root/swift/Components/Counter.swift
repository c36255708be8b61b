import SwiftUI

/// Holds what the counter shows; `configure` fills it in once the view appears.
final class CounterModel: ObservableObject {
    @Published var fill: Color = .clear
    @Published var inset: CGFloat = 6
    let corner: CGFloat = 10

    func configure(isAlert: Bool) {
        fill = isAlert ? .red : .blue
    }
}

public struct Counter: View {
    @StateObject private var model = CounterModel()
    private let value: Int

    public init(value: Int) {
        self.value = value
    }

    public var body: some View {
        Text("\(value)")
            .padding(model.inset)
            .background(model.fill)
            .cornerRadius(model.corner)
            .onAppear { model.configure(isAlert: value > 99) }
    }
}
