package demo.pills

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.drawOutline
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.dp
import demo.theme.Radius
import demo.theme.Theme

/** Paints a shape's outline behind the content, filled and edged. */
private fun Modifier.outlined(shape: Shape, fill: Color, edge: Color): Modifier = drawBehind {
    val outline = shape.createOutline(size, layoutDirection, this)
    drawOutline(outline, fill)
    drawOutline(outline, edge, style = Stroke(width = 1.dp.toPx()))
}

/** A quiet pill label. */
@Composable
fun Pill(text: String) {
    val palette = Theme.colors
    Box(Modifier.outlined(RoundedCornerShape(Radius.sm), palette.paper, palette.line).padding(horizontal = 8.dp, vertical = 2.dp)) {
        BasicText(text)
    }
}
