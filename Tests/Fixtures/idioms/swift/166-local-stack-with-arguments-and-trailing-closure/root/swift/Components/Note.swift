import SwiftUI

public enum NoteStyle { case bare, boxed }

public struct Note: View {
    let title: String
    var style: NoteStyle = .bare

    public var body: some View {
        // A stack held in a local, given arguments and a trailing closure, then placed per style.
        let content = VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.system(size: 13, weight: .semibold))
                .foregroundStyle(Color(red: 0.11, green: 0.11, blue: 0.12))
        }
        Group {
            if style == .boxed {
                content
                    .padding(10)
                    .background(Color(white: 0.96), in: RoundedRectangle(cornerRadius: 6))
            } else {
                content
            }
        }
    }
}
