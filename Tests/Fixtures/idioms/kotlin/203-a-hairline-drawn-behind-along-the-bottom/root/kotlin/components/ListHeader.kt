package demo.list

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val Hairline = Color(0xFFC6C6C8)

/** A list's section header, ruled off from the rows under it. */
@Composable
fun ListHeader(title: String) {
    Box(
        Modifier
            .drawBehind {
                drawLine(Hairline, start = Offset(0f, size.height), end = Offset(size.width, size.height), strokeWidth = 0.5.dp.toPx())
            }
            .padding(horizontal = 16.dp, vertical = 8.dp),
    ) {
        BasicText(title)
    }
}
