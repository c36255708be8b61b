import SwiftUI
import UIKit

extension Font {
  // The app's own sizes, private to this file: `.callout` in another file is SwiftUI's text style.
  private static let callout = 15.0
  private static let caption = 11.0

  /// A size scaled with Dynamic Type as UIKit scales it (the size itself at the default setting).
  private static func scaled(_ size: CGFloat) -> CGFloat {
    UIFontMetrics.default.scaledValue(for: size)
  }

  public static var appCallout: Font { .system(size: scaled(callout), weight: .medium) }
  public static var appCaption: Font { .system(size: scaled(caption)) }
}
