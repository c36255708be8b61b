import SwiftUI

private struct StepperHasProblemKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Set by a form on the stepper whose value it rejects.
    var stepperInvalid: Bool {
        get { self[StepperHasProblemKey.self] }
        set { self[StepperHasProblemKey.self] = newValue }
    }
}

/// A stepper whose outline turns to the alert color when the form flags it through the environment.
public struct Stepper: View {
    @Environment(\.stepperInvalid) private var flagged
    @Binding var value: Int

    public var body: some View {
        HStack(spacing: 12) {
            Text("\(value)")
        }
        .padding(8)
        .overlay(Capsule().strokeBorder(flagged ? Color.fieldAlert : Color.fieldLine, lineWidth: 1))
    }
}
