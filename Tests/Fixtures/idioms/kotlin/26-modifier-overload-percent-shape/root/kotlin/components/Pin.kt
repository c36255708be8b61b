package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.dp

/** The project's own overload of `background`, delegating to the library's by whether a brush is given. */
internal fun Modifier.background(color: Color, brush: Brush?, shape: Shape): Modifier =
    when (brush) {
        null -> background(color, shape)
        else -> background(brush, shape)
    }

/** A round pin: `RoundedCornerShape(50)` is 50 percent of its size, a pill. */
@Composable
fun Pin(highlighted: Boolean = false) {
    Box(Modifier.size(12.dp).background(if (highlighted) Color(0xFFFFB400) else Color(0xFF9AA5B1), null, RoundedCornerShape(50)))
}
