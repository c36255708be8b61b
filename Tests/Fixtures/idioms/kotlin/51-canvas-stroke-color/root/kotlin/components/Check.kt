package x

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A check mark drawn with two strokes: the strokes' color is the glyph's color. */
@Composable
fun Check(enabled: Boolean = true) {
    val ink = if (enabled) Color(0xFF2E7D32) else Color(0xFFBDBDBD)
    Canvas(Modifier.size(14.dp)) {
        drawLine(ink, Offset(0f, size.height / 2), Offset(size.width / 3, size.height), 2f)
        drawLine(ink, Offset(size.width / 3, size.height), Offset(size.width, 0f), 2f)
    }
}
