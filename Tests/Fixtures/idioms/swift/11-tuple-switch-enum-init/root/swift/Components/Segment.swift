import SwiftUI

enum SegmentTone { case plain, vivid }
enum SegmentSize { case small, large }

/// One phase from the flags, by priority: an enum whose init assigns `self`.
private enum Phase {
    case idle, held, off

    init(enabled: Bool, held: Bool) {
        if !enabled {
            self = .off
            return
        }
        self = held ? .held : .idle
    }
}

/// A table over two enums at once: a switch on a tuple, with `_` and several patterns a case.
private func fill(_ tone: SegmentTone, _ phase: Phase) -> Color {
    switch (tone, phase) {
    case (.plain, .idle): return .gray
    case (.plain, .held), (.vivid, .held): return .blue
    case (_, .off): return .black
    case (.vivid, .idle): return .indigo
    }
}

struct Segment: View {
    var tone: SegmentTone = .plain
    var size: SegmentSize = .small
    var title: String

    var body: some View {
        Button(action: {}) {
            Text(title)
        }
        .buttonStyle(SegmentStyle(tone: tone, size: size))
    }
}

private struct SegmentStyle: ButtonStyle {
    let tone: SegmentTone
    let size: SegmentSize
    @Environment(\.isEnabled) var enabled

    func makeBody(configuration: Configuration) -> some View {
        let phase = Phase(enabled: enabled, held: configuration.isPressed)
        HStack {
            configuration.label
        }
        .frame(height: size == .small ? 28 : 40)
        .background(fill(tone, phase))
    }
}
