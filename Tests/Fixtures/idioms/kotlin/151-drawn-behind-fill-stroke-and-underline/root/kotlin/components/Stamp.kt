package demo.stamps

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.dp
import demo.theme.Radius
import demo.theme.Theme

/** A postage stamp: a paper card with a hairline edge and an inked baseline. */
@Composable
fun Stamp(label: String) {
    val palette = Theme.colors
    Box(
        Modifier
            .drawBehind {
                val corner = CornerRadius(Radius.md.toPx())
                drawRoundRect(palette.paper, cornerRadius = corner)
                drawRoundRect(palette.line, cornerRadius = corner, style = Stroke(width = 1.dp.toPx()))
                drawRect(palette.brand, size = Size(size.width, 2.dp.toPx()))
            }
            .padding(8.dp),
    ) {
        BasicText(label)
    }
}
