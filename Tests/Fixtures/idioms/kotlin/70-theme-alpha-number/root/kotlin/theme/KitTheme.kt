package demo.theme

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableFloatStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

/** The kit's colors, and the alpha a disabled control is drawn at, held as state. */
@Stable
class KitColors(accent: Color, surface: Color, dimAlpha: Float) {
    var accent: Color by mutableStateOf(accent)
        internal set
    var surface: Color by mutableStateOf(surface)
        internal set
    var dim: Float by mutableFloatStateOf(dimAlpha)
        internal set
}

fun lightKitColors(
    accent: Color = Color(0xFF0A84FF),
    surface: Color = Color(0xFFFFFFFF),
    dimAlpha: Float = 0.4f,
): KitColors = KitColors(accent = accent, surface = surface, dimAlpha = dimAlpha)

fun darkKitColors(
    accent: Color = Color(0xFF3B9EFF),
    surface: Color = Color(0xFF000000),
    dimAlpha: Float = 0.4f,
): KitColors = KitColors(accent = accent, surface = surface, dimAlpha = dimAlpha)

val LocalKitColors = staticCompositionLocalOf { lightKitColors() }

object KitTheme {
    val colors: KitColors
        @Composable get() = LocalKitColors.current
}
