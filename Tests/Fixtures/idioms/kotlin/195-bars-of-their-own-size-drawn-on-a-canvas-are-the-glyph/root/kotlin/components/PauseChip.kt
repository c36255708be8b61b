package demo.components

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A round chip showing a pause glyph: two bars drawn on a canvas. */
@Composable
fun PauseChip(modifier: Modifier = Modifier) {
    Box(
        modifier.size(28.dp).background(Color(0xFF1C1C1E), CircleShape),
        contentAlignment = Alignment.Center,
    ) {
        Canvas(Modifier.size(12.dp)) {
            val bar = Size(size.width / 3f, size.height)
            drawRect(Color(0xFFF2F2F7), topLeft = Offset.Zero, size = bar)
            drawRect(Color(0xFFF2F2F7), Offset(size.width - bar.width, 0f), bar)
        }
    }
}
