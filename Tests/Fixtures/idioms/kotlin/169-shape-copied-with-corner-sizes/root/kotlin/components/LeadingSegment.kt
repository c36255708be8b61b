package demo.components

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CornerSize
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.unit.dp
import demo.theme.Shapes
import demo.theme.Theme

/** The first segment of a segmented control: rounded outside, nearly square where it meets the next. */
@Composable
fun LeadingSegment(label: String) {
    val outline = Shapes.medium.copy(topEnd = CornerSize(2.dp), bottomEnd = CornerSize(size = 2.dp))
    Box(
        Modifier
            .height(32.dp)
            .clip(outline)
            .border(1.dp, Theme.colors.line, outline)
            .padding(horizontal = 12.dp),
    ) {
        Text(label, color = Theme.colors.ink)
    }
}
