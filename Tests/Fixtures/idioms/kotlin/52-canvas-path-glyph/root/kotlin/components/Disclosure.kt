package x

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.dp

/** A disclosure row: a title and an arrow drawn as a path by a helper composable. */
@Composable
fun Disclosure(title: String, enabled: Boolean = true) {
    val tint = if (enabled) Color(0xFF6B7280) else Color(0xFFD1D5DB)
    Row {
        Text(title)
        Arrow(tint, Modifier.size(12.dp))
    }
}

@Composable
private fun Arrow(tint: Color, modifier: Modifier = Modifier) {
    Canvas(modifier) {
        val outline = Path().apply {
            moveTo(0f, 0f)
            lineTo(size.width, size.height / 2)
            lineTo(0f, size.height)
        }
        drawPath(outline, tint, style = Stroke(width = 1.5f))
    }
}
