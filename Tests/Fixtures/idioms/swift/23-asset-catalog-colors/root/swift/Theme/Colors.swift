import SwiftUI

/// The palette, defined in the asset catalog beside this file.
public extension Color {
    static let brandNormal = Color("Brand Normal", bundle: .module)
    static let ink = Color("Ink")
    static let mist = Color(uiColor: UIColor(named: "Mist")!)
}
