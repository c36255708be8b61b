package demo.components

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import demo.theme.Theme

/** The square: filled and ringed across the whole box, the tick stroked inside it when on. */
private fun Modifier.tickSquare(fill: Color, ring: Color, mark: Color, on: Boolean): Modifier = drawBehind {
    val corner = CornerRadius(4.dp.toPx())
    drawRoundRect(fill, cornerRadius = corner)
    drawRoundRect(ring, cornerRadius = corner, style = Stroke(1.5.dp.toPx()))
    if (on) {
        val tick = Path().apply {
            moveTo(size.width * 0.25f, size.height * 0.5f)
            lineTo(size.width * 0.45f, size.height * 0.7f)
            lineTo(size.width * 0.75f, size.height * 0.3f)
        }
        drawPath(tick, mark, style = Stroke(2.dp.toPx()))
    }
}

/** A check box with its label. */
@Composable
fun Tickbox(label: String, checked: Boolean, enabled: Boolean = true) {
    val c = Theme.colors
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
        Box(
            Modifier
                .size(18.dp)
                .tickSquare(
                    fill = if (checked) c.brand else c.paper,
                    ring = if (!enabled) c.inkFaint else if (checked) c.brand else c.line,
                    mark = c.paper,
                    on = checked,
                ),
        )
        BasicText(label, style = TextStyle(fontSize = 15.sp, color = if (enabled) c.ink else c.inkFaint))
    }
}
