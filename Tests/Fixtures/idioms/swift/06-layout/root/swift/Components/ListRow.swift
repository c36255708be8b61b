import SwiftUI

/// A list row: stacks with alignments and spacings, fixed and minimum frames, edge paddings.
struct ListRow: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            ZStack(alignment: .topLeading) {
                Image(systemName: "star")
                    .frame(width: 20, height: 20)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text("Title")
                    .padding(EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 4))
                Text("Subtitle")
                    .padding([.leading, .trailing], 3)
            }
            Spacer(minLength: 8)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .frame(minHeight: 44, maxWidth: .infinity)
    }
}
