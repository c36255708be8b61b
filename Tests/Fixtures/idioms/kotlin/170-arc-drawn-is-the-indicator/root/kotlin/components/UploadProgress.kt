package demo.components

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawWithCache
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** An upload's progress: a faint full ring, and the sent share drawn over it from the top. */
@Composable
fun UploadProgress(sent: Float, enabled: Boolean = true) {
    val ring = Theme.colors.line
    val done = if (enabled) Theme.colors.brand else Theme.colors.inkFaint
    Box(
        Modifier
            .size(20.dp)
            .drawWithCache {
                val stroke = Stroke(2.dp.toPx())
                onDrawBehind {
                    drawCircle(ring, style = stroke)
                    drawArc(done, startAngle = -90f, sweepAngle = sent * 360f, useCenter = false, style = stroke)
                }
            },
    )
}
