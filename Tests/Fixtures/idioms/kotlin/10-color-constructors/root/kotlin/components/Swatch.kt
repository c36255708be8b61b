package demo.swatches

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A color from a hex string, the project's own helper. */
fun hex(value: Long): Color = Color(value or 0xFF000000)

enum class SwatchTone { Clear, Solid, Soft, Custom, Brand }

@Composable
fun Swatch(tone: SwatchTone = SwatchTone.Solid) {
    val fill = when (tone) {
        SwatchTone.Clear -> Color.Transparent
        SwatchTone.Solid -> Color(0xFF2E7D32)
        SwatchTone.Soft -> Color(46, 125, 50).copy(alpha = 0.25f)
        SwatchTone.Custom -> Color(red = 0.2f, green = 0.4f, blue = 0.6f, alpha = 1f)
        SwatchTone.Brand -> hex(0x1565C0)
    }
    Box(Modifier.background(fill).border(2.dp, Color(0x802E7D32)))
}
