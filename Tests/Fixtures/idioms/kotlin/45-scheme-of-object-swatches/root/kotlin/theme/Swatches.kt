package demo.theme

import androidx.compose.ui.graphics.Color

/** The raw palette, one object per mode, as a token generator writes it. */
object LightSwatches {
    val teal800 = Color(0xFF107569)
    val sand100 = Color(0xFFFEF7C3)
}

object DarkSwatches {
    val teal800 = Color(0xFF5FE9D0)
    val sand100 = Color(0xFF2E2A0B)
}
