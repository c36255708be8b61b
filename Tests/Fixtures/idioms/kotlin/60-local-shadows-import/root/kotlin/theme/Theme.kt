package demo.theme

import androidx.compose.ui.graphics.Color

class Palette(val accent: Color = Color(0xFF0061A4), val surface: Color = Color(0xFFFFFFFF))

object DemoTheme {
    val colors: Palette = Palette()
}
