package demo.theme

import androidx.compose.ui.graphics.Color

object Hues {
    val lagoon = Color(0xFF0E9384)
    val slate = Color(0xFF475467)
    val haze = Color(0xFFD0D5DD)
    val mist = Color(0xFFF2F4F7)
}
