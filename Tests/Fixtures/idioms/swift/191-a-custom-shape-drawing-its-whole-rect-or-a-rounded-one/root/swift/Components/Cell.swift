import SwiftUI

public enum CellStyle { case plain, inset }

/// Square in a plain list, rounded in an inset one.
struct CellShape: Shape {
  var style: CellStyle

  func path(in rect: CGRect) -> Path {
    switch style {
    case .plain: Path(rect)
    case .inset: RoundedRectangle(cornerRadius: 12, style: .continuous).path(in: rect)
    }
  }
}

public struct Cell: View {
  var title: String
  var style: CellStyle = .plain
  var isHighlighted: Bool = false

  public var body: some View {
    Text(title)
      .padding(16)
      .background(isHighlighted ? Color(white: 0.85) : Color(white: 0.97), in: CellShape(style: style))
  }
}
