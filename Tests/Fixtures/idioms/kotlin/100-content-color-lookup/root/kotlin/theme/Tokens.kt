package acme.theme

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.runtime.structuralEqualityPolicy
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.sp

@Stable
class Swatches(
    accent: Color,
    onAccent: Color,
    neutral: Color,
    onNeutral: Color,
) {
    var accent: Color by mutableStateOf(accent, structuralEqualityPolicy())
        internal set
    var onAccent: Color by mutableStateOf(onAccent, structuralEqualityPolicy())
        internal set
    var neutral: Color by mutableStateOf(neutral, structuralEqualityPolicy())
        internal set
    var onNeutral: Color by mutableStateOf(onNeutral, structuralEqualityPolicy())
        internal set
}

fun lightSwatches(
    accent: Color = Color(0xFF6D28D9),
    onAccent: Color = Color(0xFFFFFFFF),
    neutral: Color = Color(0xFFE5E7EB),
    onNeutral: Color = Color(0xFF111827),
): Swatches = Swatches(accent = accent, onAccent = onAccent, neutral = neutral, onNeutral = onNeutral)

val LocalSwatches = staticCompositionLocalOf { lightSwatches() }

object Kit {
    val colors: Swatches
        @Composable get() = LocalSwatches.current
    val small = TextStyle(fontSize = 12.sp, fontWeight = FontWeight.Normal)
}

/** The content color that goes on a background of the kit. */
fun Swatches.inkOn(background: Color): Color = when (background) {
    accent -> onAccent
    neutral -> onNeutral
    else -> Color.Unspecified
}
