package demo.theme

import androidx.compose.material.darkColors
import androidx.compose.material.lightColors
import androidx.compose.ui.graphics.Color

private val Violet500 = Color(0xFF6200EE)
private val Violet200 = Color(0xFFBB86FC)
private val Paper = Color(0xFFFFFFFF)
private val Coal = Color(0xFF121212)
private val Ink = Color(0xFF000000)

/** Material 2 palettes, light and dark. */
val LegacyLightPalette = lightColors(
    primary = Violet500,
    onPrimary = Paper,
    surface = Paper,
    onSurface = Ink,
)

val LegacyDarkPalette = darkColors(
    primary = Violet200,
    onPrimary = Ink,
    surface = Coal,
    onSurface = Paper,
)
