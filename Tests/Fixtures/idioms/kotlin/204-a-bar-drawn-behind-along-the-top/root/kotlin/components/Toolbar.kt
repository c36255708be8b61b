package demo.toolbar

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A bottom toolbar, ruled off from the content above it by a bar along its top. */
@Composable
fun Toolbar(title: String) {
    Row(
        Modifier
            .height(49.dp)
            .drawBehind {
                val rule = 1.dp.toPx()
                drawRect(Color(0xFFD1D1D6), topLeft = Offset(0f, 0f), size = Size(size.width, rule))
            },
    ) {
        BasicText(title)
    }
}
