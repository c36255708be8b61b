import SwiftUI

public enum Radius {
    public static let sm: CGFloat = 4
    public static let md: CGFloat = 8
    public static let lg: CGFloat = 12
}

public enum Spacing {
    /// A token file's own computed token: its own name, whatever it makes.
    public static var md: CGFloat { 12 }
}
