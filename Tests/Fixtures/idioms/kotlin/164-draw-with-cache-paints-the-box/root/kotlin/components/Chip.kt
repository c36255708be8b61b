package demo.components

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawWithCache
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import demo.theme.Radius
import demo.theme.Theme

/** Fills and outlines its box once per size: the corner radius is worked out when the size is known. */
private fun Modifier.chipSurface(fill: Color, edge: Color): Modifier = drawWithCache {
    val corner = CornerRadius(Radius.md.toPx())
    val hairline = Stroke(width = 1.dp.toPx())
    onDrawBehind {
        drawRoundRect(fill, cornerRadius = corner)
        drawRoundRect(edge, cornerRadius = corner, style = hairline)
    }
}

/** A small label on a filled, outlined surface. */
@Composable
fun Chip(label: String, selected: Boolean = false) {
    val palette = Theme.colors
    Box(
        Modifier
            .chipSurface(fill = if (selected) palette.brand else palette.paper, edge = palette.line)
            .padding(horizontal = 10.dp, vertical = 4.dp),
    ) {
        BasicText(label, style = TextStyle(fontSize = 13.sp, color = if (selected) palette.paper else palette.ink))
    }
}
