import SwiftUI

enum PlanCardStyle { case flat, floating }

/// A plan card: its surface is a rounded shape drawn behind the content, lifted when floating.
struct PlanCard: View {
    var style: PlanCardStyle = .flat
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
        }
        .padding(20)
        .background {
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(Color(white: 0.97))
                .modifier(Lift(active: style == .floating))
        }
    }
}

/// Lifts what it modifies by the raised elevation when active.
private struct Lift: ViewModifier {
    let active: Bool

    func body(content: Content) -> some View {
        Group {
            if active {
                content.elevation(.raised)
            } else {
                content
            }
        }
    }
}
