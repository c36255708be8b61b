import SwiftUI

/// A rounded outline whose corners shrink as it is inset, so a stroke stays inside it.
struct TicketOutline: InsettableShape {
    var corner: CGFloat
    var inset: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        RoundedRectangle(cornerRadius: corner - inset, style: .continuous)
            .path(in: rect.insetBy(dx: inset, dy: inset))
    }

    func inset(by amount: CGFloat) -> TicketOutline {
        TicketOutline(corner: corner, inset: inset + amount)
    }
}

/// An admission code on a stub.
struct Ticket: View {
    let code: String

    var body: some View {
        Text(code)
            .font(.system(size: 15, weight: .semibold))
            .padding(10)
            .background(Color.labelQuaternary, in: TicketOutline(corner: 12))
            .overlay(TicketOutline(corner: 12).strokeBorder(Color.brand, lineWidth: 2))
    }
}
