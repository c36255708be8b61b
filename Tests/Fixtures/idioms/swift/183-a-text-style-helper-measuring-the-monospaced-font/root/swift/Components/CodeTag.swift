import SwiftUI
import UIKit

/// A short code in a tinted capsule, in the monospaced system font at 13 on 18.
public struct CodeTag: View {
  let code: String

  public var body: some View {
    Text(code)
      .modifier(MonoLines(size: 13, lineHeight: 18))
      .foregroundStyle(Color.primary)
      .padding(.horizontal, 6)
      .background(Color.gray.opacity(0.15), in: Capsule())
  }
}

private struct MonoLines: ViewModifier {
  let size: CGFloat
  let lineHeight: CGFloat

  func body(content: Content) -> some View {
    let font = UIFont.monospacedSystemFont(ofSize: size, weight: .medium)
    let spacing = max(0, lineHeight - font.lineHeight)
    content
      .font(.system(size: size, weight: .medium, design: .monospaced))
      .lineSpacing(spacing)
      .padding(.vertical, spacing / 2)
  }
}
