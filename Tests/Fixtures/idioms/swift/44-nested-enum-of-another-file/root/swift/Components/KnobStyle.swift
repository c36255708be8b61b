import SwiftUI

struct KnobStyle {
    enum Tone {
        case `super`
        case calm, loud
    }
}

