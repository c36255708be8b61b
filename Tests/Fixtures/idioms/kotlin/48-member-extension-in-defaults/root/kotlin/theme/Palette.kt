package x.theme

import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

data class Palette(val paper: Color, val ink: Color, val alert: Color)

val LightPalette = Palette(paper = Color(0xFFFAFAFA), ink = Color(0xFF111111), alert = Color(0xFFCC0000))
val DarkPalette = Palette(paper = Color(0xFF111111), ink = Color(0xFFFAFAFA), alert = Color(0xFFFF5555))

val LocalPalette = staticCompositionLocalOf { LightPalette }

object Kit {
    val colors: Palette
        @Composable get() = LocalPalette.current
}
