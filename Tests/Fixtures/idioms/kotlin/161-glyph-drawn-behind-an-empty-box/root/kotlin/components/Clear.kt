package demo.clear

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** Two crossed strokes: the glyph is drawn, not an icon asset. */
private fun Modifier.cross(ink: Color): Modifier = drawBehind {
    val inset = size.minDimension * 0.25f
    drawLine(ink, Offset(inset, inset), Offset(size.width - inset, size.height - inset), strokeWidth = 2.dp.toPx(), cap = StrokeCap.Round)
    drawLine(ink, Offset(size.width - inset, inset), Offset(inset, size.height - inset), strokeWidth = 2.dp.toPx(), cap = StrokeCap.Round)
}

@Composable
fun Clear(onClear: () -> Unit, enabled: Boolean = true) {
    val palette = Theme.colors
    Box(
        Modifier
            .size(20.dp)
            .clickable(enabled = enabled, onClick = onClear)
            .cross(if (enabled) palette.inkFaint else palette.line),
    )
}
