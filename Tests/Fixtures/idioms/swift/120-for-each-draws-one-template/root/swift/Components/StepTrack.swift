import SwiftUI

/// The steps of a checkout: one capsule per step, the ones done filled.
public struct StepTrack: View {
    let steps: [String]
    let done: Int

    public var body: some View {
        HStack(spacing: 4) {
            ForEach(steps.indices, id: \.self) { i in
                Capsule()
                    .fill(i < done ? Color(red: 0.10, green: 0.45, blue: 0.91) : Color(white: 0.88))
                    .frame(height: 4)
            }
        }
        .padding(.vertical, 8)
    }
}
