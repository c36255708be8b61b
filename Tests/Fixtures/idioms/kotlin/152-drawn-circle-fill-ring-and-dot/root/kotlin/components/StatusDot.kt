package demo.status

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsPressedAsState
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.dp
import androidx.compose.foundation.layout.Box
import demo.theme.Theme

/** A round presence marker: a filled disc, ringed while pressed, with a pip at its center. */
@Composable
fun StatusDot(onClick: () -> Unit) {
    val palette = Theme.colors
    val source = remember { MutableInteractionSource() }
    val pressed by source.collectIsPressedAsState()
    Box(
        Modifier
            .size(24.dp)
            .clickable(interactionSource = source, indication = null, onClick = onClick)
            .drawBehind {
                drawCircle(if (pressed) palette.brandDim else palette.brand)
                drawCircle(color = palette.line, style = Stroke(width = 2.dp.toPx()))
                drawCircle(palette.paper, radius = 3.dp.toPx())
            },
    )
}
